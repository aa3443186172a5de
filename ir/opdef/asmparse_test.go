package opdef_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	. "github.com/ascend-toolchain/asc/ir/opdef"
)

// The values and diagnostics here are mlir-opt 19's for the same literals in an index list.
func TestParseAsmInt(t *testing.T) {
	for _, c := range []struct {
		src  string
		t    AsmInt
		want int64
		err  string
	}{
		{"7", Int64, 7, ""},
		{"-7", Int64, -7, ""},
		{"true", Int64, -1, ""},
		{"false", Int64, 0, ""},
		{"9223372036854775808", Int64, -1 << 63, ""},
		{"18446744073709551615", Int64, -1, ""},
		{"0xFFFFFFFFFFFFFFFF", Int64, -1, ""},
		{"-9223372036854775808", Int64, 0, "integer value too large"},
		{"-0000000000000000000000", Int64, 0, ""},
		{"18446744073709551616", Int64, 0, "integer value too large"},
		{"-9999999999999999", Int64, -9999999999999999, ""},
		{"2147483648", AsmInt{Bits: 32, Signed: true}, 0, "integer value too large"},
		{"-2147483648", AsmInt{Bits: 32, Signed: true}, -2147483648, ""},
		{"4294967295", AsmInt{Bits: 32}, 4294967295, ""},
		{"x", Int64, 0, "expected integer value"},
		{"- x", Int64, 0, "expected integer value"},
	} {
		var v int64
		d := &ir.Dialect{Name: "t"}
		Register(d, &Op{Name: "t.int", Parse: func(p *ir.OpParser, _ *ir.OperationState) (err error) {
			v, err = ParseAsmInt(p, c.t)
			return err
		}})
		ctx := ir.NewContext()
		ctx.Register(d)
		_, err := ir.ParseSource(ctx, "t.mlir", []byte("t.int "+c.src), ir.ParseOptions{})
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: got %d, %v; want error %q", c.src, v, err, c.err)
		case c.err == "" && (err != nil || v != c.want):
			t.Errorf("%s: got %d, %v; want %d", c.src, v, err, c.want)
		}
	}
}

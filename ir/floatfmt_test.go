package ir_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// Outputs recorded from mlir-opt 19: APFloat's digit rounding (truncate, then half up),
// its default form when six digits do not read back, and the f8 formats' finite range,
// NaN encodings and signed zeros.
var floatPrintCases = []struct{ in, want string }{
	{"0.1 : f16", "9.997550e-02 : f16"},
	{"0.001 : f8E4M3FN", "1.953130e-03 : f8E4M3FN"},
	{"448.0 : f8E4M3FN", "4.480000e+02 : f8E4M3FN"},
	{"-0.0 : f8E4M3FN", "-0.000000e+00 : f8E4M3FN"},
	{"1.0e9 : f8E4M3FN", "0x7F : f8E4M3FN"},
	{"-1.0e9 : f8E4M3FN", "0xFF : f8E4M3FN"},
	{"500.0 : f8E4M3FN", "0x7F : f8E4M3FN"},
	{"57344.0 : f8E5M2", "5.734400e+04 : f8E5M2"},
	{"1.0e9 : f8E5M2", "0x7C : f8E5M2"},
	{"-0.0 : f8E5M2FNUZ", "0.000000e+00 : f8E5M2FNUZ"},
	{"57344.0 : f8E5M2FNUZ", "5.734400e+04 : f8E5M2FNUZ"},
	{"1.0e9 : f8E5M2FNUZ", "0x80 : f8E5M2FNUZ"},
	{"240.0 : f8E4M3FNUZ", "2.400000e+02 : f8E4M3FNUZ"},
	{"0.001 : f8E4M3FNUZ", "9.765620e-04 : f8E4M3FNUZ"},
	{"30.0 : f8E4M3B11FNUZ", "3.000000e+01 : f8E4M3B11FNUZ"},
	{"0x80 : f8E4M3B11FNUZ", "0x80 : f8E4M3B11FNUZ"},
	{"0.1 : f80", "0.100000000000000005551 : f80"},
	{"1.0e-5 : f80", "1.0000000000000000818E-5 : f80"},
	{"1.0e4000 : f80", "0x7FFF8000000000000000 : f80"},
	{"1.0e-300 : f128", "1.00000000000000002505909183520875969E-300 : f128"},
	{"1.0e4000 : f128", "0x7FFF0000000000000000000000000000 : f128"},
	{"123456.0 : f32", "1.234560e+05 : f32"},
	{"1234567.0 : f32", "0x4996B438 : f32"},
	{"0.3333333 : f32", "0.333333313 : f32"},
}

func TestFloatPrintsAsMLIR(t *testing.T) {
	for _, c := range floatPrintCases {
		src := `"foo.c"() {v = ` + c.in + `} : () -> ()`
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		m, err := ir.ParseSource(ctx, "f.mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		var b strings.Builder
		if err := ir.NewPrinter(&b, ir.PrintOptions{}).PrintOp(m); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), "v = "+c.want+"}") {
			t.Errorf("%s printed as %s, want %s", c.in, strings.TrimSpace(b.String()), c.want)
		}
	}
}

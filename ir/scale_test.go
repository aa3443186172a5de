package ir_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// Wide (not deep) inputs parse in time linear in their size: each of these took from
// seconds to minutes at 10^5 elements while a short step of the parser rescanned what
// it had read (the rest of a one-line shape, the line up to the cursor, the names of all
// dimensions, the whole expression built so far).
func TestWideInputsParseLinearly(t *testing.T) {
	const n = 100000
	dims := make([]string, n)
	for i := range dims {
		dims[i] = fmt.Sprintf("d%d", i)
	}
	for name, src := range map[string]string{
		"rank":      `"foo.c"() : () -> tensor<` + strings.Repeat("2x", n) + `i32>`,
		"hex-dims":  `"foo.c"() : () -> tensor<` + strings.Repeat("0x", n) + `i32>`,
		"map-dims":  `#m = affine_map<(` + strings.Join(dims, ", ") + `) -> (d0)>`,
		"mul-chain": `#m = affine_map<(d0)[s0] -> (d0` + strings.Repeat(" * s0", n) + `)>`,
	} {
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		start := time.Now()
		_, err := ir.ParseSource(ctx, name+".mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			t.Errorf("%s: %.200v", name, err)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s: parsing took %v", name, d)
		}
	}
}

// The shortcuts keep the forms MLIR reads around an 'x': a dimension of 0 written as hex
// `0x...` and types whose names start with 'x' after it.
func TestDimensionListForms(t *testing.T) {
	for src, want := range map[string]string{
		"tensor<0x0x2xf32>":     "tensor<0x0x2xf32>",
		"tensor<3 x 4 x f32>":   "tensor<3x4xf32>",
		"vector<2x[4]xf32>":     "vector<2x[4]xf32>",
		"memref<?x0xi8>":        "memref<?x0xi8>",
		"tensor<2xyz>":          "expected non-function type",
		"tensor<2 3xf32>":       "expected 'x' in dimension list",
		"tensor<1x\n2x\n3xf32>": "tensor<1x2x3xf32>",
		"tensor<0x1\n   xy2>":   "2:5: error: expected non-function type",
	} {
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		m, err := ir.ParseSource(ctx, "d.mlir", []byte(`"foo.c"() : () -> `+src), ir.ParseOptions{})
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = printOp(t, m, true)
		}
		if !strings.Contains(got, want) {
			t.Errorf("%q: got %s, want %s", src, got, want)
		}
	}
}

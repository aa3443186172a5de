package math_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

const ops = `module {
  func.func @f(%arg0: f16, %arg1: i32) -> f16 {
    %0 = math.absf %arg0 : f16
    %1 = math.exp2 %0 : f16
    %2 = math.fma %0, %1, %arg0 : f16
    %3 = math.powf %2, %0 : f16
    %4 = math.absi %arg1 : i32
    %5 = math.rsqrt %3 {fastmath = #arith.fastmath<fast>} : f16
    return %5 : f16
  }
}`

func TestRoundTrip(t *testing.T) {
	for _, generic := range []bool{false, true} {
		mod, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(ops), ir.ParseOptions{})
		if err == nil {
			err = ir.Verify(mod)
		}
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := ir.NewPrinter(&b, ir.PrintOptions{Generic: generic}).PrintOp(mod); err != nil {
			t.Fatal(err)
		}
		if !generic && strings.TrimSpace(b.String()) != ops {
			t.Errorf("custom form:\n%s\nwant:\n%s", b.String(), ops)
		}
		if _, err := ir.ParseSource(all.NewContext(), "t.mlir", b.Bytes(), ir.ParseOptions{}); err != nil {
			t.Errorf("reparse (generic=%v): %v", generic, err)
		}
	}
}

func TestTypeMismatch(t *testing.T) {
	src := "func.func @f(%a: f32, %b: f16) {\n  %0 = \"math.fma\"(%a, %a, %b) : (f32, f32, f16) -> f32\n  return\n}\n"
	mod, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(src), ir.ParseOptions{})
	if err == nil {
		err = ir.Verify(mod)
	}
	if err == nil {
		t.Error("fma with mixed types verified")
	}
}

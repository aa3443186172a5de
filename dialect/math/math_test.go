package math_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// ops uses every custom form once: fastmath flags, the integer ops, fpowi's two types.
const ops = `module {
  func.func @f(%arg0: f16, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<4xi8>, %arg4: tensor<?xf64>) -> f16 {
    %0 = math.absf %arg0 : f16
    %1 = math.exp2 %0 fastmath<nnan,ninf> : f16
    %2 = math.fma %0, %1, %arg0 : f16
    %3 = math.powf %2, %0 : f16
    %4 = math.absi %arg1 : i32
    %5 = math.rsqrt %3 fastmath<fast> : f16
    %6 = math.fpowi %arg2, %arg3 fastmath<afn> : vector<4xf32>, vector<4xi8>
    %7 = math.ipowi %arg1, %arg1 : i32
    %8 = math.ctlz %arg3 : vector<4xi8>
    %9 = math.cttz %arg1 : i32
    %10 = math.ctpop %arg1 : i32
    %11 = math.copysign %arg4, %arg4 : tensor<?xf64>
    %12 = math.atan2 %arg4, %arg4 fastmath<reassoc> : tensor<?xf64>
    return %5 : f16
  }
}`

func parse(t *testing.T, src string) (*ir.Operation, error) {
	t.Helper()
	mod, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(src), ir.ParseOptions{})
	if err == nil {
		err = ir.Verify(mod)
	}
	return mod, err
}

func TestRoundTrip(t *testing.T) {
	for _, generic := range []bool{false, true} {
		mod, err := parse(t, ops)
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
		if generic && !strings.Contains(b.String(), `"math.sin"`) && !strings.Contains(b.String(), `<{fastmath = #arith.fastmath<none>}>`) {
			t.Errorf("generic form lacks the fastmath property:\n%s", b.String())
		}
		if _, err := parse(t, b.String()); err != nil {
			t.Errorf("reparse (generic=%v): %v", generic, err)
		}
	}
}

// TestVerifier checks the diagnostics of mlir-opt 19 for each kind of malformed op.
func TestVerifier(t *testing.T) {
	cases := []struct{ body, want string }{
		{`%0 = "math.fma"(%a, %a, %b) : (f32, f32, f64) -> f32`, "'math.fma' op requires the same type for all operands and results"},
		{`%0 = "math.absf"(%i) : (i32) -> i32`, "'math.absf' op operand #0 must be floating-point-like, but got 'i32'"},
		{`%0 = "math.ctlz"(%a) : (f32) -> f32`, "'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'"},
		{`%0 = "math.fpowi"(%v, %vi) : (vector<4xf32>, vector<3xi8>) -> vector<4xf32>`, "'math.fpowi' op requires the same shape for all operands and results"},
		{`%0 = "math.fpowi"(%a, %vi) : (f32, vector<3xi8>) -> f32`, "'math.fpowi' op requires the same shape for all operands and results"},
		{`%0 = "math.fpowi"(%a, %i) : (f32, i32) -> f64`, "'math.fpowi' op failed to verify that all of {lhs, result} have same type"},
		{`%0 = "math.fpowi"(%i, %i) : (i32, i32) -> i32`, "'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'"},
		{`%0 = "math.fpowi"(%a, %a) : (f32, f32) -> f32`, "'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'"},
		{`%0 = "math.fpowi"(%t, %vi4) : (tensor<4xf32>, vector<4xi8>) -> tensor<4xf32>`, "'math.fpowi' op all non-scalar operands/results must have the same shape and base type"},
		{`%0 = "math.fpowi"(%u, %ti) : (tensor<*xf32>, tensor<4xi32>) -> tensor<*xf32>`, "'math.fpowi' op all non-scalar operands/results must have the same shape and base type"},
		{`%0 = "math.sin"(%a) {fastmath = 1 : i32} : (f32) -> f32`, "'math.sin' op attribute 'fastmath' failed to satisfy constraint"},
		{`%0 = math.absi %ui : ui32`, "'math.absi' op operand #0 must be signless-integer-like, but got 'ui32'"},
		{`%0 = "math.erfc"(%a) : (f32) -> f32`, "unregistered operation 'math.erfc' found in dialect ('math') that does not allow unknown operations"},
		{`%0 = math.absf %a fastmath<nnan,bogus> : f32`, "2:30: error: custom op 'math.absf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"},
		{`%0 = math.fpowi %a, %i : f32`, "2:31: error: expected ','"},
	}
	head := "func.func @f(%a: f32, %b: f64, %i: i32, %v: vector<4xf32>, %vi: vector<3xi8>, %vi4: vector<4xi8>, %t: tensor<4xf32>, %ti: tensor<4xi32>, %u: tensor<*xf32>, %ui: ui32) {\n  "
	for _, c := range cases {
		_, err := parse(t, head+c.body+"\n  return\n}\n")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant %s", c.body, err, c.want)
		}
	}
	if _, err := parse(t, head+`%0 = "math.fpowi"(%t, %ti) : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>`+"\n  return\n}\n"); err != nil {
		t.Errorf("fpowi on tensors: %v", err)
	}
}

package asclower

import (
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// departures.at holds only with the option on and the architecture named; on() only
// needs the option.
func TestDeparturesAt(t *testing.T) {
	for _, tc := range []struct {
		src   string
		dep   departures
		at    bool
		named bool
	}{
		{`module attributes {asc.compilation_arch = "c220"} { func.func @f() { %c = arith.constant 0 : i32 return } }`, true, true, true},
		{`module attributes {asc.compilation_arch = "c310"} { func.func @f() { %c = arith.constant 0 : i32 return } }`, false, false, true},
		{`module { func.func @f() { %c = arith.constant 0 : i32 return } }`, true, false, false},
		{`module { func.func @f() { %c = arith.constant 0 : i32 return } }`, false, false, false},
	} {
		ctx := dialects.NewContext()
		m, err := ir.ParseSource(ctx, "t.mlir", []byte(tc.src), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var c *ir.Operation
		m.Walk(func(o *ir.Operation) bool {
			if o.Name() == arith.OpConstant {
				c = o
			}
			return true
		})
		if c == nil {
			t.Fatal("no constant")
		}
		if got := tc.dep.at(c); got != tc.at {
			t.Errorf("%v.at on %s = %v, want %v", tc.dep, tc.src, got, tc.at)
		}
		if got := compilationArch(c) != ""; got != tc.named {
			t.Errorf("compilationArch on %s named = %v", tc.src, got)
		}
		if tc.dep.on() != bool(tc.dep) || tc.dep.widenBF16(ir.BF16) != bool(tc.dep) || tc.dep.widenBF16(ir.F16) {
			t.Errorf("%v: on/widenBF16 disagree with the option", tc.dep)
		}
	}
}

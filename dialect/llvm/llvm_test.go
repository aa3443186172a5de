package llvm

import (
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// TestCompatible pins the result types mlir-opt 19 accepts for llvm.mlir.undef.
func TestCompatible(t *testing.T) {
	for _, c := range []struct {
		t  ir.Type
		ok bool
	}{
		{ir.IntType(32, ir.Signless), true},
		{ir.IntType(32, ir.Unsigned), false},
		{ir.IntType(8, ir.Signed), false},
		{ir.F16, true},
		{ir.F32, true},
		{&ir.VectorType{Dims: []int64{4}, Elem: ir.Index}, true},
		{&ir.VectorType{Dims: []int64{2, 3}, Elem: ir.F16}, false},
		{ir.Index, false},
	} {
		if got := compatible.Pred(c.t); got != c.ok {
			t.Errorf("%s: compatible = %v, want %v", ir.TypeString(c.t), got, c.ok)
		}
	}
}

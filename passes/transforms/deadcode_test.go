package transforms

import (
	"fmt"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

func parseDeadCode(t *testing.T, src string) *ir.Operation {
	t.Helper()
	mod, err := ir.ParseSource(dialects.NewContext(), "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return mod
}

// funcReturn is the return op of the last function of mod.
func funcReturn(mod *ir.Operation) *ir.Operation {
	var ret *ir.Operation
	mod.Walk(func(o *ir.Operation) bool {
		if o.HasTrait(ir.TraitReturnLike) && o.ParentOp().ParentOp() == mod {
			ret = o
		}
		return true
	})
	return ret
}

// A region terminator forwards nothing while one operand has no state: the range
// analysis gives an i1 yielded beside a memref no range, and sccp no constant.
func TestDeadCodeTerminatorWaitsForAllOperands(t *testing.T) {
	src := `func.func @f(%m: memref<4xf32>) -> i1 {
  %r:2 = scf.execute_region -> (i1, memref<4xf32>) {
    %f = arith.constant false
    scf.yield %f, %m : i1, memref<4xf32>
  }
  return %r#0 : i1
}`
	mod := parseDeadCode(t, src)
	v := funcReturn(mod).Operand(0)
	if r := mustSolve(t, mod).vals[v]; r != nil {
		t.Errorf("range of the execute_region's i1 = %s, want none", rangeText(r))
	}
	// With an integer in place of the memref the edge is taken.
	mod = parseDeadCode(t, `func.func @f(%x: i32) -> i1 {
  %r:2 = scf.execute_region -> (i1, i32) {
    %f = arith.constant false
    scf.yield %f, %x : i1, i32
  }
  return %r#0 : i1
}`)
	v = funcReturn(mod).Operand(0)
	if r := mustSolve(t, mod).vals[v]; r == nil || r.smin.Sign() != 0 || r.smax.Sign() != 0 {
		t.Errorf("range of the execute_region's i1 = %s, want [0, 0]", rangeText(r))
	}
}

// cf.switch compares the bits of its flag with the case values: -1 : i8 selects the
// case 255, and the block it reaches alone decides the returned value.
func TestDeadCodeSwitchComparesBits(t *testing.T) {
	src := `func.func @f() -> i8 {
  %f = arith.constant -1 : i8
  cf.switch %f : i8, [
    default: ^bb1,
    255: ^bb2
  ]
^bb1:
  %a = arith.constant 10 : i8
  cf.br ^bb3(%a : i8)
^bb2:
  %b = arith.constant 20 : i8
  cf.br ^bb3(%b : i8)
^bb3(%r: i8):
  return %r : i8
}`
	mod := parseDeadCode(t, src)
	s := mustSolve(t, mod)
	r := s.vals[funcReturn(mod).Operand(0)]
	if r == nil || r.smin.Int64() != 20 || r.smax.Int64() != 20 {
		t.Errorf("range of the switch result = %s, want [20, 20]", rangeText(r))
	}
	var dflt *ir.Block
	mod.Walk(func(o *ir.Operation) bool {
		if o.NumSuccessors() == 2 {
			dflt = o.Successor(0)
		}
		return true
	})
	if dflt == nil || s.live[dflt] {
		t.Errorf("the default block is live; only the case 255 may be")
	}
}

// rangeText is r's signed bounds, "none" for no range.
func rangeText(r *irange) string {
	if r == nil {
		return "none"
	}
	return fmt.Sprintf("[%v, %v]", r.smin, r.smax)
}

// mustSolve runs the range analysis on mod, failing the test if it does not settle.
func mustSolve(t *testing.T, mod *ir.Operation) *rangeSolver {
	t.Helper()
	s, err := solveRanges(mod)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

package cf

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// switchGroups gives every successor the operands switchOperands gives it one by one,
// also when the segment attributes are missing, negative, short or too long.
func TestSwitchGroupsAgree(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	r := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 500; round++ {
		nOps := 1 + r.IntN(8)
		mod, err := ir.ParseSource(ctx, "t.mlir", []byte(`"t.m"() ({
^bb0(`+args(nOps)+`):
  "t.t"() : () -> ()
}) : () -> ()`), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		entry := mod.Region(0).Front().First().Region(0).Front()
		op := ctx.CreateOp(&ir.OperationState{Name: OpSwitch, Loc: ir.UnknownLoc{},
			Operands: entry.Args(), Successors: slices.Repeat([]*ir.Block{entry}, 1+r.IntN(5))})
		if r.IntN(8) > 0 {
			op.SetAttr("operandSegmentSizes", ir.DenseI32Array(randInts(r, 3, nOps)...))
		}
		if r.IntN(8) > 0 {
			op.SetAttr("case_operand_segments", ir.DenseI32Array(randInts(r, r.IntN(op.NumSuccessors()+1), nOps)...))
		}
		got := switchGroups(op)
		for i := range op.NumSuccessors() {
			start, n := switchOperands(op, i)
			want := op.Operands()[start : start+n]
			if !slices.Equal(got[i], want) {
				t.Fatalf("round %d successor %d: %d values, switchOperands gives %d (segments %v / %v)",
					round, i, len(got[i]), len(want), segments(op, "operandSegmentSizes"), segments(op, "case_operand_segments"))
			}
		}
	}
}

func args(n int) string {
	s := ""
	for i := range n {
		if i > 0 {
			s += ", "
		}
		s += "%a" + string(rune('a'+i)) + ": i32"
	}
	return s
}

// randInts is n small counts, mostly in range, sometimes negative or too large.
func randInts(r *rand.Rand, n, max int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(r.IntN(max+2)) - int64(r.IntN(2))
	}
	return out
}

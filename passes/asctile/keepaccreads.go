package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// keepAccumulatorReads numbers every side-effect-free op that reads an accumulator
// asctile.matmul_acc writes in place with asctile.acc_read, a different number for each,
// so that CSE never merges two of them. The accumulator is one SSA value whose contents
// each matmul_acc changes; to CSE, which knows only values, `cast %acc` before and after
// a matmul_acc are the same op, and merging them stores the partial sum where the kernel
// stores the final one (PyAsc's pipeline does). --pyasc-pipeline runs this pass before
// each tile-level cse when it takes its departures (docs/pyasc.md §5). Ours, not PyAsc's.
func keepAccumulatorReads(fn *ir.Operation, _ *ir.Context) error {
	written := accumulators(fn)
	var n int64
	fn.Walk(func(o *ir.Operation) bool {
		if !ir.IsMemoryEffectFree(o) || o.NumResults() == 0 {
			return true
		}
		for _, v := range o.Operands() {
			if written[v] {
				o.SetAttr(asctile.AttrAccRead, ir.NewIntAttr(ir.IntType(64, ir.Signless), n))
				n++
				break
			}
		}
		return true
	})
	return nil
}

// accumulators returns the tiles of fn that asctile.matmul_acc writes in place (its acc
// operand): the one kind of tile whose contents change under one SSA value.
func accumulators(fn *ir.Operation) map[*ir.Value]bool {
	written := map[*ir.Value]bool{}
	fn.Walk(func(o *ir.Operation) bool {
		if m, ok := asctile.AsMatmulAccOp(o); ok {
			written[m.Acc()] = true
		}
		return true
	})
	return written
}

// writesAccBetween reports whether a matmul_acc writes acc after p and before u, where p
// dominates u: in p's block after p, up to the op of that block that holds u, all of
// whose nested ops count (a loop holding u writes acc before u's next iteration).
func writesAccBetween(acc *ir.Value, p, u *ir.Operation) bool {
	top := u
	for top != nil && top.Block() != p.Block() {
		top = top.ParentOp()
	}
	found := false
	for o := p.Next(); o != nil && !found; o = o.Next() {
		o.Walk(func(w *ir.Operation) bool {
			if m, ok := asctile.AsMatmulAccOp(w); ok && m.Acc() == acc {
				found = true
			}
			return !found
		})
		if o == top {
			break
		}
	}
	return found
}

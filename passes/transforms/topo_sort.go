package transforms

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// topological-sort (MLIR 19's pass of that name) orders the blocks of graph regions of
// registered ops (in our dialects, builtin.module bodies) so that definitions come before
// uses where the uses allow it. Unregistered ops are left alone: they declare no region
// kind. The order is MLIR's sortTopologically: repeated sweeps over the unscheduled ops,
// each moving every ready op to the end of the scheduled prefix; a sweep that moves
// nothing gives up on the first unscheduled op (a cycle) and goes on after it.

func registerTopoSort(r *passes.Registry) {
	r.Register(&passes.Info{Name: "topological-sort", Summary: "Sort regions without SSA dominance in topological order",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, _ *ir.Context) error {
				root.WalkPost(func(op *ir.Operation) {
					if !op.IsRegistered() || !op.HasTrait(ir.TraitGraphRegion) {
						return
					}
					for _, r := range op.Regions() {
						for _, b := range r.Blocks() {
							sortBlock(b)
						}
					}
				})
				return nil
			}), nil
		}})
}

func sortBlock(b *ir.Block) {
	var ops []*ir.Operation
	for o := b.First(); o != nil; o = o.Next() {
		ops = append(ops, o)
	}
	if n := len(ops); n > 0 && ops[n-1].HasTrait(ir.TraitTerminator) {
		ops = ops[:n-1] // the terminator stays last
	}
	unscheduled := map[*ir.Operation]bool{}
	for _, o := range ops {
		unscheduled[o] = true
	}
	next := 0 // ops[next:] are the ops not yet in the scheduled prefix, in block order
	for len(unscheduled) > 0 {
		moved := false
		rest := append([]*ir.Operation(nil), ops[next:]...)
		var left []*ir.Operation
		prefixEnd := next
		for _, o := range rest {
			if !unscheduled[o] || !opReady(o, unscheduled) {
				left = append(left, o)
				continue
			}
			delete(unscheduled, o)
			moved = true
			if len(left) > 0 {
				o.MoveBefore(left[0])
			}
			ops[prefixEnd] = o
			prefixEnd++
		}
		copy(ops[prefixEnd:], left)
		next = prefixEnd
		if !moved {
			delete(unscheduled, ops[next])
			next++
		}
	}
}

// opReady reports whether every value o or its nested ops use is defined outside the
// unscheduled ops of o's block (block arguments, other blocks, o itself, scheduled ops).
func opReady(o *ir.Operation, unscheduled map[*ir.Operation]bool) bool {
	ready := true
	o.Walk(func(n *ir.Operation) bool {
		for _, v := range n.Operands() {
			def := v.DefiningOp()
			if def == nil {
				continue
			}
			anc := ancestorInBlock(o.Block(), def)
			if anc != nil && anc != o && unscheduled[anc] {
				ready = false
				return false
			}
		}
		return ready
	})
	return ready
}

// ancestorInBlock is the op of b that is or contains op, or nil.
func ancestorInBlock(b *ir.Block, op *ir.Operation) *ir.Operation {
	for op != nil {
		if op.Block() == b {
			return op
		}
		op = op.ParentOp()
	}
	return nil
}

package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// control-flow-sink (MLIR 19's pass of that name) moves ops without memory effects into
// the one region of a conditional that uses them. The conditionals are the region-branch
// ops that declare each region runs at most once: scf.if, scf.index_switch and emitc.if
// (loops, scf.while and scf.execute_region declare no bound and are left alone). They are
// visited in post-order, regions in order. In each region a work stack starts with the
// region's ops; for every operand of a popped op, a defining op outside the region whose
// users all lie in the region and that has no memory effect moves to the region's start
// and is pushed. Only operands of the region's own ops count, not those of ops nested in
// them, as in MLIR.

// sinkTargets are the ops whose regions control-flow-sink fills.
var sinkTargets = map[string]bool{scf.OpIf: true, scf.OpIndexSwitch: true, emitc.OpIf: true}

func registerControlFlowSink(r *passes.Registry) {
	r.Register(&passes.Info{Name: "control-flow-sink", Summary: "Sink operations into conditional blocks",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, _ *ir.Context) error {
				root.WalkPost(func(op *ir.Operation) {
					if !sinkTargets[op.Name()] {
						return
					}
					for _, r := range op.Regions() {
						if !r.Empty() {
							sinkInto(r)
						}
					}
				})
				return nil
			}), nil
		}})
}

func sinkInto(r *ir.Region) {
	var stack []*ir.Operation
	for _, b := range r.Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			stack = append(stack, o)
		}
	}
	for len(stack) > 0 {
		op := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, v := range op.Operands() {
			def := v.DefiningOp()
			if def == nil || def.ParentRegion() == r || !usedOnlyIn(def, r) || !ir.IsMemoryEffectFree(def) {
				continue
			}
			if first := r.Front().First(); first != nil {
				def.MoveBefore(first)
			} else {
				def.Remove()
				r.Front().Append(def)
			}
			stack = append(stack, def)
		}
	}
}

// usedOnlyIn reports whether every user of op's results lies in r (at any depth).
func usedOnlyIn(op *ir.Operation, r *ir.Region) bool {
	for _, res := range op.Results() {
		for u := res.FirstUse(); u != nil; u = u.NextUse() {
			if !regionContains(r, u.Owner()) {
				return false
			}
		}
	}
	return true
}

func regionContains(r *ir.Region, op *ir.Operation) bool {
	for p := op.ParentRegion(); p != nil; {
		if p == r {
			return true
		}
		parent := p.ParentOp()
		if parent == nil {
			return false
		}
		p = parent.ParentRegion()
	}
	return false
}

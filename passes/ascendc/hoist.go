package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// Hoisting of framework objects (queues, buffers) and of tensor placeholders out of
// loops to the function entry.

// hoistable reports whether v can be made available in the entry block blk: it is
// defined there already, is a function argument, or is computed by pure ops (constants
// and arithmetic) from such values. deps receives the ops to move, operands first.
func hoistable(v *ir.Value, blk *ir.Block, deps *[]*ir.Operation, seen map[*ir.Operation]bool) bool {
	if v.IsBlockArg() {
		return v.OwnerBlock() == blk
	}
	d := v.DefiningOp()
	if d.Block() == blk || seen[d] {
		return true
	}
	if !d.HasTrait(ir.TraitPure) || d.NumRegions() > 0 {
		return false
	}
	for _, x := range d.Operands() {
		if !hoistable(x, blk, deps, seen) {
			return false
		}
	}
	seen[d] = true
	*deps = append(*deps, d)
	return true
}

// afterOperands returns the op after which something using vals can be placed in blk,
// starting from anchor (nil = block start): the latest of anchor and the defining ops
// of vals that live in blk.
func afterOperands(blk *ir.Block, anchor *ir.Operation, vals []*ir.Value) *ir.Operation {
	for _, v := range vals {
		d := v.DefiningOp()
		if d == nil || d.Block() != blk {
			continue
		}
		if anchor == nil || anchor.IsBeforeInBlock(d) {
			anchor = d
		}
	}
	return anchor
}

// placeAfter moves op right after anchor (or to the block start when anchor is nil).
func placeAfter(op *ir.Operation, blk *ir.Block, anchor *ir.Operation) {
	if anchor == nil {
		if blk.First() != op {
			op.MoveBefore(blk.First())
		}
		return
	}
	op.MoveAfter(anchor)
}

// pipeInit splits a pipe.init_queue or pipe.init_buffer into the pipe, the queue or
// buffer it initialises and its size operands.
func pipeInit(op *ir.Operation) (pipe, obj *ir.Value, sizes []*ir.Value) {
	if q, ok := ascendc.AsPipeInitQueueOp(op); ok {
		return q.Pipe(), q.Queue(), []*ir.Value{q.Num(), q.Length()}
	}
	b, _ := ascendc.AsPipeInitBufferOp(op)
	return b.Pipe(), b.Buffer(), []*ir.Value{b.Length()}
}

// hoistQueBind moves queue, que_bind and tbuf declarations with their pipe.init_queue /
// pipe.init_buffer and tbuf.get_tensor out of loops to the function entry, right after
// the pipe they are initialised with. Only what a loop holds (at any depth, a branch
// inside a loop included) moves, as passes.md states it: an initialisation in a branch
// outside any loop runs at most once and stays in its branch, as a placeholder there
// stays for ascendc-hoist-ub-allocation.
func hoistQueBind(fn *ir.Operation, _ *ir.Context) error {
	blk := body(fn)
	if blk == nil {
		return nil
	}
	nested := func(o *ir.Operation) bool { return o.Block() != blk }
	for _, init := range collect(fn, named(ascendc.OpPipeInitQueue, ascendc.OpPipeInitBuffer)) {
		if !nested(init) || !inLoop(init, fn) {
			continue
		}
		pipeV, obj, sizes := pipeInit(init)
		objDef := obj.DefiningOp()
		if objDef == nil || (objDef.Name() != ascendc.OpQueue && objDef.Name() != ascendc.OpQueBind && objDef.Name() != ascendc.OpTbuf) {
			continue
		}
		var deps []*ir.Operation
		seen := map[*ir.Operation]bool{}
		ok := true
		for _, v := range sizes {
			if !hoistable(v, blk, &deps, seen) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		// The pipe itself moves to the entry when it was created in the loop.
		var anchor *ir.Operation
		if pd := pipeV.DefiningOp(); pd != nil {
			if nested(pd) {
				if pd.Name() != ascendc.OpPipe || pd.NumOperands() > 0 {
					continue
				}
				placeAfter(pd, blk, nil)
			}
			anchor = pd
		}
		for _, d := range deps {
			placeAfter(d, blk, afterOperands(blk, anchor, d.Operands()))
			anchor = d
		}
		anchor = afterOperands(blk, anchor, sizes)
		if nested(objDef) {
			placeAfter(objDef, blk, anchor)
		}
		placeAfter(init, blk, afterOperands(blk, objDef, sizes))
		// The tensors of a hoisted tbuf follow its initialisation.
		if objDef.Name() == ascendc.OpTbuf {
			last := init
			for _, u := range obj.Uses() {
				g := u.Owner()
				get, ok := ascendc.AsTbufGetTensorOp(g)
				if !ok || !nested(g) || !inLoop(g, fn) {
					continue
				}
				var gdeps []*ir.Operation
				okg := true
				if l := get.Len(); l != nil && !hoistable(l, blk, &gdeps, seen) {
					okg = false
				}
				if !okg {
					continue
				}
				for _, d := range gdeps {
					placeAfter(d, blk, afterOperands(blk, last, d.Operands()))
					last = d
				}
				placeAfter(g, blk, afterOperands(blk, last, g.Operands()))
				last = g
			}
		}
	}
	// Declarations without an initialisation in the loop move to the entry as well.
	for _, d := range collect(fn, named(ascendc.OpQueue, ascendc.OpQueBind, ascendc.OpTbuf)) {
		if nested(d) && inLoop(d, fn) && d.NumOperands() == 0 {
			placeAfter(d, blk, firstPipe(blk))
		}
	}
	return nil
}

func firstPipe(blk *ir.Block) *ir.Operation {
	for o := blk.First(); o != nil; o = o.Next() {
		if o.Name() == ascendc.OpPipe {
			return o
		}
	}
	return nil
}

// hoistUBAllocation moves local_tensor_auto placeholders out of loops to the entry block,
// before the outermost op containing them. With excludeInOut, input and output tensors
// stay where they are.
func hoistUBAllocation(excludeInOut bool) func(fn *ir.Operation, ctx *ir.Context) error {
	return func(fn *ir.Operation, _ *ir.Context) error {
		blk := body(fn)
		if blk == nil {
			return nil
		}
		for _, a := range autoTensors(fn) {
			if a.Op().Block() == blk || !inLoop(a.Op(), fn) {
				continue
			}
			if excludeInOut && (a.Input() || a.Output()) {
				continue
			}
			// The op of the entry block enclosing the tensor, or for a tensor in a loop of
			// a later block (a function body in unstructured control flow) the entry
			// block's terminator: the entry block dominates every block of the body.
			top := ancestorIn(a.Op(), blk)
			if top == nil {
				top = blk.Last()
			}
			var deps []*ir.Operation
			seen := map[*ir.Operation]bool{}
			ok := true
			for _, v := range a.DynamicShape() {
				if !hoistable(v, blk, &deps, seen) {
					ok = false
				}
			}
			if !ok {
				continue
			}
			for _, d := range deps {
				d.MoveBefore(top)
			}
			a.Op().MoveBefore(top)
		}
		return nil
	}
}

// inLoop reports whether op is nested in a loop inside fn.
func inLoop(op, fn *ir.Operation) bool {
	for p := op.ParentOp(); p != nil && p != fn; p = p.ParentOp() {
		if isLoop(p) {
			return true
		}
	}
	return false
}

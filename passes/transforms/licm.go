package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// loop-invariant-code-motion as MLIR 19's pass: every loop (scf.for, scf.while,
// scf.parallel, scf.forall), innermost first, moves before itself the ops of its regions
// that are pure (free of memory effects and speculatable: passes.IsPure, shared with
// asctile-promote-pure-ops) and whose operands (those of the ops
// nested in them too) come from outside the loop. An op becomes a candidate again when
// one of its operands moves out, as in MLIR's worklist.
func licm(op *ir.Operation, _ *ir.Context) error {
	var loops []*ir.Operation
	op.WalkPost(func(o *ir.Operation) {
		if IsLICMLoop(o.Name()) {
			loops = append(loops, o)
		}
	})
	for _, loop := range loops {
		for _, r := range loop.Regions() {
			hoistFromRegion(loop, r)
		}
	}
	return nil
}

// IsLICMLoop reports whether loop-invariant-code-motion hoists out of op kind name: the
// ops with MLIR's LoopLikeOpInterface among ours (test/odsparity checks the list).
func IsLICMLoop(name string) bool {
	switch name {
	case scf.OpFor, scf.OpWhile, scf.OpParallel, scf.OpForall:
		return true
	}
	return false
}

// hoistFromRegion runs MLIR's worklist over the top-level ops of one loop region.
func hoistFromRegion(loop *ir.Operation, r *ir.Region) {
	var work []*ir.Operation
	for _, b := range r.Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			work = append(work, o)
		}
	}
	for len(work) > 0 {
		o := work[0]
		work = work[1:]
		if o.Block() == nil || o.Block().Parent() != r {
			continue
		}
		if !passes.IsPure(o) || !canHoist(o, loop) {
			continue
		}
		o.MoveBefore(loop)
		for _, res := range o.Results() {
			for u := res.FirstUse(); u != nil; u = u.NextUse() {
				if user := u.Owner(); user.Block() != nil && user.Block().Parent() == r {
					work = append(work, user)
				}
			}
		}
	}
}

// canHoist: no terminator, and every operand of o and its nested ops is defined outside
// the loop or inside o.
func canHoist(o, loop *ir.Operation) bool {
	if o.HasTrait(ir.TraitTerminator) {
		return false
	}
	ok := true
	o.Walk(func(n *ir.Operation) bool {
		for _, v := range n.Operands() {
			pb := v.ParentBlock()
			if pb != nil && loop.IsAncestor(pb.ParentOp()) && !o.IsAncestor(pb.ParentOp()) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

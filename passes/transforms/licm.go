package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// loop-invariant-code-motion as MLIR 19's pass: every loop (scf.for, scf.while,
// scf.parallel, scf.forall), innermost first, moves before itself the ops of its regions
// that are free of memory effects and speculatable and whose operands (those of the ops
// nested in them too) come from outside the loop. An op becomes a candidate again when
// one of its operands moves out, as in MLIR's worklist.
func licm(op *ir.Operation, _ *ir.Context) error {
	var loops []*ir.Operation
	op.WalkPost(func(o *ir.Operation) {
		switch o.Name() {
		case scf.OpFor, scf.OpWhile, scf.OpParallel, scf.OpForall:
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
		if !ir.IsMemoryEffectFree(o) || !speculatable(o) || !canHoist(o, loop) {
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

// speculatable is MLIR 19's isSpeculatable for the ops we carry: the integer divisions
// only with a constant divisor that cannot trap, memref.dim only with a constant index
// below the rank of a ranked memref, scf.for (recursively) only with a constant unit
// step, and otherwise the ops declared Pure.
func speculatable(op *ir.Operation) bool {
	switch op.Name() {
	case arith.OpDivui, arith.OpCeildivui:
		return safeDivisor(op.Operand(1), false)
	case arith.OpDivsi, arith.OpCeildivsi:
		return safeDivisor(op.Operand(1), true)
	case memref.OpDim:
		c, ok := ir.ConstantValue(op.Operand(1)).(*ir.IntegerAttr)
		mt, ranked := op.Operand(0).Type().(*ir.MemRefType)
		return ok && ranked && c.Value >= 0 && c.Value < int64(len(mt.Shape()))
	case scf.OpFor:
		c, ok := ir.ConstantValue(op.Operand(2)).(*ir.IntegerAttr)
		if !ok || c.Value != 1 {
			return false // only a unit step surely terminates
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil; o = o.Next() {
					if !o.HasTrait(ir.TraitTerminator) && !speculatable(o) {
						return false
					}
				}
			}
		}
		return true
	}
	return op.HasTrait(ir.TraitPure)
}

// safeDivisor reports whether v is a constant (scalar or splat) that is not zero and,
// for signed division, not -1.
func safeDivisor(v *ir.Value, signed bool) bool {
	var x int64
	switch a := ir.ConstantValue(v).(type) {
	case *ir.IntegerAttr:
		x = a.Value
	case *ir.DenseElementsAttr:
		if !a.Splat || len(a.Ints) != 1 {
			return false
		}
		x = a.Ints[0]
	default:
		return false
	}
	return x != 0 && !(signed && x == -1)
}

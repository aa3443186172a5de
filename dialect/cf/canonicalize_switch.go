package cf

import (
	"math/big"

	"github.com/ascend-toolchain/asc/ir"
)

// The cf.switch patterns of LLVM 19, in its order.

// switchCases returns the case values, destinations and forwarded operands of a switch.
// The operands come from switchGroups, in one pass: asking for each case's range walked
// the segments up to it, quadratic in the cases on every pattern try.
func switchCases(op *ir.Operation) (vals []*big.Int, dests []*ir.Block, ops [][]*ir.Value) {
	vals = caseValues(op)
	groups := switchGroups(op)
	for i := 1; i < op.NumSuccessors(); i++ {
		dests = append(dests, op.Successor(i))
		g := groups[i]
		if g == nil {
			g = []*ir.Value{} // as ir.SuccessorOperands gives an empty range
		}
		ops = append(ops, g)
	}
	return vals, dests, ops
}

// simplifySwitchWithOnlyDefault: a switch without cases is a branch to its default.
func simplifySwitchWithOnlyDefault(op *ir.Operation, r *rw) bool {
	if op.NumSuccessors() != 1 {
		return false
	}
	replaceWithBr(r, op, op.Successor(0), ir.SuccessorOperands(op, 0))
	return true
}

// dropSwitchCasesThatMatchDefault drops the cases that go where the default goes, with the
// same operands.
func dropSwitchCasesThatMatchDefault(op *ir.Operation, r *rw) bool {
	vals, dests, ops := switchCases(op)
	def, defOps := op.Successor(0), ir.SuccessorOperands(op, 0)
	var nv []*big.Int
	var nd []*ir.Block
	var no [][]*ir.Value
	changed := false
	for i := range vals {
		if i >= len(dests) {
			break
		}
		if dests[i] == def && sameValues(ops[i], defOps) {
			changed = true
			continue
		}
		nv, nd, no = append(nv, vals[i]), append(nd, dests[i]), append(no, ops[i])
	}
	if !changed {
		return false
	}
	replaceSwitch(r, op, nv, nd, no)
	return true
}

// SwitchSuccessor is the successor cf.switch op takes when its flag holds v: the first
// case whose value has v's bits (MLIR compares the APInts), else the default, 0.
func SwitchSuccessor(op *ir.Operation, v *big.Int) int {
	v = wrapTo(v, flagWidth(op.Operand(0).Type()))
	for i, cv := range caseValues(op) {
		if cv.Cmp(v) == 0 && i+1 < op.NumSuccessors() {
			return i + 1
		}
	}
	return 0
}

// foldSwitch replaces op by a branch to the successor it takes for flag v.
func foldSwitch(op *ir.Operation, r *rw, v *big.Int) {
	i := SwitchSuccessor(op, v)
	replaceWithBr(r, op, op.Successor(i), ir.SuccessorOperands(op, i))
}

// simplifyConstSwitchValue: a switch on a constant branches to the chosen destination.
func simplifyConstSwitchValue(op *ir.Operation, r *rw) bool {
	v, ok := constBig(op.Operand(0))
	if !ok {
		return false
	}
	foldSwitch(op, r, v)
	return true
}

// simplifyPassThroughSwitch looks through pass-through destinations (the case values keep
// their attribute as it was).
func simplifyPassThroughSwitch(op *ir.Operation, r *rw) bool {
	_, dests, ops := switchCases(op)
	changed := false
	for i := range dests {
		if nd, no, ok := collapseBranch(op.Block(), dests[i], ops[i]); ok {
			dests[i], ops[i], changed = nd, no, true
		}
	}
	def, defOps := op.Successor(0), ir.SuccessorOperands(op, 0)
	if nd, no, ok := collapseBranch(op.Block(), def, defOps); ok {
		def, defOps, changed = nd, no, true
	}
	if !changed {
		return false
	}
	r.SetInsertionPointBefore(op)
	newSwitch(r, op.Loc(), op.Operand(0), def, defOps, op.Attr("case_values"), dests, ops)
	r.ReplaceOp(op, nil)
	return true
}

// predSwitchOnSameFlag returns the switch that is the only way into op's block when it
// switches on the same flag (nil otherwise).
func predSwitchOnSameFlag(op *ir.Operation) *ir.Operation {
	pred := op.Block().SinglePredecessor()
	if pred == nil {
		return nil
	}
	ps := pred.Last()
	if ps == nil || ps.Name() != OpSwitch || ps.Operand(0) != op.Operand(0) {
		return nil
	}
	return ps
}

// simplifySwitchFromSwitchOnSameCondition: a block entered through a case of a switch on
// the same flag knows the flag's value.
func simplifySwitchFromSwitchOnSameCondition(op *ir.Operation, r *rw) bool {
	ps := predSwitchOnSameFlag(op)
	cur := op.Block()
	if ps == nil || ps.Successor(0) == cur {
		return false
	}
	pvals := caseValues(ps)
	for i := 1; i < ps.NumSuccessors(); i++ {
		if ps.Successor(i) == cur {
			if i-1 < len(pvals) {
				foldSwitch(op, r, pvals[i-1])
				return true
			}
			break
		}
	}
	replaceWithBr(r, op, op.Successor(0), ir.SuccessorOperands(op, 0))
	return true
}

// simplifySwitchFromDefaultSwitchOnSameCondition: a block entered through the default of a
// switch on the same flag drops the cases that switch already took elsewhere.
func simplifySwitchFromDefaultSwitchOnSameCondition(op *ir.Operation, r *rw) bool {
	ps := predSwitchOnSameFlag(op)
	cur := op.Block()
	if ps == nil || ps.Successor(0) != cur {
		return false
	}
	remove := map[string]bool{} // by decimal value: case values may exceed int64
	for i, v := range caseValues(ps) {
		if i+1 < ps.NumSuccessors() && ps.Successor(i+1) != cur {
			remove[v.String()] = true
		}
	}
	vals, dests, ops := switchCases(op)
	var nv []*big.Int
	var nd []*ir.Block
	var no [][]*ir.Value
	changed := false
	for i, v := range vals {
		if i >= len(dests) {
			break
		}
		if remove[v.String()] {
			changed = true
			continue
		}
		nv, nd, no = append(nv, v), append(nd, dests[i]), append(no, ops[i])
	}
	if !changed {
		return false
	}
	replaceSwitch(r, op, nv, nd, no)
	return true
}

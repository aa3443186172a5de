package cf

import (
	"math/big"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// Canonicalization of LLVM 19's cf dialect. The patterns create, replace and erase ops in
// the order LLVM 19's do, so the greedy driver sees the same worklist; each op kind lists
// its patterns in LLVM 19's order (all have benefit 1).

type rw = ir.Rewriter

func pat(root, name string, f func(op *ir.Operation, r *rw) bool) ir.Pattern {
	return &ir.PatternFunc{Name: name, RootOp: root, Weight: 1, Rewrite: f}
}

func attachCanonicalization(d *ir.Dialect) {
	pats := map[string][]ir.Pattern{
		OpAssert: {pat(OpAssert, "erase-assert-true", eraseAssertTrue)},
		OpBr:     {pat(OpBr, "br", canonicalizeBr)},
		OpCondBr: {pat(OpCondBr, "const-cond", simplifyConstCondBranch),
			pat(OpCondBr, "pass-through", simplifyPassThroughCondBranch),
			pat(OpCondBr, "identical-successors", simplifyCondBranchIdenticalSuccessors),
			pat(OpCondBr, "same-condition", simplifyCondBranchFromCondBranchOnSameCondition),
			pat(OpCondBr, "truth-propagation", condBranchTruthPropagation)},
		OpSwitch: {pat(OpSwitch, "only-default", simplifySwitchWithOnlyDefault),
			pat(OpSwitch, "drop-default-cases", dropSwitchCasesThatMatchDefault),
			pat(OpSwitch, "const-flag", simplifyConstSwitchValue),
			pat(OpSwitch, "pass-through", simplifyPassThroughSwitch),
			pat(OpSwitch, "same-flag", simplifySwitchFromSwitchOnSameCondition),
			pat(OpSwitch, "same-flag-default", simplifySwitchFromDefaultSwitchOnSameCondition)},
	}
	for _, info := range d.Ops {
		info.Canonicalize = append(info.Canonicalize, pats[info.Name]...)
	}
}

// --- builders ---

// newBr creates `cf.br ^dest(operands)` at the insertion point.
func newBr(r *rw, loc ir.Location, dest *ir.Block, operands []*ir.Value) *ir.Operation {
	return r.CreateState(&ir.OperationState{Name: OpBr, Loc: loc,
		Operands: append([]*ir.Value(nil), operands...), Successors: []*ir.Block{dest}})
}

// replaceWithBr replaces terminator op by a branch to dest, as replaceOpWithNewOp does.
func replaceWithBr(r *rw, op *ir.Operation, dest *ir.Block, operands []*ir.Value) {
	r.SetInsertionPointBefore(op)
	newBr(r, op.Loc(), dest, operands)
	r.ReplaceOp(op, nil)
}

func newCondBr(r *rw, loc ir.Location, cond *ir.Value, t *ir.Block, tOps []*ir.Value, f *ir.Block, fOps []*ir.Value) *ir.Operation {
	ops := append(append([]*ir.Value{cond}, tOps...), fOps...)
	st := &ir.OperationState{Name: OpCondBr, Loc: loc, Operands: ops, Successors: []*ir.Block{t, f}}
	st.AddAttr("operandSegmentSizes", ir.DenseI32Array(1, int64(len(tOps)), int64(len(fOps))))
	return r.CreateState(st)
}

// newSwitch creates a cf.switch; values is the case_values attribute (nil: no cases).
func newSwitch(r *rw, loc ir.Location, flag *ir.Value, def *ir.Block, defOps []*ir.Value,
	values ir.Attribute, dests []*ir.Block, caseOps [][]*ir.Value) *ir.Operation {
	st := &ir.OperationState{Name: OpSwitch, Loc: loc, Successors: append([]*ir.Block{def}, dests...)}
	if values != nil {
		st.AddAttr("case_values", values)
	}
	op := r.Ctx.CreateOp(st)
	groups := append([][]*ir.Value{defOps}, caseOps...)
	setSwitchGroups(op, flag, groups)
	return r.Insert(op)
}

// replaceSwitch replaces op by a switch on the same flag with the given cases; values are
// rebuilt as a vector of the flag type, as LLVM 19's APInt builder does.
func replaceSwitch(r *rw, op *ir.Operation, vals []*big.Int, dests []*ir.Block, caseOps [][]*ir.Value) {
	flag := op.Operand(0)
	r.SetInsertionPointBefore(op)
	newSwitch(r, op.Loc(), flag, op.Successor(0), ir.SuccessorOperands(op, 0),
		caseValuesAttr(flag.Type(), vals), dests, caseOps)
	r.ReplaceOp(op, nil)
}

// --- helpers ---

// constBig returns the integer constant v holds, of any width, wrapped to its width.
func constBig(v *ir.Value) (*big.Int, bool) {
	a, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	x := a.Big
	if x == nil {
		x = big.NewInt(a.Value)
	}
	return wrapTo(x, ir.IntOrFloatWidth(a.Type)), true
}

// constInt returns the integer constant v holds, wrapped to its width.
func constInt(v *ir.Value) (int64, bool) {
	a, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !ok || a.Big != nil {
		return 0, false
	}
	return ir.TruncInt(a.Value, ir.IntOrFloatWidth(a.Type), false), true
}

func sameValues(a, b []*ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// collapseBranch looks through a successor that holds only an unconditional branch whose
// block arguments feed nothing but that branch: it returns that branch's destination and
// the operands it would receive, with the successor's arguments replaced by the values
// passed to it. from is the block of the branch being rewritten.
//
// LLVM 19 loops forever when the pass-through blocks ahead form a cycle that does not run
// through from: each rewrite moves the branch one block further round. Such a successor is
// left alone here (the cycle itself then shrinks to a self-loop by block merging, as newer
// MLIR ends it); every case LLVM 19 finishes is unchanged.
func collapseBranch(from, succ *ir.Block, operands []*ir.Value) (*ir.Block, []*ir.Value, bool) {
	if !isPassThrough(succ) {
		return nil, nil, false
	}
	br := succ.Last()
	dest := br.Successor(0)
	if dest == succ || endlessPassThrough(from, succ) {
		return nil, nil, false
	}
	out := make([]*ir.Value, br.NumOperands())
	for i := range out {
		v := br.Operand(i)
		if v.IsBlockArg() && v.OwnerBlock() == succ {
			v = operands[v.Index()]
		}
		out[i] = v
	}
	return dest, out, true
}

// isPassThrough reports whether b holds only a cf.br and its arguments are used by that
// branch alone.
func isPassThrough(b *ir.Block) bool {
	br := b.First()
	if br == nil || br != b.Last() || br.Name() != OpBr {
		return false
	}
	for _, a := range b.Args() {
		for u := a.FirstUse(); u != nil; u = u.NextUse() {
			if u.Owner() != br {
				return false
			}
		}
	}
	return true
}

// endlessPassThrough reports whether repeatedly collapsing from's edge to b would never
// stop: following pass-through blocks from b comes back to one of them without meeting a
// self-loop or from itself (where LLVM 19's collapsing stops).
func endlessPassThrough(from, b *ir.Block) bool {
	seen := map[*ir.Block]bool{}
	for b != from && isPassThrough(b) {
		if seen[b] {
			return true
		}
		seen[b] = true
		next := b.Last().Successor(0)
		if next == b {
			return false
		}
		b = next
	}
	return false
}

// --- cf.assert ---

// eraseAssertTrue erases an assertion of a constant true.
func eraseAssertTrue(op *ir.Operation, r *rw) bool {
	if v, ok := constInt(op.Operand(0)); !ok || v != 1 {
		return false
	}
	r.EraseOp(op)
	return true
}

// --- cf.br ---

func canonicalizeBr(op *ir.Operation, r *rw) bool {
	return simplifyBrToBlockWithSinglePred(op, r) || simplifyPassThroughBr(op, r)
}

// simplifyBrToBlockWithSinglePred merges the destination into the branch's block when the
// branch is the destination's only predecessor.
func simplifyBrToBlockWithSinglePred(op *ir.Operation, r *rw) bool {
	succ, parent := op.Successor(0), op.Block()
	if succ == parent || succ.SinglePredecessor() == nil {
		return false
	}
	args := op.Operands()
	r.EraseOp(op)
	r.MergeBlocks(succ, parent, args)
	return true
}

// simplifyPassThroughBr branches straight to where a pass-through destination goes.
func simplifyPassThroughBr(op *ir.Operation, r *rw) bool {
	dest := op.Successor(0)
	if dest == op.Block() {
		return false
	}
	nd, ops, ok := collapseBranch(op.Block(), dest, op.Operands())
	if !ok {
		return false
	}
	replaceWithBr(r, op, nd, ops)
	return true
}

// --- cf.cond_br ---

// simplifyConstCondBranch turns a branch on a constant into an unconditional one.
func simplifyConstCondBranch(op *ir.Operation, r *rw) bool {
	c, ok := constInt(op.Operand(0))
	if !ok {
		return false
	}
	i := 1
	if c != 0 {
		i = 0
	}
	replaceWithBr(r, op, op.Successor(i), ir.SuccessorOperands(op, i))
	return true
}

// simplifyPassThroughCondBranch looks through pass-through successors.
func simplifyPassThroughCondBranch(op *ir.Operation, r *rw) bool {
	t, tOps := op.Successor(0), ir.SuccessorOperands(op, 0)
	f, fOps := op.Successor(1), ir.SuccessorOperands(op, 1)
	nt, ntOps, okT := collapseBranch(op.Block(), t, tOps)
	nf, nfOps, okF := collapseBranch(op.Block(), f, fOps)
	if !okT && !okF {
		return false
	}
	if okT {
		t, tOps = nt, ntOps
	}
	if okF {
		f, fOps = nf, nfOps
	}
	r.SetInsertionPointBefore(op)
	newCondBr(r, op.Loc(), op.Operand(0), t, tOps, f, fOps)
	r.ReplaceOp(op, nil)
	return true
}

// simplifyCondBranchIdenticalSuccessors turns a branch whose two edges go to one block into
// an unconditional branch, selecting differing operands when the block has no other
// predecessor.
func simplifyCondBranchIdenticalSuccessors(op *ir.Operation, r *rw) bool {
	dest := op.Successor(0)
	if dest != op.Successor(1) {
		return false
	}
	tOps, fOps := ir.SuccessorOperands(op, 0), ir.SuccessorOperands(op, 1)
	if sameValues(tOps, fOps) {
		replaceWithBr(r, op, dest, tOps)
		return true
	}
	if dest.UniquePredecessor() != op.Block() {
		return false
	}
	cond := op.Operand(0)
	merged := make([]*ir.Value, len(tOps))
	r.SetInsertionPointBefore(op)
	for i := range tOps {
		if tOps[i] == fOps[i] {
			merged[i] = tOps[i]
			continue
		}
		sel := r.Create(op.Loc(), arith.OpSelect, []*ir.Value{cond, tOps[i], fOps[i]}, []ir.Type{tOps[i].Type()})
		merged[i] = sel.Result(0)
	}
	replaceWithBr(r, op, dest, merged)
	return true
}

// simplifyCondBranchFromCondBranchOnSameCondition: a block entered only from a branch on
// the same condition takes the edge that condition chose.
func simplifyCondBranchFromCondBranchOnSameCondition(op *ir.Operation, r *rw) bool {
	cur := op.Block()
	pred := cur.SinglePredecessor()
	if pred == nil {
		return false
	}
	pb := pred.Last()
	if pb == nil || pb.Name() != OpCondBr || pb.Operand(0) != op.Operand(0) {
		return false
	}
	i := 1
	if cur == pb.Successor(0) {
		i = 0
	}
	replaceWithBr(r, op, op.Successor(i), ir.SuccessorOperands(op, i))
	return true
}

// condBranchTruthPropagation replaces uses of the condition in a successor entered only
// through this branch by the constant that edge implies.
func condBranchTruthPropagation(op *ir.Operation, r *rw) bool {
	cond := op.Operand(0)
	replaced := false
	var consts [2]*ir.Value
	for i, val := range []bool{true, false} {
		dest := op.Successor(i)
		if dest.SinglePredecessor() == nil {
			continue
		}
		// Not a filter of cond.Uses(): a slice of every use of a condition shared by
		// thousands of branches, made per branch, was most of canonicalize's time on a
		// chain of diamonds.
		for _, u := range cond.UsesInBlock(dest) {
			replaced = true
			if consts[i] == nil {
				r.SetInsertionPointBefore(op)
				c := r.Create(op.Loc(), arith.OpConstant, nil, []ir.Type{ir.I1}, ir.NamedAttr{Name: "value", Value: ir.BoolAttr(val)})
				consts[i] = c.Result(0)
			}
			c := consts[i]
			r.ModifyInPlace(u.Owner(), func() { u.Set(c) })
		}
	}
	return replaced
}

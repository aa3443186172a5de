package scf

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// Canonicalization of LLVM 19's scf dialect: the folders and patterns of SCF.cpp, creating
// and moving ops in the same order so the greedy driver sees the same worklist.

type rw = ir.Rewriter

func pat(root string, f func(op *ir.Operation, r *rw) bool) ir.Pattern {
	return &ir.PatternFunc{Name: root, RootOp: root, Weight: 1, Rewrite: f}
}

// attachCanonicalization installs folders and patterns on the dialect's ops.
func attachCanonicalization(d *ir.Dialect) {
	pats := map[string][]ir.Pattern{
		OpIf: {pat(OpIf, combineIfs), pat(OpIf, combineNestedIfs), pat(OpIf, conditionPropagation),
			pat(OpIf, trivialIfToSelect), pat(OpIf, removeEmptyElse), pat(OpIf, removeStaticCondition),
			pat(OpIf, removeUnusedIfResults), pat(OpIf, ifYieldToCondition)},
		OpFor:           {pat(OpFor, forIterArgsFolder), pat(OpFor, simplifyTrivialLoops)},
		OpWhile:         whilePatterns(),
		OpExecuteRegion: {pat(OpExecuteRegion, inlineSingleBlockExecute), pat(OpExecuteRegion, inlineMultiBlockExecute)},
		OpIndexSwitch:   {pat(OpIndexSwitch, foldConstantCase)},
		OpParallel:      {pat(OpParallel, parallelSingleOrZeroIterationDims), pat(OpParallel, mergeNestedParallel)},
		opForall: {pat(opForall, forallControlOperands), pat(opForall, forallIterArgsFolder),
			pat(opForall, forallSingleOrZeroIterationDims)},
	}
	for _, info := range d.Ops {
		for _, p := range pats[info.Name] {
			info.Canonicalize = append(info.Canonicalize, p)
		}
		if info.Name == OpIf {
			info.Fold = foldIf
		}
	}
}

// Helpers.

func yieldOf(r *ir.Region) *ir.Operation {
	if r.Empty() {
		return nil
	}
	return r.Blocks()[r.NumBlocks()-1].Last()
}

func constBool(v *ir.Value) (bool, bool) {
	a, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !ok || !ir.IsSignlessInt(a.Type, 1) {
		return false, false
	}
	return a.Value != 0, true
}

func isConstOne(v *ir.Value) bool {
	switch a := ir.ConstantValue(v).(type) {
	case *ir.IntegerAttr:
		w := ir.IntOrFloatWidth(a.Type)
		return ir.TruncInt(a.Value, w, true) == 1 || (w == 1 && a.Value != 0)
	case *ir.DenseElementsAttr:
		return a.Splat && len(a.Ints) == 1 && (a.Ints[0] == 1 || ir.IntOrFloatWidth(a.Type.ElementType()) == 1 && a.Ints[0] != 0)
	}
	return false
}

func defOf(v *ir.Value, name string) *ir.Operation {
	d := v.DefiningOp()
	if d == nil || d.Name() != name {
		return nil
	}
	return d
}

// newOp creates an op with nregions empty regions at the insertion point.
func newOp(r *rw, loc ir.Location, name string, operands []*ir.Value, types []ir.Type, nregions int, attrs ...ir.NamedAttr) *ir.Operation {
	st := &ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: types, Attrs: attrs}
	for i := 0; i < nregions; i++ {
		st.AddRegion()
	}
	return r.CreateState(st)
}

// createBlock appends a block with args to region and moves the insertion point to its end.
func createBlock(r *rw, reg *ir.Region, types ...ir.Type) *ir.Block {
	b := ir.NewBlock(types...)
	reg.AddBlock(b)
	r.SetInsertionPointToEnd(b)
	return b
}

func yield(r *rw, loc ir.Location, vals []*ir.Value) *ir.Operation {
	return r.Create(loc, OpYield, vals, nil)
}

// replaceOpWithRegion inlines the single block of region before op, replaces op with the
// block's terminator operands and erases that terminator.
func replaceOpWithRegion(r *rw, op *ir.Operation, reg *ir.Region, args []*ir.Value) {
	b := reg.Front()
	term := b.Last()
	r.InlineBlockBefore(b, op, args)
	// Read the yielded values after inlining: a yielded block argument has become the
	// value it was replaced with.
	results := term.Operands()
	r.ReplaceOp(op, results)
	r.EraseOp(term)
}

func isAncestorRegion(reg, of *ir.Region) bool {
	for x := of; x != nil; {
		if x == reg {
			return true
		}
		p := x.ParentOp()
		if p == nil {
			return false
		}
		x = p.ParentRegion()
	}
	return false
}

func boolConst(r *rw, loc ir.Location, b bool) *ir.Value {
	v := int64(0)
	if b {
		v = 1
	}
	return r.Create(loc, arith.OpConstant, nil, []ir.Type{ir.I1},
		ir.NamedAttr{Name: "value", Value: &ir.IntegerAttr{Type: ir.I1, Value: v}}).Result(0)
}

// scf.if

// foldIf swaps the branches of `if not(c)`.
func foldIf(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.Region(1).Empty() {
		return nil
	}
	x := defOf(op.Operand(0), arith.OpXori)
	if x == nil || !isConstOne(x.Operand(1)) {
		return nil
	}
	op.SetOperand(0, x.Operand(0))
	then, els := op.Region(0), op.Region(1)
	tb, eb := then.Blocks(), els.Blocks()
	for _, b := range tb {
		then.RemoveBlock(b)
	}
	for _, b := range eb {
		els.RemoveBlock(b)
	}
	for _, b := range eb {
		then.AddBlock(b)
	}
	for _, b := range tb {
		els.AddBlock(b)
	}
	return []ir.FoldResult{} // updated in place
}

func removeUnusedIfResults(op *ir.Operation, r *rw) bool {
	var used []int
	var types []ir.Type
	for i := 0; i < op.NumResults(); i++ {
		if op.Result(i).HasUses() {
			used = append(used, i)
			types = append(types, op.Result(i).Type())
		}
	}
	if len(used) == op.NumResults() {
		return false
	}
	n := newOp(r, op.Loc(), OpIf, []*ir.Value{op.Operand(0)}, types, 2, op.Attrs()...)
	tb := createBlock(r, n.Region(0))
	eb := createBlock(r, n.Region(1))
	transfer := func(src, dst *ir.Block) {
		r.MergeBlocks(src, dst, nil)
		y := dst.Last()
		var vals []*ir.Value
		for _, i := range used {
			vals = append(vals, y.Operand(i))
		}
		r.ModifyInPlace(y, func() { y.SetOperands(vals) })
	}
	transfer(op.Region(0).Front(), tb)
	transfer(op.Region(1).Front(), eb)
	repl := make([]*ir.Value, op.NumResults())
	for k, i := range used {
		repl[i] = n.Result(k)
	}
	r.ReplaceOp(op, repl)
	return true
}

func removeStaticCondition(op *ir.Operation, r *rw) bool {
	c, ok := constBool(op.Operand(0))
	if !ok {
		return false
	}
	switch {
	case c:
		replaceOpWithRegion(r, op, op.Region(0), nil)
	case !op.Region(1).Empty():
		replaceOpWithRegion(r, op, op.Region(1), nil)
	default:
		r.EraseOp(op)
	}
	return true
}

func trivialIfToSelect(op *ir.Operation, r *rw) bool {
	if op.NumResults() == 0 {
		return false
	}
	cond := op.Operand(0)
	then, els := op.Region(0), op.Region(1)
	ty, ey := yieldOf(then).Operands(), yieldOf(els).Operands()
	var nonHoist []ir.Type
	inRegion := func(v *ir.Value, reg *ir.Region) bool {
		b := v.ParentBlock()
		return b != nil && b.Parent() == reg
	}
	for i := range ty {
		if inRegion(ty[i], then) || inRegion(ey[i], els) {
			nonHoist = append(nonHoist, ty[i].Type())
		}
	}
	if len(nonHoist) == op.NumResults() {
		return false
	}
	repl := newOp(r, op.Loc(), OpIf, []*ir.Value{cond}, nonHoist, 2, op.Attrs()...)
	repl.Region(0).TakeBody(then)
	repl.Region(1).TakeBody(els)
	results := make([]*ir.Value, op.NumResults())
	var trueY, falseY []*ir.Value
	r.SetInsertionPointBefore(repl)
	for i := range ty {
		tv, fv := ty[i], ey[i]
		switch {
		case inRegion(tv, repl.Region(0)) || inRegion(fv, repl.Region(1)):
			results[i] = repl.Result(len(trueY))
			trueY = append(trueY, tv)
			falseY = append(falseY, fv)
		case tv == fv:
			results[i] = tv
		default:
			results[i] = r.Create(op.Loc(), arith.OpSelect, []*ir.Value{cond, tv, fv}, []ir.Type{tv.Type()}).Result(0)
		}
	}
	for k, vals := range [][]*ir.Value{trueY, falseY} {
		old := yieldOf(repl.Region(k))
		r.SetInsertionPointToEnd(old.Block())
		r.ReplaceOp(old, yield(r, old.Loc(), vals).Results())
	}
	r.ReplaceOp(op, results)
	return true
}

func conditionPropagation(op *ir.Operation, r *rw) bool {
	cond := op.Operand(0)
	if ir.ConstantValue(cond) != nil {
		return false
	}
	changed := false
	var tv, fv *ir.Value
	for _, u := range cond.Uses() {
		owner := u.Owner()
		pr := owner.ParentRegion()
		switch {
		case isAncestorRegion(op.Region(0), pr):
			changed = true
			if tv == nil {
				tv = boolConst(r, op.Loc(), true)
			}
			r.ModifyInPlace(owner, func() { u.Set(tv) })
		case isAncestorRegion(op.Region(1), pr):
			changed = true
			if fv == nil {
				fv = boolConst(r, op.Loc(), false)
			}
			r.ModifyInPlace(owner, func() { u.Set(fv) })
		}
	}
	return changed
}

func ifYieldToCondition(op *ir.Operation, r *rw) bool {
	if op.NumResults() == 0 {
		return false
	}
	ty, fy := yieldOf(op.Region(0)), yieldOf(op.Region(1))
	r.SetInsertionPointBefore(op)
	changed := false
	for i := 0; i < op.NumResults(); i++ {
		tv, fv, res := ty.Operand(i), fy.Operand(i), op.Result(i)
		if tv == fv {
			if res.HasUses() {
				res.ReplaceAllUsesWith(tv)
				changed = true
			}
			continue
		}
		tb, ok1 := constBool(tv)
		fb, ok2 := constBool(fv)
		if !ok1 || !ok2 {
			continue
		}
		if !tb && fb && res.HasUses() {
			one := ir.Materialize(&r.Builder, tv.DefiningOp(), &ir.IntegerAttr{Type: ir.I1, Value: 1}, ir.I1)
			not := r.Create(op.Loc(), arith.OpXori, []*ir.Value{op.Operand(0), one.Result(0)}, []ir.Type{ir.I1})
			res.ReplaceAllUsesWith(not.Result(0))
			changed = true
		}
		if tb && !fb && res.HasUses() {
			res.ReplaceAllUsesWith(op.Operand(0))
			changed = true
		}
	}
	return changed
}

func removeEmptyElse(op *ir.Operation, r *rw) bool {
	if op.NumResults() > 0 || op.Region(1).Empty() {
		return false
	}
	eb := op.Region(1).Front()
	if eb.First() != eb.Last() {
		return false
	}
	n := newOp(r, op.Loc(), OpIf, op.Operands(), nil, 2, op.Attrs()...)
	r.InlineRegionBefore(op.Region(0), n.Region(0), nil)
	r.EraseOp(op)
	return true
}

func combineIfs(next *ir.Operation, r *rw) bool {
	parent := next.Block()
	if parent.First() == next {
		return false
	}
	prev := next.Prev()
	if prev.Name() != OpIf {
		return false
	}
	var nextThen, nextElse *ir.Block
	if next.Operand(0) == prev.Operand(0) {
		nextThen = next.Region(0).Front()
		if !next.Region(1).Empty() {
			nextElse = next.Region(1).Front()
		}
	}
	if x := defOf(next.Operand(0), arith.OpXori); x != nil && x.Operand(0) == prev.Operand(0) && isConstOne(x.Operand(1)) {
		nextElse = next.Region(0).Front()
		if !next.Region(1).Empty() {
			nextThen = next.Region(1).Front()
		}
	}
	if x := defOf(prev.Operand(0), arith.OpXori); x != nil && x.Operand(0) == next.Operand(0) && isConstOne(x.Operand(1)) {
		nextElse = next.Region(0).Front()
		if !next.Region(1).Empty() {
			nextThen = next.Region(1).Front()
		}
	}
	if nextThen == nil && nextElse == nil {
		return false
	}
	if !prev.Region(1).Empty() {
		py, pe := yieldOf(prev.Region(0)), yieldOf(prev.Region(1))
		for i := 0; i < prev.NumResults(); i++ {
			for _, u := range prev.Result(i).Uses() {
				pr := u.Owner().ParentRegion()
				if nextThen != nil && isAncestorRegion(nextThen.Parent(), pr) {
					r.ModifyInPlace(u.Owner(), func() { u.Set(py.Operand(i)) })
				} else if nextElse != nil && isAncestorRegion(nextElse.Parent(), pr) {
					r.ModifyInPlace(u.Owner(), func() { u.Set(pe.Operand(i)) })
				}
			}
		}
	}
	types := append(prev.ResultTypes(), next.ResultTypes()...)
	comb := newOp(r, next.Loc(), OpIf, []*ir.Value{prev.Operand(0)}, types, 2)
	r.InlineRegionBefore(prev.Region(0), comb.Region(0), nil)
	merge := func(dst *ir.Block, src *ir.Block) {
		y1, y2 := dst.Last(), src.Last()
		r.MergeBlocks(src, dst, nil)
		r.SetInsertionPointToEnd(dst)
		yield(r, y2.Loc(), append(y1.Operands(), y2.Operands()...))
		r.EraseOp(y1)
		r.EraseOp(y2)
	}
	if nextThen != nil {
		merge(comb.Region(0).Front(), nextThen)
	}
	r.InlineRegionBefore(prev.Region(1), comb.Region(1), nil)
	if nextElse != nil {
		if comb.Region(1).Empty() {
			r.InlineRegionBefore(nextElse.Parent(), comb.Region(1), nil)
		} else {
			merge(comb.Region(1).Front(), nextElse)
		}
	}
	res := comb.Results()
	r.ReplaceOp(prev, res[:prev.NumResults()])
	r.ReplaceOp(next, res[prev.NumResults():])
	return true
}

func combineNestedIfs(op *ir.Operation, r *rw) bool {
	tb := op.Region(0).Front()
	nested := tb.First()
	if nested == nil || nested.Next() != tb.Last() || nested == tb.Last() {
		return false
	}
	if !op.Region(1).Empty() {
		eb := op.Region(1).Front()
		if eb.First() != eb.Last() {
			return false
		}
	}
	if nested.Name() != OpIf {
		return false
	}
	if !nested.Region(1).Empty() {
		eb := nested.Region(1).Front()
		if eb.First() != eb.Last() {
			return false
		}
	}
	thenY := append([]*ir.Value(nil), yieldOf(op.Region(0)).Operands()...)
	var elseY []*ir.Value
	if !op.Region(1).Empty() {
		elseY = yieldOf(op.Region(1)).Operands()
	}
	var toSelect []int
	for i, v := range thenY {
		if v.DefiningOp() == nested {
			k := v.Index()
			if yieldOf(nested.Region(1)).Operand(k) != elseY[i] {
				return false
			}
			thenY[i] = yieldOf(nested.Region(0)).Operand(k)
			continue
		}
		if b := v.ParentBlock(); b != nil && b.Parent() == op.Region(0) {
			return false
		}
		toSelect = append(toSelect, i)
	}
	loc := op.Loc()
	cond := r.Create(loc, arith.OpAndi, []*ir.Value{op.Operand(0), nested.Operand(0)}, []ir.Type{ir.I1}).Result(0)
	n := newOp(r, loc, OpIf, []*ir.Value{cond}, op.ResultTypes(), 2)
	nb := createBlock(r, n.Region(0))
	results := append([]*ir.Value(nil), n.Results()...)
	r.SetInsertionPointBefore(n)
	for _, i := range toSelect {
		results[i] = r.Create(loc, arith.OpSelect, []*ir.Value{op.Operand(0), thenY[i], elseY[i]}, []ir.Type{thenY[i].Type()}).Result(0)
	}
	r.MergeBlocks(nested.Region(0).Front(), nb, nil)
	r.SetInsertionPointToEnd(nb)
	old := nb.Last()
	r.ReplaceOp(old, yield(r, old.Loc(), thenY).Results())
	if len(elseY) > 0 {
		createBlock(r, n.Region(1))
		yield(r, loc, elseY)
	}
	r.ReplaceOp(op, results)
	return true
}

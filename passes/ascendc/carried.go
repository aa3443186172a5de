package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Tensors carried through scf control flow. After asclower-scf a tile that is an scf.for
// iter_arg (an accumulator) or an scf.if result is a local tensor passed through
// scf.yield and region arguments, and canonicalize turns an scf.if whose branches yield
// tensors allocated outside it into an arith.select of them: the op that writes a buffer
// and the op that reads it next name different SSA values for it, and the synchronisation
// passes must see through them.

// forInits is the number of leading scf.for operands that are not initial values (lower
// bound, upper bound, step).
const forInits = 3

// carriedValues returns t and every value that can stand for t's tensor through scf.for,
// scf.while, scf.if and arith.select (carriedTo, transitively).
func carriedValues(t *ir.Value) map[*ir.Value]bool {
	set := map[*ir.Value]bool{t: true}
	work := []*ir.Value{t}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range v.Uses() {
			for _, n := range carriedTo(u) {
				if !set[n] {
					set[n] = true
					work = append(work, n)
				}
			}
		}
	}
	return set
}

// carriedTo returns the values use u hands its value on to when that is all the use
// does (nil otherwise): a loop's initial value or the value its body yields is also the
// loop's result and the body's region argument (the next iteration reads it there); for
// scf.while, an initial value and the value the after region yields become the before
// region's argument, and a value scf.condition forwards becomes the after region's
// argument and the loop's result; a value an if branch yields is also the if's result;
// either choice of a select of tensors is also the select.
func carriedTo(u *ir.OpOperand) []*ir.Value {
	o, i := u.Owner(), u.Index()
	switch o.Name() {
	case arith.OpSelect:
		if i > 0 && isLocalTensor(u.Get()) {
			return []*ir.Value{o.Result(0)}
		}
	case scf.OpFor:
		if j := i - forInits; j >= 0 && j < o.NumResults() {
			return []*ir.Value{o.Result(j), o.Region(0).Front().Arg(j + 1)}
		}
	case scf.OpWhile:
		if !o.Region(0).Empty() && i < o.Region(0).Front().NumArgs() {
			return []*ir.Value{o.Region(0).Front().Arg(i)}
		}
	case scf.OpCondition:
		p := o.ParentOp()
		if p != nil && p.Name() == scf.OpWhile && i > 0 && i-1 < p.NumResults() && !p.Region(1).Empty() {
			return []*ir.Value{p.Result(i - 1), p.Region(1).Front().Arg(i - 1)}
		}
	case scf.OpYield:
		p := o.ParentOp()
		switch {
		case p == nil:
		case p.Name() == scf.OpFor && i < p.NumResults():
			return []*ir.Value{p.Result(i), p.Region(0).Front().Arg(i + 1)}
		case p.Name() == scf.OpIf && i < p.NumResults():
			return []*ir.Value{p.Result(i)}
		case p.Name() == scf.OpWhile && !p.Region(0).Empty() && i < p.Region(0).Front().NumArgs():
			return []*ir.Value{p.Region(0).Front().Arg(i)}
		}
	}
	return nil
}

// carriedBy reports whether use u only hands its value on (carriedTo).
func carriedBy(u *ir.OpOperand) bool { return len(carriedTo(u)) > 0 }

// usesAny reports whether op o reads one of vals other than to hand it on.
func usesAny(o *ir.Operation, vals map[*ir.Value]bool) bool {
	for i := 0; i < o.NumOperands(); i++ {
		if !vals[o.Operand(i)] {
			continue
		}
		if !carriedBy(o.OpOperand(i)) {
			return true
		}
	}
	return false
}

// loopCarriedBarriers orders a vector write w before the next iteration's vector reads of
// the tensor it carries (vals): for every scf.for or scf.while enclosing w whose region
// arguments in vals are read by a V op of the loop, a pipe_barrier(PIPE_V) goes after the
// op of w's region that contains w, so it runs at the end of every iteration (of that
// region, for scf.while: the before region's end precedes the next read in the after
// region or in the next iteration). (A first user after w in program order is
// synchronised by insertSync itself.)
func loopCarriedBarriers(b *ir.Builder, w *ir.Operation, vals map[*ir.Value]bool, fn *ir.Operation) {
	for p := w.ParentOp(); p != nil && p != fn; p = p.ParentOp() {
		if p.Name() != scf.OpFor && p.Name() != scf.OpWhile {
			continue
		}
		read := false
		var body *ir.Block
		for r := 0; r < p.NumRegions(); r++ {
			if p.Region(r).Empty() {
				continue
			}
			blk := p.Region(r).Front()
			read = read || readOnV(blk, vals)
			if ancestorIn(w, blk) != nil {
				body = blk
			}
		}
		if !read || body == nil {
			continue
		}
		anc := ancestorIn(w, body)
		if anc == nil || isBarrier(anc.Next(), ascendc.Pipe_PIPE_V) {
			continue
		}
		b.SetInsertionPointAfter(anc)
		barrier(b, w.Loc(), ascendc.Pipe_PIPE_V)
	}
}

// readOnV reports whether a V op of body reads one of the region arguments of body that
// are in vals.
func readOnV(body *ir.Block, vals map[*ir.Value]bool) bool {
	for _, a := range body.Args() {
		if !vals[a] {
			continue
		}
		for _, u := range a.Uses() {
			if opPipe(u.Owner()) == pipeV {
				if !carriedBy(u) {
					return true
				}
			}
		}
	}
	return false
}

// tensorRoots returns the tensors v can be at run time: its tensorRoot, or, when that is
// a value carried through scf (a loop's region argument or result, an if's result), the
// roots of every value it is made from (initial values and yielded values).
func tensorRoots(v *ir.Value) []*ir.Value {
	seen := map[*ir.Value]bool{}
	var out []*ir.Value
	var visit func(v *ir.Value)
	visit = func(v *ir.Value) {
		r := tensorRoot(v)
		if seen[r] {
			return
		}
		seen[r] = true
		srcs, ok := carriedSources(r)
		if !ok {
			out = append(out, r)
			return
		}
		for _, s := range srcs {
			visit(s)
		}
	}
	visit(v)
	return out
}

// carriedSources returns the values a carried value is made from: for the i-th region
// argument after the induction variable of an scf.for body and for its i-th result, the
// i-th initial value and the i-th value the body yields; for the i-th argument of an
// scf.while's before region, the i-th initial value and the i-th value the after region
// yields; for the i-th argument of its after region and its i-th result, the i-th value
// scf.condition forwards; for the i-th result of an scf.if, the i-th value each branch
// yields; for an arith.select of tensors, both choices.
func carriedSources(v *ir.Value) ([]*ir.Value, bool) {
	i := v.Index()
	if d := v.DefiningOp(); d != nil && d.Name() == arith.OpSelect && isLocalTensor(v) && d.NumOperands() == 3 {
		return []*ir.Value{d.Operand(1), d.Operand(2)}, true
	}
	if v.IsBlockArg() {
		op := v.OwnerBlock().ParentOp()
		switch {
		case op == nil:
			return nil, false
		case op.Name() == scf.OpWhile:
			return whileSources(op, v.OwnerBlock() == op.Region(0).Front(), i)
		case op.Name() != scf.OpFor || i == 0:
			return nil, false
		}
		return branchSources(op, i-1), true
	}
	op := v.DefiningOp()
	switch {
	case op == nil:
		return nil, false
	case op.Name() == scf.OpWhile:
		return whileSources(op, false, i)
	case op.Name() != scf.OpFor && op.Name() != scf.OpIf:
		return nil, false
	}
	return branchSources(op, i), true
}

// branchSources is the i-th initial value of an scf.for and the i-th value each region of
// op (scf.for or scf.if) yields.
func branchSources(op *ir.Operation, i int) []*ir.Value {
	var srcs []*ir.Value
	if op.Name() == scf.OpFor {
		srcs = append(srcs, op.Operand(forInits+i))
	}
	for r := 0; r < op.NumRegions(); r++ {
		if op.Region(r).Empty() {
			continue
		}
		if y := op.Region(r).Front().Terminator(); y != nil && y.Name() == scf.OpYield && i < y.NumOperands() {
			srcs = append(srcs, y.Operand(i))
		}
	}
	return srcs
}

// whileSources is what the i-th before-region argument of scf.while op is made from
// (before: its i-th initial value and the i-th value the after region yields), or the
// i-th after-region argument and result (the i-th value scf.condition forwards).
func whileSources(op *ir.Operation, before bool, i int) ([]*ir.Value, bool) {
	term := func(r int) *ir.Operation {
		if op.Region(r).Empty() {
			return nil
		}
		return op.Region(r).Front().Terminator()
	}
	if before {
		var srcs []*ir.Value
		if i < op.NumOperands() {
			srcs = append(srcs, op.Operand(i))
		}
		if y := term(1); y != nil && y.Name() == scf.OpYield && i < y.NumOperands() {
			srcs = append(srcs, y.Operand(i))
		}
		return srcs, true
	}
	if c := term(0); c != nil && c.Name() == scf.OpCondition && i+1 < c.NumOperands() {
		return []*ir.Value{c.Operand(i + 1)}, true
	}
	return nil, false
}

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
// scf.if and arith.select: a loop's initial value or the value its body yields is also the
// loop's result and the body's region argument (the next iteration reads it there); a
// value an if branch yields is also the if's result; either choice of a select is also the
// select.
func carriedValues(t *ir.Value) map[*ir.Value]bool {
	set := map[*ir.Value]bool{t: true}
	work := []*ir.Value{t}
	add := func(v *ir.Value) {
		if !set[v] {
			set[v] = true
			work = append(work, v)
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range v.Uses() {
			if loop, i, ok := carriedBy(u); ok {
				add(loop.Result(i))
				if loop.Name() == scf.OpFor {
					add(loop.Region(0).Front().Arg(i + 1))
				}
			}
		}
	}
	return set
}

// carriedBy reports whether use u only hands its value on: as the i-th initial value of an
// scf.for, as the i-th value yielded to an scf.for or scf.if, or as a choice of an
// arith.select of tensors (i = 0). It returns that op.
func carriedBy(u *ir.OpOperand) (*ir.Operation, int, bool) {
	o := u.Owner()
	switch o.Name() {
	case arith.OpSelect:
		if u.Index() > 0 && isLocalTensor(u.Get()) {
			return o, 0, true
		}
	case scf.OpFor:
		if i := u.Index() - forInits; i >= 0 && i < o.NumResults() {
			return o, i, true
		}
	case scf.OpYield:
		p := o.ParentOp()
		if p != nil && (p.Name() == scf.OpFor || p.Name() == scf.OpIf) && u.Index() < p.NumResults() {
			return p, u.Index(), true
		}
	}
	return nil, 0, false
}

// usesAny reports whether op o reads one of vals other than to hand it on.
func usesAny(o *ir.Operation, vals map[*ir.Value]bool) bool {
	for i := 0; i < o.NumOperands(); i++ {
		if !vals[o.Operand(i)] {
			continue
		}
		if _, _, carried := carriedBy(o.OpOperand(i)); !carried {
			return true
		}
	}
	return false
}

// loopCarriedBarriers orders a vector write w before the next iteration's vector reads of
// the tensor it carries (vals): for every scf.for enclosing w whose region argument is in
// vals and read by a V op of the body, a pipe_barrier(PIPE_V) goes after the op of the
// body that contains w, so it runs at the end of every iteration. (A first user after w
// in program order is synchronised by insertSync itself.)
func loopCarriedBarriers(b *ir.Builder, w *ir.Operation, vals map[*ir.Value]bool, fn *ir.Operation) {
	for p := w.ParentOp(); p != nil && p != fn; p = p.ParentOp() {
		if p.Name() != scf.OpFor || p.Region(0).Empty() {
			continue
		}
		body := p.Region(0).Front()
		if !readOnV(body, vals) {
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
				if _, _, carried := carriedBy(u); !carried {
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
// i-th initial value and the i-th value the body yields; for the i-th result of an scf.if,
// the i-th value each branch yields; for an arith.select of tensors, both choices.
func carriedSources(v *ir.Value) ([]*ir.Value, bool) {
	var op *ir.Operation
	i := v.Index()
	if d := v.DefiningOp(); d != nil && d.Name() == arith.OpSelect && isLocalTensor(v) && d.NumOperands() == 3 {
		return []*ir.Value{d.Operand(1), d.Operand(2)}, true
	}
	if v.IsBlockArg() {
		op = v.OwnerBlock().ParentOp()
		if op == nil || op.Name() != scf.OpFor || i == 0 {
			return nil, false
		}
		i--
	} else {
		op = v.DefiningOp()
		if op == nil || op.Name() != scf.OpFor && op.Name() != scf.OpIf {
			return nil, false
		}
	}
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
	return srcs, true
}

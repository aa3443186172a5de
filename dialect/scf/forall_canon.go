package scf

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// The canonicalization patterns of scf.forall that apply without the tensor dialect
// (LLVM 19 also folds tensor.dim and tensor.cast into it, and drops unused shared
// outputs whose in_parallel writes are tensor.parallel_insert_slice ops, which we do not
// have): constant control operands become static, dimensions with one iteration are
// dropped (or the whole body inlined) and a loop of zero iterations is erased. (Replacing
// the induction variable of a mapped single-iteration dimension came after LLVM 19.)

// mixed is one entry of a bound list: a static integer, or the value v.
type mixed struct {
	v *ir.Value
	c int64
}

func (m mixed) constant() (int64, bool) {
	if m.v == nil {
		return m.c, true
	}
	return constIntOf(m.v)
}

func mixedList(static []int64, dyn []*ir.Value) []mixed {
	out := make([]mixed, len(static))
	k := 0
	for i, s := range static {
		if s == ir.Dynamic && k < len(dyn) {
			out[i] = mixed{v: dyn[k]}
			k++
		} else {
			out[i] = mixed{c: s}
		}
	}
	return out
}

// forallMixed returns the lower bounds, upper bounds and steps of a forall.
func forallMixed(op *ir.Operation) (lbs, ubs, steps []mixed) {
	s, d := forallBound(op, "staticLowerBound", "dynamicLowerBound")
	lbs = mixedList(s, d)
	s, d = forallBound(op, "staticUpperBound", "dynamicUpperBound")
	ubs = mixedList(s, d)
	s, d = forallBound(op, "staticStep", "dynamicStep")
	return lbs, ubs, mixedList(s, d)
}

func splitMixed(ms []mixed) ([]int64, []*ir.Value) {
	static := make([]int64, len(ms))
	var dyn []*ir.Value
	for i, m := range ms {
		if m.v != nil {
			static[i] = ir.Dynamic
			dyn = append(dyn, m.v)
		} else {
			static[i] = m.c
		}
	}
	return static, dyn
}

// mixedTripCount is constantTripCount on mixed entries: 0 when the bounds are the same
// value or integer, else the rounded-up quotient of constants.
func mixedTripCount(lb, ub, step mixed) (int64, bool) {
	if lb == ub {
		return 0, true
	}
	l, ok1 := lb.constant()
	u, ok2 := ub.constant()
	s, ok3 := step.constant()
	if !ok1 || !ok2 || !ok3 {
		return 0, false
	}
	return ceilTrips(l, u, s)
}

// valueOf returns an entry as a value, creating an index constant for a static one.
func valueOf(r *rw, loc ir.Location, m mixed) *ir.Value {
	if m.v != nil {
		return m.v
	}
	return r.Create(loc, arith.OpConstant, nil, []ir.Type{ir.Index},
		ir.NamedAttr{Name: "value", Value: ir.NewIntAttr(ir.Index, m.c)}).Result(0)
}

func forallOutputs(op *ir.Operation) []*ir.Value {
	n := op.NumResults()
	ops := op.Operands()
	return ops[len(ops)-n:]
}

// setForallBounds rewrites a forall's bound operands and attributes in place.
func setForallBounds(op *ir.Operation, lbs, ubs, steps []mixed) {
	outs := append([]*ir.Value{}, forallOutputs(op)...)
	sl, dl := splitMixed(lbs)
	su, du := splitMixed(ubs)
	ss, ds := splitMixed(steps)
	operands := append(append(append(append([]*ir.Value{}, dl...), du...), ds...), outs...)
	op.SetOperands(operands)
	op.SetAttr("staticLowerBound", &ir.DenseArrayAttr{Elem: ir.I64, Ints: sl})
	op.SetAttr("staticUpperBound", &ir.DenseArrayAttr{Elem: ir.I64, Ints: su})
	op.SetAttr("staticStep", &ir.DenseArrayAttr{Elem: ir.I64, Ints: ss})
	op.SetAttr("operandSegmentSizes", ir.DenseI32Array(int64(len(dl)), int64(len(du)), int64(len(ds)), int64(len(outs))))
}

// forallControlOperands makes constant bound operands static.
func forallControlOperands(op *ir.Operation, r *rw) bool {
	lbs, ubs, steps := forallMixed(op)
	changed := false
	for _, l := range [][]mixed{lbs, ubs, steps} {
		for i, m := range l {
			if m.v == nil {
				continue
			}
			if c, ok := constIntOf(m.v); ok {
				l[i] = mixed{c: c}
				changed = true
			}
		}
	}
	if !changed {
		return false
	}
	r.ModifyInPlace(op, func() { setForallBounds(op, lbs, ubs, steps) })
	return true
}

// forallSingleOrZeroIterationDims drops the dimensions of one iteration, inlines the body
// when none is left and erases a loop with a dimension of no iteration. Mapped loops
// (a non-empty mapping) keep their dimensions.
func forallSingleOrZeroIterationDims(op *ir.Operation, r *rw) bool {
	if m, ok := op.Attr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) > 0 {
		return false
	}
	lbs, ubs, steps := forallMixed(op)
	body := op.Region(0).Front()
	if body == nil || body.NumArgs() < len(lbs) {
		return false
	}
	m := map[*ir.Value]*ir.Value{}
	var nl, nu, ns []mixed
	for i := range lbs {
		if n, ok := mixedTripCount(lbs[i], ubs[i], steps[i]); ok {
			if n == 0 {
				r.ReplaceOp(op, forallOutputs(op))
				return true
			}
			if n == 1 {
				m[body.Arg(i)] = valueOf(r, op.Loc(), lbs[i])
				continue
			}
		}
		nl, nu, ns = append(nl, lbs[i]), append(nu, ubs[i]), append(ns, steps[i])
	}
	if len(nl) == len(lbs) {
		return false
	}
	if len(nl) == 0 {
		promoteForall(op, r)
		return true
	}
	outs := forallOutputs(op)
	sl, dl := splitMixed(nl)
	su, du := splitMixed(nu)
	ss, ds := splitMixed(ns)
	operands := append(append(append(append([]*ir.Value{}, dl...), du...), ds...), outs...)
	st := &ir.OperationState{Name: opForall, Loc: op.Loc(), Operands: operands, Types: op.ResultTypes(),
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ir.DenseI32Array(int64(len(dl)), int64(len(du)), int64(len(ds)), int64(len(outs)))},
			{Name: "staticLowerBound", Value: &ir.DenseArrayAttr{Elem: ir.I64, Ints: sl}},
			{Name: "staticStep", Value: &ir.DenseArrayAttr{Elem: ir.I64, Ints: ss}},
			{Name: "staticUpperBound", Value: &ir.DenseArrayAttr{Elem: ir.I64, Ints: su}}}}
	return replaceWithBody(r, op, st, body, m)
}

// promoteForall inlines the body of a forall whose dimensions all run once before it:
// the induction variables become the lower bounds, the shared outputs their initial
// values. The in_parallel terminator is empty (it can hold no op of ours) and goes.
func promoteForall(op *ir.Operation, r *rw) {
	lbs, _, _ := forallMixed(op)
	body := op.Region(0).Front()
	args := make([]*ir.Value, 0, body.NumArgs())
	for _, l := range lbs {
		args = append(args, valueOf(r, op.Loc(), l))
	}
	outs := forallOutputs(op)
	args = append(args, outs...)
	term := body.Last()
	r.InlineBlockBefore(body, op, args)
	r.EraseOp(term)
	r.ReplaceOp(op, outs)
}

// forallIterArgsFolder drops the shared outputs that no in_parallel op writes (with no op
// of ours allowed there, all of them): the new loop keeps the bounds and the mapping (no
// other attribute, as LLVM 19's builder), the region arguments of the outputs become the
// initial values, and so do the results.
func forallIterArgsFolder(op *ir.Operation, r *rw) bool {
	if op.NumResults() == 0 {
		return false
	}
	body := op.Region(0).Front()
	lbs, _, _ := forallMixed(op)
	rank := len(lbs)
	if body == nil || body.NumArgs() != rank+op.NumResults() {
		return false
	}
	outs := append([]*ir.Value{}, forallOutputs(op)...)
	operands := append([]*ir.Value{}, op.Operands()[:op.NumOperands()-len(outs)]...)
	seg, _ := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if seg == nil || len(seg.Ints) != 4 {
		return false
	}
	attrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ir.DenseI32Array(seg.Ints[0], seg.Ints[1], seg.Ints[2], 0)}}
	for _, n := range []string{"staticLowerBound", "staticStep", "staticUpperBound", "mapping"} {
		if a := op.Attr(n); a != nil {
			attrs = append(attrs, ir.NamedAttr{Name: n, Value: a})
		}
	}
	st := &ir.OperationState{Name: opForall, Loc: op.Loc(), Operands: operands, Attrs: attrs}
	reg := st.AddRegion()
	r.CreateState(st)
	nb := &ir.Block{}
	reg.AddBlock(nb)
	args := make([]*ir.Value, 0, body.NumArgs())
	for i := 0; i < rank; i++ {
		args = append(args, nb.AddArg(ir.Index, body.Arg(i).ArgLoc()))
	}
	args = append(args, outs...)
	r.MergeBlocks(body, nb, args)
	r.ReplaceOp(op, outs)
	return true
}

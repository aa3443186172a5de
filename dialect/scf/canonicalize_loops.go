package scf

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/cf"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
)

// constIntOf returns the value of an integer or index constant.
func constIntOf(v *ir.Value) (int64, bool) {
	a, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !ok || a.Big != nil {
		return 0, false
	}
	return a.Value, true
}

// scf.for

func forParts(op *ir.Operation) (lb, ub, step *ir.Value, inits []*ir.Value, body *ir.Block) {
	ops := op.Operands()
	return ops[0], ops[1], ops[2], ops[3:], op.Region(0).Front()
}

// newFor creates an scf.for whose body has the induction variable and one argument per init;
// without inits it gets an empty scf.yield, as ForOp's builder does.
func newFor(r *rw, loc ir.Location, lb, ub, step *ir.Value, inits []*ir.Value, attrs []ir.NamedAttr) *ir.Operation {
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
	}
	operands := append([]*ir.Value{lb, ub, step}, inits...)
	st := &ir.OperationState{Name: OpFor, Loc: loc, Operands: operands, Types: types, Attrs: attrs}
	reg := st.AddRegion()
	// ForOp's builder: the induction variable at the loop's location, each iter_arg at
	// its init value's.
	b := ir.NewBlock()
	b.AddArg(lb.Type(), loc)
	for _, v := range inits {
		b.AddArg(v.Type(), valueLoc(v))
	}
	reg.AddBlock(b)
	if len(inits) == 0 {
		b.Append(r.Ctx.CreateOp(&ir.OperationState{Name: OpYield, Loc: loc}))
	}
	return r.CreateState(st)
}

func forIterArgsFolder(op *ir.Operation, r *rw) bool {
	lb, ub, step, inits, body := forParts(op)
	y := body.Last()
	n := len(inits)
	keep := make([]bool, n)
	transfer := make([]*ir.Value, n+1)
	results := make([]*ir.Value, n)
	var newInits, newYields []*ir.Value
	changed := false
	for i := 0; i < n; i++ {
		init, arg, res, yv := inits[i], body.Arg(i+1), op.Result(i), y.Operand(i)
		if arg == yv || (!arg.HasUses() && (init == yv || !res.HasUses())) {
			changed = true
			transfer[i+1], results[i] = init, init
			continue
		}
		keep[i] = true
		newInits = append(newInits, init)
		newYields = append(newYields, yv)
	}
	if !changed {
		return false
	}
	nf := newFor(r, op.Loc(), lb, ub, step, newInits, op.Attrs())
	nb := nf.Region(0).Front()
	transfer[0] = nb.Arg(0)
	k := 0
	for i := 0; i < n; i++ {
		if transfer[i+1] == nil {
			transfer[i+1] = nb.Arg(1 + k)
			results[i] = nf.Result(k)
			k++
		}
	}
	if len(newInits) == 0 {
		ny := nb.Last()
		r.InlineBlockBefore(body, ny, transfer)
		r.EraseOp(ny.Prev())
		r.ReplaceOp(op, results)
		return true
	}
	r.MergeBlocks(body, nb, transfer)
	merged := nb.Last()
	r.SetInsertionPointBefore(merged)
	var vals []*ir.Value
	for i := 0; i < n; i++ {
		if keep[i] {
			vals = append(vals, merged.Operand(i))
		}
	}
	yield(r, merged.Loc(), vals)
	r.EraseOp(merged)
	r.ReplaceOp(op, results)
	return true
}

// constDiff is ub - lb when both are constants or ub = lb + c.
func constDiff(l, u *ir.Value) (int64, bool) {
	if a, ok := constIntOf(l); ok {
		if b, ok := constIntOf(u); ok {
			return b - a, true
		}
	}
	if add := defOf(u, arith.OpAddi); add != nil {
		if add.Operand(0) == l {
			if c, ok := splatConst(add.Operand(1)); ok {
				return c, true
			}
		}
		if add.Operand(1) == l {
			if c, ok := splatConst(add.Operand(0)); ok {
				return c, true
			}
		}
	}
	return 0, false
}

func splatConst(v *ir.Value) (int64, bool) {
	switch a := ir.ConstantValue(v).(type) {
	case *ir.IntegerAttr:
		if a.Big == nil {
			return a.Value, true
		}
	case *ir.DenseElementsAttr:
		if a.Splat && len(a.Ints) == 1 {
			return a.Ints[0], true
		}
	}
	return 0, false
}

func simplifyTrivialLoops(op *ir.Operation, r *rw) bool {
	lb, ub, step, inits, body := forParts(op)
	if lb == ub {
		r.ReplaceOp(op, inits)
		return true
	}
	diff, ok := constDiff(lb, ub)
	if !ok {
		return false
	}
	if diff <= 0 {
		r.ReplaceOp(op, inits)
		return true
	}
	s, ok := splatConst(step)
	if !ok {
		return false
	}
	if s >= diff {
		replaceOpWithRegion(r, op, op.Region(0), append([]*ir.Value{lb}, inits...))
		return true
	}
	if body.First() != body.Last() {
		return false
	}
	ys := body.Last().Operands()
	for _, v := range ys {
		if b := v.ParentBlock(); b != nil && op.IsAncestor(b.ParentOp()) {
			return false
		}
	}
	r.ReplaceOp(op, ys)
	return true
}

// scf.index_switch

func foldConstantCase(op *ir.Operation, r *rw) bool {
	c, ok := constIntOf(op.Operand(0))
	if !ok {
		return false
	}
	reg := op.Region(0)
	if cases, ok := op.Attr("cases").(*ir.DenseArrayAttr); ok {
		for i, v := range cases.Ints {
			if v == c {
				reg = op.Region(1 + i)
				break
			}
		}
	}
	src := reg.Front()
	term := src.Last()
	results := term.Operands()
	r.InlineBlockBefore(src, op, nil)
	r.EraseOp(term)
	r.ReplaceOp(op, results)
	return true
}

// scf.execute_region

func inlineSingleBlockExecute(op *ir.Operation, r *rw) bool {
	if op.Region(0).NumBlocks() != 1 {
		return false
	}
	replaceOpWithRegion(r, op, op.Region(0), nil)
	return true
}

func inlineMultiBlockExecute(op *ir.Operation, r *rw) bool {
	p := op.ParentOp()
	if p == nil || (p.Name() != fn.OpFunc && p.Name() != OpExecuteRegion) {
		return false
	}
	prev := op.Block()
	post := r.SplitBlock(prev, op)
	_ = post
	r.SetInsertionPointToEnd(prev)
	reg := op.Region(0)
	r.CreateState(&ir.OperationState{Name: cf.OpBr, Loc: op.Loc(), Successors: []*ir.Block{reg.Front()}})
	for _, b := range reg.Blocks() {
		if y := b.Last(); y != nil && y.Name() == OpYield {
			r.SetInsertionPointBefore(y)
			r.CreateState(&ir.OperationState{Name: cf.OpBr, Loc: y.Loc(), Operands: y.Operands(), Successors: []*ir.Block{post}})
			r.EraseOp(y)
		}
	}
	// post starts with op itself: move op back so that it is replaced in place.
	r.InlineRegionBefore(reg, prev.Parent(), post)
	var args []*ir.Value
	for _, res := range op.Results() {
		args = append(args, post.AddArg(res.Type(), op.Loc()))
	}
	r.ReplaceOp(op, args)
	return true
}

// scf.parallel

// tripCount is constantTripCount: 0 when lb == ub, else ceil((ub - lb) / step) of constants.
func tripCount(lb, ub, step *ir.Value) (int64, bool) {
	if lb == ub {
		return 0, true
	}
	l, ok1 := constIntOf(lb)
	u, ok2 := constIntOf(ub)
	s, ok3 := constIntOf(step)
	if !ok1 || !ok2 || !ok3 {
		return 0, false
	}
	return ceilTrips(l, u, s)
}

// ceilTrips is ceil((u - l) / s) of constant bounds (false for a zero step).
func ceilTrips(l, u, s int64) (int64, bool) {
	if s == 0 {
		return 0, false
	}
	d := u - l
	q := d / s
	if d%s != 0 && (d < 0) == (s < 0) {
		q++
	}
	return q, true
}

// parallelParts splits scf.parallel's operands by its segment sizes.
func parallelParts(op *ir.Operation) (lbs, ubs, steps, inits []*ir.Value) {
	n := op.Region(0).Front().NumArgs()
	ops := op.Operands()
	return ops[:n], ops[n : 2*n], ops[2*n : 3*n], ops[3*n:]
}

func segmentSizes(sizes ...int) ir.NamedAttr {
	vs := make([]int64, len(sizes))
	for i, s := range sizes {
		vs[i] = int64(s)
	}
	return ir.NamedAttr{Name: "operandSegmentSizes", Value: ir.DenseI32Array(vs...)}
}

func parallelSingleOrZeroIterationDims(op *ir.Operation, r *rw) bool {
	lbs, ubs, steps, inits := parallelParts(op)
	body := op.Region(0).Front()
	m := map[*ir.Value]*ir.Value{}
	var nl, nu, ns []*ir.Value
	for i := range lbs {
		if n, ok := tripCount(lbs[i], ubs[i], steps[i]); ok {
			if n == 0 {
				r.ReplaceOp(op, inits)
				return true
			}
			if n == 1 {
				m[body.Arg(i)] = lbs[i]
				continue
			}
		}
		nl, nu, ns = append(nl, lbs[i]), append(nu, ubs[i]), append(ns, steps[i])
	}
	if len(nl) == len(lbs) {
		return false
	}
	if len(nl) == 0 {
		for o := body.First(); o != nil && o != body.Last(); o = o.Next() {
			r.Clone(o, m)
		}
		red := body.Last()
		var results []*ir.Value
		for i := 0; i < red.NumRegions(); i++ {
			rb := red.Region(i).Front()
			m[rb.Arg(0)] = inits[len(results)]
			v := red.Operand(i)
			if nv, ok := m[v]; ok {
				v = nv
			}
			m[rb.Arg(1)] = v
			for o := rb.First(); o != nil && o != rb.Last(); o = o.Next() {
				r.Clone(o, m)
			}
			res := rb.Last().Operand(0)
			if nv, ok := m[res]; ok {
				res = nv
			}
			results = append(results, res)
		}
		r.ReplaceOp(op, results)
		return true
	}
	types := op.ResultTypes()
	operands := append(append(append(append([]*ir.Value{}, nl...), nu...), ns...), inits...)
	st := &ir.OperationState{Name: OpParallel, Loc: op.Loc(), Operands: operands, Types: types,
		Attrs: []ir.NamedAttr{segmentSizes(len(nl), len(nu), len(ns), len(inits))}}
	return replaceWithBody(r, op, st, body, m)
}

// replaceWithBody creates st (a loop with fewer dimensions) with a clone of body as its
// region and replaces op by it. m maps the arguments of the dropped dimensions to their
// values; the other arguments become the new block's.
func replaceWithBody(r *rw, op *ir.Operation, st *ir.OperationState, body *ir.Block, m map[*ir.Value]*ir.Value) bool {
	reg := st.AddRegion()
	n := r.CreateState(st)
	nb := &ir.Block{}
	for _, a := range body.Args() {
		if _, ok := m[a]; !ok {
			m[a] = nb.AddArg(a.Type(), a.ArgLoc())
		}
	}
	reg.AddBlock(nb)
	for o := body.First(); o != nil; o = o.Next() {
		nb.Append(o.Clone(m))
	}
	if r.Listener != nil {
		for o := nb.First(); o != nil; o = o.Next() {
			o.WalkPost(r.Listener.OpInserted)
		}
	}
	r.ReplaceOp(op, n.Results())
	return true
}

func mergeNestedParallel(op *ir.Operation, r *rw) bool {
	outer := op.Region(0).Front()
	inner := outer.First()
	if inner == nil || inner.Next() != outer.Last() || inner.Name() != OpParallel {
		return false
	}
	ilbs, iubs, isteps, iinits := parallelParts(inner)
	olbs, oubs, osteps, oinits := parallelParts(op)
	for _, a := range outer.Args() {
		for _, vs := range [][]*ir.Value{ilbs, iubs, isteps} {
			for _, v := range vs {
				if v == a {
					return false
				}
			}
		}
	}
	if len(oinits) > 0 || len(iinits) > 0 {
		return false
	}
	ib := inner.Region(0).Front()
	cat := func(a, b []*ir.Value) []*ir.Value { return append(append([]*ir.Value{}, a...), b...) }
	lbs, ubs, steps := cat(olbs, ilbs), cat(oubs, iubs), cat(osteps, isteps)
	st := &ir.OperationState{Name: OpParallel, Loc: op.Loc(), Operands: cat(cat(lbs, ubs), steps),
		Attrs: []ir.NamedAttr{segmentSizes(len(lbs), len(ubs), len(steps), 0)}}
	reg := st.AddRegion()
	nb := ir.NewBlock() // ParallelOp's builder: every induction variable at the loop's location
	for range lbs {
		nb.AddArg(ir.Index, op.Loc())
	}
	reg.AddBlock(nb)
	n := r.CreateState(st)
	m := map[*ir.Value]*ir.Value{}
	for i, a := range outer.Args() {
		m[a] = nb.Arg(i)
	}
	for i, a := range ib.Args() {
		m[a] = nb.Arg(len(outer.Args()) + i)
	}
	r.SetInsertionPointToEnd(nb)
	for o := ib.First(); o != nil && o != ib.Last(); o = o.Next() {
		r.Clone(o, m)
	}
	r.Create(op.Loc(), OpReduce, nil, nil)
	r.ReplaceOp(op, n.Results())
	return true
}

package scf

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// scf.forall and its terminator scf.forall.in_parallel, as LLVM 19 defines them. Each loop
// bound list is mixed: a static i64 array (staticLowerBound, ...) where ir.Dynamic marks
// the entries given by the matching operand group (dynamicLowerBound, ...). The outputs
// (`shared_outs`) are ranked tensors, one region argument and one result each.

const (
	opForall     = OpForall
	opInParallel = OpInParallel
)

// deviceMapping is DeviceMappingArrayAttr: an array of the gpu dialect's mapping
// attributes (#gpu.thread, #gpu.block, #gpu.warp, #gpu.mapping, #gpu.memory_space), which
// we know only by their spelling.
var deviceMapping = &opdef.AttrConstraint{Name: "DeviceMappingArrayAttr", Desc: "Device Mapping array attribute",
	Pred: opdef.ArrayOf(isDeviceMapping)}

func isDeviceMapping(a ir.Attribute) bool {
	s := ir.AttrString(a)
	for _, k := range []string{"thread", "block", "warp", "mapping", "memory_space"} {
		if strings.HasPrefix(s, "#gpu."+k+"<") {
			return true
		}
	}
	return false
}

func registerForall(d *ir.Dialect) {
	idx := opdef.TypeConstraints["Index"]
	rankedTensor := &opdef.TypeConstraint{Name: "AnyRankedTensor", Desc: "ranked tensor of any type values",
		Pred: func(t ir.Type) bool { _, ok := t.(*ir.TensorType); return ok }}
	opdef.Register(d, &opdef.Op{Name: opForall,
		Traits: ir.TraitAttrSizedOperandSegments | ir.TraitAutomaticAllocationScope | ir.TraitRecursiveMemoryEffects | ir.TraitSingleBlock,
		Operands: []opdef.Operand{{Name: "dynamicLowerBound", Kind: opdef.Variadic, Type: idx},
			{Name: "dynamicUpperBound", Kind: opdef.Variadic, Type: idx}, {Name: "dynamicStep", Kind: opdef.Variadic, Type: idx},
			{Name: "outputs", Kind: opdef.Variadic, Type: rankedTensor}},
		Attrs: []opdef.Attr{{Name: "staticLowerBound", C: opdef.DenseI64ArrayAttr}, {Name: "staticUpperBound", C: opdef.DenseI64ArrayAttr},
			{Name: "staticStep", C: opdef.DenseI64ArrayAttr}, {Name: "mapping", C: deviceMapping, Optional: true}},
		Results: []opdef.Operand{named(anyVar, "results")}, Regions: []opdef.Region{{Name: "region", Blocks: 1}},
		ImplicitTerminator: opInParallel,
		Parse:              parseForall, Print: printForall, Verify: verifyForall, VerifyRegions: verifyForallRegions})
	opdef.Register(d, &opdef.Op{Name: opInParallel,
		Traits:  ir.TraitPure | ir.TraitTerminator | ir.TraitNoTerminator | ir.TraitSingleBlock | ir.TraitGraphRegion,
		Parents: []string{opForall}, Regions: []opdef.Region{{Name: "region", Blocks: 1}},
		Parse: parseInParallel, Print: printInParallel, Verify: verifyInParallel})
}

func parseForall(p *ir.OpParser, st *ir.OperationState) error {
	ivs, err := parseIVList(p)
	if err != nil {
		return err
	}
	var lbs, ubs, steps []ir.UnresolvedOperand
	var slb, sub, sstep []int64
	if p.OptionalKeyword("in") {
		// The normalized form: lower bounds 0 and steps 1.
		if ubs, sub, err = opdef.ParseMixedList(p, "(", ")"); err != nil {
			return err
		}
		// MLIR sizes the implied bounds by the induction variables.
		slb, sstep = make([]int64, len(ivs)), make([]int64, len(ivs))
		for i := range sstep {
			sstep[i] = 1
		}
	} else {
		if err := p.Expect("="); err != nil {
			return err
		}
		if lbs, slb, err = opdef.ParseMixedList(p, "(", ")"); err != nil {
			return err
		}
		if err := p.ParseKeyword("to"); err != nil {
			return err
		}
		if ubs, sub, err = opdef.ParseMixedList(p, "(", ")"); err != nil {
			return err
		}
		if err := p.ParseKeyword("step"); err != nil {
			return err
		}
		if steps, sstep, err = opdef.ParseMixedList(p, "(", ")"); err != nil {
			return err
		}
	}
	var outArgs []ir.Argument
	var outs []ir.UnresolvedOperand
	outsPos := p.Pos()
	if p.OptionalKeyword("shared_outs") {
		if outArgs, outs, err = opdef.ParseAssignmentList(p); err != nil {
			return err
		}
		ts, err := p.ParseOptionalArrowTypeList()
		if err != nil {
			return err
		}
		st.Types = ts
	}
	for i := range outArgs {
		if i < len(st.Types) {
			outArgs[i].Type = st.Types[i]
		}
	}
	if len(outs) != len(st.Types) {
		return p.EmitError(outsPos, "%d operands present, but expected %d", len(outs), len(st.Types))
	}
	index := func(n int) []ir.Type {
		ts := make([]ir.Type, n)
		for i := range ts {
			ts[i] = ir.Index
		}
		return ts
	}
	pos := p.Pos()
	var operands []*ir.Value
	for _, us := range [][]ir.UnresolvedOperand{lbs, ubs, steps} {
		vs, err := p.ResolveOperands(us, index(len(us)), pos)
		if err != nil {
			return err
		}
		operands = append(operands, vs...)
	}
	ovs, err := p.ResolveOperands(outs, st.Types, pos)
	if err != nil {
		return err
	}
	st.Operands = append(operands, ovs...)
	args := make([]ir.Argument, 0, len(ivs)+len(outArgs))
	for _, u := range ivs {
		args = append(args, ir.Argument{Name: u, Type: ir.Index, Loc: u.Loc(p)})
	}
	args = append(args, outArgs...)
	r := st.AddRegion()
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	ensureInParallel(p.Context(), r, st.Location())
	st.AddAttr("staticLowerBound", &ir.DenseArrayAttr{Elem: ir.I64, Ints: slb})
	st.AddAttr("staticUpperBound", &ir.DenseArrayAttr{Elem: ir.I64, Ints: sub})
	st.AddAttr("staticStep", &ir.DenseArrayAttr{Elem: ir.I64, Ints: sstep})
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	st.AddAttr("operandSegmentSizes", ir.DenseI32Array(int64(len(lbs)), int64(len(ubs)), int64(len(steps)), int64(len(outs))))
	return nil
}

// ensureInParallel ends a forall body left without a terminator with an empty
// scf.forall.in_parallel, as the op's implicit terminator.
func ensureInParallel(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	opdef.EnsureTerminator(ctx, r, opInParallel, loc, 1)
}

// forallBound is one mixed bound list of a forall: its static entries and the values of
// its dynamic ones.
func forallBound(op *ir.Operation, static, dynamic string) ([]int64, []*ir.Value) {
	a, _ := op.Attr(static).(*ir.DenseArrayAttr)
	var s []int64
	if a != nil {
		s = a.Ints
	}
	return s, opdef.OperandGroup(op, dynamic)
}

// forallAll reports whether every entry of a bound list is the constant c, a static entry
// or a value an arith.constant (any constant-like op) defines.
func forallAll(static []int64, dyn []*ir.Value, c int64) bool {
	k := 0
	for _, s := range static {
		if s != ir.Dynamic {
			if s != c {
				return false
			}
			continue
		}
		if k >= len(dyn) {
			return false
		}
		v, ok := constInt(dyn[k])
		k++
		if !ok || v != c {
			return false
		}
	}
	return true
}

func printForall(p *ir.Printer, op *ir.Operation) {
	body := op.Region(0).Front()
	slb, lbs := forallBound(op, "staticLowerBound", "dynamicLowerBound")
	sub, ubs := forallBound(op, "staticUpperBound", "dynamicUpperBound")
	sst, steps := forallBound(op, "staticStep", "dynamicStep")
	outs := opdef.OperandGroup(op, "outputs")
	rank := len(slb)
	p.WriteString(" (")
	if body != nil && body.NumArgs() >= rank {
		p.PrintOperands(body.Args()[:rank])
	}
	p.WriteChar(')')
	// MLIR prints the short form whenever the bounds are 0 and the steps 1, also when they
	// are constant operands (whose operands the short form then drops).
	if forallAll(slb, lbs, 0) && forallAll(sst, steps, 1) {
		p.WriteString(" in ")
		opdef.PrintMixed(p, ubs, sub, "(", ")")
	} else {
		p.WriteString(" = ")
		opdef.PrintMixed(p, lbs, slb, "(", ")")
		p.WriteString(" to ")
		opdef.PrintMixed(p, ubs, sub, "(", ")")
		p.WriteString(" step ")
		opdef.PrintMixed(p, steps, sst, "(", ")")
	}
	if len(outs) > 0 && body != nil && body.NumArgs() >= rank+len(outs) {
		p.WriteString(" shared_outs(")
		for i, v := range outs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(body.Arg(rank + i))
			p.WriteString(" = ")
			p.PrintOperand(v)
		}
		p.WriteChar(')')
	}
	p.WriteChar(' ')
	if len(outs) > 0 {
		p.WriteString("-> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(") ")
	}
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0)
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")
}

func verifyForall(op *ir.Operation) error {
	slb, lbs := forallBound(op, "staticLowerBound", "dynamicLowerBound")
	sub, ubs := forallBound(op, "staticUpperBound", "dynamicUpperBound")
	sst, steps := forallBound(op, "staticStep", "dynamicStep")
	outs := opdef.OperandGroup(op, "outputs")
	rank := len(slb)
	if op.NumResults() != len(outs) {
		return ir.OpError(op, "produces %d results, but has only %d outputs", op.NumResults(), len(outs))
	}
	body := op.Region(0).Front()
	if body == nil {
		return nil
	}
	if body.NumArgs() != rank+len(outs) {
		return ir.OpError(op, "region expects %d arguments", rank)
	}
	for i := 0; i < rank; i++ {
		if !ir.TypeEqual(body.Arg(i).Type(), ir.Index) {
			return ir.OpError(op, "expects %d-th block argument to be an index", i)
		}
	}
	for i, o := range outs {
		if !ir.TypeEqual(body.Arg(rank+i).Type(), o.Type()) {
			return ir.OpError(op, "type mismatch between %d-th output and corresponding block argument", i)
		}
	}
	if m, ok := op.Attr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) > 0 {
		if len(m.Elems) != rank {
			return ir.OpError(op, "mapping attribute size must match op rank")
		}
		for _, e := range m.Elems {
			if !isDeviceMapping(e) {
				return ir.OpError(op, "mapping is not device mapping attribute")
			}
		}
	}
	lists := []struct {
		name   string
		static []int64
		dyn    []*ir.Value
	}{{"lower bound", slb, lbs}, {"upper bound", sub, ubs}, {"step", sst, steps}}
	for _, l := range lists {
		if len(l.static) != rank {
			return ir.Errorf(op.Loc(), "expected %d %s values, got %d", rank, l.name, len(l.static)).AtOp(op)
		}
		n := 0
		for _, s := range l.static {
			if s == ir.Dynamic {
				n++
			}
		}
		if len(l.dyn) != n {
			return ir.Errorf(op.Loc(), "expected %d dynamic %s values", n, l.name).AtOp(op)
		}
	}
	return nil
}

func parseInParallel(p *ir.OpParser, st *ir.OperationState) error {
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	if r.Empty() {
		r.AddBlock(&ir.Block{})
	}
	return p.ParseOptionalAttrDict(st)
}

func printInParallel(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op.Attrs())
}

// verifyInParallel accepts only an empty body: the ops LLVM 19 allows there
// (tensor.parallel_insert_slice) belong to a dialect we do not have.
func verifyInParallel(op *ir.Operation) error {
	if op.ParentOp() == nil || op.ParentOp().Name() != opForall {
		return ir.OpError(op, "expected forall op parent")
	}
	if b := op.Region(0).Front(); b != nil && !b.Empty() {
		return ir.OpError(op, "expected only tensor.parallel_insert_slice ops")
	}
	return nil
}

// verifyForallRegions is DestinationStyleOpInterface's verifier, which MLIR runs with the
// region checks, after the nested ops and the op's own verify.
func verifyForallRegions(op *ir.Operation) error {
	n := len(opdef.OperandGroup(op, "dynamicLowerBound")) + len(opdef.OperandGroup(op, "dynamicUpperBound")) +
		len(opdef.OperandGroup(op, "dynamicStep"))
	return verifyDestinationStyle(op, n, opdef.OperandGroup(op, "outputs"))
}

// verifyDestinationStyle checks a destination-style op: every init (operands from first
// on) is a tensor or a memref, the results that are tensors match the tensor inits in
// number, and each result has the type of its tensor init.
func verifyDestinationStyle(op *ir.Operation, first int, inits []*ir.Value) error {
	var tensors []int
	for i, v := range inits {
		switch v.Type().(type) {
		case *ir.TensorType, *ir.UnrankedTensorType:
			tensors = append(tensors, i)
		case *ir.MemRefType, *ir.UnrankedMemRefType:
		default:
			return ir.OpError(op, "expected that operand #%d is a tensor or a memref", first+i)
		}
	}
	var results []ir.Type
	for _, t := range op.ResultTypes() {
		switch t.(type) {
		case *ir.TensorType, *ir.UnrankedTensorType:
			results = append(results, t)
		}
	}
	if len(results) != len(tensors) {
		return ir.OpError(op, "expected the number of tensor results (%d) to be equal to the number of output tensors (%d)", len(results), len(tensors))
	}
	for k, i := range tensors {
		it, rt := inits[i].Type(), op.Result(k).Type()
		if !ir.TypeEqual(it, rt) {
			return ir.OpError(op, "expected type of operand #%d ('%s') to match type of corresponding result ('%s')", first+i, ir.TypeString(it), ir.TypeString(rt))
		}
	}
	return nil
}

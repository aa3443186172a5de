package scf

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// registerParallel adds scf.parallel, scf.reduce and scf.reduce.return.
func registerParallel(d *ir.Dialect) {
	idx := opdef.TypeConstraints["Index"]
	opdef.Register(d, &opdef.Op{Name: OpParallel,
		Traits: ir.TraitRecursiveMemoryEffects | ir.TraitSingleBlock | ir.TraitAttrSizedOperandSegments | ir.TraitAutomaticAllocationScope,
		Operands: []opdef.Operand{{Name: "lowerBound", Kind: opdef.Variadic, Type: idx}, {Name: "upperBound", Kind: opdef.Variadic, Type: idx},
			{Name: "step", Kind: opdef.Variadic, Type: idx}, named(anyVar, "initVals")},
		Results: []opdef.Operand{named(anyVar, "results")}, Regions: []opdef.Region{{Name: "region", Blocks: 1}},
		ImplicitTerminator: OpReduce,
		Parse:              parseParallel, Print: printParallel, Verify: verifyParallel})
	opdef.Register(d, &opdef.Op{Name: OpReduce, Traits: ir.TraitTerminator | ir.TraitRecursiveMemoryEffects,
		Operands: []opdef.Operand{named(anyVar, "operands")}, Parents: []string{OpParallel},
		Regions: []opdef.Region{{Name: "reductions", Variadic: true, Blocks: 1}},
		Format:  "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict", VerifyRegions: verifyReduceRegions})
	opdef.Register(d, &opdef.Op{Name: OpReduceReturn, Traits: ir.TraitTerminator | ir.TraitPure,
		Operands: []opdef.Operand{{Name: "result", Type: opdef.AnyType}}, Parents: []string{OpReduce},
		Format: "$result attr-dict `:` type($result)", Verify: verifyReduceReturn})
}

func parseParallel(p *ir.OpParser, st *ir.OperationState) error {
	ivs, err := parseIVList(p)
	if err != nil {
		return err
	}
	list := func(prefix string) ([]*ir.Value, error) {
		if prefix != "" {
			if err := p.ParseKeyword(prefix); err != nil {
				return nil, err
			}
		} else if err := p.Expect("="); err != nil {
			return nil, err
		}
		us, err := p.ParseDelimitedOperandList("(", len(ivs))
		if err != nil {
			return nil, err
		}
		vs := make([]*ir.Value, len(us))
		for i, u := range us {
			if vs[i], err = p.ResolveOperand(u, ir.Index); err != nil {
				return nil, err
			}
		}
		return vs, nil
	}
	lbs, err := list("")
	if err != nil {
		return err
	}
	ubs, err := list("to")
	if err != nil {
		return err
	}
	steps, err := list("step")
	if err != nil {
		return err
	}
	// MLIR reads the init values, then the result types (with or without init), and
	// resolves the init values against those types only after the body.
	var initUses []ir.UnresolvedOperand
	if p.OptionalKeyword("init") {
		if initUses, err = p.ParseDelimitedOperandList("(", -1); err != nil {
			return err
		}
	}
	if st.Types, err = p.ParseOptionalArrowTypeList(); err != nil {
		return err
	}
	args := make([]ir.Argument, len(ivs))
	for i, u := range ivs {
		args[i] = ir.Argument{Name: u, Type: ir.Index, Loc: u.Loc(p)}
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	if r.Empty() {
		r.AddBlock(&ir.Block{})
	}
	if last := r.Front().Last(); last == nil || !last.HasTrait(ir.TraitTerminator) {
		r.Front().Append(p.Context().CreateOp(&ir.OperationState{Name: OpReduce, Loc: st.Location()}))
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	inits, err := p.ResolveOperands(initUses, st.Types, p.OpNamePos())
	if err != nil {
		return err
	}
	st.Operands = append(append(append(append(st.Operands, lbs...), ubs...), steps...), inits...)
	st.AddAttr("operandSegmentSizes", ir.DenseI32Array(int64(len(lbs)), int64(len(ubs)), int64(len(steps)), int64(len(inits))))
	return nil
}

func printParallel(p *ir.Printer, op *ir.Operation) {
	body := op.Region(0).Front()
	lbs := opdef.OperandGroup(op, "lowerBound")
	p.WriteString(" (")
	p.PrintOperands(body.Args()[:len(lbs)])
	p.WriteString(") = (")
	p.PrintOperands(lbs)
	p.WriteString(") to (")
	p.PrintOperands(opdef.OperandGroup(op, "upperBound"))
	p.WriteString(") step (")
	p.PrintOperands(opdef.OperandGroup(op, "step"))
	p.WriteChar(')')
	if inits := opdef.OperandGroup(op, "initVals"); len(inits) > 0 {
		p.WriteString(" init (")
		p.PrintOperands(inits)
		p.WriteString(") -> ")
		p.PrintResultTypes(op.ResultTypes())
	}
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes")
}

func verifyParallel(op *ir.Operation) error {
	lbs, ubs, steps := opdef.OperandGroup(op, "lowerBound"), opdef.OperandGroup(op, "upperBound"), opdef.OperandGroup(op, "step")
	if len(steps) == 0 {
		return ir.OpError(op, "needs at least one tuple element for lowerBound, upperBound and step")
	}
	for _, s := range steps {
		if c, ok := constInt(s); ok && c <= 0 {
			return ir.OpError(op, "constant step operand must be positive")
		}
	}
	body := op.Region(0).Front()
	if body == nil {
		return nil
	}
	if body.NumArgs() != len(steps) || len(lbs) != len(steps) || len(ubs) != len(steps) {
		return ir.OpError(op, "expects the same number of induction variables: %d as bound and step values: %d", body.NumArgs(), len(steps))
	}
	for _, a := range body.Args() {
		if !ir.TypeEqual(a.Type(), ir.Index) {
			return ir.OpError(op, "expects arguments for the induction variable to be of index type")
		}
	}
	t := body.Last()
	if t == nil || t.Name() != OpReduce {
		d := ir.OpError(op, "expects body to terminate with 'scf.reduce'")
		if t != nil {
			d.Note(t.Loc(), "terminator here")
		}
		return d
	}
	if n := t.NumRegions(); n != op.NumResults() {
		return ir.OpError(op, "expects number of results: %d to be the same as number of reductions: %d", op.NumResults(), n)
	}
	if n := len(opdef.OperandGroup(op, "initVals")); n != op.NumResults() {
		return ir.OpError(op, "expects number of results: %d to be the same as number of initial values: %d", op.NumResults(), n)
	}
	for i, rt := range op.ResultTypes() {
		if i >= t.NumOperands() {
			break // scf.reduce words the operand count after its regions are verified
		}
		if ot := t.Operand(i).Type(); !ir.TypeEqual(ot, rt) {
			d := ir.OpError(t, "expects type of %d-th reduction operand: '%s' to be the same as the %d-th result type: '%s'",
				i, ir.TypeString(ot), i, ir.TypeString(rt))
			return d
		}
	}
	return nil
}

// verifyReduceRegions runs once the reduction bodies are verified, so an empty body is
// reported by the block check first, as in MLIR.
func verifyReduceRegions(op *ir.Operation) error {
	if op.NumRegions() != op.NumOperands() {
		return ir.OpError(op, "expects number of reduction regions: %d to be the same as number of reduction operands: %d", op.NumRegions(), op.NumOperands())
	}
	for i, r := range op.Regions() {
		t := op.Operand(i).Type()
		b := r.Front()
		if b.Empty() {
			return ir.OpError(op, "%d-th reduction has an empty body", i)
		}
		if b.NumArgs() != 2 || !ir.TypeEqual(b.Arg(0).Type(), t) || !ir.TypeEqual(b.Arg(1).Type(), t) {
			return ir.OpError(op, "expected two block arguments with type '%s' in the %d-th reduction region", ir.TypeString(t), i)
		}
		if last := b.Last(); last.Name() != OpReduceReturn {
			return ir.OpError(op, "reduction bodies must be terminated with an 'scf.reduce.return' op")
		}
	}
	return nil
}

// verifyReduceReturn checks the returned value against the reduction body's first
// argument, as MLIR does (the body's arguments are checked against the reduced operand
// only after its ops, by scf.reduce).
func verifyReduceReturn(op *ir.Operation) error {
	b := op.Block()
	if b == nil || b.NumArgs() == 0 {
		// LLVM 19 reads an argument that is not there; scf.reduce words the mistake.
		return nil
	}
	if want := b.Arg(0).Type(); !ir.TypeEqual(op.Operand(0).Type(), want) {
		return ir.OpError(op, "must have type '%s' (the type of the reduction inputs)", ir.TypeString(want))
	}
	return nil
}

// parseIVList reads the induction variables of scf.parallel and scf.forall: `(` %i, ... `)`.
func parseIVList(p *ir.OpParser) ([]ir.UnresolvedOperand, error) {
	// MLIR's parseArgumentList with parentheses: no result numbers, "in argument list".
	var ivs []ir.UnresolvedOperand
	if !p.OptionalPunct("(") {
		return nil, p.Errorf("expected '(' in argument list")
	}
	if p.OptionalPunct(")") {
		return ivs, nil
	}
	for {
		u, err := p.ParseOperandNoNumber()
		if err != nil {
			return nil, err
		}
		ivs = append(ivs, u)
		if !p.OptionalPunct(",") {
			break
		}
	}
	if !p.OptionalPunct(")") {
		return nil, p.Errorf("expected ')' in argument list")
	}
	return ivs, nil
}

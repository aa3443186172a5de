package emitc

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// registerControlFlow registers expression, for, if and their terminator yield.
func registerControlFlow(d *ir.Dialect) {
	opdef.Register(d, &opdef.Op{Name: OpExpression, Traits: ir.TraitSingleBlock | ir.TraitNoRegionArguments,
		Attrs:   []opdef.Attr{{Name: "do_not_inline", C: opdef.UnitAttr}},
		Results: []opdef.Operand{one("result", emitcType)}, Regions: []opdef.Region{{Name: "region", Blocks: 1}},
		ImplicitTerminator: OpYield,
		Format:             "attr-dict (`noinline` $do_not_inline^)? `:` type($result) $region",
		Verify:             verifyExpression})
	opdef.Register(d, &opdef.Op{Name: OpFor, Traits: ir.TraitSingleBlock | ir.TraitRecursiveMemoryEffects,
		Operands: []opdef.Operand{one("lowerBound", intIdxOpq), one("upperBound", intIdxOpq), one("step", intIdxOpq)},
		Regions:  []opdef.Region{{Name: "region", Blocks: 1}}, ImplicitTerminator: OpYield,
		SameTypes: [][]string{{"lowerBound", "upperBound", "step"}},
		Parse:     parseFor, Print: printFor, VerifyRegions: verifyForRegions})
	opdef.Register(d, &opdef.Op{Name: OpIf, Traits: ir.TraitSingleBlock | ir.TraitNoRegionArguments | ir.TraitRecursiveMemoryEffects,
		Operands: []opdef.Operand{one("condition", i1)},
		Regions:  []opdef.Region{{Name: "thenRegion", Blocks: 1}, {Name: "elseRegion", MaxBlocks: 1}}, ImplicitTerminator: OpYield,
		Parse: parseIf, Print: printIf})
	opdef.Register(d, &opdef.Op{Name: OpYield, Traits: ir.TraitPure | ir.TraitTerminator,
		Operands: []opdef.Operand{optional("result", emitcType)}, Parents: []string{OpExpression, OpIf, OpFor},
		Format: "attr-dict ($result^ `:` type($result))?", Verify: verifyYield})
}

func verifyExpression(op *ir.Operation) error {
	body := op.Region(0).Front()
	last := body.Last()
	if last == nil || !last.HasTrait(ir.TraitTerminator) || last.Name() != OpYield || last.NumOperands() == 0 {
		return ir.OpError(op, "must yield a value at termination")
	}
	if yt, rt := last.Operand(0).Type(), op.Result(0).Type(); !ir.TypeEqual(yt, rt) {
		return ir.OpError(op, "requires yielded type to match return type")
	}
	for o := body.First(); o != nil && o != last; o = o.Next() {
		if !IsCExpression(o.Name()) {
			return ir.OpError(op, "contains an unsupported operation")
		}
		if o.NumResults() != 1 {
			return ir.OpError(op, "requires exactly one result for each operation")
		}
		if !o.Result(0).HasOneUse() {
			return ir.OpError(op, "requires exactly one use for each operation")
		}
	}
	return nil
}

func verifyYield(op *ir.Operation) error {
	n := op.ParentOp().NumResults()
	if op.NumOperands() > 0 && n != 1 {
		return ir.OpError(op, "yields a value not returned by parent")
	}
	if op.NumOperands() == 0 && n != 0 {
		return ir.OpError(op, "does not yield a value to be returned by parent")
	}
	return nil
}

// ensureYield ends a region's block with an empty emitc.yield when the custom form left
// it out (SingleBlockImplicitTerminator).
func ensureYield(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	opdef.EnsureTerminator(ctx, r, OpYield, loc, 0)
}

// parseFor parses `%iv = %lb to %ub step %step [: type] region attr-dict`.
func parseFor(p *ir.OpParser, st *ir.OperationState) error {
	iv, bounds, err := opdef.ParseLoopHeader(p)
	if err != nil {
		return err
	}
	t := ir.Type(ir.Index)
	if p.OptionalPunct(":") {
		if t, err = p.ParseType(); err != nil {
			return err
		}
	}
	if st.Operands, err = p.ResolveOperands(bounds[:], []ir.Type{t, t, t}, p.Pos()); err != nil {
		return err
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, []ir.Argument{{Name: iv, Type: t, Loc: iv.Loc(p)}}); err != nil {
		return err
	}
	ensureYield(p.Context(), r, st.Location())
	return p.ParseOptionalAttrDict(st)
}

func printFor(p *ir.Printer, op *ir.Operation) {
	r := op.Region(0)
	p.WriteChar(' ')
	if !r.Empty() && r.Front().NumArgs() > 0 {
		p.PrintOperand(r.Front().Arg(0))
	}
	p.WriteString(" = ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" to ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(" step ")
	p.PrintOperand(op.Operand(2))
	p.WriteChar(' ')
	if t := op.Operand(0).Type(); !ir.TypeEqual(t, ir.Index) {
		p.WriteString(" : ")
		p.PrintType(t)
		p.WriteChar(' ')
	}
	p.PrintRegion(r, false, false)
	p.PrintOptionalAttrDict(op.Attrs())
}

func verifyForRegions(op *ir.Operation) error {
	r := op.Region(0)
	// MLIR 19 crashes on a loop body without an induction variable; say so instead.
	if r.Empty() || r.Front().NumArgs() == 0 {
		return ir.OpError(op, "expected the body to have an induction variable argument")
	}
	if !ir.TypeEqual(r.Front().Arg(0).Type(), op.Operand(0).Type()) {
		return ir.OpError(op, "expected induction variable to be same type as bounds and step")
	}
	return nil
}

// parseIf parses `%cond region [else region] attr-dict`.
func parseIf(p *ir.OpParser, st *ir.OperationState) error {
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	cv, err := p.ResolveOperand(c, ir.I1)
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{cv}
	if err := opdef.ParseThenElse(p, st, OpYield); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(st)
}

func printIf(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), false, false)
	if els := op.Region(1); !els.Empty() {
		p.WriteString(" else ")
		p.PrintRegion(els, false, false)
	}
	p.PrintOptionalAttrDict(op.Attrs())
}

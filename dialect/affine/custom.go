package affine

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// parseIf reads `#set(dims)[symbols] (-> types)? region (else region)? attr-dict`.
func parseIf(p *ir.OpParser, st *ir.OperationState) error {
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	set, ok := a.(*ir.IntegerSetAttr)
	if !ok {
		return p.EmitError(pos, "invalid kind of attribute specified")
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "condition", Value: set})
	opsPos := p.Pos()
	dims, err := p.ParseDelimitedOperandList("(", -1)
	if err != nil {
		return err
	}
	var syms []ir.UnresolvedOperand
	if p.IsPunct("[") {
		if syms, err = p.ParseDelimitedOperandList("[", -1); err != nil {
			return err
		}
	}
	if len(dims) != set.Set.NumDims {
		return p.EmitError(p.OpNamePos(), "dim operand count and integer set dim count must match")
	}
	if len(syms) != set.Set.NumSymbols {
		return p.EmitError(p.OpNamePos(), "symbol operand count and integer set symbol count must match")
	}
	all := append(dims, syms...)
	ts := make([]ir.Type, len(all))
	for i := range ts {
		ts[i] = ir.Index
	}
	if st.Operands, err = p.ResolveOperands(all, ts, opsPos); err != nil {
		return err
	}
	if st.Types, err = p.ParseOptionalArrowTypeList(); err != nil {
		return err
	}
	if err := opdef.ParseThenElse(p, st, OpYield); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(st)
}

// printIf writes affine.if as mlir-opt does: the set, `(dims)`, `[symbols]` when there are
// any, `-> types` when there are results, the regions (their empty yields elided when the
// op has no results) and the other attributes.
func printIf(p *ir.Printer, op *ir.Operation) {
	set := condition(op)
	p.WriteChar(' ')
	p.PrintAttrWithoutType(op.Attr("condition"))
	ops := op.Operands()
	p.WriteChar('(')
	p.PrintOperands(ops[:set.NumDims])
	p.WriteChar(')')
	if set.NumSymbols > 0 {
		p.WriteChar('[')
		p.PrintOperands(ops[set.NumDims:])
		p.WriteChar(']')
	}
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintResultTypes(op.ResultTypes())
	}
	terms := op.NumResults() > 0
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), false, terms)
	if els := op.Region(1); !els.Empty() {
		p.WriteString(" else ")
		p.PrintRegion(els, false, terms)
	}
	p.PrintOptionalAttrDict(op.Attrs(), "condition")
}

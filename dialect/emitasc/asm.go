package emitasc

import "github.com/ascend-toolchain/asc/ir"

// Custom syntax of emitasc.init_struct: the result type, then the fields as
// `"name" = %value : type` pairs in parentheses, then the attribute dictionary:
//
//	emitasc.init_struct !emitc.opaque<"S">("first" = %a : i32, "second" = %b : f32)
//
// The names are the inherent attribute fieldNames; the values are the operands.

func parseInitStructOp(p *ir.OpParser, st *ir.OperationState) error {
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.Expect("("); err != nil {
		return err
	}
	var names []ir.Attribute
	for !p.IsPunct(")") {
		name, err := p.ParseString()
		if err != nil {
			return err
		}
		if err := p.Expect("="); err != nil {
			return err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		vt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, vt)
		if err != nil {
			return err
		}
		names = append(names, ir.Str(name))
		st.Operands = append(st.Operands, v)
		if !p.OptionalPunct(",") {
			break
		}
	}
	if err := p.Expect(")"); err != nil {
		return err
	}
	st.AddAttr("fieldNames", &ir.ArrayAttr{Elems: names})
	st.Types = append(st.Types, t)
	return p.ParseOptionalAttrDict(st)
}

func printInitStructOp(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	p.PrintType(op.Result(0).Type())
	p.WriteChar('(')
	names, _ := op.Attr("fieldNames").(*ir.ArrayAttr)
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		if names != nil && i < len(names.Elems) {
			p.PrintAttr(names.Elems[i])
		} else {
			p.WriteQuoted("")
		}
		p.WriteString(" = ")
		p.PrintOperand(op.Operand(i))
		p.WriteString(" : ")
		p.PrintType(op.Operand(i).Type())
	}
	p.WriteChar(')')
	p.PrintOptionalAttrDict(op.Attrs(), "fieldNames")
}

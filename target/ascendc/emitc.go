package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ emitc dialect ] ----------------------------------------------------------------
//
// The emitc ops PyAsc uses: includes, verbatim text and typed constants. Unlike
// arith.constant, an emitc.constant is an ordinary value (named vN).

// emitcRules is the table of the emitc dialect's rules.
func emitcRules() map[string]Rule {
	return map[string]Rule{
		emitc.OpInclude:  emitInclude,
		emitc.OpVerbatim: emitCVerbatim,
		emitc.OpConstant: emitCConstant,
		// PyAsc declares variables like constants, constexpr included.
		emitc.OpVariable: emitCConstant,
		emitc.OpCast:     emitCCast,
	}
}

// emitCCast is a C-style cast.
func emitCCast(e *Emitter, op *ir.Operation) error {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return ir.OpError(op, "expects one operand and one result")
	}
	t, err := e.cppTypeOf(op.Result(0))
	if err != nil {
		return err
	}
	_, err = e.decl(op.Result(0), "("+t+") "+e.name(op.Operand(0)))
	return err
}

func emitInclude(e *Emitter, op *ir.Operation) error {
	s, _ := op.Attr("include").(*ir.StringAttr)
	if s == nil {
		return ir.OpError(op, "include without a file name")
	}
	if op.HasAttr("is_standard_include") {
		e.line("#include <%s>", s.Value)
	} else {
		e.line("#include \"%s\"", s.Value)
	}
	return nil
}

// emitCConstant declares `constexpr T vN = value;`: no constexpr for 16-bit floats (half
// and bfloat16_t have no constexpr constructors), no initialiser for an empty opaque value.
func emitCConstant(e *Emitter, op *ir.Operation) error {
	if op.NumResults() != 1 {
		return ir.OpError(op, "expects one result")
	}
	var lit string
	switch a := op.Attr("value").(type) {
	case *emitc.OpaqueAttr:
		lit = a.Value
	case nil:
		return ir.OpError(op, "constant without a value")
	default:
		l, _, err := literal(a)
		if err != nil {
			return litError(op, err)
		}
		lit = l
	}
	t, err := e.cppTypeOf(op.Result(0))
	if err != nil {
		return err
	}
	prefix := "constexpr "
	if ft, ok := op.Result(0).Type().(*ir.FloatType); ok && (ft.Name == "f16" || ft.Name == "bf16") {
		prefix = ""
	}
	if lit == "" {
		e.line("%s%s %s;", prefix, t, e.fresh(op.Result(0)))
		return nil
	}
	e.line("%s%s %s = %s;", prefix, t, e.fresh(op.Result(0)), lit)
	return nil
}

// emitCVerbatim writes the text of an emitc.verbatim as it is (LLVM 19's op takes no
// format arguments).
func emitCVerbatim(e *Emitter, op *ir.Operation) error {
	s, _ := op.Attr("value").(*ir.StringAttr)
	if s == nil {
		return ir.OpError(op, "verbatim without text")
	}
	e.verbatimLine(s.Value)
	return nil
}

// verbatimLine writes verbatim text; in a function body it is a statement like any other
// op's and gets its `;` (PyAsc adds the terminator whatever the text is).
func (e *Emitter) verbatimLine(text string) {
	if e.indent > 0 {
		text += ";"
	}
	e.line("%s", text)
}

package ascendc

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ arith dialect ] ----------------------------------------------------------------
//
// Scalar arithmetic becomes one declaration per op: `T vN = a + b;`. Signedness lives in
// the C++ types of the operands (PyAsc emits the same operator for signed and unsigned
// variants), casts are static_cast, bitcasts reinterpret the object representation.

// arithRules is the table of the arith dialect's rules.
func arithRules() map[string]Rule {
	return map[string]Rule{
		// Signed and unsigned variants share an operator: the C++ operand types carry
		// the signedness.
		arith.OpAddi: infix("+"), arith.OpSubi: infix("-"), arith.OpMuli: infix("*"),
		arith.OpDivsi: infix("/"), arith.OpDivui: infix("/"),
		arith.OpRemsi: infix("%"),
		arith.OpShli:  infix("<<"), arith.OpShrsi: infix(">>"), arith.OpShrui: infix(">>"),
		arith.OpAndi: infix("&"), arith.OpOri: infix("|"), arith.OpXori: infix("^"),
		arith.OpAddf: infix("+"), arith.OpSubf: infix("-"), arith.OpMulf: infix("*"), arith.OpDivf: infix("/"),

		arith.OpCeildivsi:  ceilDiv,
		arith.OpFloordivsi: floorDiv,

		arith.OpMaxnumf: minMax(">"), arith.OpMaximumf: minMax(">"), arith.OpMaxsi: minMax(">"),
		arith.OpMinnumf: minMax("<"), arith.OpMinimumf: minMax("<"), arith.OpMinsi: minMax("<"),

		// Beyond PyAsc (docs/translator-extensions.md): the unsigned ops PyAsc has no
		// printer for read their operands as unsigned, whatever C++ type the IR type
		// spells.
		arith.OpRemui: unsignedRule(func(a, b string) string { return a + " % " + b }),
		arith.OpCeildivui: unsignedRule(func(a, b string) string {
			return fmt.Sprintf("%s / %s + (%s %% %s != 0)", a, b, a, b)
		}),
		arith.OpMaxui: unsignedRule(func(a, b string) string { return fmt.Sprintf("((%s > %s) ? (%s) : (%s))", a, b, a, b) }),
		arith.OpMinui: unsignedRule(func(a, b string) string { return fmt.Sprintf("((%s < %s) ? (%s) : (%s))", a, b, a, b) }),

		arith.OpNegf: func(e *Emitter, op *ir.Operation) error {
			_, err := e.decl(op.Result(0), "-"+e.name(op.Operand(0)))
			return err
		},
		arith.OpCmpi: emitCmp(arith.CmpIPredicates),
		arith.OpCmpf: emitCmp(arith.CmpFPredicates),
		arith.OpSelect: func(e *Emitter, op *ir.Operation) error {
			_, err := e.decl(op.Result(0), fmt.Sprintf("%s ? %s : %s", e.name(op.Operand(0)), e.name(op.Operand(1)), e.name(op.Operand(2))))
			return err
		},

		arith.OpExtsi: staticCast, arith.OpExtui: staticCast, arith.OpTrunci: staticCast,
		arith.OpSitofp: staticCast, arith.OpUitofp: staticCast, arith.OpFptosi: staticCast, arith.OpFptoui: staticCast,
		arith.OpExtf: staticCast, arith.OpTruncf: staticCast,
		arith.OpIndexCast: staticCast,
		// Beyond PyAsc: index_castui zero-extends, so a narrow signed source is read as
		// unsigned first (index is uint32_t, so wider conversions zero-extend by themselves).
		arith.OpIndexCastui: func(e *Emitter, op *ir.Operation) error {
			t, err := e.cppTypeOf(op.Result(0))
			if err != nil {
				return err
			}
			x := e.name(op.Operand(0))
			if it, ok := op.Operand(0).Type().(*ir.IntegerType); ok && it.Sign != ir.Unsigned && it.Width > 1 && it.Width < 32 {
				x = "static_cast<" + unsignedOf(op.Operand(0)) + ">(" + x + ")"
			}
			_, err = e.decl(op.Result(0), "static_cast<"+t+">("+x+")")
			return err
		},
		arith.OpBitcast: func(e *Emitter, op *ir.Operation) error {
			t, err := e.cppTypeOf(op.Result(0))
			if err != nil {
				return err
			}
			_, err = e.decl(op.Result(0), fmt.Sprintf("*reinterpret_cast<%s*>(&%s)", t, e.name(op.Operand(0))))
			return err
		},

		arith.OpAdduiExtended: emitAddExtended,
		arith.OpMuluiExtended: emitMulExtended("uint"),
		arith.OpMulsiExtended: emitMulExtended("int"),
		arith.OpConstant: func(e *Emitter, op *ir.Operation) error {
			return e.emitConstant(op, op.Result(0), op.Attr("value"))
		},
	}
}

// infix spells a binary op as a C++ infix operator: `T vN = a op b;`.
func infix(sym string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), e.name(op.Operand(0))+" "+sym+" "+e.name(op.Operand(1)))
		return err
	}
}

// unsignedRule spells an op on unsigned operands with expr: directly when the operands'
// C++ type is unsigned already (index, ui32, ...), else on the operands converted to the
// unsigned type of their width, the result converted back.
func unsignedRule(expr func(a, b string) string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
		it, ok := op.Operand(0).Type().(*ir.IntegerType)
		if !ok || it.Sign == ir.Unsigned || it.Width == 1 {
			_, err := e.decl(op.Result(0), expr(a, b))
			return err
		}
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		u := unsignedOf(op.Operand(0))
		a, b = "static_cast<"+u+">("+a+")", "static_cast<"+u+">("+b+")"
		_, err = e.decl(op.Result(0), "static_cast<"+t+">("+expr(a, b)+")")
		return err
	}
}

// ceilDiv rounds the quotient up; C++ has no operator for it.
func ceilDiv(e *Emitter, op *ir.Operation) error {
	a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
	_, err := e.decl(op.Result(0), fmt.Sprintf("(%s + %s - 1) / %s", a, b, b))
	return err
}

// floorDiv rounds the quotient down: C++ division truncates, so a quotient with a
// remainder and operands of opposite signs is one too high. The op divides signed values:
// an index, spelled uint32_t, is read as int32_t and the quotient converted back (on the
// unsigned type the sign tests were always false and the division unsigned).
func floorDiv(e *Emitter, op *ir.Operation) error {
	a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
	index := isIndex(op.Operand(0))
	if index {
		a, b = "static_cast<int32_t>("+a+")", "static_cast<int32_t>("+b+")"
	}
	expr := fmt.Sprintf("(%s / %s) - (((%s %% %s) != 0) && ((%s < 0) != (%s < 0)))", a, b, a, b, a, b)
	if index {
		expr = "static_cast<uint32_t>(" + expr + ")"
	}
	_, err := e.decl(op.Result(0), expr)
	return err
}

// isIndex reports whether v is an index, which Ascend C spells uint32_t (§1.6).
func isIndex(v *ir.Value) bool {
	_, ok := v.Type().(*ir.IndexType)
	return ok
}

// minMax picks an operand by comparing with cmp (">" for max, "<" for min).
func minMax(cmp string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
		_, err := e.decl(op.Result(0), fmt.Sprintf("((%s %s %s) ? (%s) : (%s))", a, cmp, b, a, b))
		return err
	}
}

// staticCast converts the operand to the result type: every arith cast is a C++
// static_cast once the types are spelled.
func staticCast(e *Emitter, op *ir.Operation) error {
	t, err := e.cppTypeOf(op.Result(0))
	if err != nil {
		return err
	}
	_, err = e.decl(op.Result(0), fmt.Sprintf("static_cast<%s>(%s)", t, e.name(op.Operand(0))))
	return err
}

// emitAddExtended declares the sum and its carry.
func emitAddExtended(e *Emitter, op *ir.Operation) error {
	// An i1 is a C++ bool: true + true converts back to true, not to the wrapped 0, and
	// the carry test below would miss it.
	if it, ok := op.Operand(0).Type().(*ir.IntegerType); ok && it.Width < 8 {
		return ir.OpError(op, "extended addition of %s cannot be translated to Ascend C", ir.TypeString(it))
	}
	a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
	sum, err := e.decl(op.Result(0), a+" + "+b)
	if err != nil {
		return err
	}
	// Unsigned addition overflowed exactly when the sum wrapped below an operand.
	_, err = e.decl(op.Result(1), fmt.Sprintf("static_cast<%s>(%s) < static_cast<%s>(%s)", unsignedOf(op.Operand(0)), sum, unsignedOf(op.Operand(0)), a))
	return err
}

// cmpOps maps predicates to C++ comparisons; ordered and unordered float predicates share
// an operator, as do signed and unsigned integer ones.
var cmpOps = map[string]string{
	"eq": "==", "ne": "!=", "slt": "<", "sle": "<=", "sgt": ">", "sge": ">=",
	"ult": "<", "ule": "<=", "ugt": ">", "uge": ">=",
	"oeq": "==", "ogt": ">", "oge": ">=", "olt": "<", "ole": "<=", "one": "!=",
	"ueq": "==", "une": "!=",
}

func emitCmp(preds []string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		p, ok := op.Attr("predicate").(*ir.IntegerAttr)
		if !ok || p.Value < 0 || int(p.Value) >= len(preds) {
			return ir.OpError(op, "comparison without a valid predicate")
		}
		sym, ok := cmpOps[preds[p.Value]]
		if !ok {
			return ir.OpError(op, "predicate '%s' cannot be translated to Ascend C", preds[p.Value])
		}
		_, err := e.decl(op.Result(0), e.name(op.Operand(0))+" "+sym+" "+e.name(op.Operand(1)))
		return err
	}
}

// emitMulExtended computes the low half as a plain product and the high half in a type
// of twice the width (unsigned for mului_extended, signed for mulsi_extended).
func emitMulExtended(kind string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		it, ok := op.Operand(0).Type().(*ir.IntegerType)
		// The high half is computed in a C++ integer of twice the width: one exists for
		// 8, 16 and 32 bits (an i1 would need an int2_t).
		if !ok || (it.Width != 8 && it.Width != 16 && it.Width != 32) {
			return ir.OpError(op, "extended multiplication of %s cannot be translated to Ascend C", ir.TypeString(op.Operand(0).Type()))
		}
		a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
		if _, err := e.decl(op.Result(0), a+" * "+b); err != nil {
			return err
		}
		wide := fmt.Sprintf("%s%d_t", kind, 2*it.Width)
		_, err := e.decl(op.Result(1), fmt.Sprintf("(static_cast<%s>(%s) * static_cast<%s>(%s)) >> %d", wide, a, wide, b, it.Width))
		return err
	}
}

// unsignedOf spells the unsigned integer type of v's width.
func unsignedOf(v *ir.Value) string {
	if it, ok := v.Type().(*ir.IntegerType); ok && it.Width >= 8 {
		if s, err := CppType(ir.IntType(it.Width, ir.Unsigned)); err == nil {
			return s
		}
	}
	return "uint32_t"
}

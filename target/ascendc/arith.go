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

// binaryOps maps arith ops to C++ infix operators.
var binaryOps = map[string]string{
	"addi": "+", "subi": "-", "muli": "*", "divsi": "/", "divui": "/", "remsi": "%", "remui": "%",
	"shli": "<<", "shrsi": ">>", "shrui": ">>", "andi": "&", "ori": "|", "xori": "^",
	"addf": "+", "subf": "-", "mulf": "*", "divf": "/",
}

// cmpOps maps predicates to C++ comparisons; ordered and unordered float predicates share
// an operator, as do signed and unsigned integer ones.
var cmpOps = map[string]string{
	"eq": "==", "ne": "!=", "slt": "<", "sle": "<=", "sgt": ">", "sge": ">=",
	"ult": "<", "ule": "<=", "ugt": ">", "uge": ">=",
	"oeq": "==", "ogt": ">", "oge": ">=", "olt": "<", "ole": "<=", "one": "!=",
	"ueq": "==", "une": "!=",
}

var castOps = []string{"extsi", "extui", "trunci", "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf",
	"index_cast", "index_castui"}

func addArithRules(r map[string]Rule) {
	for name, sym := range binaryOps {
		sym := sym
		r["arith."+name] = func(e *Emitter, op *ir.Operation) error {
			_, err := e.decl(op.Result(0), e.name(op.Operand(0))+" "+sym+" "+e.name(op.Operand(1)))
			return err
		}
	}
	for _, name := range []string{"ceildivsi", "ceildivui"} {
		r["arith."+name] = func(e *Emitter, op *ir.Operation) error {
			a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
			_, err := e.decl(op.Result(0), fmt.Sprintf("(%s + %s - 1) / %s", a, b, b))
			return err
		}
	}
	r["arith.floordivsi"] = func(e *Emitter, op *ir.Operation) error {
		a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
		_, err := e.decl(op.Result(0), fmt.Sprintf("(%s / %s) - (((%s %% %s) != 0) && ((%s < 0) != (%s < 0)))", a, b, a, b, a, b))
		return err
	}
	minMax := func(cmp string) Rule {
		return func(e *Emitter, op *ir.Operation) error {
			a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
			_, err := e.decl(op.Result(0), fmt.Sprintf("((%s %s %s) ? (%s) : (%s))", a, cmp, b, a, b))
			return err
		}
	}
	for _, n := range []string{"maxnumf", "maximumf", "maxsi", "maxui"} {
		r["arith."+n] = minMax(">")
	}
	for _, n := range []string{"minnumf", "minimumf", "minsi", "minui"} {
		r["arith."+n] = minMax("<")
	}
	r["arith.remf"] = func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), fmt.Sprintf("fmod(%s, %s)", e.name(op.Operand(0)), e.name(op.Operand(1))))
		return err
	}
	r["arith.negf"] = func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), "-"+e.name(op.Operand(0)))
		return err
	}
	r["arith.cmpi"] = emitCmp(arith.CmpIPredicates)
	r["arith.cmpf"] = emitCmp(arith.CmpFPredicates)
	r["arith.select"] = func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), fmt.Sprintf("%s ? %s : %s", e.name(op.Operand(0)), e.name(op.Operand(1)), e.name(op.Operand(2))))
		return err
	}
	for _, n := range castOps {
		r["arith."+n] = func(e *Emitter, op *ir.Operation) error {
			t, err := e.cppTypeOf(op.Result(0))
			if err != nil {
				return err
			}
			_, err = e.decl(op.Result(0), fmt.Sprintf("static_cast<%s>(%s)", t, e.name(op.Operand(0))))
			return err
		}
	}
	r["arith.bitcast"] = func(e *Emitter, op *ir.Operation) error {
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		_, err = e.decl(op.Result(0), fmt.Sprintf("*reinterpret_cast<%s*>(&%s)", t, e.name(op.Operand(0))))
		return err
	}
	r["arith.addui_extended"] = func(e *Emitter, op *ir.Operation) error {
		a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
		sum, err := e.decl(op.Result(0), a+" + "+b)
		if err != nil {
			return err
		}
		// Unsigned addition overflowed exactly when the sum wrapped below an operand.
		_, err = e.decl(op.Result(1), fmt.Sprintf("static_cast<%s>(%s) < static_cast<%s>(%s)", unsignedOf(op.Operand(0)), sum, unsignedOf(op.Operand(0)), a))
		return err
	}
	r["arith.mului_extended"] = emitMulExtended("uint")
	r["arith.mulsi_extended"] = emitMulExtended("int")
	r["arith.constant"] = func(e *Emitter, op *ir.Operation) error {
		return e.emitConstant(op, op.Result(0), op.Attr("value"))
	}
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
		if !ok || it.Width > 32 {
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

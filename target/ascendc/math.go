package ascendc

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ math dialect ] -----------------------------------------------------------------
//
// Scalar math calls the scalar functions of the AscendC namespace PyAsc calls (§1.13),
// named like the op with a capital letter (math.log2 -> AscendC::Log2), except sqrt,
// which PyAsc calls unqualified; a few ops are plain expressions. The other math ops are
// refused (noPrinter), except absi, spelled like absf.

// scalarMathFuncs maps the math ops that are one call of a scalar function of the AscendC
// namespace to that function; the API header (apiheader.go) declares the same functions.
var scalarMathFuncs = map[string]string{
	math.OpCos: "AscendC::Cos", math.OpSin: "AscendC::Sin",
	math.OpLog: "AscendC::Log", math.OpLog2: "AscendC::Log2", math.OpExp: "AscendC::Exp",
	math.OpCeil: "AscendC::Ceil", math.OpFloor: "AscendC::Floor", math.OpRound: "AscendC::Round",
	math.OpSqrt: "sqrt", math.OpRsqrt: "AscendC::Rsqrt", math.OpErf: "AscendC::Erf",
}

// mathRules is the table of the math dialect's rules: the scalar function calls and the
// ops spelled as expressions.
func mathRules() map[string]Rule {
	r := map[string]Rule{
		// PyAsc spells 2^x as e^(x ln 2).
		math.OpExp2: func(e *Emitter, op *ir.Operation) error {
			_, err := e.decl(op.Result(0), "AscendC::Exp("+e.name(op.Operand(0))+" * Log(2))")
			return err
		},
		math.OpAbsf: emitAbs,
		math.OpAbsi: emitAbs,
		math.OpFma: func(e *Emitter, op *ir.Operation) error {
			_, err := e.decl(op.Result(0), fmt.Sprintf("%s * %s + %s", e.name(op.Operand(0)), e.name(op.Operand(1)), e.name(op.Operand(2))))
			return err
		},
		math.OpAtan2: func(e *Emitter, op *ir.Operation) error {
			_, err := e.decl(op.Result(0), fmt.Sprintf("AscendC::Atan2(%s, %s)", e.name(op.Operand(0)), e.name(op.Operand(1))))
			return err
		},
		// The magnitude of a with the sign of b, as PyAsc spells it: a is negated when
		// the signs differ (zeros keep a's sign).
		math.OpCopysign: func(e *Emitter, op *ir.Operation) error {
			a, b := e.name(op.Operand(0)), e.name(op.Operand(1))
			_, err := e.decl(op.Result(0), fmt.Sprintf("((%s < 0 && %s > 0) || (%s > 0 && %s < 0)) ? -%s : %s", a, b, a, b, a, a))
			return err
		},
	}
	for op, fn := range scalarMathFuncs {
		r[op] = scalarCall(fn)
	}
	return r
}

// scalarCall calls the one-argument scalar function fn.
func scalarCall(fn string) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), fn+"("+e.name(op.Operand(0))+")")
		return err
	}
}

// emitAbs spells the absolute value as a conditional: it serves integers and floats alike.
func emitAbs(e *Emitter, op *ir.Operation) error {
	t, err := e.cppTypeOf(op.Result(0))
	if err != nil {
		return err
	}
	x := e.name(op.Operand(0))
	// absi reads its operand as signed: an index (uint32_t) is compared as int32_t, and
	// the unsigned negation wraps to the same bits as the signed one.
	if isIndex(op.Operand(0)) {
		_, err = e.decl(op.Result(0), fmt.Sprintf("(static_cast<int32_t>(%s) > 0) ? %s : -%s", x, x, x))
		return err
	}
	_, err = e.decl(op.Result(0), fmt.Sprintf("(%s > static_cast<%s>(0)) ? %s : -%s", x, t, x, x))
	return err
}

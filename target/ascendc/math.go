package ascendc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// --- [ math dialect ] -----------------------------------------------------------------
//
// Scalar math calls the scalar functions of the AscendC namespace, named like the op
// with a capital letter (math.log2 -> AscendC::Log2); a few ops are plain expressions.

var mathCalls = []string{"cos", "sin", "tan", "acos", "asin", "atan", "cosh", "sinh", "tanh", "acosh", "asinh",
	"atanh", "log", "log2", "log10", "log1p", "exp", "expm1", "ceil", "floor", "round", "roundeven", "trunc",
	"sqrt", "rsqrt", "erf", "erfc", "cbrt"}

func addMathRules(r map[string]Rule) {
	for _, n := range mathCalls {
		fn := "AscendC::" + strings.ToUpper(n[:1]) + n[1:]
		r["math."+n] = func(e *Emitter, op *ir.Operation) error {
			_, err := e.decl(op.Result(0), fn+"("+e.name(op.Operand(0))+")")
			return err
		}
	}
	r["math.exp2"] = func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), "AscendC::Exp("+e.name(op.Operand(0))+" * Log(2))")
		return err
	}
	abs := func(e *Emitter, op *ir.Operation) error {
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		x := e.name(op.Operand(0))
		_, err = e.decl(op.Result(0), fmt.Sprintf("(%s > static_cast<%s>(0)) ? %s : -%s", x, t, x, x))
		return err
	}
	r["math.absf"] = abs
	r["math.absi"] = abs
	r["math.fma"] = func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), fmt.Sprintf("%s * %s + %s", e.name(op.Operand(0)), e.name(op.Operand(1)), e.name(op.Operand(2))))
		return err
	}
	r["math.powf"] = func(e *Emitter, op *ir.Operation) error {
		_, err := e.decl(op.Result(0), fmt.Sprintf("AscendC::Power(%s, %s)", e.name(op.Operand(0)), e.name(op.Operand(1))))
		return err
	}
}

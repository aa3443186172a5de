// Package math defines the part of MLIR's math dialect that scalar kernel code uses: the
// elementwise float functions (math.cos, math.exp2, ...), math.absi, math.fma and
// math.powf. The ops take and return one type; the fastmath flags are kept as an
// ordinary attribute (generic form) rather than parsed in the custom form.
package math

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// unaryFloat lists the one-operand float ops.
var unaryFloat = []string{"absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh",
	"erf", "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven", "rsqrt",
	"sin", "sinh", "sqrt", "tan", "tanh", "trunc"}

// Dialect returns a fresh math dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: "math"}
	tc := opdef.TypeConstraints
	traits := ir.TraitPure | ir.TraitSameOperandsAndResultType | ir.TraitElementwise
	fm := opdef.Attr{Name: "fastmath", C: opdef.AnyAttr, Optional: true}
	op := func(name, c string, operands ...string) {
		def := &opdef.Op{Name: "math." + name, Traits: traits, Attrs: []opdef.Attr{fm},
			Results: []opdef.Operand{{Name: "result", Type: tc[c]}}}
		same := []string{"result"}
		for _, o := range operands {
			def.Operands = append(def.Operands, opdef.Operand{Name: o, Type: tc[c]})
			same = append(same, o)
		}
		def.SameTypes = [][]string{same}
		format := ""
		for i, o := range operands {
			if i > 0 {
				format += " `,` "
			}
			format += "$" + o
		}
		def.Format = format + " attr-dict `:` type($result)"
		opdef.Register(d, def)
	}
	for _, n := range unaryFloat {
		op(n, "FloatLike", "operand")
	}
	op("absi", "SignlessIntegerLike", "operand")
	op("fma", "FloatLike", "a", "b", "c")
	op("powf", "FloatLike", "lhs", "rhs")
	return d
}

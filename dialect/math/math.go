// Package math defines MLIR's math dialect as LLVM 19 has it: the elementwise float
// functions (math.sin, math.exp2, ...), the float ops with two or three operands
// (math.atan2, math.copysign, math.powf, math.fma, math.fpowi), and the integer ops
// (math.absi, math.ctlz, math.cttz, math.ctpop, math.ipowi). Float ops carry arith's
// fastmath property (`fastmath<fast>` in the custom form). Folders fold constant operands
// as mlir-opt 19 does (fold.go); the dialect has no other canonicalization patterns.
package math

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ub"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "math"

// floatUnary lists the one-operand float ops of LLVM 19 (math.erfc came later).
var floatUnary = []string{OpAbsf, OpAcos, OpAcosh, OpAsin, OpAsinh, OpAtan, OpAtanh, OpCbrt, OpCeil,
	OpCos, OpCosh, OpErf, OpExp, OpExp2, OpExpm1, OpFloor, OpLog, OpLog10, OpLog1p, OpLog2, OpRound,
	OpRoundeven, OpRsqrt, OpSin, OpSinh, OpSqrt, OpTan, OpTanh, OpTrunc}

// intUnary lists the one-operand integer ops.
var intUnary = []string{OpAbsi, OpCtlz, OpCtpop, OpCttz}

const (
	traits = ir.TraitPure | ir.TraitSameOperandsAndResultType | ir.TraitElementwise
	fmtFM  = " (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
)

// Dialect returns a fresh math dialect. Folded values become arith.constant ops, and a
// propagated poison a ub.poison, as MLIR's math dialect materialises them.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Materialize: materialize, Closed: true}
	tc := opdef.TypeConstraints
	fm := arith.FastMathAttr()
	op := func(name, c string, fastmath bool, operands ...string) *opdef.Op {
		def := &opdef.Op{Name: name, Traits: traits, Fold: foldFor(name),
			Results: []opdef.Operand{{Name: "result", Type: tc[c]}}}
		format := ""
		for i, o := range operands {
			def.Operands = append(def.Operands, opdef.Operand{Name: o, Type: tc[c]})
			if i > 0 {
				format += " `,` "
			}
			format += "$" + o
		}
		if fastmath {
			def.Attrs = []opdef.Attr{fm}
			def.Format = format + fmtFM
		} else {
			def.Format = format + " attr-dict `:` type($result)"
		}
		return def
	}
	for _, n := range floatUnary {
		opdef.Register(d, op(n, "FloatLike", true, "operand"))
	}
	for _, n := range []string{OpAtan2, OpCopysign, OpPowf} {
		opdef.Register(d, op(n, "FloatLike", true, "lhs", "rhs"))
	}
	opdef.Register(d, op(OpFma, "FloatLike", true, "a", "b", "c"))
	for _, n := range intUnary {
		opdef.Register(d, op(n, "SignlessIntegerLike", false, "operand"))
	}
	opdef.Register(d, op(OpIpowi, "SignlessIntegerLike", false, "lhs", "rhs"))
	// fpowi raises a float to an integer power: the operands differ in element type but
	// share a shape, and the result has the base's type.
	opdef.Register(d, &opdef.Op{Name: OpFpowi, Traits: ir.TraitPure | ir.TraitElementwise,
		Operands: []opdef.Operand{{Name: "lhs", Type: tc["FloatLike"]}, {Name: "rhs", Type: tc["SignlessIntegerLike"]}},
		Attrs:    []opdef.Attr{fm}, Results: []opdef.Operand{{Name: "result", Type: tc["FloatLike"]}},
		SameTypes: [][]string{{"lhs", "result"}}, Verify: verifyFpowi, Fold: foldFor(OpFpowi),
		Format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"})
	return d
}

// verifyFpowi checks SameOperandsAndResultShape, then the Elementwise trait, with MLIR's
// messages: the shapes of all operands and results must be compatible together (a
// dynamic or unranked dimension matches any, scalable vectors only their like), and the
// shaped ones must be of one container kind.
func verifyFpowi(op *ir.Operation) error {
	if !opdef.CompatibleShapes(append(op.OperandTypes(), op.ResultTypes()...)...) {
		return ir.OpError(op, "requires the same shape for all operands and results")
	}
	return opdef.VerifyElementwise(op)
}

func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if op := ub.Materialize(b, a, t, loc); op != nil {
		return op
	}
	return arith.Materialize(b, a, t, loc)
}

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
// messages: shapes must be compatible (a dynamic or unranked dimension matches any), and
// shaped operands must all be of one kind and shape.
func verifyFpowi(op *ir.Operation) error {
	types := append(op.OperandTypes(), op.ResultTypes()...)
	for _, t := range types[1:] {
		if !compatibleShapes(types[0], t) {
			return ir.OpError(op, "requires the same shape for all operands and results")
		}
	}
	var first ir.Type
	scalars := 0
	for _, t := range types {
		if _, shaped := t.(ir.ShapedType); !shaped {
			scalars++
			continue
		}
		if first == nil {
			first = t
		} else if !sameShapedKind(first, t) {
			return ir.OpError(op, "all non-scalar operands/results must have the same shape and base type")
		}
	}
	if first != nil && scalars > 0 {
		return ir.OpError(op, "if an operand is non-scalar, then there must be at least one non-scalar result")
	}
	return nil
}

// compatibleShapes is MLIR's verifyCompatibleShape: scalars match scalars, an unranked
// shape matches any shaped type, ranked shapes match when their ranks agree and each pair
// of dimensions is equal or has a dynamic one.
func compatibleShapes(a, b ir.Type) bool {
	as, aok := a.(ir.ShapedType)
	bs, bok := b.(ir.ShapedType)
	if aok != bok {
		return false
	}
	if !aok || !as.Ranked() || !bs.Ranked() {
		return true
	}
	x, y := as.Shape(), bs.Shape()
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] >= 0 && y[i] >= 0 && x[i] != y[i] {
			return false
		}
	}
	return true
}

// sameShapedKind compares two shaped types without their element types: the same kind of
// container (vector, ranked or unranked tensor) with the same shape.
func sameShapedKind(a, b ir.Type) bool {
	switch x := a.(type) {
	case *ir.VectorType:
		y, ok := b.(*ir.VectorType)
		return ok && ir.TypeEqual(&ir.VectorType{Dims: x.Dims, Scalable: x.Scalable, Elem: ir.I1},
			&ir.VectorType{Dims: y.Dims, Scalable: y.Scalable, Elem: ir.I1})
	case *ir.TensorType:
		y, ok := b.(*ir.TensorType)
		if !ok || len(x.Dims) != len(y.Dims) {
			return false
		}
		for i := range x.Dims {
			if x.Dims[i] != y.Dims[i] {
				return false
			}
		}
		return true
	case *ir.UnrankedTensorType:
		_, ok := b.(*ir.UnrankedTensorType)
		return ok
	}
	return ir.TypeEqual(a, b)
}

func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if op := ub.Materialize(b, a, t, loc); op != nil {
		return op
	}
	return arith.Materialize(b, a, t, loc)
}

package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// asclower-arith-binary: elementwise and bitwise binary arith ops on tiles become L2 vector
// ops (../shared/spec/passes-asc2.md §2, asclower-arith-binary).

// binaryL2 maps the elementwise arith ops to their L2 op.
var binaryL2 = map[string]string{
	arith.OpAddf: ascendc.OpAddL2, arith.OpAddi: ascendc.OpAddL2,
	arith.OpSubf: ascendc.OpSubL2, arith.OpSubi: ascendc.OpSubL2,
	arith.OpMulf: ascendc.OpMulL2, arith.OpMuli: ascendc.OpMulL2,
	arith.OpDivf:     ascendc.OpDivL2,
	arith.OpMaximumf: ascendc.OpMaxL2, arith.OpMaxnumf: ascendc.OpMaxL2, arith.OpMaxsi: ascendc.OpMaxL2,
	arith.OpMinimumf: ascendc.OpMinL2, arith.OpMinnumf: ascendc.OpMinL2, arith.OpMinsi: ascendc.OpMinL2,
}

// bitwiseL2 maps the bitwise arith ops to their L2 op, which works on bytes.
var bitwiseL2 = map[string]string{arith.OpAndi: ascendc.OpAndL2, arith.OpOri: ascendc.OpOrL2}

func lowerArithBinary(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	var c *conversion
	c = newConversion(ctx, tensorType, func(op *ir.Operation) legality {
		name := op.Name()
		if _, ok := binaryL2[name]; ok {
			return dynamicTileLegality(c, op)
		}
		if _, ok := bitwiseL2[name]; ok {
			return dynamicTileLegality(c, op)
		}
		if name == builtin.OpUnrealizedConversionCast || sameDialect(op, arith.OpAddf) || sameDialect(op, ascendc.OpAddL2) {
			return convLegal
		}
		return convUnknown
	})
	c.dep = dep
	for name := range binaryL2 {
		c.add(name, lowerElementwiseBinary)
	}
	for name := range bitwiseL2 {
		c.add(name, lowerBitwiseBinary)
	}
	return c.run(fn)
}

// dynamicTileLegality is the dynamic legality of the lowered ops: legal iff the converter
// leaves every operand and result type as it is.
func dynamicTileLegality(c *conversion, op *ir.Operation) legality {
	if c.opTypesLegal(op) {
		return convLegal
	}
	return convIllegal
}

// lowerElementwiseBinary writes `<L2 op> d, lhs, rhs, calCount` into a new tensor d.
func lowerElementwiseBinary(c *conversion, op *ir.Operation) (bool, error) {
	tt, ok := tileOf(op.Result(0))
	if !ok || op.NumOperands() != 2 {
		return false, nil
	}
	if ir.IsSignlessInt(tt.ElemType, 1) {
		return false, ir.OpError(op, "cannot lower an elementwise operation on i1 tiles")
	}
	if d := c.dep.vectorTiles(op); d != nil {
		return false, d
	}
	n, err := calCount(op, tt)
	if err != nil {
		return false, err
	}
	srcs, ok := c.remapAll(op.Operands())
	if !ok {
		return false, nil
	}
	b := &c.rw.Builder
	d := allocTile(b, op.Loc(), tt)
	b.Create(op.Loc(), binaryL2[op.Name()], []*ir.Value{d, srcs[0], srcs[1], ci64(b, n)}, nil)
	c.replace(op, []*ir.Value{d})
	return true, nil
}

// lowerBitwiseBinary works on the bytes of the (converted) tensors: operands and result of
// wider integers are viewed as i8 tensors whose first dimension grows by the element size.
// The count operand is 1; ascendc-fill-asc-operands later replaces it by the element count.
func lowerBitwiseBinary(c *conversion, op *ir.Operation) (bool, error) {
	if _, ok := tileOf(op.Result(0)); !ok || op.NumOperands() != 2 {
		return false, nil
	}
	if d := c.dep.vectorTiles(op); d != nil {
		return false, d
	}
	rt, ok := tensorType(op.Result(0).Type()).(*ascendc.LocalTensorType)
	if !ok {
		return false, nil
	}
	if _, ok := staticCount(rt.Shape); !ok {
		return false, ir.OpError(op, "expected a tile with a static shape, got %s", ir.TypeString(op.Result(0).Type()))
	}
	srcs, ok := c.remapAll(op.Operands())
	if !ok {
		return false, nil
	}
	b := &c.rw.Builder
	loc := op.Loc()
	d := allocAt(b, loc, ascendc.TPosition_VECCALC, rt.Shape, rt.ElementType)
	width := ir.IntOrFloatWidth(rt.ElementType)
	recast := width != 8
	if recast && (width < 8 || width%8 != 0) {
		return false, ir.OpError(op, "cannot view elements of %s as bytes", ir.TypeString(rt.ElementType))
	}
	dst, lhs, rhs := d, srcs[0], srcs[1]
	if recast {
		dims := append([]int64(nil), rt.Shape.Dims...)
		dims[0] *= int64(width / 8)
		bytes := opdef.Shape{Dims: dims}
		dst = recastTensor(b, loc, d, bytes, ir.I8)
		lhs = recastTensor(b, loc, lhs, bytes, ir.I8)
		rhs = recastTensor(b, loc, rhs, bytes, ir.I8)
	}
	b.Create(loc, bitwiseL2[op.Name()], []*ir.Value{dst, lhs, rhs, ci64(b, 1)}, nil)
	res := dst
	if recast {
		res = recastTensor(b, loc, dst, rt.Shape, rt.ElementType)
	}
	c.replace(op, []*ir.Value{res})
	return true, nil
}

// recastTensor views v as a local tensor of another shape and element type: an
// unrealized_conversion_cast (later realized as a reinterpret) and an identity
// reinterpret_cast, as PyAsc's helper builds them.
func recastTensor(b *ir.Builder, loc ir.Location, v *ir.Value, shape opdef.Shape, elem ir.Type) *ir.Value {
	t := &ascendc.LocalTensorType{Shape: shape, ElementType: elem}
	cast := b.Create(loc, builtin.OpUnrealizedConversionCast, []*ir.Value{v}, []ir.Type{t}).Result(0)
	return b.Create(loc, ascendc.OpReinterpretCast, []*ir.Value{cast}, []ir.Type{t}).Result(0)
}

package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/ir"
)

// asclower-math: unary math ops on tiles become Ascend C math library calls or L2 vector
// ops (../shared/spec/passes-asc2.md §2, asclower-math).

// mathLibrary maps math ops to library ops taking (dst, src, [tmp], calCount, isReuseSource).
var mathLibrary = map[string]string{
	math.OpLog: ascendc.OpLog, math.OpErf: ascendc.OpErf, math.OpAsin: ascendc.OpAsin,
	math.OpAcos: ascendc.OpAcos, math.OpCos: ascendc.OpCos, math.OpSin: ascendc.OpSin,
	math.OpTan: ascendc.OpTan, math.OpSinh: ascendc.OpSinh, math.OpCosh: ascendc.OpCosh,
	math.OpTanh: ascendc.OpTanh, math.OpCeil: ascendc.OpCeil, math.OpFloor: ascendc.OpFloor,
	math.OpRound: ascendc.OpRound, math.OpLog2: ascendc.OpLog2,
}

// mathL2 maps math ops to unary L2 ops taking (dst, src, calCount).
var mathL2 = map[string]string{
	math.OpAbsf: ascendc.OpAbsL2, math.OpExp: ascendc.OpExpL2,
	math.OpSqrt: ascendc.OpSqrtL2, math.OpRsqrt: ascendc.OpRsqrtL2,
}

func lowerMath(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	c := newConversion(ctx, tensorType, func(op *ir.Operation) legality {
		switch {
		case sameDialect(op, math.OpLog):
			if involvesTile(op) {
				return convIllegal
			}
			return convLegal
		case sameDialect(op, ascendc.OpAddL2), op.Name() == arith.OpConstant:
			return convLegal
		}
		return convUnknown
	})
	c.dep = dep
	for name := range mathLibrary {
		c.add(name, lowerMathLibrary)
	}
	for name := range mathL2 {
		c.add(name, lowerMathL2)
	}
	return c.run(fn)
}

// unaryTileOperands checks the shape of a unary math op on a static tile and returns the
// tile, its element count and the converted source.
func unaryTileOperands(c *conversion, op *ir.Operation) (tt *asctile.TileType, n int64, src *ir.Value, ok bool, err error) {
	t, isTile := tileOf(op.Result(0))
	if !isTile || op.NumOperands() != 1 {
		return nil, 0, nil, false, nil
	}
	if _, isFloat := t.ElemType.(*ir.FloatType); !isFloat {
		return nil, 0, nil, false, nil
	}
	if d := c.dep.vectorTiles(op); d != nil {
		return nil, 0, nil, false, d
	}
	if n, err = calCount(op, t); err != nil {
		return nil, 0, nil, false, err
	}
	if src, ok = c.remap(op.Operand(0)); !ok {
		return nil, 0, nil, false, nil
	}
	return t, n, src, true, nil
}

func lowerMathLibrary(c *conversion, op *ir.Operation) (bool, error) {
	tt, n, src, ok, err := unaryTileOperands(c, op)
	if !ok || err != nil {
		return false, err
	}
	b := &c.rw.Builder
	loc := op.Loc()
	d := allocTile(b, loc, tt)
	cnt := ci64(b, n)
	reuse := ci1(b, false)
	call := func(dst, x *ir.Value) {
		b.Create(loc, mathLibrary[op.Name()], []*ir.Value{dst, x, cnt, reuse}, nil,
			ir.NamedAttr{Name: "operandSegmentSizes", Value: ir.DenseI32Array(1, 1, 0, 1, 1)})
	}
	if c.dep.widenBF16(tt.ElemType) {
		// Ascend C's math library is declared for half and float only: PyAsc's call on a
		// bf16 tile does not compile. The tile is widened to f32 (exact), the function
		// computed there and the result rounded once to bf16 (RINT), which is what a bf16
		// library function could at best return. The library's dst and src do not
		// overlap, so the f32 copy and the f32 result are two buffers.
		shape, pos := d.Type().(*ascendc.LocalTensorType).Shape, tilePosition(tt.Loc)
		x, y := allocAt(b, loc, pos, shape, ir.F32), allocAt(b, loc, pos, shape, ir.F32)
		castL2(b, loc, x, src, cnt, ascendc.RoundMode_CAST_NONE)
		call(y, x)
		castL2(b, loc, d, y, cnt, ascendc.RoundMode_CAST_RINT)
	} else {
		call(d, src)
	}
	c.replace(op, []*ir.Value{d})
	return true, nil
}

func lowerMathL2(c *conversion, op *ir.Operation) (bool, error) {
	tt, n, src, ok, err := unaryTileOperands(c, op)
	if !ok || err != nil {
		return false, err
	}
	b := &c.rw.Builder
	d := allocTile(b, op.Loc(), tt)
	b.Create(op.Loc(), mathL2[op.Name()], []*ir.Value{d, src, ci64(b, n)}, nil)
	c.replace(op, []*ir.Value{d})
	return true, nil
}

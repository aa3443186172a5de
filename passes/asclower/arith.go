package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// asclower-arith: tile constants, bitcasts and negations become ascendc ops
// (../shared/spec/passes-asc2.md §2, asclower-arith).

func lowerArith(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	var c *conversion
	c = newConversion(ctx, tensorType, func(op *ir.Operation) legality {
		switch op.Name() {
		case arith.OpConstant, arith.OpBitcast, arith.OpNegf:
			if c.opTypesLegal(op) {
				return convLegal
			}
			return convIllegal
		}
		if sameDialect(op, ascendc.OpAddL2) {
			return convLegal
		}
		return convUnknown
	})
	c.dep = dep
	c.add(arith.OpConstant, lowerTileConstant)
	c.add(arith.OpBitcast, lowerTileBitcast)
	c.add(arith.OpNegf, lowerTileNegf)
	return c.run(fn)
}

// lowerTileConstant fills a new local tensor: a splat with duplicate_l2, any other dense
// value element by element with set_value.
func lowerTileConstant(c *conversion, op *ir.Operation) (bool, error) {
	tt, ok := op.Result(0).Type().(*asctile.TileType)
	if !ok {
		return false, nil
	}
	dense, ok := op.Attr("value").(*ir.DenseElementsAttr)
	if !ok {
		return false, nil
	}
	if ir.IsSignlessInt(tt.ElemType, 1) {
		return false, ir.OpError(op, "cannot lower a constant tile of i1: run asclower-redress-i1-tile first")
	}
	if d := c.dep.vectorTiles(op); d != nil {
		return false, d
	}
	n, err := calCount(op, tt)
	if err != nil {
		return false, err
	}
	b := &c.rw.Builder
	if dense.Splat {
		s := constAttr(b, op.Loc(), denseElement(dense, 0))
		d := allocTile(b, op.Loc(), tt)
		b.Create(op.Loc(), ascendc.OpDuplicateL2, []*ir.Value{d, s, ci64(b, n)}, nil)
		c.replace(op, []*ir.Value{d})
		return true, nil
	}
	d := allocTile(b, op.Loc(), tt)
	for i := int64(0); i < n; i++ {
		v := constAttr(b, ir.Unknown, denseElement(dense, int(i)))
		b.Create(ir.Unknown, ascendc.OpLocalTensorSetValue, []*ir.Value{d, ci32(b, i), v}, nil)
	}
	c.replace(op, []*ir.Value{d})
	return true, nil
}

// denseElement returns element i of a dense attribute as a scalar attribute.
func denseElement(a *ir.DenseElementsAttr, i int) ir.TypedAttr {
	et := a.Type.ElementType()
	if a.Splat {
		i = 0
	}
	if _, ok := et.(*ir.FloatType); ok {
		f := &ir.FloatAttr{Type: et}
		if i < len(a.Floats) {
			f.Value = a.Floats[i]
		}
		if h, ok := a.NaNHex[i]; ok {
			f.Hex = h
		}
		return f
	}
	v := int64(0)
	if i < len(a.Ints) {
		v = a.Ints[i]
	}
	return ir.NewIntAttr(et, v)
}

// lowerTileBitcast reinterprets the converted operand as the converted result type.
func lowerTileBitcast(c *conversion, op *ir.Operation) (bool, error) {
	if _, ok := tileOf(op.Result(0)); !ok {
		return false, nil
	}
	src, ok := c.remap(op.Operand(0))
	if !ok {
		return false, nil
	}
	rt := tensorType(op.Result(0).Type())
	if rt == nil {
		return false, nil
	}
	if _, ok := src.Type().(*ascendc.LocalTensorType); !ok {
		return false, nil
	}
	r := c.rw.Create(op.Loc(), ascendc.OpReinterpretCast, []*ir.Value{src}, []ir.Type{rt})
	c.replace(op, r.Results())
	return true, nil
}

// lowerTileNegf multiplies by -1 with muls_l2.
func lowerTileNegf(c *conversion, op *ir.Operation) (bool, error) {
	tt, ok := tileOf(op.Result(0))
	if !ok {
		return false, nil
	}
	if _, ok := tt.ElemType.(*ir.FloatType); !ok {
		return false, nil
	}
	if d := c.dep.vectorTiles(op); d != nil {
		return false, d
	}
	n, err := calCount(op, tt)
	if err != nil {
		return false, err
	}
	src, ok := c.remap(op.Operand(0))
	if !ok {
		return false, nil
	}
	b := &c.rw.Builder
	d := allocTile(b, op.Loc(), tt)
	m := constAttr(b, op.Loc(), &ir.FloatAttr{Type: tt.ElemType, Value: -1})
	b.Create(op.Loc(), ascendc.OpMulsL2, []*ir.Value{d, src, m, ci64(b, n)}, nil)
	c.replace(op, []*ir.Value{d})
	return true, nil
}

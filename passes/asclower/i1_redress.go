package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// asclower-redress-i1-tile: i1-tile constants become byte tiles holding the booleans
// packed 8 to a byte (LSB first); users keep the i1 type through a cast.

// redressedTile is the byte tile standing for an i1 tile (nil if t is no static i1 tile).
func redressedTile(t ir.Type) *asctile.TileType {
	tt, ok := t.(*asctile.TileType)
	if !ok || !isI1(tt.ElemType) {
		return nil
	}
	n := numElements(tt.Shape())
	if n < 0 {
		return nil
	}
	return &asctile.TileType{Dims: opdef.Shape{Dims: []int64{ir.CeilDiv(n, 8)}}, ElemType: ir.IntType(8, ir.Signless), Loc: tt.Loc}
}

func redressI1Tile(fn *ir.Operation, ctx *ir.Context) error {
	if err := foldFirst(fn, ctx, redressLegal); err != nil {
		return err
	}
	l := newLowerer(ctx, false)
	var diags ir.DiagList
	for _, o := range collectOps(fn, opNamed(arith.OpConstant)) {
		if o.NumResults() != 1 {
			continue
		}
		nt := redressedTile(o.Result(0).Type())
		if nt == nil {
			continue
		}
		d, ok := o.Attr("value").(*ir.DenseElementsAttr)
		if !ok {
			// MLIR's conversion stops at the first op it cannot legalize.
			diags = append(diags, ir.OpError(o, "failed to legalize operation '%s' that was explicitly marked illegal", o.Name()))
			break
		}
		packed := packBits(d, nt)
		l.b.SetInsertionPointBefore(o)
		c := l.create(o.Loc(), arith.OpConstant, nil, []ir.Type{nt}, ir.NamedAttr{Name: "value", Value: packed}).Result(0)
		back := l.cast(o.Loc(), c, o.Result(0).Type())
		l.back[back] = c
		o.Result(0).ReplaceAllUsesWith(back)
		o.Erase()
	}
	l.finish()
	if len(diags) > 0 {
		return diags
	}
	return nil
}

// packBits packs a dense i1 attribute into k signed bytes; splats stay splats.
func packBits(d *ir.DenseElementsAttr, nt *asctile.TileType) *ir.DenseElementsAttr {
	k := nt.Dims.Dims[0]
	out := &ir.DenseElementsAttr{Type: nt}
	if d.Splat {
		v := int64(0)
		if len(d.Ints) > 0 && d.Ints[0] != 0 {
			v = -1
		}
		out.Splat, out.Ints = true, []int64{v}
		return out
	}
	bytes := make([]int64, k)
	for i, b := range d.Ints {
		if b != 0 {
			bytes[i/8] |= 1 << (i % 8)
		}
	}
	for i := range bytes {
		bytes[i] = int64(int8(bytes[i]))
	}
	if allEqual(bytes) {
		out.Splat, out.Ints = true, bytes[:1]
		return out
	}
	out.Ints = bytes
	return out
}

func allEqual(vs []int64) bool {
	for _, v := range vs {
		if v != vs[0] {
			return false
		}
	}
	return true
}

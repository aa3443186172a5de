package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// Departure from PyAsc (docs/pyasc.md §5), taken with the UB clipping of data_clip.go (the
// same departures.at): cube tiles at the tensor edge.
//
// PyAsc's L1 load copies a whole tileShape[0] × tileShape[1] block whatever is left of the
// tensor, and its fixpipe store writes the whole L0C tile. A tiled matmul whose M, N or K is
// not a multiple of the tile therefore reads past A and B and writes past C. Here the L1
// load copies the rows and columns that exist (the L1 layout, dstNzC0Stride, is the tile's),
// the fixpipe store writes the rows and columns that exist, and an Mmad whose A or B tile
// stops early along K multiplies only the valid depth (MmadParams.k). Rows of A and columns
// of B past M and N feed only the rows and columns of C that the store leaves out, so they
// need no zeros; the depth past K would feed every element, hence the clipped k. The cube
// reads L0A and L0B k-block by k-block with K1 = ceil(k / C0) blocks, so the prefix of the
// tile's blocks is what it multiplies; only the m-block-major L0A of c220 (lowerCopyL0AZZ)
// packs its rows at K1 blocks, which the copy takes from the same valid depth.

// cubeClip holds, for the ops of one function, the valid depth built before each: the k of
// a matmul and the column count of an L0A copy.
type cubeClip struct {
	matK, copyK map[*ir.Operation]*ir.Value
}

// planCubeClip computes the valid depths while the asctile loads and copies they trace to
// still exist (the lowering below erases them).
func planCubeClip(l *lowerer, fn *ir.Operation) *cubeClip {
	c := &cubeClip{matK: map[*ir.Operation]*ir.Value{}, copyK: map[*ir.Operation]*ir.Value{}}
	for _, o := range collectOps(fn, opNamed(asctile.OpMatmul, asctile.OpMatmulAcc, asctile.OpCopy)) {
		l.b.SetInsertionPointBefore(o)
		if o.Name() == asctile.OpCopy {
			if isIn(o.Result(0), asctile.TileLocation_L0A) {
				if k := l.validExtent(o.Loc(), o.Result(0), 1); k != nil {
					c.copyK[o] = k
				}
			}
			continue
		}
		ka := l.validExtent(o.Loc(), o.Operand(0), 1)
		kb := l.validExtent(o.Loc(), o.Operand(1), 0)
		switch {
		case ka != nil && kb != nil:
			c.matK[o] = l.binop(o.Loc(), arith.OpMinsi, ka, kb)
		case ka != nil:
			c.matK[o] = ka
		case kb != nil:
			c.matK[o] = kb
		}
	}
	return c
}

func isIn(v *ir.Value, loc asctile.TileLocation) bool {
	t, ok := v.Type().(*asctile.TileType)
	return ok && t.Loc == loc
}

// validExtent is how many of the tile v's elements along dim hold tensor data, when v is a
// 2-D cube tile loaded from a tensor (directly or through copies out of such a tile); nil
// when v is not traced to a load (a whole tile is assumed, as in PyAsc).
func (l *lowerer) validExtent(loc ir.Location, v *ir.Value, dim int) *ir.Value {
	d := v.DefiningOp()
	t, ok := staticTile(v)
	if d == nil || !ok || len(t.Shape()) != 2 {
		return nil
	}
	switch d.Name() {
	case asctile.OpLoad:
		lo, _ := asctile.AsLoadOp(d)
		sh := l.tensorDims(lo.Base())
		offs := lo.Offsets()
		if len(sh) != 2 || len(offs) != 2 {
			return nil
		}
		return l.clipRows(loc, sh[dim], offs[dim], t.Shape()[dim])
	case asctile.OpCopy:
		co, _ := asctile.AsCopyOp(d)
		offs := co.Offsets()
		vb := l.validExtent(loc, co.Base(), dim)
		if vb == nil || len(offs) != 2 {
			return nil
		}
		return l.clipRows(loc, vb, offs[dim], t.Shape()[dim])
	}
	return nil
}

// tensorDims are the i32 sizes of the asctile.tensor behind base (nil if there is none).
func (l *lowerer) tensorDims(base *ir.Value) []*ir.Value {
	t := base.DefiningOp()
	tt, ok := base.Type().(*asctile.TensorType)
	if t == nil || t.Name() != asctile.OpTensor || !ok {
		return nil
	}
	sizes := t.Operands()[1:]
	var out []*ir.Value
	for _, d := range tt.Shape() {
		if d >= 0 {
			out = append(out, l.ci32(d))
			continue
		}
		if len(sizes) == 0 {
			return nil
		}
		out, sizes = append(out, sizes[0]), sizes[1:]
	}
	return out
}

// lowerClippedMatmuls lowers the matmuls given a valid depth, once their operands' loads
// and copies are lowered; asclower-asctile lowers the others.
func lowerClippedMatmuls(l *lowerer, c *cubeClip, fn *ir.Operation) ir.DiagList {
	var diags ir.DiagList
	for _, o := range collectOps(fn, opNamed(asctile.OpMatmul, asctile.OpMatmulAcc)) {
		k := c.matK[o]
		if k == nil {
			continue
		}
		if d := tileOperands(o); d != nil {
			diags = append(diags, d, illegalOp(o))
			continue
		}
		l.b.SetInsertionPointBefore(o)
		var ins []*ir.Value
		for _, v := range o.Operands() {
			ins = append(ins, l.remap(o.Loc(), v))
		}
		l.b.SetInsertionPointBefore(o)
		if d := lowerMatmul(l, o, ins, k); d != nil {
			diags = append(diags, d, illegalOp(o))
		}
	}
	return diags
}

// l1LoadClipped copies the part of a 2-D L1 tile at offs that lies inside the tensor:
// Nd2Nz with the valid row and column counts in the tile's NZ layout. The banded form
// (f32 or integer B: 16-row bands, each its own NZ matrix) copies the whole bands with one
// Nd2Nz and the rows of a partial last band with a second, and reads the tensor at its
// row length (PyAsc passes the tile's, which is right only for a tensor one tile wide).
func (l *lowerer) l1LoadClipped(loc ir.Location, o *ir.Operation, rt *asctile.TileType, g *gmAccess, offs []*ir.Value, dst, src *ir.Value) {
	ts := rt.Shape()
	z, one := l.ci32(0), l.ci32(1)
	rows := l.clipRows(loc, g.shape[0], offs[0], ts[0])
	cols := l.clipRows(loc, g.shape[1], offs[1], ts[1])
	kb := 32 / elemBytesOf(rt.ElemType)
	matA := o.HasAttr(asctile.AttrIsMatrixA)
	rowBlk := kb
	if matA {
		rowBlk = 16
	}
	nd2nz := func(ops ...*ir.Value) *ir.Value {
		return l.create(loc, ascendc.OpConstruct, ops, []ir.Type{&ascendc.Nd2nzParamsType{}}).Result(0)
	}
	if ft, ok := rt.ElemType.(*ir.FloatType); matA || (ok && ft.Width == 16) {
		c0s := ir.CeilDiv(ts[0], rowBlk) * rowBlk
		p := nd2nz(one, rows, cols, z, g.shape[1], l.ci32(c0s), one, z)
		l.create(loc, ascendc.OpDataCopyL2, []*ir.Value{dst, src, p}, nil)
		return
	}
	N := l.ci32(16)
	fr := kb * 2
	dms := 16 * ir.CeilDiv(ts[1], fr) * fr
	sms := l.binop(loc, arith.OpMuli, N, g.shape[1])
	full := l.binop(loc, arith.OpDivsi, rows, N)
	rest := l.binop(loc, arith.OpRemsi, rows, N)
	l.ifThen(loc, l.slt(loc, z, full), func() {
		p := nd2nz(full, N, cols, sms, g.shape[1], N, one, l.ci32(dms))
		l.create(loc, ascendc.OpDataCopyL2, []*ir.Value{dst, src, p}, nil)
	})
	l.ifThen(loc, l.slt(loc, z, rest), func() {
		s := l.create(loc, ascendc.OpGlobalTensorSubindex, []*ir.Value{src, l.binop(loc, arith.OpMuli, full, sms)}, []ir.Type{src.Type()}).Result(0)
		d := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{dst, l.binop(loc, arith.OpMuli, full, l.ci32(dms))}, []ir.Type{dst.Type()}).Result(0)
		p := nd2nz(one, rest, cols, z, g.shape[1], N, one, z)
		l.create(loc, ascendc.OpDataCopyL2, []*ir.Value{d, s, p}, nil)
	})
}

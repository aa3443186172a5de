package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// Departure from PyAsc (docs/pyasc.md §5), with the clipping of data_clip.go: a 2-D UB tile
// of several rows that are not whole 32-byte blocks, anywhere in a wider tensor.
//
// The tile's rows follow each other unpadded in UB, but DataCopyPad starts every row it
// moves at a 32-byte boundary of UB, and a vector op cannot address a row that starts
// inside a block either. So the rows go through a staging tensor whose rows are rounded up
// to whole blocks: a load copies the clipped rows into it as for a tile of that row
// length (pads included), then the scalar unit moves each of the tile's elements to its
// packed place; a store moves them the other way and copies the clipped rows out of the
// staging tensor (through a vector copy, see stagedStore). Element by element is slow,
// but it is the one way to reach a row that starts inside a 32-byte block.

// stagedRow is the staging row length in elements: C elements of B bytes rounded up to a
// whole number of 32-byte blocks.
func stagedRow(C, B int64) int64 { return ir.CeilDiv(C*B, 32) * 32 / B }

// stagedLoad loads a 2-D UB tile of ts (rows not whole blocks) at offs into dst.
func (l *lowerer) stagedLoad(loc ir.Location, g *gmAccess, offs []*ir.Value, ts []int64, B int64, dst, src, pad *ir.Value, et ir.Type) {
	R := stagedRow(ts[1], B)
	st := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{ts[0], R}, et)
	z, one := l.ci32(0), l.ci32(1)
	sl := g.shape[len(g.shape)-1]
	cols := l.clipRows(loc, sl, offs[1], ts[1])
	rows := l.clipRows(loc, g.shape[0], offs[0], ts[0])
	blockLen := l.binop(loc, arith.OpMuli, cols, l.ci32(B))
	srcStride := l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpSubi, sl, cols), l.ci32(B))
	per := l.ci32(32 / B)
	rightPad := l.binop(loc, arith.OpRemsi, l.binop(loc, arith.OpSubi, per, l.binop(loc, arith.OpRemsi, cols, per)), per)
	e := l.create(loc, ascendc.OpConstruct, []*ir.Value{rows, blockLen, srcStride, l.ubGap(loc, blockLen, R*B), z},
		[]ir.Type{&ascendc.DataCopyExtParamsType{}}, typeArray(ui16, ui32, ui32, ui32, ui32)).Result(0)
	q := l.create(loc, ascendc.OpConstruct, []*ir.Value{one, z, rightPad, pad},
		[]ir.Type{&ascendc.DataCopyPadExtParamsType{ElementType: et}}, typeArray(ir.I32, ir.I32, ui8, pad.Type())).Result(0)
	l.create(loc, ascendc.OpDataCopyPadL0Ext, []*ir.Value{st, src, e, q}, nil)
	l.padRest(loc, st, pad, rows, cols, []int64{ts[0], R}, B)
	l.moveRows(loc, st, R, dst, ts[1], ts, et)
}

// stagedStore stores the clipped part of a 2-D UB tile of ts (rows not whole blocks) from
// src at offs through dst.
func (l *lowerer) stagedStore(loc ir.Location, g *gmAccess, offs []*ir.Value, ts []int64, B int64, dst, src *ir.Value, et ir.Type) {
	R := stagedRow(ts[1], B)
	// The scalar unit fills a scratch tensor and a vector copy (UB to UB) moves it into the
	// tensor the store reads: the copy out is then ordered after a vector write, as after
	// any other op, rather than after scalar writes the synchronisation does not follow
	// to MTE3.
	sc := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{ts[0], R}, et)
	l.moveRows(loc, src, ts[1], sc, R, ts, et)
	st := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{ts[0], R}, et)
	l.create(loc, ascendc.OpDataCopyL2, []*ir.Value{st, sc, l.ci64(ts[0] * R)}, nil)
	z := l.ci32(0)
	sl := g.shape[len(g.shape)-1]
	cols := l.clipRows(loc, sl, offs[1], ts[1])
	rows := l.clipRows(loc, g.shape[0], offs[0], ts[0])
	blockLen := l.binop(loc, arith.OpMuli, cols, l.ci32(B))
	dstStride := l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpSubi, sl, cols), l.ci32(B))
	e := l.create(loc, ascendc.OpConstruct, []*ir.Value{rows, blockLen, l.ubGap(loc, blockLen, R*B), dstStride, z},
		[]ir.Type{&ascendc.DataCopyExtParamsType{}}, typeArray(ui16, ui32, ui32, ui32, ui32)).Result(0)
	l.create(loc, ascendc.OpDataCopyPadL2Ext, []*ir.Value{dst, st, e}, nil)
}

// moveRows copies, with the scalar unit, the first ts[1] elements of each of the ts[0]
// rows of from (rows fromRow elements apart) to the rows of to (toRow apart).
func (l *lowerer) moveRows(loc ir.Location, from *ir.Value, fromRow int64, to *ir.Value, toRow int64, ts []int64, et ir.Type) {
	l.parallelLoop(loc, l.ci32(0), l.ci32(ts[0]), l.ci32(1), func(r *ir.Value) {
		fb := l.binop(loc, arith.OpMuli, r, l.ci32(fromRow))
		tb := l.binop(loc, arith.OpMuli, r, l.ci32(toRow))
		l.parallelLoop(loc, l.ci32(0), l.ci32(ts[1]), l.ci32(1), func(c *ir.Value) {
			v := l.create(loc, ascendc.OpLocalTensorGetValue, []*ir.Value{from, l.binop(loc, arith.OpAddi, fb, c)}, []ir.Type{et}).Result(0)
			l.create(loc, ascendc.OpLocalTensorSetValue, []*ir.Value{to, l.binop(loc, arith.OpAddi, tb, c), v}, nil)
		})
	})
}

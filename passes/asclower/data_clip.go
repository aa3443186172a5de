package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Departure from PyAsc (docs/pyasc.md §5), taken when the pass takes departures and the
// module names its architecture (departures.at; --pyasc-pipeline does both): UB loads and
// stores of a tile that reaches past the tensor clip at its edge.
//
// PyAsc's UB load copies tileShape[0] rows whatever is left of the tensor, asks DataCopyPad
// for a right padding of the whole rest of the row (the hardware pads within the last
// 32-byte block only) and packs the rows in UB at the 32-byte-rounded length of the copied
// part, not at the tile's row length. Its store writes tileShape[0] rows and clips the row
// length against the rest of the whole tensor rather than the rest of the row. So a tile
// whose rows end early holds garbage past the 32-byte block (reductions and softmax over it
// go wrong), a 2-D one is laid out at the wrong row stride, and rows past the end are read
// and written out of bounds. The clipped forms below keep PyAsc's copy and change only its
// counts and strides.

// clipRows is min(max(extent - off, 0), n): how many of n rows or columns from off lie
// inside a dimension of extent.
func (l *lowerer) clipRows(loc ir.Location, extent, off *ir.Value, n int64) *ir.Value {
	z := l.ci32(0)
	t := l.binop(loc, arith.OpSubi, extent, off)
	neg := l.slt(loc, t, z)
	tail := l.create(loc, arith.OpSelect, []*ir.Value{neg, z, t}, []ir.Type{ir.I32}).Result(0)
	return l.binop(loc, arith.OpMinsi, l.ci32(n), tail)
}

// ubGap is the UB gap, in 32-byte blocks, between copied rows of blockLen bytes that keeps
// them at the tile's row length rowBytes (DataCopyPad rounds each row up to 32 bytes in UB).
// A row length that is not a whole number of blocks cannot be kept: no gap, as in PyAsc.
func (l *lowerer) ubGap(loc ir.Location, blockLen *ir.Value, rowBytes int64) *ir.Value {
	if rowBytes%32 != 0 {
		return l.ci32(0)
	}
	used := l.binop(loc, arith.OpDivsi, l.binop(loc, arith.OpAddi, blockLen, l.ci32(31)), l.ci32(32))
	return l.binop(loc, arith.OpSubi, l.ci32(rowBytes/32), used)
}

// padRest writes pad into the part of the tile the clipped copy left alone: in each of the
// rows copied, the elements from the 32-byte block after the last copied column (DataCopyPad
// pads up to it) to the end of the row; then every row past the copied ones. cols and rows
// are the copied counts (rows nil for a 1-D tile). A 2-D row length that is not a whole
// number of 32-byte blocks keeps PyAsc's form (the rows are packed, see ubGap), unless the
// tile has one row, which is laid out as a 1-D tile is.
func (l *lowerer) padRest(loc ir.Location, dst, pad, rows, cols *ir.Value, ts []int64, B int64) {
	C := ts[len(ts)-1]
	if rows != nil && ts[0] > 1 && C*B%32 != 0 {
		return
	}
	per := 32 / B
	// c = cols rounded up to a whole 32-byte block, in elements.
	c := l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpDivsi, l.binop(loc, arith.OpAddi, cols, l.ci32(per-1)), l.ci32(per)), l.ci32(per))
	n := rows
	if n == nil {
		n = l.ci32(1)
	}
	l.ifThen(loc, l.slt(loc, c, l.ci32(C)), func() {
		rest := l.binop(loc, arith.OpSubi, l.ci32(C), c)
		l.parallelLoop(loc, l.ci32(0), n, l.ci32(1), func(r *ir.Value) {
			at := l.binop(loc, arith.OpAddi, l.binop(loc, arith.OpMuli, r, l.ci32(C)), c)
			l.fill(loc, dst, at, pad, rest)
		})
	})
	if rows == nil {
		return
	}
	l.ifThen(loc, l.slt(loc, rows, l.ci32(ts[0])), func() {
		at := l.binop(loc, arith.OpMuli, rows, l.ci32(C))
		l.fill(loc, dst, at, pad, l.binop(loc, arith.OpSubi, l.ci32(numElements(ts)), at))
	})
}

// fill duplicates pad into count elements of dst from element at.
func (l *lowerer) fill(loc ir.Location, dst, at, pad, count *ir.Value) {
	s := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{dst, at}, []ir.Type{dst.Type()}).Result(0)
	l.create(loc, ascendc.OpDuplicateL2, []*ir.Value{s, pad, count}, nil)
}

func (l *lowerer) slt(loc ir.Location, a, b *ir.Value) *ir.Value {
	return l.create(loc, arith.OpCmpi, []*ir.Value{a, b}, []ir.Type{ir.I1},
		ir.NamedAttr{Name: "predicate", Value: ir.NewIntAttr(ir.I64, 2)}).Result(0)
}

// ifThen builds `scf.if %cond { ... }` with the body filled by fn and leaves the insertion
// point after it.
func (l *lowerer) ifThen(loc ir.Location, cond *ir.Value, fn func()) {
	state := &ir.OperationState{Name: scf.OpIf, Loc: loc, Operands: []*ir.Value{cond}}
	then := ir.NewBlock()
	state.AddRegion().AddBlock(then)
	state.AddRegion()
	ifOp := l.b.CreateState(state)
	l.b.SetInsertionPointToEnd(then)
	fn()
	l.create(loc, scf.OpYield, nil, nil)
	l.b.SetInsertionPointAfter(ifOp)
}

// packedRows reports whether a 2-D UB tile whose rows are not whole 32-byte blocks (packed
// in UB, see ubGap) sits at column 0 of a tensor whose rows are exactly as long, so that
// the rows it covers are contiguous in GM as they are in UB: then the clipped copy is one
// block of the valid rows (PyAsc's one block per row reads and writes each row at a 32-byte
// UB stride, past the tile). Both lengths must be constants.
func packedRows(ts []int64, B int64, cols, colOff *ir.Value) bool {
	if len(ts) != 2 || ts[1]*B%32 == 0 {
		return false
	}
	c, ok := constValue(cols)
	o, ok2 := constValue(colOff)
	return ok && ok2 && c == ts[1] && o == 0
}

// stagedRows reports whether a 2-D UB tile has several rows that are not whole 32-byte
// blocks and packedRows cannot move it as one block: DataCopyPad starts every row it moves
// at a 32-byte boundary of UB while the tile's rows follow each other unpadded (PyAsc's
// one block per row misplaces every row after the first and writes past the tile), so it
// goes through a staging tensor (data_staged.go). Without departures (the pass alone, as
// in PyAsc's own conversion tests) PyAsc's form stays.
func stagedRows(ts []int64, B int64, cols, colOff *ir.Value) bool {
	return len(ts) == 2 && ts[0] >= 2 && ts[1]*B%32 != 0 && !packedRows(ts, B, cols, colOff)
}

// constValue is the value of an integer arith.constant.
func constValue(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || d.Name() != arith.OpConstant {
		return 0, false
	}
	a, ok := d.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Value, true
}

// packedCopy builds the DataCopyExtParams of one block of rows × C elements (the valid
// rows of a packedRows tile) and returns them with the element count.
func (l *lowerer) packedCopy(loc ir.Location, g *gmAccess, rowOff *ir.Value, ts []int64, B int64) (e, n *ir.Value) {
	z, one := l.ci32(0), l.ci32(1)
	rows := l.clipRows(loc, g.shape[0], rowOff, ts[0])
	n = l.binop(loc, arith.OpMuli, rows, l.ci32(ts[1]))
	bl := l.binop(loc, arith.OpMuli, n, l.ci32(B))
	e = l.create(loc, ascendc.OpConstruct, []*ir.Value{one, bl, z, z, z},
		[]ir.Type{&ascendc.DataCopyExtParamsType{}}, typeArray(ui16, ui32, ui32, ui32, ui32)).Result(0)
	return e, n
}

// packedLoad loads a packedRows tile: one DataCopyPad of the valid rows (padded to the
// 32-byte block), then the pad value over the rest of the tile.
func (l *lowerer) packedLoad(loc ir.Location, g *gmAccess, offs []*ir.Value, ts []int64, B int64, dst, src, pad *ir.Value, et ir.Type) {
	e, n := l.packedCopy(loc, g, offs[0], ts, B)
	per := l.ci32(32 / B)
	rp := l.binop(loc, arith.OpRemsi, l.binop(loc, arith.OpSubi, per, l.binop(loc, arith.OpRemsi, n, per)), per)
	q := l.create(loc, ascendc.OpConstruct, []*ir.Value{l.ci32(1), l.ci32(0), rp, pad},
		[]ir.Type{&ascendc.DataCopyPadExtParamsType{ElementType: et}}, typeArray(ir.I32, ir.I32, ui8, pad.Type())).Result(0)
	l.create(loc, ascendc.OpDataCopyPadL0Ext, []*ir.Value{dst, src, e, q}, nil)
	l.padRest(loc, dst, pad, nil, n, []int64{numElements(ts)}, B)
}

// packedStore stores the valid rows of a packedRows tile with one DataCopyPad.
func (l *lowerer) packedStore(loc ir.Location, g *gmAccess, offs []*ir.Value, ts []int64, B int64, dst, src *ir.Value) {
	e, _ := l.packedCopy(loc, g, offs[0], ts, B)
	l.create(loc, ascendc.OpDataCopyPadL2Ext, []*ir.Value{dst, src, e}, nil)
}

package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Tile-to-tile copies of asclower-asctile-data-transfer: L1 -> L0A/L0B (load_data) and
// L0C -> L1 (fixpipe).

func (l *lowerer) ci1(b bool) *ir.Value {
	v := int64(0)
	if b {
		v = 1
	}
	return l.constInt(ir.I1, v)
}

// wholeFractals refuses, with the departures taken and the architecture named (--pyasc-pipeline), a
// cube tile (L1, L0A or L0B, of B-byte elements) that is not a whole number of fractals:
// 16 rows of C0 = 32/B elements, the unit Nd2Nz lays out in L1 and LoadData moves into
// L0A/L0B. PyAsc's lowering copies whole fractals whatever the tile (the Nd2Nz of an 8x16
// f16 tile describes 16 rows, the LoadData of one reads 512 bytes of its 256), so such a
// tile overflows its buffer, and the spec gives no padding for it. An L0B tile is read
// transposed in 16x16 blocks (f32 ones in pairs of fractals), so its rows and columns are
// both multiples of 16 (and of C0).
func wholeFractals(dep departures, o *ir.Operation, rt *asctile.TileType, B int64) *ir.Diagnostic {
	s := rt.Shape()
	if !dep.at(o) || len(s) != 2 {
		return nil
	}
	c0 := 32 / B
	rows, cols := int64(16), c0
	if rt.Loc == asctile.TileLocation_L0B {
		rows, cols = max(16, c0), 16
	}
	if s[0]%rows == 0 && s[1]%cols == 0 {
		return nil
	}
	return ir.OpError(o, "needs a cube tile of whole fractals (16 rows of %d %s elements), not %dx%d in %s: PyAsc's lowering moves whole fractals, past the end of a smaller tile, and the spec gives no padding for it; use rows that are a multiple of %d and columns a multiple of %d",
		c0, ir.TypeString(rt.ElemType), s[0], s[1], rt.Loc, rows, cols)
}

// nzBlock is the column-block width PyAsc's NZ offset of a copy uses: C0 = 32/elemBytes
// elements for L0B, 16 for L0A (C0 of 16-bit types only). The L1 tile of an A matrix is
// laid out in C0-wide column blocks whatever the type (Nd2Nz, passes-asc2.md), so for
// f32 PyAsc's offset of a row below 0 points past the fractal (row 16 of an f32 tile at
// element 256 instead of 128); with the departures taken and the architecture named (fixed) the block is C0.
func nzBlock(loc asctile.TileLocation, kb int64, fixed bool) int64 {
	if loc == asctile.TileLocation_L0A && !fixed {
		return 16
	}
	return kb
}

// nzOffset is the element offset of (offs[0], offs[1]) in an NZ tile of rows0 rows in
// b-wide column blocks: rows0*b*(off1/b) + off0*b + off1%b, in PyAsc's op order.
func (l *lowerer) nzOffset(loc ir.Location, rows0 *ir.Value, offs []*ir.Value, blk int64) *ir.Value {
	b := l.ci32(blk)
	t1 := l.binop(loc, arith.OpMuli, rows0, b)
	t2 := l.binop(loc, arith.OpDivsi, offs[1], b)
	t3 := l.binop(loc, arith.OpMuli, t1, t2)
	t4 := l.binop(loc, arith.OpMuli, offs[0], b)
	t5 := l.binop(loc, arith.OpAddi, t3, t4)
	t6 := l.binop(loc, arith.OpRemsi, offs[1], b)
	return l.binop(loc, arith.OpAddi, t5, t6)
}

// bandStride is the element distance between the 16-row bands of an f32 (non-A) L1 tile
// of cols columns: PyAsc's Nd2Nz writes each band as its own NZ matrix, dstNzMatrixStride
// = 16 * cols rounded up to 2*C0 (passes-asc2.md, load into L1).
func bandStride(cols, kb int64) int64 {
	return 16 * ir.CeilDiv(cols, 2*kb) * 2 * kb
}

// bandedOffset is the element offset of (offs[0], offs[1]) in such a banded L1 tile:
// (off0/16)*stride + (off1/C0)*16*C0 + (off0%16)*C0 + off1%C0. PyAsc uses the NZ offset
// of an unbanded tile, right only for a tile of one band read from column 0.
func (l *lowerer) bandedOffset(loc ir.Location, offs []*ir.Value, stride, kb int64) *ir.Value {
	c16, c0 := l.ci32(16), l.ci32(kb)
	band := l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpDivsi, offs[0], c16), l.ci32(stride))
	col := l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpDivsi, offs[1], c0), l.ci32(16*kb))
	row := l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpRemsi, offs[0], c16), c0)
	in := l.binop(loc, arith.OpRemsi, offs[1], c0)
	return l.binop(loc, arith.OpAddi, l.binop(loc, arith.OpAddi, band, col), l.binop(loc, arith.OpAddi, row, in))
}

// isF32 reports whether t is f32.
func isF32(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && ft.Width == 32
}

// lowerCopy loads an L1 tile (NZ layout) into L0A or L0B. On c220 (the module says
// asc.compilation_arch = "c220", departures taken) an L0A tile of several fractals along both M and K is
// loaded one fractal row at a time, see lowerCopyL0AZZ.
// k, when not nil, is the valid depth of an L0A tile (data_cube_clip.go).
func lowerCopy(l *lowerer, o *ir.Operation, c220 bool, k *ir.Value) *ir.Diagnostic {
	co, _ := asctile.AsCopyOp(o)
	rt, ok := staticTile(o.Result(0))
	if !ok {
		return ir.OpError(o, "needs a statically shaped result tile of fewer than 2^63 elements")
	}
	if rt.Loc != asctile.TileLocation_L0A && rt.Loc != asctile.TileLocation_L0B {
		return ir.OpError(o, "invalid destination location of the tile")
	}
	bt, ok := staticTile(co.Base())
	offs := co.Offsets()
	if !ok || len(bt.Shape()) != 2 || len(rt.Shape()) != 2 || len(offs) != 2 {
		return ir.OpError(o, "needs 2-D tiles and two offsets")
	}
	B := elemBytesOf(rt.ElemType)
	if B == 0 {
		return ir.OpError(o, "cannot copy %s elements", ir.TypeString(rt.ElemType))
	}
	if d := wholeFractals(l.dep, o, rt, B); d != nil {
		return d
	}
	loc := o.Loc()
	src := l.remap(loc, co.Base())
	l.b.SetInsertionPointBefore(o)
	ss := []*ir.Value{l.ci32(bt.Shape()[0]), l.ci32(bt.Shape()[1])}
	kb := 32 / B
	cube := 16 * kb
	fixed := l.dep.at(o)
	banded := fixed && rt.Loc == asctile.TileLocation_L0B && isF32(rt.ElemType)
	var lin *ir.Value
	if banded {
		lin = l.bandedOffset(loc, offs, bandStride(bt.Shape()[1], kb), kb)
	} else {
		lin = l.nzOffset(loc, ss[0], offs, nzBlock(rt.Loc, kb, fixed))
	}
	srcv := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{src, lin}, []ir.Type{src.Type()}).Result(0)
	pos, _ := positionOf(rt.Loc)
	d := l.alloc(loc, pos, rt.Shape(), rt.ElemType)
	l.replaceConvertedKeep(o, d)
	z, one := l.ci32(0), l.ci32(1)
	ds := rt.Shape()
	// m-blocks of the result and of the L1 tile, k-blocks of the result.
	m1, b1, k1 := ir.CeilDiv(ds[0], 16), ir.CeilDiv(bt.Shape()[0], 16), ir.CeilDiv(ds[1], kb)
	if rt.Loc == asctile.TileLocation_L0A && c220 && k1 > 1 && (m1 > 1 || b1 > 1) {
		lowerCopyL0AZZ(l, loc, d, srcv, bt.Shape()[0], ds, kb, k)
		o.Erase()
		return nil
	}
	if rt.Loc == asctile.TileLocation_L0A && !c220 && l.dep.at(o) && k1 > 1 && m1 != b1 {
		lowerCopyL0AKBlocks(l, loc, d, srcv, b1, m1, k1, kb)
		o.Erase()
		return nil
	}
	if rt.Loc == asctile.TileLocation_L0A {
		p := l.initStruct(loc, &ascendc.LoadData2dParamsType{}, []string{"repeatTimes", "srcStride", "dstGap", "ifTranspose"},
			[]*ir.Value{l.ci32(ir.CeilDiv(numElements(ds), cube)), one, z, l.ci1(false)})
		l.create(loc, ascendc.OpLoadDataG2l, []*ir.Value{d, srcv, p}, nil)
		o.Erase()
		return nil
	}
	g := ir.CeilDiv(ds[1], 16)
	if ft, ok := rt.ElemType.(*ir.FloatType); ok && ft.Width == 32 {
		fs := 16 * kb
		rtimes := ir.CeilDiv(ds[1], 2*kb)
		// PyAsc steps through L1 by the bands of the destination; the L1 tile's bands are
		// as wide as the L1 tile (bandStride), which differs for a narrower sub-tile.
		srcBand := rtimes * fs * 2
		if banded {
			srcBand = bandStride(bt.Shape()[1], kb)
		}
		p := l.initStruct(loc, &ascendc.LoadData2dTransposeParamsType{}, []string{"repeatTimes", "srcStride", "dstGap", "dstFracGap"},
			[]*ir.Value{l.ci32(rtimes), one, z, l.ci32(g - 1)})
		l.parallelLoop(loc, z, l.ci32(ir.CeilDiv(ds[0], 16)), one, func(iv *ir.Value) {
			di := l.binop(loc, arith.OpMuli, iv, l.ci32(g*fs*2))
			si := l.binop(loc, arith.OpMuli, iv, l.ci32(srcBand))
			a := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{srcv, si}, []ir.Type{srcv.Type()}).Result(0)
			bb := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{d, di}, []ir.Type{d.Type()}).Result(0)
			l.create(loc, ascendc.OpLoadDataWithTranspose, []*ir.Value{bb, a, p}, nil)
		})
	} else {
		rtv := l.ci32(g)
		ss0 := l.binop(loc, arith.OpCeildivsi, ss[0], l.ci32(kb))
		p := l.initStruct(loc, &ascendc.LoadData2dParamsType{}, []string{"repeatTimes", "srcStride", "dstGap", "ifTranspose"},
			[]*ir.Value{rtv, ss0, z, l.ci1(true)})
		l.parallelLoop(loc, z, l.ci32(ir.CeilDiv(ds[0], kb)), one, func(iv *ir.Value) {
			cb := l.ci32(cube)
			dof := l.binop(loc, arith.OpMuli, cb, rtv)
			di := l.binop(loc, arith.OpMuli, iv, dof)
			si := l.binop(loc, arith.OpMuli, iv, cb)
			a := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{srcv, si}, []ir.Type{srcv.Type()}).Result(0)
			bb := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{d, di}, []ir.Type{d.Type()}).Result(0)
			l.create(loc, ascendc.OpLoadDataG2l, []*ir.Value{bb, a, p}, nil)
		})
	}
	o.Erase()
	return nil
}

// lowerCopyL0AZZ fills an L0A tile in the "ZZ" order the 2201 cube reads (hardware.md
// §6: fractals m-block major) from the "NZ" order of L1 (k-block major, baseRows rows per
// k-block). PyAsc copies all fractals with one LoadData in L1's order, which is the L0A
// order of 3510 only; on 2201 that product is wrong as soon as the tile spans more than
// one fractal along M and along K. Here each m-block row of fractals is one LoadData of
// kBlocks fractals, reading every M1-th fractal of L1 (srcStride, in fractals) and
// writing them contiguously, as Ascend C's own A2 matmul samples do. The loop is marked
// asctile.parallel like the L0B loops of the same pass.
// With a valid depth k (a K tail, data_cube_clip.go) the rows hold ceil(k / C0) fractals,
// the k-block count the Mmad of that depth reads per m-block.
func lowerCopyL0AZZ(l *lowerer, loc ir.Location, d, src *ir.Value, baseRows int64, ds []int64, kb int64, k *ir.Value) {
	cube := 16 * kb
	kBlocks := l.ci32(ir.CeilDiv(ds[1], kb))
	if k != nil {
		kBlocks = l.binop(loc, arith.OpCeildivsi, k, l.ci32(kb))
	}
	z, one := l.ci32(0), l.ci32(1)
	p := l.initStruct(loc, &ascendc.LoadData2dParamsType{}, []string{"repeatTimes", "srcStride", "dstGap", "ifTranspose"},
		[]*ir.Value{kBlocks, l.ci32(ir.CeilDiv(baseRows, 16)), z, l.ci1(false)})
	rows := func() {
		l.parallelLoop(loc, z, l.ci32(ir.CeilDiv(ds[0], 16)), one, func(iv *ir.Value) {
			di := l.binop(loc, arith.OpMuli, iv, l.binop(loc, arith.OpMuli, kBlocks, l.ci32(cube)))
			si := l.binop(loc, arith.OpMuli, iv, l.ci32(cube))
			a := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{src, si}, []ir.Type{src.Type()}).Result(0)
			bb := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{d, di}, []ir.Type{d.Type()}).Result(0)
			l.create(loc, ascendc.OpLoadDataG2l, []*ir.Value{bb, a, p}, nil)
		})
	}
	if k == nil {
		rows()
		return
	}
	// A tile wholly past K loads nothing (its Mmad is skipped too).
	l.ifThen(loc, l.slt(loc, z, kBlocks), rows)
}

// lowerCopyL0AKBlocks fills a c310 L0A tile (k-block major, as L1) with fewer m-blocks
// (m1) than its L1 tile has (b1): a sub-tile copied at a row offset, or the top rows of a
// taller tile. PyAsc's one LoadData of all fractals reads them consecutively, which is
// the sub-tile only when m1 == b1; past the first k-block it reads the next m-blocks of
// the same k-block instead. Here each k-block is one LoadData of m1 fractals from its
// own k-block of L1 (b1 fractals apart), in a loop marked asctile.parallel as the other
// copy loops of this pass.
func lowerCopyL0AKBlocks(l *lowerer, loc ir.Location, d, src *ir.Value, b1, m1, k1, kb int64) {
	cube := 16 * kb
	z, one := l.ci32(0), l.ci32(1)
	p := l.initStruct(loc, &ascendc.LoadData2dParamsType{}, []string{"repeatTimes", "srcStride", "dstGap", "ifTranspose"},
		[]*ir.Value{l.ci32(m1), one, z, l.ci1(false)})
	l.parallelLoop(loc, z, l.ci32(k1), one, func(iv *ir.Value) {
		di := l.binop(loc, arith.OpMuli, iv, l.ci32(m1*cube))
		si := l.binop(loc, arith.OpMuli, iv, l.ci32(b1*cube))
		a := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{src, si}, []ir.Type{src.Type()}).Result(0)
		bb := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{d, di}, []ir.Type{d.Type()}).Result(0)
		l.create(loc, ascendc.OpLoadDataG2l, []*ir.Value{bb, a, p}, nil)
	})
}

// parallelLoop builds `scf.for %i = lb to ub step st` (i32) marked asctile.parallel, with
// body filled by fn, and leaves the insertion point after the loop.
func (l *lowerer) parallelLoop(loc ir.Location, lb, ub, st *ir.Value, fn func(iv *ir.Value)) {
	state := &ir.OperationState{Name: scf.OpFor, Loc: loc, Operands: []*ir.Value{lb, ub, st},
		Attrs: []ir.NamedAttr{{Name: "asctile.parallel", Value: ir.Unit}}}
	body := ir.NewBlock()
	iv := body.AddArg(ir.I32, loc)
	state.AddRegion().AddBlock(body)
	loop := l.b.CreateState(state)
	l.b.SetInsertionPointToEnd(body)
	fn(iv)
	l.create(loc, scf.OpYield, nil, nil)
	l.b.SetInsertionPointAfter(loop)
}

// refuseFixpipeWindow refuses, with the departures taken and the architecture named (--pyasc-pipeline), a
// copy_fixpipe of a window of its L0C tile: a result of another shape, or a constant
// offset other than 0. PyAsc's lowering gives the Fixpipe the whole source (nSize and
// mSize of the L0C tile) whatever the result, writing past a smaller one, and offsets it
// by the result's row-major shape; the Fixpipe strides a window of an NZ tile would need
// are not given by the spec.
func refuseFixpipeWindow(dep departures, o *ir.Operation, bt, rt *asctile.TileType, offs []*ir.Value) *ir.Diagnostic {
	if !dep.at(o) {
		return nil
	}
	bs, rs := bt.Shape(), rt.Shape()
	window := bs[0] != rs[0] || bs[1] != rs[1]
	for _, v := range offs {
		if c, ok := constValue(v); ok && c != 0 {
			window = true
		}
	}
	if !window {
		return nil
	}
	return ir.OpError(o, "copies a %dx%d window of a %dx%d L0C tile: PyAsc's lowering moves the whole L0C tile into the result whatever its shape, and the Fixpipe strides of a window are not specified; copy the whole tile (same shape, offsets 0)",
		rs[0], rs[1], bs[0], bs[1])
}

// lowerCopyFixpipe moves an L0C tile out through fixpipe (NZ layout).
func lowerCopyFixpipe(l *lowerer, o *ir.Operation) *ir.Diagnostic {
	co, _ := asctile.AsCopyFixpipeOp(o)
	rt, ok := staticTile(o.Result(0))
	bt, ok2 := staticTile(co.Base())
	offs := co.Offsets()
	if !ok || !ok2 || bt.Loc != asctile.TileLocation_L0C || len(bt.Shape()) != 2 || len(rt.Shape()) != 2 || len(offs) != 2 {
		return ir.OpError(o, "needs a 2-D L0C source tile, a 2-D result and two offsets")
	}
	if ft, isF := rt.ElemType.(*ir.FloatType); isF && ft.Width == 32 && ft.Name == "f32" {
		return ir.OpError(o, "needs a result element type other than f32")
	}
	// The copy keeps L0C's NZ fractal layout, which is what an L1 tile feeding L0A/L0B
	// holds; a UB tile is read row-major by every vector op and store, so the numbers
	// would come out permuted (and on c220 the cube core has no UB at all). With the
	// architecture named and departures taken (--pyasc-pipeline) only L1 results are lowered.
	if rt.Loc != asctile.TileLocation_L1 && l.dep.at(o) {
		return ir.OpError(o, "copies an L0C tile into %s in the cube's NZ fractal layout, which only an L1 tile holds; store it to a tensor and load it back", rt.Loc)
	}
	if d := refuseFixpipeWindow(l.dep, o, bt, rt, offs); d != nil {
		return d
	}
	var qm int64
	if co.Quantize() {
		m, ok := quantMode(bt.ElemType, rt.ElemType)
		if !ok {
			return ir.Errorf(o.Loc(), "Unsupported quant mode from '%s' to '%s'", ir.TypeString(bt.ElemType), ir.TypeString(rt.ElemType))
		}
		qm = m
	}
	B := elemBytesOf(rt.ElemType)
	if B == 0 {
		return ir.OpError(o, "cannot copy %s elements", ir.TypeString(rt.ElemType))
	}
	loc := o.Loc()
	src := l.remap(loc, co.Base())
	l.b.SetInsertionPointBefore(o)
	pos, _ := positionOf(rt.Loc)
	d := l.alloc(loc, pos, rt.Shape(), rt.ElemType)
	l.replaceConvertedKeep(o, d)
	ss := []*ir.Value{l.ci32(bt.Shape()[0]), l.ci32(bt.Shape()[1])}
	ds := []*ir.Value{l.ci32(rt.Shape()[0]), l.ci32(rt.Shape()[1])}
	one := l.ci32(1)
	lin := l.linearize(loc, ds, offs)
	srcv := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{src, lin}, []ir.Type{src.Type()}).Result(0)
	dstStride := l.binop(loc, arith.OpMuli, ss[0], l.ci32(32/B))
	names := []string{"nSize", "mSize", "srcStride", "dstStride"}
	vals := []*ir.Value{ss[1], ss[0], ss[0], dstStride}
	if co.Relu() {
		names, vals = append(names, "reluEn"), append(vals, one)
	}
	if co.Quantize() {
		q := l.create(loc, ascendc.OpConstruct, []*ir.Value{l.ci32(qm)}, []ir.Type{&ascendc.QuantModeTType{}},
			typeArray(&ascendc.QuantModeTType{}), ir.NamedAttr{Name: "isConstexpr", Value: ir.Unit},
			ir.NamedAttr{Name: "isStatic", Value: ir.Unit}).Result(0)
		names, vals = append(names, "quantPre"), append(vals, q)
	}
	params := l.initStruct(loc, &ascendc.FixpipeParamsC310Type{CO2LayoutAttr: ascendc.CO2Layout_NZ}, names, vals)
	cfg := l.fixpipeConfig(loc, 0)
	l.create(loc, ascendc.OpFixpipe, []*ir.Value{d, srcv, params, cfg}, nil)
	o.Erase()
	return nil
}

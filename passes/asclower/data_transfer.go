package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
)

// asclower-asctile-data-transfer: loads, stores and element accesses between global
// tensors and tiles become ascendc data copies (spec §2).

func lowerDataTransfer(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	if err := foldFirst(fn, ctx, dataTransferLegal); err != nil {
		return err
	}
	l := newLowerer(ctx, dep)
	// Every form below that PyAsc does not emit (edge clipping, c220's m-block-major L0A)
	// is a departure (docs/pyasc.md §5).
	clip := dep.at(fn)
	c220 := clip && compilationArch(fn) == "c220"
	var diags ir.DiagList
	var cc *cubeClip
	if clip {
		cc = planCubeClip(l, fn)
	}
	illegal := opNamed(asctile.OpLoad, asctile.OpStore, asctile.OpCopy, asctile.OpStoreFixpipe,
		asctile.OpGetValue, asctile.OpSetValue, asctile.OpCopyFixpipe)
	for _, o := range collectOps(fn, illegal) {
		var d *ir.Diagnostic
		switch o.Name() {
		case asctile.OpLoad:
			d = lowerLoad(l, o, clip)
		case asctile.OpStore:
			d = lowerStore(l, o, clip)
		case asctile.OpStoreFixpipe:
			d = lowerStoreFixpipe(l, o, clip)
		case asctile.OpGetValue:
			d = lowerGetValue(l, o)
		case asctile.OpSetValue:
			d = lowerSetValue(l, o)
		case asctile.OpCopy:
			var k *ir.Value
			if cc != nil {
				k = cc.copyK[o]
			}
			d = lowerCopy(l, o, c220, k)
		default:
			d = lowerCopyFixpipe(l, o)
		}
		if d != nil {
			// MLIR's conversion stops at the first op it cannot legalize.
			diags = append(diags, d, illegalOp(o))
			break
		}
	}
	if cc != nil && len(diags) == 0 {
		diags = append(diags, lowerClippedMatmuls(l, cc, fn)...)
	}
	l.finish()
	if len(diags) > 0 {
		return diags
	}
	return nil
}

// gmAccess gathers what every global-memory access needs: the tensor op behind base, the
// remapped base and the shape values.
type gmAccess struct {
	tensor *ir.Operation
	ttype  *asctile.TensorType
	base   *ir.Value   // the global tensor
	shape  []*ir.Value // i32 per dimension
}

func (l *lowerer) gm(o *ir.Operation, base *ir.Value, offsets []*ir.Value) (*gmAccess, *ir.Diagnostic) {
	t := base.DefiningOp()
	if t == nil || t.Name() != asctile.OpTensor {
		return nil, ir.OpError(o, "needs its tensor operand defined by asctile.tensor")
	}
	tt, ok := base.Type().(*asctile.TensorType)
	if !ok {
		return nil, ir.OpError(o, "needs an !asctile.tensor operand")
	}
	if len(tt.Shape()) > 2 || len(tt.Shape()) == 0 || len(offsets) != len(tt.Shape()) {
		return nil, ir.OpError(o, "needs a tensor of rank 1 or 2 and one offset per dimension")
	}
	g := &gmAccess{tensor: t, ttype: tt}
	g.base = l.remap(o.Loc(), base)
	l.b.SetInsertionPointBefore(o)
	sizes := t.Operands()[1:]
	k := 0
	for _, d := range tt.Shape() {
		if d < 0 {
			if k >= len(sizes) {
				return nil, ir.OpError(o, "has a tensor whose dynamic sizes are missing")
			}
			g.shape = append(g.shape, sizes[k])
			k++
		} else {
			g.shape = append(g.shape, l.ci32(d))
		}
	}
	return g, nil
}

func (l *lowerer) binop(loc ir.Location, name string, a, b *ir.Value) *ir.Value {
	return l.create(loc, name, []*ir.Value{a, b}, []ir.Type{a.Type()}).Result(0)
}

// linearize is the row-major offset of offsets in shape (spec §0.5).
func (l *lowerer) linearize(loc ir.Location, shape, offsets []*ir.Value) *ir.Value {
	lin, stride := l.ci32(0), l.ci32(1)
	for i := len(shape) - 1; i >= 0; i-- {
		t := l.binop(loc, arith.OpMuli, offsets[i], stride)
		lin = l.binop(loc, arith.OpAddi, lin, t)
		stride = l.binop(loc, arith.OpMuli, shape[i], stride)
	}
	return lin
}

func (l *lowerer) gmSubindex(loc ir.Location, g *gmAccess, lin *ir.Value) *ir.Value {
	return l.create(loc, ascendc.OpGlobalTensorSubindex, []*ir.Value{g.base, lin}, []ir.Type{g.base.Type()}).Result(0)
}

func typeArray(ts ...ir.Type) ir.NamedAttr {
	var as []ir.Attribute
	for _, t := range ts {
		as = append(as, &ir.TypeAttr{Type: t})
	}
	return ir.NamedAttr{Name: "types", Value: &ir.ArrayAttr{Elems: as}}
}

var (
	ui8  = ir.IntType(8, ir.Unsigned)
	ui16 = ir.IntType(16, ir.Unsigned)
	ui32 = ir.IntType(32, ir.Unsigned)
)

func elemBytesOf(t ir.Type) int64 { return elemBits(t) / 8 }

// ubTileFits refuses the UB tile shapes whose copy the spec leaves open: PyAsc's lowering
// moves a tile's first dimension as that many rows of its last one, each at the tensor's
// row length (passes-asc2.md, asclower-asctile-data-transfer), so a tile of several rows
// has no meaning against a 1-D tensor (its rows would be read a whole tensor apart), and a
// tile of rank above 2 has no row form at all. A 1-D tile, or one row, works with either.
func ubTileFits(o *ir.Operation, ts []int64, g *gmAccess) *ir.Diagnostic {
	if len(ts) > 2 {
		return ir.OpError(o, "needs a UB tile of rank 1 or 2, not %d", len(ts))
	}
	if len(ts) == 2 && ts[0] > 1 && len(g.shape) == 1 {
		return ir.OpError(o, "moves a %dx%d UB tile of several rows to or from a 1-D tensor, whose rows PyAsc's lowering would take a whole tensor length apart; use a 1-D tile (and asctile.reshape) or a 2-D tensor", ts[0], ts[1])
	}
	return nil
}

// lowerLoad lowers a load; clip selects the clipped UB form of data_clip.go.
func lowerLoad(l *lowerer, o *ir.Operation, clip bool) *ir.Diagnostic {
	lo, _ := asctile.AsLoadOp(o)
	rt, ok := staticTile(o.Result(0))
	if !ok {
		return ir.OpError(o, "needs a statically shaped result tile of fewer than 2^63 elements")
	}
	if rt.Loc != asctile.TileLocation_UB && rt.Loc != asctile.TileLocation_L1 {
		return ir.OpError(o, "invalid destination location of the tile")
	}
	B := elemBytesOf(rt.ElemType)
	if B == 0 {
		return ir.OpError(o, "cannot load a tile of %s elements", ir.TypeString(rt.ElemType))
	}
	if bt, ok := lo.Base().Type().(*asctile.TensorType); rt.Loc == asctile.TileLocation_L1 && (len(rt.Shape()) != 2 || !ok || len(bt.Shape()) != 2) {
		return ir.OpError(o, "needs a 2-D tile and tensor to load into L1")
	}
	loc := o.Loc()
	offsets := lo.Offsets()
	g, d := l.gm(o, lo.Base(), offsets)
	if d != nil {
		return d
	}
	if rt.Loc == asctile.TileLocation_UB {
		if d := ubTileFits(o, rt.Shape(), g); d != nil {
			return d
		}
	}
	if rt.Loc == asctile.TileLocation_L1 {
		if d := wholeFractals(l.dep, o, rt, B); d != nil {
			return d
		}
	}
	var pad *ir.Value
	if rt.Loc == asctile.TileLocation_UB {
		if lo.PadValue() == nil {
			return ir.OpError(o, "needs a pad value to load into UB")
		}
		pad = l.remap(loc, lo.PadValue())
		l.b.SetInsertionPointBefore(o)
	}
	src := l.gmSubindex(loc, g, l.linearize(loc, g.shape, offsets))
	pos, _ := positionOf(rt.Loc)
	dst := l.alloc(loc, pos, rt.Shape(), rt.ElemType)
	l.replaceConvertedKeep(o, dst)
	z, one := l.ci32(0), l.ci32(1)
	ts := rt.Shape()
	if rt.Loc == asctile.TileLocation_UB && clip && packedRows(ts, B, g.shape[len(g.shape)-1], offsets[len(offsets)-1]) {
		l.packedLoad(loc, g, offsets, ts, B, dst, src, pad, rt.ElemType)
	} else if rt.Loc == asctile.TileLocation_UB && clip && stagedRows(ts, B, g.shape[len(g.shape)-1], offsets[len(offsets)-1]) {
		l.stagedLoad(loc, g, offsets, ts, B, dst, src, pad, rt.ElemType)
	} else if rt.Loc == asctile.TileLocation_L1 && clip {
		l.l1LoadClipped(loc, o, rt, g, offsets, dst, src)
	} else if rt.Loc == asctile.TileLocation_L1 {
		p := l.nd2nzParams(loc, o, rt, g, z, one)
		l.create(loc, ascendc.OpDataCopyL2, []*ir.Value{dst, src, p}, nil)
	} else {
		last := len(ts) - 1
		dl, sl, off := l.ci32(ts[last]), g.shape[len(g.shape)-1], offsets[len(offsets)-1]
		t := l.binop(loc, arith.OpSubi, sl, off)
		neg := l.slt(loc, t, z)
		tail := l.create(loc, arith.OpSelect, []*ir.Value{neg, z, t}, []ir.Type{ir.I32}).Result(0)
		m := l.binop(loc, arith.OpMinsi, dl, tail)
		blockLen := l.binop(loc, arith.OpMuli, m, l.ci32(B))
		srcStride := l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpSubi, sl, m), l.ci32(B))
		blockCount := one
		if len(ts) > 1 {
			blockCount = l.ci32(ts[0])
		}
		rightPad := l.binop(loc, arith.OpSubi, l.binop(loc, arith.OpDivsi, l.ci32(numElements(ts)), blockCount), m)
		dstGap := z
		var rows *ir.Value
		if clip {
			if len(ts) > 1 {
				rows = l.clipRows(loc, g.shape[0], offsets[0], ts[0])
				blockCount = rows
				dstGap = l.ubGap(loc, blockLen, ts[last]*B)
			}
		}
		e := l.create(loc, ascendc.OpConstruct, []*ir.Value{blockCount, blockLen, srcStride, dstGap, z},
			[]ir.Type{&ascendc.DataCopyExtParamsType{}}, typeArray(ui16, ui32, ui32, ui32, ui32)).Result(0)
		q := l.create(loc, ascendc.OpConstruct, []*ir.Value{one, z, rightPad, pad},
			[]ir.Type{&ascendc.DataCopyPadExtParamsType{ElementType: rt.ElemType}}, typeArray(ir.I32, ir.I32, ui8, pad.Type())).Result(0)
		l.create(loc, ascendc.OpDataCopyPadL0Ext, []*ir.Value{dst, src, e, q}, nil)
		if clip {
			l.padRest(loc, dst, pad, rows, m, ts, B)
		}
	}
	o.Erase()
	return nil
}

func (l *lowerer) nd2nzParams(loc ir.Location, o *ir.Operation, rt *asctile.TileType, g *gmAccess, z, one *ir.Value) *ir.Value {
	ts := rt.Shape()
	kb := 32 / elemBytesOf(rt.ElemType)
	matA := o.HasAttr("asctile.is_matrix_a")
	rowBlk := kb
	if matA {
		rowBlk = 16
	}
	D := l.ci32(ts[1])
	var ops []*ir.Value
	if ft, ok := rt.ElemType.(*ir.FloatType); matA || (ok && ft.Width == 16) {
		c0s := ir.CeilDiv(ts[0], rowBlk) * rowBlk
		ops = []*ir.Value{one, l.ci32(ts[0]), D, z, g.shape[1], l.ci32(c0s), one, z}
	} else {
		nd := ir.CeilDiv(ts[0], 16)
		N := l.ci32(16)
		sms := l.binop(loc, arith.OpMuli, N, D)
		fr := kb * 2
		al := ir.CeilDiv(ts[1], fr) * fr
		dms := l.binop(loc, arith.OpMuli, N, l.ci32(al))
		ops = []*ir.Value{l.ci32(nd), N, D, sms, D, N, one, dms}
	}
	return l.create(loc, ascendc.OpConstruct, ops, []ir.Type{&ascendc.Nd2nzParamsType{}}).Result(0)
}

// lowerStore lowers a store; clip selects the clipped form of data_clip.go.
func lowerStore(l *lowerer, o *ir.Operation, clip bool) *ir.Diagnostic {
	so, _ := asctile.AsStoreOp(o)
	vt, ok := staticTile(so.Value())
	if !ok || vt.Loc != asctile.TileLocation_UB {
		return ir.OpError(o, "needs a statically shaped UB tile to store")
	}
	B := elemBytesOf(vt.ElemType)
	if B == 0 {
		return ir.OpError(o, "cannot store a tile of %s elements", ir.TypeString(vt.ElemType))
	}
	loc := o.Loc()
	src := l.remap(loc, so.Value())
	g, d := l.gm(o, so.Base(), so.Offsets())
	if d != nil {
		return d
	}
	if d := ubTileFits(o, vt.Shape(), g); d != nil {
		return d
	}
	var ss []*ir.Value
	for _, n := range src.Type().(*ascendc.LocalTensorType).Shape.Dims {
		ss = append(ss, l.ci32(n))
	}
	z := l.ci32(0)
	lin := l.linearize(loc, g.shape, so.Offsets())
	dst := l.gmSubindex(loc, g, lin)
	n := g.shape[0]
	for _, s := range g.shape[1:] {
		n = l.binop(loc, arith.OpMuli, n, s)
	}
	if clip && packedRows(vt.Shape(), B, g.shape[len(g.shape)-1], so.Offsets()[len(so.Offsets())-1]) {
		l.packedStore(loc, g, so.Offsets(), vt.Shape(), B, dst, src)
		o.Erase()
		return nil
	}
	if clip && stagedRows(vt.Shape(), B, g.shape[len(g.shape)-1], so.Offsets()[len(so.Offsets())-1]) {
		l.stagedStore(loc, g, so.Offsets(), vt.Shape(), B, dst, src, vt.ElemType)
		o.Erase()
		return nil
	}
	bc := l.ci32(B)
	tail := l.binop(loc, arith.OpSubi, n, lin)
	blockCount := ss[0]
	if len(ss) == 1 {
		blockCount = l.ci32(1)
	}
	lastS, lastT := ss[len(ss)-1], g.shape[len(g.shape)-1]
	srcGap := z
	var dstStride, m, blockLen *ir.Value
	if clip {
		offs, vs := so.Offsets(), vt.Shape()
		m = l.clipRows(loc, lastT, offs[len(offs)-1], vs[len(vs)-1])
		dstStride = l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpSubi, lastT, m), bc)
		blockLen = l.binop(loc, arith.OpMuli, m, bc)
		if len(ss) > 1 {
			blockCount = l.clipRows(loc, g.shape[0], offs[0], vs[0])
			srcGap = l.ubGap(loc, blockLen, vs[len(vs)-1]*B)
		}
	} else {
		dstStride = l.binop(loc, arith.OpMuli, l.binop(loc, arith.OpSubi, lastT, lastS), bc)
		m = l.binop(loc, arith.OpMinsi, lastS, tail)
		blockLen = l.binop(loc, arith.OpMuli, m, bc)
	}
	e := l.create(loc, ascendc.OpConstruct, []*ir.Value{blockCount, blockLen, srcGap, dstStride, z},
		[]ir.Type{&ascendc.DataCopyExtParamsType{}}, typeArray(ui16, ui32, ui32, ui32, ui32)).Result(0)
	l.create(loc, ascendc.OpDataCopyPadL2Ext, []*ir.Value{dst, src, e}, nil)
	o.Erase()
	return nil
}

// quantMode is the fixpipe quantization of a from -> to conversion.
func quantMode(from, to ir.Type) (int64, bool) {
	f, t := ir.TypeString(from), ir.TypeString(to)
	switch {
	case f == "f32" && t == "f16":
		return 1, true
	case f == "f32" && t == "bf16":
		return 16, true
	case f == "i32" && t == "f16":
		return 11, true
	case f == "f32" && (t == "i8" || t == "ui8"):
		return 24, true
	case f == "i32" && (t == "i8" || t == "ui8"):
		return 9, true
	}
	return 0, false
}

// lowerStoreFixpipe lowers a store from L0C; clip writes only the rows and columns inside
// the tensor (data_cube_clip.go).
func lowerStoreFixpipe(l *lowerer, o *ir.Operation, clip bool) *ir.Diagnostic {
	so, _ := asctile.AsStoreFixpipeOp(o)
	vt, ok := staticTile(so.Value())
	if !ok || vt.Loc != asctile.TileLocation_L0C || len(vt.Shape()) != 2 {
		return ir.OpError(o, "needs a statically shaped 2-D L0C tile")
	}
	tt, _ := so.Base().Type().(*asctile.TensorType)
	var qm int64
	if so.Quantize() && tt != nil {
		m, ok := quantMode(vt.ElemType, tt.ElemType)
		if !ok {
			return ir.Errorf(o.Loc(), "Unsupported quant mode from '%s' to '%s'", ir.TypeString(vt.ElemType), ir.TypeString(tt.ElemType))
		}
		qm = m
	}
	loc := o.Loc()
	src := l.remap(loc, so.Value())
	g, d := l.gm(o, so.Base(), so.Offsets())
	if d != nil {
		return d
	}
	if len(g.shape) != 2 {
		return ir.OpError(o, "needs a 2-D tensor")
	}
	ss := []*ir.Value{l.ci32(vt.Shape()[0]), l.ci32(vt.Shape()[1])}
	one := l.ci32(1)
	dst := l.gmSubindex(loc, g, l.linearize(loc, g.shape, so.Offsets()))
	names := []string{"nSize", "mSize", "srcStride", "dstStride"}
	vals := []*ir.Value{ss[1], ss[0], ss[0], g.shape[1]}
	if clip {
		offs := so.Offsets()
		vals[0] = l.clipRows(loc, g.shape[1], offs[1], vt.Shape()[1])
		vals[1] = l.clipRows(loc, g.shape[0], offs[0], vt.Shape()[0])
	}
	if so.Relu() {
		names, vals = append(names, "reluEn"), append(vals, one)
	}
	if so.Quantize() {
		q := l.create(loc, ascendc.OpConstruct, []*ir.Value{l.ci32(qm)}, []ir.Type{&ascendc.QuantModeTType{}},
			typeArray(&ascendc.QuantModeTType{}), ir.NamedAttr{Name: "isConstexpr", Value: ir.Unit},
			ir.NamedAttr{Name: "isStatic", Value: ir.Unit}).Result(0)
		names, vals = append(names, "quantPre"), append(vals, q)
	}
	params := l.initStruct(loc, &ascendc.FixpipeParamsV220Type{}, names, vals)
	cfg := l.fixpipeConfig(loc, 1)
	store := func() { l.create(loc, ascendc.OpFixpipe, []*ir.Value{dst, src, params, cfg}, nil) }
	if clip {
		// A tile wholly past the tensor's last row or column has nothing to store, and a
		// Fixpipe of 0 rows or columns is not a copy of nothing (its sizes must be
		// positive): the clipped store runs only when both are.
		z := l.ci32(0)
		some := l.create(loc, arith.OpAndi, []*ir.Value{l.slt(loc, z, vals[0]), l.slt(loc, z, vals[1])}, []ir.Type{ir.I1}).Result(0)
		l.ifThen(loc, some, store)
	} else {
		store()
	}
	o.Erase()
	return nil
}

func (l *lowerer) initStruct(loc ir.Location, t ir.Type, names []string, vals []*ir.Value) *ir.Value {
	var as []ir.Attribute
	for _, n := range names {
		as = append(as, &ir.StringAttr{Value: n})
	}
	return l.create(loc, emitasc.OpInitStruct, vals, []ir.Type{t},
		ir.NamedAttr{Name: "fieldNames", Value: &ir.ArrayAttr{Elems: as}}).Result(0)
}

// fixpipeConfig builds FixpipeConfig with the CO2 layout (0 NZ, 1 ROW_MAJOR).
func (l *lowerer) fixpipeConfig(loc ir.Location, layout int64) *ir.Value {
	ce := []ir.NamedAttr{{Name: "isConstexpr", Value: ir.Unit}, {Name: "isStatic", Value: ir.Unit}}
	lay := l.create(loc, ascendc.OpConstruct, []*ir.Value{l.ci32(layout)}, []ir.Type{&ascendc.Co2LayoutType{}}, ce...).Result(0)
	return l.create(loc, ascendc.OpConstruct, []*ir.Value{lay}, []ir.Type{&ascendc.FixpipeConfigType{}}, ce...).Result(0)
}

func lowerGetValue(l *lowerer, o *ir.Operation) *ir.Diagnostic {
	gv, _ := asctile.AsGetValueOp(o)
	loc := o.Loc()
	g, d := l.gm(o, gv.Base(), gv.Offsets())
	if d != nil {
		return d
	}
	lin := l.linearize(loc, g.shape, gv.Offsets())
	r := l.create(loc, ascendc.OpGlobalTensorGetValue, []*ir.Value{g.base, lin}, []ir.Type{o.Result(0).Type()}).Result(0)
	o.Result(0).ReplaceAllUsesWith(r)
	o.Erase()
	return nil
}

func lowerSetValue(l *lowerer, o *ir.Operation) *ir.Diagnostic {
	sv, _ := asctile.AsSetValueOp(o)
	loc := o.Loc()
	v := l.remap(loc, sv.Value())
	g, d := l.gm(o, sv.Base(), sv.Offsets())
	if d != nil {
		return d
	}
	if lt, ok := v.Type().(*ascendc.LocalTensorType); ok {
		v = l.create(loc, ascendc.OpLocalTensorGetValue, []*ir.Value{v, l.ci64(0)}, []ir.Type{lt.ElementType}).Result(0)
	}
	lin := l.linearize(loc, g.shape, sv.Offsets())
	u := l.create(loc, emitc.OpCast, []*ir.Value{lin}, []ir.Type{ir.IntType(64, ir.Unsigned)}).Result(0)
	l.create(loc, ascendc.OpGlobalTensorSetValue, []*ir.Value{g.base, u, v}, nil)
	o.Erase()
	return nil
}

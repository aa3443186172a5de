package asclower

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// asclower-asctile: the remaining asctile compute ops become ascendc ops on local tensors
// (spec §2, asclower-asctile).

// scalarL2 maps the tile-scalar ops to their L2 op.
var scalarL2 = map[string]string{
	asctile.OpAdds: ascendc.OpAddsL2, asctile.OpMuls: ascendc.OpMulsL2, asctile.OpMins: ascendc.OpMinsL2,
	asctile.OpMaxs: ascendc.OpMaxsL2, asctile.OpShls: ascendc.OpShiftLeftL2, asctile.OpShrs: ascendc.OpShiftRightL2,
}

func lowerAsctile(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	if err := foldFirst(fn, ctx, asctileLegal); err != nil {
		return err
	}
	l := newLowerer(ctx, dep)
	c310 := compilationArch(fn) == "c310"
	illegal := opNamed(asctile.OpTensor, asctile.OpSplat, asctile.OpRelu, asctile.OpCast, asctile.OpSoftmax,
		asctile.OpMatmul, asctile.OpReshape, asctile.OpBroadcast, asctile.OpAdds, asctile.OpSubs, asctile.OpMuls,
		asctile.OpDivs, asctile.OpMins, asctile.OpMaxs, asctile.OpShls, asctile.OpShrs, asctile.OpReduceAs1d,
		asctile.OpReduce, asctile.OpAccumulator, asctile.OpMatmulAcc, asctile.OpRmsNorm)
	var diags ir.DiagList
	for _, o := range collectOps(fn, illegal) {
		if d := rmsNormRank(o); d != nil {
			// rms_norm is not among the target's illegal ops: PyAsc's pattern reports the
			// rank and fails, its changes are undone, and the conversion succeeds with the
			// op left in place (spec §2); the report stays.
			ctx.Emit(d)
			continue
		}
		if d := lowerTileOp(l, o, c310); d != nil {
			diags = append(diags, d)
			if o.Name() != asctile.OpRmsNorm {
				diags = append(diags, illegalOp(o))
			}
			// MLIR's conversion stops at the first op it cannot legalize.
			break
		}
	}
	l.finish()
	if len(diags) > 0 {
		return diags
	}
	return nil
}

// rmsNormRank is the rank check of PyAsc's rms_norm pattern: a tile of rank other than 1
// or 2 has no RmsNorm tiling.
func rmsNormRank(o *ir.Operation) *ir.Diagnostic {
	if o.Name() != asctile.OpRmsNorm {
		return nil
	}
	if rt, ok := o.Result(0).Type().(*asctile.TileType); ok && len(rt.Shape()) != 1 && len(rt.Shape()) != 2 {
		return ir.OpError(o, "invalid dimension of input tensor")
	}
	return nil
}

// tileOperands checks that every operand and result tile is statically shaped.
func tileOperands(o *ir.Operation) *ir.Diagnostic {
	for _, v := range append(o.Operands(), o.Results()...) {
		if t, ok := v.Type().(*asctile.TileType); ok && numElements(t.Shape()) < 0 {
			return ir.OpError(o, "needs statically shaped tiles")
		}
	}
	return nil
}

// allocResult allocates the converted result of o and routes its users to it.
func (l *lowerer) allocResult(o *ir.Operation) (*ir.Value, *asctile.TileType, *ir.Diagnostic) {
	rt, ok := o.Result(0).Type().(*asctile.TileType)
	if !ok {
		return nil, nil, ir.OpError(o, "needs a tile result")
	}
	pos, ok := positionOf(rt.Loc)
	if !ok {
		return nil, nil, ir.OpError(o, "has a tile of unknown location")
	}
	d := l.alloc(o.Loc(), pos, rt.Shape(), rt.ElemType)
	l.replaceConvertedKeep(o, d)
	return d, rt, nil
}

func lowerTileOp(l *lowerer, o *ir.Operation, c310 bool) *ir.Diagnostic {
	if d := tileOperands(o); d != nil {
		return d
	}
	switch o.Name() {
	case asctile.OpTensor, asctile.OpReshape, asctile.OpMatmul, asctile.OpMatmulAcc, asctile.OpAccumulator:
	default:
		if d := l.dep.vectorTiles(o); d != nil {
			return d
		}
	}
	loc := o.Loc()
	var ins []*ir.Value
	for _, v := range o.Operands() {
		if o.Name() == asctile.OpTensor {
			break
		}
		ins = append(ins, l.remap(loc, v))
	}
	l.b.SetInsertionPointBefore(o)
	if l2, ok := scalarL2[o.Name()]; ok {
		d, rt, err := l.allocResult(o)
		if err != nil {
			return err
		}
		l.create(loc, l2, []*ir.Value{d, ins[0], ins[1], l.ci64(numElements(rt.Shape()))}, nil)
		o.Erase()
		return nil
	}
	switch o.Name() {
	case asctile.OpTensor:
		gt := convertTensorType(o.Result(0).Type())
		t := l.create(loc, ascendc.OpGlobalTensor, nil, []ir.Type{gt}).Result(0)
		l.create(loc, ascendc.OpGlobalTensorSetGlobalBuffer, []*ir.Value{t, o.Operand(0)}, nil)
		l.replaceConverted(o, t)
		return nil
	case asctile.OpSplat, asctile.OpRelu:
		d, rt, err := l.allocResult(o)
		if err != nil {
			return err
		}
		name := ascendc.OpDuplicateL2
		if o.Name() == asctile.OpRelu {
			name = ascendc.OpReluL2
		}
		l.create(loc, name, []*ir.Value{d, ins[0], l.ci64(numElements(rt.Shape()))}, nil)
	case asctile.OpCast:
		return lowerCast(l, o, ins[0])
	case asctile.OpReshape:
		r := l.create(loc, ascendc.OpReinterpretCast, []*ir.Value{ins[0]}, []ir.Type{convertTensorType(o.Result(0).Type())}).Result(0)
		l.replaceConvertedKeep(o, r)
	case asctile.OpSubs, asctile.OpDivs:
		if d := lowerSubsDivs(l, o, ins, c310); d != nil {
			return d
		}
	case asctile.OpAccumulator:
		rt, _ := o.Result(0).Type().(*asctile.TileType)
		if rt == nil || rt.Loc != asctile.TileLocation_L0C {
			return ir.OpError(o, "needs an L0C tile")
		}
		if _, _, err := l.allocResult(o); err != nil {
			return err
		}
	case asctile.OpMatmul, asctile.OpMatmulAcc:
		return lowerMatmul(l, o, ins, nil)
	case asctile.OpBroadcast:
		return lowerBroadcast(l, o, ins[0], c310)
	case asctile.OpReduceAs1d:
		return lowerReduceAs1d(l, o, ins[0])
	case asctile.OpReduce:
		return lowerReduce(l, o, ins[0])
	case asctile.OpSoftmax:
		return lowerSoftmax(l, o, ins[0])
	case asctile.OpRmsNorm:
		return lowerRmsNorm(l, o, ins)
	default:
		return ir.OpError(o, "lowering is not implemented")
	}
	o.Erase()
	return nil
}

// lowerMatmul lowers matmul and matmul_acc to Mmad; k, when not nil, is the valid depth
// (data_cube_clip.go), else the tiles' K.
func lowerMatmul(l *lowerer, o *ir.Operation, ins []*ir.Value, k *ir.Value) *ir.Diagnostic {
	if d := l.dep.cubeTiles(o); d != nil {
		return d
	}
	loc := o.Loc()
	at, _ := o.Operand(0).Type().(*asctile.TileType)
	bt, _ := o.Operand(1).Type().(*asctile.TileType)
	if at == nil || bt == nil || len(at.Shape()) != 2 || len(bt.Shape()) != 2 {
		return ir.OpError(o, "needs 2-D tile operands")
	}
	var dst *ir.Value
	if o.Name() == asctile.OpMatmul {
		d, _, err := l.allocResult(o)
		if err != nil {
			return err
		}
		dst = d
	}
	names := []string{"m", "n", "k"}
	vals := []*ir.Value{l.ci32(at.Shape()[0]), l.ci32(bt.Shape()[1]), l.ci32(bt.Shape()[0])}
	if k != nil {
		vals[2] = k
	}
	if o.Name() == asctile.OpMatmulAcc {
		dst = ins[2]
		names, vals = append(names, "cmatrixInitVal"), append(vals, l.ci32(1))
	}
	mmad := func() {
		p := l.initStruct(loc, &ascendc.MmadParamsType{}, names, vals)
		l.create(loc, ascendc.OpMmad, []*ir.Value{dst, ins[0], ins[1], p}, nil)
	}
	if k != nil {
		// A step wholly past K (an L1 block copied in parts) multiplies nothing.
		l.ifThen(loc, l.slt(loc, l.ci32(0), k), mmad)
	} else {
		mmad()
	}
	if o.Name() == asctile.OpMatmulAcc && o.NumResults() == 1 {
		l.replaceConvertedKeep(o, dst)
	}
	o.Erase()
	return nil
}

func dimsString(s []int64) string {
	var parts []string
	for _, d := range s {
		parts = append(parts, fmt.Sprint(d))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func lowerBroadcast(l *lowerer, o *ir.Operation, src *ir.Value, c310 bool) *ir.Diagnostic {
	loc := o.Loc()
	st := o.Operand(0).Type().(*asctile.TileType)
	rt := o.Result(0).Type().(*asctile.TileType)
	ss, ds := st.Shape(), rt.Shape()
	if numElements(ss) == 1 {
		d := l.alloc(loc, ascendc.TPosition_VECCALC, ds, rt.ElemType)
		l.replaceConvertedKeep(o, d)
		s := src
		if !c310 {
			s = l.create(loc, ascendc.OpLocalTensorGetValue, []*ir.Value{src, l.ci64(0)}, []ir.Type{st.ElemType}).Result(0)
		}
		l.create(loc, ascendc.OpDuplicateL2, []*ir.Value{d, s, l.ci64(0)}, nil)
		o.Erase()
		return nil
	}
	if len(ss) > len(ds) || len(ss) == 0 || len(ds) == 0 {
		return ir.Errorf(loc, "Incompatible tensor shapes for Broadcast: %s and %s", dimsString(ss), dimsString(ds))
	}
	if len(ds) > 3 {
		return ir.OpError(o, "needs a result of rank 3 or less")
	}
	d := l.alloc(loc, ascendc.TPosition_VECCALC, ds, rt.ElemType)
	l.replaceConvertedKeep(o, d)
	ops := []*ir.Value{d, src}
	shape := func(s []int64) {
		for i := 0; i < 3-len(s); i++ {
			ops = append(ops, l.ci32(1))
		}
		for _, n := range s {
			ops = append(ops, l.ci32(n))
		}
	}
	shape(ds)
	shape(ss)
	l.create(loc, ascendc.OpBroadcast, ops, nil,
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ir.DenseI32Array(1, 1, 3, 3)})
	o.Erase()
	return nil
}

func reduceKind(o *ir.Operation) asctile.ReduceKind {
	if k, ok := o.Attr("kind").(*asctile.KindAttr); ok {
		return k.Value
	}
	return -1
}

func lowerReduceAs1d(l *lowerer, o *ir.Operation, src *ir.Value) *ir.Diagnostic {
	loc := o.Loc()
	st := o.Operand(0).Type().(*asctile.TileType)
	rtype := o.Result(0).Type()
	elem := rtype
	if tt, ok := rtype.(*asctile.TileType); ok {
		elem = tt.ElemType
	}
	kind := reduceKind(o)
	if kind != asctile.ReduceKind_Sum && kind != asctile.ReduceKind_Max && kind != asctile.ReduceKind_Min {
		return ir.OpError(o, "with %s is not supported", kind.String())
	}
	if d := l.dep.floatReduction(o, st.ElemType); d != nil {
		return d
	}
	B := elemBytesOf(elem)
	if B == 0 {
		return ir.OpError(o, "cannot reduce %s elements", ir.TypeString(elem))
	}
	n := numElements(st.Shape())
	d := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{1}, elem)
	if _, ok := rtype.(*asctile.TileType); ok {
		l.replaceConvertedKeep(o, d)
	}
	red, rsrc, relem := d, src, elem
	if l.dep.widenBF16(elem) {
		// ReduceSum/Max/Min are declared for half and float only: PyAsc's bf16 call does
		// not compile. The tile is widened to f32 (exact), reduced there and the result
		// rounded once to bf16 (CAST_RINT).
		relem, B = ir.F32, 4
		rsrc = l.widenToF32(loc, src, st.Shape())
		red = l.alloc(loc, ascendc.TPosition_VECCALC, []int64{1}, ir.F32)
	}
	blk := 32 / B
	fin := ir.CeilDiv(n/(256/B), blk) * blk
	tmp := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{fin}, relem)
	lowerReduce1dCall(l, loc, kind, red, rsrc, tmp, n)
	if red != d {
		l.castInto(loc, d, red, l.ci64(1), ascendc.RoundMode_CAST_RINT)
	}
	if _, ok := rtype.(*asctile.TileType); !ok {
		v := l.create(loc, ascendc.OpLocalTensorGetValue, []*ir.Value{d, l.ci64(0)}, []ir.Type{elem}).Result(0)
		o.Result(0).ReplaceAllUsesWith(v)
	}
	o.Erase()
	return nil
}

// lowerReduce1dCall emits the L2 reduction of n elements of src into d with work tensor tmp.
func lowerReduce1dCall(l *lowerer, loc ir.Location, kind asctile.ReduceKind, d, src, tmp *ir.Value, n int64) {
	switch kind {
	case asctile.ReduceKind_Sum:
		l.create(loc, ascendc.OpReduceSumL2, []*ir.Value{d, src, tmp, l.ci64(n)}, nil)
	case asctile.ReduceKind_Max:
		l.create(loc, ascendc.OpReduceMaxL2, []*ir.Value{d, src, tmp, l.ci64(n), l.ci64(0)}, nil)
	default:
		l.create(loc, ascendc.OpReduceMinL2, []*ir.Value{d, src, tmp, l.ci64(n), l.ci64(0)}, nil)
	}
}

// reducePatterns names ascendc's reduce patterns by their letters (outermost run first).
var reducePatterns = map[string]ascendc.ReducePattern{
	"R": ascendc.ReducePattern_R, "AR": ascendc.ReducePattern_AR, "RA": ascendc.ReducePattern_RA,
	"ARA": ascendc.ReducePattern_ARA, "RAR": ascendc.ReducePattern_RAR, "ARAR": ascendc.ReducePattern_ARAR,
	"RARA": ascendc.ReducePattern_RARA, "ARARA": ascendc.ReducePattern_ARARA, "RARAR": ascendc.ReducePattern_RARAR,
	"ARARAR": ascendc.ReducePattern_ARARAR, "RARARA": ascendc.ReducePattern_RARARA,
	"ARARARA": ascendc.ReducePattern_ARARARA, "RARARAR": ascendc.ReducePattern_RARARAR,
	"ARARARAR": ascendc.ReducePattern_ARARARAR, "RARARARA": ascendc.ReducePattern_RARARARA,
	"ARARARARA": ascendc.ReducePattern_ARARARARA,
}

func lowerReduce(l *lowerer, o *ir.Operation, src *ir.Value) *ir.Diagnostic {
	loc := o.Loc()
	st := o.Operand(0).Type().(*asctile.TileType)
	if d := l.dep.floatReduction(o, st.ElemType); d != nil {
		return d
	}
	shape := st.Shape()
	reduced := map[int64]bool{}
	var dims []int64
	if a, ok := o.Attr("dims").(*ir.ArrayAttr); ok {
		for _, e := range a.Elems {
			if ia, ok := e.(*ir.IntegerAttr); ok {
				reduced[ia.Value] = true
				dims = append(dims, ia.Value)
			}
		}
	}
	var runs []int64
	letters := ""
	for i, n := range shape {
		r := reduced[int64(i)]
		c := "A"
		if r {
			c = "R"
		}
		if len(letters) > 0 && letters[len(letters)-1:] == c {
			runs[len(runs)-1] *= n
			continue
		}
		letters += c
		runs = append(runs, n)
	}
	pat, ok := reducePatterns[letters]
	if !ok || len(dims) == 0 {
		ds := strings.Trim(dimsString(dims), "[]")
		return ir.Errorf(loc, "Tensor of shape %s have wrong reduction dimensions: %s", dimsString(shape), ds)
	}
	var name string
	switch reduceKind(o) {
	case asctile.ReduceKind_Sum:
		name = ascendc.OpReduceSum
	case asctile.ReduceKind_Max:
		name = ascendc.OpReduceMax
	case asctile.ReduceKind_Min:
		name = ascendc.OpReduceMin
	case asctile.ReduceKind_Prod:
		name = ascendc.OpReduceProd
	default:
		return ir.OpError(o, "with %s is not supported", reduceKind(o).String())
	}
	d, rt, err := l.allocResult(o)
	if err != nil {
		return err
	}
	out, in := d, src
	if l.dep.widenBF16(rt.ElemType) {
		// The pattern reductions are declared for half and float only (PyAsc's bf16 call
		// does not compile): reduce an f32 copy into f32 and round the result once.
		in = l.widenToF32(loc, src, shape)
		out = l.alloc(loc, ascendc.TPosition_VECCALC, rt.Shape(), ir.F32)
	}
	tmp := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{numElements(shape) * 4}, ui8)
	ops := []*ir.Value{out, in, tmp}
	for _, r := range runs {
		ops = append(ops, l.ci32(r))
	}
	l.create(loc, name, ops, nil, ir.NamedAttr{Name: "pattern", Value: pat.Attr()})
	if out != d {
		l.castInto(loc, d, out, l.ci64(numElements(rt.Shape())), ascendc.RoundMode_CAST_RINT)
	}
	o.Erase()
	return nil
}

func lowerSoftmax(l *lowerer, o *ir.Operation, src *ir.Value) *ir.Diagnostic {
	loc := o.Loc()
	rt := o.Result(0).Type().(*asctile.TileType)
	s := rt.Shape()
	if len(s) != 1 && len(s) != 2 {
		return ir.OpError(o, "invalid dimension of input tensor")
	}
	if _, isFloat := rt.ElemType.(*ir.FloatType); !isFloat && l.dep.at(o) {
		// PyAsc emits SoftMax<int32_t>, which Ascend C does not declare (asc-sim
		// stops at it): the integer form is refused here, at the op.
		return ir.OpError(o, "takes the softmax of a tile of %s, but SoftMax takes half and float only", ir.TypeString(rt.ElemType))
	}
	B := elemBytesOf(rt.ElemType)
	if B == 0 {
		return ir.OpError(o, "cannot lower %s elements", ir.TypeString(rt.ElemType))
	}
	h, w := int64(1), s[len(s)-1]
	if len(s) == 2 {
		h = s[0]
	}
	// SoftMax sees bf16 rows as f32 (below), so the rows are whole blocks of that type.
	if l.dep.widenBF16(rt.ElemType) {
		B = 4
	}
	if d := refuseBlockTailRows(l.dep, o, w, rt.ElemType, B, "SoftMax needs of its row length (srcK, which PyAsc's lowering sets to the tile's)"); d != nil {
		return d
	}
	d, _, err := l.allocResult(o)
	if err != nil {
		return err
	}
	out, in, elem := d, src, rt.ElemType
	n := numElements(s)
	if l.dep.widenBF16(elem) {
		// SoftMax is declared for half and float only: PyAsc's bf16 call does not
		// compile. The rows are widened to f32 (exact), the softmax taken into a second
		// f32 tensor and the result rounded once to bf16 (CAST_RINT).
		elem, B = ir.F32, 4
		in = l.widenToF32(loc, src, s)
		out = l.alloc(loc, ascendc.TPosition_VECCALC, s, ir.F32)
	}
	buf := 32 * h / B
	t1 := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{buf}, elem)
	t2 := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{buf}, elem)
	sh := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{2 * n * B}, ui8)
	tl := l.create(loc, ascendc.OpConstruct, nil, []ir.Type{&ascendc.SoftmaxTilingType{}}).Result(0)
	si := l.initStruct(loc, &ascendc.SoftmaxShapeInfoType{}, []string{"srcM", "srcK", "oriSrcM", "oriSrcK"},
		[]*ir.Value{l.ci32(h), l.ci32(w), l.ci32(h), l.ci32(w)})
	l.create(loc, ascendc.OpSoftmax, []*ir.Value{out, t1, t2, in, sh, tl, si}, nil,
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ir.DenseI32Array(1, 1, 1, 1, 1, 1, 1)})
	if out != d {
		l.castInto(loc, d, out, l.ci64(n), ascendc.RoundMode_CAST_RINT)
	}
	o.Erase()
	return nil
}

// lowerSubsDivs lowers subs and divs: the scalar forms on c310, a duplicate of the scalar
// and the tile-tile form elsewhere.
func lowerSubsDivs(l *lowerer, o *ir.Operation, ins []*ir.Value, c310 bool) *ir.Diagnostic {
	loc := o.Loc()
	// An integer divs (arith.divsi by a splat) becomes Div or Divs on integers, which
	// Ascend C declares for half and float only. With the architecture named
	// and departures taken (--pyasc-pipeline) it is refused; else it is lowered as PyAsc does.
	if et := o.Operand(0).Type().(*asctile.TileType).ElemType; o.Name() == asctile.OpDivs && l.dep.at(o) {
		if _, isFloat := et.(*ir.FloatType); !isFloat {
			return ir.OpError(o, "divides a tile of %s, but the vector unit's Div and Divs take half and float only", ir.TypeString(et))
		}
	}
	d, rt, err := l.allocResult(o)
	if err != nil {
		return err
	}
	n := numElements(rt.Shape())
	if c310 {
		name := map[string]string{asctile.OpSubs: ascendc.OpSubsL2, asctile.OpDivs: ascendc.OpDivsL2}[o.Name()]
		l.create(loc, name, []*ir.Value{d, ins[0], ins[1], l.ci64(n)}, nil)
	} else {
		pos, _ := positionOf(rt.Loc)
		t := l.alloc(loc, pos, rt.Shape(), rt.ElemType)
		l.create(loc, ascendc.OpDuplicateL2, []*ir.Value{t, ins[1], l.ci64(n)}, nil)
		name := map[string]string{asctile.OpSubs: ascendc.OpSubL2, asctile.OpDivs: ascendc.OpDivL2}[o.Name()]
		l.create(loc, name, []*ir.Value{d, ins[0], t, l.ci64(n)}, nil)
	}
	return nil
}

// floatReduction refuses a reduction of integers when the departures apply (at):
// Ascend C's reductions (ReduceSum/Max/Min and the pattern reductions) take half and
// float only, and asc-sim stops at them on integers; PyAsc's lowering emits them
// regardless (bf16 goes through an f32 copy, docs/pyasc.md §5).
func (dep departures) floatReduction(o *ir.Operation, elem ir.Type) *ir.Diagnostic {
	if _, isFloat := elem.(*ir.FloatType); isFloat || !dep.at(o) {
		return nil
	}
	return ir.OpError(o, "reduces a tile of %s, but the vector unit's reductions take half and float only", ir.TypeString(elem))
}

package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// asclower-asctile-i1: cmp/cmps produce packed ui8 masks through compare_l0 and
// compare_scalar_l0, select consumes them through select_l0. Mask, repeat count and
// repeat parameters are placeholders that ascendc-fill-asc-operands fills.

func lowerAsctileI1(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	if err := foldFirst(fn, ctx, i1Legal); err != nil {
		return err
	}
	l := newLowerer(ctx, dep)
	// Integer compares are cast to float except on c310 (spec, not a departure).
	arch := compilationArch(fn)
	var diags ir.DiagList
	for _, o := range collectOps(fn, opNamed(asctile.OpCmp, asctile.OpCmps, asctile.OpSelect)) {
		var d *ir.Diagnostic
		switch o.Name() {
		case asctile.OpCmp:
			d = lowerCmp(l, o, arch)
		case asctile.OpCmps:
			d = lowerCmps(l, o)
		default:
			d = lowerSelect(l, o)
		}
		if d != nil {
			// MLIR's conversion stops at the first op it cannot legalize.
			diags = append(diags, d, illegalOp(o))
			break
		}
	}
	l.finish()
	if len(diags) > 0 {
		return diags
	}
	return nil
}

func illegalOp(o *ir.Operation) *ir.Diagnostic {
	return ir.Errorf(o.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", o.Name())
}

// staticTile returns the tile type of v when it is a statically shaped tile.
func staticTile(v *ir.Value) (*asctile.TileType, bool) {
	t, ok := v.Type().(*asctile.TileType)
	return t, ok && numElements(t.Shape()) >= 0
}

// recast views v as a local tensor of shape × elem: a cast then an identity reinterpret.
func (l *lowerer) recast(loc ir.Location, v *ir.Value, shape []int64, elem ir.Type) *ir.Value {
	t := &ascendc.LocalTensorType{Shape: opdef.Shape{Dims: append([]int64(nil), shape...)}, ElementType: elem}
	c := l.cast(loc, v, t)
	return l.create(loc, ascendc.OpReinterpretCast, []*ir.Value{c}, []ir.Type{t}).Result(0)
}

// packedMask allocates the ui8 tensor standing for an i1 tile of n elements.
func (l *lowerer) packedMask(loc ir.Location, n int64) *ir.Value {
	k := ir.CeilDiv(n, 8)
	a := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{k}, ir.IntType(8, ir.Signless))
	return l.recast(loc, a, []int64{k}, ir.IntType(8, ir.Unsigned))
}

// elemOfTensor is the element type of a lowered local tensor value.
func elemOfTensor(v *ir.Value) ir.Type {
	if t, ok := v.Type().(*ascendc.LocalTensorType); ok {
		return t.ElementType
	}
	return nil
}

func cmpModeAttr(o *ir.Operation) ir.NamedAttr {
	// asctile's CompareMode and ascendc's CMPMODE number the same names alike.
	m := int64(0)
	if a, ok := o.Attr("cmpMode").(*ir.IntegerAttr); ok {
		m = a.Value
	}
	return ir.NamedAttr{Name: "cmpMode", Value: ir.NewIntAttr(ir.I64, int64(ascendc.CMPMODE(m)))}
}

func lowerCmp(l *lowerer, o *ir.Operation, arch string) *ir.Diagnostic {
	if d := l.dep.vectorTiles(o); d != nil {
		return d
	}
	t, ok := staticTile(o.Operand(0))
	if !ok {
		return ir.OpError(o, "needs statically shaped tile operands")
	}
	loc := o.Loc()
	a, b := l.remap(loc, o.Operand(0)), l.remap(loc, o.Operand(1))
	l.b.SetInsertionPointBefore(o)
	z := l.ci64(0)
	if it, isInt := t.ElemType.(*ir.IntegerType); isInt && arch != "c310" {
		if it.Width != 16 && it.Width != 32 {
			return ir.OpError(o, "can only be lowered with i16 or i32 tile operands")
		}
		if l.dep.at(o) {
			a, b = l.exactIntCompare(loc, a, b, t.Shape(), it.Width)
		} else {
			a, b = l.pyascIntCompare(loc, a, t.Shape(), it.Width, z), l.pyascIntCompare(loc, b, t.Shape(), it.Width, z)
		}
	}
	if d := l.eightBitLanes(o, "Compare", t.ElemType); d != nil {
		return d
	}
	n := numElements(t.Shape())
	et := elemOfTensor(a)
	if et == nil {
		et = t.ElemType
	}
	var d, res *ir.Value
	if l.partialRepeat(o, n, et) {
		d, res = l.paddedMask(loc, n, et)
		a, b = l.padRepeats(loc, a, n, et), l.padRepeats(loc, b, n, et)
	} else {
		d = l.packedMask(loc, n)
		res = d
	}
	p := l.create(loc, ascendc.OpConstruct, nil, []ir.Type{&ascendc.BinaryRepeatParamsType{}}).Result(0)
	l.create(loc, ascendc.OpCompareL0, []*ir.Value{d, a, b, z, z, p}, nil, cmpModeAttr(o))
	l.replaceConverted(o, res)
	return nil
}

func lowerCmps(l *lowerer, o *ir.Operation) *ir.Diagnostic {
	if d := l.dep.vectorTiles(o); d != nil {
		return d
	}
	t, ok := staticTile(o.Operand(0))
	if !ok {
		return ir.OpError(o, "needs statically shaped tile operands")
	}
	if d := l.eightBitLanes(o, "Compare", t.ElemType); d != nil {
		return d
	}
	loc := o.Loc()
	a := l.remap(loc, o.Operand(0))
	l.b.SetInsertionPointBefore(o)
	n := numElements(t.Shape())
	var d, res *ir.Value
	if l.partialRepeat(o, n, t.ElemType) {
		d, res = l.paddedMask(loc, n, t.ElemType)
		a = l.padRepeats(loc, a, n, t.ElemType)
	} else {
		d = l.packedMask(loc, n)
		res = d
	}
	z := l.ci64(0)
	p := l.create(loc, ascendc.OpConstruct, nil, []ir.Type{&ascendc.UnaryRepeatParamsType{}}).Result(0)
	l.create(loc, ascendc.OpCompareScalarL0, []*ir.Value{d, a, o.Operand(1), z, z, p}, nil, cmpModeAttr(o))
	l.replaceConverted(o, res)
	return nil
}

func lowerSelect(l *lowerer, o *ir.Operation) *ir.Diagnostic {
	if d := l.dep.vectorTiles(o); d != nil {
		return d
	}
	rt, ok := staticTile(o.Result(0))
	if !ok {
		return ir.OpError(o, "needs statically shaped tiles")
	}
	if _, ok := staticTile(o.Operand(0)); !ok {
		return ir.OpError(o, "needs a statically shaped mask tile")
	}
	if d := l.eightBitLanes(o, "Select", rt.ElemType); d != nil {
		return d
	}
	pos, ok := positionOf(rt.Loc)
	if !ok {
		return ir.OpError(o, "has a tile of unknown location")
	}
	loc := o.Loc()
	m := l.remap(loc, o.Operand(0))
	s0, s1 := l.remap(loc, o.Operand(1)), l.remap(loc, o.Operand(2))
	l.b.SetInsertionPointBefore(o)
	d := l.alloc(loc, pos, rt.Shape(), rt.ElemType)
	l.replaceConvertedKeep(o, d)
	mt := m.Type().(*ascendc.LocalTensorType)
	mu := l.recast(loc, m, mt.Shape.Dims, ir.IntType(8, ir.Unsigned))
	if n := numElements(rt.Shape()); l.partialRepeat(o, n, rt.ElemType) {
		l.selectPartial(loc, d, mu, s0, s1, n, rt.ElemType)
		o.Erase()
		return nil
	}
	z := l.ci64(0)
	p := l.create(loc, ascendc.OpConstruct, nil, []ir.Type{&ascendc.BinaryRepeatParamsType{}}).Result(0)
	l.create(loc, ascendc.OpSelectL0, []*ir.Value{d, mu, s0, s1, z, z, p}, nil,
		ir.NamedAttr{Name: "selMode", Value: ascendc.SELMODE_VSEL_TENSOR_TENSOR_MODE.Attr()})
	o.Erase()
	return nil
}

// eightBitLanes refuses a compare or select of 8-bit elements (a departure, docs/pyasc.md
// §5): PyAsc emits its L0 form with the 128-bit lane mask, which has no lanes for the
// 256 elements of an 8-bit repeat, and the spec gives no other form for them. (On c220
// asctile.cmp refuses them first with PyAsc's own words.)
func (l *lowerer) eightBitLanes(o *ir.Operation, api string, elem ir.Type) *ir.Diagnostic {
	if it, ok := elem.(*ir.IntegerType); ok && it.Width == 8 && l.dep.at(o) {
		return ir.OpError(o, "on a tile of %s is not supported: the vector unit's %s takes 16- and 32-bit elements (its 128-bit lane mask has no form for 8-bit lanes)", ir.TypeString(elem), api)
	}
	return nil
}

// pyascIntCompare is PyAsc's operand of an integer compare on c220: a copy of v in f16
// (i16) or f32 (i32), cast with the element count z (the constant 0, docs/pyasc.md §5).
func (l *lowerer) pyascIntCompare(loc ir.Location, v *ir.Value, shape []int64, w int, z *ir.Value) *ir.Value {
	var ft ir.Type = ir.F32
	if w == 16 {
		ft = ir.F16
	}
	return l.castNew(loc, v, shape, ft, z, ascendc.RoundMode_CAST_NONE)
}

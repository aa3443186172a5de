package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Departure from PyAsc (docs/pyasc.md §5, "Compares and selects of partial repeats"):
// compare_l0 and select_l0 run whole 256-byte repeats, so on a tile whose size is not a
// multiple of 256 bytes PyAsc's Compare reads past both sources and its Select writes
// past the destination (into whatever buffer follows it in UB). With the departures
// (departures.at), a compare runs on zero-padded copies of its sources into a mask with room for
// whole repeats (the tile's mask is a view of its first ceil(N/8) bytes), and a select
// runs the whole repeats and then the partial one with an element-count mask, so neither
// touches memory outside its tiles.

// repeatElems is how many elements of elem one 256-byte repeat covers.
func repeatElems(elem ir.Type) int64 { return 256 / elemBytesOf(elem) }

// partialRepeat reports whether n elements of elem end inside a repeat and the departure
// applies to o (departures.at).
func (l *lowerer) partialRepeat(o *ir.Operation, n int64, elem ir.Type) bool {
	if !l.dep.at(o) || elem == nil || elemBytesOf(elem) <= 0 || n <= 0 {
		return false
	}
	return n%repeatElems(elem) != 0
}

// view1D is the 1-D view of n elements of v starting at element off.
func (l *lowerer) view1D(loc ir.Location, v *ir.Value, off, n int64, elem ir.Type) *ir.Value {
	t := &ascendc.LocalTensorType{Shape: opdef.Shape{Dims: []int64{n}}, ElementType: elem}
	return l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{v, l.ci64(off)}, []ir.Type{t}).Result(0)
}

// scalarConst is the constant x of the int or float type t.
func (l *lowerer) scalarConst(loc ir.Location, t ir.Type, x int64) *ir.Value {
	var a ir.Attribute = ir.NewIntAttr(t, x)
	if _, ok := t.(*ir.FloatType); ok {
		a = &ir.FloatAttr{Type: t, Value: float64(x)}
	}
	return l.create(loc, arith.OpConstant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a}).Result(0)
}

// padRepeats copies the n elements of v into a fresh tensor of whole repeats whose
// remaining elements are zero: every lane a whole-repeat compare reads is defined.
func (l *lowerer) padRepeats(loc ir.Location, v *ir.Value, n int64, elem ir.Type) *ir.Value {
	per := repeatElems(elem)
	total := (n + per - 1) / per * per
	p := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{total}, elem)
	l.create(loc, ascendc.OpDuplicateL2, []*ir.Value{p, l.scalarConst(loc, elem, 0), l.ci64(total)}, nil)
	src := l.recast(loc, v, []int64{n}, elem)
	l.create(loc, ascendc.OpMulsL2, []*ir.Value{l.view1D(loc, p, 0, n, elem), src, l.scalarConst(loc, elem, 1), l.ci64(n)}, nil)
	return p
}

// paddedMask allocates the packed mask of a compare over the padded sources of n
// elements and returns it whole (for the compare) and as the tile's ceil(n/8) bytes.
func (l *lowerer) paddedMask(loc ir.Location, n int64, elem ir.Type) (whole, tile *ir.Value) {
	per := repeatElems(elem)
	total := (n + per - 1) / per * per
	whole = l.packedMask(loc, total)
	return whole, l.view1D(loc, whole, 0, ir.CeilDiv(n, 8), ir.IntType(8, ir.Unsigned))
}

// selectPartial emits select_l0 over n elements ending inside a repeat: one call over the
// whole repeats, one over the rest with an element-count mask. The views of the last
// part cover whole 32-byte blocks (the blocks the lanes of the call address, inside the
// tiles' allocations); the count keeps the lanes past n off.
func (l *lowerer) selectPartial(loc ir.Location, d, mu, s0, s1 *ir.Value, n int64, elem ir.Type) {
	per := repeatElems(elem)
	whole := n / per * per
	u8 := ir.IntType(8, ir.Unsigned)
	sel := func(off, count, mask int64, rep *ir.Value) {
		v := func(t *ir.Value) *ir.Value { return l.view1D(loc, t, off, count, elem) }
		p := l.create(loc, ascendc.OpConstruct, nil, []ir.Type{&ascendc.BinaryRepeatParamsType{}}).Result(0)
		m := l.view1D(loc, mu, off/8, ir.CeilDiv(mask, 8), u8)
		l.create(loc, ascendc.OpSelectL0, []*ir.Value{v(d), m, v(s0), v(s1), l.ci64(mask), rep, p}, nil,
			ir.NamedAttr{Name: "selMode", Value: ascendc.SELMODE_VSEL_TENSOR_TENSOR_MODE.Attr()})
	}
	d, s0, s1 = l.recast(loc, d, []int64{n}, elem), l.recast(loc, s0, []int64{n}, elem), l.recast(loc, s1, []int64{n}, elem)
	if whole > 0 {
		sel(0, whole, per, l.ci64(whole/per))
	}
	rest := n - whole
	blk := 32 / elemBytesOf(elem)
	sel(whole, (rest+blk-1)/blk*blk, rest, l.ci64(1))
}

package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// asctile.cast. PyAsc lowers every cast to one Cast (cast_l2), CAST_TRUNC from a float
// to an integer and CAST_NONE otherwise. The vector unit converts only some pairs of the
// tile element types directly (hardware.md §7, AD-CAST; docs/sim/vector.md §3): for the
// others PyAsc's Cast does not compile, and its s32 -> f16 Cast scales by a SetDeqScale
// value the kernel never sets. With departures the lowering goes through the
// intermediate types of castRoutes instead, each step a conversion the vector unit has
// and none rounding more than the direct conversion would (docs/pyasc.md §5).

// castRoutes gives, for a pair of element types (by name) without a direct conversion
// of their values, the intermediate types of the route. Widening steps are exact; a
// float -> integer step truncates and an integer narrowing then saturates, which
// together truncate and saturate as one conversion would; an integer reaches f16 or
// bf16 through f32 (exact below 2^24) and is rounded once, to nearest even.
var castRoutes = map[[2]string][]ir.Type{
	{"f16", "bf16"}: {ir.F32}, {"bf16", "f16"}: {ir.F32},
	{"i8", "f32"}: {ir.F16}, {"i8", "bf16"}: {ir.F16, ir.F32}, {"i8", "i32"}: {i16Type},
	{"i16", "bf16"}: {ir.F32}, {"i32", "bf16"}: {ir.F32}, {"i32", "f16"}: {ir.F32}, {"i32", "i8"}: {i16Type},
	{"f32", "i8"}: {i16Type}, {"bf16", "i8"}: {ir.F32, i16Type}, {"bf16", "i16"}: {ir.F32},
}

var i16Type = ir.IntType(16, ir.Signless)

// castRoute is the list of types a value of from goes through to reach to: the
// intermediate ones, then to.
func castRoute(from, to ir.Type) []ir.Type {
	r := castRoutes[[2]string{ir.TypeString(from), ir.TypeString(to)}]
	return append(append([]ir.Type(nil), r...), to)
}

// castMode is the round mode of one conversion step: CAST_TRUNC from a float to an
// integer (as PyAsc); CAST_RINT for a float narrowing in a routed conversion (PyAsc's
// CAST_NONE means RINT when precision is lost, hardware.md §7, but f32 -> bf16 takes
// only the explicit modes); CAST_NONE otherwise.
func castMode(from, to ir.Type, routed bool) ascendc.RoundMode {
	_, fromF := from.(*ir.FloatType)
	_, toI := to.(*ir.IntegerType)
	switch {
	case fromF && toI:
		return ascendc.RoundMode_CAST_TRUNC
	case routed && !toI && bitWidth(to) < bitWidth(from):
		return ascendc.RoundMode_CAST_RINT
	}
	return ascendc.RoundMode_CAST_NONE
}

// bitWidth is the width of an integer or float type.
func bitWidth(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width
	case *ir.FloatType:
		return t.Width
	}
	return 0
}

// lowerCast lowers asctile.cast o whose remapped input is src.
func lowerCast(l *lowerer, o *ir.Operation, src *ir.Value) *ir.Diagnostic {
	d, rt, err := l.allocResult(o)
	if err != nil {
		return err
	}
	loc := o.Loc()
	from := o.Operand(0).Type().(*asctile.TileType).ElemType
	n := l.ci64(numElements(rt.Shape()))
	route := []ir.Type{rt.ElemType}
	if l.dep.on() {
		route = castRoute(from, rt.ElemType)
	}
	routed := len(route) > 1
	cur, curT := src, from
	for i, t := range route {
		dst := d
		if i < len(route)-1 {
			dst = l.alloc(loc, ascendc.TPosition_VECCALC, rt.Shape(), t)
		}
		l.castInto(loc, dst, cur, n, castMode(curT, t, routed))
		cur, curT = dst, t
	}
	o.Erase()
	return nil
}

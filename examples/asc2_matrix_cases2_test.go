package examples

import (
	"math"
	"strings"
)

// Compare/select, cast, reduction and broadcast cases of the tile matrix.

// mCmpModes are asctile's CompareMode cases with their meaning.
var mCmpModes = []struct {
	name string
	f    func(a, b float64) bool
}{
	{"LT", func(a, b float64) bool { return a < b }},
	{"GT", func(a, b float64) bool { return a > b }},
	{"EQ", func(a, b float64) bool { return a == b }},
	{"LE", func(a, b float64) bool { return a <= b }},
	{"GE", func(a, b float64) bool { return a >= b }},
	{"NE", func(a, b float64) bool { return a != b }},
}

// cmpRange draws from few values so that EQ and NE see both outcomes.
func cmpRange(t mType) mRange {
	if t.float {
		return mRange{lo: -2, hi: 2}
	}
	return mRange{lo: -3, hi: 3}
}

// cmpCases: asc2.where(cmp(x, y), x, y) for each mode, tile-tile, with a splat of a
// runtime scalar on the right (cmps) and on the left (cmps with the mode mirrored), and
// asctile.cmps written directly.
func cmpCases(t mType) []*mCase {
	var cs []*mCase
	for _, m := range mCmpModes {
		f := m.f
		sel := func(c bool, a, b float64) float64 {
			if c {
				return a
			}
			return b
		}
		mk := func(form, op, body string, ref func(x, y, s float64) float64) *mCase {
			c := &mCase{op: op, form: m.name + "/" + form, in: t, out: t, body: body,
				xr: cmpRange(t), yr: cmpRange(t), sval: 1, elem: ref, tol: exactTol(t)}
			cs = append(cs, c)
			return c
		}
		mk("tt", "asctile.cmp", joinLines("%m = asctile.cmp "+m.name+" %xl, %yl : $TI",
			"%r = asctile.select %m, %xl, %yl : $TI"),
			func(x, y, _ float64) float64 { return sel(f(x, y), x, y) })
		mk("ts", "asctile.cmp", joinLines("%sv = asctile.splat %s : $TI", "%m = asctile.cmp "+m.name+" %xl, %sv : $TI",
			"%r = asctile.select %m, %xl, %yl : $TI"),
			func(x, y, s float64) float64 { return sel(f(x, s), x, y) })
		mk("st", "asctile.cmp", joinLines("%sv = asctile.splat %s : $TI", "%m = asctile.cmp "+m.name+" %sv, %xl : $TI",
			"%r = asctile.select %m, %xl, %yl : $TI"),
			func(x, y, s float64) float64 { return sel(f(s, x), x, y) })
		if !t.float && t.bits > 8 {
			// Neighbours far from 0, where a compare through f16 (i16) or f32 (i32)
			// would see equal values.
			big := mk("big", "asctile.cmp", joinLines("%m = asctile.cmp "+m.name+" %xl, %yl : $TI",
				"%r = asctile.select %m, %xl, %yl : $TI"),
				func(x, y, _ float64) float64 { return sel(f(x, y), x, y) })
			base := float64(int64(1) << (t.bits - 2))
			big.xr, big.yr = mRange{lo: base - 3, hi: base + 3}, mRange{lo: base - 3, hi: base + 3}
			// The ends of the range, where an f32 copy of an i32 rounds by up to 128.
			edge := mk("edge", "asctile.cmp", big.body, big.elem)
			lo, hi := t.min(), t.max()
			set := []float64{lo, lo + 1, lo + 127, lo + 128, lo + 129, -1, 0, 1, hi - 129, hi - 128, hi - 127, hi - 1, hi}
			edge.xr, edge.yr = mRange{set: set}, mRange{set: set}
		}
		// asc2.where(x MODE y, x, 0): the other operand a splat constant tile.
		zero := "0.000000e+00"
		if !t.float {
			zero = "0"
		}
		mk("where0", "asctile.cmp", joinLines("%m = asctile.cmp "+m.name+" %xl, %yl : $TI",
			"%zc = arith.constant dense<"+zero+"> : $TI", "%r = asctile.select %m, %xl, %zc : $TI"),
			func(x, y, _ float64) float64 { return sel(f(x, y), x, 0) })
		// asc2.where(x MODE y, 1, -1): both operands splat constants.
		one, mone := "1.000000e+00", "-1.000000e+00"
		if !t.float {
			one, mone = "1", "-1"
		}
		mk("where1", "asctile.cmp", joinLines("%m = asctile.cmp "+m.name+" %xl, %yl : $TI",
			"%c1 = arith.constant dense<"+one+"> : $TI", "%cm1 = arith.constant dense<"+mone+"> : $TI",
			"%r = asctile.select %m, %c1, %cm1 : $TI"),
			func(x, y, _ float64) float64 { return sel(f(x, y), 1, -1) })
		mk("op", "asctile.cmps", joinLines("%m = asctile.cmps "+m.name+" %xl, %s : $TI",
			"%r = asctile.select %m, %xl, %yl : $TI"),
			func(x, y, s float64) float64 { return sel(f(x, s), x, y) })
	}
	return cs
}

// castRef converts v of from to to: floats round to nearest even (the lowering's
// CAST_NONE is RINT when precision is lost), float to integer truncates (CAST_TRUNC)
// and saturates, integer to integer keeps the value (inputs are drawn in range).
func castRef(from, to mType, v float64) float64 {
	if to.float {
		return to.round(v)
	}
	if from.float {
		return to.sat(math.Trunc(v))
	}
	return to.sat(v)
}

// castCases: asctile.cast between every pair of element types, with inputs that fit
// the target (and fractions, for the truncation to integers).
func castCases() []*mCase {
	var cs []*mCase
	for _, from := range mTypes {
		for _, to := range mTypes {
			if from == to {
				continue
			}
			r := defaultRange(from)
			if !to.float {
				r.lo, r.hi = math.Max(r.lo, to.min()), math.Min(r.hi, to.max())
			}
			if from.float && !to.float {
				r = mRange{lo: -100, hi: 100}
			}
			if from == mI32 && to.float {
				r = mRange{lo: -1 << 20, hi: 1 << 20}
			}
			f, t := from, to
			cs = append(cs, &mCase{op: "asctile.cast", in: from, out: to, xr: r, yr: r,
				body: "%r = asctile.cast %xl : $TI to $TO",
				elem: func(x, _, _ float64) float64 { return castRef(f, t, x) }, tol: exactTol(to)})
		}
	}
	return cs
}

// mReduceKinds are the ReduceKind cases with their identity (the load's pad value) and
// meaning; mean, all, any and xor_sum have none the spec fixes.
var mReduceKinds = []struct {
	name string
	id   float64
	f    func(a, b float64) float64
}{
	{"sum", 0, func(a, b float64) float64 { return a + b }},
	{"max", math.Inf(-1), math.Max},
	{"min", math.Inf(1), math.Min},
	{"prod", 1, func(a, b float64) float64 { return a * b }},
	{"mean", 0, nil}, {"all", 0, nil}, {"any", 0, nil}, {"xor_sum", 0, nil},
}

// redTol bounds a reduction of n values: the order of the additions is the hardware's.
func redTol(t mType, kind string) mTol {
	if kind == "max" || kind == "min" {
		return mTol{}
	}
	switch t {
	case mF32:
		return mTol{1e-5, 1e-4}
	case mF16:
		return mTol{0.05, 1e-2}
	case mBF16:
		return mTol{0.5, 4e-2}
	}
	return mTol{}
}

// reduceCases: reduce_as_1d to a scalar and to a 1-element tile (stored with
// set_value), and reduce over axis 1, axis 0 and both of an 8x64 tile.
func reduceCases(t mType) []*mCase {
	var cs []*mCase
	for _, k := range mReduceKinds {
		pad := k.id
		if !t.float && math.IsInf(pad, 0) {
			pad = map[bool]float64{true: t.min(), false: t.max()}[pad < 0]
		}
		xr := mRange{lo: -4, hi: 4}
		if k.name == "prod" {
			xr = mRange{lo: 0.9, hi: 1.1}
			if !t.float {
				xr = mRange{lo: 1, hi: 1}
			}
		}
		if !t.float && k.name != "prod" {
			xr = mRange{lo: -50, hi: 50}
		}
		f := k.f
		red := func(vs []float64) float64 {
			if f == nil {
				return math.NaN()
			}
			acc := vs[0]
			for _, v := range vs[1:] {
				acc = f(acc, v)
			}
			return t.round(acc)
		}
		base := mCase{op: "asctile.reduce_as_1d", in: t, out: t, kind: mkRed1D, pad: pad, xr: xr, red: red, tol: redTol(t, k.name)}
		if k.name != "prod" {
			s := base
			s.form = k.name + "/scalar"
			s.body = joinLines("%r = asctile.reduce_as_1d <"+k.name+"> %xl : $TI, $IN",
				"asctile.set_value %r, %tz[%t] : $IN, !asctile.tensor<?x$OUT>")
			one := base
			one.form = k.name + "/tile1"
			one.body = joinLines("%r = asctile.reduce_as_1d <"+k.name+"> %xl : $TI, !asctile.tile<1x$IN, UB>",
				"asctile.set_value %r, %tz[%t] : !asctile.tile<1x$IN, UB>, !asctile.tensor<?x$OUT>")
			cs = append(cs, &s, &one)
		}
		cs = append(cs, reduce2DCases(base, k.name)...)
	}
	return cs
}

// reduce2DCases are asctile.reduce of an 8x64 tile over axis 1 (8 row values stored at
// z[r0]), axis 0 (64 column values at z[t*64]) and both (one value at z[t]).
func reduce2DCases(base mCase, kind string) []*mCase {
	base.op, base.kind = "asctile.reduce", mkRed2D
	head := "%r = asctile.reduce <" + kind + "> %xl {dims = [DIMS]} : $TI, "
	r1 := base
	r1.form, r1.dims = kind+"/dim1", "1"
	r1.body = joinLines(strings.Replace(head, "DIMS", "1 : i32", 1)+"!asctile.tile<$TRx$IN, UB>",
		"asctile.store %r, %tz[%r0] : !asctile.tile<$TRx$IN, UB>, !asctile.tensor<?x$OUT>")
	r0 := base
	r0.form, r0.dims = kind+"/dim0", "0"
	r0.body = joinLines(strings.Replace(head, "DIMS", "0 : i32", 1)+"!asctile.tile<$TCx$IN, UB>",
		"%o = arith.muli %t, %c64 : i32",
		"asctile.store %r, %tz[%o] : !asctile.tile<$TCx$IN, UB>, !asctile.tensor<?x$OUT>")
	r01 := base
	r01.form, r01.dims = kind+"/dim01", "0,1"
	r01.body = joinLines(strings.Replace(head, "DIMS", "0 : i32, 1 : i32", 1)+"!asctile.tile<1x$IN, UB>",
		"asctile.set_value %r, %tz[%t] : !asctile.tile<1x$IN, UB>, !asctile.tensor<?x$OUT>")
	r1k := base
	r1k.form, r1k.dims = kind+"/dim1keep", "1"
	r1k.body = joinLines(strings.Replace(head, "DIMS", "1 : i32", 1)+"!asctile.tile<$TRx1x$IN, UB>",
		"%tz1 = asctile.tensor %z(%m) : memref<*x$OUT, 22>, !asctile.tensor<?x1x$OUT>",
		"asctile.store %r, %tz1[%r0, %c0i] : !asctile.tile<$TRx1x$IN, UB>, !asctile.tensor<?x1x$OUT>")
	r0k := base
	r0k.form, r0k.dims = kind+"/dim0keep", "0"
	r0k.body = joinLines(strings.Replace(head, "DIMS", "0 : i32", 1)+"!asctile.tile<1x$TCx$IN, UB>",
		"%zr = arith.ceildivsi %m, %c64 : i32",
		"%tz2 = asctile.tensor %z(%zr) : memref<*x$OUT, 22>, !asctile.tensor<?x$TCx$OUT>",
		"asctile.store %r, %tz2[%t, %c0i] : !asctile.tile<1x$TCx$IN, UB>, !asctile.tensor<?x$TCx$OUT>")
	cs := []*mCase{&r1, &r0, &r01, &r1k, &r0k}
	if kind != "prod" {
		ra := base
		ra.op, ra.form, ra.dims = "asctile.reduce_as_1d", kind+"/2d", "0,1"
		ra.body = joinLines("%r = asctile.reduce_as_1d <"+kind+"> %xl : $TI, $IN",
			"asctile.set_value %r, %tz[%t] : $IN, !asctile.tensor<?x$OUT>")
		cs = append(cs, &ra)
	}
	return cs
}

// broadcastCases: a 1-element tile to 256 (1-D), an 8x1 column to 8x64 and a 1x64
// row to 8x64 (2-D), each loaded from y.
func broadcastCases(t mType) []*mCase {
	yr := defaultRange(t)
	b1 := &mCase{op: "asctile.broadcast", form: "1", in: t, out: t, xr: yr, yr: yr, bcast: '1', tol: exactTol(t), only1D: true,
		body: joinLines("%y1 = asctile.load %ty[%c0i], %pad : !asctile.tensor<?x$IN>, !asctile.tile<1x$IN, UB>",
			"%r = asctile.broadcast %y1 : !asctile.tile<1x$IN, UB> to $TI")}
	col := &mCase{op: "asctile.broadcast", form: "col", in: t, out: t, xr: yr, yr: yr, bcast: 'r', tol: exactTol(t), kind: mkElem,
		body: joinLines("%ty1 = asctile.tensor %y(%rows) : memref<*x$IN, 22>, !asctile.tensor<?x1x$IN>",
			"%y1 = asctile.load %ty1[%r0, %c0i], %pad : !asctile.tensor<?x1x$IN>, !asctile.tile<$TRx1x$IN, UB>",
			"%r = asctile.broadcast %y1 : !asctile.tile<$TRx1x$IN, UB> to $TI")}
	row := &mCase{op: "asctile.broadcast", form: "row", in: t, out: t, xr: yr, yr: yr, bcast: 'c', tol: exactTol(t), kind: mkElem,
		body: joinLines("%ty1 = asctile.tensor %y(%c1i, %cols) : memref<*x$IN, 22>, !asctile.tensor<?x?x$IN>",
			"%y1 = asctile.load %ty1[%c0i, %c], %pad : !asctile.tensor<?x?x$IN>, !asctile.tile<1x$TCx$IN, UB>",
			"%r = asctile.broadcast %y1 : !asctile.tile<1x$TCx$IN, UB> to $TI")}
	return []*mCase{b1, col, row}
}

// splatCases: z = splat(s), a runtime scalar and a constant (duplicate_l2).
func splatCases(t mType) []*mCase {
	r := defaultRange(t)
	sv := t.draw(newRand("splat"+t.name), 1, r)[0]
	ref := func(_, _, s float64) float64 { return s }
	return []*mCase{
		{op: "asctile.splat", form: "arg", in: t, out: t, xr: r, sval: sv, elem: ref, tol: exactTol(t),
			body: "%r = asctile.splat %s : $TI"},
		{op: "arith.constant", form: "dense", in: t, out: t, xr: r, sval: sv, elem: ref, tol: exactTol(t),
			body: "%r = arith.constant dense<" + t.literal(sv) + "> : $TI"},
	}
}

// mixedSelectCases: a mask from a compare of one element type selecting tiles of
// another (asc2.where(x > y, cast(x), cast(y))): the i1 tile is the same whatever the
// data type, but the repeats of the compare and of the select differ.
func mixedSelectCases() []*mCase {
	var cs []*mCase
	for _, p := range [][2]mType{{mF32, mF16}, {mF16, mF32}, {mF32, mI32}, {mI16, mF32}, {mI32, mF16}, {mBF16, mI16}, {mF16, mI8}} {
		from, to := p[0], p[1]
		cs = append(cs, &mCase{op: "asctile.select", form: "mixed", in: from, out: to, xr: cmpRange(from), yr: cmpRange(from),
			tol: exactTol(to), body: joinLines("%m = asctile.cmp GT %xl, %yl : $TI",
				"%xc = asctile.cast %xl : $TI to $TO", "%yc = asctile.cast %yl : $TI to $TO",
				"%r = asctile.select %m, %xc, %yc : $TO"),
			elem: func(x, y, _ float64) float64 {
				if x > y {
					return castRef(from, to, x)
				}
				return castRef(from, to, y)
			}})
	}
	return cs
}

// unacceptedCases: tiles of the element types outside AscTile_Numeric (i64, ui8),
// loaded and added, or cast from f32.
func unacceptedCases() []*mCase {
	var cs []*mCase
	for _, t := range []mType{mI64, mU8} {
		cs = append(cs, &mCase{op: "arith.addi", form: "tt", in: t, out: t, body: "%r = arith.addi %xl, %yl : $TI", only1D: true})
		cs = append(cs, &mCase{op: "asctile.cast", in: mF32, out: t, body: "%r = asctile.cast %xl : $TI to $TO", only1D: true})
	}
	return cs
}

// allMatrixCases is the whole matrix.
func allMatrixCases() []*mCase {
	var cs []*mCase
	for _, t := range mTypes {
		for _, b := range mBinaries {
			cs = append(cs, binaryCases(b, t)...)
		}
		for _, u := range mUnaries {
			cs = append(cs, unaryCases(u, t)...)
		}
		cs = append(cs, reluCases(t)...)
		cs = append(cs, cmpCases(t)...)
		cs = append(cs, reduceCases(t)...)
		cs = append(cs, broadcastCases(t)...)
		cs = append(cs, splatCases(t)...)
	}
	cs = append(cs, mixedSelectCases()...)
	cs = append(cs, unacceptedCases()...)
	return append(cs, castCases()...)
}

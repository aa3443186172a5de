package examples

import (
	"math"
	"strings"
)

// The cases of the tile matrix (asc2_matrix_test.go): every elementwise, tile-scalar,
// compare/select, cast, reduction, broadcast and unary math op the asc2 frontend emits
// on tiles (asctile-ops.md §2.5 and §6), for every element type its constraints accept,
// with each operand form (tile-tile; a splat of a runtime scalar on the right or the
// left; a splat constant; the asctile tile-scalar op written directly).

// mKind is the kernel form of a case.
type mKind int

const (
	mkElem  mKind = iota // elementwise: z = f(x, y, s), 1-D and 2-D
	mkRed1D              // one value per 256-element tile
	mkRed2D              // a reduced 8x64 tile per row block
)

// mCase is one (op, element types, operand form).
type mCase struct {
	op      string // the op under test, as its diagnostic names it
	form    string
	in, out mType
	kind    mKind
	body    string
	pad     float64
	sval    float64 // the scalar argument
	xr, yr  mRange
	// elem is the reference of an elementwise case (x, y, s as values of in);
	// red that of a reduction (the reduced values of one group).
	elem func(x, y, s float64) float64
	red  func(vs []float64) float64
	// bcast marks a broadcast: z[r][c] = y[row r] (bcast 'r'), y[col c] ('c') or y[0] ('1').
	bcast  byte
	dims   string // reductions over 2-D tiles: "0", "1" or "0,1"
	tol    mTol
	only1D bool
	// tileMax: the scalar of elem is the max of the case's tile of x.
	tileMax bool
}

// mTol is the tolerance of a comparison: |got - want| <= atol + rtol*|want|.
type mTol struct{ atol, rtol float64 }

// name is the case's test name.
func (c *mCase) name() string {
	n := c.op + "/" + c.in.name
	if c.out != c.in {
		n += "-" + c.out.name
	}
	if c.form != "" {
		n += "/" + c.form
	}
	return n
}

// exactTol: the op is correctly rounded (or exact), so the only slack is one rounding
// of the result type's double-rounded reference (f16/bf16 are rounded through f32).
func exactTol(t mType) mTol {
	switch t {
	case mF32:
		return mTol{1e-6, 1e-4}
	case mF16:
		return mTol{1e-7, 1.0 / 1024}
	case mBF16:
		return mTol{1e-7, 1.0 / 128}
	}
	return mTol{}
}

// mathTol: library functions (a few ulps of the type) and the held-out check's f32 bound.
func mathTol(t mType) mTol {
	switch t {
	case mF32:
		return mTol{1e-6, 1e-4}
	case mF16:
		return mTol{1e-3, 4.0 / 1024}
	case mBF16:
		return mTol{1e-2, 4.0 / 128}
	}
	return mTol{}
}

// defaultRange: floats in [-4, 4], integers over their whole range (wrapping arithmetic).
func defaultRange(t mType) mRange {
	if t.float {
		return mRange{lo: -4, hi: 4}
	}
	return mRange{lo: t.min(), hi: t.max()}
}

// mBinary is an arith op on two tiles: floats take the f form, integers the i form.
type mBinary struct {
	f, i string // arith op names ("" = not for that class)
	sop  string // the asctile tile-scalar op the scalar form becomes ("" = none)
	fref func(a, b float64) float64
	iref func(t mType, a, b int64) int64
	yr   func(t mType) mRange
	// xr, when set, is the range of the integer lhs, yr then that of the rhs: results
	// stay in range (the simulator saturates integer arithmetic where MLIR's arith
	// wraps; no source we have says which the vector unit does).
	xr     func(t mType) mRange
	commut bool
}

func divisorRange(t mType) mRange {
	if t.float {
		return mRange{lo: -4, hi: 4, nonzero: 0.5}
	}
	return mRange{lo: t.min(), hi: t.max(), nonzero: 1}
}

func shiftRange(t mType) mRange { return mRange{lo: 0, hi: float64(t.bits - 1)} }

// halfRange: integers of half t's range (sums and differences fit).
func halfRange(t mType) mRange { return mRange{lo: t.min() / 2, hi: t.max() / 2} }

// sqrtRange: integers of half t's width (products fit); shlRange: shift amounts that
// keep them in range.
func sqrtRange(t mType) mRange {
	h := float64(int64(1) << (t.bits/2 - 1))
	return mRange{lo: -h, hi: h - 1}
}

func shlRange(t mType) mRange { return mRange{lo: 0, hi: float64(t.bits/2 - 1)} }

// fmaximum is arith.maximumf: NaN if either is NaN, +0 above -0.
func fmaximum(a, b float64) float64 {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.NaN()
	}
	return math.Max(a, b)
}

func fminimum(a, b float64) float64 {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.NaN()
	}
	return math.Min(a, b)
}

var mBinaries = []mBinary{
	{f: "addf", i: "addi", sop: "adds", commut: true, xr: halfRange, yr: halfRange,
		fref: func(a, b float64) float64 { return a + b }, iref: func(t mType, a, b int64) int64 { return a + b }},
	{f: "subf", i: "subi", sop: "subs", xr: halfRange, yr: halfRange,
		fref: func(a, b float64) float64 { return a - b }, iref: func(t mType, a, b int64) int64 { return a - b }},
	{f: "mulf", i: "muli", sop: "muls", commut: true, xr: sqrtRange, yr: sqrtRange,
		fref: func(a, b float64) float64 { return a * b }, iref: func(t mType, a, b int64) int64 { return a * b }},
	{f: "divf", i: "divsi", sop: "divs", yr: divisorRange,
		fref: func(a, b float64) float64 { return a / b }, iref: func(t mType, a, b int64) int64 { return a / b }},
	{f: "maximumf", i: "maxsi", sop: "maxs", commut: true, fref: fmaximum,
		iref: func(t mType, a, b int64) int64 { return max(a, b) }},
	{f: "minimumf", i: "minsi", sop: "mins", commut: true, fref: fminimum,
		iref: func(t mType, a, b int64) int64 { return min(a, b) }},
	{f: "maxnumf", commut: true, fref: math.Max},
	{f: "minnumf", commut: true, fref: math.Min},
	{i: "shli", sop: "shls", xr: sqrtRange, yr: shlRange, iref: func(t mType, a, b int64) int64 { return a << uint(b) }},
	{i: "shrsi", sop: "shrs", yr: shiftRange, iref: func(t mType, a, b int64) int64 { return a >> uint(b) }},
	{i: "andi", commut: true, iref: func(t mType, a, b int64) int64 { return a & b }},
	{i: "ori", commut: true, iref: func(t mType, a, b int64) int64 { return a | b }},
	{i: "xori", commut: true, iref: func(t mType, a, b int64) int64 { return a ^ b }},
	{f: "remf", fref: math.Mod, yr: divisorRange},
	{i: "remsi", yr: divisorRange, iref: func(t mType, a, b int64) int64 { return a % b }},
}

// binaryCases are the cases of one arith op on tiles of t, in every operand form.
func binaryCases(b mBinary, t mType) []*mCase {
	name, ref := b.f, func(x, y, _ float64) float64 { return t.round(b.fref(x, y)) }
	if !t.float {
		name = b.i
		ref = func(x, y, _ float64) float64 { return float64(t.wrap(b.iref(t, int64(x), int64(y)))) }
	}
	if name == "" {
		return nil
	}
	xr, yr := defaultRange(t), defaultRange(t)
	if b.yr != nil && (!t.float || b.xr == nil) {
		yr = b.yr(t)
	}
	if b.xr != nil && !t.float {
		xr = b.xr(t)
	}
	sv := t.draw(newRand("s/"+name+t.name), 1, yr)[0]
	op := "arith." + name
	mk := func(form, body string, f func(x, y, s float64) float64) *mCase {
		return &mCase{op: op, form: form, in: t, out: t, body: body, sval: sv,
			xr: xr, yr: yr, elem: f, tol: exactTol(t)}
	}
	cases := []*mCase{
		mk("tt", "%r = "+op+" %xl, %yl : $TI", ref),
		mk("ts", "%sv = asctile.splat %s : $TI\n%r = "+op+" %xl, %sv : $TI",
			func(x, _, s float64) float64 { return ref(x, s, 0) }),
		mk("tc", "%sv = arith.constant dense<"+t.literal(sv)+"> : $TI\n%r = "+op+" %xl, %sv : $TI",
			func(x, _, _ float64) float64 { return ref(x, sv, 0) }),
	}
	// A splat on the left: the lhs of sub/div/shift is then the scalar (divisors and
	// shift amounts come from y's range), a commutative op is scalarized anyway.
	st := mk("st", "%sv = asctile.splat %s : $TI\n%r = "+op+" %sv, %yl : $TI",
		func(_, y, s float64) float64 { return ref(s, y, 0) })
	if !b.commut {
		st.sval = t.draw(newRand("st/"+name+t.name), 1, xr)[0]
	}
	cases = append(cases, st)
	if t.float {
		// Inputs with NaN, infinities and signed zeros (IEEE; maximumf/minimumf propagate
		// NaN, maxnumf/minnumf ignore it).
		sp := mk("special", "%r = "+op+" %xl, %yl : $TI", ref)
		sp.xr.special, sp.yr.special = true, true
		if b.f == "maxnumf" || b.f == "minnumf" {
			// No source says what the vector unit's Max/Min do with NaN (the model
			// propagates it, as maximumf); maxnumf's "the other operand" is not checked.
			sp.xr.special, sp.yr.special = false, false
			sp.form = "infzero"
			sp.xr.infZero, sp.yr.infZero = true, true
		}
		cases = append(cases, sp)
	}
	cases = append(cases, mk("sc", joinLines("%k = arith.constant "+t.literal(sv)+" : $IN", "%sv = asctile.splat %k : $TI",
		"%r = "+op+" %xl, %sv : $TI"), func(x, _, _ float64) float64 { return ref(x, sv, 0) }))
	if t.float && b.sop != "" {
		// The scalar is the tile's max (reduce_as_1d; on c310 asctile-unscalarize-reduction
		// keeps it a 1-element tile and broadcasts it). Pad -inf keeps partial tiles' max.
		rd := mk("red", joinLines("%m = asctile.reduce_as_1d <max> %xl : $TI, $IN", "%sv = asctile.splat %m : $TI",
			"%r = "+op+" %xl, %sv : $TI"), func(x, _, m float64) float64 { return ref(x, m, 0) })
		rd.xr, rd.pad, rd.tileMax = mRange{lo: 0.5, hi: 4}, math.Inf(-1), true
		cases = append(cases, rd)
	}
	if b.sop != "" {
		cases = append(cases, mk("op", "%r = asctile."+b.sop+" %xl, %s : $TI",
			func(x, _, s float64) float64 { return ref(x, s, 0) }))
		cases[len(cases)-1].op = "asctile." + b.sop
	}
	return cases
}

// mUnary is a one-operand op on float tiles (math and arith.negf) or numeric tiles (relu).
type mUnary struct {
	op  string
	ref func(float64) float64
	xr  mRange
}

var posRange = mRange{lo: 0.05, hi: 8}

var mUnaries = []mUnary{
	{op: "arith.negf", ref: func(x float64) float64 { return -x }},
	{op: "math.cos", ref: math.Cos}, {op: "math.sin", ref: math.Sin},
	{op: "math.tan", ref: math.Tan, xr: mRange{lo: -1.2, hi: 1.2}},
	{op: "math.sinh", ref: math.Sinh}, {op: "math.cosh", ref: math.Cosh}, {op: "math.tanh", ref: math.Tanh},
	{op: "math.exp", ref: math.Exp}, {op: "math.exp2", ref: math.Exp2},
	{op: "math.log", ref: math.Log, xr: posRange}, {op: "math.log2", ref: math.Log2, xr: posRange},
	{op: "math.floor", ref: math.Floor}, {op: "math.ceil", ref: math.Ceil},
	{op: "math.absf", ref: math.Abs}, {op: "math.erf", ref: math.Erf},
	{op: "math.sqrt", ref: math.Sqrt, xr: posRange},
	{op: "math.rsqrt", ref: func(x float64) float64 { return 1 / math.Sqrt(x) }, xr: posRange},
	// Not emitted by the frontend; PyAsc's lowering has no pattern for them.
	{op: "math.round", ref: func(x float64) float64 { return math.Round(x) }},
	{op: "math.log10", ref: math.Log10, xr: posRange},
}

// unaryCases are the unary math ops on t (floats only: math and negf need FloatLike).
func unaryCases(u mUnary, t mType) []*mCase {
	if !t.float {
		return nil
	}
	xr := u.xr
	if xr.isZero() {
		xr = defaultRange(t)
	}
	tol := mathTol(t)
	switch u.op {
	case "arith.negf", "math.floor", "math.ceil", "math.absf":
		tol = exactTol(t)
	}
	c := &mCase{op: u.op, in: t, out: t, body: "%r = " + u.op + " %xl : $TI", xr: xr, yr: xr, pad: 1,
		elem: func(x, _, _ float64) float64 { return t.round(u.ref(x)) }, tol: tol}
	sp := *c
	sp.form, sp.xr.special = "special", true
	return []*mCase{c, &sp}
}

// reluCases: asctile.relu written directly and arith max with a zero splat (which
// asctile-transform-math-ops turns into relu).
func reluCases(t mType) []*mCase {
	ref := func(x, _, _ float64) float64 { return math.Max(x, 0) }
	maxOp, zero := "arith.maximumf", "0.000000e+00"
	if !t.float {
		maxOp, zero = "arith.maxsi", "0"
	}
	return []*mCase{
		{op: "asctile.relu", in: t, out: t, body: "%r = asctile.relu %xl : $TI",
			xr: defaultRange(t), elem: ref, tol: exactTol(t)},
		{op: maxOp, form: "zero", in: t, out: t, xr: defaultRange(t), elem: ref, tol: exactTol(t),
			body: "%zz = arith.constant dense<" + zero + "> : $TI\n%r = " + maxOp + " %xl, %zz : $TI"},
	}
}

// joinLines joins MLIR lines of a body.
func joinLines(ls ...string) string { return strings.Join(ls, "\n") }

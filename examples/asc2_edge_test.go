package examples

import (
	"math"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Kernels fed with edge inputs: zeros of both signs, negatives where the function has no
// real value, values whose result overflows, and ordinary values around them.

// edgeF32 are the special inputs every edge test starts with; random values follow.
var edgeF32 = []float32{0, float32(math.Copysign(0, -1)), -1, -2.5, 1e-30, 1e30, 88, 89, 100, -100,
	1e-3, 0.5, 3, 4, -6, 6, 1e-7, 2e5, -0.5, 0.25}

// checkIEEE is checkClose for results that may be infinite or NaN: an infinite or NaN
// reference must be matched exactly (sign included), a finite one within atol + rtol·|want|.
func checkIEEE(t *testing.T, what string, got, want []float64, atol, rtol float64) {
	t.Helper()
	bad := 0
	for i := range want {
		ok := closeTo(got[i], want[i], atol, rtol)
		switch {
		case math.IsNaN(want[i]):
			ok = math.IsNaN(got[i])
		case math.IsInf(want[i], 0):
			ok = got[i] == want[i]
		}
		if !ok {
			if bad < 5 {
				t.Errorf("%s element %d: got %g want %g", what, i, got[i], want[i])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%s: %d of %d elements out of tolerance", what, bad, len(want))
	}
}

// edgeInputs is edgeF32 followed by random values in (-8, 8) up to n elements.
func edgeInputs(n int, seed int64) []float32 {
	r := rand.New(rand.NewSource(seed))
	x := append([]float32(nil), edgeF32...)
	for len(x) < n {
		x = append(x, (r.Float32()*2-1)*8)
	}
	return x[:n]
}

// mathEdgeRef is log, sqrt, rsqrt and exp + erf + |x| of x, each step rounded by rnd.
func mathEdgeRef(x []float64, rnd func(float64) float64) (l, s, q, e []float64) {
	for _, v := range x {
		l = append(l, rnd(math.Log(v)))
		sq := rnd(math.Sqrt(v))
		s = append(s, sq)
		q = append(q, rnd(1/sq))
		e = append(e, rnd(rnd(rnd(math.Exp(v))+rnd(math.Erf(v)))+math.Abs(v)))
	}
	return
}

// TestTileMathEdgeF32: math_edge_f32, log/sqrt/rsqrt/exp/erf/abs of f32 edge values
// against IEEE float64 results rounded to f32 (log(0) = -inf, log(-1) = NaN, rsqrt(-0) =
// -inf, exp(89) = +inf).
func TestTileMathEdgeF32(t *testing.T) {
	eachTile(t, []elemSize{{"tail", 700, 3}, {"whole", 512, 2}}, func(t *testing.T, sz elemSize, soc string) {
		x := edgeInputs(sz.n, 41)
		r32 := func(v float64) float64 { return float64(float32(v)) }
		l, s, q, e := mathEdgeRef(f64s(x), r32)
		m := lowerTile(t, "math_edge_f32", soc)
		outs := []*sim.Arg{out(4 * sz.n), out(4 * sz.n), out(4 * sz.n), out(4 * sz.n)}
		runTile(t, m, "math_edge_kernel", sz.cores, in(f32bytes(x)), outs[0], outs[1], outs[2], outs[3], scalar(fmtInt(sz.n)))
		for i, w := range [][]float64{l, s, q, e} {
			checkIEEE(t, []string{"log", "sqrt", "rsqrt", "exp+erf+abs"}[i], f64s(f32of(outs[i].Data)), w, 1e-6, 1e-4)
		}
	})
}

// TestTileMathEdgeF16: math_edge_f16, the same on f16 tiles (exp overflows past 11.09,
// 1e30 and 2e5 are +inf already in the input).
func TestTileMathEdgeF16(t *testing.T) { checkMathEdgeHalf(t, "math_edge_f16", fmtF16, 42, 2e-3) }

// checkMathEdgeHalf runs a math_edge kernel on 16-bit float tiles of format f over the
// edge inputs of seed, against IEEE float64 results rounded to f.
func checkMathEdgeHalf(t *testing.T, kernel string, f halfFormat, seed int64, atol float64) {
	eachTile(t, []elemSize{{"tail", 700, 3}, {"whole", 512, 2}}, func(t *testing.T, sz elemSize, soc string) {
		xf := edgeInputs(sz.n, seed)
		xh := make([]uint16, sz.n)
		for i, v := range xf {
			xh[i] = f.encode(v)
		}
		l, s, q, e := mathEdgeRef(f.values(xh), rounder(f.name))
		if soc == "Ascend950PR_9599" {
			// The 950's Sqrt reads a subnormal input as a zero of its sign (hw §7, FTZ;
			// docs/sim/vector.md §4): sqrt and rsqrt = 1/sqrt of an f16 subnormal (1e-7
			// here) are ±0 and ±inf. The math library's Log is not an Ln instruction.
			xz := f.values(xh)
			for i, v := range xz {
				if v != 0 && math.Abs(v) < f.minNormal {
					xz[i] = math.Copysign(0, v)
				}
			}
			_, s, q, _ = mathEdgeRef(xz, rounder(f.name))
		}
		m := lowerTile(t, kernel, soc)
		outs := []*sim.Arg{out(2 * sz.n), out(2 * sz.n), out(2 * sz.n), out(2 * sz.n)}
		runTile(t, m, "math_edge_kernel", sz.cores, in(f16bytes(xh)), outs[0], outs[1], outs[2], outs[3], scalar(fmtInt(sz.n)))
		for i, w := range [][]float64{l, s, q, e} {
			checkIEEE(t, []string{"log", "sqrt", "rsqrt", "exp+erf+abs"}[i], f.values(f16of(outs[i].Data)), w, atol, 4*f.u)
		}
	})
}

// TestTileMathRoundBF16: math_round_bf16, floor and ceil (exact) and sin·cos + |x| of bf16
// half-integers, negatives and zeros.
func TestTileMathRoundBF16(t *testing.T) {
	eachTile(t, []elemSize{{"tail", 500, 3}, {"whole", 384, 2}}, func(t *testing.T, sz elemSize, soc string) {
		special := []float32{0, -0.5, 0.5, -2.5, 2.5, 127.5, -127.5, 1000, -1000, 3, -3, 0.75, -0.75, 1e-3}
		r := rand.New(rand.NewSource(43))
		xh := make([]uint16, sz.n)
		for i := range xh {
			v := (r.Float32()*2 - 1) * 20
			if i < len(special) {
				v = special[i]
			}
			xh[i] = numeric.F32ToBF16(v)
		}
		rb := func(v float64) float64 { return float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(v)))) }
		var fl, ce, tr, bound []float64
		for _, v := range fmtBF16.values(xh) {
			fl, ce = append(fl, math.Floor(v)), append(ce, math.Ceil(v))
			sc := rb(rb(math.Sin(v)) * rb(math.Cos(v)))
			w := rb(sc + math.Abs(v))
			tr, bound = append(tr, w), append(bound, 4*uBF16*(math.Abs(sc)+math.Abs(v))+uBF16*math.Abs(w)+1e-3)
		}
		m := lowerTile(t, "math_round_bf16", soc)
		f, c, y := out(2*sz.n), out(2*sz.n), out(2*sz.n)
		runTile(t, m, "round_kernel", sz.cores, in(f16bytes(xh)), f, c, y, scalar(fmtInt(sz.n)))
		checkIEEE(t, "floor", fmtBF16.values(f16of(f.Data)), fl, 0, 0)
		checkIEEE(t, "ceil", fmtBF16.values(f16of(c.Data)), ce, 0, 0)
		checkBound(t, fmtBF16.values(f16of(y.Data)), tr, bound)
	})
}

// TestTileGeluSelectLoc: gelu_select_loc (printed with PyAsc's debug locations), bf16 GELU
// computed in f32, tanh form when the flag is set and erf form otherwise, 4x48 tiles with
// row and column tails. The f32 result is rounded once to bf16: within one bf16 rounding
// of the float64 reference (one ulp: the f32 value may round the other way) plus the f32 error.
func TestTileGeluSelectLoc(t *testing.T) {
	for _, c := range []struct{ rows, cols, cores, approx int }{{10, 100, 3, 1}, {10, 100, 3, 0}, {8, 96, 2, 0}} {
		xh := fmtBF16.rand(rand.New(rand.NewSource(55)), c.rows*c.cols, 5)
		ref := geluErf
		if c.approx != 0 {
			ref = geluTanh
		}
		want, bound := make([]float64, len(xh)), make([]float64, len(xh))
		for i, v := range fmtBF16.values(xh) {
			g := ref(v)
			want[i] = float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(g))))
			bound[i] = 2*uBF16*math.Abs(g) + 1e-5*math.Abs(v) + 1e-6
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"x"+fmtInt(c.cols)+"/"+fmtInt(c.approx)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "gelu_select_loc", soc)
				y := out(2 * len(xh))
				runTile(t, m, "gelu_kernel", c.cores, in(f16bytes(xh)), y, scalar(fmtInt(c.rows)), scalar(fmtInt(c.cols)), scalar(fmtInt(c.approx)))
				checkBound(t, fmtBF16.values(f16of(y.Data)), want, bound)
			})
		}
	}
}

// TestTileQuantI8: quant_i8, f16 -> int8 (x·16 truncated, saturated at ±127/-128, inputs
// up to ±10 so some saturate) -> int8 in GM -> f16 / 16. The GM round trip reads what
// the same core wrote before (MTE3 then MTE2 on the same bytes).
func TestTileQuantI8(t *testing.T) {
	eachTile(t, []elemSize{{"tail", 250, 2}, {"whole", 384, 2}}, func(t *testing.T, sz elemSize, soc string) {
		xh := fmtF16.rand(rand.New(rand.NewSource(63)), sz.n, 10)
		wq, wz := make([]float64, sz.n), make([]float64, sz.n)
		for i, v := range fmtF16.values(xh) {
			q := math.Max(-128, math.Min(127, math.Trunc(v*16)))
			wq[i], wz[i] = q, q/16
		}
		m := lowerTile(t, "quant_i8", soc)
		q, z := out(sz.n), out(2*sz.n)
		runTile(t, m, "quant_kernel", sz.cores, in(f16bytes(xh)), q, z, scalar(fmtInt(sz.n)))
		gq := make([]float64, sz.n)
		for i, b := range q.Data {
			gq[i] = float64(int8(b))
		}
		checkClose(t, gq, wq, 0, 0)
		checkClose(t, fmtF16.values(f16of(z.Data)), wz, 0, 0)
	})
}

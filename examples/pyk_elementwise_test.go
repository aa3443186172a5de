package examples

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Sigmoid by the Tanh API and Maxs/Mins clamping; per-core lengths with a partial last
// tile (1000 = 3×256 + 232), a length under one 32-byte block (5) and a whole number of
// tiles (512).
func TestPykSigmoidClamp(t *testing.T) {
	const cores, lo, hi = 3, 0.1, 0.9
	r := rand.New(rand.NewSource(101))
	for _, n := range []int{1000, 5, 512} {
		x := randF32(r, cores*n, 6)
		y := out(4 * cores * n)
		pykRun(t, "pyk_sigmoid_clamp", "sigmoid_clamp", cores, in(f32bytes(x)), y, scalar(fmtInt(n)), scalar("0.1"), scalar("0.9"))
		want := make([]float64, len(x))
		for i, v := range x {
			want[i] = math.Min(math.Max(sigmoid64(float64(v)), lo), hi)
		}
		pykF32Close(t, f32of(y.Data), want, 1e-6, 1e-4)
	}
}

// Axpy, FusedMulAdd and MulAddDst on f32 tiles with a partial last tile; positive inputs
// keep the chain away from cancellation so the f32 roundings stay within rtol.
func TestPykAxpyFma(t *testing.T) {
	const cores, n, a = 4, 777, 1.5
	r := rand.New(rand.NewSource(102))
	x, y := randF32(r, cores*n, 1), randF32(r, cores*n, 1)
	for i := range x {
		x[i], y[i] = x[i]+1.5, y[i]+1.5
	}
	z := out(4 * cores * n)
	pykRun(t, "pyk_axpy_fma", "axpy_fma", cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(n)), scalar("1.5"))
	want := make([]float64, len(x))
	for i := range x {
		xv, yv := float64(x[i]), float64(y[i])
		t1 := yv + a*xv
		t2 := xv*t1 + yv
		want[i] = xv*yv + t2
	}
	pykF32Close(t, f32of(z.Data), want, 1e-6, 1e-4)
}

// SiLU on f16 through f32: the reference is computed in float64 from the f16 inputs and
// rounded to f16 once (CAST_RINT, half to even); the f32 steps in between (Exp,
// Reciprocal, Mul) leave at most one f16 ulp of difference, so f16 outputs may differ
// from it by one ulp (rtol 2^-10).
func TestPykSiluF16(t *testing.T) {
	const cores = 5
	r := rand.New(rand.NewSource(103))
	for _, n := range []int{700, 13} {
		x := randF16(r, cores*n, 8)
		y := out(2 * cores * n)
		pykRun(t, "pyk_silu_f16", "silu_f16", cores, in(f16bytes(x)), y, scalar(fmtInt(n)))
		got, want := make([]float64, len(x)), make([]float64, len(x))
		for i, h := range f16of(y.Data) {
			v := float64(numeric.F16ToF32(x[i]))
			got[i] = float64(numeric.F16ToF32(h))
			want[i] = float64(numeric.F16ToF32(numeric.F32ToF16(float32(v * sigmoid64(v)))))
		}
		checkClose(t, got, want, 1e-7, 1.0/1024)
	}
}

// Compare (GT) + Select scalar mode and CompareScalar (LT 0) + Select tensor mode on 8
// cores, per-core lengths of whole 64-element repeats with a partial last tile (640).
func TestPykWhereCmp(t *testing.T) {
	const cores, n, s = 8, 640, 7.5
	r := rand.New(rand.NewSource(104))
	x, y := randF32(r, cores*n, 2), randF32(r, cores*n, 2)
	x[3], y[3] = 0.25, 0.25 // equal: not GT
	x[5] = 0                // not LT 0
	z1, z2 := out(4*cores*n), out(4*cores*n)
	pykRun(t, "pyk_where_cmp", "where_cmp", cores, in(f32bytes(x)), in(f32bytes(y)), z1, z2, scalar(fmtInt(n)), scalar("7.5"))
	w1, w2 := make([]float64, len(x)), make([]float64, len(x))
	for i := range x {
		w1[i], w2[i] = s, float64(x[i])
		if x[i] > y[i] {
			w1[i] = float64(x[i])
		}
		if x[i] < 0 {
			w2[i] = float64(y[i])
		}
	}
	pykF32Close(t, f32of(z1.Data), w1, 0, 0)
	pykF32Close(t, f32of(z2.Data), w2, 0, 0)
}

// Counter-mode L0 Add/Muls/Relu over tiles whose last one is partial: 1000 = 3×256 + 232,
// 77 (one partial tile, not a multiple of 8) and 256.
func TestPykCounterTail(t *testing.T) {
	const cores, a = 3, -1.25
	r := rand.New(rand.NewSource(110))
	for _, n := range []int{1000, 77, 256} {
		x, y := randF32(r, cores*n, 2), randF32(r, cores*n, 2)
		z := out(4 * cores * n)
		pykRun(t, "pyk_counter_tail", "counter_tail", cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(n)), scalar("-1.25"))
		want := make([]float64, len(x))
		for i := range x {
			want[i] = math.Max(float64((x[i]+y[i])*a), 0)
		}
		pykF32Close(t, f32of(z.Data), want, 0, 0)
	}
}

// The math library (ClampMin/ClampMax/Floor/Round/Sign/Frac/Sin/Cos/Erf/Power) on 4
// cores of 301 elements; halves (±2.5) and zeros are planted for Round and Sign.
// docs/sim/math.md: the simulator rounds the float64 function once, so f32 tolerances.
func TestPykMathlib(t *testing.T) {
	const cores, n, lo, hi, p = 4, 301, -1.5, 2.0, 3.0
	x := randF32(rand.New(rand.NewSource(111)), cores*n, 4)
	x[0], x[1], x[2], x[3] = 2.5, -2.5, 0, 0.5
	y := out(4 * 10 * cores * n)
	pykRun(t, "pyk_mathlib", "mathlib", cores, in(f32bytes(x)), y, scalar(fmtInt(n)), scalar("-1.5"), scalar("2.0"), scalar("3.0"))
	fs := []func(float64) float64{
		func(v float64) float64 { return math.Max(v, lo) },
		func(v float64) float64 { return math.Min(v, hi) },
		math.Floor, math.Round,
		func(v float64) float64 {
			if v == 0 {
				return v
			}
			return math.Copysign(1, v)
		},
		func(v float64) float64 { return v - math.Trunc(v) },
		math.Sin, math.Cos, math.Erf,
		func(v float64) float64 { return math.Pow(v, p) },
	}
	want := make([]float64, len(y.Data)/4)
	for c := 0; c < cores; c++ {
		for k, f := range fs {
			for i := 0; i < n; i++ {
				want[c*10*n+k*n+i] = float64(float32(f(float64(x[c*n+i]))))
			}
		}
	}
	pykF32Close(t, f32of(y.Data), want, 1e-6, 1e-5)
}

// SwiGLU on f16 through f32 with a software-pipelined copy-in (depth-2 queues) and
// scratch tensors from GetWithOffset: 24 cores of 1000 (3 tiles + 232) and 5 cores of
// 256. As for SiLU, one f16 ulp against the float64 reference rounded to f16.
func TestPykSwigluF16(t *testing.T) {
	r := rand.New(rand.NewSource(118))
	for _, tc := range []struct{ cores, n int }{{24, 1000}, {5, 256}} {
		a, b := randF16(r, tc.cores*tc.n, 6), randF16(r, tc.cores*tc.n, 3)
		y := out(2 * tc.cores * tc.n)
		pykRun(t, "pyk_swiglu_f16", "swiglu_f16", tc.cores, in(f16bytes(a)), in(f16bytes(b)), y, scalar(fmtInt(tc.n)))
		got, want := make([]float64, len(a)), make([]float64, len(a))
		for i, h := range f16of(y.Data) {
			av, bv := float64(numeric.F16ToF32(a[i])), float64(numeric.F16ToF32(b[i]))
			got[i] = float64(numeric.F16ToF32(h))
			want[i] = float64(numeric.F16ToF32(numeric.F32ToF16(float32(av * sigmoid64(av) * bv))))
		}
		checkClose(t, got, want, 1e-7, 1.0/1024)
	}
}

// HardSwish in the dump form with a grid-stride loop: 10000 elements (9 full tiles and
// 784) on 4 cores (3, 3, 2, 2 tiles), 700 on 8 cores (one partial tile, 7 idle cores).
// y = x·min(relu(x+3), 6)·(1/6) in f32 steps as the kernel does them.
func TestPykHswishDump(t *testing.T) {
	r := rand.New(rand.NewSource(119))
	for _, tc := range []struct{ cores, n int }{{4, 10000}, {8, 700}} {
		x := randF32(r, tc.n, 5)
		y := out(4 * tc.n)
		pykRunDump(t, "pyk_hswish_dump", "hswish_kernel", tc.cores, in(f32bytes(x)), y, scalar(fmtInt(tc.n)))
		want := make([]float64, tc.n)
		for i, v := range x {
			r6 := float32(math.Min(math.Max(float64(v+3), 0), 6))
			want[i] = float64(v * r6 * float32(1.0/6))
		}
		pykF32Close(t, f32of(y.Data), want, 0, 0)
	}
}

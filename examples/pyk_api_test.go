package examples

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// RmsNorm on f16 rows of 64: 45 rows over 4 cores (12, 12, 12, 9). docs/sim/softmax.md
// (RmsNorm): computed in f32 and rounded once to f16, so one f16 ulp against a float64
// reference (rtol 2^-10).
func TestPykRmsNormF16(t *testing.T) {
	const rows, h, cores, eps = 45, 64, 4, 1e-5
	r := rand.New(rand.NewSource(113))
	x, g := randF16(r, rows*h, 3), randF16(r, h, 2)
	y := out(2 * rows * h)
	pykRun(t, "pyk_norm_api", "rmsnorm_f16", cores, in(f16bytes(x)), in(f16bytes(g)), y, scalar(fmtInt(rows)), scalar("1e-5"))
	epsH := float64(numeric.F16ToF32(numeric.F32ToF16(eps)))
	got, want := make([]float64, rows*h), make([]float64, rows*h)
	for i := 0; i < rows; i++ {
		var ss float64
		for j := 0; j < h; j++ {
			v := float64(numeric.F16ToF32(x[i*h+j]))
			ss += v * v
		}
		rs := 1 / math.Sqrt(ss/h+epsH)
		for j := 0; j < h; j++ {
			got[i*h+j] = float64(numeric.F16ToF32(f16of(y.Data)[i*h+j]))
			want[i*h+j] = float64(numeric.F16ToF32(x[i*h+j])) * rs * float64(numeric.F16ToF32(g[j]))
		}
	}
	checkClose(t, got, want, 1e-3, 1.0/1024)
}

// SimpleSoftMax on f32 rows of 40 with given max and sum blocks: 19 rows over 5 cores
// (4, 4, 4, 4, 3). The given max is the row max and the sum Σexp(x - max), so y sums to 1.
func TestPykSimpleSoftmaxF32(t *testing.T) {
	const rows, k, cores = 19, 40, 5
	x := randF32(rand.New(rand.NewSource(114)), rows*k, 5)
	mx, sm := make([]float32, rows*8), make([]float32, rows*8)
	want := make([]float64, rows*k)
	for i := 0; i < rows; i++ {
		m := float64(x[i*k])
		for j := 0; j < k; j++ {
			m = math.Max(m, float64(x[i*k+j]))
		}
		var s float64
		for j := 0; j < k; j++ {
			s += math.Exp(float64(x[i*k+j]) - m)
		}
		for l := 0; l < 8; l++ {
			mx[i*8+l], sm[i*8+l] = float32(m), float32(s)
		}
		for j := 0; j < k; j++ {
			want[i*k+j] = math.Exp(float64(x[i*k+j])-m) / float64(float32(s))
		}
	}
	y := out(4 * rows * k)
	pykRun(t, "pyk_norm_api", "simple_softmax_f32", cores, in(f32bytes(x)), in(f32bytes(mx)), in(f32bytes(sm)), y, scalar(fmtInt(rows)))
	pykF32Close(t, f32of(y.Data), want, 1e-6, 1e-5)
}

// bf16Round rounds v to bfloat16 bits in one of Cast's modes (1 RINT, 2 FLOOR, 3 CEIL,
// 4 ROUND half away from zero, 5 TRUNC); v is finite and far from overflow.
func bf16Round(v float32, mode int) uint16 {
	b := math.Float32bits(v)
	lo := uint16(b >> 16) // toward zero
	if b&0xFFFF == 0 {
		return lo
	}
	up := lo + 1 // away from zero
	rest, neg := b&0xFFFF, v < 0
	switch mode {
	case 1:
		if rest > 0x8000 || rest == 0x8000 && lo&1 == 1 {
			return up
		}
		return lo
	case 2:
		if neg {
			return up
		}
		return lo
	case 3:
		if neg {
			return lo
		}
		return up
	case 4:
		if rest >= 0x8000 {
			return up
		}
		return lo
	}
	return lo
}

// Cast f32 -> bf16 at L1 (RINT) and L2 (FLOOR, CEIL, ROUND, TRUNC), bf16 -> f32 at L0:
// 3 cores of 320; ties planted (1 + 2^-8 is halfway between two bf16 values).
func TestPykBf16Cast(t *testing.T) {
	const cores, n, s = 3, 320, 2.0
	x := randF32(rand.New(rand.NewSource(115)), cores*n, 100)
	x[0], x[1], x[2], x[3] = 1+1.0/256, -(1 + 1.0/256), 1+3.0/256, 0
	yb, yf := out(2*5*cores*n), out(4*cores*n)
	pykRun(t, "pyk_bf16_cast", "bf16_cast", cores, in(f32bytes(x)), yb, yf, scalar(fmtInt(n)), scalar("2.0"))
	gb, gf := f16of(yb.Data), f32of(yf.Data)
	bad := 0
	for c := 0; c < cores; c++ {
		for i := 0; i < n; i++ {
			v := x[c*n+i]
			for k, mode := range []int{1, 2, 3, 4, 5} {
				if got, want := gb[c*5*n+k*n+i], bf16Round(v, mode); got != want && bad < 5 {
					t.Errorf("x=%g mode %d: got bf16 %#04x want %#04x", v, mode, got, want)
					bad++
				}
			}
			want := numeric.BF16ToF32(bf16Round(v, 1)) * s
			if gf[c*n+i] != want && bad < 5 {
				t.Errorf("x=%g: widened ·2 got %g want %g", v, gf[c*n+i], want)
				bad++
			}
		}
	}
}

// The ReLU family and the fused narrowing casts, 3 cores of 256.
func TestPykReluFamily(t *testing.T) {
	const cores, n, a = 3, 256, 0.125
	r := rand.New(rand.NewSource(116))
	x, y := randF32(r, cores*n, 12), randF32(r, cores*n, 12)
	ro, ho, qo := out(4*4*cores*n), out(2*cores*n), out(cores*n)
	pykRun(t, "pyk_relu_family", "relu_family", cores, in(f32bytes(x)), in(f32bytes(y)), ro, ho, qo, scalar("0.125"))
	leaky := func(v float32) float64 {
		if v < 0 {
			return float64(v * a)
		}
		return float64(v)
	}
	wr := make([]float64, 4*cores*n)
	for c := 0; c < cores; c++ {
		for i := 0; i < n; i++ {
			xv, yv := x[c*n+i], y[c*n+i]
			w := wr[c*4*n:]
			w[i] = math.Max(float64(xv+yv), 0)
			w[n+i] = math.Max(float64(xv-yv), 0)
			w[2*n+i] = leaky(xv)
			w[3*n+i] = -7
			if i%64 < 32 {
				w[3*n+i] = leaky(yv)
			}
			if got, want := f16of(ho.Data)[c*n+i], numeric.F32ToF16(float32(math.Max(float64(xv+yv), 0))); got != want {
				t.Errorf("AddReluCast %d: got %#04x want %#04x", c*n+i, got, want)
			}
			p := float64(numeric.F16ToF32(numeric.F32ToF16(xv))) * float64(numeric.F16ToF32(numeric.F32ToF16(yv)))
			p = float64(numeric.F16ToF32(numeric.F32ToF16(float32(p)))) // the product is an f16 first
			want := int8(math.Max(-128, math.Min(127, math.RoundToEven(p))))
			if got := int8(qo.Data[c*n+i]); got != want {
				t.Errorf("MulCast %d (%g): got %d want %d", c*n+i, p, got, want)
			}
		}
	}
	pykF32Close(t, f32of(ro.Data), wr, 0, 0)
}

// A·Bᵀ through the Matmul API with a transposed B and an f16 C: 100×72 with k = 96 on
// 4 cores (2×2 blocks of 64, tails 36 and 8), 64×64×32 on one. The reference sums in
// float64 and rounds to f16; the API accumulates in f32 (docs/sim/matmul-api.md), so one
// f16 ulp of difference is allowed.
func TestPykMatmulBt(t *testing.T) {
	r := rand.New(rand.NewSource(120))
	for _, tc := range []struct{ m, n, k int }{{100, 72, 96}, {64, 64, 32}} {
		cores := ((tc.m + 63) / 64) * ((tc.n + 63) / 64)
		a, b := randF16(r, tc.m*tc.k, 1), randF16(r, tc.n*tc.k, 1)
		c := out(2 * tc.m * tc.n)
		pykRun(t, "pyk_matmul_bt", "matmul_bt", cores, in(f16bytes(a)), in(f16bytes(b)), c, scalar(fmtInt(tc.m)), scalar(fmtInt(tc.n)), scalar(fmtInt(tc.k)))
		got, want := make([]float64, tc.m*tc.n), make([]float64, tc.m*tc.n)
		for i := 0; i < tc.m; i++ {
			for j := 0; j < tc.n; j++ {
				var s float64
				for l := 0; l < tc.k; l++ {
					s += float64(numeric.F16ToF32(a[i*tc.k+l])) * float64(numeric.F16ToF32(b[j*tc.k+l]))
				}
				want[i*tc.n+j] = float64(numeric.F16ToF32(numeric.F32ToF16(float32(s))))
				got[i*tc.n+j] = float64(numeric.F16ToF32(f16of(c.Data)[i*tc.n+j]))
			}
		}
		checkClose(t, got, want, 1e-3, 1.0/1024)
	}
}

// relu(A·B + bias) with the Matmul API's tiles handed to UB for a vector epilogue: 80×64
// with k = 64 on 2 cores (rows 64 + 16: a partial tile of 16 rows), 64×128×32 on 2 cores.
// The API sums in f32 from the bias (docs/sim/matmul-api.md): f32 tolerances with rtol
// 1e-4 against a float64 reference.
func TestPykMatmulEpilogue(t *testing.T) {
	r := rand.New(rand.NewSource(121))
	for _, tc := range []struct{ m, n, k int }{{80, 64, 64}, {64, 128, 32}} {
		cores := ((tc.m + 63) / 64) * ((tc.n + 63) / 64)
		a, b := randF16(r, tc.m*tc.k, 1), randF16(r, tc.k*tc.n, 1)
		bias := randF32(r, tc.n, 1)
		y := out(4 * tc.m * tc.n)
		pykRun(t, "pyk_matmul_epilogue", "matmul_epilogue", cores, in(f16bytes(a)), in(f16bytes(b)), in(f32bytes(bias)), y, scalar(fmtInt(tc.m)), scalar(fmtInt(tc.n)), scalar(fmtInt(tc.k)))
		want := make([]float64, tc.m*tc.n)
		for i := 0; i < tc.m; i++ {
			for j := 0; j < tc.n; j++ {
				s := float64(bias[j])
				for l := 0; l < tc.k; l++ {
					s += float64(numeric.F16ToF32(a[i*tc.k+l])) * float64(numeric.F16ToF32(b[l*tc.n+j]))
				}
				want[i*tc.n+j] = math.Max(s, 0)
			}
		}
		pykF32Close(t, f32of(y.Data), want, 1e-5, 1e-4)
	}
}

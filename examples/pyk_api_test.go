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

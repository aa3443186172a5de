package examples

import (
	"math"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestTileMatmulRowmaxAtomic: matmul_rowmax_atomic, the row maxima of C = A·B combined
// across the cores by atomic max from 32×64 blocks (M, N, K tails; more blocks than cores,
// and a launch with idle cores). C with the matmul tolerance; Y exactly the maxima of the
// C the kernel wrote.
func TestTileMatmulRowmaxAtomic(t *testing.T) {
	const neutral = -1e30
	for _, s := range []struct{ m, n, k, cores int }{{70, 150, 40, 3}, {40, 64, 72, 8}, {32, 200, 8, 2}} {
		r := rand.New(rand.NewSource(int64(s.m*s.n + s.k)))
		a, b := randF16(r, s.m*s.k, 1), randF16(r, s.k*s.n, 1)
		wantC := matmulRef(a, b, s.m, s.k, s.n)
		init := make([]float32, s.m)
		for i := range init {
			init[i] = neutral
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(s.m)+"x"+fmtInt(s.n)+"x"+fmtInt(s.k)+"/"+soc, func(t *testing.T) {
				mod := lowerTile(t, "matmul_rowmax_atomic", soc)
				w := out(4 * s.m * s.n)
				y := &sim.Arg{Kind: sim.ArgInOut, Data: f32bytes(init), Name: "y"}
				runTile(t, mod, "mm_rowmax_kernel", s.cores, in(f16bytes(a)), in(f16bytes(b)), w, y,
					scalar(fmtInt(s.m)), scalar(fmtInt(s.n)), scalar(fmtInt(s.k)), scalar(fmtFloat(neutral)))
				gc := f64s(f32of(w.Data))
				checkClose(t, gc, wantC, 1e-3, 1e-3)
				want := make([]float64, s.m)
				for i := range want {
					want[i] = math.Inf(-1)
					for j := 0; j < s.n; j++ {
						want[i] = math.Max(want[i], gc[i*s.n+j])
					}
				}
				checkClose(t, f64s(f32of(y.Data)), want, 0, 0)
			})
		}
	}
}

// TestTileRMSNormUneven: rms_norm_uneven on row counts that leave a partial tile and idle
// cores, on both SoCs under each of allocOpts. Reference in float64 (the sum over a row
// is reduced in the hardware's order): f32 tolerances.
func TestTileRMSNormUneven(t *testing.T) {
	const eps = 1e-5
	for _, sz := range []struct{ rows, cores int }{{21, 2}, {5, 3}, {40, 4}} {
		r := rand.New(rand.NewSource(int64(sz.rows)))
		x, g := randF32(r, sz.rows*96, 3), randF32(r, 96, 2)
		want := make([]float64, len(x))
		for i := 0; i < sz.rows; i++ {
			ss := 0.0
			for j := 0; j < 96; j++ {
				v := float64(x[i*96+j])
				ss += v * v
			}
			rs := 1 / math.Sqrt(ss*float64(float32(0.010416667))+eps)
			for j := 0; j < 96; j++ {
				want[i*96+j] = float64(x[i*96+j]) * rs * float64(g[j])
			}
		}
		for _, soc := range tileSoCs {
			for _, o := range allocOpts {
				t.Run(fmtInt(sz.rows)+"/"+soc+o, func(t *testing.T) {
					m := lowerTileOpts(t, "rms_norm_uneven", "soc="+soc+o)
					y := out(4 * len(x))
					runTile(t, m, "rms_kernel", sz.cores, in(f32bytes(x)), in(f32bytes(g)), y, scalar(fmtInt(sz.rows)), scalar(fmtFloat(eps)))
					checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
				})
			}
		}
	}
}

package examples

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// Rows of 1000 (not a whole number of blocks), 1024 and 36; 10 rows on 4 cores (3, 3, 2,
// 2) and 5 on 8 (three cores idle).
func TestAscLayerNormRows(t *testing.T) {
	forSoCs(t, "norm_gelu", func(t *testing.T, _ string, m *ir.Operation) {
		r := rand.New(rand.NewSource(38))
		for _, tc := range []struct{ rows, cols, cores int }{{10, 1000, 4}, {4, 1024, 2}, {5, 36, 8}} {
			x, g, b := randF32(r, tc.rows*tc.cols, 3), randF32(r, tc.cols, 1), randF32(r, tc.cols, 1)
			for i := range x {
				x[i] += 0.75 // a mean away from zero
			}
			y := out(4 * tc.rows * tc.cols)
			runAsc(t, m, "layernorm_rows", tc.cores, in(f32bytes(x)), in(f32bytes(g)), in(f32bytes(b)), y,
				scalar(fmtInt(tc.rows)), scalar(fmtInt(tc.cols)))
			want := make([]float64, tc.rows*tc.cols)
			for i := 0; i < tc.rows; i++ {
				row := f64s(x[i*tc.cols : (i+1)*tc.cols])
				var mean, v float64
				for _, e := range row {
					mean += e
				}
				mean /= float64(tc.cols)
				for _, e := range row {
					v += (e - mean) * (e - mean)
				}
				rstd := 1 / math.Sqrt(v/float64(tc.cols)+1e-5)
				for j, e := range row {
					want[i*tc.cols+j] = (e-mean)*rstd*float64(g[j]) + float64(b[j])
				}
			}
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		}
	})
}

// 3000 elements on 4 cores (750 each: 2 tiles + 238), 1000 on 3 (334, 334, 332) and 100
// on 1 (one partial tile).
func TestAscGeluErf(t *testing.T) {
	forSoCs(t, "norm_gelu", func(t *testing.T, _ string, m *ir.Operation) {
		r := rand.New(rand.NewSource(39))
		for _, tc := range []struct{ n, cores int }{{3000, 4}, {1000, 3}, {100, 1}} {
			x := randF32(r, tc.n, 5)
			y := out(4 * tc.n)
			runAsc(t, m, "gelu_erf", tc.cores, in(f32bytes(x)), y, scalar(fmtInt(tc.n)))
			want := make([]float64, tc.n)
			for i, v := range f64s(x) {
				want[i] = v / 2 * (1 + math.Erf(v/math.Sqrt2))
			}
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		}
	})
}

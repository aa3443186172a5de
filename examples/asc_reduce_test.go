package examples

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// Rows of 40 (one masked repeat per row), 64 and 104 (64 + a 40-lane tail); 21 rows on 3
// cores (7 each: one partial tile), 19 on 4 (5, 5, 5, 4), 17 on 2 (a full tile and a
// partial one) and 3 on 4 (the last core gets none).
func TestAscReduceRows(t *testing.T) {
	forSoCs(t, "reduce_rows", func(t *testing.T, _ string, m *ir.Operation) {
		r := rand.New(rand.NewSource(37))
		for _, tc := range []struct{ rows, cols, cores int }{{21, 40, 3}, {19, 104, 4}, {17, 64, 2}, {3, 104, 4}} {
			x := randF32(r, tc.rows*tc.cols, 4)
			s, mx := out(4*tc.rows), out(4*tc.rows)
			runAsc(t, m, "reduce_rows", tc.cores, in(f32bytes(x)), s, mx, scalar(fmtInt(tc.rows)), scalar(fmtInt(tc.cols)))
			ws, wm := make([]float64, tc.rows), make([]float64, tc.rows)
			for i := range ws {
				wm[i] = math.Inf(-1)
				for _, v := range x[i*tc.cols : (i+1)*tc.cols] {
					ws[i] += float64(v)
					wm[i] = math.Max(wm[i], float64(v))
				}
			}
			checkClose(t, f64s(f32of(s.Data)), ws, 1e-5, 1e-5)
			checkClose(t, f64s(f32of(mx.Data)), wm, 0, 0)
		}
	})
}

// 37 rows of 128 on 4 cores (10, 10, 10, 7), 9 rows of 64 on 3 and 2 rows of 1024 on 4
// (two cores add zeros): the cores' partial sums meet in GM through atomic adds, so the
// order of the additions is the cores' (tolerance of a reordered f32 sum).
func TestAscColSumAtomic(t *testing.T) {
	forSoCs(t, "colsum_atomic", func(t *testing.T, _ string, m *ir.Operation) {
		r := rand.New(rand.NewSource(42))
		for _, tc := range []struct{ rows, cols, cores int }{{37, 128, 4}, {9, 64, 3}, {2, 1024, 4}} {
			x := randF32(r, tc.rows*tc.cols, 2)
			o := out(4 * tc.cols)
			runAsc(t, m, "colsum_atomic", tc.cores, in(f32bytes(x)), o, scalar(fmtInt(tc.rows)), scalar(fmtInt(tc.cols)))
			want := make([]float64, tc.cols)
			for i, v := range f64s(x) {
				if v <= 0 {
					v *= 0.125
				}
				want[i%tc.cols] += v
			}
			checkClose(t, f64s(f32of(o.Data)), want, 1e-5, 1e-5)
		}
	})
}

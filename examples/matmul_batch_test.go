package examples

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestMatmulBatch runs examples/matmul_batch (IterateBatch over the NORMAL layout, `per`
// batches per core) against A[b]·B[b] + bias[b] in float64, batch by batch.
func TestMatmulBatch(t *testing.T) {
	mod := load(t, "matmul_batch")
	r := rand.New(rand.NewSource(43))
	for _, tc := range []struct{ batch, per, m, k, n int }{{1, 1, 32, 48, 16}, {6, 3, 24, 40, 56}, {4, 1, 17, 33, 9}} {
		a, b := randF16(r, tc.batch*tc.m*tc.k, 1), randF16(r, tc.batch*tc.k*tc.n, 1)
		bias := make([]float32, tc.batch*tc.n)
		for i := range bias {
			bias[i] = float32(r.NormFloat64())
		}
		c := out(4 * tc.batch * tc.m * tc.n)
		run(t, mod, "matmul_batch", tc.batch/tc.per, ffts(), in(f16bytes(a)), in(f16bytes(b)), in(f32bytes(bias)), c,
			scalar(fmt.Sprint(tc.m)), scalar(fmt.Sprint(tc.n)), scalar(fmt.Sprint(tc.k)), scalar(fmt.Sprint(tc.per)))
		var want []float64
		for bt := 0; bt < tc.batch; bt++ {
			w := matmulRef(a[bt*tc.m*tc.k:(bt+1)*tc.m*tc.k], b[bt*tc.k*tc.n:(bt+1)*tc.k*tc.n], tc.m, tc.k, tc.n)
			for i := range w {
				w[i] += float64(bias[bt*tc.n+i%tc.n])
			}
			want = append(want, w...)
		}
		checkClose(t, f64s(f32of(c.Data)), want, 1e-3, 1e-3)
	}
}

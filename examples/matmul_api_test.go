package examples

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestMatmulAPIIterate runs examples/matmul_api (the high-level Matmul API's Iterate /
// GetTensorC loop over 32×32 tiles of 64×64 blocks, tails at the right and bottom) against
// A·B + bias in float64.
func TestMatmulAPIIterate(t *testing.T) {
	mod := load(t, "matmul_api")
	r := rand.New(rand.NewSource(41))
	for _, tc := range []struct{ m, k, n int }{{64, 32, 64}, {100, 48, 72}, {128, 96, 160}} {
		a, b := randF16(r, tc.m*tc.k, 1), randF16(r, tc.k*tc.n, 1)
		bias := make([]float32, tc.n)
		for i := range bias {
			bias[i] = float32(r.NormFloat64())
		}
		c := out(4 * tc.m * tc.n)
		cores := ((tc.m + 63) / 64) * ((tc.n + 63) / 64)
		run(t, mod, "matmul_api", cores, ffts(), in(f16bytes(a)), in(f16bytes(b)), in(f32bytes(bias)), c,
			scalar(fmt.Sprint(tc.m)), scalar(fmt.Sprint(tc.n)), scalar(fmt.Sprint(tc.k)))
		want := matmulRef(a, b, tc.m, tc.k, tc.n)
		for i := range want {
			want[i] += float64(bias[i%tc.n])
		}
		checkClose(t, f64s(f32of(c.Data)), want, 1e-3, 1e-3)
	}
}

package examples

import (
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// 6 tiles of C on 4 cores (two cores take a second tile), 4 and 8 K steps; one tile with
// a single K step (only the initialising Mmad).
func TestAscMatmulKSteps(t *testing.T) {
	forSoCs(t, "matmul_ksteps", func(t *testing.T, soc string, m *ir.Operation) {
		r := rand.New(rand.NewSource(34))
		for _, tc := range []struct{ m, k, n, cores int }{{128, 128, 192, 4}, {64, 256, 128, 2}, {64, 32, 64, 1}} {
			a, b := randF16(r, tc.m*tc.k, 1), randF16(r, tc.k*tc.n, 1)
			c := out(4 * tc.m * tc.n)
			runAsc(t, m, "matmul_ksteps"+archSuffix(soc), tc.cores, in(f16bytes(a)), in(f16bytes(b)), c,
				scalar(fmtInt(tc.m)), scalar(fmtInt(tc.n)), scalar(fmtInt(tc.k)))
			checkClose(t, f64s(f32of(c.Data)), matmulRef(a, b, tc.m, tc.k, tc.n), 1e-5, 1e-3)
		}
	})
}

// IterateAll over 64×128 blocks: exact blocks (128×256), edge blocks cut in M and N
// (100×200: the right blocks are 72 wide, the bottom ones 36 high) and K of 1 to 6 base
// steps.
func TestAscMatmulIterateAll(t *testing.T) {
	forSoCs(t, "matmul_iterall", func(t *testing.T, _ string, m *ir.Operation) {
		r := rand.New(rand.NewSource(40))
		for _, tc := range []struct{ m, k, n int }{{128, 192, 256}, {100, 32, 200}, {64, 96, 128}} {
			a, b := randF16(r, tc.m*tc.k, 1), randF16(r, tc.k*tc.n, 1)
			c := out(4 * tc.m * tc.n)
			cores := ((tc.m + 63) / 64) * ((tc.n + 127) / 128)
			runAsc(t, m, "matmul_iterall", cores, in(f16bytes(a)), in(f16bytes(b)), c,
				scalar(fmtInt(tc.m)), scalar(fmtInt(tc.n)), scalar(fmtInt(tc.k)))
			checkClose(t, f64s(f32of(c.Data)), matmulRef(a, b, tc.m, tc.k, tc.n), 1e-5, 1e-3)
		}
	})
}

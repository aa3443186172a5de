package examples

import "testing"

// Matmul API with A transposed in GM, f32 bias, IterateAll; m = 150, n = 100, k = 72 on
// 6 cores (3 × 2 blocks of 64, the last row and column of blocks partial). f16 inputs that
// are small integers keep every product and partial sum exact in f32, so the order of the
// K accumulation does not matter: exact.
func TestPyk2MatmulTransA(t *testing.T) {
	pyk2Run(t, "pyk2_matmul_ta", "matmul_ta", 6, `
m, n, k = 150, 100, 72
r = np.random.default_rng(7)
a = r.integers(-4, 5, (m, k)).astype(np.float16)
b = r.integers(-4, 5, (k, n)).astype(np.float16)
bias = r.integers(-50, 50, n).astype(np.float32)
inp('at', np.ascontiguousarray(a.T)); inp('b', b); inp('bias', bias)
want('c', (a.astype(np.float64) @ b.astype(np.float64) + bias).astype(np.float32).reshape(-1), 0, 0)
`, "in:at.npy", "in:b.npy", "in:bias.npy", "out:c.npy:f32:15000", "150", "100", "72")
}

// The same Matmul with its TCubeTiling members from a host-written py_struct in GM (its
// bytes); m = 100, n = 130, k = 40 on 2 × 3 blocks, baseK 16 (several K steps). Exact.
func TestPyk2MatmulTiling(t *testing.T) {
	pyk2Run(t, "pyk2_matmul_tiling", "matmul_tiling", 6, `
m, n, k = 100, 130, 40
r = np.random.default_rng(24)
a = r.integers(-4, 5, (m, k)).astype(np.float16)
b = r.integers(-4, 5, (k, n)).astype(np.float16)
bias = r.integers(-50, 50, n).astype(np.float32)
tiling = np.array([m, n, k, 64, 64, k, 32, 32, 16], np.int32)
inp('at', np.ascontiguousarray(a.T)); inp('b', b); inp('bias', bias); inp('tiling', tiling.view(np.uint8))
want('c', (a.astype(np.float64) @ b.astype(np.float64) + bias).astype(np.float32).reshape(-1), 0, 0)
`, "in:at.npy", "in:b.npy", "in:bias.npy", "out:c.npy:f32:13000", "in:tiling.npy")
}

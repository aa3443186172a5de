package examples

import "testing"

// MmadWithBias from the bias table, K split over two Mmads, 4 cores of 64×64 tiles
// (m = n = 128, k = 96). Small-integer f16 inputs and bias keep every f32 partial sum
// exact: exact.
func TestPyk2MmadBias(t *testing.T) {
	pyk2Run(t, "pyk2_mmad_bias", "mmad_bias", 4, `
m, n, k = 128, 128, 96
r = np.random.default_rng(20)
a = r.integers(-3, 4, (m, k)).astype(np.float16)
b = r.integers(-3, 4, (k, n)).astype(np.float16)
bias = r.integers(-100, 100, n).astype(np.float32)
inp('a', a); inp('b', b); inp('bias', bias)
want('c', (a.astype(np.float64) @ b.astype(np.float64) + bias).astype(np.float32).reshape(-1), 0, 0)
`, "in:a.npy", "in:b.npy", "in:bias.npy", "out:c.npy:f32:16384", "128", "96")
}

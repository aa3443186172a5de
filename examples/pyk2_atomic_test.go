package examples

import "testing"

// Atomic accumulation over 13 cores: f16 adds of small integers (every partial sum exact,
// so the order the cores land in does not matter), i32 adds, an f32 atomic min into an
// inout row. Exact.
func TestPyk2AtomicAccum(t *testing.T) {
	pyk2Run(t, "pyk2_atomic_accum", "atomic_accum", 13, `
C = 13
r = np.random.default_rng(6)
xh = r.integers(-8, 9, (C, 256)).astype(np.float16)
xi = r.integers(-2**20, 2**20, (C, 64)).astype(np.int32)
xf = r.uniform(-100, 100, (C, 64)).astype(np.float32)
mn = r.uniform(-100, 100, 64).astype(np.float32)
inp('xh', xh); inp('xi', xi); inp('xf', xf); inp('mn', mn)
want('sh', xh.astype(np.float64).sum(0).astype(np.float16), 0, 0)
want('si', (2 * xi.astype(np.int64)).sum(0).astype(np.int32), 0, 0)
want('mn', np.minimum(mn, xf.min(0)), 0, 0)
`, "in:xh.npy", "in:xi.npy", "in:xf.npy", "out:sh.npy:f16:256", "out:si.npy:i32:64", "inout:mn.npy")
}

package examples

import "testing"

// Scatter L2/L0 by a permutation, a GM workspace, SyncAll (soft), IBSet/IBWait, then a
// cross-core column reduction; 8 cores, small-integer data (exact sums).
func TestPyk2ScatterSync(t *testing.T) {
	pyk2Run(t, "pyk2_scatter_sync", "scatter_sync", 8, `
C = 8
r = np.random.default_rng(18)
x = r.integers(-50, 50, (C, 256)).astype(np.float32)
perm = np.concatenate([r.permutation(128), 128 + r.permutation(128)]).astype(np.uint32)
inp('x', x); inp('perm', perm * 4)
w = np.zeros((C, 256), np.float32)
w[:, perm] = x
want('wsp', w.reshape(-1), 0, 0)
want('y', w.sum(0), 0, 0)
`, "in:x.npy", "in:perm.npy", "out:wsp.npy:f32:2048", "out:y.npy:f32:256", "out:sync.npy:i32:2048")
}

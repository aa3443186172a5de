package examples

import "testing"

// Full descending sort of 13 rows of 128 distinct f32 scores with their indices, 4 cores
// (4 rows each, the last 1): Sort32, MrgSort with an MrgSort4Info, Extract. Exact.
func TestPyk3mRowSort(t *testing.T) {
	pyk3mRun(t, "pyk3m_row_sort", "row_sort", 4, `
R = 13
r = np.random.default_rng(37)
x = np.stack([r.permutation(np.arange(-64, 64)).astype(np.float32) * np.float32(0.75) for _ in range(R)])
inp('x', x); inp('ix', np.arange(128, dtype=np.uint32))
o = np.argsort(-x, axis=1, kind='stable')
want('v', np.take_along_axis(x, o, 1).reshape(-1), 0, 0)
want('vi', o.astype(np.uint32).reshape(-1))
`, "in:x.npy", "in:ix.npy", "out:v.npy:f32:1664", "out:vi.npy:u32:1664", "13", "4")
}

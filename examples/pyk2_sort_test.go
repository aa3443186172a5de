package examples

import "testing"

// Sort32 + MrgSort of four runs + Extract, 6 cores of 128 distinct scores with global
// indices; raw holds the first 64 merged (score, index) structures as floats. Exact.
func TestPyk2SortMerge(t *testing.T) {
	pyk2Run(t, "pyk2_sort_merge", "sort_merge", 6, `
C = 6
r = np.random.default_rng(9)
x = (r.permutation(C * 128).astype(np.float32) - 300) / 4
ix = np.arange(C * 128, dtype=np.uint32)
inp('x', x); inp('ix', ix)
xc, ic = x.reshape(C, 128), ix.reshape(C, 128)
order = np.argsort(-xc, axis=1, kind='stable')
v = np.take_along_axis(xc, order, 1); vi = np.take_along_axis(ic, order, 1)
want('v', v.reshape(-1), 0, 0)
want('vi', vi.reshape(-1), 0, 0)
raw = np.empty((C, 64, 2), np.float32)
raw[:, :, 0] = v[:, :64]; raw[:, :, 1] = vi[:, :64].view(np.float32)
want('raw', raw.reshape(-1), 0, 0)
`, "in:x.npy", "in:ix.npy", "out:v.npy:f32:768", "out:vi.npy:u32:768", "out:raw.npy:f32:768")
}

package examples

import "testing"

// Reductions with indices in PyAsc's emitted forms (L0 count masks, L1 masks as i64
// operands, orders INDEX_VALUE / ONLY_VALUE / ONLY_INDEX, calIndex), 4 cores of 8 rows.
// Max/min and their indices are exact; the sums of 2 to 64 f32 are compared at rtol 1e-5
// (the model's pairwise order, docs/sim/reduce.md, differs from numpy's).
func TestPyk2RowArgmin(t *testing.T) {
	pyk2Run(t, "pyk2_row_argmin", "row_argmin", 4, `
C = 4
r = np.random.default_rng(3)
h = r.permutation(np.arange(-2048, 2048)).astype(np.float16)[:C * 1024].reshape(C * 8, 128)
f = r.permutation(np.arange(C * 512)).astype(np.float32).reshape(C * 8, 64) / 8 - 100
h[1, 7] = h[1, 100] = h[1].min() - 1   # ties: the first position wins
inp('h', h); inp('f', f)
ho = np.empty((C * 8, 2), np.float16)
ho[:, 0] = h.argmin(1).astype(np.uint16).view(np.float16)
ho[:, 1] = h.min(1)
want('ho', ho.reshape(-1), 0, 0)
want('hm', h.max(1), 0, 0)
fc = f.reshape(C, 512)
fo = np.stack([fc.max(1), fc.argmax(1).astype(np.uint32).view(np.float32)], 1)
fm = np.stack([fc.min(1), fc.argmin(1).astype(np.uint32).view(np.float32)], 1)
want('fo', fo.reshape(-1), 0, 0)
want('fm', fm.reshape(-1), 0, 0)
fb = f.reshape(C * 8, 8, 8)
want('fb', fb.min(2).reshape(-1), 0, 0)
want('fs', fb[:, :, :4].astype(np.float64).sum(2).astype(np.float32).reshape(-1), 1e-6, 1e-5)
want('fp', (f[:, 0::2].astype(np.float64) + f[:, 1::2]).astype(np.float32).reshape(-1), 0, 0)
want('fr', f.astype(np.float64).sum(1).astype(np.float32), 1e-5, 1e-5)
want('fw', f.argmax(1).astype(np.uint32).view(np.float32), 0, 0)
`, "in:h.npy", "in:f.npy", "out:ho.npy:f16:64", "out:hm.npy:f16:32", "out:fo.npy:f32:8", "out:fm.npy:f32:8",
		"out:fb.npy:f32:256", "out:fs.npy:f32:256", "out:fp.npy:f32:1024", "out:fr.npy:f32:32", "out:fw.npy:f32:32")
}

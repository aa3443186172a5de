package examples

import "testing"

// Gather L0, Gatherb, GatherMask with a built-in pattern and with a u16 pattern tensor in
// counter mode, the kept counts read back on the scalar unit; 3 cores, exact.
func TestPyk2GatherPack(t *testing.T) {
	pyk2Run(t, "pyk2_gather_pack", "gather_pack", 3, `
C, n = 3, 300
r = np.random.default_rng(4)
x = r.uniform(-5, 5, C * 256).astype(np.float32)
perm = r.permutation(256).astype(np.uint32)
bperm = r.permutation(32).astype(np.uint32)
h = r.uniform(-5, 5, C * 512).astype(np.float16)
pat = r.integers(0, 1 << 16, 16, dtype=np.uint64).astype(np.uint16)
inp('x', x); inp('perm', perm * 4); inp('boff', bperm * 32); inp('h', h); inp('pat', pat)
xc = x.reshape(C, 256)
want('g1', xc[:, perm].reshape(-1), 0, 0)
want('g2', xc.reshape(C, 32, 8)[:, bperm].reshape(-1), 0, 0)
want('g3', xc[:, 0::4].reshape(-1), 0, 0)
bits = np.unpackbits(pat[:8].view(np.uint8), bitorder='little').astype(bool)  # 128 lanes
keep = np.tile(bits, 4)[:512] & (np.arange(512) < n)
g4 = np.zeros((C, 512), np.float16)
hc = h.reshape(C, 512)
for c in range(C):
    k = hc[c][keep]
    g4[c, :k.size] = k
want('g4', g4.reshape(-1), 0, 0)
want('cnt', np.tile(np.array([64, keep.sum()], np.int32), C), 0, 0)
`, "in:x.npy", "in:perm.npy", "in:boff.npy", "in:h.npy", "in:pat.npy", "out:g1.npy:f32:768", "out:g2.npy:f32:768",
		"out:g3.npy:f32:192", "out:g4.npy:f16:1536", "out:cnt.npy:i32:6", "300")
}

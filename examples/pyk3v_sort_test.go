package examples

import "testing"

// Gather L1 (f16, two words, a byte base address) and L2 (f32 over a tail), Scatter L1 (u16,
// dstBaseAddr 32), GatherMask with built-in pattern 2 on f16, a u32 pattern tensor reused per
// repeat on f32, and counter mode (reduceMode) with pattern 7; 4 cores. Exact.
func TestPyk3vGatherScatter(t *testing.T) {
	pyk3vRun(t, "pyk3v_gather_scatter", "gather_scatter", 4, `
C = 4
r = np.random.default_rng(36)
h = r.uniform(-8, 8, (C, 1024)).astype(np.float16); x = r.uniform(-8, 8, (C, 512)).astype(np.float32)
ih = r.integers(0, 990, (C, 256)); offh = (ih * 2).astype(np.uint32)
ix = r.integers(0, 512, (C, 256)); offx = (ix * 4).astype(np.uint32)
perm = np.stack([r.permutation(496)[:256] for _ in range(C)]); soff = (perm * 2).astype(np.uint32)
u = r.integers(0, 2**16, (C, 256)).astype(np.uint16)
pat = r.integers(0, 2**32, (C, 8), dtype=np.uint64).astype(np.uint32)
for n, v in [('h', h), ('offh', offh), ('x', x), ('offx', offx), ('soff', soff), ('u', u), ('pat', pat)]: inp(n, v)
og = np.zeros((C, 512), np.float16)
lanes = np.ones(128, bool); lanes[64:] = (np.arange(64) % 8) >= 4
for c in range(C):
    for k in range(256):
        if lanes[k % 128]: og[c, k] = h[c, 32 + ih[c, k]]
want('og', og.reshape(-1), 0, 0)
ogx = np.full((C, 256), -1, np.float32)
for c in range(C): ogx[c, :200] = x[c, ix[c, :200]]
want('ogx', ogx.reshape(-1), 0, 0)
os_ = np.zeros((C, 512), np.uint16)
for c in range(C): os_[c, 16 + perm[c]] = u[c]
want('os', os_.reshape(-1), 0, 0)
want('ogm', h[:, 1::2].reshape(-1), 0, 0)
ogm2 = np.full((C, 256), -1, np.float32)
for c in range(C):
    bits = np.array([(int(pat[c, l // 32]) >> (l % 32)) & 1 for l in range(64)], bool)
    kept = np.concatenate([x[c, rep*64:rep*64+64][bits] for rep in range(4)])
    ogm2[c, :kept.size] = kept
want('ogm2', ogm2.reshape(-1), 0, 0)
ogm3 = np.full((C, 512), -1, np.float32); ogm3[:, :300] = x[:, :300]
want('ogm3', ogm3.reshape(-1), 0, 0)`, "in:h.npy", "in:offh.npy", "in:x.npy", "in:offx.npy", "in:soff.npy", "in:u.npy", "in:pat.npy", "out:og.npy:f16:2048", "out:ogx.npy:f32:1024", "out:os.npy:u16:2048", "out:ogm.npy:f16:2048", "out:ogm2.npy:f32:1024", "out:ogm3.npy:f32:2048")
}

// Region proposals: ProposalConcat (modes 0, 1, 4, 5), RpSort16 on f16 and f32, MrgSort4 of
// four f16 groups and, with ifExhaustedSuspension, of three f32 groups, GetMrgSortResult and
// ProposalExtract (modes 4, 0); 5 cores. Ties in the scores check the stable order. Exact.
func TestPyk3vProposal(t *testing.T) {
	pyk3vRun(t, "pyk3v_proposal", "proposal", 5, `
C = 5
r = np.random.default_rng(37)
x1 = r.uniform(0, 100, (C, 64)).astype(np.float16); y1 = r.uniform(0, 100, (C, 64)).astype(np.float16)
s = r.integers(0, 40, (C, 64)).astype(np.float16) * np.float16(0.25)
sf = r.integers(0, 30, (C, 48)).astype(np.float32) * np.float32(0.5); lf = np.arange(C * 48, dtype=np.float32).reshape(C, 48)
for n, v in [('x1', x1), ('y1', y1), ('s', s), ('sf', sf), ('lf', lf)]: inp(n, v)
R = np.zeros((C, 64, 8), np.float16); OF = np.full((C, 48, 8), -1, np.float32); cnt = np.zeros((C, 16), np.uint16)
for c in range(C):
    P = np.zeros((64, 8), np.float16); P[:, 0] = x1[c]; P[:, 1] = y1[c]; P[:, 4] = s[c]
    Q = np.concatenate([g[np.argsort(-g[:, 4].astype(np.float64), kind='stable')] for g in P.reshape(4, 16, 8)])
    R[c] = Q[np.argsort(-Q[:, 4].astype(np.float64), kind='stable')]
    Pf = np.zeros((48, 8), np.float32); Pf[:, 4] = sf[c]; Pf[:, 5] = lf[c]
    groups = [g[np.argsort(-g[:, 4], kind='stable')] for g in Pf.reshape(3, 16, 8)]
    pos = [0, 0, 0]; out = []
    while all(p < 16 for p in pos):
        k = max(range(3), key=lambda i: (groups[i][pos[i], 4], -i))
        out.append(groups[k][pos[k]]); pos[k] += 1
    OF[c, :len(out)] = out; cnt[c, :3] = pos
want('r', R.reshape(-1), 0, 0)
want('es', R[:, :, 4].reshape(-1), 0, 0)
want('ex', R[:, :, 0].reshape(-1), 0, 0)
want('of', OF.reshape(-1), 0, 0)
want('cnt', cnt.reshape(-1), 0, 0)`, "in:x1.npy", "in:y1.npy", "in:s.npy", "in:sf.npy", "in:lf.npy", "out:r.npy:f16:2560", "out:es.npy:f16:320", "out:ex.npy:f16:320", "out:of.npy:f32:1920", "out:cnt.npy:u16:80")
}

// Sort32 of f16 scores (four runs of 32), MrgSort with an MrgSort4Info built from a uint16_t[4]
// alloca, Extract; 6 cores. Exact; ties keep the lower index first.
func TestPyk3vSortInfo(t *testing.T) {
	pyk3vRun(t, "pyk3v_sort_info", "sort_info", 6, `
C = 6
r = np.random.default_rng(43)
s = (r.integers(-200, 200, (C, 128)) / 8).astype(np.float16)
idx = (np.arange(128, dtype=np.uint32)[None, :] + 1000 * np.arange(C, dtype=np.uint32)[:, None]).astype(np.uint32)
inp('s', s); inp('ix', idx)
order = np.stack([np.argsort(-s[c].astype(np.float64), kind='stable') for c in range(C)])
want('ov', np.take_along_axis(s, order, 1).reshape(-1), 0, 0)
want('oi', np.take_along_axis(idx, order, 1).reshape(-1), 0, 0)`, "in:s.npy", "in:ix.npy", "out:ov.npy:f16:768", "out:oi.npy:u32:768")
}

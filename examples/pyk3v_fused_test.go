package examples

import "testing"

// AddRelu L1 (f32, one-word bit mask), SubRelu L0 (f16, overlapping src0 and gapped src1
// repeats), AddReluCast L1 (f32 -> f16), SubReluCast L0 (f32 -> f16 through the mask
// register without isSetMask, a bias row; s16 -> s8 saturating), MulCast L1 (f16 -> u8
// saturating), SubReluCast L1 (f16 -> s8, two words); 5 cores. Exact: one rounding of the
// source-type result, then RINT.
func TestPyk3vReluCast(t *testing.T) {
	pyk3vRun(t, "pyk3v_relu_cast", "relu_cast", 5, `
C = 5
r = np.random.default_rng(31)
xa = r.uniform(-3, 3, (C, 512)).astype(np.float32); xb = r.uniform(-3, 3, (C, 512)).astype(np.float32)
ha = r.uniform(-3, 20, (C, 1024)).astype(np.float16); hb = r.uniform(-2, 16, (C, 1024)).astype(np.float16)
sa = r.integers(-300, 300, (C, 1024)).astype(np.int16); sb = r.integers(-300, 300, (C, 1024)).astype(np.int16)
for n, a in [('xa', xa), ('xb', xb), ('ha', ha), ('hb', hb), ('sa', sa), ('sb', sb)]: inp(n, a)
lanes = (np.arange(64) % 8) < 4
of = np.where(np.tile(lanes, 8), np.maximum(xa + xb, 0), np.float32(-1))
want('of', of.reshape(-1), 0, 0)
oh = np.zeros((C, 2048), np.float16)
for rep in range(4):
    d = np.maximum(ha[:, rep*64:rep*64+100] - hb[:, rep*256:rep*256+100], 0)
    oh[:, rep*128:rep*128+100] = d
oh[:, 1024:1536] = np.maximum(xa + xb, 0).astype(np.float16)
for rep in range(8):
    oh[:, 1536+rep*64:1536+rep*64+37] = np.maximum(xa[:, rep*64:rep*64+37] - xb[:, 0:37], 0).astype(np.float16)
want('oh', oh.reshape(-1), 0, 0)
d = np.maximum(sa.astype(np.int32) - sb, 0)
want('ob', np.minimum(d, 127).astype(np.int8).reshape(-1), 0, 0)
p = (ha * hb).astype(np.float16).astype(np.float64)
want('ou', np.clip(np.rint(p), 0, 255).astype(np.uint8).reshape(-1), 0, 0)
lanes = np.ones(128, bool); lanes[64:] = np.arange(64) % 2 == 0
d = np.maximum(ha - hb, 0).astype(np.float16).astype(np.float64)
want('oc', np.where(np.tile(lanes, 8), np.clip(np.rint(d), -128, 127), 0).astype(np.int8).reshape(-1), 0, 0)
`, "in:xa.npy", "in:xb.npy", "in:ha.npy", "in:hb.npy", "in:sa.npy", "in:sb.npy",
		"out:of.npy:f32:2560", "out:oh.npy:f16:10240", "out:ob.npy:i8:5120", "out:ou.npy:u8:5120", "out:oc.npy:i8:5120")
}

// AddDeqRelu L0 (count mask, dstRepStride 4) and L1 in counter mode with SetDeqScale(half),
// CompareR L1 on f32 (GE) feeding register-mode Select with a full and a partial mask
// register and a reused src1 row; 7 cores. Exact.
func TestPyk3vDeqCmpR(t *testing.T) {
	pyk3vRun(t, "pyk3v_deq_cmpr", "deq_cmpr", 7, `
C = 7
r = np.random.default_rng(32)
a = r.integers(-5000, 5000, (C, 256)).astype(np.int32); b = r.integers(-5000, 5000, (C, 256)).astype(np.int32)
x = r.uniform(-2, 2, (C, 256)).astype(np.float32); y = r.uniform(-2, 2, (C, 256)).astype(np.float32)
x[:, 3] = y[:, 3]; x[:, 40] = y[:, 40]
inp('a', a); inp('b', b); inp('x', x); inp('y', y)
dd = (np.maximum(a.astype(np.float64) + b, 0) * 0.0625).astype(np.float16)
dq = np.zeros((C, 512), np.float16)
for rep in range(3):
    dq[:, rep*64:rep*64+50] = dd[:, rep*64:rep*64+50]
dq[:, 256:256+150] = dd[:, :150]
want('dq', dq.reshape(-1), 0, 0)
bits = x[:, :64] >= y[:, :64]
sr = np.zeros((C, 512), np.float32)
sr[:, :256] = np.where(np.tile(bits, 4), x, y)
lanes = (np.arange(64) % 16) < 8
sel = np.where(np.tile(bits, 4), x, np.tile(y[:, :64], 4))
sr[:, 256:] = np.where(np.tile(lanes, 4), sel, np.float32(7))
want('sr', sr.reshape(-1), 0, 0)
`, "in:a.npy", "in:b.npy", "in:x.npy", "in:y.npy", "out:dq.npy:f16:3584", "out:sr.npy:f32:3584")
}

// MulAddDst<float, half> at L2, L0 (a repeat of 64 lanes, f16 sources 4 blocks apart) and L1
// (gapped src1 blocks), Axpy<float, half> L1, UB->UB DataCopy; 3 cores. Exact: the product of
// two halves is exact in f32, each lane rounds once. (MulAddDst<float, half> was refused.)
func TestPyk3vMixedFMA(t *testing.T) {
	pyk3vRun(t, "pyk3v_mixed_fma", "mixed_fma", 3, `
C = 3
r = np.random.default_rng(40)
a = (r.integers(-64, 64, (C, 512)) / 8).astype(np.float16); b = (r.integers(-64, 64, (C, 512)) / 8).astype(np.float16)
c = r.uniform(-4, 4, (C, 512)).astype(np.float32)
inp('a', a); inp('b', b); inp('c', c)
A, B = a.astype(np.float64), b.astype(np.float64)
o = np.zeros((C, 1024)); o[:, :512] = c; o[:, 512:] = c
o[:, :500] = (A[:, :500] * B[:, :500] + o[:, :500]).astype(np.float32)
for rep in range(8):
    for l in range(40):
        o[:, 512 + rep*64 + l] = np.float32(A[:, rep*64 + l] * B[:, rep*64 + l] + o[:, 512 + rep*64 + l])
for rep in range(4):
    for l in range(1, 64, 2):
        bi = rep*128 + (l // 16) * 32 + l % 16
        o[:, rep*64 + l] = np.float32(A[:, rep*64 + l] * B[:, bi] + o[:, rep*64 + l])
for rep in range(8):
    for l in range(1, 64, 2):
        o[:, 512 + rep*64 + l] = np.float32(B[:, rep*64 + l] * -1.5 + o[:, 512 + rep*64 + l])
want('o', o.astype(np.float32).reshape(-1), 0, 0)`, "in:a.npy", "in:b.npy", "in:c.npy", "out:o.npy:f32:3072")
}

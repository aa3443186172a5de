package examples

import "testing"

// Compare/Select L0/L1 (LE, GT; tensor-tensor and tensor-scalar modes), strided Duplicate
// and Brcb, int16/uint16 And/Or/Not/ShiftRight/ShiftLeft with count and bit masks; 4
// cores. Exact.
func TestPyk2SelectBits(t *testing.T) {
	pyk2Run(t, "pyk2_select_bits", "select_bits", 4, `
C, s, tt = 4, 0.5, -7.25
r = np.random.default_rng(8)
x = r.uniform(-3, 3, (C, 512)).astype(np.float32)
y = r.uniform(-3, 3, (C, 512)).astype(np.float32)
x[:, 5] = y[:, 5]; x[:, 9] = s
a = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16)
b = r.integers(-2**15, 2**15, (C, 1024)).astype(np.int16)
u = r.integers(0, 2**16, (C, 1024)).astype(np.uint16)
inp('x', x); inp('y', y); inp('a', a); inp('b', b); inp('u', u)
of = np.zeros((C, 4, 512), np.float32)
of[:, 0] = np.where(x <= y, x, y)
of[:, 1] = np.where(x > s, x, np.float32(tt))
of[:, 2].reshape(C, 64, 8)[:, 0::2] = s
o4 = of[:, 3].reshape(C, 64, 8)
o4[:, 0:8] = x[:, 0:8, None]; o4[:, 16:24] = x[:, 8:16, None]
want('of', of.reshape(-1), 0, 0)
ob = np.zeros((C, 4, 1024), np.int16)
ob[:, 0] = a & b
lanes = np.ones(128, bool); lanes[64:] = np.arange(64) % 2 == 1
ob[:, 1] = np.where(np.tile(lanes, 8), a | b, 7)
ob[:, 2] = ~a
ob[:, 3] = a >> 3
want('ob', ob.reshape(-1), 0, 0)
want('ou', (u << 2).astype(np.uint16).reshape(-1), 0, 0)
`, "in:x.npy", "in:y.npy", "in:a.npy", "in:b.npy", "in:u.npy", "out:of.npy:f32:8192", "out:ob.npy:i16:16384",
		"out:ou.npy:u16:4096", "0.5", "-7.25")
}

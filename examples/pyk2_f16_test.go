package examples

import "testing"

// f16 L1 two-word masks, L0 with a repeat-stride-0 bias row, counter mode through the
// two-word SetVectorMask, UB->UB Copy at L0 (mask words) and L1 (count); 3 cores.
// Exp/Ln/Sqrt/Rsqrt/Div: the model rounds the float64 value to f32 then f16
// (docs/sim/math.md), one f16 ulp (2^-10 relative) at most from numpy's single rounding.
func TestPyk2F16Masks(t *testing.T) {
	pyk2Run(t, "pyk2_f16_masks", "f16_masks", 3, `
C, n = 3, 1000
r = np.random.default_rng(14)
x = r.uniform(0.1, 4, (C, 8, 128)).astype(np.float16)
y = r.uniform(-4, 4, (C, 8, 128)).astype(np.float16)
b = r.uniform(-2, 2, 128).astype(np.float16)
inp('x', x); inp('y', y); inp('b', b)
X, Y = x.astype(np.float64), y.astype(np.float64)
lanes = np.ones(128, bool); lanes[64:] = np.arange(64) % 2 == 0
def masked(v): return np.where(lanes, v.astype(np.float16), y)
o = np.zeros((C, 10, 8, 128), np.float16)
o[:, 0] = masked(np.exp(X)); o[:, 1] = masked(np.log(X)); o[:, 2] = masked(np.abs(Y))
o[:, 3] = masked(np.maximum(Y, 0)); o[:, 4] = masked(np.sqrt(X)); o[:, 5] = masked(1 / np.sqrt(X))
o[:, 6] = np.maximum(y, b)
mn = np.minimum(y, b)
o[:, 7] = np.where(lanes, (mn * np.float16(0.5)).astype(np.float16), mn)
s = (x + y).reshape(C, 1024); s[:, n:] = 0
o[:, 8] = s.reshape(C, 8, 128)
o[:, 9] = (Y / X).astype(np.float16)
want('o', o.reshape(-1), 1e-7, 2.0 ** -10)
`, "in:x.npy", "in:y.npy", "in:b.npy", "out:o.npy:f16:30720", "1000")
}

package examples

import "testing"

// AddDeqRelu and Cast s32 -> f16 under SetDeqScale(half), Compare-to-register,
// GetCmpMask/SetCmpMask and register-mode Select; 3 cores. The int32 values are small and
// the scale a power of two, so every dequantisation step is exact (docs/sim/quant.md §7).
func TestPyk2DeqCmpmask(t *testing.T) {
	pyk2Run(t, "pyk2_deq_cmpmask", "deq_cmpmask", 3, `
C = 3
r = np.random.default_rng(22)
a = r.integers(-4000, 4000, (C, 256)).astype(np.int32)
b = r.integers(-4000, 4000, (C, 256)).astype(np.int32)
x = r.uniform(-4, 4, (C, 256)).astype(np.float16)
y = r.uniform(-4, 4, (C, 256)).astype(np.float16)
inp('a', a); inp('b', b); inp('x', x); inp('y', y)
want('dq', (np.maximum(a.astype(np.float64) + b, 0) * 0.125).astype(np.float16).reshape(-1), 0, 0)
want('cs', (a.astype(np.float64) * 0.125).astype(np.float16).reshape(-1), 0, 0)
gt = x[:, :128] > y[:, :128]
sel = np.tile(gt, 2)
want('sr', np.where(sel, x, y).reshape(-1), 0, 0)
cm = np.zeros((C, 32), np.uint8); cm[:, :16] = np.packbits(gt, axis=1, bitorder='little')
want('cm', cm.reshape(-1), 0, 0)
`, "in:a.npy", "in:b.npy", "in:x.npy", "in:y.npy", "out:dq.npy:f16:768", "out:cs.npy:f16:768", "out:sr.npy:f16:768", "out:cm.npy:u8:96")
}

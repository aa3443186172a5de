package examples

import "testing"

// Strided L0/L1 forms: block strides 2, a repeat stride of 0 (a broadcast row), a bit mask
// selecting even lanes (odd lanes keep dst), a dst block stride that interleaves, a count
// mask below a repeat; 7 cores over 50 rows (8 each, 2 on the last).
func TestPyk2BlockPool(t *testing.T) {
	pyk2Run(t, "pyk2_block_pool", "block_pool", 7, `
N, s, tt = 50, 1.75, 0.5
r = np.random.default_rng(1)
x = r.uniform(-4, 4, (N, 128)).astype(np.float32)
y = r.uniform(-4, 4, (N, 128)).astype(np.float32)
b = r.uniform(-2, 2, 64).astype(np.float32)
inp('x', x); inp('y', y); inp('b', b)
xb = x.reshape(N, 16, 8)
want('z1', np.maximum(xb[:, 0::2], xb[:, 1::2]).reshape(-1), 0, 0)
want('z2', np.minimum(x[:, 64:], b).reshape(-1), 0, 0)
z3 = y.copy(); z3[:, 0::2] = y[:, 0::2] * x[:, 0::2]
want('z3', z3.reshape(-1), 0, 0)
d = (x - y).reshape(N, 16, 8)
z4 = np.empty((N, 16, 8), np.float32); z4[:, 0::2] = d[:, :8]; z4[:, 1::2] = d[:, 8:]
want('z4', z4.reshape(-1), 0, 0)
z5 = (xb[:, 0::2].reshape(N, 64) / np.float32(s)).astype(np.float32)
z5[:, :32] = z5[:, :32] - np.float32(tt)
want('z5', z5.reshape(-1), 0, 0)
`, "in:x.npy", "in:y.npy", "in:b.npy", "out:z1.npy:f32:3200", "out:z2.npy:f32:3200", "out:z3.npy:f32:6400",
		"out:z4.npy:f32:6400", "out:z5.npy:f32:3200", "50", "8", "1.75", "0.5")
}

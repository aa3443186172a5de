package examples

import (
	"fmt"
	"testing"
)

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

// Counter-mode L0 calls reading the mask register (isSetMask false) and one setting it,
// over 5000 elements: 6 cores (834 each = 512 + 322, the last 830) and 48 cores (105
// each, one partial tile; 65 on the last). Ln/Sqrt/Rsqrt/1/x are rounded once from
// float64 by the model (docs/sim/math.md); numpy's float64 reference rounded to f32
// agrees within rtol 1e-6 (the held-out tolerance is looser).
func TestPyk2CounterUnary(t *testing.T) {
	for _, c := range []struct {
		cores, seed int
		per         string
	}{{6, 2, "834"}, {48, 23, "105"}} {
		t.Run(fmt.Sprint(c.cores), func(t *testing.T) {
			pyk2Run(t, "pyk2_counter_unary", "counter_unary", c.cores, fmt.Sprintf(`
T = 5000
r = np.random.default_rng(%d)
x = r.uniform(0.05, 9, T).astype(np.float32)
y = r.uniform(-3, 3, T).astype(np.float32)
z = r.uniform(-3, 3, T).astype(np.float32)
inp('x', x); inp('y', y); inp('z', z)
X, Y, Z = x.astype(np.float64), y.astype(np.float64), z.astype(np.float64)
o = np.concatenate([np.log(X), np.sqrt(X), 1 / np.sqrt(X), 1 / X,
    np.maximum(X * Z + Y, 0), X * Y + Z]).astype(np.float32)
want('o', o, 1e-6, 1e-4)
`, c.seed), "in:x.npy", "in:y.npy", "in:z.npy", "out:o.npy:f32:30000", "5000", c.per)
		})
	}
}

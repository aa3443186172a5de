package examples

import "testing"

// A sweep of L0/L1/L2/L3 forms (see the kernel's slot list), 3 cores. Elementwise results
// are compared at rtol 1e-6 (one f32 rounding either way: the model's fused forms round
// once or twice, numpy's float64 reference once); the sums at 1e-5.
func TestPyk2FormsSweep(t *testing.T) {
	pyk2Run(t, "pyk2_forms_sweep", "forms_sweep", 3, `
C = 3
r = np.random.default_rng(19)
x = r.uniform(-2, 2, (C, 256)).astype(np.float32)
y = r.uniform(-2, 2, (C, 256)).astype(np.float32)
x[:, 3] = y[:, 3]; x[:, 7] = 0.25
inp('x', x); inp('y', y)
X, Y = x.astype(np.float64), y.astype(np.float64)
f = np.float32
o = np.zeros((C, 26, 256), np.float64)
o[:, 0] = np.maximum(X + Y, 0); o[:, 1] = np.maximum(X - Y, 0)
o[:, 2] = o[:, 3] = Y + 0.5 * X
o[:, 4] = o[:, 5] = o[:, 6] = X * Y + Y
o[:, 7] = o[:, 8] = np.minimum(X, 0.25); o[:, 9] = X - 0.25; o[:, 10] = X / 0.25
o[:, 11] = np.maximum(X, Y); o[:, 12] = np.minimum(X, Y); o[:, 13] = X - Y
o[:, 14] = np.abs(X - Y); o[:, 15] = np.exp(X - Y)
o[:, 16] = ((((x + y) - y) * y) / y).astype(np.float64)
o[:, 17] = np.where(X >= Y, X, Y); o[:, 18] = np.where(X < 0.25, X, 0.5)
o[:, 19, 0] = X.sum(1)
o[:, 19, 8] = X.max(1); o[:, 19, 10] = X.min(1)
o[:, 19, 12] = X.sum(1)
o[:, 19, 16:80] = np.maximum(Y[:, :64], 0)
xr = X.reshape(C, 4, 64)
o[:, 20, 0:4] = xr.sum(2)
o[:, 20, 8:16:2] = xr.min(2)
xb = X.reshape(C, 32, 8)
o[:, 21, 0:32] = xb.max(2); o[:, 22, 0:32] = xb.min(2)
A = np.abs(x) + f(1)
o[:, 23, :128] = 1 / np.sqrt(A[:, :128].astype(np.float64)); o[:, 23, 128:] = np.log(A[:, 128:].astype(np.float64))
o[:, 24] = np.maximum(X * Y + Y, 0)
o[:, 25] = np.where(X >= 0, X, X * Y)
got = o.astype(np.float32)
# the index bits went through float64 above; set them exactly
got[:, 19, 9] = x.argmax(1).astype(np.uint32).view(np.float32)
got[:, 19, 11] = x.argmin(1).astype(np.uint32).view(np.float32)
got[:, 20, 9:16:2] = x.reshape(C, 4, 64).argmin(2).astype(np.uint32).view(np.float32)
want('o', got.reshape(-1), 1e-5, 1e-6)
`, "in:x.npy", "in:y.npy", "out:o.npy:f32:19968")
}

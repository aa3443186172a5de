package examples

import "testing"

// The math library (inverse trig, hyperbolic, tan, trunc/ceil, log/log2, erfc, lgamma,
// digamma, library Exp and Axpy; f16 forms; Xor) on 3 cores. docs/sim/math.md: the model
// rounds the float64 function once to the element type, so numpy's float64 value rounded
// to f32/f16 agrees within an ulp: f32 at rtol 1e-6, f16 at 2^-10 relative. (The NPU's
// library is an approximation whose error no source gives; the held-out f32 tolerance,
// rtol 1e-4, covers a good one.)
func TestPyk2Mathlib2(t *testing.T) {
	pyk2Run(t, "pyk2_mathlib2", "mathlib2", 3, `
import math
C = 3
r = np.random.default_rng(16)
x = r.uniform(-0.95, 0.95, (C, 256)).astype(np.float32)
x[:, :4] = [0.5, -0.5, 0.0, 0.25]
h = r.uniform(-0.95, 0.95, (C, 256)).astype(np.float16)
a = r.integers(-2**15, 2**15, (C, 256)).astype(np.int16)
inp('x', x); inp('h', h); inp('a', a)
X = x.astype(np.float64)
A1 = np.float64(np.abs(x) + np.float32(0.5))
A2 = np.float64((np.abs(x) * np.float32(4)) + np.float32(1))
A3 = np.float64((np.abs(x) * np.float32(3)) + np.float32(0.5))
lg = np.vectorize(math.lgamma)
def digamma(v):
    v = float(v); res = 0.0
    while v < 20: res -= 1 / v; v += 1
    inv = 1 / v; inv2 = inv * inv
    return res + math.log(v) - 0.5 * inv - inv2 * (1/12 - inv2 * (1/120 - inv2 * (1/252 - inv2 * (1/240 - inv2 / 132))))
dg = np.vectorize(digamma)
erfc = np.vectorize(math.erfc)
fs = [np.arccos(X), np.arcsin(X), np.arctan(X), np.arccosh(A2), np.arcsinh(X), np.arctanh(X), np.cosh(X), np.sinh(X),
      np.tan(X), np.trunc(X), np.ceil(X), np.log(A1), np.log2(A1), erfc(A3), lg(A3), dg(A3), np.exp(X), 1 + X * 0.75]
o = np.stack(fs, 1).astype(np.float32)
want('o', o.reshape(-1), 1e-6, 1e-6)
H = h.astype(np.float64)
HA = np.float64((np.abs(h) + np.float16(0.5)).astype(np.float16))
oh = np.stack([np.arccos(H), np.arctan(H), np.sinh(H), np.log2(HA), erfc(HA), np.ceil(H), np.exp(H)], 1).astype(np.float16)
want('oh', oh.reshape(-1), 1e-7, 2.0 ** -10)
want('ox', (a ^ a).reshape(-1), 0, 0)
`, "in:x.npy", "in:h.npy", "in:a.npy", "out:o.npy:f32:13824", "out:oh.npy:f16:5376", "out:ox.npy:i16:768")
}

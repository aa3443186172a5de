package examples

import "testing"

// Cast round modes (FLOOR/CEIL/ROUND/TRUNC/RINT to s32, s32 to f32, f32 to f16 ODD, f16 to
// f32) at L0/L1/L2 with narrowing/widening repeat strides, the fused casts AddReluCast,
// SubReluCast, MulCast and AscendQuant; 3 cores. Halves and ties are planted. Exact: the
// quantised values h·2 are exact in half with a fraction (toward zero) of 0 or 1/4, where
// every rounding the library may use agrees (docs/sim/quant.md §7.2).
func TestPyk2CastChain(t *testing.T) {
	pyk2Run(t, "pyk2_cast_chain", "cast_chain", 3, `
C = 3
r = np.random.default_rng(11)
x = r.uniform(-50, 50, (C, 256)).astype(np.float32)
x[:, :8] = [2.5, -2.5, 3.5, -0.5, 0.5, 1.0, -7.0, 0.0]
y = r.uniform(-50, 50, (C, 256)).astype(np.float32)
h = (r.choice([-1, 1], (C, 256)) * (4 * r.integers(0, 32, (C, 256)) + r.integers(0, 2, (C, 256))) / 8).astype(np.float16)
g = r.uniform(-3, 3, (C, 256)).astype(np.float16)
inp('x', x); inp('y', y); inp('h', h); inp('g', g)
X = x.astype(np.float64)
rnd = np.sign(X) * np.floor(np.abs(X) + 0.5)
io = np.stack([np.floor(X), np.ceil(X), rnd, np.trunc(X), np.rint(X)], 1).astype(np.int32)
rf = rnd.astype(np.int32).astype(np.float32).view(np.int32)
want('io', np.concatenate([io, rf[:, None, :]], 1).reshape(-1), 0, 0)
def to_odd(v):
    t = v.astype(np.float16)
    over = np.abs(t.astype(np.float64)) > np.abs(v.astype(np.float64))
    t = np.where(over, np.nextafter(t, np.float16(0)), t)
    inexact = t.astype(np.float64) != v.astype(np.float64)
    even = (t.view(np.uint16) & 1) == 0
    away = np.where(v < 0, np.float16(-np.inf), np.float16(np.inf))
    return np.where(inexact & even, np.nextafter(t, away), t).astype(np.float16)
s = x + y; d = x - y
oh = np.stack([to_odd(x), np.maximum(s, 0).astype(np.float16), np.maximum(d, 0).astype(np.float16)], 1)
want('oh', oh.reshape(-1), 0, 0)
want('of', h.astype(np.float32).reshape(-1), 0, 0)
mc = np.clip(np.rint((h * g).astype(np.float16).astype(np.float64)), -128, 127).astype(np.int8)
q = np.trunc(h.astype(np.float64) * 2).astype(np.int8)
want('ob', np.concatenate([mc, q], 1).reshape(-1), 0, 0)
`, "in:x.npy", "in:y.npy", "in:h.npy", "in:g.npy", "out:io.npy:i32:4608", "out:oh.npy:f16:2304", "out:of.npy:f32:768", "out:ob.npy:i8:1536")
}

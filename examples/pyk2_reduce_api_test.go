package examples

import "testing"

// Library ReduceSum/Max/Min/Prod with patterns AR and RA, f16 ReduceSum, Broadcast of a
// [16, 1] row maximum and exp(x − max); 5 cores. Sums of multiples of 1/8 and products of
// powers of two are exact; exp is rounded once from float64 (docs/sim/math.md).
func TestPyk2ReduceAPI(t *testing.T) {
	pyk2Run(t, "pyk2_reduce_api", "reduce_api", 5, `
C = 5
r = np.random.default_rng(13)
x = (r.integers(-64, 64, (C, 16, 32)) / 8).astype(np.float32)
p = (2.0 ** r.integers(-1, 2, (C, 16, 32))).astype(np.float32)
h = (r.integers(-64, 64, (C, 16, 32)) / 8).astype(np.float16)
inp('x', x); inp('p', p); inp('h', h)
o = np.zeros((C, 128), np.float32)
o[:, 0:16] = x.sum(2); o[:, 16:48] = x.max(1); o[:, 48:64] = x.min(2); o[:, 64:96] = p.prod(1)
want('o', o.reshape(-1), 0, 0)
mx = x.max(2, keepdims=True)
want('e', np.exp((x - mx).astype(np.float64)).astype(np.float32).reshape(-1), 1e-6, 1e-6)
want('hs', h.astype(np.float64).sum(2).astype(np.float16).reshape(-1), 0, 0)
`, "in:x.npy", "in:p.npy", "in:h.npy", "out:o.npy:f32:640", "out:e.npy:f32:2560", "out:hs.npy:f16:80")
}

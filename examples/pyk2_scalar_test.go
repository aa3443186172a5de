package examples

import "testing"

// Scalar bit helpers and ScalarCast on GM values through GetValue/SetValue, 4 cores of 16.
// Exact.
func TestPyk2ScalarBits(t *testing.T) {
	pyk2Run(t, "pyk2_scalar_bits", "scalar_bits", 4, `
C = 4
r = np.random.default_rng(17)
v = r.integers(0, 2**63, C * 16, dtype=np.uint64) >> r.integers(0, 63, C * 16).astype(np.uint64)
v[:6] = [0, 1, 2**63, 2**64 - 1, 0x00F0, 2**64 - 2]
f = r.uniform(-70000, 70000, C * 16).astype(np.float32)
f[:6] = [2.5, -2.5, 65504.5, -0.75, 1e-9, 123.4567]
inp('v', v); inp('f', f)
def clz(u): return 64 - int(u).bit_length()
def sff(u): u = int(u); return (u & -u).bit_length() - 1 if u else -1
def same(u):
    s = np.int64(np.uint64(u).view(np.int64)); b = bin(int(u))[2:].zfill(64)
    return len(b) - len(b.lstrip(b[0])) - 1
bits = np.array([[clz(u), bin(int(u)).count('1'), sff(u), same(u)] for u in v], np.int64)
want('bits', bits.reshape(-1), 0, 0)
def ceil16(x):
    h = np.float16(x)
    if np.float64(h) < np.float64(x): h = np.nextafter(h, np.float16(np.inf))
    return min(h, np.float16(65504)) if np.isfinite(x) else h
want('fh', np.array([ceil16(x) for x in f], np.float16), 0, 0)
want('fi', np.floor(f.astype(np.float64)).astype(np.int32), 0, 0)
`, "in:v.npy", "in:f.npy", "out:bits.npy:i64:256", "out:fh.npy:f16:64", "out:fi.npy:i32:64")
}

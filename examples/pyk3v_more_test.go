package examples

import (
	"fmt"
	"testing"
)

// Counter-mode tails on 48 cores over an uneven split of n = 100003 (TQue, DataCopyPad with
// byte lengths, SetMaskCount + SetVectorMask(count), Muls/Adds/LeakyRelu L0 and Axpy<float,
// half> L0 without isSetMask). Exact: each step rounds once to f32.
func TestPyk3vCounter48(t *testing.T) {
	pyk3vRun(t, "pyk3v_counter48", "counter48", 48, `
n = 100003
r = np.random.default_rng(38)
x = r.uniform(-4, 4, n).astype(np.float32); h = r.uniform(-4, 4, n).astype(np.float16)
inp('x', x); inp('h', h)
t = (x * np.float32(2) + np.float32(1)).astype(np.float32)
t = np.where(t >= 0, t, t * np.float32(0.1)).astype(np.float32)
want('z', (t.astype(np.float64) + h.astype(np.float64) * 0.5).astype(np.float32), 0, 0)`, "in:x.npy", "in:h.npy", "out:z.npy:f32:100003", "100003")
}

// TransDataTo5HD with a uint64 address list (f16, gapped destination blocks, 2 repeats) and
// with two address tensors written by SetValue (int16); 3 cores. Exact.
func TestPyk3vTrans5HD(t *testing.T) {
	pyk3vRun(t, "pyk3v_trans5hd", "trans5hd", 3, `
C = 3
r = np.random.default_rng(39)
a = r.uniform(-8, 8, (C, 32, 16)).astype(np.float16); b = r.integers(-2**15, 2**15, (C, 32, 16)).astype(np.int16)
inp('a', a); inp('b', b)
want('oa', a.transpose(0, 2, 1).reshape(-1), 0, 0)
want('ob', np.concatenate([b[:, :16].transpose(0, 2, 1), b[:, 16:].transpose(0, 2, 1)], 1).reshape(-1), 0, 0)`, "in:a.npy", "in:b.npy", "out:oa.npy:f16:1536", "out:ob.npy:i16:1536")
}

// The same kernel when most of the 48 cores get a short chunk or none (n = 1000: 21 each,
// 13 on the last; n = 100: cores 34..47 idle).
func TestPyk3vCounter48Small(t *testing.T) {
	for _, n := range []int{1000, 100} {
		pyk3vRun(t, "pyk3v_counter48", "counter48", 48, fmt.Sprintf(`
n = %d
r = np.random.default_rng(n)
x = r.uniform(-4, 4, n).astype(np.float32); h = r.uniform(-4, 4, n).astype(np.float16)
inp('x', x); inp('h', h)
t = (x * np.float32(2) + np.float32(1)).astype(np.float32)
t = np.where(t >= 0, t, t * np.float32(0.1)).astype(np.float32)
want('z', (t.astype(np.float64) + h.astype(np.float64) * 0.5).astype(np.float32), 0, 0)
`, n), "in:x.npy", "in:h.npy", fmt.Sprintf("out:z.npy:f32:%d", n), fmt.Sprint(n))
	}
}

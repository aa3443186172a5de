package examples

import "testing"

// DataCopyPad with a row stride and right padding through a TQueBind<VECIN, VECOUT>,
// DataCopyPad out with a GM row gap, DataCopy with DataCopyParams gaps both ways; 5 cores
// over 57 rows (12 each, 9 on the last). Exact.
func TestPyk2CopyStrided(t *testing.T) {
	pyk2Run(t, "pyk2_copy_strided", "copy_strided", 5, `
R = 57
r = np.random.default_rng(5)
x = r.uniform(-9, 9, (R, 50)).astype(np.float32)
z = r.uniform(-9, 9, (R, 64)).astype(np.float32)
inp('x', x); inp('z', z)
o1 = np.full((R, 40), -1, np.float32); o1[:, :37] = x[:, :37]
want('o1', o1.reshape(-1), 0, 0)
o2 = np.zeros((R, 60), np.float32); o2[:, :37] = 2 * x[:, :37]
want('o2', o2.reshape(-1), 0, 0)
o3 = np.zeros((R, 32), np.float32); o3[:, :16] = z[:, 16:32] + np.float32(1)
want('o3', o3.reshape(-1), 0, 0)
`, "in:x.npy", "in:z.npy", "out:o1.npy:f32:2280", "out:o2.npy:f32:3420", "out:o3.npy:f32:1824", "57", "12")
}

// A depth-2 TQueBind<VECIN, VECOUT> copy-through loop, 11 cores over 10000 int32 (910
// each = 3 tiles + 142, the last 900); the queue alone orders every copy. Exact.
func TestPyk2CopyThrough(t *testing.T) {
	pyk2Run(t, "pyk2_copy_through", "copy_through", 11, `
r = np.random.default_rng(25)
x = r.integers(-2**31, 2**31, 10000, dtype=np.int64).astype(np.int32)
inp('x', x)
want('y', x, 0, 0)
`, "in:x.npy", "out:y.npy:i32:10000", "10000", "910")
}

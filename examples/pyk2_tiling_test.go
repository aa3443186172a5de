package examples

import "testing"

// A host-written tiling struct (py_struct in GM, copy_struct + member) drives the per-core
// length and tile length; 7 cores over 5000 elements (760 each, the last 440; tiles of 512).
// The struct goes in as a numpy record (align=True layout, the struct's member names;
// pyk2_matmul_tiling passes its struct as raw bytes). f32 y = x·1.5 − 0.25,
// two roundings as the kernel's Muls then Adds.
func TestPyk2TilingStruct(t *testing.T) {
	pyk2Run(t, "pyk2_tiling_struct", "tiling_struct", 7, `
r = np.random.default_rng(15)
x = r.uniform(-10, 10, 5000).astype(np.float32)
t = np.array([(5000, 512, 760, 1.5, -0.25)], dtype=np.dtype([('totalLength', '<i4'), ('tileLength', '<i4'), ('blockLength', '<i4'), ('scale', '<f4'), ('bias', '<f4')], align=True))
inp('x', x); inp('tiling', t)
want('y', (x * np.float32(1.5)) + np.float32(-0.25), 0, 0)
`, "in:x.npy", "out:y.npy:f32:5000", "in:tiling.npy")
}

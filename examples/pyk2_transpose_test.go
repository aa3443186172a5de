package examples

import "testing"

// Tiled 32×32 f16 transpose (strided DataCopy + Transpose), TransDataTo5HD on a tile,
// TransposeParamsExt NCHW→NHWC on f32; 3 cores. Exact (permutations).
func TestPyk2Transpose(t *testing.T) {
	pyk2Run(t, "pyk2_transpose", "transpose", 3, `
C = 3
r = np.random.default_rng(10)
a = r.uniform(-9, 9, (C, 32, 32)).astype(np.float16)
f = r.uniform(-9, 9, (C, 4, 2, 8)).astype(np.float32)
inp('a', a); inp('f', f)
want('t', a.transpose(0, 2, 1).reshape(-1), 0, 0)
want('d', a[:, :16, :16].transpose(0, 2, 1).reshape(-1), 0, 0)
want('e', f.transpose(0, 2, 3, 1).reshape(-1), 0, 0)
`, "in:a.npy", "in:f.npy", "out:t.npy:f16:3072", "out:d.npy:f16:768", "out:e.npy:f32:192")
}

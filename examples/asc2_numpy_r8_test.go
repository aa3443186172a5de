package examples

// numpyR8 are round 8's kernels (asc2/r8_*) through the three commands against numpy, the
// way the held-out check runs them: 2-D dynamic tensors with tails, tile-scalar chains and
// casts (exact), every math op in f16/bf16/f32, composed and library softmax, rank-3 tiles.
var numpyR8 = []npCase{
	{name: "r8_ew2d_scalars_f16", entry: "ew2d_kernel", grid: 4, py: `
R, C = 7, 100
a, xv = draw(c, (R, C), "f16", -4, 4)
g = np.array([1.25, 0, 0, 0], np.float16)
ah = np.float16(0.7)
ti = (np.arange(R) // 3).astype(np.float16)[:, None]
IN(a); IN(g)
OUT("y", "f16", ((a * ah) + g[0]) - ti, (0, 0)); OUT("z", "f16", (ah - a) / np.float16(4), (0, 0))
S(R); S(C); S(0.7)`},
	{name: "r8_where2d_f32", entry: "where_kernel", grid: 4, py: `
R, C = 7, 50
x = uniform((R, C), -2, 2); w = uniform((R, C), -2, 2); s = np.float32(0.5)
IN(x); IN(w)
OUT("y", "f32", np.where(x < w, np.maximum(x, 0) * s, np.maximum(np.abs(x), w)), (0, 0))
OUT("z", "f32", np.where(x >= s, -x, np.minimum(x, w) - s), (0, 0))
S(R); S(C); S(0.5)`},
	{name: "r8_cast_chain_2d", entry: "cast_kernel", grid: 4, py: `
R, C, k = 7, 50, 7
x = uniform((R, C), -500, 500)
x[0, :3] = [2.5, -2.5, 1e-3]
IN(x)
i = np.trunc(x * np.float32(8)).astype(np.int32)
h3 = x.astype(np.float16) * np.float16(3)
b = bf16(h3.astype(np.float32))
OUT("yi", "i32", i, (0, 0)); OUT("yf", "f32", i.astype(np.float32) + x, (0, 0))
OUT("yh", "f16", h3, (0, 0)); OUT("yb", "bf16", b, (0, 0))
OUT("yc", "f32", bf16(x) - x.astype(np.float16).astype(np.float32), (0, 0))
OUT("yhi", "f16", i.astype(np.float16), (0, 0)); OUT("ybi", "bf16", bf16(i.astype(np.float32)), (0, 0))
OUT("yih", "i32", np.trunc(h3.astype(np.float32)).astype(np.int32), (0, 0))
OUT("yib", "i32", np.trunc(b).astype(np.int32) + k, (0, 0))
S(R); S(C); S(k)`},
	{name: "r8_math2d_f16", entry: "math_kernel", grid: 3, py: `
math2d_case(c, "f16", 9, 70)`},
	{name: "r8_math2d_bf16", entry: "math_kernel", grid: 3, py: `
math2d_case(c, "bf16", 9, 70)`},
	{name: "r8_math2d_f32", entry: "math_kernel", grid: 3, py: `
math2d_case(c, "f32", 9, 70)`},
	{name: "r8_softmax_sq_f32_3x40/w33", kernel: "r8_softmax_sq_f32_3x40", entry: "sm_kernel", grid: 2, py: `
softmax_case(c, "f32", 10, 33)`},
	{name: "r8_softmax_sq_f32_3x40/w1", kernel: "r8_softmax_sq_f32_3x40", entry: "sm_kernel", grid: 3, py: `
softmax_case(c, "f32", 7, 1)`},
	{name: "r8_softmax_kd_f16_5x33/w7", kernel: "r8_softmax_kd_f16_5x33", entry: "sm_kernel", grid: 2, py: `
softmax_case(c, "f16", 11, 7)`},
	{name: "r8_softmax_sq_bf16_2x1000/w1000", kernel: "r8_softmax_sq_bf16_2x1000", entry: "sm_kernel", grid: 2, py: `
softmax_case(c, "bf16", 5, 1000)`},
	{name: "r8_softmax_api_f16_3x48/w33", kernel: "r8_softmax_api_f16_3x48", entry: "sm_kernel", grid: 3, py: `
softmax_case(c, "f16", 7, 33)`},
	{name: "r8_tile3d_f32", entry: "t3_kernel", grid: 2, py: `
R = 13
x = uniform((R, 48), -3, 3)
IN(x)
xp = np.zeros((16, 48), np.float64); xp[:R] = x
g = xp.reshape(-1, 4, 48)
y = g - g.max(axis=1, keepdims=True) + g.sum(axis=2, keepdims=True)
OUT("y", "f32", y.reshape(16, 48)[:R]); S(R); S(48)`},
	{name: "r8_mm_relu_f16_gelu_bf16", entry: "mm_kernel", grid: 3, py: `
M, N, K = 100, 17, 100
a, av = draw(c, (M, K), "f16"); b, bv = draw(c, (K, N), "f16"); bias = uniform(N, -1, 1)
IN(a); IN(b); IN(bias)
ch = np.maximum(av.astype(np.float64) @ bv.astype(np.float64), 0).astype(np.float16)
OUT("c", "f16", ch, (1e-3, 2e-3))
OUT("y", "bf16", gelu_erf(ch.astype(np.float64) + bias))
S(M); S(N); S(K)`},
}

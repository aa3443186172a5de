package examples

// numpyExisting are kernels of the held-out categories that predate the numpy check, with
// the entry, grid and sizes their Go tests use; the numpy side (numpy_harness.py) draws
// its own inputs.
var numpyExisting = []npCase{
	// PyAsc's vector-add tutorial: 8192 f32 on 16 cores, tiles of 512/1024/2048.
	{name: "vadd_tutorial_512", entry: "vadd_kernel", grid: 16, py: vaddPy(8192)},
	{name: "vadd_tutorial_1024", entry: "vadd_kernel", grid: 16, py: vaddPy(8192)},
	{name: "vadd_tutorial_2048", entry: "vadd_kernel", grid: 16, py: vaddPy(8192)},
	{name: "vadd_tutorial_index", entry: "vadd_kernel", grid: 16, py: vaddPy(5000)},
	// PyAsc's matmul tutorial: 256^3 f16 -> f32 on 16 cores, static and dynamic shapes.
	{name: "matmul_tutorial", entry: "matmul_kernel", grid: 16, py: `mm_case(c, 256, 256, 256, static=True)`},
	{name: "matmul", entry: "matmul_kernel", grid: 16, py: `mm_case(c, 256, 256, 256)`},
	{name: "matmul_k64", entry: "matmul_kernel", grid: 16, py: `mm_case(c, 256, 256, 256)`},
	{name: "matmul_tails", entry: "matmul_kernel", grid: 5, py: `mm_case(c, 130, 150, 50)`},
	{name: "matmul_tails_small", kernel: "matmul_tails", entry: "matmul_kernel", grid: 1, py: `mm_case(c, 17, 9, 5)`},
	{name: "matmul_ktail", entry: "matmul_tiles_kernel", grid: 4, py: `mm_case(c, 192, 256, 80)`},
	{name: "matmul_ktail8_f16", entry: "matmul_kernel", grid: 4, py: `mm_case(c, 70, 33, 72)`},
	{name: "matmul_ktail8_bf16", entry: "matmul_kernel", grid: 3, py: `mm_case(c, 45, 70, 40, dt="bf16")`},
	{name: "matmul_bf16", entry: "matmul_kernel", grid: 4, py: `mm_case(c, 128, 128, 256, dt="bf16")`},
	{name: "matmul_bf16_grid", entry: "matmul_kernel", grid: 10, py: `mm_case(c, 100, 70, 40, dt="bf16")`},
	{name: "matmul_200_tails3", entry: "matmul_kernel", grid: 3, py: `mm_case(c, 200, 200, 200)`},
	{name: "matmul_f16", entry: "matmul_kernel", grid: 4, py: `mm_case(c, 128, 128, 256, out="f16")`},
	{name: "matmul_f32_odd_tails", entry: "matmul_kernel", grid: 2, py: `mm_case(c, 17, 20, 36, dt="f32", tol=(1e-6, 1e-4))`},
	// Exact and tanh GELU in the three dtypes.
	{name: "gelu_erf_f32", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "f32", 3000, gelu_erf, -5, 5)`},
	{name: "gelu_erf_1000", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "f32", 7777, gelu_erf, -5, 5)`},
	{name: "gelu_erf_f16", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "f16", 2772, gelu_erf, -4, 4)`},
	{name: "gelu_erf_bf16", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "bf16", 2772, gelu_erf, -4, 4)`},
	{name: "gelu_erf_bf16_native", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "bf16", 2772, gelu_erf, -4, 4)`},
	{name: "gelu_tanh_f32", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "f32", 3000, gelu_tanh, -5, 5)`},
	{name: "gelu_tanh_f16", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "f16", 2772, gelu_tanh, -4, 4)`},
	{name: "gelu_tanh_bf16", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "bf16", 4001, gelu_tanh, -4, 4)`},
	{name: "gelu_tanh_bf16_native", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "bf16", 2772, gelu_tanh, -4, 4)`},
	{name: "gelu_tanh_f16_sat", entry: "gelu_kernel", grid: 3, py: `ew_case(c, "f16", 1000, gelu_tanh, -300, 300)`},
	{name: "gelu_erf_f32_2d_sat", entry: "gelu_kernel", grid: 3, py: `
a, xv = draw(c, (19, 90), "f32", -12, 12)
IN(a); OUT("y", "f32", gelu_erf(xv)); S(19); S(90)`},
	// Row softmax.
	{name: "softmax_f32", entry: "softmax_kernel", grid: 8, py: `softmax_case(c, "f32", 37, 256, 8)`},
	{name: "softmax_f32_251", kernel: "softmax_f32", entry: "softmax_kernel", grid: 1, py: `softmax_case(c, "f32", 37, 251, 8)`},
	{name: "softmax_f16", entry: "softmax_f16_kernel", grid: 3, py: `softmax_case(c, "f16", 29, 256, 8)`},
	{name: "softmax_f16_native", entry: "softmax_f16_native_kernel", grid: 3, py: `softmax_case(c, "f16", 29, 150, 4)`},
	{name: "softmax_bf16", entry: "softmax_kernel", grid: 3, py: `softmax_case(c, "bf16", 13, 256, 4)`},
	{name: "softmax_rows_f16", entry: "softmax_rows_f16_kernel", grid: 3, py: `softmax_case(c, "f16", 37, 100, 4)`},
	{name: "softmax_long_rows", entry: "softmax_kernel", grid: 3, py: `softmax_case(c, "f32", 10, 300, 8)`},
	{name: "softmax_long_rows_bf16", entry: "softmax_kernel", grid: 3, py: `softmax_case(c, "bf16", 10, 300, 8)`},
	{name: "softmax_row100", entry: "softmax_kernel", grid: 3, py: `softmax_case(c, "f32", 7, 90, 8)`},
	{name: "softmax_online_w1000", entry: "softmax_kernel", grid: 2, py: `softmax_case(c, "f32", 10, 1000, 9)`},
	{name: "softmax_api_f32_w1000", entry: "softmax_kernel", grid: 3, py: `softmax_case(c, "f32", 5, 1000, 12)`},
	// Elementwise z = x*y - x/2 in the three dtypes.
	{name: "mul_sub_f32", entry: "mul_sub_kernel", grid: 3, py: mulSubPy("f32", 3000)},
	{name: "mul_sub_f16", entry: "mul_sub_kernel", grid: 3, py: mulSubPy("f16", 2772)},
	{name: "mul_sub_bf16", entry: "mul_sub_kernel", grid: 3, py: mulSubPy("bf16", 2772)},
}

// vaddPy is z = x + y over n f32 elements (x, y, z, n).
func vaddPy(n int) string {
	return `n = ` + fmtInt(n) + `
x, y = uniform(n, -10, 10), uniform(n, -10, 10)
IN(x); IN(y); OUT("z", "f32", x + y); S(n)`
}

// mulSubPy is z = x*y - x/2 (x, y, z, n) computed in the kernel's dtype: numpy's f16
// arithmetic rounds each op to f16 as the kernel does; bf16 rounds each op's f32 result.
func mulSubPy(dt string, n int) string {
	return `n, dt = ` + fmtInt(n) + `, "` + dt + `"
a, xv = draw(c, n, dt, -8, 8); b, yv = draw(c, n, dt, -8, 8)
if dt == "f16":
    ref = a * b - a / np.float16(2)
elif dt == "bf16":
    ref = bf16(bf16(xv * yv) - bf16(xv / 2))
else:
    ref = a * b - a / np.float32(2)
IN(a); IN(b); OUT("z", dt, ref); S(n)`
}

// numpyNew are the kernels written for the numpy check (round 7).
var numpyNew = []npCase{}

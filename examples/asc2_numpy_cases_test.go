package examples

// numpyExisting are kernels of the held-out categories that predate the numpy check, with
// the entry, grid and sizes their Go tests use; the numpy side (numpy_harness.py) draws
// its own inputs.
var numpyExisting = []npCase{
	// Controls: references off by 2e-4 relative (f32) and by 2^-9 absolute (f16, two ulps
	// below 1)
	// must be reported.
	{name: "control_vadd_off", kernel: "vadd_tutorial_1024", entry: "vadd_kernel", grid: 16, wantBad: true, py: `
n = 8192
x, y = uniform(n, 1, 10), uniform(n, 1, 10)
IN(x); IN(y); OUT("z", "f32", (x + y) * (1 + 2e-4)); S(n)`},
	{name: "control_f16_off", kernel: "mul_sub_f16", entry: "mul_sub_kernel", grid: 3, wantBad: true, py: `
n = 2772
a, xv = draw(c, n, "f16", -8, 8); b, yv = draw(c, n, "f16", -8, 8)
z = a * b - a / np.float16(2)
IN(a); IN(b); OUT("z", "f16", z + np.float16(2**-9) * np.sign(z)); S(n)`},
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
	{name: "softmax_rows_bf16_2d", entry: "softmax_rows_kernel", grid: 3, py: `softmax_case(c, "bf16", 21, 100, 5)`},
	{name: "softmax_rows_bf16_2d_w7", kernel: "softmax_rows_bf16_2d", entry: "softmax_rows_kernel", grid: 2, py: `softmax_case(c, "bf16", 9, 7, 5)`},
	{name: "softmax_lib", entry: "softmax_kernel", grid: 3, py: `softmax_case(c, "f32", 40, 64, 8, cols_arg=False)`},
	{name: "softmax_lib_f16", entry: "softmax_kernel", grid: 4, py: `softmax_case(c, "f16", 11, 256, 6, cols_arg=False)`},
	{name: "softmax_lib_bf16", entry: "softmax_kernel", grid: 4, py: `softmax_case(c, "bf16", 11, 256, 6, cols_arg=False)`},
	{name: "softmax_rows_tail_f32", entry: "softmax_kernel", grid: 3, py: `softmax_case(c, "f32", 37, 64, 9, cols_arg=False)`},
	// f16 arithmetic throughout (exp, a 100-term sum and a division each round to f16).
	{name: "softmax_f16_rows100_narrow", entry: "softmax_kernel", grid: 3, py: `softmax_case(c, "f16", 10, 100, 6, cols_arg=False)`},
	{name: "gelu2d_bf16_cores", entry: "gelu_kernel", grid: 4, py: gelu2DPy("bf16", "gelu_erf", 37, 100, true)},
	{name: "gelu2d_f16_tails", entry: "gelu_kernel", grid: 4, py: gelu2DPy("f16", "gelu_tanh", 21, 200, true)},
	{name: "gelu_erf_bf16_grid7", entry: "gelu_kernel", grid: 7, py: gelu2DPy("bf16", "gelu_erf", 37, 200, true)},
	{name: "gelu_tanh_bf16_rows100", entry: "gelu_kernel", grid: 3, py: gelu2DPy("bf16", "gelu_tanh", 10, 100, false)},
	{name: "gelu_erf_f32_rows300", entry: "gelu_kernel", grid: 2, py: gelu2DPy("f32", "gelu_erf", 8, 300, false)},
	{name: "silu_f32", entry: "silu_kernel", grid: 3, py: `ew_case(c, "f32", 3001, lambda v: v / (1 + np.exp(-v.astype(np.float64))), -6, 6)`},
	{name: "matmul_unroll_tails", entry: "matmul_kernel", grid: 2, py: `mm_case(c, 90, 80, 70)`},
	{name: "matmul_l1_split", entry: "matmul_kernel", grid: 3, py: `mm_case(c, 100, 90, 200)`},
	{name: "matmul_tiles_bf16", entry: "matmul_tiles_kernel", grid: 3, py: `mm_case(c, 150, 70, 90, dt="bf16", out="bf16")`},
	{name: "matmul_tanh_gelu_f16out", entry: "matmul_kernel", grid: 3, py: `
M, N, K = 96, 96, 80
a, av = draw(c, (M, K), "f16", -0.3, 0.3); b, bv = draw(c, (K, N), "f16", -0.3, 0.3)
C = av @ bv
IN(a); IN(b); OUT("w", "f32", C, MATMUL_F32); OUT("y", "f16", gelu_tanh(C)); S(M); S(N); S(K)`},
	// Elementwise z = x*y - x/2 in the three dtypes.
	{name: "mul_sub_f32", entry: "mul_sub_kernel", grid: 3, py: mulSubPy("f32", 3000)},
	{name: "mul_sub_f16", entry: "mul_sub_kernel", grid: 3, py: mulSubPy("f16", 2772)},
	{name: "mul_sub_bf16", entry: "mul_sub_kernel", grid: 3, py: mulSubPy("bf16", 2772)},
}

// gelu2DPy is GELU (fn) of a [rows, cols] tensor of dtype dt (x, y, rows[, cols]).
func gelu2DPy(dt, fn string, rows, cols int, colsArg bool) string {
	py := `rows, cols = ` + fmtInt(rows) + `, ` + fmtInt(cols) + `
a, xv = draw(c, (rows, cols), "` + dt + `", -4, 4)
IN(a); OUT("y", "` + dt + `", ` + fn + `(xv)); S(rows)`
	if colsArg {
		py += `; S(cols)`
	}
	return py
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

// numpyNew are the kernels written for the numpy check (round 7, asc2/r7_*): PyAsc's own
// vector add (runtime length, grid-stride) and tiled matmul, elementwise kernels in the
// three dtypes on lengths that are not multiples of the tile (1, 7, 255, 4097, 100003) and
// grids of 1, 3, 20 and 48 cores, GELU at saturation, tiny |x| and with 16-bit input and
// output, softmax rows of 1, 7, 129 and 1000 with -inf and large inputs, and matmuls with
// M, N, K of 1, 17, 100, 257 on several cores.
var numpyNew = []npCase{
	vaddCase(1, 1), vaddCase(7, 3), vaddCase(255, 20), vaddCase(4097, 48), vaddCase(100003, 20),
	fmaCase("f16", 1, 20), fmaCase("f16", 7, 1), fmaCase("f16", 255, 48), fmaCase("f16", 4097, 3), fmaCase("f16", 100003, 48),
	fmaCase("bf16", 1, 3), fmaCase("bf16", 7, 48), fmaCase("bf16", 255, 1), fmaCase("bf16", 4097, 20), fmaCase("bf16", 100003, 20),
	{name: "r7_axpy_f32_grid", entry: "axpy_kernel", grid: 48, py: `
n, alpha = 4097, -1.75
x, y = uniform(n, -100, 100), uniform(n, -100, 100)
IN(x); IN(y); OUT("z", "f32", np.float32(alpha) * x - y); S(n); S(alpha)`},
	geluCase("r7_gelu_erf_f32_grid", "f32", "gelu_erf", 4097, 20, geluSpecialsF32),
	geluCase("r7_gelu_tanh_f32_grid", "f32", "gelu_tanh", 255, 3, geluSpecialsF32),
	geluCase("r7_gelu_tanh_f32_grid", "f32", "gelu_tanh", 100003, 48, geluSpecialsF32),
	geluCase("r7_gelu_erf_f16io", "f16", "gelu_erf", 4097, 20, geluSpecialsF16),
	geluCase("r7_gelu_tanh_f16io", "f16", "gelu_tanh", 1, 1, "[0.75]"),
	geluCase("r7_gelu_tanh_f16io", "f16", "gelu_tanh", 4097, 3, geluSpecialsF16),
	geluCase("r7_gelu_erf_bf16io", "bf16", "gelu_erf", 255, 3, geluSpecialsF32),
	geluCase("r7_gelu_tanh_bf16io", "bf16", "gelu_tanh", 7, 1, geluSpecialsF32),
	geluCase("r7_gelu_tanh_bf16io", "bf16", "gelu_tanh", 100003, 48, geluSpecialsF32),
	softmaxCase("r7_softmax_f32_w1024", "f32", 5, 1, 3),
	softmaxCase("r7_softmax_f32_w1024", "f32", 7, 7, 3),
	softmaxCase("r7_softmax_f32_w1024", "f32", 9, 129, 20),
	softmaxCase("r7_softmax_f32_w1024", "f32", 6, 1000, 48),
	softmaxCase("r7_softmax_f16_w1024", "f16", 3, 1, 2),
	softmaxCase("r7_softmax_f16_w1024", "f16", 3, 7, 1),
	softmaxCase("r7_softmax_f16_w1024", "f16", 4, 129, 3),
	softmaxCase("r7_softmax_f16_w1024", "f16", 5, 1000, 3),
	softmaxCase("r7_softmax_bf16_w1024", "bf16", 4, 1, 3),
	softmaxCase("r7_softmax_bf16_w1024", "bf16", 5, 7, 20),
	softmaxCase("r7_softmax_bf16_w1024", "bf16", 5, 129, 3),
	softmaxCase("r7_softmax_bf16_w1024", "bf16", 3, 1000, 1),
	softmaxCase("r7_softmax_f32_w136", "f32", 37, 129, 3),
	softmaxCase("r7_softmax_f32_w136", "f32", 9, 1, 2),
	mmCase("r7_mm_f16_t32", "f16", 1, 17, 100, 1),
	mmCase("r7_mm_f16_t32", "f16", 17, 257, 33, 3),
	mmCase("r7_mm_f16_t32", "f16", 100, 100, 257, 20),
	mmCase("r7_mm_f16_t32", "f16", 257, 1, 17, 7),
	mmCase("r7_mm_bf16_t64", "bf16", 100, 257, 100, 3),
	mmCase("r7_mm_bf16_t64", "bf16", 257, 17, 257, 48),
	mmCase("r7_mm_bf16_t64", "bf16", 1, 1, 1, 1),
	mmCase("r7_mm_f16_t16x64", "f16", 17, 100, 257, 20),
	mmCase("r7_mm_f16_t16x64", "f16", 33, 65, 7, 2),
	softmax1DCase(1, 1), softmax1DCase(7, 3), softmax1DCase(2000, 20),
	softmaxCase("r7_softmax_api_f32", "f32", 5, 1000, 2),
	softmaxCase("r7_softmax_api_f32", "f32", 9, 136, 3),
	softmaxCase("r7_softmax_api_f32", "f32", 3, 8, 1),
	softmaxCase("r7_softmax_api_f32", "f32", 6, 129, 3),
	softmaxCase("r7_softmax_api_f32", "f32", 6, 7, 3),
	gelu2DCase(19, 130, 20), gelu2DCase(1, 1, 1), gelu2DCase(37, 7, 3),
	{name: "r7_cast_f32_16", entry: "cast_kernel", grid: 20, py: castPy},
	// Past f16's range numpy's astype gives ±inf, the vector unit's Cast saturates to ±65504
	// (hardware.md §7, "Overflow saturates by default", AD-CAST): the reference states the
	// documented value; infinities stay infinite.
	{name: "r7_cast_f32_16/saturate", kernel: "r7_cast_f32_16", entry: "cast_kernel", grid: 1, py: `
x = np.float32([1e5, -1e5, 65520.0, -65520.0, 70000.0, 3e38, -3e38, np.inf, -np.inf, 65519.0])
h = np.where(np.isinf(x), x, np.clip(x, -65504, 65504)).astype(np.float16)
IN(x); OUT("h", "f16", h, (0, 0)); OUT("b", "bf16", bf16(x), (0, 0)); S(x.size)`},
	unaryCase("f32", 4097, 20), unaryCase("f16", 4097, 3), unaryCase("bf16", 255, 48),
	{name: "r7_mm_relu_f16out/100x257x17", kernel: "r7_mm_relu_f16out", entry: "matmul_kernel", grid: 3,
		py: `mm_case(c, 100, 257, 17, out="f16", epilogue=lambda r: np.maximum(r, 0))`},
	{name: "r7_mm_relu_f16out/17x1x100", kernel: "r7_mm_relu_f16out", entry: "matmul_kernel", grid: 1,
		py: `mm_case(c, 17, 1, 100, out="f16", epilogue=lambda r: np.maximum(r, 0))`},
}

// softmax1DCase runs r7_softmax_1d_f16 (x, y, n) on n f16 values with -inf and 60000 among
// them when n allows.
func softmax1DCase(n, grid int) npCase {
	return npCase{name: "r7_softmax_1d_f16/n" + fmtInt(n), kernel: "r7_softmax_1d_f16", entry: "softmax_kernel", grid: grid, py: `
n = ` + fmtInt(n) + `
x = uniform(n, -8, 8)
if n > 2:
    x[1], x[n - 1] = -np.inf, 11.0
a, xv = as_dt(x, "f16")
IN(a); OUT("y", "f16", softmax_rows(xv[None, :])); S(n)`}
}

// gelu2DCase runs r7_gelu_splat_bf16_2d (x, y, rows, cols) with saturating and tiny inputs.
func gelu2DCase(rows, cols, grid int) npCase {
	return npCase{name: "r7_gelu_splat_bf16_2d/" + fmtInt(rows) + "x" + fmtInt(cols), kernel: "r7_gelu_splat_bf16_2d", entry: "gelu_kernel", grid: grid, py: `
rows, cols = ` + fmtInt(rows) + `, ` + fmtInt(cols) + `
x = mixed(c, (rows, cols), [(-4, 4), (-12, 12), (-1e-3, 1e-3)], ` + geluSpecialsF32 + `)
a, xv = as_dt(x, "bf16")
IN(a); OUT("y", "bf16", gelu_erf(xv)); S(rows); S(cols)`}
}

func vaddCase(n, grid int) npCase {
	return npCase{name: "r7_vadd_grid/n" + fmtInt(n), kernel: "r7_vadd_grid", entry: "vadd_kernel", grid: grid, py: vaddPy(n)}
}

// fmaCase is z = x*y + x in a 16-bit dtype, each op rounded to it (numpy's f16 arithmetic
// rounds each op's result; bf16 rounds the f32 result of each op to nearest-even).
func fmaCase(dt string, n, grid int) npCase {
	return npCase{name: "r7_fma_" + dt + "_grid/n" + fmtInt(n), kernel: "r7_fma_" + dt + "_grid", entry: "fma_kernel", grid: grid, py: `n, dt = ` + fmtInt(n) + `, "` + dt + `"
a, xv = draw(c, n, dt, -8, 8); b, yv = draw(c, n, dt, -8, 8)
ref = a * b + a if dt == "f16" else bf16(bf16(xv * yv) + xv)
IN(a); IN(b); OUT("z", dt, ref); S(n)`}
}

// The first inputs of the GELU cases: zeros, tiny magnitudes, saturation of erf/tanh at
// both ends, and (f32/bf16) magnitudes whose cube overflows f32 in the tanh form.
const (
	geluSpecialsF32 = "[0.0, -0.0, 1e-30, -1e-30, 1e-7, -1e-7, 3.0, -3.0, 6.0, -6.0, 10.0, -10.0, 40.0, -40.0, 1e4, -1e4, 1e20, -1e20]"
	geluSpecialsF16 = "[0.0, -0.0, 6e-8, -6e-8, 1e-4, -1e-4, 3.0, -3.0, 6.0, -6.0, 10.0, -10.0, 40.0, -40.0, 1e4, -1e4, 60000.0, -60000.0]"
)

// geluCase runs a GELU kernel (x, y, n) on n inputs of dtype dt: specials first, then
// values from [-4, 4], [-12, 12] and [-1e-3, 1e-3].
func geluCase(kernel, dt, fn string, n, grid int, specials string) npCase {
	return npCase{name: kernel + "/n" + fmtInt(n), kernel: kernel, entry: "gelu_kernel", grid: grid, py: `
x = mixed(c, ` + fmtInt(n) + `, [(-4, 4), (-12, 12), (-1e-3, 1e-3)], ` + specials + `)
ew_case(c, "` + dt + `", x.size, ` + fn + `, x=x)`}
}

// softmaxCase runs a row-softmax kernel (x, y, rows, cols): values from [-8, 8], and in
// rows past the first a -inf, a large value (1e30 in f32/bf16, 60000 in f16) and, in one
// row, -inf everywhere but one element.
func softmaxCase(kernel, dt string, rows, cols, grid int) npCase {
	return npCase{name: kernel + "/" + fmtInt(rows) + "x" + fmtInt(cols), kernel: kernel, entry: "softmax_kernel", grid: grid, py: `
rows, cols, dt = ` + fmtInt(rows) + `, ` + fmtInt(cols) + `, "` + dt + `"
x = uniform((rows, cols), -8, 8)
big = 60000.0 if dt == "f16" else 1e30
if cols > 1 and rows > 2:
    x[1, cols // 2] = -np.inf
    x[2, cols - 1] = big
    x[2, 0] = -big
    x[rows - 1, :] = -np.inf
    x[rows - 1, cols // 3] = 2.5
softmax_case(c, dt, rows, cols, x=as_dt(x, dt))`}
}

func mmCase(kernel, dt string, m, n, k, grid int) npCase {
	return npCase{name: kernel + "/" + fmtInt(m) + "x" + fmtInt(n) + "x" + fmtInt(k), kernel: kernel, entry: "matmul_kernel", grid: grid,
		py: "mm_case(c, " + fmtInt(m) + ", " + fmtInt(n) + ", " + fmtInt(k) + `, dt="` + dt + `")`}
}

// unaryCase runs r7_unary_<dt> (x, eight outputs, n): each output's reference applies numpy's
// f32 function and rounds to dt after every op, as the kernel's dt arithmetic does (numpy's
// f16 arithmetic itself; bf16 by rounding the f32 bits). Zeros, overflow of exp and values
// near the ends of the dtype's range come first.
func unaryCase(dt string, n, grid int) npCase {
	return npCase{name: "r7_unary_" + dt + "/n" + fmtInt(n), kernel: "r7_unary_" + dt, entry: "unary_kernel", grid: grid, py: `
n, dt = ` + fmtInt(n) + `, "` + dt + `"
x = mixed(c, n, [(-10, 10), (-1, 1), (-60, 60)], [0.0, -0.0, 1e-3, -1e-3, 88.0, -88.0, 100.0, -100.0, 2.5, -2.5, 0.5, -0.5])
a, xv = as_dt(x, dt)
R = (lambda v: np.asarray(v, np.float32)) if dt == "f32" else (lambda v: np.asarray(v, np.float32).astype(np.float16).astype(np.float32)) if dt == "f16" else bf16
with np.errstate(all="ignore"):
    p = np.abs(xv)
    refs = [("exp", R(np.exp(xv))), ("log", R(np.log(p))), ("sqrt", R(np.sqrt(p))),
            ("rsqrt", R(np.float32(1) / R(np.sqrt(p)))), ("tanh", R(np.tanh(xv))),
            ("sigmoid", R(np.float32(1) / R(np.float32(1) + R(np.exp(R(-xv)))))),
            ("relu", np.maximum(xv, np.float32(0))), ("floor", np.floor(xv))]
IN(a)
for name, ref in refs:
    OUT(name, dt, ref)
S(n)`}
}

// castPy casts f32 to f16 and to bf16 and compares exactly (tolerance 0, zeros' signs too)
// with numpy's astype(np.float16) and the nearest-even rounding of the f32 bits: random
// magnitudes from f16's subnormals to its largest finite value, exact ties of both formats,
// signed zeros and f32 subnormals. (Values past f16's range are left out: the vector unit's
// Cast saturates them to ±65504, hardware.md "Overflow saturates by default", where numpy
// gives ±inf.)
const castPy = `
bits = rng.integers(0x33000000, 0x477FE000, 20000, dtype=np.uint32)
t16 = (bits[:4000] & ~np.uint32(0x1FFF)) | np.uint32(0x1000)
tbf = (bits[:4000] & ~np.uint32(0xFFFF)) | np.uint32(0x8000)
x = np.concatenate([bits, t16, tbf]).view(np.float32)
x = np.concatenate([x, -x, np.float32([0.0, -0.0, 6e-8, 3e-8, 2.9e-8, 65504, 65519.99, 1e-45, -1e-45])])
IN(x); OUT("h", "f16", x.astype(np.float16), (0, 0)); OUT("b", "bf16", bf16(x), (0, 0)); S(x.size)`

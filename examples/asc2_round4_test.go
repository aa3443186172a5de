package examples

import (
	"math"
	"math/rand"
	"testing"
)

// Round 4 of held-out style tile kernels, in forms rounds 1-3 do not use: lengths as i64
// kernel arguments, 3 and 7 cores with tile counts that do not divide, rows of 100, 300
// and 1000 elements, iter_args carrying a tile, scf.if on the block index, softmax over
// 2-D tiles with a row tail, GELU computed in bf16. References repeat the kernel's
// roundings op by op where the kernel computes in a narrow type.

// TestTileR4AddI64Len: add_i64_len7, f32 add with the length an i64 argument, 256-element
// tiles round robin over 7 cores (12 tiles, the last one of 185). One f32 rounding.
func TestTileR4AddI64Len(t *testing.T) {
	const n = 3001
	r := rand.New(rand.NewSource(41))
	x, y := r3Gen(n, "f32", r.NormFloat64), r3Gen(n, "f32", r.NormFloat64)
	want := make([]float64, n)
	for i := range want {
		want[i] = roundTo("f32", x[i]+y[i])
	}
	bothSoCs(t, []r3{{"add_i64_len7", "add_kernel", 7, [][]float64{x, y}, []string{"f32", "f32"},
		[]string{"f32"}, []int{n}, []string{fmtInt(n)}, [][]float64{want}, 1e-6, 1e-4}})
}

// TestTileR4EwF16Rows300: ew_f16_rows300, y = x * 1.5 + bias in f16 on 2x300 tiles (rows
// of 600 bytes), 7 rows over 3 cores. Two f16 roundings, as the reference.
func TestTileR4EwF16Rows300(t *testing.T) {
	const rows, cols = 7, 300
	r := rand.New(rand.NewSource(42))
	x, bias := r3Gen(rows*cols, "f16", r.NormFloat64), r3Gen(cols, "f16", r.NormFloat64)
	want := make([]float64, rows*cols)
	for i := range want {
		want[i] = roundTo("f16", roundTo("f16", x[i]*1.5)+bias[i%cols])
	}
	bothSoCs(t, []r3{{"ew_f16_rows300", "ew_kernel", 3, [][]float64{x, bias}, []string{"f16", "f16"},
		[]string{"f16"}, []int{rows * cols}, []string{fmtInt(rows), "1.5"}, [][]float64{want}, 0, 1e-3}})
}

// TestTileR4GeluTanhBF16Rows100: gelu_tanh_bf16_rows100, tanh GELU computed in bf16 on 4x100
// tiles (rows of 200 bytes), 10 rows over 3 cores; every op rounded to bf16 as in the
// kernel (tanh is computed on an f32 copy and rounded once). One bf16 ulp of slack for
// the tanh rounding (2^-8 relative, propagated): rtol 1e-2.
func TestTileR4GeluTanhBF16Rows100(t *testing.T) {
	const rows, cols = 10, 100
	r := rand.New(rand.NewSource(43))
	b := rounder("bf16")
	x := r3Gen(rows*cols, "bf16", func() float64 { return r.Float64()*8 - 4 })
	k1, k0 := b(0.044715), b(0.7978846)
	ref := func(v float64) float64 {
		x3 := b(b(v*v) * v)
		u := b(b(v+b(x3*k1)) * k0)
		return b(b(v*0.5) * b(b(math.Tanh(u))+1))
	}
	bothSoCs(t, []r3{{"gelu_tanh_bf16_rows100", "gelu_kernel", 3, [][]float64{x}, []string{"bf16"},
		[]string{"bf16"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{mapRef(x, ref)}, 1e-2, 1e-2}})
}

// TestTileR4GeluErfF16MaxIter: gelu_erf_f16_maxiter, exact GELU in f16 over 160-element tiles
// (1000 elements: 7 tiles on 3 cores) and each core's running elementwise maximum, carried
// through the loop's iter_args (pad lanes of the last tile give GELU(0) = 0).
func TestTileR4GeluErfF16MaxIter(t *testing.T) {
	const n, cores, w = 1000, 3, 160
	r := rand.New(rand.NewSource(44))
	h := rounder("f16")
	x := r3Gen(n, "f16", func() float64 { return r.Float64()*10 - 5 })
	ref := func(v float64) float64 { return h(h(v*0.5) * h(h(math.Erf(h(v*h(0.707031))))+1)) }
	g := mapRef(x, ref)
	tiles := (n + w - 1) / w
	mx := make([]float64, cores*w)
	for i := range mx {
		mx[i] = math.Inf(-1)
	}
	for t := 0; t < tiles; t++ {
		for j := 0; j < w; j++ {
			v := 0.0
			if t*w+j < n {
				v = g[t*w+j]
			}
			mx[(t%cores)*w+j] = math.Max(mx[(t%cores)*w+j], v)
		}
	}
	bothSoCs(t, []r3{{"gelu_erf_f16_maxiter", "gelu_kernel", cores, [][]float64{x}, []string{"f16"},
		[]string{"f16", "f16"}, []int{n, cores * w}, []string{fmtInt(n)}, [][]float64{g, mx}, 2e-3, 2e-3}})
}

// TestTileR4SoftmaxRowsTail: softmax_rows_tail_f32, row softmax of 8x64 f32 tiles through
// keep-dims reductions, 37 rows over 3 cores (the last tile of 5 rows). f32 tolerance.
func TestTileR4SoftmaxRowsTail(t *testing.T) {
	const rows, cols = 37, 64
	r := rand.New(rand.NewSource(45))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 3 })
	bothSoCs(t, []r3{{"softmax_rows_tail_f32", "softmax_kernel", 3, [][]float64{x}, []string{"f32"},
		[]string{"f32"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{rowSoftmaxRef(x, rows, cols)}, 1e-6, 1e-4}})
}

// TestTileR4SoftmaxAPIF16Rows48: softmax_api_f16_rows48, asctile.softmax on 4x48 f16 tiles
// with the row count an i64 argument, 11 rows over 2 cores. SoftMax on half computes in
// half: a few f16 roundings (2^-11 each) against the float64 reference.
func TestTileR4SoftmaxAPIF16Rows48(t *testing.T) {
	const rows, cols = 11, 48
	r := rand.New(rand.NewSource(46))
	x := r3Gen(rows*cols, "f16", func() float64 { return r.NormFloat64() * 2 })
	bothSoCs(t, []r3{{"softmax_api_f16_rows48", "softmax_kernel", 2, [][]float64{x}, []string{"f16"},
		[]string{"f16"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{rowSoftmaxRef(x, rows, cols)}, 1e-4, 4e-3}})
}

// TestTileR4SoftmaxAPIW1000: softmax_api_f32_w1000, asctile.softmax on 2x1000 f32 tiles of a
// tensor whose both sizes are arguments, 5 rows over 3 cores. f32 tolerance.
func TestTileR4SoftmaxAPIW1000(t *testing.T) {
	const rows, cols = 5, 1000
	r := rand.New(rand.NewSource(47))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 4 })
	bothSoCs(t, []r3{{"softmax_api_f32_w1000", "softmax_kernel", 3, [][]float64{x}, []string{"f32"},
		[]string{"f32"}, []int{rows * cols}, []string{fmtInt(rows), fmtInt(cols)}, [][]float64{rowSoftmaxRef(x, rows, cols)}, 1e-6, 1e-4}})
}

// TestTileR4SoftmaxIfBlock: softmax_if_block, 13 rows of 32 over 3 cores in chunks of 8 rows:
// core 2's chunk starts past the end (skipped by scf.if), core 1 scales its rows by 0.5
// (exact), core 0 also stores the maxima of rows 0-3.
func TestTileR4SoftmaxIfBlock(t *testing.T) {
	const rows, cols, cores, chunk = 13, 32, 3, 8
	r := rand.New(rand.NewSource(48))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 3 })
	scaled := make([]float64, len(x))
	for i, v := range x {
		scaled[i] = v
		if (i/cols/chunk)%2 == 1 {
			scaled[i] = v * 0.5
		}
	}
	mx := make([]float64, 4)
	for i := range mx {
		mx[i] = math.Inf(-1)
		for j := 0; j < cols; j++ {
			mx[i] = math.Max(mx[i], x[i*cols+j])
		}
	}
	bothSoCs(t, []r3{{"softmax_if_block", "softmax_kernel", cores, [][]float64{x}, []string{"f32"},
		[]string{"f32", "f32"}, []int{rows * cols, 4}, []string{fmtInt(rows)}, [][]float64{rowSoftmaxRef(scaled, rows, cols), mx}, 1e-6, 1e-4}})
}

// TestTileR4RmsNormRows40: rms_norm_f32_rows40, asctile.rms_norm on 3x40 f32 tiles (rows of
// 160 bytes) with the row count an i64 argument, 11 rows over 3 cores. f32 tolerance.
func TestTileR4RmsNormRows40(t *testing.T) {
	const rows, cols, eps = 11, 40, 1e-5
	r := rand.New(rand.NewSource(49))
	x := r3Gen(rows*cols, "f32", r.NormFloat64)
	g := r3Gen(cols, "f32", func() float64 { return 0.5 + r.Float64() })
	want := make([]float64, len(x))
	for i := 0; i < rows; i++ {
		ss := 0.0
		for j := 0; j < cols; j++ {
			ss += x[i*cols+j] * x[i*cols+j]
		}
		inv := 1 / math.Sqrt(ss/cols+eps)
		for j := 0; j < cols; j++ {
			want[i*cols+j] = x[i*cols+j] * inv * g[j]
		}
	}
	bothSoCs(t, []r3{{"rms_norm_f32_rows40", "rms_norm_kernel", 3, [][]float64{x, g}, []string{"f32", "f32"},
		[]string{"f32"}, []int{rows * cols}, []string{fmtInt(rows), "1e-05"}, [][]float64{want}, 1e-6, 1e-4}})
}

// TestTileR4EwBF16Chain: ew_bf16_scalar_chain, min(max(x*a + b, x) / (|x| + 1), 4) in bf16
// with a = 1.3 and b = -0.7 narrowed in the kernel, 2500 elements in 1000-element tiles on
// 3 cores; each op rounded to bf16 as in the kernel: exact but for the division's rounding
// (computed wider, rounded once): one bf16 ulp.
func TestTileR4EwBF16Chain(t *testing.T) {
	const n = 2500
	r := rand.New(rand.NewSource(50))
	b := rounder("bf16")
	x := r3Gen(n, "bf16", func() float64 { return r.Float64()*12 - 6 })
	a, c := b(1.3), b(-0.7)
	ref := func(v float64) float64 {
		q := math.Max(b(b(v*a)+c), v)
		return math.Min(b(q/b(math.Abs(v)+1)), 4)
	}
	bothSoCs(t, []r3{{"ew_bf16_scalar_chain", "ew_kernel", 3, [][]float64{x}, []string{"bf16"},
		[]string{"bf16"}, []int{n}, []string{fmtInt(n), "1.3", "-0.7"}, [][]float64{mapRef(x, ref)}, 0, 8e-3}})
}

// TestTileR4GeluErfRows300: gelu_erf_f32_rows300, exact GELU on 3x300 f32 tiles (rows of
// 1200 bytes), 8 rows over 2 cores. f32 tolerance.
func TestTileR4GeluErfRows300(t *testing.T) {
	const rows, cols = 8, 300
	r := rand.New(rand.NewSource(51))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.Float64()*10 - 5 })
	bothSoCs(t, []r3{{"gelu_erf_f32_rows300", "gelu_kernel", 2, [][]float64{x}, []string{"f32"},
		[]string{"f32"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{mapRef(x, geluErf)}, 1e-6, 1e-4}})
}

// TestTileR4GeluErfBF16Grid7: gelu_erf_bf16_grid7, exact GELU computed in bf16 over 8x48
// tiles of a 37x200 tensor (5x5 tiles, partial in both dimensions) on 7 cores; every op
// rounded to bf16 as in the kernel (erf on an f32 copy, rounded once).
func TestTileR4GeluErfBF16Grid7(t *testing.T) {
	const rows, cols = 37, 200
	r := rand.New(rand.NewSource(52))
	b := rounder("bf16")
	x := r3Gen(rows*cols, "bf16", func() float64 { return r.Float64()*8 - 4 })
	ref := func(v float64) float64 { return b(b(v*0.5) * b(b(math.Erf(b(v*b(0.707031))))+1)) }
	bothSoCs(t, []r3{{"gelu_erf_bf16_grid7", "gelu_kernel", 7, [][]float64{x}, []string{"bf16"},
		[]string{"bf16"}, []int{rows * cols}, []string{fmtInt(rows), fmtInt(cols)}, [][]float64{mapRef(x, ref)}, 1e-2, 1e-2}})
}

// TestTileR4SoftmaxF16Rows100: softmax_f16_rows100_narrow, row softmax computed in f16 on
// 4x100 tiles (rows of 200 bytes), 10 rows over 3 cores. The max and the subtraction are
// exact or one rounding; exp, the sum over 100 terms and the division each round to f16
// (the sum in the hardware's order): rtol 5e-3 against the float64 softmax.
func TestTileR4SoftmaxF16Rows100(t *testing.T) {
	const rows, cols = 10, 100
	r := rand.New(rand.NewSource(53))
	x := r3Gen(rows*cols, "f16", func() float64 { return r.NormFloat64() * 2 })
	bothSoCs(t, []r3{{"softmax_f16_rows100_narrow", "softmax_kernel", 3, [][]float64{x}, []string{"f16"},
		[]string{"f16"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{rowSoftmaxRef(x, rows, cols)}, 1e-4, 5e-3}})
}

package examples

import (
	"math"
	"math/rand"
	"testing"
)

// Round 5 of held-out style tile kernels: composites in forms rounds 1-4 keep fixed:
// log-softmax, softmax without the max subtraction and through scalar reductions on rows
// that are not whole 32-byte blocks, SwiGLU, fused bias + GELU, layernorm and rmsnorm
// written out op by op, column centring, selects on comparisons with runtime scalars.
// References repeat the kernel's roundings where its types force them.

// rowLogSoftmaxRef is the row log-softmax of a [rows, cols] matrix in float64.
func rowLogSoftmaxRef(x []float64, rows, cols int) []float64 {
	y := make([]float64, len(x))
	for i := 0; i < rows; i++ {
		row := x[i*cols : (i+1)*cols]
		m := math.Inf(-1)
		for _, v := range row {
			m = math.Max(m, v)
		}
		s := 0.0
		for _, v := range row {
			s += math.Exp(v - m)
		}
		for j, v := range row {
			y[i*cols+j] = v - m - math.Log(s)
		}
	}
	return y
}

// TestTileR5LogSoftmaxW100: logsoftmax_f32_w100, 13 rows of 100 in 4-row tiles on 3 cores.
// log-softmax values are O(1..10): f32 tolerance.
func TestTileR5LogSoftmaxW100(t *testing.T) {
	const rows, cols = 13, 100
	r := rand.New(rand.NewSource(501))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 3 })
	bothSoCs(t, []r3{{"logsoftmax_f32_w100", "logsoftmax_kernel", 3, [][]float64{x}, []string{"f32"},
		[]string{"f32"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{rowLogSoftmaxRef(x, rows, cols)}, 1e-5, 1e-4}})
}

// TestTileR5LogSoftmaxF16Up: logsoftmax_f16_up_1row, one f16 row of 1000 computed in f32
// and rounded once to f16 at the end.
func TestTileR5LogSoftmaxF16Up(t *testing.T) {
	const n = 1000
	r := rand.New(rand.NewSource(502))
	x := r3Gen(n, "f16", func() float64 { return r.NormFloat64() * 2 })
	want := mapRef(rowLogSoftmaxRef(x, 1, n), rounder("f16"))
	bothSoCs(t, []r3{{"logsoftmax_f16_up_1row", "logsoftmax_kernel", 1, [][]float64{x}, []string{"f16"},
		[]string{"f16"}, []int{n}, nil, [][]float64{want}, 1e-3, 1e-3}})
}

// TestTileR5SoftmaxNoMaxBF16: softmax_nomax_bf16_sq, 21 bf16 rows of 48 on 4 cores, computed
// in f32 and rounded once to bf16 (one bf16 ulp, 2^-8 relative).
func TestTileR5SoftmaxNoMaxBF16(t *testing.T) {
	const rows, cols = 21, 48
	r := rand.New(rand.NewSource(503))
	x := r3Gen(rows*cols, "bf16", func() float64 { return r.NormFloat64() * 2 })
	want := mapRef(rowSoftmaxRef(x, rows, cols), rounder("bf16"))
	bothSoCs(t, []r3{{"softmax_nomax_bf16_sq", "softmax_kernel", 4, [][]float64{x}, []string{"bf16"},
		[]string{"bf16"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{want}, 1e-6, 8e-3}})
}

// TestTileR5Softmax1DW40: softmax_1d_scalar_w40, 9 rows of 40 f32 on 2 cores, one 1-D tile
// of 160 bytes per row.
func TestTileR5Softmax1DW40(t *testing.T) {
	const rows, cols = 9, 40
	r := rand.New(rand.NewSource(504))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 3 })
	bothSoCs(t, []r3{{"softmax_1d_scalar_w40", "softmax_kernel", 2, [][]float64{x}, []string{"f32"},
		[]string{"f32"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{rowSoftmaxRef(x, rows, cols)}, 1e-6, 1e-4}})
}

// TestTileR5SwiGLUBF16Halves: swiglu_bf16_halves, gate and up as the two column halves of a
// [10, 144] bf16 tensor, computed in f32 and rounded once to bf16.
func TestTileR5SwiGLUBF16Halves(t *testing.T) {
	const rows, h = 10, 72
	r := rand.New(rand.NewSource(505))
	x := r3Gen(rows*2*h, "bf16", func() float64 { return r.NormFloat64() * 2 })
	b := rounder("bf16")
	want := make([]float64, rows*h)
	for i := 0; i < rows; i++ {
		for j := 0; j < h; j++ {
			g, u := x[i*2*h+j], x[i*2*h+h+j]
			want[i*h+j] = b(g / (1 + math.Exp(-g)) * u)
		}
	}
	bothSoCs(t, []r3{{"swiglu_bf16_halves", "swiglu_kernel", 3, [][]float64{x}, []string{"bf16"},
		[]string{"bf16"}, []int{rows * h}, []string{fmtInt(rows)}, [][]float64{want}, 1e-6, 8e-3}})
}

// TestTileR5SwiGLUF16Native: swiglu_f16_native, every op rounded to f16 as in the kernel
// (exp and the division computed wider and rounded once: one f16 ulp each, propagated).
func TestTileR5SwiGLUF16Native(t *testing.T) {
	const n = 1000
	r := rand.New(rand.NewSource(506))
	g := r3Gen(n, "f16", func() float64 { return r.NormFloat64() * 2 })
	u := r3Gen(n, "f16", func() float64 { return r.NormFloat64() * 2 })
	h := rounder("f16")
	want := make([]float64, n)
	for i := range want {
		sig := h(1 / h(1+h(math.Exp(-g[i]))))
		want[i] = h(h(g[i]*sig) * u[i])
	}
	bothSoCs(t, []r3{{"swiglu_f16_native", "swiglu_kernel", 3, [][]float64{g, u}, []string{"f16", "f16"},
		[]string{"f16"}, []int{n}, []string{fmtInt(n)}, [][]float64{want}, 1e-3, 2e-3}})
}

// TestTileR5BiasGeluTanhF16: bias_gelu_tanh_f16, bias add and tanh GELU in f16, each op
// rounded to f16 as in the kernel (the constants too).
func TestTileR5BiasGeluTanhF16(t *testing.T) {
	const rows, cols = 19, 96
	r := rand.New(rand.NewSource(507))
	x := r3Gen(rows*cols, "f16", func() float64 { return r.Float64()*6 - 3 })
	bias := r3Gen(cols, "f16", func() float64 { return r.Float64() - 0.5 })
	h := rounder("f16")
	k0, k1 := h(0.7978846), h(0.044715)
	want := make([]float64, rows*cols)
	for i := range want {
		v := h(x[i] + bias[i%cols])
		v3 := h(h(v*v) * v)
		u := h(k0 * h(v+h(k1*v3)))
		want[i] = h(h(0.5*v) * h(1+h(math.Tanh(u))))
	}
	bothSoCs(t, []r3{{"bias_gelu_tanh_f16", "bias_gelu_kernel", 2, [][]float64{x, bias}, []string{"f16", "f16"},
		[]string{"f16"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{want}, 1e-3, 2e-3}})
}

// TestTileR5BiasGeluErfBF16Grid: bias_gelu_erf_bf16_grid, 20x200 bf16 in 8x64 tiles over a
// 2-D grid on 5 cores, computed in f32 and rounded once to bf16.
func TestTileR5BiasGeluErfBF16Grid(t *testing.T) {
	const rows, cols = 20, 200
	r := rand.New(rand.NewSource(508))
	x := r3Gen(rows*cols, "bf16", func() float64 { return r.Float64()*8 - 4 })
	bias := r3Gen(cols, "bf16", func() float64 { return r.Float64() - 0.5 })
	b := rounder("bf16")
	want := make([]float64, rows*cols)
	for i := range want {
		want[i] = b(geluErf(float64(float32(x[i] + bias[i%cols]))))
	}
	bothSoCs(t, []r3{{"bias_gelu_erf_bf16_grid", "bias_gelu_kernel", 5, [][]float64{x, bias}, []string{"bf16", "bf16"},
		[]string{"bf16"}, []int{rows * cols}, []string{fmtInt(rows), fmtInt(cols)}, [][]float64{want}, 1e-4, 8e-3}})
}

// layerNormRef normalises each row of a [rows, cols] matrix (population variance) in float64.
func layerNormRef(x []float64, rows, cols int, eps float64) []float64 {
	y := make([]float64, len(x))
	for i := 0; i < rows; i++ {
		row := x[i*cols : (i+1)*cols]
		mean, vr := 0.0, 0.0
		for _, v := range row {
			mean += v
		}
		mean /= float64(cols)
		for _, v := range row {
			vr += (v - mean) * (v - mean)
		}
		rs := 1 / math.Sqrt(vr/float64(cols)+eps)
		for j, v := range row {
			y[i*cols+j] = (v - mean) * rs
		}
	}
	return y
}

// TestTileR5LayerNormAffineW96: layernorm_affine_f32_w96, 10 rows of 96 on 3 cores, with
// gamma and beta. f32 tolerance.
func TestTileR5LayerNormAffineW96(t *testing.T) {
	const rows, cols, eps = 10, 96, 1e-5
	r := rand.New(rand.NewSource(509))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64()*2 + 1 })
	g := r3Gen(cols, "f32", func() float64 { return 0.5 + r.Float64() })
	be := r3Gen(cols, "f32", r.NormFloat64)
	want := layerNormRef(x, rows, cols, eps)
	for i := range want {
		want[i] = want[i]*g[i%cols] + be[i%cols]
	}
	bothSoCs(t, []r3{{"layernorm_affine_f32_w96", "layernorm_kernel", 3, [][]float64{x, g, be}, []string{"f32", "f32", "f32"},
		[]string{"f32"}, []int{rows * cols}, []string{fmtInt(rows), "1e-05"}, [][]float64{want}, 1e-5, 1e-4}})
}

// TestTileR5LayerNormF16W200: layernorm_f16_up_w200, 7 f16 rows of 200 on 2 cores computed
// in f32, rounded once to f16.
func TestTileR5LayerNormF16W200(t *testing.T) {
	const rows, cols, eps = 7, 200, 1e-5
	r := rand.New(rand.NewSource(510))
	x := r3Gen(rows*cols, "f16", func() float64 { return r.NormFloat64()*3 - 1 })
	want := mapRef(layerNormRef(x, rows, cols, eps), rounder("f16"))
	bothSoCs(t, []r3{{"layernorm_f16_up_w200", "layernorm_kernel", 2, [][]float64{x}, []string{"f16"},
		[]string{"f16"}, []int{rows * cols}, []string{fmtInt(rows), "1e-05"}, [][]float64{want}, 1e-3, 1e-3}})
}

// TestTileR5RMSNormBF16Written: rmsnorm_bf16_written, 20 bf16 rows of 64 on 2 cores computed
// in f32, rounded once to bf16.
func TestTileR5RMSNormBF16Written(t *testing.T) {
	const rows, cols = 20, 64
	r := rand.New(rand.NewSource(511))
	x := r3Gen(rows*cols, "bf16", r.NormFloat64)
	g := r3Gen(cols, "bf16", func() float64 { return 0.5 + r.Float64() })
	eps := float64(float32(1e-6))
	want := make([]float64, rows*cols)
	for i := 0; i < rows; i++ {
		ss := 0.0
		for j := 0; j < cols; j++ {
			ss += x[i*cols+j] * x[i*cols+j]
		}
		rs := 1 / math.Sqrt(ss/cols+eps)
		for j := 0; j < cols; j++ {
			want[i*cols+j] = roundTo("bf16", x[i*cols+j]*rs*g[j])
		}
	}
	bothSoCs(t, []r3{{"rmsnorm_bf16_written", "rmsnorm_kernel", 2, [][]float64{x, g}, []string{"bf16", "bf16"},
		[]string{"bf16"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{want}, 1e-6, 8e-3}})
}

// TestTileR5CenterColsWhere: center_cols_where, one 16x40 tile: columns centred, then a
// leaky select against runtime thr and alpha; the column maxima of the centred tile. The
// reference centres in float32 as the kernel does (the select sees the same values).
func TestTileR5CenterColsWhere(t *testing.T) {
	const rows, cols = 16, 40
	const thr, alpha = 0.25, 0.125
	r := rand.New(rand.NewSource(512))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 2 })
	y, mx := make([]float64, rows*cols), make([]float64, cols)
	for j := 0; j < cols; j++ {
		var s float32
		for i := 0; i < rows; i++ {
			s += float32(x[i*cols+j])
		}
		mean := s * 0.0625
		mx[j] = math.Inf(-1)
		for i := 0; i < rows; i++ {
			xc := float32(x[i*cols+j]) - mean
			y[i*cols+j] = float64(xc * alpha)
			if xc > thr {
				y[i*cols+j] = float64(xc)
			}
			mx[j] = math.Max(mx[j], float64(xc))
		}
	}
	bothSoCs(t, []r3{{"center_cols_where", "center_kernel", 1, [][]float64{x}, []string{"f32"},
		[]string{"f32", "f32"}, []int{rows * cols, cols}, []string{fmtFloat(thr), fmtFloat(alpha)}, [][]float64{y, mx}, 1e-6, 1e-4}})
}

// TestTileR5SegSumReshape3D: segsum_reshape3d, 12 rows of 64 f32 on 2 cores: sums of the four
// 16-element segments of each row and the elementwise maxima over the segments.
func TestTileR5SegSumReshape3D(t *testing.T) {
	const rows = 12
	r := rand.New(rand.NewSource(513))
	x := r3Gen(rows*64, "f32", r.NormFloat64)
	sums, mx := make([]float64, rows*4), make([]float64, rows*16)
	abs := 0.0
	for i := 0; i < rows; i++ {
		for s := 0; s < 4; s++ {
			for j := 0; j < 16; j++ {
				v := x[i*64+s*16+j]
				sums[i*4+s] += v
				abs += math.Abs(v)
				if s == 0 || v > mx[i*16+j] {
					mx[i*16+j] = v
				}
			}
		}
	}
	bothSoCs(t, []r3{{"segsum_reshape3d", "segsum_kernel", 2, [][]float64{x}, []string{"f32"},
		[]string{"f32", "f32"}, []int{rows * 4, rows * 16}, []string{fmtInt(rows)}, [][]float64{sums, mx}, 1e-6 * abs / rows, 1e-4}})
}

// TestTileR5ScaleFromGM: scale_from_gm_bcast1d, y = (x - shift) * scale + row in f16 with
// scale and shift read from GM, each op rounded to f16 as in the kernel.
func TestTileR5ScaleFromGM(t *testing.T) {
	const rows, cols = 10, 64
	r := rand.New(rand.NewSource(514))
	x := r3Gen(rows*cols, "f16", func() float64 { return r.NormFloat64() * 4 })
	row := r3Gen(cols, "f16", r.NormFloat64)
	p := []float64{roundTo("f16", 1.37), roundTo("f16", -0.61)}
	h := rounder("f16")
	want := make([]float64, rows*cols)
	for i := range want {
		want[i] = h(h(h(x[i]-p[1])*p[0]) + row[i%cols])
	}
	bothSoCs(t, []r3{{"scale_from_gm_bcast1d", "affine_kernel", 2, [][]float64{x, p, row}, []string{"f16", "f16", "f16"},
		[]string{"f16"}, []int{rows * cols}, []string{fmtInt(rows)}, [][]float64{want}, 0, 0}})
}

// TestTileR5SoftmaxOnline: softmax_online_w1000, 10 rows of 1000 f32 on 2 cores in 256-wide
// chunks with the running max and sum carried through iter_args. f32 tolerance.
func TestTileR5SoftmaxOnline(t *testing.T) {
	const rows, cols = 10, 1000
	r := rand.New(rand.NewSource(515))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 3 })
	bothSoCs(t, []r3{{"softmax_online_w1000", "softmax_kernel", 2, [][]float64{x}, []string{"f32"},
		[]string{"f32"}, []int{rows * cols}, []string{fmtInt(rows), fmtInt(cols)}, [][]float64{rowSoftmaxRef(x, rows, cols)}, 1e-6, 1e-4}})
}

// TestTileR5SelectMixedMasks: select_mixed_masks, masks from f16 and i32 compares selecting
// f32 and f16 tiles, and their conjunction; n = 1000 on 3 cores. Exact.
func TestTileR5SelectMixedMasks(t *testing.T) {
	const n, k = 1000, 3
	r := rand.New(rand.NewSource(516))
	x := r3Gen(n, "f32", r.NormFloat64)
	h := r3Gen(n, "f16", r.NormFloat64)
	th := r3Gen(n, "f16", r.NormFloat64)
	lab := make([]float64, n)
	for i := range lab {
		lab[i] = float64(r.Intn(6))
	}
	y32, y16, yb := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range x {
		lt, eq := h[i] < th[i], lab[i] == k
		y32[i] = -x[i]
		if lt {
			y32[i] = x[i]
		}
		if eq {
			y16[i] = h[i]
		}
		if lt && eq {
			yb[i] = x[i]
		}
	}
	bothSoCs(t, []r3{{"select_mixed_masks", "select_kernel", 3, [][]float64{x, h, th, lab}, []string{"f32", "f16", "f16", "i32"},
		[]string{"f32", "f16", "f32"}, []int{n, n, n}, []string{fmtInt(n), fmtInt(k)}, [][]float64{y32, y16, yb}, 0, 0}})
}

// TestTileR5SoftmaxOnlineF16Unroll: softmax_online_f16_unroll, 10 f16 rows of 1200 on 3
// cores, chunk loops unrolled by 3 with an epilogue; computed in f32, rounded once to f16.
func TestTileR5SoftmaxOnlineF16Unroll(t *testing.T) {
	const rows, cols = 10, 1200
	r := rand.New(rand.NewSource(517))
	x := r3Gen(rows*cols, "f16", func() float64 { return r.NormFloat64() * 3 })
	want := mapRef(rowSoftmaxRef(x, rows, cols), rounder("f16"))
	bothSoCs(t, []r3{{"softmax_online_f16_unroll", "softmax_kernel", 3, [][]float64{x}, []string{"f16"},
		[]string{"f16"}, []int{rows * cols}, []string{fmtInt(rows), fmtInt(cols)}, [][]float64{want}, 1e-6, 1e-3}})
}

// TestTileR5ReduceRARProdBF16: reduce_rar_prod_bf16: sums over axes 0 and 2 of a 2x4x64 view
// (written twice through a concat), row products of values near 1 (f32 products of 64
// factors: rtol 1e-5), bf16 row minima (exact).
func TestTileR5ReduceRARProdBF16(t *testing.T) {
	r := rand.New(rand.NewSource(518))
	x := r3Gen(512, "f32", func() float64 { return 0.9 + 0.2*r.Float64() })
	h := r3Gen(512, "bf16", r.NormFloat64)
	sums, prods, mins := make([]float64, 8), make([]float64, 8), make([]float64, 16)
	abs := 0.0
	for i := 0; i < 8; i++ {
		prods[i] = 1
		mins[i] = math.Inf(1)
		for j := 0; j < 64; j++ {
			sums[i%4] += x[i*64+j]
			abs += math.Abs(x[i*64+j])
			prods[i] *= x[i*64+j]
			mins[i] = math.Min(mins[i], h[i*64+j])
		}
	}
	copy(sums[4:], sums[:4])
	copy(mins[8:], mins[:8])
	bothSoCs(t, []r3{{"reduce_rar_prod_bf16", "reduce_kernel", 1, [][]float64{x, h}, []string{"f32", "bf16"},
		[]string{"f32", "f32", "bf16"}, []int{8, 8, 16}, nil, [][]float64{sums, prods, mins}, 1e-6 * abs / 4, 1e-5}})
}

// TestTileR5BcastBF16I32: bcast_bf16_i32, a bf16 row broadcast and added (one bf16 rounding)
// and an i32 column broadcast. Exact.
func TestTileR5BcastBF16I32(t *testing.T) {
	r := rand.New(rand.NewSource(519))
	x := r3Gen(512, "bf16", r.NormFloat64)
	b := r3Gen(64, "bf16", r.NormFloat64)
	c := make([]float64, 8)
	for i := range c {
		c[i] = float64(r.Intn(2000) - 1000)
	}
	y, z := make([]float64, 512), make([]float64, 512)
	for i := range y {
		y[i] = roundTo("bf16", x[i]+b[i%64])
		z[i] = c[i/64]
	}
	bothSoCs(t, []r3{{"bcast_bf16_i32", "bc_kernel", 1, [][]float64{x, b, c}, []string{"bf16", "bf16", "i32"},
		[]string{"bf16", "i32"}, []int{512, 512}, nil, [][]float64{y, z}, 0, 0}})
}

// TestTileR5CountMaskRepeatSum: count_mask_repeat_sum, n = 40: lanes j%64 < 40 hold
// exp(2x) (2x exact), the others 0.
func TestTileR5CountMaskRepeatSum(t *testing.T) {
	const n = 40
	r := rand.New(rand.NewSource(520))
	x := r3Gen(256, "f32", r.NormFloat64)
	y := make([]float64, 256)
	for j, v := range x {
		if j%64 < n {
			y[j] = math.Exp(2 * v)
		}
	}
	bothSoCs(t, []r3{{"count_mask_repeat_sum", "mask_kernel", 1, [][]float64{x}, []string{"f32"},
		[]string{"f32"}, []int{256}, []string{fmtInt(n)}, [][]float64{y}, 1e-6, 1e-4}})
}

// TestTileR5SplatInCountMask: splat_in_count_mask, n = 40 of every 64 f32 lanes get the
// splat s (z) and x - s (y), the others -1. Exact.
func TestTileR5SplatInCountMask(t *testing.T) {
	const n, s = 40, 2.5
	r := rand.New(rand.NewSource(532))
	x := r3Gen(128, "f32", r.NormFloat64)
	y, z := make([]float64, 128), make([]float64, 128)
	for j, v := range x {
		y[j], z[j] = -1, -1
		if j%64 < n {
			y[j], z[j] = float64(float32(v-s)), s
		}
	}
	bothSoCs(t, []r3{{"splat_in_count_mask", "mask_kernel", 1, [][]float64{x}, []string{"f32"},
		[]string{"f32", "f32"}, []int{128, 128}, []string{fmtInt(n), fmtFloat(s)}, [][]float64{y, z}, 0, 0}})
}

package examples

import (
	"math"
	"testing"
)

// Round 5 matmuls: M/N/K off the base tile (K tails of 8, 16, 18 and 24, M of 5), the
// result cast to bf16 in the fixpipe, tanh-GELU and bias epilogues in UB, a 2x2 block of C
// tiles per core, column-major tile order, a thin A loaded for every band. References are
// float64 products of the (exactly representable) inputs.

// TestTileR5MatmulBF16KTailBF16Out: matmul_bf16_ktail_bf16out, 72x88 times 88x80 in bf16 on
// 4 cores, the f32 sums rounded once to bf16 (2^-8 relative on top of f32 accumulation).
func TestTileR5MatmulBF16KTailBF16Out(t *testing.T) {
	const m, n, k = 72, 80, 88
	a, b := mmInputs(521, "bf16", m, k, n, 1)
	want := mapRef(mmRef64(a, b, m, k, n), rounder("bf16"))
	bothSoCs(t, []r3{{"matmul_bf16_ktail_bf16out", "matmul_kernel", 4, [][]float64{a, b}, []string{"bf16", "bf16"},
		[]string{"bf16"}, []int{m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{want}, 1e-3, 8e-3}})
}

// TestTileR5MatmulTanhGeluF16: matmul_tanh_gelu_f16out, 96x80 times 80x96 in f16 on 3 cores,
// tanh GELU of the f32 product rounded once to f16; the workspace holds the raw product.
func TestTileR5MatmulTanhGeluF16(t *testing.T) {
	const m, n, k = 96, 96, 80
	a, b := mmInputs(522, "f16", m, k, n, 0.3)
	c := mmRef64(a, b, m, k, n)
	want := mapRef(c, func(v float64) float64 { return roundTo("f16", geluTanh(v)) })
	bothSoCs(t, []r3{{"matmul_tanh_gelu_f16out", "matmul_kernel", 3, [][]float64{a, b}, []string{"f16", "f16"},
		[]string{"f32", "f16"}, []int{m * n, m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{c, want}, 1e-3, 2e-3}})
}

// TestTileR5MatmulBlock2x2K50: matmul_block2x2_k50, 128x50 times 50x128 in f16, a 64x64
// block of C per core on 4 cores.
func TestTileR5MatmulBlock2x2K50(t *testing.T) {
	const m, n, k = 128, 128, 50
	a, b := mmInputs(523, "f16", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_block2x2_k50", "matmul_kernel", 4, [][]float64{a, b}, []string{"f16", "f16"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{mmRef64(a, b, m, k, n)}, 1e-3, 1e-3}})
}

// TestTileR5MatmulGemvM5Relu: matmul_gemv_m5_relu, 5x64 times 64x300 in f16 with relu, 64-
// column bands on 5 cores.
func TestTileR5MatmulGemvM5Relu(t *testing.T) {
	const m, n, k = 5, 300, 64
	a, b := mmInputs(524, "f16", m, k, n, 1)
	want := mapRef(mmRef64(a, b, m, k, n), func(v float64) float64 { return math.Max(v, 0) })
	bothSoCs(t, []r3{{"matmul_gemv_m5_relu", "matmul_kernel", 5, [][]float64{a, b}, []string{"f16", "f16"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(m), fmtInt(n)}, [][]float64{want}, 1e-3, 1e-3}})
}

// TestTileR5MatmulF32BiasF16: matmul_f32_bias_f16out, 40x40 times 40x56 in f32 plus a bias
// row, rounded once to f16; 16x32 tiles in column-major order on 3 cores. The raw product
// (the workspace) is compared at f32 accumulation tolerance (rtol 1e-4 and an atol for the
// sums' cancellation), the f16 result at one f16 ulp.
func TestTileR5MatmulF32BiasF16(t *testing.T) {
	const m, n, k = 40, 56, 40
	a, b := mmInputs(525, "f32", m, k, n, 1)
	bias := mapRef(a[:n], func(v float64) float64 { return v / 2 })
	c := mmRef64(a, b, m, k, n)
	want := make([]float64, m*n)
	for i := range want {
		want[i] = roundTo("f16", c[i]+bias[i%n])
	}
	bothSoCs(t, []r3{{"matmul_f32_bias_f16out", "matmul_kernel", 3, [][]float64{a, b, bias}, []string{"f32", "f32", "f32"},
		[]string{"f32", "f16"}, []int{m * n, m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{c, want}, 1e-5, 1e-3}})
}

// TestTileR5MatmulTwoPairs: matmul_two_pairs_acc, A1 B1 + A2 B2 (64x48 by 48x64, f16) into
// one accumulator per C tile, 4 cores.
func TestTileR5MatmulTwoPairs(t *testing.T) {
	const m, n, k = 64, 64, 48
	a1, b1 := mmInputs(526, "f16", m, k, n, 1)
	a2, b2 := mmInputs(527, "f16", m, k, n, 1)
	want := mmRef64(a1, b1, m, k, n)
	for i, v := range mmRef64(a2, b2, m, k, n) {
		want[i] += v
	}
	bothSoCs(t, []r3{{"matmul_two_pairs_acc", "matmul_kernel", 4, [][]float64{a1, b1, a2, b2}, []string{"f16", "f16", "f16", "f16"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{want}, 1e-3, 1e-3}})
}

// TestTileR5MatmulKSplit: matmul_ksplit_two_loops, K = 80 split at 32 between two loops of
// different step into one accumulator; 32x80 times 80x128 in f16 on 2 cores.
func TestTileR5MatmulKSplit(t *testing.T) {
	const m, n, k = 32, 128, 80
	a, b := mmInputs(528, "f16", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_ksplit_two_loops", "matmul_kernel", 2, [][]float64{a, b}, []string{"f16", "f16"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k), "32"}, [][]float64{mmRef64(a, b, m, k, n)}, 1e-3, 1e-3}})
}

// TestTileR5Attention: attention_qkv_f16, L = 64, d = 32 on 2 cores. S (workspace) is the
// f32 product; P is softmax(S / sqrt(32)) rounded to f16; O = P V rounded to f16.
func TestTileR5Attention(t *testing.T) {
	const l, d = 64, 32
	q, kt := mmInputs(529, "f16", l, d, l, 1)
	vv, _ := mmInputs(530, "f16", l, d, 1, 1)
	s := mmRef64(q, kt, l, d, l)
	z := mapRef(s, func(v float64) float64 { return float64(float32(v) * float32(0.176776692)) })
	p := mapRef(rowSoftmaxRef(z, l, l), rounder("f16"))
	o := mapRef(mmRef64(p, vv, l, l, d), rounder("f16"))
	bothSoCs(t, []r3{{"attention_qkv_f16", "attn_kernel", 2, [][]float64{q, kt, vv}, []string{"f16", "f16", "f16"},
		[]string{"f32", "f16", "f16"}, []int{l * l, l * l, l * d}, nil, [][]float64{s, p, o}, 1e-3, 2e-3}})
}

// TestTileR5MatmulF32OddTails: matmul_f32_odd_tails, 17x36 times 36x20 in f32, one C tile,
// K steps of 16, 16 and 4; 2 cores (one idle).
func TestTileR5MatmulF32OddTails(t *testing.T) {
	const m, n, k = 17, 20, 36
	a, b := mmInputs(531, "f32", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_f32_odd_tails", "matmul_kernel", 2, [][]float64{a, b}, []string{"f32", "f32"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{mmRef64(a, b, m, k, n)}, 1e-5, 1e-4}})
}

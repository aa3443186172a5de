package examples

import (
	"math"
	"math/rand"
	"testing"
)

// Round 4 matmuls: M/N/K of 48, 80, 96, 144 and 200, plain asctile.matmul and matmul_acc,
// iter_args accumulators, L1 tiles copied into L0A sub-tiles, an f32 matmul written the
// simplest way, and epilogues (bias and GELU in UB, relu and f16 in the fixpipe). Inputs
// are f16/bf16/f32 values; references are float64 products of them (f16->f32 rtol 1e-3).

// mmInputs draws A (m×k) and B (k×n) in format, B scaled by bs.
func mmInputs(seed int64, format string, m, k, n int, bs float64) (a, b []float64) {
	r := rand.New(rand.NewSource(seed))
	a = r3Gen(m*k, format, r.NormFloat64)
	b = r3Gen(k*n, format, func() float64 { return r.NormFloat64() * bs })
	return a, b
}

// TestTileR4Matmul48x80x96: matmul_48x80x96, one asctile.matmul of a 48x96 and a 96x80 f16
// tile per core, C of 144x160 on 6 cores.
func TestTileR4Matmul48x80x96(t *testing.T) {
	const m, n, k = 144, 160, 96
	a, b := mmInputs(61, "f16", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_48x80x96", "matmul_kernel", 6, [][]float64{a, b}, []string{"f16", "f16"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(m), fmtInt(n)}, [][]float64{mmRef64(a, b, m, k, n)}, 1e-3, 1e-3}})
}

// TestTileR4Matmul200Tails: matmul_200_tails3, M = N = K = 200 in 64x64 tiles (16 on 3
// cores) and 32-deep K steps: tails in all three dimensions.
func TestTileR4Matmul200Tails(t *testing.T) {
	const m, n, k = 200, 200, 200
	a, b := mmInputs(62, "f16", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_200_tails3", "matmul_kernel", 3, [][]float64{a, b}, []string{"f16", "f16"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{mmRef64(a, b, m, k, n)}, 1e-3, 1e-3}})
}

// TestTileR4MatmulF32Simple: matmul_f32_simple, 48x96 times 96x80 f32 in one asctile.matmul
// on static tensors.
func TestTileR4MatmulF32Simple(t *testing.T) {
	const m, n, k = 48, 80, 96
	a, b := mmInputs(63, "f32", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_f32_simple", "matmul_kernel", 1, [][]float64{a, b}, []string{"f32", "f32"},
		[]string{"f32"}, []int{m * n}, nil, [][]float64{mmRef64(a, b, m, k, n)}, 1e-4, 1e-4}})
}

// TestTileR4MatmulBF16Iter80: matmul_bf16_iter80, bf16 80x80 C tiles on 2 cores, K = 96 in
// three steps with the accumulator carried by iter_args.
func TestTileR4MatmulBF16Iter80(t *testing.T) {
	const m, n, k = 80, 160, 96
	a, b := mmInputs(64, "bf16", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_bf16_iter80", "matmul_kernel", 2, [][]float64{a, b}, []string{"bf16", "bf16"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{mmRef64(a, b, m, k, n)}, 1e-3, 1e-3}})
}

// TestTileR4MatmulL1Sub48: matmul_l1_sub48, a 144x48 L1 A tile copied into three 48-row L0A
// sub-tiles per K step, an 80-column band of C per core (N = 160 on 2 cores, K = 96).
func TestTileR4MatmulL1Sub48(t *testing.T) {
	const m, n, k = 144, 160, 96
	a, b := mmInputs(65, "f16", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_l1_sub48", "matmul_kernel", 2, [][]float64{a, b}, []string{"f16", "f16"},
		[]string{"f32"}, []int{m * n}, []string{fmtInt(n), fmtInt(k)}, [][]float64{mmRef64(a, b, m, k, n)}, 1e-3, 1e-3}})
}

// TestTileR4Matmul144ReluF16: matmul_144_relu_f16out, relu and the cast to f16 on the L0C
// tile (one fixpipe store with relu and quantize), M = N = K = 144 on 3 cores. The f32
// sum is rounded once to f16: 2^-11 relative on top of the f32 tolerance.
func TestTileR4Matmul144ReluF16(t *testing.T) {
	const m, n, k = 144, 144, 144
	a, b := mmInputs(66, "f16", m, k, n, 0.5)
	want := mmRef64(a, b, m, k, n)
	for i, v := range want {
		want[i] = roundTo("f16", math.Max(v, 0))
	}
	bothSoCs(t, []r3{{"matmul_144_relu_f16out", "matmul_kernel", 3, [][]float64{a, b}, []string{"f16", "f16"},
		[]string{"f16"}, []int{m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{want}, 1e-3, 2e-3}})
}

// TestTileR4MatmulBiasGelu: matmul_bias_gelu_f16, C = A·B (f16 inputs, M/N/K = 144/80/48,
// 3 tiles on 2 cores) stored in f32, then Y = GELU_tanh(C + bias) computed in f32 in
// 16-row bands and rounded to f16.
func TestTileR4MatmulBiasGelu(t *testing.T) {
	const m, n, k = 144, 80, 48
	a, b := mmInputs(67, "f16", m, k, n, 0.3)
	r := rand.New(rand.NewSource(68))
	bias := r3Gen(n, "f32", r.NormFloat64)
	c := mmRef64(a, b, m, k, n)
	y := make([]float64, len(c))
	for i, v := range c {
		y[i] = roundTo("f16", geluTanh(v+bias[i%n]))
	}
	bothSoCs(t, []r3{{"matmul_bias_gelu_f16", "matmul_kernel", 2, [][]float64{a, b, bias}, []string{"f16", "f16", "f32"},
		[]string{"f32", "f16"}, []int{m * n, m * n}, []string{fmtInt(m), fmtInt(n), fmtInt(k)}, [][]float64{c, y}, 1e-3, 2e-3}})
}

// TestTileR4MatmulSubFractal: matmul_subfractal, an 8x16 · 16x8 f16 matmul whose cube tiles
// are smaller than one fractal. PyAsc's whole-fractal copies would overflow them and no
// padding is specified: --pyasc-pipeline refuses the A load at its line on both SoCs.
func TestTileR4MatmulSubFractal(t *testing.T) {
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			wantPipelineError(t, "matmul_subfractal", soc, "kernel.mlir:11:11: error: 'asctile.load' op needs a cube tile of whole fractals (16 rows of 16 f16 elements), not 8x16 in L1")
		})
	}
}

// TestTileR4MatmulF32L1Subtiles: matmul_f32_l1_subtiles, f32 sub-tiles of L1 tiles copied
// into L0A at row and column offsets and into L0B at row and column offsets (PyAsc's
// offsets assume f16's 16-wide blocks for A and one unbanded B, docs/pyasc.md §5).
func TestTileR4MatmulF32L1Subtiles(t *testing.T) {
	const m, n, k = 96, 160, 96
	a, b := mmInputs(69, "f32", m, k, n, 1)
	bothSoCs(t, []r3{{"matmul_f32_l1_subtiles", "matmul_kernel", 1, [][]float64{a, b}, []string{"f32", "f32"},
		[]string{"f32"}, []int{m * n}, nil, [][]float64{mmRef64(a, b, m, k, n)}, 1e-4, 1e-4}})
}

// TestTileR4MatmulF32EdgeHalves: matmul_f32_edge_halves, f32 L1 sub-tiles at row and
// column offsets of tiles clipped at the tensor edge; at N = 90 a 64x32 half tile lies
// wholly past C and its fixpipe store must write nothing (PyAsc's clipped sizes would be
// 0 columns, which no Fixpipe takes).
func TestTileR4MatmulF32EdgeHalves(t *testing.T) {
	var cases []r3
	for i, s := range []struct{ m, n, k int }{{100, 90, 100}, {128, 128, 64}} {
		a, b := mmInputs(int64(70+i), "f32", s.m, s.k, s.n, 1)
		cases = append(cases, r3{"matmul_f32_edge_halves", "matmul_kernel", 3, [][]float64{a, b}, []string{"f32", "f32"},
			[]string{"f32"}, []int{s.m * s.n}, []string{fmtInt(s.m), fmtInt(s.n), fmtInt(s.k)}, [][]float64{mmRef64(a, b, s.m, s.k, s.n)}, 1e-4, 1e-4})
	}
	bothSoCs(t, cases)
}

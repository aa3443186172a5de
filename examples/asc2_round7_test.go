package examples

import (
	"fmt"
	"math/rand"
	"testing"
)

// Go references for the round-7 kernels (asc2/r7_*), which TestTileNumpy checks against
// numpy through the CLIs; these run in-process and need no python.

// TestTileR7VaddGrid: PyAsc's vector add with a runtime length in a grid-stride loop over
// tiles of 1024, on lengths of 1, 7, 4097 and 100003 and grids of 1, 3, 48 and 20 (exact).
func TestTileR7VaddGrid(t *testing.T) {
	for _, sz := range []elemSize{{"1", 1, 1}, {"7", 7, 3}, {"4097", 4097, 48}, {"100003", 100003, 20}} {
		r := rand.New(rand.NewSource(71))
		x, y := randF32(r, sz.n, 10), randF32(r, sz.n, 10)
		for _, soc := range tileSoCs {
			t.Run(sz.name+"/"+soc, func(t *testing.T) {
				runVaddTutorial(t, lowerTile(t, "r7_vadd_grid", soc), sz.cores, x, y)
			})
		}
	}
}

// TestTileR7FMAHalf: z = x*y + x in f16 and bf16 tiles, each op rounded to the format
// (exact against a reference that rounds the same way), grid-stride, unrolled by 2.
func TestTileR7FMAHalf(t *testing.T) {
	for _, f := range []halfFormat{fmtF16, fmtBF16} {
		for _, sz := range []elemSize{{"7", 7, 1}, {"4097", 4097, 3}, {"100003", 100003, 48}} {
			r := rand.New(rand.NewSource(72))
			xh, yh := f.rand(r, sz.n, 8), f.rand(r, sz.n, 8)
			x, y := f.values(xh), f.values(yh)
			want := make([]float64, sz.n)
			for i := range want {
				want[i] = roundTo(f.name, roundTo(f.name, x[i]*y[i])+x[i])
			}
			kernel := "r7_fma_" + f.name + "_grid"
			for _, soc := range tileSoCs {
				t.Run(fmt.Sprintf("%s/%s/%s", f.name, sz.name, soc), func(t *testing.T) {
					m := lowerTile(t, kernel, soc)
					z := out(2 * sz.n)
					runTile(t, m, "fma_kernel", sz.cores, in(f16bytes(xh)), in(f16bytes(yh)), z, scalar(fmtInt(sz.n)))
					checkClose(t, f.values(f16of(z.Data)), want, 0, 0)
				})
			}
		}
	}
}

// TestTileR7GeluIO: GELU with 16-bit input and output and f32 compute: the f32 tolerances
// plus half an ulp of the format for the final rounding.
func TestTileR7GeluIO(t *testing.T) {
	sizes := []elemSize{{"tail", 4097, 3}, {"one", 1, 1}}
	t.Run("erf_f16", func(t *testing.T) { geluRun(t, "r7_gelu_erf_f16io", fmtF16, geluErf, sizes, 73, 1e-6, 1e-4+fmtF16.u) })
	t.Run("tanh_f16", func(t *testing.T) { geluRun(t, "r7_gelu_tanh_f16io", fmtF16, geluTanh, sizes, 74, 1e-6, 1e-4+fmtF16.u) })
	t.Run("erf_bf16", func(t *testing.T) {
		geluRun(t, "r7_gelu_erf_bf16io", fmtBF16, geluErf, sizes, 75, 1e-6, 1e-4+fmtBF16.u)
	})
	t.Run("tanh_bf16", func(t *testing.T) {
		geluRun(t, "r7_gelu_tanh_bf16io", fmtBF16, geluTanh, sizes, 76, 1e-6, 1e-4+fmtBF16.u)
	})
}

// TestTileR7GeluF32: exact and tanh GELU in f32 over grid-stride tiles of 512.
func TestTileR7GeluF32(t *testing.T) {
	t.Run("erf", func(t *testing.T) { geluF32(t, "r7_gelu_erf_f32_grid", geluErf) })
	t.Run("tanh", func(t *testing.T) { geluF32(t, "r7_gelu_tanh_f32_grid", geluTanh) })
}

// TestTileR7SoftmaxF32: row softmax with rows of 1, 7, 129 and 1000 in 2x1024 tiles, and
// of 129 and 1 in 8x136 tiles.
func TestTileR7SoftmaxF32(t *testing.T) {
	tileRowSoftmax(t, "r7_softmax_f32_w1024", 77, []shape2{{"w1", 5, 1, 3}, {"w7", 7, 7, 3}, {"w129", 9, 129, 20}, {"w1000", 6, 1000, 48}})
	tileRowSoftmax(t, "r7_softmax_f32_w136", 78, []shape2{{"w129", 37, 129, 3}, {"w1", 9, 1, 2}})
}

// TestTileR7Matmul: tiled matmuls with M, N, K of 1, 17, 100 and 257, f16 and bf16 in,
// f32 out, edge tiles in every dimension, several cores.
func TestTileR7Matmul(t *testing.T) {
	for _, c := range []matmulCase{
		{kernel: "r7_mm_f16_t32", m: 1, n: 17, k: 100, cores: 1},
		{kernel: "r7_mm_f16_t32", m: 100, n: 100, k: 257, cores: 20},
		{kernel: "r7_mm_f16_t32", m: 257, n: 1, k: 17, cores: 7},
		{kernel: "r7_mm_bf16_t64", m: 100, n: 257, k: 100, cores: 3, bf16: true},
		{kernel: "r7_mm_bf16_t64", m: 1, n: 1, k: 1, cores: 1, bf16: true},
		{kernel: "r7_mm_f16_t16x64", m: 17, n: 100, k: 257, cores: 20},
	} {
		c.entry = "matmul_kernel"
		t.Run(fmt.Sprintf("%s/%dx%dx%d", c.kernel, c.m, c.n, c.k), c.run)
	}
}

// TestTileR7SoftmaxAPI: the library softmax (asctile.softmax) on 4x1024 tiles with rows of
// 1000, 129 and 7.
func TestTileR7SoftmaxAPI(t *testing.T) {
	tileRowSoftmax(t, "r7_softmax_api_f32", 79, []shape2{{"w1000", 5, 1000, 2}, {"w129", 6, 129, 3}, {"w7", 6, 7, 3}})
}

// TestTileR7MatmulReluF16Out: relu(A.B) narrowed to f16 by the fixpipe store, edge tiles
// in M, N and K (the reference rounds the f64 product once to f16).
func TestTileR7MatmulReluF16Out(t *testing.T) {
	relu := func(v float64) float64 { return max(v, 0) }
	for _, c := range []matmulCase{
		{kernel: "r7_mm_relu_f16out", m: 100, n: 257, k: 17, cores: 3},
		{kernel: "r7_mm_relu_f16out", m: 17, n: 1, k: 100, cores: 1},
	} {
		c.entry, c.outF16, c.epilogue = "matmul_kernel", true, relu
		t.Run(fmt.Sprintf("%dx%dx%d", c.m, c.n, c.k), c.run)
	}
}

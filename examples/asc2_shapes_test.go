package examples

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Tile kernels of other shapes than the 256/512/1024 of the first examples: 2-D tiles over
// a tile grid, tiles that are not a whole number of repeats, scalar kernel arguments,
// tails that end inside a 32-byte block.

// TestTileAdd2DF16: 16×128 f16 tiles over a 48×384 grid (9 tiles) on 4 cores and a 32×128
// one (2 tiles) on 3; one rounding per element: exact.
func TestTileAdd2DF16(t *testing.T) {
	for _, c := range []struct{ rows, cols, cores int }{{48, 384, 4}, {32, 128, 3}} {
		r := rand.New(rand.NewSource(int64(c.rows)))
		n := c.rows * c.cols
		xh, yh := fmtF16.rand(r, n, 8), fmtF16.rand(r, n, 8)
		x, y := fmtF16.values(xh), fmtF16.values(yh)
		want := make([]float64, n)
		for i := range want {
			want[i] = float64(numeric.F16ToF32(numeric.F32ToF16(float32(x[i] + y[i]))))
		}
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("%dx%d/%s", c.rows, c.cols, soc), func(t *testing.T) {
				m := lowerTile(t, "add_2d_f16", soc)
				z := out(2 * n)
				runTile(t, m, "add2d_kernel", c.cores, in(f16bytes(xh)), in(f16bytes(yh)), z, scalar(fmtInt(c.rows)), scalar(fmtInt(c.cols)))
				checkClose(t, fmtF16.values(f16of(z.Data)), want, 0, 0)
			})
		}
	}
}

// TestTileAxpbScalar: relu(a*x + b) with f32 scalar arguments; 10003 elements on 3 cores
// (5 tiles of 2000 and one of 3) and 4000 on 2 (whole tiles). Two roundings: the f32
// tolerances.
func TestTileAxpbScalar(t *testing.T) {
	const a, b = float32(-1.75), float32(0.3)
	eachTile(t, []elemSize{{"tail", 10003, 3}, {"whole", 4000, 2}}, func(t *testing.T, sz elemSize, soc string) {
		x := randF32(rand.New(rand.NewSource(5)), sz.n, 4)
		want := make([]float64, sz.n)
		for i, v := range x {
			want[i] = float64(max(float32(v*a)+b, 0))
		}
		m := lowerTile(t, "axpb_scalar", soc)
		y := out(4 * sz.n)
		runTile(t, m, "axpb_kernel", sz.cores, in(f32bytes(x)), y, scalar("-1.75"), scalar("0.3"), scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
	})
}

// TestTileGeluErf1000: exact GELU on 1000-element f32 tiles; 7777 elements on 3 cores (3,
// 3 and 2 tiles, the last of 777) and 6000 on 4 (2, 2, 2 and none).
func TestTileGeluErf1000(t *testing.T) {
	eachTile(t, []elemSize{{"tail", 7777, 3}, {"whole", 6000, 4}}, func(t *testing.T, sz elemSize, soc string) {
		x := randF32(rand.New(rand.NewSource(9)), sz.n, 5)
		want := make([]float64, sz.n)
		for i, v := range x {
			want[i] = geluErf(float64(v))
		}
		m := lowerTile(t, "gelu_erf_1000", soc)
		y := out(4 * sz.n)
		runTile(t, m, "gelu_kernel", sz.cores, in(f32bytes(x)), y, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
	})
}

// TestTileSiLU: x / (1 + exp(-x)) with the reciprocal written as 1 / d, in f32 (f32
// tolerances), f16 and bf16 (five roundings to the format: rtol 6u, atol 2u for the
// results near 0); 3001 elements on 3 cores (the last tile 441), 2048 on 2.
func TestTileSiLU(t *testing.T) {
	sizes := []elemSize{{"tail", 3001, 3}, {"whole", 2048, 2}}
	silu := func(x float64) float64 { return x / (1 + math.Exp(-x)) }
	t.Run("f32", func(t *testing.T) {
		eachTile(t, sizes, func(t *testing.T, sz elemSize, soc string) {
			x := randF32(rand.New(rand.NewSource(31)), sz.n, 6)
			want := make([]float64, sz.n)
			for i, v := range x {
				want[i] = silu(float64(v))
			}
			m := lowerTile(t, "silu_f32", soc)
			y := out(4 * sz.n)
			runTile(t, m, "silu_kernel", sz.cores, in(f32bytes(x)), y, scalar(fmtInt(sz.n)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	})
	for _, f := range []halfFormat{fmtF16, fmtBF16} {
		t.Run(f.name, func(t *testing.T) {
			eachTile(t, sizes, func(t *testing.T, sz elemSize, soc string) {
				xh := f.rand(rand.New(rand.NewSource(32)), sz.n, 6)
				want := make([]float64, sz.n)
				for i, v := range f.values(xh) {
					want[i] = silu(v)
				}
				m := lowerTile(t, "silu_"+f.name, soc)
				y := out(2 * sz.n)
				runTile(t, m, "silu_kernel", sz.cores, in(f16bytes(xh)), y, scalar(fmtInt(sz.n)))
				checkClose(t, f.values(f16of(y.Data)), want, 2*f.u, 6*f.u)
			})
		})
	}
}

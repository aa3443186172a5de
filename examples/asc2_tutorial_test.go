package examples

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// PyAsc's asc2 tutorial shapes: a vector add of 8192 f32 elements on 16 cores with tiles of
// 512, 1024 and 2048 elements (one tile per core: with the larger tiles the cores past the
// tensor's end have a tile wholly outside it, which must neither read nor write).
func TestTileTutorialVectorAdd(t *testing.T) {
	const n, cores = 8192, 16
	r := rand.New(rand.NewSource(11))
	x, y := randF32(r, n, 10), randF32(r, n, 10)
	for _, tile := range []int{512, 1024, 2048} {
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("%d/%s", tile, soc), func(t *testing.T) {
				runVaddTutorial(t, lowerTile(t, fmt.Sprintf("vadd_tutorial_%d", tile), soc), cores, x, y)
			})
		}
	}
}

// TestTileWhereBF16: compare and select on bf16 tiles (cmp of two tiles, cmps against a
// splat, select, negf), 4 cores, a partial last tile. Every step is exact in bf16.
func TestTileWhereBF16(t *testing.T) {
	const n, cores = 2000, 4
	r := rand.New(rand.NewSource(17))
	x, y := randBF16(r, n), randBF16(r, n)
	xv, yv := fmtBF16.values(x), fmtBF16.values(y)
	want := make([]float64, n)
	for i := range want {
		s := roundTo("bf16", yv[i]*2)
		if xv[i] < yv[i] {
			s = xv[i]
		}
		if xv[i] >= 0.5 {
			want[i] = s
		} else {
			want[i] = -s
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "where_bf16", soc)
			z := out(2 * n)
			runTile(t, m, "where_bf16_kernel", cores, in(f16bytes(x)), in(f16bytes(y)), z, scalar(fmtInt(n)))
			checkClose(t, fmtBF16.values(f16of(z.Data)), want, 0, 0)
		})
	}
}

// TestTileTutorialMatmul: PyAsc's matmul tutorial size, 256×256×256 f16 -> f32 on 16 cores
// through the tile matmul with L0C accumulation over K: the static-shape tutorial form
// (matmul_tutorial, K loop unrolled by 2) and the dynamic-shape kernels matmul (16-deep K
// steps) and matmul_k64.
func TestTileTutorialMatmul(t *testing.T) {
	t.Run("static", matmulCase{kernel: "matmul_tutorial", entry: "matmul_kernel", m: 256, n: 256, k: 256, cores: 16, static: true}.run)
	t.Run("dynamic", matmulCase{kernel: "matmul", entry: "matmul_kernel", m: 256, n: 256, k: 256, cores: 16}.run)
	t.Run("k64", matmulCase{kernel: "matmul_k64", entry: "matmul_kernel", m: 256, n: 256, k: 256, cores: 16}.run)
}

// TestTileRowsUnaligned: 8×10 f32 tiles (40-byte rows) anywhere in a wider tensor, loaded
// and stored through a staging tensor of whole-block rows; their 8×1 row sums are stored
// into one column of a narrow tensor the same way. Tails in both dimensions, and a tensor
// exactly one tile wide.
func TestTileRowsUnaligned(t *testing.T) {
	for _, c := range []struct{ rows, cols, cores int }{{21, 37, 4}, {16, 10, 2}, {5, 23, 3}} {
		r := rand.New(rand.NewSource(23))
		x := randF32(r, c.rows*c.cols, 4)
		ct := (c.cols + 9) / 10
		wantY := make([]float64, len(x))
		for i, v := range x {
			wantY[i] = float64(v*2 + 1)
		}
		wantS := make([]float64, c.rows*ct)
		for i := 0; i < c.rows; i++ {
			for j := 0; j < ct; j++ {
				for k := j * 10; k < min(j*10+10, c.cols); k++ {
					wantS[i*ct+j] += float64(x[i*c.cols+k])
				}
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("%dx%d/%s", c.rows, c.cols, soc), func(t *testing.T) {
				m := lowerTile(t, "rows_unaligned", soc)
				y, s := out(4*len(x)), out(4*len(wantS))
				runTile(t, m, "rows_kernel", c.cores, in(f32bytes(x)), y, s, scalar(fmtInt(c.rows)), scalar(fmtInt(c.cols)))
				checkClose(t, f64s(f32of(y.Data)), wantY, 0, 0)
				checkClose(t, f64s(f32of(s.Data)), wantS, 1e-5, 1e-5)
			})
		}
	}
}

// TestTileSoftmaxRowsF16: row softmax, f16 in and out with f32 compute, 8x128 tiles with
// keep-dims max and sum, on 37 rows of 100 (tails in both dimensions) and 16 rows of 128.
// The reference computes in f64 from the f16 inputs and rounds once to f16; the kernel's
// f32 result may round to the neighbouring f16: one f16 ulp (rtol 2^-10).
func TestTileSoftmaxRowsF16(t *testing.T) {
	for _, c := range []struct{ rows, cols, cores int }{{37, 100, 3}, {16, 128, 2}} {
		r := rand.New(rand.NewSource(29))
		x := randF16(r, c.rows*c.cols, 4)
		want := rowSoftmaxRef(fmtF16.values(x), c.rows, c.cols)
		for i := range want {
			want[i] = roundTo("f16", want[i])
		}
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("%dx%d/%s", c.rows, c.cols, soc), func(t *testing.T) {
				m := lowerTile(t, "softmax_rows_f16", soc)
				y := out(2 * len(x))
				runTile(t, m, "softmax_rows_f16_kernel", c.cores, in(f16bytes(x)), y, scalar(fmtInt(c.rows)), scalar(fmtInt(c.cols)))
				checkClose(t, fmtF16.values(f16of(y.Data)), want, 1e-6, 1.0/1024)
			})
		}
	}
}

// TestTileWhereAnd: select on the & and | of compare masks (arith.andi / arith.ori of i1
// tiles), 4 cores, a partial last tile; exact.
func TestTileWhereAnd(t *testing.T) {
	const n, cores = 3000, 4
	r := rand.New(rand.NewSource(31))
	x, y := randF32(r, n, 3), randF32(r, n, 3)
	want := make([]float64, n)
	for i := range want {
		m := x[i] > 0 && y[i] < x[i]
		s := y[i]
		if m {
			s = x[i]
		}
		if x[i] < -1 || m {
			s = -x[i]
		}
		want[i] = float64(s)
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "where_and", soc)
			z := out(4 * n)
			runTile(t, m, "where_and_kernel", cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(n)))
			checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
		})
	}
}

// TestTileRowsUnalignedF16: rows_unaligned in f16, 4x12 tiles (24-byte rows). y = 2x + 1
// rounds once (2x is exact); the row sums of up to 12 f16 values are compared with the
// f64 sum at f16 precision.
func TestTileRowsUnalignedF16(t *testing.T) {
	for _, c := range []struct{ rows, cols, cores int }{{11, 29, 3}, {8, 12, 2}} {
		r := rand.New(rand.NewSource(37))
		x := randF16(r, c.rows*c.cols, 2)
		xv := fmtF16.values(x)
		ct := (c.cols + 11) / 12
		wantY := make([]float64, len(x))
		for i, v := range xv {
			wantY[i] = roundTo("f16", 2*v+1)
		}
		wantS := make([]float64, c.rows*ct)
		for i := 0; i < c.rows; i++ {
			for j := 0; j < ct; j++ {
				for k := j * 12; k < min(j*12+12, c.cols); k++ {
					wantS[i*ct+j] += xv[i*c.cols+k]
				}
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("%dx%d/%s", c.rows, c.cols, soc), func(t *testing.T) {
				m := lowerTile(t, "rows_unaligned_f16", soc)
				y, s := out(2*len(x)), out(2*len(wantS))
				runTile(t, m, "rows_kernel", c.cores, in(f16bytes(x)), y, s, scalar(fmtInt(c.rows)), scalar(fmtInt(c.cols)))
				checkClose(t, fmtF16.values(f16of(y.Data)), wantY, 0, 0)
				checkClose(t, fmtF16.values(f16of(s.Data)), wantS, 1e-2, 1e-2)
			})
		}
	}
}

// TestTileTutorialVectorAddIndex: the vector-add tutorial with index-typed block index and
// tile loop (unrolled by 2), on 8192 elements (every tile whole) and 5000 (a partial tile
// and tiles wholly past the end), 16 cores.
func TestTileTutorialVectorAddIndex(t *testing.T) {
	const cores = 16
	for _, n := range []int{8192, 5000} {
		r := rand.New(rand.NewSource(41))
		x, y := randF32(r, n, 10), randF32(r, n, 10)
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("%d/%s", n, soc), func(t *testing.T) {
				runVaddTutorial(t, lowerTile(t, "vadd_tutorial_index", soc), cores, x, y)
			})
		}
	}
}

// runVaddTutorial runs a lowered vadd_kernel (x, y, z, n) on cores cores and checks z = x + y
// exactly (one f32 rounding).
func runVaddTutorial(t *testing.T, m *ir.Operation, cores int, x, y []float32) {
	t.Helper()
	z := out(4 * len(x))
	runTile(t, m, "vadd_kernel", cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(len(x))))
	got := f32of(z.Data)
	for i := range x {
		if want := x[i] + y[i]; got[i] != want {
			t.Fatalf("z[%d] = %g, want %g", i, got[i], want)
		}
	}
}

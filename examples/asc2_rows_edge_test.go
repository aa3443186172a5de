package examples

import (
	"math"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// wantPipelineError runs pyasc-pipeline{soc} on asc2/<name>/kernel.mlir and fails unless
// the pipeline fails with a diagnostic containing want (a refusal at the op).
func wantPipelineError(t *testing.T, name, soc, want string) {
	t.Helper()
	m, ctx := parseKernel(t, filepath.Join("asc2", name, "kernel.mlir"))
	err := applyPipeline(m, ctx, pyascPipeline(soc))
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("pyasc-pipeline{soc=%s}: want an error containing %q, got %v", soc, want, err)
	}
}

// TestTileSoftmaxAPINarrow: softmax_api_narrow, asctile.softmax on 4x20 f32 tiles (rows of
// 80 bytes). PyAsc's lowering passes srcK = 20 to SoftMax, whose rows must be a whole
// number of 32-byte blocks, and how PyAsc would pad them is not specified:
// --pyasc-pipeline refuses the op at its line, on both SoCs.
func TestTileSoftmaxAPINarrow(t *testing.T) {
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			wantPipelineError(t, "softmax_api_narrow", soc, "kernel.mlir:20:12: error: 'asctile.softmax' op has rows of 20 f32 elements (80 bytes), not a whole number of 32-byte blocks")
		})
	}
}

// TestTileSoftmaxRowsF16W24: softmax_rows_f16_w24, f16 rows of 24 (48 bytes) or 20 in an
// 8x24 tile, computed in f32; row counts with a partial last block.
func TestTileSoftmaxRowsF16W24(t *testing.T) {
	for _, c := range []struct{ rows, cols, cores int }{{21, 24, 2}, {16, 20, 2}, {5, 17, 1}} {
		r := rand.New(rand.NewSource(52))
		xh := fmtF16.rand(r, c.rows*c.cols, 6)
		want := rowSoftmaxRef(fmtF16.values(xh), c.rows, c.cols)
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"x"+fmtInt(c.cols)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "softmax_rows_f16_w24", soc)
				y := out(2 * len(xh))
				runTile(t, m, "softmax_w24_kernel", c.cores, in(f16bytes(xh)), y, scalar(fmtInt(c.rows)), scalar(fmtInt(c.cols)))
				checkClose(t, fmtF16.values(f16of(y.Data)), want, 1e-4, 2*uF16)
			})
		}
	}
}

// TestTileColReduceF16Narrow: col_reduce_f16_narrow, column max and min of 16x40 f16
// blocks (rows of 80 bytes) with a partial last block padded with ∓inf.
func TestTileColReduceF16Narrow(t *testing.T) {
	for _, c := range []struct{ rows, cores int }{{37, 2}, {32, 2}, {9, 1}} {
		xh := fmtF16.rand(rand.New(rand.NewSource(53)), c.rows*40, 50)
		x := fmtF16.values(xh)
		blocks := (c.rows + 15) / 16
		wmax, wmin := make([]float64, blocks*40), make([]float64, blocks*40)
		for b := 0; b < blocks; b++ {
			for j := 0; j < 40; j++ {
				mx, mn := math.Inf(-1), math.Inf(1)
				for r := b * 16; r < c.rows && r < b*16+16; r++ {
					mx, mn = math.Max(mx, x[r*40+j]), math.Min(mn, x[r*40+j])
				}
				wmax[b*40+j], wmin[b*40+j] = mx, mn
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "col_reduce_f16_narrow", soc)
				ymax, ymin := out(2*blocks*40), out(2*blocks*40)
				runTile(t, m, "col_reduce_kernel", c.cores, in(f16bytes(xh)), ymax, ymin, scalar(fmtInt(c.rows)))
				checkClose(t, fmtF16.values(f16of(ymax.Data)), wmax, 0, 0)
				checkClose(t, fmtF16.values(f16of(ymin.Data)), wmin, 0, 0)
			})
		}
	}
}

// TestTileShiftDiff2D: shift_diff_2d, d[r, j] = x[r, j+1] - x[r, j] on 4x24 f32 tiles
// loaded at column offsets c and c + 1.
func TestTileShiftDiff2D(t *testing.T) {
	for _, c := range []struct{ rows, cols, cores int }{{10, 50, 3}, {8, 25, 2}, {3, 7, 1}} {
		x := randF32(rand.New(rand.NewSource(54)), c.rows*c.cols, 10)
		dc := c.cols - 1
		want := make([]float64, c.rows*dc)
		for r := 0; r < c.rows; r++ {
			for j := 0; j < dc; j++ {
				want[r*dc+j] = float64(x[r*c.cols+j+1] - x[r*c.cols+j])
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"x"+fmtInt(c.cols)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "shift_diff_2d", soc)
				y := out(4 * len(want))
				runTile(t, m, "diff_kernel", c.cores, in(f32bytes(x)), y, scalar(fmtInt(c.rows)), scalar(fmtInt(c.cols)))
				checkClose(t, f64s(f32of(y.Data)), want, 0, 0)
			})
		}
	}
}

// TestTileLayerNormAffineBF16: layernorm_affine_bf16, bf16 rows of 20 normalised in f32
// with gamma and beta; the result is rounded once to bf16 (one ulp: the f32 value may
// round the other way).
func TestTileLayerNormAffineBF16(t *testing.T) {
	const cols, eps = 20, 1e-5
	for _, c := range []struct{ rows, cores int }{{19, 2}, {16, 2}, {3, 1}} {
		r := rand.New(rand.NewSource(56))
		xh := fmtBF16.rand(r, c.rows*cols, 4)
		g, b := randF32(r, cols, 2), randF32(r, cols, 1)
		x := fmtBF16.values(xh)
		want, bound := make([]float64, len(x)), make([]float64, len(x))
		for i := 0; i < c.rows; i++ {
			row := x[i*cols : (i+1)*cols]
			mean, vr := 0.0, 0.0
			for _, v := range row {
				mean += v / cols
			}
			for _, v := range row {
				vr += (v - mean) * (v - mean) / cols
			}
			for j, v := range row {
				y := (v-mean)/math.Sqrt(vr+eps)*float64(g[j]) + float64(b[j])
				want[i*cols+j] = float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(y))))
				bound[i*cols+j] = 2*uBF16*math.Abs(y) + 1e-4*(math.Abs(float64(g[j]))+1)
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "layernorm_affine_bf16", soc)
				y := out(2 * len(xh))
				runTile(t, m, "layernorm_kernel", c.cores, in(f16bytes(xh)), in(f32bytes(g)), in(f32bytes(b)), y,
					scalar(fmtInt(c.rows)), scalar("1e-05"))
				checkBound(t, fmtBF16.values(f16of(y.Data)), want, bound)
			})
		}
	}
}

package examples

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// rowSoftmax is the row softmax of a rows × cols matrix in float64.
func rowSoftmax(x []float32, rows, cols int) []float64 {
	return rowSoftmaxRef(f64s(x), rows, cols)
}

// Rows of 3 tiles + a 232-element tail, of 2 tiles exactly and of one partial tile,
// over cores that do not divide the rows (a tail core with one row fewer).
func TestAscSoftmaxLong(t *testing.T) {
	checkSoftmaxRows(t, "softmax_long", 31, 6, []softmaxShape{{7, 1000, 3}, {5, 512, 4}, {6, 100, 4}})
}

// softmaxShape is rows × cols on cores cores.
type softmaxShape struct{ rows, cols, cores int }

// checkSoftmaxRows runs kernel (x, y, rows, cols) of the PyAsc-form module of the same
// name on each shape, x uniform in ±scale, and checks y against the row softmax.
func checkSoftmaxRows(t *testing.T, kernel string, seed int64, scale float32, shapes []softmaxShape) {
	forSoCs(t, kernel, func(t *testing.T, _ string, m *ir.Operation) {
		r := rand.New(rand.NewSource(seed))
		for _, tc := range shapes {
			x := randF32(r, tc.rows*tc.cols, scale)
			y := out(4 * tc.rows * tc.cols)
			runAsc(t, m, kernel, tc.cores, in(f32bytes(x)), y, scalar(fmtInt(tc.rows)), scalar(fmtInt(tc.cols)))
			checkClose(t, f64s(f32of(y.Data)), rowSoftmax(x, tc.rows, tc.cols), 1e-6, 1e-4)
		}
	})
}

// Rows of 200 (not a whole number of 32-byte blocks: DataCopyPad pads them), 256 and 8
// elements; 10 rows over 4 cores leave the last core one row.
func TestAscSoftmaxBroadcast(t *testing.T) {
	checkSoftmaxRows(t, "softmax_bcast", 32, 8, []softmaxShape{{10, 200, 4}, {6, 256, 2}, {5, 8, 3}})
}

// The SoftMax API on 8-row blocks: 21 rows over 2 cores is 11 + 10 rows, so each core
// ends with a partial block (3 and 2 rows); the max and sum outputs hold each row's value
// in all 8 lanes of its block.
func TestAscSoftmaxAPI(t *testing.T) {
	forSoCs(t, "softmax_bcast", func(t *testing.T, _ string, m *ir.Operation) {
		r := rand.New(rand.NewSource(33))
		for _, tc := range []struct{ rows, cols, cores int }{{21, 64, 2}, {16, 256, 2}, {3, 8, 1}} {
			x := randF32(r, tc.rows*tc.cols, 4)
			y, ym, ys := out(4*tc.rows*tc.cols), out(4*8*tc.rows), out(4*8*tc.rows)
			runAsc(t, m, "softmax_api", tc.cores, in(f32bytes(x)), y, ym, ys, scalar(fmtInt(tc.rows)), scalar(fmtInt(tc.cols)))
			checkClose(t, f64s(f32of(y.Data)), rowSoftmax(x, tc.rows, tc.cols), 1e-6, 1e-4)
			wantMax, wantSum := make([]float64, 8*tc.rows), make([]float64, 8*tc.rows)
			for i := 0; i < tc.rows; i++ {
				row := f64s(x[i*tc.cols : (i+1)*tc.cols])
				mx := math.Inf(-1)
				for _, v := range row {
					mx = math.Max(mx, v)
				}
				var s float64
				for _, v := range row {
					s += math.Exp(v - mx)
				}
				for l := 0; l < 8; l++ {
					wantMax[8*i+l], wantSum[8*i+l] = mx, s
				}
			}
			checkClose(t, f64s(f32of(ym.Data)), wantMax, 0, 0)
			checkClose(t, f64s(f32of(ys.Data)), wantSum, 1e-6, 1e-5)
		}
	})
}

// 37 rows of a 64-wide window of a 96-wide f16 matrix on 3 cores (13, 12, 12: one
// partial tile each), 40 rows of a 64-wide matrix on
// 2 cores (20 each: a full tile and 4 rows), and 5 rows on 8 cores (three cores idle).
// The elements outside the window must keep their values.
func TestAscSoftmaxF16Strided(t *testing.T) {
	forSoCs(t, "softmax_f16_2d", func(t *testing.T, _ string, m *ir.Operation) {
		r := rand.New(rand.NewSource(43))
		for _, tc := range []struct{ rows, ld, cores int }{{37, 96, 3}, {40, 64, 2}, {5, 80, 8}} {
			x := randF16(r, tc.rows*tc.ld, 4)
			fill := randF16(r, tc.rows*tc.ld, 1)
			y := &sim.Arg{Kind: sim.ArgInOut, Data: f16bytes(fill), Name: "y"}
			runAsc(t, m, "softmax_f16_2d", tc.cores, in(f16bytes(x)), y, scalar(fmtInt(tc.rows)), scalar(fmtInt(tc.ld)))
			got := f16of(y.Data)
			win := make([]float32, tc.rows*64)
			for i := 0; i < tc.rows; i++ {
				for j := 0; j < 64; j++ {
					win[i*64+j] = numeric.F16ToF32(x[i*tc.ld+j])
				}
			}
			want := rowSoftmax(win, tc.rows, 64)
			gotWin := make([]float64, len(want))
			for i := 0; i < tc.rows; i++ {
				for j := 0; j < tc.ld; j++ {
					if j < 64 {
						gotWin[i*64+j] = float64(numeric.F16ToF32(got[i*tc.ld+j]))
					} else if got[i*tc.ld+j] != fill[i*tc.ld+j] {
						t.Fatalf("row %d column %d outside the window changed", i, j)
					}
				}
			}
			checkClose(t, gotWin, want, 1e-6, 1e-3)
		}
	})
}

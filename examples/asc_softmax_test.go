package examples

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// rowSoftmax is the row softmax of a rows × cols matrix in float64.
func rowSoftmax(x []float32, rows, cols int) []float64 {
	want := make([]float64, rows*cols)
	for r := 0; r < rows; r++ {
		row := f64s(x[r*cols : (r+1)*cols])
		m := math.Inf(-1)
		for _, v := range row {
			m = math.Max(m, v)
		}
		var s float64
		for _, v := range row {
			s += math.Exp(v - m)
		}
		for i, v := range row {
			want[r*cols+i] = math.Exp(v-m) / s
		}
	}
	return want
}

// Rows of 3 tiles + a 232-element tail, of 2 tiles exactly and of one partial tile,
// over cores that do not divide the rows (a tail core with one row fewer).
func TestAscSoftmaxLong(t *testing.T) {
	forSoCs(t, "softmax_long", func(t *testing.T, m *ir.Operation) {
		r := rand.New(rand.NewSource(31))
		for _, tc := range []struct{ rows, cols, cores int }{{7, 1000, 3}, {5, 512, 4}, {6, 100, 4}} {
			x := randF32(r, tc.rows*tc.cols, 6)
			y := out(4 * tc.rows * tc.cols)
			runAsc(t, m, "softmax_long", tc.cores, in(f32bytes(x)), y, scalar(fmtInt(tc.rows)), scalar(fmtInt(tc.cols)))
			checkClose(t, f64s(f32of(y.Data)), rowSoftmax(x, tc.rows, tc.cols), 1e-6, 1e-4)
		}
	})
}

package examples

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// TestTileSoftmaxAPI: asctile.softmax lowered by pyasc-pipeline to the library's
// ascendc.softmax (SoftMaxShapeInfo 8×64 from the tile) and simulated by its semantics
// (docs/sim/softmax.md), 40 rows over 2 cores, against float64 (f32 atol 1e-6, rtol 1e-4).
func TestTileSoftmaxAPI(t *testing.T) {
	const rows, cols = 40, 64
	x := randF32(rand.New(rand.NewSource(51)), rows*cols, 8)
	want := rowSoftmaxRef(f64s(x), rows, cols)
	for _, soc := range tileSoCs {
		t.Run(fmt.Sprintf("soc=%s", soc), func(t *testing.T) {
			m := lowerTile(t, "softmax_api", soc)
			y := out(4 * rows * cols)
			runTile(t, m, "softmax_api_kernel", 2, in(f32bytes(x)), y, scalar(fmtInt(rows)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			// f16: inputs rounded to f16, the result rounded once more (2^-11 relative).
			xh := make([]uint16, len(x))
			for i, v := range x {
				xh[i] = numeric.F32ToF16(v)
			}
			wantH := rowSoftmaxRef(f64of16(xh), rows, cols)
			yh := out(2 * rows * cols)
			runTile(t, m, "softmax_api_f16_kernel", 2, in(f16bytes(xh)), yh, scalar(fmtInt(rows)))
			checkClose(t, f64of16(f16of(yh.Data)), wantH, 1e-4, 1e-3)
		})
	}
}

// f64of16 decodes f16 bits.
func f64of16(v []uint16) []float64 {
	w := make([]float64, len(v))
	for i, x := range v {
		w[i] = float64(numeric.F16ToF32(x))
	}
	return w
}

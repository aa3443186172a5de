package examples

import (
	"math/rand"
	"testing"
)

// TestTileConstPattern: const_pattern, non-splat f32 and i1 tile constants:
// z = where(pattern, x + ramp, 2x) with ramp[i] = i and pattern[i] = i%3 == 0 || i >= 28.
func TestTileConstPattern(t *testing.T) {
	eachTile(t, []elemSize{{"tail", 150, 3}, {"whole", 128, 2}}, func(t *testing.T, sz elemSize, soc string) {
		x := randF32(rand.New(rand.NewSource(57)), sz.n, 10)
		want := make([]float64, sz.n)
		for i, v := range x {
			j := i % 32
			if j%3 == 0 || j >= 28 {
				want[i] = float64(v + float32(j))
			} else {
				want[i] = float64(v * 2)
			}
		}
		m := lowerTile(t, "const_pattern", soc)
		z := out(4 * sz.n)
		runTile(t, m, "const_pattern_kernel", sz.cores, in(f32bytes(x)), z, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
	})
}

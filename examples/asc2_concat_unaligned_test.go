package examples

import (
	"math"
	"math/rand"
	"testing"
)

// TestTileConcatUnaligned: concat_unaligned, two 80-byte f32 parts joined into one tile
// on each of two cores.
func TestTileConcatUnaligned(t *testing.T) {
	const cores = 2
	n := 20 * cores
	r := rand.New(rand.NewSource(64))
	x, y := randF32(r, n, 2), randF32(r, n, 2)
	want := make([]float64, 2*n)
	for c := 0; c < cores; c++ {
		for i := 0; i < 20; i++ {
			want[c*40+i] = float64(x[c*20+i]*2 + 1)
			want[c*40+20+i] = math.Exp(float64(y[c*20+i])) + 1
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "concat_unaligned", soc)
			z := out(8 * n)
			runTile(t, m, "cat_kernel", cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(n)), scalar(fmtInt(2*n)))
			checkClose(t, f64s(f32of(z.Data)), want, 1e-6, 1e-4)
		})
	}
}

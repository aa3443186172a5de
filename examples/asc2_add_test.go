package examples

import (
	"math/rand"
	"testing"
)

// TestTileAdd: elementwise add of two f32 vectors, 1024 elements per core, with a tail (the
// last core's tile is partly outside the tensor: its load pads, its store writes only the
// valid elements).
func TestTileAdd(t *testing.T) {
	const n, cores = 4000, 4
	r := rand.New(rand.NewSource(1))
	x, y := randF32(r, n, 10), randF32(r, n, 10)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "add", soc)
			z := out(4 * n)
			runTile(t, m, "add_kernel", cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(n)))
			got := f32of(z.Data)
			for i := range x {
				if want := x[i] + y[i]; got[i] != want {
					t.Fatalf("z[%d] = %g, want %g", i, got[i], want)
				}
			}
		})
	}
}

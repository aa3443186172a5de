package examples

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// TestTileConcatExp: asc2.concat of a loaded tile and a computed one (exp), stored as one
// 16-row band. asclower-displace-concat makes exp write straight into the second half of
// the concatenated tile, a view of the tensor the store reads, so the store must wait for
// the vector pipe through that view (the race the sanitizer found before insert-sync
// followed views to the tensor they alias). 32 rows on 4 cores, and 27 rows on 4 (the
// last core's band is short; the rows of z it would cover past the end stay untouched).
func TestTileConcatExp(t *testing.T) {
	for _, c := range []struct{ rows, cores int }{{32, 4}, {27, 4}} {
		r := rand.New(rand.NewSource(int64(c.rows)))
		x, y := randF32(r, c.rows*64, 3), randF32(r, c.rows*64, 3)
		zrows := 2 * c.rows
		want := make([]float64, zrows*64)
		for core := 0; core < c.cores; core++ {
			for i := 0; i < 16; i++ {
				src, dst := core*8+i%8, core*16+i
				if src >= c.rows || dst >= zrows {
					continue
				}
				for j := 0; j < 64; j++ {
					v := float64(x[src*64+j])
					if i >= 8 {
						v = math.Exp(float64(y[src*64+j]))
					}
					want[dst*64+j] = v
				}
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("%d/%s", c.rows, soc), func(t *testing.T) {
				m := lowerTile(t, "concat_exp", soc)
				z := out(4 * zrows * 64)
				runTile(t, m, "concat_exp_kernel", c.cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(c.rows)), scalar(fmtInt(zrows)))
				checkClose(t, f64s(f32of(z.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

package examples

import (
	"math/rand"
	"testing"
)

// accHalves returns random 32×32 f16 A and B and the f64 products of A's first 16
// columns with B's first 16 rows (the partial sum) and of A with B (the full sum).
func accHalves() (a, b []uint16, partial, full []float64) {
	const m, k, n = 32, 32, 32
	r := rand.New(rand.NewSource(7))
	a, b = randF16(r, m*k, 1), randF16(r, k*n, 1)
	half := make([]uint16, m*16)
	for i := 0; i < m; i++ {
		copy(half[i*16:], a[i*k:i*k+16])
	}
	return a, b, matmulRef(half, b[:16*n], m, 16, n), matmulRef(a, b, m, k, n)
}

// TestTileMatmulAccTwice: matmul_acc_twice stores a cast of the accumulator after each of
// two matmul_accs, C the partial sum and D the full one. CSE would merge the two casts
// (one SSA value, read before and after a write); the pipeline keeps them apart. PyAsc's
// form (departures=false) merges them and is right all the same, since each store's
// fixpipe reads the accumulator when it runs: both are checked.
func TestTileMatmulAccTwice(t *testing.T) {
	a, b, partial, full := accHalves()
	for _, soc := range tileSoCs {
		for _, opts := range []string{"", " departures=false"} {
			t.Run(soc+opts, func(t *testing.T) {
				c, d := out(2*32*32), out(2*32*32)
				runTile(t, lowerTileOpts(t, "matmul_acc_twice", "soc="+soc+opts), "k", 1, in(f16bytes(a)), in(f16bytes(b)), c, d)
				checkClose(t, fmtF16.values(f16of(c.Data)), partial, 1e-3, 1e-3)
				checkClose(t, fmtF16.values(f16of(d.Data)), full, 1e-3, 1e-3)
			})
		}
	}
}

// TestTileMatmulAccLate: matmul_acc_late stores C's cast only after the second
// matmul_acc. The pipeline refuses the store at the op; PyAsc's form (departures=false)
// stores the full sum to C, which the test checks too, so that the case keeps showing
// what the refusal guards against.
func TestTileMatmulAccLate(t *testing.T) {
	a, b, _, full := accHalves()
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			wantPipelineError(t, "matmul_acc_late", soc, "kernel.mlir:24:5: error: 'asctile.store' op moves an accumulator through asctile.cast, but asctile.matmul_acc writes the accumulator again in between")
			c, d := out(2*32*32), out(2*32*32)
			runTile(t, lowerTileOpts(t, "matmul_acc_late", "soc="+soc+" departures=false"), "k", 1, in(f16bytes(a)), in(f16bytes(b)), c, d)
			checkClose(t, fmtF16.values(f16of(c.Data)), full, 1e-3, 1e-3)
		})
	}
}

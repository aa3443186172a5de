package examples

import "testing"

// TestTileMatmulF32: f32 A and B through PyAsc's pipeline. On c310 the B tiles go GM→L1
// in 16-row bands and L1→L0B with LoadDataWithTranspose (docs/sim/cube-load.md §1).
// Small integers keep every product and sum exact in f32, so C must equal the triple loop.
// n is one tile wide: the lowering's Nd2Nz for f32 B bands takes the tile width as the
// source row length (srcDValue = D, passes-asc2.md asclower-asctile-data-transfer), which
// reads the wrong rows when the tensor is wider than the tile.
func TestTileMatmulF32(t *testing.T) {
	const m, n, k = 128, 64, 64
	a, b := make([]float32, m*k), make([]float32, k*n)
	for i := range a {
		a[i] = float32(i*7%11 - 5)
	}
	for i := range b {
		b[i] = float32(i*5%13 - 6)
	}
	want := make([]float64, m*n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			for x := 0; x < k; x++ {
				want[i*n+j] += float64(a[i*k+x]) * float64(b[x*n+j])
			}
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			mod := lowerTile(t, "matmul_f32", soc)
			z := out(4 * m * n)
			runTile(t, mod, "matmul_kernel", (m/64)*(n/64), in(f32bytes(a)), in(f32bytes(b)), z,
				scalar(fmtInt(m)), scalar(fmtInt(n)), scalar(fmtInt(k)))
			got := make([]float64, m*n)
			for i, f := range f32of(z.Data) {
				got[i] = float64(f)
			}
			checkClose(t, got, want, 0, 0)
		})
	}
}

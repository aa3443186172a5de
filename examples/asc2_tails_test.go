package examples

import (
	"math/rand"
	"testing"
)

// Tiled matmuls whose M, N or K is not a multiple of the tile (docs/pyasc.md §5): the L1
// loads copy what lies inside A and B, the fixpipe store writes what lies inside C and the
// last K step's Mmad multiplies the valid depth. f16 inputs, f32 C, rtol 1e-3.

// TestTileMatmulTails: matmul_tails (64×64 tiles, 32-deep K steps) with an M tail, an N
// tail, a K tail that is not a whole fractal (K = 72: 8 past the last 16-block), all three
// at once, and sizes smaller than one tile.
func TestTileMatmulTails(t *testing.T) {
	for _, c := range []struct {
		name         string
		m, n, k, cor int
	}{
		{"Mtail", 200, 128, 64, 4},
		{"Ntail", 128, 136, 64, 3},
		{"Ktail", 128, 128, 72, 4},
		{"all", 130, 150, 50, 5},
		{"small", 17, 9, 5, 1},
	} {
		t.Run(c.name, matmulCase{kernel: "matmul_tails", entry: "matmul_kernel", m: c.m, n: c.n, k: c.k, cores: c.cor}.run)
	}
}

// TestTileMatmulL1SplitTails: matmul_l1_split stages 128-deep K blocks in L1 and copies
// them into L0A/L0B 32 at a time; with K = 200 the last block holds 72 valid columns, so
// one copy is partial and one lies wholly past K (its Mmad is skipped). M and N tails too.
func TestTileMatmulL1SplitTails(t *testing.T) {
	matmulCase{kernel: "matmul_l1_split", entry: "matmul_kernel", m: 100, n: 90, k: 200, cores: 3}.run(t)
}

// TestTileMatmulTilesTails: matmul_tiles (64×128 tiles) on M, N, K = 100, 300, 40.
func TestTileMatmulTilesTails(t *testing.T) {
	matmulCase{kernel: "matmul_tiles", entry: "matmul_tiles_kernel", m: 100, n: 300, k: 40, cores: 4}.run(t)
}

// TestTileMatmulBF16Tails: bf16 A, B and C with tails on every dimension.
func TestTileMatmulBF16Tails(t *testing.T) {
	matmulCase{kernel: "matmul_tiles_bf16", entry: "matmul_tiles_kernel", m: 150, n: 70, k: 90, cores: 3, bf16: true, outBF16: true}.run(t)
}

// TestTileMatmulF32Tails: matmul_f32_tails (f32 A, B, C) on a tensor wider than a tile with
// tails on every dimension, and on whole tiles. f32 products summed in f32.
func TestTileMatmulF32Tails(t *testing.T) {
	for _, c := range []struct {
		name         string
		m, n, k, cor int
	}{{"tails", 100, 150, 40, 4}, {"kodd", 70, 64, 37, 2}, {"whole", 128, 192, 64, 6}} {
		t.Run(c.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(5))
			a, b := randF32(r, c.m*c.k, 1), randF32(r, c.k*c.n, 1)
			want := make([]float64, c.m*c.n)
			for i := 0; i < c.m; i++ {
				for j := 0; j < c.n; j++ {
					var s float32
					for x := 0; x < c.k; x++ {
						s += a[i*c.k+x] * b[x*c.n+j]
					}
					want[i*c.n+j] = float64(s)
				}
			}
			for _, soc := range tileSoCs {
				t.Run(soc, func(t *testing.T) {
					mod := lowerTile(t, "matmul_f32_tails", soc)
					z := out(4 * c.m * c.n)
					runTile(t, mod, "matmul_kernel", c.cor, in(f32bytes(a)), in(f32bytes(b)), z,
						scalar(fmtInt(c.m)), scalar(fmtInt(c.n)), scalar(fmtInt(c.k)))
					got := make([]float64, c.m*c.n)
					for i, f := range f32of(z.Data) {
						got[i] = float64(f)
					}
					checkClose(t, got, want, 1e-5, 1e-4)
				})
			}
		})
	}
}

// TestTileMatmulUnrollTails: the K loop unrolled by two with the accumulator in iter_args,
// an odd number of K steps ending in a partial one (K = 70: 32, 32, 6), M and N tails.
func TestTileMatmulUnrollTails(t *testing.T) {
	t.Run("odd", matmulCase{kernel: "matmul_unroll_tails", entry: "matmul_kernel", m: 90, n: 80, k: 70, cores: 2}.run)
	t.Run("even", matmulCase{kernel: "matmul_unroll_tails", entry: "matmul_kernel", m: 64, n: 128, k: 128, cores: 2}.run)
}

// TestTileMatmulStatic: constant tensor shapes (100×40 · 40×70), one asctile.matmul per
// 64×48 tile with K = 40 in one 48-deep tile; the clipping folds to constants per tile.
func TestTileMatmulStatic(t *testing.T) {
	matmulCase{kernel: "matmul_static", entry: "matmul_kernel", m: 100, n: 70, k: 40, cores: 3, static: true}.run(t)
}

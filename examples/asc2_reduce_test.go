package examples

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Tile-level reduction kernels (asc2/softmax_*, asc2/sum_*, asc2/row_minmax): each is lowered
// for both architectures of tileSoCs (c310 runs asctile-unscalarize-reduction, c220 does
// not), simulated, and compared with a float64 reference.
//
// Tolerances. Elementwise f32 results use atol 1e-6, rtol 1e-4. The simulator's reductions
// combine lanes as one pairwise tree rounded to f32 at each level (docs/sim/reduce.md;
// hardware.md gives no order, so this is the simulator's documented choice). A sum of n f32
// terms in that order is within ceil(log2 n)·2^-24·Σ|x| of the exact sum, so a sum over
// n ≤ 2^16 terms is within 16·2^-24·Σ|x| ≈ 1e-6·Σ|x|: tests of sums of mixed-sign values
// compare against atol = 1e-6·Σ|x| (plus rtol 1e-4), which the order can never exceed.
// Max and min do not round, so they are compared exactly.

// rowSoftmaxRef is the row softmax of a [rows, cols] matrix in float64.
func rowSoftmaxRef(x []float64, rows, cols int) []float64 {
	return softmaxRowsRounded(x, rows, cols, func(v float64) float64 { return v })
}

// TestTileSoftmaxF32: row softmax of a [rows, cols] f32 matrix, one 256-wide tile per row,
// rows spread over the cores. cols = 256 fills the tile; cols = 251 leaves a 5-element tail
// inside the row's last 32-byte block, which the load pads with -inf (the max and the sum
// must come out right).
//
// PyAsc's lowering of a 2-D store writes min(tile width, elements left in the whole tensor)
// elements per row (passes-asc2.md, asclower-asctile-data-transfer: tail = n - lin), so a
// partial row spills its padded tail into the start of the next row. With one core the next
// row is written later and the spill is overwritten; with several cores it is a cross-core
// write-write race on GM, which the simulator must report (softmaxSpill).
func TestTileSoftmaxF32(t *testing.T) {
	const rows = 37
	for _, c := range []struct{ cols, cores int }{{256, 8}, {251, 1}} {
		r := rand.New(rand.NewSource(int64(c.cols)))
		x := randF32(r, rows*c.cols, 8)
		want := rowSoftmaxRef(f64s(x), rows, c.cols)
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("cols=%d/cores=%d/%s", c.cols, c.cores, soc), func(t *testing.T) {
				m := lowerTile(t, "softmax_f32", soc)
				y := out(4 * rows * c.cols)
				runTile(t, m, "softmax_kernel", c.cores, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(c.cols)))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileSoftmaxF32Tile: the same softmax with the reductions as 1-element tiles and
// explicit broadcasts (softmax_f32_tile).
func TestTileSoftmaxF32Tile(t *testing.T) {
	const rows = 37
	for _, c := range []struct{ cols, cores int }{{256, 8}, {251, 1}} {
		x := randF32(rand.New(rand.NewSource(int64(c.cols+2))), rows*c.cols, 8)
		want := rowSoftmaxRef(f64s(x), rows, c.cols)
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("cols=%d/cores=%d/%s", c.cols, c.cores, soc), func(t *testing.T) {
				m := lowerTile(t, "softmax_f32_tile", soc)
				y := out(4 * rows * c.cols)
				runTile(t, m, "softmax_tile_kernel", c.cores, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(c.cols)))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileSoftmaxF32Spill: the partial-row store (see TestTileSoftmaxF32) run on 8 cores.
// PyAsc's store writes whole tile rows past the end of the tensor's row into the next row,
// a cross-core write-write race on the output; the clipped store (docs/pyasc.md §5) writes
// the row's own elements only.
func TestTileSoftmaxF32Spill(t *testing.T) {
	const rows, cols = 37, 251
	x := randF32(rand.New(rand.NewSource(3)), rows*cols, 8)
	want := rowSoftmaxRef(f64s(x), rows, cols)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "softmax_f32", soc)
			y := out(4 * rows * cols)
			runTile(t, m, "softmax_kernel", 8, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	}
}

// TestTileSoftmaxF32LongTail: a row 56 elements short of the tile. DataCopyPad pads only up
// to the row's last 32-byte block (hardware.md §6: padding ≤ 32 B; PyAsc asks for 56
// elements of right padding), so in PyAsc's form tile elements 200..255 are never written
// and the max and sum read garbage. The clipped load (docs/pyasc.md §5) fills them with the
// pad value (-inf): the softmax is right.
func TestTileSoftmaxF32LongTail(t *testing.T) {
	const rows, cols = 5, 200
	x := randF32(rand.New(rand.NewSource(4)), rows*cols, 8)
	want := rowSoftmaxRef(f64s(x), rows, cols)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "softmax_f32", soc)
			y := out(4 * rows * cols)
			runTile(t, m, "softmax_kernel", 1, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	}
}

// wantDiag fails unless one of the diagnostics contains want.
func wantDiag(t *testing.T, diags []string, want string) {
	t.Helper()
	for _, d := range diags {
		if strings.Contains(d, want) {
			return
		}
	}
	t.Fatalf("no diagnostic containing %q; got %d:\n%s", want, len(diags), strings.Join(diags, "\n"))
}

// TestTileSoftmaxF16: row softmax of an f16 matrix computed in f32 (cast up after the load,
// down before the store). The f32 part is as accurate as TestTileSoftmaxF32's; the result
// is then rounded once to f16 (half an ulp, 2^-11 relative) and can be an f16 subnormal for
// tiny probabilities (absolute quantum 2^-24). The reference is computed in float64 from the
// same f16 inputs and compared with rtol 1e-3 (twice the rounding) and atol 2^-24.
func TestTileSoftmaxF16(t *testing.T) {
	const rows = 29
	for _, c := range []struct{ cols, cores int }{{256, 8}, {253, 1}} {
		r := rand.New(rand.NewSource(int64(c.cols)))
		x := randF16(r, rows*c.cols, 8)
		xf := make([]float64, len(x))
		for i, h := range x {
			xf[i] = float64(numeric.F16ToF32(h))
		}
		want := rowSoftmaxRef(xf, rows, c.cols)
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("cols=%d/cores=%d/%s", c.cols, c.cores, soc), func(t *testing.T) {
				m := lowerTile(t, "softmax_f16", soc)
				y := out(2 * rows * c.cols)
				runTile(t, m, "softmax_f16_kernel", c.cores, in(f16bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(c.cols)))
				got := make([]float64, len(want))
				for i, h := range f16of(y.Data) {
					got[i] = float64(numeric.F16ToF32(h))
				}
				checkClose(t, got, want, math.Ldexp(1, -24), 1e-3)
			})
		}
	}
}

// sumChunks is the float64 sum of each core's chunk and the sum of magnitudes of each.
func sumChunks(x []float32, chunk, cores int) (sum, abs []float64) {
	sum, abs = make([]float64, cores), make([]float64, cores)
	for i, v := range x {
		sum[i/chunk] += float64(v)
		abs[i/chunk] += math.Abs(float64(v))
	}
	return sum, abs
}

// TestTileSum: per-core sums of a vector, two ways (sum_scalar: each tile reduced to a
// scalar and the scalars added in the loop, then asctile.set_value; sum_tile: tiles added
// into an accumulator tile, reduced to a 1-element tile, then asctile.store; sum_tile_unroll:
// the same loop unrolled twice, the accumulator passing through the epilogue loop). Each core
// takes 3 tiles of 1024; n is either 8 full chunks or 4 short of that, a tail that the
// load pads with 0 inside the last 32-byte block. Tolerance: atol 1e-6·Σ|x| of the chunk
// (the summation-order bound at the top of this file) plus rtol 1e-4.
func TestTileSum(t *testing.T) {
	const cores, chunk = 8, 3072
	for _, k := range []struct{ name, entry string }{{"sum_scalar", "sum_scalar_kernel"}, {"sum_tile", "sum_tile_kernel"}, {"sum_tile_unroll", "sum_tile_unroll_kernel"}} {
		for _, n := range []int{cores * chunk, cores*chunk - 4} {
			x := randF32(rand.New(rand.NewSource(int64(n))), n, 10)
			want, abs := sumChunks(x, chunk, cores)
			for _, soc := range tileSoCs {
				t.Run(fmt.Sprintf("%s/n=%d/%s", k.name, n, soc), func(t *testing.T) {
					m := lowerTile(t, k.name, soc)
					o := out(4 * cores)
					runTile(t, m, k.entry, cores, in(f32bytes(x)), o, scalar(fmtInt(n)), scalar(fmtInt(chunk)))
					got := f32of(o.Data)
					for i := range want {
						if !closeTo(float64(got[i]), want[i], 1e-6*abs[i], 1e-4) {
							t.Errorf("core %d: sum %g, want %g", i, got[i], want[i])
						}
					}
				})
			}
		}
	}
}

// TestTileSumLongTail: the last core's last tile holds 524 valid elements; DataCopyPad's zero
// padding stops at the 32-byte block after them (528 elements, hardware.md §6: padding ≤ 32
// B, although PyAsc asks for 500 elements of it), so in PyAsc's form the rest of the tile
// keeps what the previous iteration loaded into the same buffer and the sum includes those
// stale elements. The clipped load (docs/pyasc.md §5) fills elements 528..1023 with the pad
// value (0): the sum is the sum of the valid elements.
func TestTileSumLongTail(t *testing.T) {
	const cores, chunk = 8, 3072
	n := cores*chunk - 500
	x := randF32(rand.New(rand.NewSource(5)), n, 10)
	want, abs := sumChunks(x, chunk, cores)
	for _, k := range []struct{ name, entry string }{{"sum_scalar", "sum_scalar_kernel"}, {"sum_tile", "sum_tile_kernel"}} {
		for _, soc := range tileSoCs {
			t.Run(k.name+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, k.name, soc)
				o := out(4 * cores)
				runTile(t, m, k.entry, cores, in(f32bytes(x)), o, scalar(fmtInt(n)), scalar(fmtInt(chunk)))
				got := f32of(o.Data)
				for i := range want {
					if !closeTo(float64(got[i]), want[i], 1e-6*abs[i], 1e-4) {
						t.Errorf("core %d: sum %g, want %g", i, got[i], want[i])
					}
				}
			})
		}
	}
}

// rowMinMaxRef is the max and min of each row.
func rowMinMaxRef(x []float32, rows, cols int) (mx, mn []float32) {
	mx, mn = make([]float32, rows), make([]float32, rows)
	for r := 0; r < rows; r++ {
		mx[r], mn[r] = float32(math.Inf(-1)), float32(math.Inf(1))
		for _, v := range x[r*cols : (r+1)*cols] {
			mx[r], mn[r] = max(mx[r], v), min(mn[r], v)
		}
	}
	return mx, mn
}

// TestTileRowMinMax: row max and min (asctile.reduce over dimension 1 of an 8x64 tile) of a
// [96, cols] matrix, blocks of 8 rows over 8 cores. cols = 60 leaves a 4-element tail in
// each row's last 32-byte block, padded with -inf (max) and +inf (min). Max and min do not
// round: exact comparison.
func TestTileRowMinMax(t *testing.T) {
	const rows, cores = 96, 8
	for _, cols := range []int{64, 60} {
		x := randF32(rand.New(rand.NewSource(int64(cols))), rows*cols, 100)
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("cols=%d/%s", cols, soc), func(t *testing.T) {
				checkRowMinMax(t, soc, x, rows, cols, cores)
			})
		}
	}
}

// checkRowMinMax lowers asc2/row_minmax for soc, runs it on cores cores over the
// [rows, cols] matrix x and requires the exact maxima and minima of every row.
func checkRowMinMax(t *testing.T, soc string, x []float32, rows, cols, cores int) {
	t.Helper()
	m := lowerTile(t, "row_minmax", soc)
	mx, mn := out(4*rows), out(4*rows)
	runTile(t, m, "row_minmax_kernel", cores, in(f32bytes(x)), mx, mn, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
	wmx, wmn := rowMinMaxRef(x, rows, cols)
	gmx, gmn := f32of(mx.Data), f32of(mn.Data)
	for r := 0; r < rows; r++ {
		if gmx[r] != wmx[r] || gmn[r] != wmn[r] {
			t.Fatalf("row %d: max %g min %g, want %g %g", r, gmx[r], gmn[r], wmx[r], wmn[r])
		}
	}
}

// TestTileSoftmaxRows2D: row softmax on 8x64 tiles with asctile.reduce over dimension 1
// (keepdim: 8x1) and asctile.broadcast back to 8x64, blocks of 8 rows over 8 cores.
func TestTileSoftmaxRows2D(t *testing.T) {
	const rows, cols, cores = 96, 64, 8
	x := randF32(rand.New(rand.NewSource(7)), rows*cols, 8)
	want := rowSoftmaxRef(f64s(x), rows, cols)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "softmax_rows2d", soc)
			y := out(4 * rows * cols)
			runTile(t, m, "softmax_rows2d_kernel", cores, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	}
}

// TestTileSoftmaxRows2DShortRows: the same kernel with rows of 60 elements. The load is
// right (each row padded with -inf to the 64-element tile row), but PyAsc's 2-D store
// writes min(64, elements left in the tensor) = 64 elements per row with a destination
// stride of (60 - 64) * 4 bytes, which the data_copy_ext_params field (uint32_t) turns into
// 4294967280: the second row would land 4 GiB away. The clipped store (docs/pyasc.md §5)
// writes the 60 elements of each row at the tensor's row stride.
func TestTileSoftmaxRows2DShortRows(t *testing.T) {
	const rows, cols = 16, 60
	x := randF32(rand.New(rand.NewSource(8)), rows*cols, 8)
	want := rowSoftmaxRef(f64s(x), rows, cols)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "softmax_rows2d", soc)
			y := out(4 * rows * cols)
			runTile(t, m, "softmax_rows2d_kernel", 1, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	}
}

// TestTileColSumAtomic: column sums of a [rows, 64] matrix: 8-row blocks reduced over
// dimension 0 and added into the output with atomic_rmw<Add> by 8 cores. The order of the
// atomic adds across cores is not fixed, so the tolerance is the summation bound of this
// file (atol 1e-6·Σ|x| of the column) plus rtol 1e-4.
func TestTileColSumAtomic(t *testing.T) {
	const rows, cols, cores = 200, 64, 8
	x := randF32(rand.New(rand.NewSource(9)), rows*cols, 10)
	want, abs := make([]float64, cols), make([]float64, cols)
	for i, v := range x {
		want[i%cols] += float64(v)
		abs[i%cols] += math.Abs(float64(v))
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "col_sum_atomic", soc)
			o := out(4 * cols)
			runTile(t, m, "col_sum_kernel", cores, in(f32bytes(x)), o, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			got := f32of(o.Data)
			for j := range want {
				if !closeTo(float64(got[j]), want[j], 1e-6*abs[j], 1e-4) {
					t.Errorf("column %d: %g, want %g", j, got[j], want[j])
				}
			}
		})
	}
}

// TestTileClampMin: y = max(x, min(x)+1), z = x - max(x) per 1024-element tile, 4 cores
// (min and max exact; the one addition and subtraction are f32 operations, compared with
// atol 1e-6, rtol 1e-4).
func TestTileClampMin(t *testing.T) {
	const n, cores = 4096, 4
	x := randF32(rand.New(rand.NewSource(10)), n, 50)
	wy, wz := make([]float64, n), make([]float64, n)
	for c := 0; c < cores; c++ {
		tile := x[c*1024 : (c+1)*1024]
		mn, mx := tile[0], tile[0]
		for _, v := range tile {
			mn, mx = min(mn, v), max(mx, v)
		}
		for i, v := range tile {
			wy[c*1024+i] = float64(max(v, mn+1))
			wz[c*1024+i] = float64(v - mx)
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "clamp_min", soc)
			y, z := out(4*n), out(4*n)
			runTile(t, m, "clamp_min_kernel", cores, in(f32bytes(x)), y, z, scalar(fmtInt(n)))
			checkClose(t, f64s(f32of(y.Data)), wy, 1e-6, 1e-4)
			checkClose(t, f64s(f32of(z.Data)), wz, 1e-6, 1e-4)
		})
	}
}

// TestTileSoftmaxF16Native: the f16 row softmax computed in f16 (max, exp, sum, divide all
// on f16 tiles). Each f16 operation rounds to 2^-11 relative; the sum of ≤ 256 terms in
// the simulator's pairwise order rounds at ≤ 8 levels, each partial sum positive, so the
// sum is within 8·2^-11 relative; with the exp and the division that is ≤ 10·2^-11 ≈ 0.5%
// relative to the float64 reference, plus the f16 subnormal quantum 2^-24 absolute.
func TestTileSoftmaxF16Native(t *testing.T) {
	const rows = 29
	// cols = 150 leaves 106 elements of the tile past the row's last 32-byte block: the
	// clipped load fills them with -inf (docs/pyasc.md §5).
	for _, c := range []struct{ cols, cores int }{{256, 8}, {253, 1}, {150, 3}} {
		x := randF16(rand.New(rand.NewSource(int64(c.cols+1))), rows*c.cols, 4)
		xf := make([]float64, len(x))
		for i, h := range x {
			xf[i] = float64(numeric.F16ToF32(h))
		}
		want := rowSoftmaxRef(xf, rows, c.cols)
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("cols=%d/cores=%d/%s", c.cols, c.cores, soc), func(t *testing.T) {
				m := lowerTile(t, "softmax_f16_native", soc)
				y := out(2 * rows * c.cols)
				runTile(t, m, "softmax_f16_native_kernel", c.cores, in(f16bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(c.cols)))
				got := make([]float64, len(want))
				for i, h := range f16of(y.Data) {
					got[i] = float64(numeric.F16ToF32(h))
				}
				checkClose(t, got, want, math.Ldexp(1, -24), 10*math.Ldexp(1, -11))
			})
		}
	}
}

// TestTileRowMinMaxShortRows: rows of 50 elements in 8x64 tiles. PyAsc's 2-D load copies
// each row as one DataCopyPad block of 200 bytes, padded to 224, with no gap between
// blocks in UB (dstStride 0): row r lands at element 56·r instead of 64·r, so the row
// reductions would mix neighbouring rows over a tile whose last 256 bytes are never
// written. The clipped load (docs/pyasc.md §5) keeps the rows 64 elements apart and fills
// their ends with the pad value: exact maxima and minima.
func TestTileRowMinMaxShortRows(t *testing.T) {
	const rows, cols = 8, 50
	x := randF32(rand.New(rand.NewSource(11)), rows*cols, 100)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			checkRowMinMax(t, soc, x, rows, cols, 1)
		})
	}
}

// TestTileMaxSmall: the max of one 16-element tile per core, reduced to a 1-element tile
// (reduce_as_1d with a tile result) and stored to out[b]; exact. The tile is smaller than
// one 256-byte repeat, so PyAsc's lowering gives the reduction an empty work tensor
// (passes-asc2.md: fin = 0): on c310 (static allocation) a 0-byte local tensor, on c220 a
// TBuf initialised with InitBuffer(buf, 0), an empty buffer the reduction never touches.
func TestTileMaxSmall(t *testing.T) {
	const cores = 4
	x := randF32(rand.New(rand.NewSource(12)), 16*cores, 100)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "max_small", soc)
			o := out(4 * cores)
			args := []*sim.Arg{in(f32bytes(x)), o, scalar(fmtInt(16 * cores))}
			runTile(t, m, "small_kernel", cores, args...)
			got := f32of(o.Data)
			for c := 0; c < cores; c++ {
				want := x[16*c]
				for _, v := range x[16*c : 16*c+16] {
					want = max(want, v)
				}
				if got[c] != want {
					t.Errorf("core %d: max %g, want %g", c, got[c], want)
				}
			}
		})
	}
}

// TestTileSumScalarUses: y = s/x + x·s with s = sum(x) per 1024-element tile, x in [1, 3)
// so that nothing overflows or cancels; 4 cores. s is a sum of positive terms (relative
// error ≤ 10·2^-24 in the pairwise order), then three f32 operations: rtol 1e-4 covers
// it with a wide margin.
func TestTileSumScalarUses(t *testing.T) {
	const n, cores = 4096, 4
	x := randF32(rand.New(rand.NewSource(13)), n, 1)
	for i := range x {
		x[i] += 2
	}
	want := make([]float64, n)
	for c := 0; c < cores; c++ {
		s := 0.0
		for _, v := range x[c*1024 : (c+1)*1024] {
			s += float64(v)
		}
		for i, v := range x[c*1024 : (c+1)*1024] {
			want[c*1024+i] = s/float64(v) + float64(v)*s
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "sum_scalar_uses", soc)
			y := out(4 * n)
			runTile(t, m, "sum_uses_kernel", cores, in(f32bytes(x)), y, scalar(fmtInt(n)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	}
}

// TestTileLayerNormRows: y = (x - mean)/sqrt(var + 1e-5) per row of a [21, 256] matrix,
// rows over 8 cores. The mean is a pairwise f32 sum of mixed-sign terms divided by 256: its
// error is at most 8·2^-24·Σ|x|/256 ≈ 2e-6 for |x| < 8, which the division by the standard
// deviation (≈ 4.6) shrinks below the atol 1e-6 used here (with rtol 1e-4).
func TestTileLayerNormRows(t *testing.T) {
	const rows, cols, cores = 21, 256, 8
	x := randF32(rand.New(rand.NewSource(14)), rows*cols, 8)
	want := make([]float64, rows*cols)
	for r := 0; r < rows; r++ {
		row := f64s(x[r*cols : (r+1)*cols])
		mean, v := 0.0, 0.0
		for _, a := range row {
			mean += a
		}
		mean /= cols
		for _, a := range row {
			v += (a - mean) * (a - mean)
		}
		v /= cols
		for i, a := range row {
			want[r*cols+i] = (a - mean) / math.Sqrt(v+1e-5)
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "layernorm_rows", soc)
			y := out(4 * rows * cols)
			runTile(t, m, "layernorm_kernel", cores, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	}
}

// TestTileSumAtomic: the whole vector's sum in out[0], every core adding its 1-element
// partial sum with atomic_rmw<Add>. The cores' order is not fixed; tolerance as TestTileSum
// over the whole vector (atol 1e-6·Σ|x|, rtol 1e-4).
func TestTileSumAtomic(t *testing.T) {
	const cores, chunk = 8, 3072
	for _, n := range []int{cores * chunk, cores*chunk - 4} {
		x := randF32(rand.New(rand.NewSource(int64(n+1))), n, 10)
		want, abs := 0.0, 0.0
		for _, v := range x {
			want += float64(v)
			abs += math.Abs(float64(v))
		}
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("n=%d/%s", n, soc), func(t *testing.T) {
				m := lowerTile(t, "sum_atomic", soc)
				o := out(4)
				runTile(t, m, "sum_atomic_kernel", cores, in(f32bytes(x)), o, scalar(fmtInt(n)), scalar(fmtInt(chunk)))
				if got := f32of(o.Data)[0]; !closeTo(float64(got), want, 1e-6*abs, 1e-4) {
					t.Errorf("sum %g, want %g", got, want)
				}
			})
		}
	}
}

// TestTileRowMinMaxRowTail: 92 rows in blocks of 8. PyAsc's 2-D load copies a fixed
// tileShape[0] = 8 rows (blockCount) whatever is left of the tensor, so the last block
// would read 4 rows past its end; the clipped load and store (docs/pyasc.md §5) copy the
// 4 rows that exist.
func TestTileRowMinMaxRowTail(t *testing.T) {
	const rows, cols = 92, 64
	x := randF32(rand.New(rand.NewSource(15)), rows*cols, 100)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			checkRowMinMax(t, soc, x, rows, cols, 4)
		})
	}
}

// TestTileSoftmaxLib: asc2's softmax op (asctile.softmax -> Ascend C SoftMax) on 8×64 f32
// tiles: 40 rows are 5 blocks on 3 cores (core 2 gets one), 16 rows are 2 blocks on 4
// cores (two idle).
func TestTileSoftmaxLib(t *testing.T) {
	const cols = 64
	for _, c := range []struct{ rows, cores int }{{40, 3}, {16, 4}} {
		x := randF32(rand.New(rand.NewSource(int64(c.rows))), c.rows*cols, 8)
		want := rowSoftmaxRef(f64s(x), c.rows, cols)
		for _, soc := range tileSoCs {
			t.Run(fmt.Sprintf("rows=%d/cores=%d/%s", c.rows, c.cores, soc), func(t *testing.T) {
				m := lowerTile(t, "softmax_lib", soc)
				y := out(4 * c.rows * cols)
				runTile(t, m, "softmax_kernel", c.cores, in(f32bytes(x)), y, scalar(fmtInt(c.rows)))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileSoftmaxLibF16: the library softmax on 256-element f16 rows, 11 rows on 4 cores.
// SoftMax works in f32 and rounds once to f16: half an f16 ulp of the result (plus an atol
// for the results below f16's normal range).
func TestTileSoftmaxLibF16(t *testing.T) { softmaxLibHalf(t, "softmax_lib_f16", fmtF16, 21) }

// TestTileSoftmaxLibBF16: the library softmax on bf16 rows (widened to f32, rounded once at
// the end): half a bf16 ulp of the result over the f32 tolerance.
func TestTileSoftmaxLibBF16(t *testing.T) { softmaxLibHalf(t, "softmax_lib_bf16", fmtBF16, 22) }

// softmaxLibHalf runs the library softmax kernel name on 11 rows of 256 elements of the
// 16-bit format f on 4 cores against the f32 reference, within the format's rounding.
func softmaxLibHalf(t *testing.T, name string, f halfFormat, seed int64) {
	const rows, cols, cores = 11, 256, 4
	xh := f.rand(rand.New(rand.NewSource(seed)), rows*cols, 6)
	want := rowSoftmaxRef(f.values(xh), rows, cols)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, name, soc)
			y := out(2 * rows * cols)
			runTile(t, m, "softmax_kernel", cores, in(f16bytes(xh)), y, scalar(fmtInt(rows)))
			checkClose(t, f.values(f16of(y.Data)), want, 1e-7, 1e-4+f.u)
		})
	}
}

// TestTileSoftmaxBF16: bf16 row softmax, 10 rows of 256 on 3 cores. The reference rounds
// x - max to bf16 as the kernel does (that rounding moves exp by up to 6% at |x - max| near
// 16, so it is part of the computation, not an error); exp, the sum and the division each
// round to bf16 once more: rtol 4u.
func TestTileSoftmaxBF16(t *testing.T) {
	const rows, cols, cores = 10, 256, 3
	xh := fmtBF16.rand(rand.New(rand.NewSource(23)), rows*cols, 8)
	x := fmtBF16.values(xh)
	want := make([]float64, len(x))
	for r := 0; r < rows; r++ {
		row := x[r*cols : (r+1)*cols]
		m := math.Inf(-1)
		for _, v := range row {
			m = math.Max(m, v)
		}
		s := 0.0
		for i, v := range row {
			d := numeric.BF16ToF32(numeric.F32ToBF16(float32(v - m)))
			want[r*cols+i] = math.Exp(float64(d))
			s += want[r*cols+i]
		}
		for i := range row {
			want[r*cols+i] /= s
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "softmax_bf16", soc)
			y := out(2 * rows * cols)
			runTile(t, m, "softmax_kernel", cores, in(f16bytes(xh)), y, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			checkClose(t, fmtBF16.values(f16of(y.Data)), want, 1e-6, 4*uBF16)
		})
	}
}

// TestTileRowSumBF16: bf16 row sums over 8x64 tiles, 40 rows on 3 cores: the f32 sum
// rounded once to bf16.
func TestTileRowSumBF16(t *testing.T) {
	const rows, cols, cores = 40, 64, 3
	xh := fmtBF16.rand(rand.New(rand.NewSource(24)), rows*cols, 8)
	x := fmtBF16.values(xh)
	want := make([]float64, rows)
	for r := range want {
		for _, v := range x[r*cols : (r+1)*cols] {
			want[r] += v
		}
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "row_sum_bf16", soc)
			s := out(2 * rows)
			runTile(t, m, "row_sum_kernel", cores, in(f16bytes(xh)), s, scalar(fmtInt(rows)))
			checkClose(t, fmtBF16.values(f16of(s.Data)), want, 1e-3, uBF16)
		})
	}
}

package examples

import (
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Tile kernels in the frontend's forms that the other asc2 tests do not cover: row bands per
// core with a short last core, tile shapes that are no powers of two, 2-D tiles with row and
// column tails, tiles carried through scf.for iter_args, rows longer than a tile, reductions
// along both axes, and a matmul with a vector epilogue and a cast.

// shape2 is a matrix size and a core count.
type shape2 struct {
	name              string
	rows, cols, cores int
}

// each2 runs body for every shape and SoC as subtests.
func each2(t *testing.T, shapes []shape2, body func(t *testing.T, s shape2, soc string)) {
	for _, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			for _, soc := range tileSoCs {
				t.Run(soc, func(t *testing.T) { body(t, s, soc) })
			}
		})
	}
}

// TestTileGelu2DBF16Cores: GELU (erf) on bf16 computed in f32, rows in bands of whole 8-row
// tiles per core (37 rows on 4 cores: bands of 16, 16, 5 and none), 8×48 tiles with a
// column tail. f32 tolerances plus half a bf16 ulp for the final rounding.
func TestTileGelu2DBF16Cores(t *testing.T) {
	each2(t, []shape2{{"tails", 37, 100, 4}, {"whole", 64, 96, 3}}, func(t *testing.T, s shape2, soc string) {
		xh := fmtBF16.rand(rand.New(rand.NewSource(31)), s.rows*s.cols, 4)
		x := fmtBF16.values(xh)
		want := make([]float64, len(x))
		for i, v := range x {
			want[i] = geluErf(v)
		}
		m := lowerTile(t, "gelu2d_bf16_cores", soc)
		y := out(2 * len(x))
		runTile(t, m, "gelu_kernel", s.cores, in(f16bytes(xh)), y, scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
		checkClose(t, fmtBF16.values(f16of(y.Data)), want, 1e-6, 1e-4+fmtBF16.u)
	})
}

// TestTileGelu2DF16Tails: GELU (tanh) in f16 on 8×96 tiles over the tile grid; 21×200 ends
// in a row tail of 5 and a column tail of 8 (16 bytes, inside one 32-byte block), 16×104 in
// a column tail of 8 only. Bound of geluHalf (f16 rounding after each operation).
func TestTileGelu2DF16Tails(t *testing.T) {
	each2(t, []shape2{{"21x200", 21, 200, 4}, {"16x104", 16, 104, 2}}, func(t *testing.T, s shape2, soc string) {
		xh := fmtF16.rand(rand.New(rand.NewSource(32)), s.rows*s.cols, 4)
		x := fmtF16.values(xh)
		want := make([]float64, len(x))
		for i, v := range x {
			want[i] = geluTanh(v)
		}
		m := lowerTile(t, "gelu2d_f16_tails", soc)
		y := out(2 * len(x))
		runTile(t, m, "gelu_kernel", s.cores, in(f16bytes(xh)), y, scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
		checkClose(t, fmtF16.values(f16of(y.Data)), want, 4*fmtF16.u, 10*fmtF16.u)
	})
}

// TestTileSoftmaxLongRows: row softmax with rows of 300 (five 64-wide tiles, the last of
// 44) and 10 rows in 4-row blocks (the last of 2) on 3 cores; the row max and sum are 4×1
// tiles carried through iter_args.
func TestTileSoftmaxLongRows(t *testing.T) {
	tileRowSoftmax(t, "softmax_long_rows", 33, []shape2{{"tails", 10, 300, 3}, {"whole", 16, 128, 2}})
}

// tileRowSoftmax runs the row softmax kernel asc2/<kernel> (entry softmax_kernel, arguments
// x, y, rows, cols) on random f32 rows of each shape on both SoCs and checks it against
// rowSoftmaxRef at the acceptance tolerances.
func tileRowSoftmax(t *testing.T, kernel string, seed int64, shapes []shape2) {
	each2(t, shapes, func(t *testing.T, s shape2, soc string) {
		x := randF32(rand.New(rand.NewSource(seed)), s.rows*s.cols, 8)
		m := lowerTile(t, kernel, soc)
		y := out(4 * len(x))
		runTile(t, m, "softmax_kernel", s.cores, in(f32bytes(x)), y, scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
		checkClose(t, f64s(f32of(y.Data)), rowSoftmaxRef(f64s(x), s.rows, s.cols), 1e-6, 1e-4)
	})
}

// TestTileReduceAxes: row sums, row maxima of x² and column sums of 16-row blocks of an
// [rows, 40] f32 matrix (50 rows: the last block has 2, padded with 0). Sums: rtol 1e-4
// plus the f32 summation bound (n·2^-24·Σ|x|); the maxima are exact.
func TestTileReduceAxes(t *testing.T) {
	const cols = 40
	each2(t, []shape2{{"tail", 50, cols, 3}, {"whole", 64, cols, 4}}, func(t *testing.T, s shape2, soc string) {
		x := randF32(rand.New(rand.NewSource(34)), s.rows*cols, 10)
		blocks := (s.rows + 15) / 16
		rs, rm, ra := make([]float64, s.rows), make([]float64, s.rows), make([]float64, s.rows)
		cs, ca := make([]float64, blocks*cols), make([]float64, blocks*cols)
		for i := 0; i < s.rows; i++ {
			for j := 0; j < cols; j++ {
				v := float64(x[i*cols+j])
				rs[i] += v
				ra[i] += math.Abs(v)
				rm[i] = math.Max(rm[i], float64(x[i*cols+j]*x[i*cols+j]))
				cs[(i/16)*cols+j] += v
				ca[(i/16)*cols+j] += math.Abs(v)
			}
		}
		bound := func(want, abs []float64, n float64) []float64 {
			b := make([]float64, len(want))
			for i := range b {
				b[i] = 1e-4*math.Abs(want[i]) + n*math.Pow(2, -24)*abs[i]
			}
			return b
		}
		m := lowerTile(t, "reduce_axes", soc)
		ors, orm, ocs := out(4*s.rows), out(4*s.rows), out(4*blocks*cols)
		runTile(t, m, "reduce_kernel", s.cores, in(f32bytes(x)), ors, orm, ocs, scalar(fmtInt(s.rows)))
		checkBound(t, f64s(f32of(ors.Data)), rs, bound(rs, ra, cols))
		checkClose(t, f64s(f32of(orm.Data)), rm, 0, 0)
		checkBound(t, f64s(f32of(ocs.Data)), cs, bound(cs, ca, 16))
	})
}

// TestTileRecurIter: y_t = x_t + 0.5·y_{t-1} across 160-element f16 tiles carried through
// iter_args, per-core chunks of whole tiles (1000 on 3 cores: 480, 480 and 40), as written
// and with the carried tile scaled first in the body (recur_iter_top). Each step
// is one f16 rounding of an exact f32 sum, which the reference repeats: exact comparison.
func TestTileRecurIter(t *testing.T) {
	for _, sz := range []elemSize{{"tail", 1000, 3}, {"whole", 1920, 4}} {
		t.Run(sz.name, func(t *testing.T) {
			xh := fmtF16.rand(rand.New(rand.NewSource(35)), sz.n, 2)
			tiles := (sz.n + 159) / 160
			chunk := (tiles + sz.cores - 1) / sz.cores * 160
			want := make([]float64, sz.n)
			for lo := 0; lo < sz.n; lo += chunk {
				var prev [160]uint16
				for off := lo; off < min(lo+chunk, sz.n); off += 160 {
					for j := 0; j < 160 && off+j < sz.n; j++ {
						p := numeric.F32ToF16(0.5 * numeric.F16ToF32(prev[j]))
						prev[j] = numeric.F32ToF16(numeric.F16ToF32(xh[off+j]) + numeric.F16ToF32(p))
						want[off+j] = float64(numeric.F16ToF32(prev[j]))
					}
				}
			}
			for _, kernel := range []string{"recur_iter", "recur_iter_top"} {
				for _, soc := range tileSoCs {
					t.Run(kernel+"/"+soc, func(t *testing.T) {
						m := lowerTile(t, kernel, soc)
						y := out(2 * sz.n)
						runTile(t, m, "recur_kernel", sz.cores, in(f16bytes(xh)), y, scalar(fmtInt(sz.n)))
						checkClose(t, fmtF16.values(f16of(y.Data)), want, 0, 0)
					})
				}
			}
		})
	}
}

// TestTileMatmulGeluCast: C = A·B (f16 in, f32 C in the workspace, rtol 1e-3) with M, N, K
// tails, then D = f16(GELU_tanh(C + bias)) on the vector unit from the C the cube wrote:
// the f32 tolerances plus half an f16 ulp for the cast.
func TestTileMatmulGeluCast(t *testing.T) {
	const m, n, k, cores = 100, 90, 40, 3
	r := rand.New(rand.NewSource(36))
	a, b := randF16(r, m*k, 1), randF16(r, k*n, 1)
	bias := randF32(r, n, 1)
	want := matmulRef(a, b, m, k, n)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			mod := lowerTile(t, "matmul_gelu_cast", soc)
			w, d := out(4*m*n), out(2*m*n)
			runTile(t, mod, "matmul_kernel", cores, in(f16bytes(a)), in(f16bytes(b)), in(f32bytes(bias)), w, d,
				scalar(fmtInt(m)), scalar(fmtInt(n)), scalar(fmtInt(k)))
			gw := f64s(f32of(w.Data))
			checkClose(t, gw, want, 1e-3, 1e-3)
			dw := make([]float64, m*n)
			for i := range dw {
				dw[i] = geluTanh(gw[i] + float64(bias[i%n]))
			}
			checkClose(t, fmtF16.values(f16of(d.Data)), dw, 1e-6, 1e-4+fmtF16.u)
		})
	}
}

// TestTileReduceAxesBF16: row maxima and column minima of 8-row blocks of a bf16 [rows, 48]
// matrix (37 rows: the last block has 5, padded with ∓inf); the row maxima are an 8×1 tile
// stored into a [rows, 1] tensor. Both exact.
func TestTileReduceAxesBF16(t *testing.T) {
	const cols = 48
	each2(t, []shape2{{"tail", 37, cols, 3}, {"whole", 32, cols, 4}}, func(t *testing.T, s shape2, soc string) {
		xh := fmtBF16.rand(rand.New(rand.NewSource(37)), s.rows*cols, 8)
		x := fmtBF16.values(xh)
		blocks := (s.rows + 7) / 8
		rm, cm := make([]float64, s.rows), make([]float64, blocks*cols)
		for i := range rm {
			rm[i] = math.Inf(-1)
		}
		for i := range cm {
			cm[i] = math.Inf(1)
		}
		for i := 0; i < s.rows; i++ {
			for j := 0; j < cols; j++ {
				rm[i] = math.Max(rm[i], x[i*cols+j])
				cm[(i/8)*cols+j] = math.Min(cm[(i/8)*cols+j], x[i*cols+j])
			}
		}
		m := lowerTile(t, "reduce_axes_bf16", soc)
		orm, ocm := out(2*s.rows), out(2*blocks*cols)
		runTile(t, m, "reduce_kernel", s.cores, in(f16bytes(xh)), orm, ocm, scalar(fmtInt(s.rows)))
		checkClose(t, fmtBF16.values(f16of(orm.Data)), rm, 0, 0)
		checkClose(t, fmtBF16.values(f16of(ocm.Data)), cm, 0, 0)
	})
}

// TestTileMathBF16: exp, sqrt, log, tanh, rsqrt and arithmetic on bf16 tiles, each result
// rounded to bf16 as the reference repeats; a library result may differ from the reference
// by an ulp, which the bound allows for each term.
func TestTileMathBF16(t *testing.T) {
	for _, sz := range []elemSize{{"tail", 1950, 3}, {"whole", 1600, 4}} {
		t.Run(sz.name, func(t *testing.T) {
			xh := fmtBF16.rand(rand.New(rand.NewSource(38)), sz.n, 3)
			want, bound := make([]float64, sz.n), make([]float64, sz.n)
			rb := func(v float64) float64 { return float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(v)))) }
			for i, a := range fmtBF16.values(xh) {
				ab := math.Abs(a)
				e := rb(math.Exp(-ab))
				sl := rb(rb(math.Sqrt(ab)) * rb(math.Log(rb(1+ab))))
				s1 := rb(e + sl)
				tr := rb(rb(math.Tanh(a)) * rb(1/math.Sqrt(rb(1+rb(a*a)))))
				want[i] = rb(s1 - tr)
				bound[i] = 4*uBF16*(math.Abs(s1)+math.Abs(tr)) + uBF16*math.Abs(want[i])
			}
			for _, soc := range tileSoCs {
				t.Run(soc, func(t *testing.T) {
					m := lowerTile(t, "math_bf16", soc)
					y := out(2 * sz.n)
					runTile(t, m, "math_kernel", sz.cores, in(f16bytes(xh)), y, scalar(fmtInt(sz.n)))
					checkBound(t, fmtBF16.values(f16of(y.Data)), want, bound)
				})
			}
		})
	}
}

// TestTileSoftmaxLongRowsBF16: softmax_long_rows with bf16 in and out and f32 compute: the
// f32 tolerances plus half a bf16 ulp for the final rounding.
func TestTileSoftmaxLongRowsBF16(t *testing.T) {
	each2(t, []shape2{{"tails", 10, 300, 3}, {"whole", 8, 256, 2}}, func(t *testing.T, s shape2, soc string) {
		xh := fmtBF16.rand(rand.New(rand.NewSource(39)), s.rows*s.cols, 8)
		want := rowSoftmaxRef(fmtBF16.values(xh), s.rows, s.cols)
		m := lowerTile(t, "softmax_long_rows_bf16", soc)
		y := out(2 * len(xh))
		runTile(t, m, "softmax_kernel", s.cores, in(f16bytes(xh)), y, scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
		checkClose(t, fmtBF16.values(f16of(y.Data)), want, 1e-6, 1e-4+fmtBF16.u)
	})
}

// TestTileSoftmaxRow100: row softmax on 1×100 f32 tiles (a row of 400 bytes, no whole
// number of 32-byte blocks) with rows of 100 and of 90 (padded with -inf past the copied
// 32-byte block).
func TestTileSoftmaxRow100(t *testing.T) {
	tileRowSoftmax(t, "softmax_row100", 40, []shape2{{"full", 7, 100, 3}, {"short", 7, 90, 3}})
}

// TestTileAddBF16Index: bf16 z = x + y (one rounding, exact) with the block index and count
// as `index` values and an index loop over the tiles.
func TestTileAddBF16Index(t *testing.T) {
	for _, sz := range []elemSize{{"tail", 1001, 3}, {"whole", 1280, 4}} {
		t.Run(sz.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(42))
			xh, yh := fmtBF16.rand(r, sz.n, 4), fmtBF16.rand(r, sz.n, 4)
			x, y := fmtBF16.values(xh), fmtBF16.values(yh)
			want := make([]float64, sz.n)
			for i := range want {
				want[i] = float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(x[i] + y[i]))))
			}
			for _, soc := range tileSoCs {
				t.Run(soc, func(t *testing.T) {
					m := lowerTile(t, "add_bf16_index", soc)
					z := out(2 * sz.n)
					runTile(t, m, "add_kernel", sz.cores, in(f16bytes(xh)), in(f16bytes(yh)), z, scalar(fmtInt(sz.n)))
					checkClose(t, fmtBF16.values(f16of(z.Data)), want, 0, 0)
				})
			}
		})
	}
}

// TestTileRowMeanReshape: row means of an f32 [rows, 80] matrix through reduce (8×1),
// reshape to 8 and a 1-D store (21 rows: the last block has 5). rtol 1e-4 plus the f32
// summation bound.
func TestTileRowMeanReshape(t *testing.T) {
	const cols = 80
	each2(t, []shape2{{"tail", 21, cols, 2}, {"whole", 32, cols, 4}}, func(t *testing.T, s shape2, soc string) {
		x := randF32(rand.New(rand.NewSource(43)), s.rows*cols, 10)
		want, bound := make([]float64, s.rows), make([]float64, s.rows)
		for i := 0; i < s.rows; i++ {
			var sum, abs float64
			for j := 0; j < cols; j++ {
				sum += float64(x[i*cols+j])
				abs += math.Abs(float64(x[i*cols+j]))
			}
			want[i] = sum / cols
			bound[i] = 1e-4*math.Abs(want[i]) + (cols+2)*math.Pow(2, -24)*abs/cols
		}
		m := lowerTile(t, "row_mean_reshape", soc)
		y := out(4 * s.rows)
		runTile(t, m, "mean_kernel", s.cores, in(f32bytes(x)), y, scalar(fmtInt(s.rows)))
		checkBound(t, f64s(f32of(y.Data)), want, bound)
	})
}

// TestTileGeluCall: tanh GELU in f32 through a helper function the pipeline inlines (f32
// tolerances).
func TestTileGeluCall(t *testing.T) { geluF32(t, "gelu_call", geluTanh) }

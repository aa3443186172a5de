package examples

import (
	"math"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Tile kernels of the kinds PyAsc users write most (softmax, matmuls with epilogues) in
// forms no other example has: the reduction on axis 0, bf16 computed in f32, index
// loops, the accumulator in iter_args with a bf16 fixpipe epilogue, an f32 matmul with
// an scf.if in the loop body.

// TestTileSoftmaxCols: softmax_cols_f32, the softmax of each column of a [16, cols]
// matrix (reduce dims [0], squeezed, broadcast back), 64 columns per block over the cores.
func TestTileSoftmaxCols(t *testing.T) {
	const rows = 16
	for _, c := range []struct{ cols, cores int }{{300, 3}, {256, 2}, {40, 2}} {
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.cols)+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(c.cols)))
				x := randF32(r, rows*c.cols, 6)
				want := make([]float64, len(x))
				for j := 0; j < c.cols; j++ {
					mx := math.Inf(-1)
					for i := 0; i < rows; i++ {
						mx = math.Max(mx, float64(x[i*c.cols+j]))
					}
					s := 0.0
					for i := 0; i < rows; i++ {
						s += math.Exp(float64(x[i*c.cols+j]) - mx)
					}
					for i := 0; i < rows; i++ {
						want[i*c.cols+j] = math.Exp(float64(x[i*c.cols+j])-mx) / s
					}
				}
				m := lowerTile(t, "softmax_cols_f32", soc)
				y := out(4 * len(x))
				runTile(t, m, "softmax_cols_kernel", c.cores, in(f32bytes(x)), y, scalar(fmtInt(c.cols)))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileSoftmaxRowsBF16: softmax_rows_bf16_2d, the row softmax of a bf16 matrix
// computed in f32 (reduce dims [1] kept as 8x1, broadcast along the rows), short rows
// padded with -inf, the last block of rows partial. The f32 result rounds once to bf16;
// near a bf16 midpoint the f32 error may round it the other way: one bf16 ulp.
func TestTileSoftmaxRowsBF16(t *testing.T) {
	for _, s := range []shape2{{"tail", 21, 100, 3}, {"whole", 32, 128, 4}, {"short", 9, 7, 2}} {
		for _, soc := range tileSoCs {
			t.Run(s.name+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(s.rows * s.cols)))
				x := fmtBF16.rand(r, s.rows*s.cols, 5)
				xv := fmtBF16.values(x)
				want, bound := make([]float64, len(x)), make([]float64, len(x))
				for i := 0; i < s.rows; i++ {
					row := xv[i*s.cols : (i+1)*s.cols]
					mx := math.Inf(-1)
					for _, v := range row {
						mx = math.Max(mx, v)
					}
					sum := 0.0
					for _, v := range row {
						sum += math.Exp(v - mx)
					}
					for j, v := range row {
						want[i*s.cols+j] = math.Exp(v-mx) / sum
						bound[i*s.cols+j] = 1e-6 + want[i*s.cols+j]*2*uBF16
					}
				}
				m := lowerTile(t, "softmax_rows_bf16_2d", soc)
				y := out(2 * len(x))
				runTile(t, m, "softmax_rows_kernel", s.cores, in(f16bytes(x)), y, scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
				checkBound(t, fmtBF16.values(f16of(y.Data)), want, bound)
			})
		}
	}
}

// TestTileMatmulBF16FixpipeTails: matmul_bf16_fixpipe_tails, C = bf16(relu(A·B)) with the
// relu and the cast folded into the fixpipe store; M, N, K not multiples of the 32x64
// tile and of the 32-deep K step (K = 84: a last step of 20, more than one C0 of 16;
// K = 70: 6), the accumulator in the K loop's iter_args, index loops.
func TestTileMatmulBF16FixpipeTails(t *testing.T) {
	for _, sz := range []struct{ m, n, k, cores int }{{70, 100, 84, 3}, {64, 128, 64, 4}, {33, 65, 70, 2}} {
		t.Run(fmtInt(sz.m)+"x"+fmtInt(sz.n)+"x"+fmtInt(sz.k), func(t *testing.T) {
			matmulCase{kernel: "matmul_bf16_fixpipe_tails", entry: "matmul_kernel", m: sz.m, n: sz.n, k: sz.k,
				cores: sz.cores, bf16: true, outBF16: true, epilogue: relu}.run(t)
		})
	}
}

// TestTileMatmulF32IfIndex: matmul_f32_if_index, C = A·B (+ bias when the flag is set,
// an scf.if in the tile loop) in f32 with 32x32 tiles, K in 16-deep steps, index loops,
// M, N, K not multiples of the tile. The cube multiplies f32 at reduced precision
// (hardware.md): rtol 1e-3.
func TestTileMatmulF32IfIndex(t *testing.T) {
	for _, sz := range []struct{ m, n, k, cores, flag int }{{70, 50, 40, 3, 1}, {64, 64, 32, 4, 0}, {45, 33, 19, 2, 1}} {
		for _, soc := range tileSoCs {
			t.Run(fmtInt(sz.m)+"x"+fmtInt(sz.n)+"x"+fmtInt(sz.k)+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(sz.m * sz.k)))
				a, b, bias := randF32(r, sz.m*sz.k, 1), randF32(r, sz.k*sz.n, 1), randF32(r, sz.n, 2)
				want := make([]float64, sz.m*sz.n)
				for i := 0; i < sz.m; i++ {
					for j := 0; j < sz.n; j++ {
						s := 0.0
						for x := 0; x < sz.k; x++ {
							s += float64(a[i*sz.k+x]) * float64(b[x*sz.n+j])
						}
						if sz.flag != 0 {
							s += float64(bias[j])
						}
						want[i*sz.n+j] = s
					}
				}
				m := lowerTile(t, "matmul_f32_if_index", soc)
				c := out(4 * sz.m * sz.n)
				runTile(t, m, "matmul_kernel", sz.cores, in(f32bytes(a)), in(f32bytes(b)), in(f32bytes(bias)), c,
					scalar(fmtInt(sz.m)), scalar(fmtInt(sz.n)), scalar(fmtInt(sz.k)), scalar(fmtInt(sz.flag)))
				checkClose(t, f64s(f32of(c.Data)), want, 1e-3, 1e-3)
			})
		}
	}
}

// TestTileLayerNorm1D: layernorm_1d_f16, one row (a 1x1024 tile, padded with zeros) per
// loop step, computed in f32 from scalar reductions (reduce_as_1d to f32, scalar
// arithmetic, splats) and rounded once to f16: within one f16 ulp of the exact value
// (plus the f32 error of the sums).
func TestTileLayerNorm1D(t *testing.T) {
	const eps = 1e-5
	for _, s := range []shape2{{"tail", 7, 1000, 3}, {"whole", 4, 1024, 4}, {"short", 3, 33, 2}} {
		for _, soc := range tileSoCs {
			t.Run(s.name+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(s.rows + s.cols)))
				x, g, bt := fmtF16.rand(r, s.rows*s.cols, 3), fmtF16.rand(r, s.cols, 2), fmtF16.rand(r, s.cols, 1)
				xv, gv, bv := fmtF16.values(x), fmtF16.values(g), fmtF16.values(bt)
				want, bound := make([]float64, len(x)), make([]float64, len(x))
				for i := 0; i < s.rows; i++ {
					row := xv[i*s.cols : (i+1)*s.cols]
					mean, sq := 0.0, 0.0
					for _, v := range row {
						mean += v
						sq += v * v
					}
					mean /= float64(s.cols)
					inv := 1 / math.Sqrt(sq/float64(s.cols)-mean*mean+eps)
					for j, v := range row {
						w := (v-mean)*inv*gv[j] + bv[j]
						want[i*s.cols+j] = w
						bound[i*s.cols+j] = math.Abs(w)*uF16 + 1e-3
					}
				}
				m := lowerTile(t, "layernorm_1d_f16", soc)
				y := out(2 * len(x))
				runTile(t, m, "layernorm_kernel", s.cores, in(f16bytes(x)), in(f16bytes(g)), in(f16bytes(bt)), y,
					scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)), scalar("1e-05"))
				checkBound(t, fmtF16.values(f16of(y.Data)), want, bound)
			})
		}
	}
}

// TestTileCastIntFloat: cast_int_float, float -> i32 conversions truncate toward zero
// (CAST_TRUNC), i32 -> f32 and f16 -> f32 are exact, f32 -> f16 rounds to nearest even;
// the reference repeats each step: exact.
func TestTileCastIntFloat(t *testing.T) {
	eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(int64(sz.n)))
		x := randF32(r, sz.n, 50)
		want := make([]float64, sz.n)
		for i, v := range x {
			q := math.Trunc(float64(v * 4))
			h := roundTo("f16", float64(v))
			hi := math.Trunc(roundTo("f16", h*2))
			want[i] = float64(float32(float32(float32(q)*0.25)+float32(h)) - float32(hi))
		}
		m := lowerTile(t, "cast_int_float", soc)
		z := out(4 * sz.n)
		runTile(t, m, "cast_kernel", sz.cores, in(f32bytes(x)), z, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
	})
}

// TestTileStepUnroll: ew_step_unroll, f32 math (abs, sqrt, negf, exp, log, max) on
// 128-element tiles whose offset is the loop's induction variable (step 128, dynamic
// bounds, unrolled by 4 with an epilogue); cores get ceil(n / cores) rounded to the tile.
func TestTileStepUnroll(t *testing.T) {
	stepUnroll(t, "ew_step_unroll")
	stepUnroll(t, "ew_step_unroll_index") // the same in an index loop unrolled by 3
}

func stepUnroll(t *testing.T, kernel string) {
	for _, sz := range []elemSize{{"tail", 3000, 3}, {"odd", 1000, 4}, {"whole", 4096, 4}, {"one", 100, 2}} {
		for _, soc := range tileSoCs {
			t.Run(kernel+"/"+sz.name+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(sz.n)))
				x, y := randF32(r, sz.n, 3), randF32(r, sz.n, 3)
				want := make([]float64, sz.n)
				for i := range want {
					a, b := float64(x[i]), float64(y[i])
					want[i] = math.Sqrt(math.Abs(a))*math.Exp(-b*b/4) + math.Log(1+math.Abs(a-b)) - math.Max(a, b)
				}
				m := lowerTile(t, kernel, soc)
				z := out(4 * sz.n)
				runTile(t, m, "ew_kernel", sz.cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(sz.n)))
				checkClose(t, f64s(f32of(z.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileColSumIter: col_sum_iter, column sums with the partial sums in a UB tile
// carried through the row loop's iter_args (unrolled by 2, so an epilogue runs when the
// row-block count is odd), then a reduction over axis 0. The order of the f32 additions
// differs from the reference's: f32 tolerance.
func TestTileColSumIter(t *testing.T) {
	for _, s := range []shape2{{"tail", 43, 150, 3}, {"whole", 32, 128, 2}, {"one", 5, 64, 4}} {
		for _, soc := range tileSoCs {
			t.Run(s.name+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(s.rows * s.cols)))
				x := randF32(r, s.rows*s.cols, 4)
				want := make([]float64, s.cols)
				for i := 0; i < s.rows; i++ {
					for j := 0; j < s.cols; j++ {
						want[j] += float64(x[i*s.cols+j])
					}
				}
				m := lowerTile(t, "col_sum_iter", soc)
				y := out(4 * s.cols)
				runTile(t, m, "col_sum_kernel", s.cores, in(f32bytes(x)), y, scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-5, 1e-4)
			})
		}
	}
}

// TestTileAdd2DBF16Narrow: add2d_bf16_narrow, z = x*y + x in bf16 on 8x24 tiles whose rows
// (48 bytes) are not whole 32-byte blocks, partial in both dimensions. Two bf16
// roundings, as the reference: exact.
func TestTileAdd2DBF16Narrow(t *testing.T) {
	for _, s := range []shape2{{"tail", 19, 50, 3}, {"whole", 16, 48, 2}, {"thin", 3, 7, 2}} {
		for _, soc := range tileSoCs {
			t.Run(s.name+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(s.rows * s.cols)))
				x, y := fmtBF16.rand(r, s.rows*s.cols, 4), fmtBF16.rand(r, s.rows*s.cols, 4)
				xv, yv := fmtBF16.values(x), fmtBF16.values(y)
				want := make([]float64, len(x))
				for i := range want {
					want[i] = roundTo("bf16", roundTo("bf16", xv[i]*yv[i])+xv[i])
				}
				m := lowerTile(t, "add2d_bf16_narrow", soc)
				z := out(2 * len(x))
				runTile(t, m, "add2d_kernel", s.cores, in(f16bytes(x)), in(f16bytes(y)), z, scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
				checkClose(t, fmtBF16.values(f16of(z.Data)), want, 0, 0)
			})
		}
	}
}

// TestTileAtomicMaxMin: atomic_max_f32 and atomic_min_f16, column maxima/minima combined
// across cores by asctile.atomic_rmw<Max>/<Min> into an output that starts at the
// neutral element (the value the partial row blocks are padded with). Exact.
func TestTileAtomicMaxMin(t *testing.T) {
	for _, c := range []struct {
		kernel, format string
		neutral        float64
		pick           func(a, b float64) float64
	}{{"atomic_max_f32", "f32", -1e30, math.Max}, {"atomic_min_f16", "f16", 65504, math.Min},
		{"atomic_max_f16", "f16", -65504, math.Max}, {"atomic_min_f32", "f32", 1e30, math.Min}} {
		for _, sz := range []struct{ rows, cores int }{{45, 3}, {64, 4}, {3, 2}} {
			for _, soc := range tileSoCs {
				t.Run(c.kernel+"/"+fmtInt(sz.rows)+"/"+soc, func(t *testing.T) {
					r := rand.New(rand.NewSource(int64(sz.rows)))
					rnd := rounder(c.format)
					x := make([]float64, sz.rows*64)
					for i := range x {
						x[i] = rnd(r.Float64()*200 - 100)
					}
					want, init := make([]float64, 64), make([]float64, 64)
					for j := range want {
						want[j], init[j] = c.neutral, c.neutral
						for i := 0; i < sz.rows; i++ {
							want[j] = c.pick(want[j], x[i*64+j])
						}
					}
					enc, dec, _ := elemCodec(c.format)
					m := lowerTile(t, c.kernel, soc)
					y := &sim.Arg{Kind: sim.ArgInOut, Data: enc(init), Name: "y"}
					runTile(t, m, "atomic_kernel", sz.cores, in(enc(x)), y, scalar(fmtInt(sz.rows)), scalar(fmtFloat(c.neutral)))
					checkClose(t, dec(y.Data), want, 0, 0)
				})
			}
		}
	}
}

// TestTileExp2Half: exp2_f16 and exp2_bf16, z = exp2(x) * rsqrt(|y| + 1) on 16-bit float
// tiles. exp2 is computed on an f32 copy and rounded once (MLIR's expansion with ln 2 in
// the element type is off by up to 1.7% at x = 10 in bf16); rsqrt is 1 / sqrt, two
// roundings. Within two ulps of the format of the rounded reference.
func TestTileExp2Half(t *testing.T) {
	for _, f := range []halfFormat{fmtF16, fmtBF16} {
		t.Run(f.name, func(t *testing.T) {
			eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
				r := rand.New(rand.NewSource(int64(sz.n)))
				x, y := f.rand(r, sz.n, 12), f.rand(r, sz.n, 8)
				xv, yv := f.values(x), f.values(y)
				rnd := rounder(f.name)
				want, bound := make([]float64, sz.n), make([]float64, sz.n)
				for i := range want {
					e := rnd(math.Exp2(xv[i]))
					rs := rnd(1 / rnd(math.Sqrt(rnd(math.Abs(yv[i])+1))))
					want[i] = rnd(e * rs)
					bound[i] = 4 * f.u * math.Abs(want[i])
				}
				m := lowerTile(t, "exp2_"+f.name, soc)
				z := out(2 * sz.n)
				runTile(t, m, "exp2_kernel", sz.cores, in(f16bytes(x)), in(f16bytes(y)), z, scalar(fmtInt(sz.n)))
				checkBound(t, f.values(f16of(z.Data)), want, bound)
			})
		})
	}
}

// TestTileMathLib: math_lib_f32 and math_lib_f16, ceil, floor, log2, tan, sinh and cosh
// (Ascend C's math library) on f32 and f16 tiles. f32: the acceptance tolerance; f16:
// every step rounds, a few ulps of the largest term.
func TestTileMathLib(t *testing.T) {
	for _, f := range []string{"f32", "f16"} {
		t.Run(f, func(t *testing.T) {
			eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
				r := rand.New(rand.NewSource(int64(sz.n)))
				rnd := rounder(f)
				x, y, want := make([]float64, sz.n), make([]float64, sz.n), make([]float64, sz.n)
				for i := range x {
					x[i], y[i] = rnd(r.Float64()*4-2), rnd(r.Float64()*8-4)
					x3 := rnd(3 * x[i])
					s := rnd(math.Ceil(x3) + math.Floor(x3))
					s = rnd(s + rnd(math.Log2(rnd(math.Abs(y[i])+1))))
					s = rnd(s + rnd(math.Tan(rnd(x[i]/2))))
					s = rnd(s + rnd(math.Sinh(rnd(y[i]/4))))
					want[i] = rnd(s - rnd(math.Cosh(rnd(x[i]/4))))
				}
				enc, dec, size := elemCodec(f)
				m := lowerTile(t, "math_lib_"+f, soc)
				z := out(size * sz.n)
				runTile(t, m, "math_lib_kernel", sz.cores, in(enc(x)), in(enc(y)), z, scalar(fmtInt(sz.n)))
				if f == "f32" {
					checkClose(t, dec(z.Data), want, 1e-6, 1e-4)
					return
				}
				checkClose(t, dec(z.Data), want, 8*uF16, 4*uF16)
			})
		})
	}
}

// TestTileSoftmaxScalar: softmax_scalar_{f32,f16,bf16}, the softmax of each 256-element
// tile from scalar reductions splat back (on the 950 asctile-unscalarize-reduction makes
// them 1-element tiles broadcast), plus the tile's minimum of y. Whole tiles only (a
// partial tile's padding would enter the max, sum and min). f32: the acceptance
// tolerance; 16-bit formats: every step rounds, a few ulps.
func TestTileSoftmaxScalar(t *testing.T) {
	for _, f := range []string{"f32", "f16", "bf16"} {
		t.Run(f, func(t *testing.T) {
			eachTile(t, []elemSize{{"whole", 2048, 2}, {"short", 1280, 3}}, func(t *testing.T, sz elemSize, soc string) {
				r := rand.New(rand.NewSource(int64(sz.n)))
				rnd := rounder(f)
				x, y, want := make([]float64, sz.n), make([]float64, sz.n), make([]float64, sz.n)
				for i := range x {
					x[i], y[i] = rnd(r.Float64()*8-4), rnd(r.Float64()*2-1)
				}
				for b := 0; b < sz.n; b += 256 {
					mx, mn, s := math.Inf(-1), math.Inf(1), 0.0
					for i := b; i < b+256; i++ {
						mx, mn = math.Max(mx, x[i]), math.Min(mn, y[i])
					}
					for i := b; i < b+256; i++ {
						s += math.Exp(x[i] - mx)
					}
					for i := b; i < b+256; i++ {
						want[i] = math.Exp(x[i]-mx)/s + mn
					}
				}
				enc, dec, size := elemCodec(f)
				m := lowerTile(t, "softmax_scalar_"+f, soc)
				z := out(size * sz.n)
				runTile(t, m, "softmax_scalar_kernel", sz.cores, in(enc(x)), in(enc(y)), z, scalar(fmtInt(sz.n)))
				switch f {
				case "f32":
					checkClose(t, dec(z.Data), want, 1e-6, 1e-4)
				case "f16":
					checkClose(t, dec(z.Data), want, 4*uF16, 4*uF16)
				default:
					checkClose(t, dec(z.Data), want, 4*uBF16, 4*uBF16)
				}
			})
		})
	}
}

// TestTileMatmulL1Rows: matmul_l1_rows, a 128x32 A tile loaded into L1 once per K step
// and copied into L0A by 64-row halves (row offsets 0 and 64), each half multiplied by the
// same B tile into its own accumulator.
func TestTileMatmulL1Rows(t *testing.T) {
	matmulCase{kernel: "matmul_l1_rows", entry: "matmul_kernel", m: 256, n: 128, k: 96, cores: 3}.run(t)
}

// TestTileMatmulL1Rows16: matmul_l1_rows16, as matmul_l1_rows with L0A tiles of one m-block
// copied from a two-m-block L1 tile (row offsets 0 and 16).
func TestTileMatmulL1Rows16(t *testing.T) {
	matmulCase{kernel: "matmul_l1_rows16", entry: "matmul_kernel", m: 96, n: 128, k: 128, cores: 3}.run(t)
}

// TestTileMatmulL1Cols: matmul_l1_cols, a 32x128 B tile loaded into L1 once per K step
// and copied into L0B by 64-column halves (column offsets 0 and 64).
func TestTileMatmulL1Cols(t *testing.T) {
	matmulCase{kernel: "matmul_l1_cols", entry: "matmul_kernel", m: 128, n: 256, k: 96, cores: 3}.run(t)
}

// TestTileIfTileUnroll: if_tile_unroll, the tile chosen by an scf.if in a loop unrolled by
// 2, with tails (a partial last tile, cores with an odd tile count or none).
func TestTileIfTileUnroll(t *testing.T) { checkIfTile(t, "if_tile_unroll", sizes256) }

// TestTileMatmulBiasKTail: matmul_bias (C = A·B in f32 through the fixpipe, D =
// f16(C + bias) in a vector epilogue) with a last K step of 20, more than one C0 of 16,
// and M, N not multiples of the 64x64 tile.
func TestTileMatmulBiasKTail(t *testing.T) { checkMatmulBias(t, 100, 70, 84, 3, 43) }

// TestTileReduceProd: reduce_prod, products along axis 1 (kept as 8x1) and axis 0 (1x64)
// of 8x64 f32 tiles broadcast back: z = x * rowprod + colprod per block of 8 rows (a
// partial block padded with ones). Values near 1 keep the products in range; the
// reduction's order differs from the reference's: f32 tolerance.
func TestTileReduceProd(t *testing.T) {
	for _, c := range []struct{ rows, cores int }{{20, 2}, {32, 3}, {3, 1}} {
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(c.rows)))
				x := make([]float32, c.rows*64)
				for i := range x {
					x[i] = 0.9 + 0.2*r.Float32()
				}
				want := make([]float64, len(x))
				for blk := 0; blk < c.rows; blk += 8 {
					end := min(blk+8, c.rows)
					for i := blk; i < end; i++ {
						rp := 1.0
						for j := 0; j < 64; j++ {
							rp *= float64(x[i*64+j])
						}
						for j := 0; j < 64; j++ {
							cp := 1.0
							for k := blk; k < end; k++ {
								cp *= float64(x[k*64+j])
							}
							want[i*64+j] = float64(x[i*64+j])*rp + cp
						}
					}
				}
				m := lowerTile(t, "reduce_prod", soc)
				z := out(4 * len(x))
				runTile(t, m, "reduce_prod_kernel", c.cores, in(f32bytes(x)), z, scalar(fmtInt(c.rows)))
				checkClose(t, f64s(f32of(z.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileCmpModes: cmp_modes_f32 and cmp_modes_f16, EQ, NE, LE, GE compares (tile-tile,
// splat on the right, splat on the left) driving selects, on small integers stored as
// floats so that equality happens. Exact.
func TestTileCmpModes(t *testing.T) {
	for _, f := range []string{"f32", "f16"} {
		t.Run(f, func(t *testing.T) {
			pairCase{kernel: "cmp_modes_" + f, entry: "cmp_modes_kernel", format: f, noScalar: true,
				gen: func(r *rand.Rand) float64 { return float64(r.Intn(7) - 3) },
				ref: func(_ func(float64) float64, x, y, _ float64) float64 {
					s := -x
					if x != 2 {
						s = x
					}
					if !(2 <= y) {
						s = y
					}
					if !(x >= y) {
						s = 2
					}
					if x == y {
						s = 10
					}
					return s
				}}.run(t, sizes256)
		})
	}
}

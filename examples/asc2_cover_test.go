package examples

import (
	"math"
	"math/rand"
	"testing"
)

// Kernels for the asctile ops the frontend emits that no other example reaches:
// asctile.dim, get_value, rms_norm and bitwise_mask.

// TestTileRmsNormRows: rms_norm_rows on R×64 f32 rows in blocks of 8 over the cores (grid
// stride); 25 rows end in a block of one row. The library's sum of squares is a tree
// whose order the reference does not repeat: f32 tolerance.
func TestTileRmsNormRows(t *testing.T) {
	const h, eps = 64, 1e-5
	for _, c := range []struct{ rows, cores int }{{25, 3}, {64, 4}, {8, 2}} {
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(c.rows)))
				x, g := randF32(r, c.rows*h, 3), randF32(r, h, 2)
				want := make([]float64, len(x))
				for i := 0; i < c.rows; i++ {
					ss := 0.0
					for j := 0; j < h; j++ {
						v := float64(x[i*h+j])
						ss += v * v
					}
					inv := 1 / math.Sqrt(ss/h+eps)
					for j := 0; j < h; j++ {
						want[i*h+j] = float64(x[i*h+j]) * inv * float64(g[j])
					}
				}
				m := lowerTile(t, "rms_norm_rows", soc)
				y := out(4 * len(x))
				runTile(t, m, "rms_norm_kernel", c.cores, in(f32bytes(x)), in(f32bytes(g)), y, scalar(fmtInt(c.rows)), scalar("1e-05"))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileRmsNormRowsF16: the same kernel on f16 (the form of asctile-ops.md's example:
// 8x64 f16 tiles, an f16 epsilon). The library computes a half RmsNorm in float and
// rounds the result once to half, so each element is within half's rounding of the exact
// value (2⁻¹¹ relative, with 1% slack for the float steps), with ε rounded to half.
func TestTileRmsNormRowsF16(t *testing.T) { rmsNormHalf(t, "rms_norm_f16_rows", fmtF16) }

// TestTileRmsNormRowsBF16: the same on bf16, which RmsNorm does not take: the pipeline
// normalises an f32 copy and rounds the result once to bf16.
func TestTileRmsNormRowsBF16(t *testing.T) { rmsNormHalf(t, "rms_norm_bf16_rows", fmtBF16) }

func rmsNormHalf(t *testing.T, kernel string, f halfFormat) {
	const h = 64
	eps := float64(f.decode(f.encode(1e-5)))
	for _, c := range []struct{ rows, cores int }{{25, 3}, {16, 2}} {
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(c.rows) + 100))
				xh, gh := f.rand(r, c.rows*h, 3), f.rand(r, h, 2)
				x, g := f.values(xh), f.values(gh)
				want, bound := make([]float64, len(x)), make([]float64, len(x))
				for i := 0; i < c.rows; i++ {
					ss := 0.0
					for j := 0; j < h; j++ {
						ss += x[i*h+j] * x[i*h+j]
					}
					inv := 1 / math.Sqrt(ss/h+eps)
					for j := 0; j < h; j++ {
						want[i*h+j] = x[i*h+j] * inv * g[j]
						bound[i*h+j] = math.Max(1.01*f.u*math.Abs(want[i*h+j]), 0x1p-24)
					}
				}
				m := lowerTile(t, kernel, soc)
				y := out(2 * len(x))
				runTile(t, m, "rms_norm_kernel", c.cores, in(f16bytes(xh)), in(f16bytes(gh)), y, scalar(fmtInt(c.rows)), scalar("1e-05"))
				checkBound(t, f.values(f16of(y.Data)), want, bound)
			})
		}
	}
}

// TestTileRowsGetValue: rows_get_value, z[r, :] = x[r, :] * w[r] + w[0] in f16 with the
// scalars read by asctile.get_value, one row at a time in an index loop (grid stride over
// the cores), columns in 128-wide blocks with a partial last one. Two f16 roundings, as
// the reference: exact.
func TestTileRowsGetValue(t *testing.T) {
	for _, s := range []shape2{{"tail", 7, 300, 3}, {"whole", 6, 256, 4}, {"narrow", 5, 40, 2}} {
		for _, soc := range tileSoCs {
			t.Run(s.name+"/"+soc, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(s.rows * s.cols)))
				x, w := fmtF16.rand(r, s.rows*s.cols, 4), fmtF16.rand(r, s.rows, 2)
				xv, wv := fmtF16.values(x), fmtF16.values(w)
				want := make([]float64, len(x))
				for i := 0; i < s.rows; i++ {
					for j := 0; j < s.cols; j++ {
						want[i*s.cols+j] = roundTo("f16", roundTo("f16", xv[i*s.cols+j]*wv[i])+wv[0])
					}
				}
				m := lowerTile(t, "rows_get_value", soc)
				z := out(2 * len(x))
				runTile(t, m, "rows_get_value_kernel", s.cores, in(f16bytes(x)), in(f16bytes(w)), z, scalar(fmtInt(s.rows)), scalar(fmtInt(s.cols)))
				checkClose(t, fmtF16.values(f16of(z.Data)), want, 0, 0)
			})
		}
	}
}

// TestTileBitwiseMask: bitwise_mask_f16 and bitwise_mask_f32: z = x + y on the lanes whose
// bit is set in the 128-bit mask (hi, lo) of every 256-byte repeat, fill elsewhere. For
// 32-bit elements a repeat has 64 lanes and the high word must be 0. Exact.
func TestTileBitwiseMask(t *testing.T) {
	for _, c := range []struct {
		format string
		hi, lo uint64
	}{{"f16", 0xF0F0_0000_FFFF_0001, 0x8000_0000_1234_5678}, {"f32", 0, 0xFFFF_0000_0F0F_00F1}} {
		t.Run(c.format, func(t *testing.T) {
			eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
				lanes := 128
				if c.format == "f32" {
					lanes = 64
				}
				const fill = -3.5
				r := rand.New(rand.NewSource(int64(sz.n)))
				rnd := rounder(c.format)
				x, y, want := make([]float64, sz.n), make([]float64, sz.n), make([]float64, sz.n)
				for i := range x {
					x[i], y[i] = rnd(r.Float64()*8-4), rnd(r.Float64()*8-4)
					want[i] = fill
					// Tiles start at multiples of 256 elements, whole repeats: the lane is the
					// index modulo the lanes per repeat.
					if l := i % lanes; (l < 64 && c.lo>>l&1 == 1) || (l >= 64 && c.hi>>(l-64)&1 == 1) {
						want[i] = rnd(x[i] + y[i])
					}
				}
				enc, dec, size := elemCodec(c.format)
				m := lowerTile(t, "bitwise_mask_"+c.format, soc)
				z := out(size * sz.n)
				runTile(t, m, "bitwise_mask_kernel", sz.cores, in(enc(x)), in(enc(y)), z, scalar(fmtInt(sz.n)),
					scalar(fmtInt(int(int64(c.hi)))), scalar(fmtInt(int(int64(c.lo)))), scalar(fmtFloat(fill)))
				checkClose(t, dec(z.Data), want, 0, 0)
			})
		})
	}
}

package examples

import (
	"math"
	"math/rand"
	"testing"
)

// TestTileWhereChainPartial: where_chain_partial, compare chains with runtime scalars
// on 100-element f32 tiles (a whole 256-byte repeat and 36 lanes of another).
func TestTileWhereChainPartial(t *testing.T) {
	const lo, hi = -2.0, 3.0
	eachTile(t, []elemSize{{"tail", 730, 3}, {"whole", 400, 2}, {"short", 60, 1}}, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(58))
		x, y := randF32(r, sz.n, 6), randF32(r, sz.n, 6)
		for i := 0; i < sz.n; i += 7 {
			y[i] = x[i] // some equal pairs for the NE compare
		}
		want := make([]float64, sz.n)
		for i := range x {
			tv := y[i]
			if x[i] > lo && x[i] < y[i] {
				tv = x[i]
			}
			u := float32(hi)
			if tv <= hi {
				u = tv
			}
			e := float32(1)
			if x[i] != y[i] {
				e = 0
			}
			want[i] = float64(u - e)
		}
		m := lowerTile(t, "where_chain_partial", soc)
		z := out(4 * sz.n)
		runTile(t, m, "where_chain_kernel", sz.cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(sz.n)), scalar("-2.0"), scalar("3.0"))
		checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
	})
}

// TestTileWhereRowsF16: where_rows_f16, nested where on 8x24 f16 tiles (192 elements:
// a repeat and a half) with row and column tails.
func TestTileWhereRowsF16(t *testing.T) {
	for _, c := range []struct{ rows, cols, cores int }{{19, 24, 2}, {16, 20, 2}, {3, 5, 1}} {
		xh := fmtF16.rand(rand.New(rand.NewSource(59)), c.rows*c.cols, 3)
		want := make([]float64, len(xh))
		for i, v := range fmtF16.values(xh) {
			switch {
			case math.Abs(v) < 1:
				want[i] = v * 0.5
			case v > 0:
				want[i] = 1
			default:
				want[i] = -1
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"x"+fmtInt(c.cols)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "where_rows_f16", soc)
				z := out(2 * len(xh))
				runTile(t, m, "where_rows_kernel", c.cores, in(f16bytes(xh)), z, scalar(fmtInt(c.rows)), scalar(fmtInt(c.cols)))
				checkClose(t, fmtF16.values(f16of(z.Data)), want, 0, 0)
			})
		}
	}
}

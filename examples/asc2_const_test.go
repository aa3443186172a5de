package examples

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// TestTileConstPattern: const_pattern, non-splat f32 and i1 tile constants:
// z = where(pattern, x + ramp, 2x) with ramp[i] = i and pattern[i] = i%3 == 0 || i >= 28.
func TestTileConstPattern(t *testing.T) {
	eachTile(t, []elemSize{{"tail", 150, 3}, {"whole", 128, 2}}, func(t *testing.T, sz elemSize, soc string) {
		x := randF32(rand.New(rand.NewSource(57)), sz.n, 10)
		want := make([]float64, sz.n)
		for i, v := range x {
			j := i % 32
			if j%3 == 0 || j >= 28 {
				want[i] = float64(v + float32(j))
			} else {
				want[i] = float64(v * 2)
			}
		}
		m := lowerTile(t, "const_pattern", soc)
		z := out(4 * sz.n)
		runTile(t, m, "const_pattern_kernel", sz.cores, in(f32bytes(x)), z, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
	})
}

// TestTileWhileHalve: while_halve, an scf.while carrying a tile and a counter: each
// 128-element tile is halved until max |x| <= thr (at most 12 times).
func TestTileWhileHalve(t *testing.T) {
	const thr = 1.5
	eachTile(t, []elemSize{{"tail", 700, 3}, {"whole", 512, 2}}, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(61))
		x := randF32(r, sz.n, 1)
		tiles := (sz.n + 127) / 128
		for i := 0; i < tiles; i++ {
			scale := float32(int(1) << uint(i%14)) // from 1 (no halving) to 8192 (the cap)
			for j := i * 128; j < sz.n && j < i*128+128; j++ {
				x[j] *= scale
			}
		}
		want, wantK := make([]float64, sz.n), make([]int32, tiles)
		for i := 0; i < tiles; i++ {
			lo, hi := i*128, min(sz.n, i*128+128)
			k := 0
			for ; k < 12; k++ {
				mx := 0.0
				for _, v := range x[lo:hi] {
					mx = math.Max(mx, math.Abs(float64(v)*math.Ldexp(1, -k)))
				}
				if !(mx > thr) {
					break
				}
			}
			wantK[i] = int32(k)
			for j := lo; j < hi; j++ {
				want[j] = float64(x[j]) * math.Ldexp(1, -k)
			}
		}
		m := lowerTile(t, "while_halve", soc)
		y, ks := out(4*sz.n), out(4*tiles)
		runTile(t, m, "while_kernel", sz.cores, in(f32bytes(x)), y, ks, scalar(fmtInt(sz.n)), scalar("1.5"))
		checkClose(t, f64s(f32of(y.Data)), want, 0, 0)
		for i := range wantK {
			if got := int32(binary.LittleEndian.Uint32(ks.Data[4*i:])); got != wantK[i] {
				t.Errorf("ks[%d] = %d, want %d", i, got, wantK[i])
			}
		}
	})
}

// TestTileScalarBF16Rows: scalar_bf16_rows, bf16 scalars through get_value/extf and
// truncf/set_value around f32 tile arithmetic, one 64-wide row per loop step.
func TestTileScalarBF16Rows(t *testing.T) {
	for _, c := range []struct{ rows, cores int }{{7, 3}, {4, 4}} {
		r := rand.New(rand.NewSource(62))
		xh, wh := fmtBF16.rand(r, c.rows*64, 4), fmtBF16.rand(r, c.rows, 3)
		x, w := fmtBF16.values(xh), fmtBF16.values(wh)
		rb := func(v float64) float64 { return float64(numeric.BF16ToF32(numeric.F32ToBF16(float32(v)))) }
		wy, ws := make([]float64, len(x)), make([]float64, c.rows)
		for i := 0; i < c.rows; i++ {
			mx := math.Inf(-1)
			for j := 0; j < 64; j++ {
				o := float64(float32(float32(x[i*64+j])*float32(w[i])) + 1)
				wy[i*64+j], mx = rb(o), math.Max(mx, o)
			}
			ws[i] = rb(mx)
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(c.rows)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "scalar_bf16_rows", soc)
				y, s := out(2*len(xh)), out(2*c.rows)
				runTile(t, m, "scalar_rows_kernel", c.cores, in(f16bytes(xh)), in(f16bytes(wh)), y, s, scalar(fmtInt(c.rows)))
				checkClose(t, fmtBF16.values(f16of(y.Data)), wy, 0, 0)
				checkClose(t, fmtBF16.values(f16of(s.Data)), ws, 0, 0)
			})
		}
	}
}

package examples

import (
	"math"
	"math/rand"
	"testing"
)

// Kernels of the second round of new tile kernels: tiles near the UB capacity under the
// allocation options, uneven and empty cores, cube and vector in one kernel, atomics
// across cores, mask regions, tile iter_args and scf.if results, i16/i32, f16 <-> bf16.

// allocOpts are the pyasc-pipeline allocation settings the UB-heavy kernels run under.
var allocOpts = []string{"", " reuse-ub=true", " static-alloc=true", " static-alloc=false",
	" reuse-ub=true reuse-ub-in-out=true"}

// TestTileUBLive: ub_live_f32 with nine 8 KiB tiles live at once, on both SoCs under each
// of allocOpts, for a partial last tile with an idle core and for whole tiles dealt
// unevenly. Each product and sum is one f32 rounding, repeated by the reference: exact.
func TestTileUBLive(t *testing.T) {
	for _, sz := range []elemSize{{"tail", 5000, 4}, {"uneven", 3 * 2048, 2}} {
		r := rand.New(rand.NewSource(int64(sz.n)))
		a, b, c := randF32(r, sz.n, 4), randF32(r, sz.n, 4), randF32(r, sz.n, 4)
		want := make([]float64, sz.n)
		for i := range want {
			x, y, w := a[i], b[i], c[i]
			u1 := (x + y) * (x - y)
			u2 := x*w - y*w
			u3 := max(x, w) * min(y, w)
			want[i] = float64(u1 + u2 + u3)
		}
		for _, soc := range tileSoCs {
			for _, o := range allocOpts {
				t.Run(sz.name+"/"+soc+o, func(t *testing.T) {
					m := lowerTileOpts(t, "ub_live_f32", "soc="+soc+o)
					z := out(4 * sz.n)
					runTile(t, m, "ub_live_kernel", sz.cores, in(f32bytes(a)), in(f32bytes(b)), in(f32bytes(c)), z, scalar(fmtInt(sz.n)))
					checkClose(t, f64s(f32of(z.Data)), want, 0, 0)
				})
			}
		}
	}
}

// TestTileEwUnevenBF16: ew_uneven_bf16, y = bf16(x*s + |x| - s) computed in f32, on
// lengths that leave cores idle (1 partial tile on 4 cores) or deal 7 tiles to 3 cores.
// f32 roundings as the kernel does them, then one bf16 rounding: exact.
func TestTileEwUnevenBF16(t *testing.T) {
	const s = float32(-1.25)
	for _, sz := range []elemSize{{"one", 100, 4}, {"seven", 7*384 - 5, 3}, {"empty", 0, 2}} {
		eachTile(t, []elemSize{sz}, func(t *testing.T, sz elemSize, soc string) {
			r := rand.New(rand.NewSource(5))
			x := make([]float64, sz.n)
			want := make([]float64, sz.n)
			for i := range x {
				x[i] = roundTo("bf16", r.Float64()*20-10)
				f := float32(x[i])
				want[i] = roundTo("bf16", float64(f*s+float32(math.Abs(x[i]))-s))
			}
			enc, dec, _ := floatCodec("bf16")
			m := lowerTile(t, "ew_uneven_bf16", soc)
			y := out(2 * sz.n)
			runTile(t, m, "ew_uneven_kernel", sz.cores, in(enc(x)), y, scalar(fmtInt(sz.n)), scalar(fmtFloat(float64(s))))
			checkClose(t, dec(y.Data), want, 0, 0)
		})
	}
}

// TestTileMatmulSoftmaxRows: matmul_softmax_rows, the row softmax of C = A·B (f16 in,
// f32 accumulate; M, K tails, N < 64 with -inf padding) computed on the vector unit from
// the C the cube wrote to the workspace. C with the matmul tolerance, Y against the
// softmax of the C the kernel produced (f32 tolerances); Y's columns past N stay 0.
func TestTileMatmulSoftmaxRows(t *testing.T) {
	for _, s := range []struct{ m, n, k, cores int }{{70, 40, 40, 2}, {32, 64, 72, 3}, {100, 24, 8, 4}} {
		r := rand.New(rand.NewSource(int64(s.m + s.k)))
		a, b := randF16(r, s.m*s.k, 1), randF16(r, s.k*s.n, 1)
		wantC := matmulRef(a, b, s.m, s.k, s.n)
		for _, soc := range tileSoCs {
			t.Run(fmtInt(s.m)+"x"+fmtInt(s.n)+"x"+fmtInt(s.k)+"/"+soc, func(t *testing.T) {
				mod := lowerTile(t, "matmul_softmax_rows", soc)
				w, y := out(4*s.m*s.n), out(4*s.m*64)
				runTile(t, mod, "mm_softmax_kernel", s.cores, in(f16bytes(a)), in(f16bytes(b)), w, y,
					scalar(fmtInt(s.m)), scalar(fmtInt(s.n)), scalar(fmtInt(s.k)))
				gc := f64s(f32of(w.Data))
				checkClose(t, gc, wantC, 1e-3, 1e-3)
				checkClose(t, f64s(f32of(y.Data)), softmaxRows64(gc, s.m, s.n), 1e-6, 1e-4)
			})
		}
	}
}

// softmaxRows64 is the softmax of each row of the m×n matrix c, laid out in rows of 64
// (the columns past n are 0).
func softmaxRows64(c []float64, m, n int) []float64 {
	s := rowSoftmaxRef(c, m, n)
	y := make([]float64, m*64)
	for i := 0; i < m; i++ {
		copy(y[i*64:], s[i*n:(i+1)*n])
	}
	return y
}

package examples

import (
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Round 6, second part: loops carrying several tiles and scalars with unroll tails,
// keep-dims reductions on both axes with reshapes, f16 sums in f32 with a bf16 output.

// TestTileR6MultiCarryUnroll: r6_multi_carry_unroll, 2000 f32 (16 tiles of 128, the last
// of 80) in chunks of 5 tiles on 4 cores (5, 5, 5, 1 trips: unroll tails of 1) and of 7 on
// 3 (7, 7, 2), and chunks of 6 on 4 cores with 1300 elements (11 tiles: 6, 5, 0, 0 trips).
func TestTileR6MultiCarryUnroll(t *testing.T) {
	r := rand.New(rand.NewSource(606))
	for _, s := range []struct{ n, per, cores int }{{2000, 5, 4}, {2000, 7, 3}, {1300, 6, 4}} {
		x := r3Gen(s.n, "f32", func() float64 { return r.NormFloat64()*4 - 1 })
		nt := (s.n + 127) / 128
		sum, mx, smx, cnt := make([]float64, s.cores), make([]float64, s.cores), make([]float64, s.cores), make([]float64, s.cores)
		for b := 0; b < s.cores; b++ {
			mx[b] = math.Inf(-1)
			for t := b * s.per; t < min(b*s.per+s.per, nt); t++ {
				tm := math.Inf(-1)
				for i := t * 128; i < min(t*128+128, s.n); i++ {
					sum[b] += x[i]
					tm = math.Max(tm, x[i])
				}
				if t*128+128 > s.n {
					tm = math.Max(tm, math.Inf(-1)) // the pad lanes load -inf
				}
				mx[b] = math.Max(mx[b], tm)
				smx[b] = roundTo("f32", smx[b]+tm)
				cnt[b]++
			}
		}
		r6Both(t, r6{"r6_multi_carry_unroll", "carry_kernel", s.cores, []r6buf{{format: "f32", init: x},
			{format: "f32", n: s.cores, want: sum, atol: 1e-4, rtol: 1e-4}, {format: "f32", n: s.cores, want: mx, rtol: 1e-6},
			{format: "f32", n: s.cores, want: smx, atol: 1e-5, rtol: 1e-5}, {format: "i32", n: s.cores, want: cnt}},
			[]string{fmtInt(s.n), fmtInt(s.per)}}, s.per == 5)
	}
}

// TestTileR6ReshapeKeepDims: r6_reshape_keepdims, 7 blocks of 8x40 f32 on 3 cores (3, 2,
// 2 blocks) and 2 blocks on 4 (two idle cores).
func TestTileR6ReshapeKeepDims(t *testing.T) {
	r := rand.New(rand.NewSource(607))
	for _, s := range []struct{ blocks, cores int }{{7, 3}, {2, 4}} {
		x := r3Gen(s.blocks*320, "f32", func() float64 { return r.NormFloat64() * 3 })
		f := rounder("f32")
		y, cm, rm := make([]float64, len(x)), make([]float64, s.blocks*40), make([]float64, s.blocks*8)
		for k := 0; k < s.blocks; k++ {
			v := x[k*320 : k*320+320]
			for j := 0; j < 40; j++ {
				s := 0.0
				for i := 0; i < 8; i++ {
					s += v[i*40+j]
				}
				cm[k*40+j] = f(f(s) * 0.125)
			}
			for i := 0; i < 8; i++ {
				m := 0.0
				for j := 0; j < 40; j++ {
					m = math.Max(m, math.Abs(f(v[i*40+j]-cm[k*40+j])))
				}
				rm[k*8+i] = m
				for j := 0; j < 40; j++ {
					y[k*320+i*40+j] = f(v[i*40+j]-cm[k*40+j]) / m
				}
			}
		}
		r6Both(t, r6{"r6_reshape_keepdims", "reshape_kernel", s.cores, []r6buf{{format: "f32", init: x},
			{format: "f32", n: len(x), want: y, atol: 1e-6, rtol: 1e-4}, {format: "f32", n: len(cm), want: cm, atol: 1e-5, rtol: 1e-4},
			{format: "f32", n: len(rm), want: rm, atol: 1e-5, rtol: 1e-4}}, []string{fmtInt(s.blocks)}}, s.blocks == 7)
	}
}

// TestTileR6F16AccBF16Out: r6_f16acc_bf16out, 9x300 (row pairs: the last is one row; the
// column tiles of 128 end in a tail of 44; unroll 2 with a tail of 1) on 2 cores, and 4x128
// on 3 cores (one column tile: the unrolled loop is all tail; core 2 idle).
func TestTileR6F16AccBF16Out(t *testing.T) {
	r := rand.New(rand.NewSource(608))
	for _, s := range []struct{ rows, cols, cores int }{{9, 300, 2}, {4, 128, 3}} {
		x := r3Gen(s.rows*s.cols, "f16", func() float64 { return r.Float64()*2 - 0.5 })
		g := r3Gen(s.rows*s.cols, "bf16", func() float64 { return r.NormFloat64() })
		sum, o := make([]float64, s.rows), make([]float64, s.rows*s.cols)
		for i := 0; i < s.rows; i++ {
			for j := 0; j < s.cols; j++ {
				sum[i] += x[i*s.cols+j]
			}
			for j := 0; j < s.cols; j++ {
				o[i*s.cols+j] = roundTo("bf16", roundTo("f32", g[i*s.cols+j]*sum[i]))
			}
		}
		r6Both(t, r6{"r6_f16acc_bf16out", "acc_kernel", s.cores, []r6buf{{format: "f16", init: x}, {format: "bf16", init: g},
			{format: "f32", n: s.rows, want: sum, atol: 1e-4, rtol: 1e-4}, {format: "bf16", n: len(o), want: o, atol: 1e-6, rtol: 8e-3}},
			[]string{fmtInt(s.rows), fmtInt(s.cols)}}, s.rows == 9)
	}
}

// TestTileR6DegenerateReduce: r6_degenerate_reduce on 3 cores: reductions of a 16x1
// column along axis 0 and of a 1x64 row along axis 1, 1x1 tiles broadcast to 16x1, 1x64
// and 16x64, and a reshaped 16x64 tile summed.
func TestTileR6DegenerateReduce(t *testing.T) {
	const cores = 3
	r := rand.New(rand.NewSource(641))
	c := r3Gen(cores*16, "f32", r.NormFloat64)
	rw := r3Gen(cores*64, "f32", func() float64 { return r.Float64() + 0.5 })
	x := r3Gen(cores*16*64, "f32", r.NormFloat64)
	f := rounder("f32")
	co, ro, g, s := make([]float64, len(c)), make([]float64, len(rw)), make([]float64, len(x)), make([]float64, cores)
	for b := 0; b < cores; b++ {
		mx, mn, sum := math.Inf(-1), math.Inf(1), 0.0
		for i := 0; i < 16; i++ {
			mx, mn = math.Max(mx, c[b*16+i]), math.Min(mn, c[b*16+i])
		}
		for i := 0; i < 16; i++ {
			co[b*16+i] = f(c[b*16+i] - mx)
		}
		for j := 0; j < 64; j++ {
			sum += rw[b*64+j]
		}
		for j := 0; j < 64; j++ {
			ro[b*64+j] = rw[b*64+j] / sum
		}
		for i := b * 1024; i < b*1024+1024; i++ {
			g[i] = f(x[i] * mn)
			s[b] += x[i]
		}
	}
	r6Both(t, r6{"r6_degenerate_reduce", "deg_kernel", cores, []r6buf{{format: "f32", init: c}, {format: "f32", init: rw},
		{format: "f32", init: x}, {format: "f32", n: len(co), want: co, rtol: 1e-6},
		{format: "f32", n: len(ro), want: ro, atol: 1e-7, rtol: 1e-4}, {format: "f32", n: len(g), want: g, rtol: 1e-6},
		{format: "f32", n: cores, want: s, atol: 1e-4, rtol: 1e-4}}, nil}, true)
}

// TestTileR6GMRoundTrip: r6_gm_roundtrip, 23x48 f32 (6 row tiles, the last of 3 rows) on 2
// cores (3 tiles each: unroll tails of 1 and 0) and on 4 (2, 2, 1, 1).
func TestTileR6GMRoundTrip(t *testing.T) {
	const rows, cols = 23, 48
	r := rand.New(rand.NewSource(642))
	x := r3Gen(rows*cols, "f32", r.NormFloat64)
	f := rounder("f32")
	y, z := make([]float64, len(x)), make([]float64, len(x))
	for i, v := range x {
		y[i] = f(2 * v)
		z[i] = f(y[i] + v)
	}
	for _, cores := range []int{2, 4} {
		cs := make([]float64, cores*cols)
		for tt := 0; tt*4 < rows; tt++ {
			b := tt % cores
			for i := tt * 4; i < min(tt*4+4, rows); i++ {
				for j := 0; j < cols; j++ {
					cs[b*cols+j] += y[i*cols+j]
				}
			}
		}
		r6Both(t, r6{"r6_gm_roundtrip", "rt_kernel", cores, []r6buf{{format: "f32", init: x},
			{format: "f32", n: len(y), want: y}, {format: "f32", n: len(z), want: z, rtol: 1e-6},
			{format: "f32", n: len(cs), want: cs, atol: 1e-5, rtol: 1e-5}}, []string{fmtInt(rows)}}, cores == 2)
	}
}

// TestTileR6UnrollStepIV: r6_unroll_step_iv, n = 1500 in chunks of 640 on 3 cores (5, 5
// and 2 tiles of 128 with a last one of 92: unroll-3 tails of 2, 2, 0 after one group),
// and chunks of 1024 on 2 cores with n = 1100 (8 and 1 tiles). m starts at -1e9.
func TestTileR6UnrollStepIV(t *testing.T) {
	r := rand.New(rand.NewSource(643))
	for _, s := range []struct{ n, chunk, cores int }{{1500, 640, 3}, {1100, 1024, 2}} {
		x := r3Gen(s.n, "f32", r.NormFloat64)
		f := rounder("f32")
		y, m, m0 := make([]float64, s.n), make([]float64, 128), make([]float64, 128)
		for j := range m {
			m[j], m0[j] = -1e9, -1e9
		}
		for i, v := range x {
			off := float64(i / 128 * 128)
			y[i] = f(f(v*0.5) + off)
			m[i%128] = math.Max(m[i%128], f(v+off))
		}
		r6Both(t, r6{"r6_unroll_step_iv", "iv_kernel", s.cores, []r6buf{{format: "f32", init: x},
			{format: "f32", n: s.n, want: y, rtol: 1e-6}, {format: "f32", init: m0, want: m, rtol: 1e-6}},
			[]string{fmtInt(s.n), fmtInt(s.chunk)}}, s.n == 1500)
	}
}

// TestTileR6InplaceUnaligned: r6_inplace_unaligned, 9x70 f32 in place on 3 cores (column
// tiles 0 and 3, 1, 2) and on 2.
func TestTileR6InplaceUnaligned(t *testing.T) {
	const rows, cols = 9, 70
	r := rand.New(rand.NewSource(644))
	x := r3Gen(rows*cols, "f32", r.NormFloat64)
	f := rounder("f32")
	want := make([]float64, len(x))
	for i := 0; i < rows; i++ {
		for c0 := 0; c0 < cols; c0 += 20 {
			s := 0.0
			for j := c0; j < min(c0+20, cols); j++ {
				s += x[i*cols+j]
			}
			mu := f(f(s) * f(0.05))
			for j := c0; j < min(c0+20, cols); j++ {
				want[i*cols+j] = f(x[i*cols+j] - mu)
			}
		}
	}
	for _, cores := range []int{3, 2} {
		r6Both(t, r6{"r6_inplace_unaligned", "inpu_kernel", cores, []r6buf{{format: "f32", init: x, want: want, atol: 1e-6, rtol: 1e-5}},
			[]string{fmtInt(rows), fmtInt(cols)}}, cores == 3)
	}
}

// TestTileR6GMScalarRoundTrip: r6_gm_scalar_rt, 4 cores of one 256-element tile: a vector
// store, a scalar read of it, a scalar write into it and a vector load of it in one core.
// The scalar write sits in the scalar unit's data cache until a DataCacheCleanAndInvalid
// (hardware.md §2), which the tile level cannot express and PyAsc's lowering does not add:
// on the NPU the load may read the old value, so the simulator reports the load on every
// core and SoC; with the sanitizer off it computes what a coherent GM would give.
func TestTileR6GMScalarRoundTrip(t *testing.T) {
	const cores, n = 4, 1024
	r := rand.New(rand.NewSource(645))
	x := r3Gen(n, "f32", r.NormFloat64)
	enc, _, _ := elemCodec("f32")
	for _, soc := range tileSoCs {
		m := lowerTileOpts(t, "r6_gm_scalar_rt", "soc="+soc)
		args := []*sim.Arg{in(enc(x)), out(4 * n), out(4 * n), scalar(fmtInt(n))}
		msgs := tryTile(t, m, "gsr_kernel", cores, args...)
		if len(msgs) != cores {
			t.Fatalf("%s: want one stale-read report per core, got %d:\n%s", soc, len(msgs), strings.Join(msgs, "\n"))
		}
		for _, msg := range msgs {
			if !strings.Contains(msg, "'ascendc.data_copy_pad_l0_ext' op reads GM(out)") || !strings.Contains(msg, "with no DataCacheCleanAndInvalid since") {
				t.Errorf("%s: unexpected report %s", soc, msg)
			}
		}
	}
}

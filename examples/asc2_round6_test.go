package examples

import (
	"math"
	"math/rand"
	"os"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Round 6 of held-out style tile kernels: kernel structure rather than op coverage. Grid-
// stride loops over a runtime core count, nested row x column loops, loops of zero or one
// trip on some cores, scf.if on the block index, two phases over the same data, several
// outputs (some written by a few cores only), in-place updates, atomic_rmw across cores,
// get_value/set_value beside vector ops, loops carrying several tiles and scalars with
// unroll tails, keep-dims reductions on each axis, reshapes, integer kernels, f16/bf16 with
// f32 compute, and matmuls with vector work, two accumulators or a chained product.

// r6buf is one kernel buffer argument: its element format, initial contents (nil for a
// zero-filled output), whether the kernel writes it (read back and compared with want),
// and the tolerances for that comparison.
type r6buf struct {
	format     string
	init       []float64
	want       []float64
	n          int // element count of an output without init
	atol, rtol float64
}

// r6 is one run of a round-6 kernel: buffers in argument order, then the scalars.
type r6 struct {
	kernel, entry string
	cores         int
	bufs          []r6buf
	scalars       []string
}

// run lowers the kernel for the options, simulates it and checks every written buffer.
func (c r6) run(t *testing.T, opts string) {
	t.Helper()
	m := lowerTileOpts(t, c.kernel, opts)
	var args []*sim.Arg
	for _, b := range c.bufs {
		enc, _, size := elemCodec(b.format)
		switch {
		case b.init == nil:
			args = append(args, out(size*b.n))
		case b.want == nil:
			args = append(args, in(enc(b.init)))
		default:
			args = append(args, &sim.Arg{Kind: sim.ArgInOut, Data: enc(b.init), Name: "inout"})
		}
	}
	for _, s := range c.scalars {
		args = append(args, scalar(s))
	}
	runTile(t, m, c.entry, c.cores, args...)
	for i, b := range c.bufs {
		if b.want != nil {
			_, dec, _ := elemCodec(b.format)
			checkClose(t, dec(args[i].Data), b.want, b.atol, b.rtol)
		}
	}
}

// r6Both runs the case on both SoCs, and when extra is set also under reuse-ub, under
// densify-load-store with static-alloc, and under all three together (ASC_TILE_EXTRA_OPTS,
// if given, applies on top of every run instead).
func r6Both(t *testing.T, c r6, extra bool) {
	t.Helper()
	name := c.kernel
	for _, s := range c.scalars {
		name += "_" + s
	}
	for _, soc := range tileSoCs {
		opts := []string{"soc=" + soc}
		if extra && os.Getenv("ASC_TILE_EXTRA_OPTS") == "" {
			opts = append(opts, "soc="+soc+" reuse-ub=true", "soc="+soc+" densify-load-store=true static-alloc=true",
				"soc="+soc+" reuse-ub=true densify-load-store=true static-alloc=true")
		}
		for _, o := range opts {
			t.Run(name+"/"+o, func(t *testing.T) { c.run(t, o) })
		}
	}
}

// TestTileR6RowNorm2Phase: r6_rownorm_2phase, 10x150 f32 (tails on both axes of the 4x64
// tiles), row means then x - mean, on 2 cores (row tiles 0, 2 and 1) and on 4 (the fourth
// core has no row tile).
func TestTileR6RowNorm2Phase(t *testing.T) {
	const rows, cols = 10, 150
	r := rand.New(rand.NewSource(601))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64()*2 + 1 })
	y, mu := make([]float64, rows*cols), make([]float64, rows)
	for i := 0; i < rows; i++ {
		s := 0.0
		for j := 0; j < cols; j++ {
			s += x[i*cols+j]
		}
		mu[i] = s / cols
		for j := 0; j < cols; j++ {
			y[i*cols+j] = x[i*cols+j] - mu[i]
		}
	}
	for _, cores := range []int{2, 4} {
		r6Both(t, r6{"r6_rownorm_2phase", "rownorm_kernel", cores, []r6buf{
			{format: "f32", init: x}, {format: "f32", n: rows * cols, want: y, atol: 1e-5, rtol: 1e-4},
			{format: "f32", n: rows, want: mu, atol: 1e-5, rtol: 1e-4}}, []string{fmtInt(rows), fmtInt(cols)}}, cores == 2)
	}
}

// TestTileR6ColStatsAtomic: r6_colstats_atomic, 37x48 f32 in 8-row tiles (5 tiles) on 3 and
// on 6 cores (the sixth has none and combines the identities); max and min start at
// +-1e30 as given (inout buffers), the sums at zero.
func TestTileR6ColStatsAtomic(t *testing.T) {
	const rows, cols = 37, 48
	r := rand.New(rand.NewSource(602))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 5 })
	sum, mx, mn := make([]float64, cols), make([]float64, cols), make([]float64, cols)
	lo, hi := make([]float64, cols), make([]float64, cols)
	for j := 0; j < cols; j++ {
		mx[j], mn[j] = math.Inf(-1), math.Inf(1)
		lo[j], hi[j] = -1e30, 1e30
		for i := 0; i < rows; i++ {
			v := x[i*cols+j]
			sum[j] += v
			mx[j], mn[j] = math.Max(mx[j], v), math.Min(mn[j], v)
		}
	}
	for _, cores := range []int{3, 6} {
		r6Both(t, r6{"r6_colstats_atomic", "colstats_kernel", cores, []r6buf{
			{format: "f32", init: x}, {format: "f32", n: cols, want: sum, atol: 1e-4, rtol: 1e-4},
			{format: "f32", init: lo, want: mx, rtol: 1e-6}, {format: "f32", init: hi, want: mn, rtol: 1e-6}},
			[]string{fmtInt(rows)}}, cores == 3)
	}
}

// wrap32 is v reduced to a signed 32-bit integer, as i32 arithmetic wraps.
func wrap32(v int64) int64 { return int64(int32(v)) }

// TestTileR6InplaceI32: r6_inplace_i32, x updated in place on 3 cores: 1000 elements (4
// tiles, the last partial: core 0 takes two, unrolled by 2 with no tail; cores 1, 2 one) and
// 2900 (12 tiles: four per core, unroll tails of 0); products overflow i32.
func TestTileR6InplaceI32(t *testing.T) {
	r := rand.New(rand.NewSource(603))
	for _, n := range []int{1000, 2900} {
		a, b, c := int64(1103515245), int64(12345), int64(-77)
		x, want := make([]float64, n), make([]float64, n)
		for i := range x {
			v := int64(r.Int31()) - 1<<30
			if i%7 == 0 {
				v = int64(int32(r.Uint32()))
			}
			x[i] = float64(v)
			if v < 0 {
				p := wrap32(wrap32(v*a) + b)
				q := wrap32((p >> 2) << 1)
				want[i] = float64(max(q, wrap32(v-c)))
			} else {
				want[i] = float64(wrap32(wrap32(v*3) + v>>1))
			}
		}
		r6Both(t, r6{"r6_inplace_i32", "inplace_kernel", 3, []r6buf{{format: "i32", init: x, want: want}},
			[]string{fmtInt(n), "1103515245", "12345", "-77"}}, n == 1000)
	}
}

// TestTileR6BitwiseI16: r6_bitwise_i16, 700 i16 on 4 cores (6 tiles of 128, the last of 60).
func TestTileR6BitwiseI16(t *testing.T) {
	const n = 700
	r := rand.New(rand.NewSource(604))
	x, y, want := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range x {
		a, b := int16(r.Uint32()), int16(r.Uint32())
		if i%5 == 0 {
			b = a
		}
		x[i], y[i] = float64(a), float64(b)
		if a >= b {
			want[i] = float64((a & b) - (a | 0x0F0F))
		} else {
			want[i] = float64(min(a, b) - 7)
		}
	}
	r6Both(t, r6{"r6_bitwise_i16", "bitwise_kernel", 4, []r6buf{{format: "i16", init: x}, {format: "i16", init: y},
		{format: "i16", n: n, want: want}}, []string{fmtInt(n)}}, false)
}

// TestTileR6TailIfMulti: r6_tail_if_multi, n = 800 (3 whole tiles, a tail of 32) on 5
// cores (core 3 the tail, core 4 idle) and n = 768 on 4 cores (core 3's tail is empty).
func TestTileR6TailIfMulti(t *testing.T) {
	r := rand.New(rand.NewSource(605))
	for _, s := range []struct{ n, cores int }{{800, 5}, {768, 4}} {
		x := r3Gen(s.n, "f32", func() float64 { return r.NormFloat64() * 3 })
		x[0] = 1.5
		y := mapRef(x, func(v float64) float64 { return roundTo("f32", math.Max(v, 0)*x[0]) })
		info := []float64{roundTo("f32", x[0]+x[s.n-1]), y[0]}
		r6Both(t, r6{"r6_tail_if_multi", "tail_kernel", s.cores, []r6buf{{format: "f32", init: x},
			{format: "f32", n: s.n, want: y, rtol: 1e-6}, {format: "f32", n: 2, want: info, rtol: 1e-6}},
			[]string{fmtInt(s.n)}}, s.n == 800)
	}
}

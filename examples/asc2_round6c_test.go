package examples

import (
	"math"
	"math/rand"
	"testing"
)

// Round 6, third part: an scf.if on the block index yielding a tile with atomics inside,
// nested loops carrying tiles and scalars, 2-D atomic accumulation with tails, in-place 2-D
// updates with column tiles, integer rows, get_value/set_value in loops, i16 wraparound,
// an unrolled matmul K loop with a tail.

// TestTileR6IfTileEdge: r6_if_tile_edge, n = 900 on 4 cores (the last core's tile holds
// 132 elements; its pad lanes are -inf, exp(-inf) = 0 adds nothing) and n = 768 on 3.
func TestTileR6IfTileEdge(t *testing.T) {
	r := rand.New(rand.NewSource(621))
	for _, s := range []struct{ n, cores int }{{900, 4}, {768, 3}} {
		x := r3Gen(s.n, "f32", func() float64 { return r.NormFloat64() })
		f := rounder("f32")
		y := make([]float64, s.n)
		total, mx := 0.0, math.Inf(-1)
		last := (s.cores - 1) * 256
		for i, v := range x {
			if i >= last {
				y[i] = f(math.Exp(f(v - 1)))
				mx = math.Max(mx, v)
			} else {
				y[i] = f(f(v*0.5) + 1)
			}
			total += y[i]
		}
		r6Both(t, r6{"r6_if_tile_edge", "edge_kernel", s.cores, []r6buf{{format: "f32", init: x},
			{format: "f32", n: s.n, want: y, rtol: 1e-5}, {format: "f32", n: 1, want: []float64{total}, atol: 1e-3, rtol: 1e-4},
			{format: "f32", init: []float64{-100}, want: []float64{mx}}}, []string{fmtInt(s.n)}}, s.n == 900)
	}
}

// TestTileR6NestedCarry: r6_nested_carry, 21x224 f32 on 2 cores (bands 0, 2 and 1) and on
// 4 (the fourth has no band: its outputs are the loop's initial values).
func TestTileR6NestedCarry(t *testing.T) {
	const rows, cols = 21, 224
	r := rand.New(rand.NewSource(622))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 2 })
	f := rounder("f32")
	rmax, rsum := make([]float64, rows), make([]float64, rows)
	for i := 0; i < rows; i++ {
		rmax[i] = math.Inf(-1)
		for j := 0; j < cols; j++ {
			rmax[i] = math.Max(rmax[i], x[i*cols+j])
			rsum[i] += x[i*cols+j]
		}
	}
	for _, cores := range []int{2, 4} {
		bs, acc := make([]float64, cores), make([]float64, cores*8*32)
		for b := 0; b < cores; b++ {
			for band := b; band*8 < rows; band += cores {
				m := math.Inf(-1)
				for i := band * 8; i < band*8+8; i++ {
					if i < rows {
						m = math.Max(m, rmax[i])
						for j := 0; j < 32; j++ {
							acc[(b*8+i-band*8)*32+j] = f(acc[(b*8+i-band*8)*32+j] + x[i*cols+j])
						}
					}
				}
				bs[b] = f(bs[b] + m)
			}
		}
		r6Both(t, r6{"r6_nested_carry", "nested_kernel", cores, []r6buf{{format: "f32", init: x},
			{format: "f32", n: rows, want: rmax, rtol: 1e-6}, {format: "f32", n: rows, want: rsum, atol: 1e-4, rtol: 1e-4},
			{format: "f32", n: cores, want: bs, atol: 1e-5, rtol: 1e-5}, {format: "f32", n: len(acc), want: acc, atol: 1e-6, rtol: 1e-5}},
			[]string{fmtInt(rows), fmtInt(cols)}}, cores == 2)
	}
}

// TestTileR6Atomic2DTails: r6_atomic2d_tails, 10x70 on 3 cores: y = x * (1 + 2 + 3) summed
// atomically, the output starting at 1 (an inout buffer).
func TestTileR6Atomic2DTails(t *testing.T) {
	const rows, cols, cores = 10, 70, 3
	r := rand.New(rand.NewSource(623))
	x := r3Gen(rows*cols, "f32", func() float64 { return float64(r.Intn(200) - 100) })
	init, want := make([]float64, rows*cols), make([]float64, rows*cols)
	for i := range want {
		init[i] = 1
		want[i] = 1 + 6*x[i]
	}
	r6Both(t, r6{"r6_atomic2d_tails", "atomic2d_kernel", cores, []r6buf{{format: "f32", init: x},
		{format: "f32", init: init, want: want}}, []string{fmtInt(rows), fmtInt(cols)}}, true)
}

// TestTileR6Inplace2DCol: r6_inplace_2d_col, 37x48 f32 updated in place on 2 cores.
func TestTileR6Inplace2DCol(t *testing.T) {
	const rows, cols = 37, 48
	r := rand.New(rand.NewSource(624))
	x := r3Gen(rows*cols, "f32", func() float64 { return r.NormFloat64() * 3 })
	s := r3Gen(rows, "f32", func() float64 { return r.Float64()*2 - 1 })
	f := rounder("f32")
	want := make([]float64, len(x))
	for i := 0; i < rows; i++ {
		m := math.Inf(-1)
		for j := 0; j < cols; j++ {
			m = math.Max(m, x[i*cols+j])
		}
		for j := 0; j < cols; j++ {
			want[i*cols+j] = f(f(x[i*cols+j]*s[i]) + m)
		}
	}
	r6Both(t, r6{"r6_inplace_2d_col", "inplace2d_kernel", 2, []r6buf{{format: "f32", init: x, want: want, rtol: 1e-6},
		{format: "f32", init: s}}, []string{fmtInt(rows)}}, true)
}

// TestTileR6IntRows: r6_int_rowreduce, 11x64 i32 on 2 cores with k = 5, t = 1000.
func TestTileR6IntRows(t *testing.T) {
	const rows, cols = 11, 64
	r := rand.New(rand.NewSource(625))
	x, c, want := make([]float64, rows*cols), make([]float64, rows), make([]float64, rows*cols)
	for i := range c {
		c[i] = float64(int32(r.Uint32()) / 2)
	}
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			v := int64(int32(r.Uint32()))
			if j%3 == 0 {
				v = int64(c[i]) + int64(r.Intn(4000)-2000)
			}
			x[i*cols+j] = float64(v)
			d := wrap32(v - int64(c[i]))
			if d > -1000 {
				want[i*cols+j] = float64(wrap32(d<<5) >> 1)
			} else {
				want[i*cols+j] = float64(wrap32(v + wrap32(2*int64(c[i]))))
			}
		}
	}
	r6Both(t, r6{"r6_int_rowreduce", "introw_kernel", 2, []r6buf{{format: "i32", init: x},
		{format: "i32", n: rows * cols, want: want}, {format: "i32", init: c}}, []string{fmtInt(rows), "5", "1000"}}, true)
}

// TestTileR6GetValueRows: r6_getvalue_rows, 13 rows of 96 on 3 cores.
func TestTileR6GetValueRows(t *testing.T) {
	const rows, cols = 13, 96
	r := rand.New(rand.NewSource(626))
	x := r3Gen(rows*cols, "f32", r.NormFloat64)
	w := r3Gen(rows, "f32", r.NormFloat64)
	b := r3Gen(4, "f32", r.NormFloat64)
	f := rounder("f32")
	y, s := make([]float64, len(x)), make([]float64, rows)
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			y[i*cols+j] = f(f(x[i*cols+j]*w[i]) + b[i%4])
			s[i] += y[i*cols+j]
		}
	}
	r6Both(t, r6{"r6_getvalue_rows", "gv_kernel", 3, []r6buf{{format: "f32", init: x}, {format: "f32", init: w},
		{format: "f32", init: b}, {format: "f32", n: len(y), want: y, rtol: 1e-6},
		{format: "f32", n: rows, want: s, atol: 1e-4, rtol: 1e-4}}, []string{fmtInt(rows)}}, true)
}

// TestTileR6I16Wrap: r6_i16_wrap, 900 i16 on 2 cores (core 0 takes every tile), m = 20000.
func TestTileR6I16Wrap(t *testing.T) {
	const n = 900
	r := rand.New(rand.NewSource(627))
	x, y, want := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range x {
		a, b := int16(r.Uint32()), int16(r.Uint32())
		x[i], y[i] = float64(a), float64(b)
		v := (a*b)<<3 + a*1000 - max(a, b)
		want[i] = float64(min(v, 20000))
	}
	r6Both(t, r6{"r6_i16_wrap", "i16_kernel", 2, []r6buf{{format: "i16", init: x}, {format: "i16", init: y},
		{format: "i16", n: n, want: want}}, []string{fmtInt(n), "20000"}}, true)
}

// TestTileR6MatmulKUnroll: r6_mm_kunroll, 64x112 times 112x64 f16 on 2 cores, the product
// through a GM workspace into a UB relu.
func TestTileR6MatmulKUnroll(t *testing.T) {
	const m, n, k = 64, 64, 112
	a, b := mmInputs(628, "f16", m, k, n, 1)
	c := mmRef64(a, b, m, k, n)
	rl := mapRef(c, func(v float64) float64 { return math.Max(v, 0) })
	r6Both(t, r6{"r6_mm_kunroll", "mmk_kernel", 2, []r6buf{{format: "f16", init: a}, {format: "f16", init: b},
		{format: "f32", n: m * n, want: c, atol: 1e-3, rtol: 1e-3}, {format: "f32", n: m * n, want: rl, atol: 1e-3, rtol: 1e-3}},
		[]string{fmtInt(m), fmtInt(k)}}, true)
}

// TestTileR6AtomicIntF16: r6_atomic_int_f16, 5 cores: acc = 7 + 2 * column sums of x
// (i32, no overflow: the simulator refuses an overflowing atomic add, whose wrap or
// saturation is undocumented), hmax/hmin the column max/min of h folded into initial values.
func TestTileR6AtomicIntF16(t *testing.T) {
	const cores, cols = 5, 64
	r := rand.New(rand.NewSource(631))
	x := make([]float64, cores*cols)
	for i := range x {
		x[i] = float64(int32(r.Uint32()) / 64) // atomic i32 overflow is refused by asc-sim (undocumented)
	}
	h := r3Gen(cores*cols, "f16", func() float64 { return r.NormFloat64() * 10 })
	acc, mx, mn := make([]float64, cols), make([]float64, cols), make([]float64, cols)
	a0, m0, n0 := make([]float64, cols), make([]float64, cols), make([]float64, cols)
	for j := 0; j < cols; j++ {
		a0[j], m0[j], n0[j] = 7, -1000, 1000
		s := int64(7)
		mx[j], mn[j] = -1000, 1000
		for b := 0; b < cores; b++ {
			s = wrap32(s + wrap32(2*int64(x[b*cols+j])))
			mx[j], mn[j] = math.Max(mx[j], h[b*cols+j]), math.Min(mn[j], h[b*cols+j])
		}
		acc[j] = float64(s)
	}
	r6Both(t, r6{"r6_atomic_int_f16", "atomic_kernel", cores, []r6buf{{format: "i32", init: x}, {format: "f16", init: h},
		{format: "i32", init: a0, want: acc}, {format: "f16", init: m0, want: mx}, {format: "f16", init: n0, want: mn}}, nil}, true)
}

// TestTileR6SetValueTile2D: r6_setvalue_tile_2d, 29 rows of 32 f32 (8-row tiles, the last
// of 5 rows padded with -inf) on 3 cores.
func TestTileR6SetValueTile2D(t *testing.T) {
	const rows, cols = 29, 32
	r := rand.New(rand.NewSource(632))
	x := r3Gen(rows*cols, "f32", r.NormFloat64)
	f := rounder("f32")
	rt := (rows + 7) / 8
	y, m := make([]float64, len(x)), make([]float64, rt*2)
	for tt := 0; tt < rt; tt++ {
		c := x[tt*8*cols]
		mx := math.Inf(-1)
		for i := tt * 8; i < min(tt*8+8, rows); i++ {
			for j := 0; j < cols; j++ {
				y[i*cols+j] = f(x[i*cols+j] * c)
				mx = math.Max(mx, x[i*cols+j])
			}
		}
		m[2*tt], m[2*tt+1] = c, mx
	}
	r6Both(t, r6{"r6_setvalue_tile_2d", "sv_kernel", 3, []r6buf{{format: "f32", init: x},
		{format: "f32", n: len(y), want: y, rtol: 1e-6}, {format: "f32", n: len(m), want: m}}, []string{fmtInt(rows)}}, true)
}

// TestTileR6BF16UnrollIf: r6_bf16_unroll_if, bf16 n = 1000 (16 tiles of 64, the last of
// 40) on 3 cores (6, 5, 5 tiles: unroll tails of 2, 1, 1) and n = 200 on 4 (one tile each).
func TestTileR6BF16UnrollIf(t *testing.T) {
	r := rand.New(rand.NewSource(633))
	for _, s := range []struct{ n, cores int }{{1000, 3}, {200, 4}} {
		x := r3Gen(s.n, "bf16", func() float64 { return r.NormFloat64() * 3 })
		want := make([]float64, s.n)
		for i, v := range x {
			if (i/64)%2 == 0 {
				want[i] = roundTo("bf16", v/(1+math.Exp(-v)))
			} else {
				want[i] = roundTo("bf16", v*v-1)
			}
		}
		r6Both(t, r6{"r6_bf16_unroll_if", "bf_kernel", s.cores, []r6buf{{format: "bf16", init: x},
			{format: "bf16", n: s.n, want: want, atol: 1e-6, rtol: 8e-3}}, []string{fmtInt(s.n)}}, s.n == 1000)
	}
}

package examples

import (
	"math"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Round 3 of held-out style tile kernels: GELU (both forms) at saturating inputs, softmax
// in f16/bf16 without casts and through the library on unusual widths, elementwise with
// broadcasts and runtime scalars, and matmuls with per-core block arithmetic and a UB
// epilogue. References repeat the kernel's roundings op by op, as numpy does in the
// kernel's precision.

// r3 is one run of a round-3 kernel: inputs (values and element format), outputs (element
// format and count), scalar arguments, references and tolerances per output.
type r3 struct {
	kernel, entry string
	cores         int
	ins           [][]float64
	inFmt         []string
	outFmt        []string
	outN          []int
	scalars       []string
	want          [][]float64
	atol, rtol    float64
}

// run lowers the kernel for soc, simulates it and compares every output.
func (c r3) run(t *testing.T, soc string) {
	t.Helper()
	m := lowerTile(t, c.kernel, soc)
	var args []*sim.Arg
	for i, v := range c.ins {
		enc, _, _ := elemCodec(c.inFmt[i])
		args = append(args, in(enc(v)))
	}
	var outs []*sim.Arg
	for i, f := range c.outFmt {
		_, _, size := elemCodec(f)
		o := out(size * c.outN[i])
		outs = append(outs, o)
		args = append(args, o)
	}
	for _, s := range c.scalars {
		args = append(args, scalar(s))
	}
	runTile(t, m, c.entry, c.cores, args...)
	for i, f := range c.outFmt {
		_, dec, _ := elemCodec(f)
		checkClose(t, dec(outs[i].Data), c.want[i], c.atol, c.rtol)
	}
}

// bothSoCs runs each case on each SoC as subtests named by the case's scalars.
func bothSoCs(t *testing.T, cases []r3) {
	for _, c := range cases {
		name := c.kernel
		for _, s := range c.scalars {
			name += "_" + s
		}
		for _, soc := range tileSoCs {
			t.Run(name+"/"+soc, func(t *testing.T) { c.run(t, soc) })
		}
	}
}

// r3Gen draws n values rounded to format from gen.
func r3Gen(n int, format string, gen func() float64) []float64 {
	rnd := rounder(format)
	v := make([]float64, n)
	for i := range v {
		v[i] = rnd(gen())
	}
	return v
}

// mapRef applies f to every element.
func mapRef(x []float64, f func(float64) float64) []float64 {
	y := make([]float64, len(x))
	for i, v := range x {
		y[i] = f(v)
	}
	return y
}

// TestTileGeluTanhF16Sat: f16 tanh-GELU at |x| up to 300 (x**3 overflows f16 to ±inf,
// tanh saturates; numpy float16 gives x or -0 there), each op rounded to f16.
func TestTileGeluTanhF16Sat(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	h := rounder("f16")
	ref := func(x float64) float64 {
		x3 := h(h(x*x) * x)
		u := h(h(0.7978846) * h(x+h(h(0.044715)*x3)))
		th := 1.0
		if !math.IsInf(u, 0) {
			th = h(math.Tanh(u))
		} else if u < 0 {
			th = -1
		}
		return h(h(0.5*x) * h(1+th))
	}
	var cases []r3
	for _, s := range []struct{ n, cores int }{{1000, 3}, {176, 1}, {60, 2}} {
		x := r3Gen(s.n, "f16", func() float64 {
			return []float64{r.Float64()*6 - 3, r.Float64()*600 - 300, r.Float64()*120 - 60}[r.Intn(3)]
		})
		copy(x, []float64{0, 40, -40, 65504, -65504, 30, -30})
		cases = append(cases, r3{"gelu_tanh_f16_sat", "gelu_kernel", s.cores, [][]float64{x}, []string{"f16"},
			[]string{"f16"}, []int{s.n}, []string{fmtInt(s.n)}, [][]float64{mapRef(x, ref)}, 1e-3, 1e-3})
	}
	bothSoCs(t, cases)
}

// TestTileGeluErfF32Sat2D: exact GELU on 8x40 f32 tiles with x / sqrt(2) as a divs, tails
// in both dimensions, |x| up to 12 (erf saturated).
func TestTileGeluErfF32Sat2D(t *testing.T) {
	r := rand.New(rand.NewSource(32))
	f := rounder("f32")
	ref := func(x float64) float64 {
		e := f(math.Erf(f(x / f(math.Sqrt2))))
		return f(f(x*0.5) * f(1+e))
	}
	var cases []r3
	for _, s := range []struct{ rows, cols, cores int }{{19, 90, 3}, {8, 40, 2}, {5, 17, 4}} {
		x := r3Gen(s.rows*s.cols, "f32", func() float64 {
			return []float64{r.Float64()*8 - 4, r.Float64()*24 - 12}[r.Intn(2)]
		})
		cases = append(cases, r3{"gelu_erf_f32_2d_sat", "gelu_kernel", s.cores, [][]float64{x}, []string{"f32"},
			[]string{"f32"}, []int{len(x)}, []string{fmtInt(s.rows), fmtInt(s.cols)}, [][]float64{mapRef(x, ref)}, 1e-6, 1e-4})
	}
	bothSoCs(t, cases)
}

// TestTileGeluErfBF16Sat2D: exact GELU on 16x32 bf16 tiles without casts, |x| up to 200.
func TestTileGeluErfBF16Sat2D(t *testing.T) {
	r := rand.New(rand.NewSource(33))
	b := rounder("bf16")
	ref := func(x float64) float64 {
		e := b(math.Erf(b(x * b(0.70703125))))
		return b(b(0.5*x) * b(1+e))
	}
	var cases []r3
	for _, s := range []struct{ rows, cols, cores int }{{37, 70, 3}, {16, 32, 1}, {5, 9, 2}} {
		x := r3Gen(s.rows*s.cols, "bf16", func() float64 {
			return []float64{r.Float64()*8 - 4, r.Float64()*400 - 200}[r.Intn(2)]
		})
		cases = append(cases, r3{"gelu_erf_bf16_2d_sat", "gelu_kernel", s.cores, [][]float64{x}, []string{"bf16"},
			[]string{"bf16"}, []int{len(x)}, []string{fmtInt(s.rows), fmtInt(s.cols)}, [][]float64{mapRef(x, ref)}, 1e-2, 1e-2})
	}
	bothSoCs(t, cases)
}

// TestTileGeluTanhF32Unroll3: tanh-GELU in f32 in an index loop unrolled by 3 (main loop and
// epilogue with dynamic trip counts), |x| up to 30.
func TestTileGeluTanhF32Unroll3(t *testing.T) {
	r := rand.New(rand.NewSource(34))
	f := rounder("f32")
	ref := func(x float64) float64 {
		x3 := f(f(x*x) * x)
		u := f(f(0.7978846) * f(x+f(f(0.044715)*x3)))
		return f(f(0.5*x) * f(1+f(math.Tanh(u))))
	}
	var cases []r3
	for _, s := range []struct{ n, cores int }{{1000, 2}, {3000, 4}, {130, 3}, {7, 1}} {
		x := r3Gen(s.n, "f32", func() float64 {
			return []float64{r.Float64()*8 - 4, r.Float64()*60 - 30}[r.Intn(2)]
		})
		cases = append(cases, r3{"gelu_tanh_f32_unroll3", "gelu_kernel", s.cores, [][]float64{x}, []string{"f32"},
			[]string{"f32"}, []int{s.n}, []string{fmtInt(s.n)}, [][]float64{mapRef(x, ref)}, 1e-6, 1e-4})
	}
	bothSoCs(t, cases)
}

// softmaxRowsRounded is a row softmax with max, x - max and exp each rounded by rnd, the
// sum taken exactly and the quotient rounded (numpy in the kernel's precision, up to the
// order of the sum).
func softmaxRowsRounded(x []float64, rows, cols int, rnd func(float64) float64) []float64 {
	y := make([]float64, len(x))
	for r := 0; r < rows; r++ {
		row := x[r*cols : (r+1)*cols]
		m := math.Inf(-1)
		for _, v := range row {
			m = math.Max(m, v)
		}
		s := 0.0
		for i, v := range row {
			y[r*cols+i] = rnd(math.Exp(rnd(v - m)))
			s += y[r*cols+i]
		}
		for i := range row {
			y[r*cols+i] = rnd(y[r*cols+i] / s)
		}
	}
	return y
}

// softmaxCases makes one case per shape of a softmax kernel taking (x, y, rows[, cols]).
func softmaxCases(kernel, format string, seed int64, scale float64, withCols bool, shapes []shape2, atol, rtol float64) []r3 {
	r := rand.New(rand.NewSource(seed))
	var cases []r3
	for _, s := range shapes {
		x := r3Gen(s.rows*s.cols, format, func() float64 { return (r.Float64()*2 - 1) * scale })
		sc := []string{fmtInt(s.rows)}
		if withCols {
			sc = append(sc, fmtInt(s.cols))
		}
		cases = append(cases, r3{kernel, "softmax_kernel", s.cores, [][]float64{x}, []string{format}, []string{format},
			[]int{len(x)}, sc, [][]float64{softmaxRowsRounded(x, s.rows, s.cols, rounder(format))}, atol, rtol})
	}
	return cases
}

// TestTileSoftmaxF16Native2D: hand-written row softmax in f16 without casts on 4x64 tiles,
// contiguous bands of row tiles per core (several per core), cols below the tile.
func TestTileSoftmaxF16Native2D(t *testing.T) {
	bothSoCs(t, softmaxCases("softmax_f16_native_2d", "f16", 41, 6, true,
		[]shape2{{"", 19, 64, 3}, {"", 10, 50, 4}, {"", 3, 7, 2}}, 1e-3, 5e-3))
}

// TestTileSoftmaxBF16Native2D: hand-written row softmax in bf16 without casts on 8x48 tiles.
func TestTileSoftmaxBF16Native2D(t *testing.T) {
	bothSoCs(t, softmaxCases("softmax_bf16_native_2d", "bf16", 42, 6, true,
		[]shape2{{"", 19, 48, 3}, {"", 8, 20, 2}, {"", 30, 47, 4}}, 1e-2, 2e-2))
}

// TestTileSoftmaxAPIW200: asctile.softmax on 4x200 f32 tiles (800-byte rows), bands of row
// tiles per core, cols up to the tile (padding -inf).
func TestTileSoftmaxAPIW200(t *testing.T) {
	bothSoCs(t, softmaxCases("softmax_api_w200", "f32", 43, 5, true,
		[]shape2{{"", 13, 200, 2}, {"", 9, 150, 3}, {"", 4, 200, 1}}, 1e-6, 1e-4))
}

// TestTileSoftmaxAPIBF16_2D: asctile.softmax on 8x32 bf16 tiles (computed on an f32 copy).
func TestTileSoftmaxAPIBF16_2D(t *testing.T) {
	bothSoCs(t, softmaxCases("softmax_api_bf16_2d", "bf16", 44, 4, false,
		[]shape2{{"", 21, 32, 2}, {"", 8, 32, 3}}, 1e-3, 8e-3))
}

// TestTileSoftmaxRowsSqueezed: f32 row softmax with squeezed max/sum reshaped to 8x1 and
// broadcast, on 8x72 tiles (288-byte rows).
func TestTileSoftmaxRowsSqueezed(t *testing.T) {
	bothSoCs(t, softmaxCases("softmax_rows_squeezed", "f32", 45, 8, true,
		[]shape2{{"", 21, 72, 3}, {"", 8, 30, 2}, {"", 40, 65, 4}}, 1e-6, 1e-4))
}

// TestTileEwBcastF16: z = min((x - v[col]) / w[row], s) in f16 with row and column
// broadcasts and a runtime f16 scalar; tails in both dimensions.
func TestTileEwBcastF16(t *testing.T) {
	r := rand.New(rand.NewSource(46))
	h := rounder("f16")
	var cases []r3
	for _, s := range []struct {
		rows, cols, cores int
		s                 float64
	}{{19, 100, 3, 1.5}, {8, 48, 2, 100}, {5, 20, 2, -0.25}} {
		x := r3Gen(s.rows*s.cols, "f16", func() float64 { return r.Float64()*8 - 4 })
		v := r3Gen(s.cols, "f16", func() float64 { return r.Float64()*2 - 1 })
		w := r3Gen(s.rows, "f16", func() float64 { return float64(1-2*r.Intn(2)) * (0.5 + 1.5*r.Float64()) })
		want := make([]float64, len(x))
		for i := range want {
			want[i] = math.Min(h(h(x[i]-v[i%s.cols])/w[i/s.cols]), h(s.s))
		}
		cases = append(cases, r3{"ew_bcast_f16", "bcast_kernel", s.cores, [][]float64{x, v, w}, []string{"f16", "f16", "f16"},
			[]string{"f16"}, []int{len(x)}, []string{fmtInt(s.rows), fmtInt(s.cols), fmtFloat(s.s)}, [][]float64{want}, 1e-3, 1e-3})
	}
	bothSoCs(t, cases)
}

// TestTileEwChainBF16: rsqrt/sqrt/abs/exp/log/neg chain on bf16 tiles of 208, each op
// rounded to bf16.
func TestTileEwChainBF16(t *testing.T) {
	r := rand.New(rand.NewSource(47))
	b := rounder("bf16")
	ref := func(x float64) float64 {
		rs := b(1 / math.Sqrt(b(b(math.Sqrt(math.Abs(x)))+1)))
		l := b(math.Log(b(b(math.Exp(-b(x*x))) + 1)))
		return b(b(rs-l) + b(-x*0.25))
	}
	var cases []r3
	for _, s := range []struct{ n, cores int }{{1000, 3}, {208, 1}, {50, 2}} {
		x := r3Gen(s.n, "bf16", func() float64 { return r.Float64()*12 - 6 })
		cases = append(cases, r3{"ew_chain_bf16", "chain_kernel", s.cores, [][]float64{x}, []string{"bf16"},
			[]string{"bf16"}, []int{s.n}, []string{fmtInt(s.n)}, [][]float64{mapRef(x, ref)}, 1e-2, 1e-2})
	}
	bothSoCs(t, cases)
}

// TestTileEwScalarF32: z = max(min(a / x, hi), lo) - x / b + (-x) with runtime f32 scalars,
// contiguous per-core chunks of whole 72-element tiles (late cores idle). Exact per op.
func TestTileEwScalarF32(t *testing.T) {
	r := rand.New(rand.NewSource(48))
	f := rounder("f32")
	var cases []r3
	for _, s := range []struct {
		n, cores     int
		a, b, lo, hi float64
	}{{1000, 3, 2.5, 3, -4, 4}, {72, 2, -1, 0.5, -0.5, 0.25}, {300, 8, 7, -2, -10, 10}} {
		x := r3Gen(s.n, "f32", func() float64 { return float64(1-2*r.Intn(2)) * (0.1 + 4.9*r.Float64()) })
		ref := func(v float64) float64 {
			q := math.Max(math.Min(f(s.a/v), s.hi), s.lo)
			return f(f(q-f(v/s.b)) - v)
		}
		cases = append(cases, r3{"ew_scalar_f32", "scalar_kernel", s.cores, [][]float64{x}, []string{"f32"}, []string{"f32"},
			[]int{s.n}, []string{fmtInt(s.n), fmtFloat(s.a), fmtFloat(s.b), fmtFloat(s.lo), fmtFloat(s.hi)},
			[][]float64{mapRef(x, ref)}, 1e-6, 1e-4})
	}
	bothSoCs(t, cases)
}

// mmRef64 is A·B in float64 of already rounded operands.
func mmRef64(a, b []float64, m, k, n int) []float64 {
	c := make([]float64, m*n)
	for i := 0; i < m; i++ {
		for x := 0; x < k; x++ {
			for j := 0; j < n; j++ {
				c[i*n+j] += a[i*k+x] * b[x*n+j]
			}
		}
	}
	return c
}

// TestTileMatmulBF16Grid: one 48x32 block of C per core from the block index (row b / nt,
// column b mod nt; idle cores past the last block), bf16 in, f32 out, tails in M, N, K.
func TestTileMatmulBF16Grid(t *testing.T) {
	r := rand.New(rand.NewSource(51))
	var cases []r3
	for _, s := range []struct{ m, n, k, cores int }{{100, 70, 40, 10}, {48, 32, 32, 2}, {50, 33, 72, 4}} {
		a := r3Gen(s.m*s.k, "bf16", func() float64 { return r.Float64()*2 - 1 })
		b := r3Gen(s.k*s.n, "bf16", func() float64 { return r.Float64()*2 - 1 })
		cases = append(cases, r3{"matmul_bf16_grid", "matmul_kernel", s.cores, [][]float64{a, b}, []string{"bf16", "bf16"},
			[]string{"f32"}, []int{s.m * s.n}, []string{fmtInt(s.m), fmtInt(s.n), fmtInt(s.k)},
			[][]float64{mmRef64(a, b, s.m, s.k, s.n)}, 1e-4, 1e-3})
	}
	bothSoCs(t, cases)
}

// TestTileMatmulF16Bands: 32-row bands per core, 48-column blocks in an inner loop, K in
// 48-deep steps, f16 out through the fixpipe's quantize; tails everywhere.
func TestTileMatmulF16Bands(t *testing.T) {
	r := rand.New(rand.NewSource(52))
	var cases []r3
	for _, s := range []struct{ m, n, k, cores int }{{70, 100, 40, 2}, {32, 48, 48, 1}, {97, 50, 100, 3}} {
		a := r3Gen(s.m*s.k, "f16", func() float64 { return r.Float64()*2 - 1 })
		b := r3Gen(s.k*s.n, "f16", func() float64 { return r.Float64()*2 - 1 })
		cases = append(cases, r3{"matmul_f16_bands", "matmul_kernel", s.cores, [][]float64{a, b}, []string{"f16", "f16"},
			[]string{"f16"}, []int{s.m * s.n}, []string{fmtInt(s.m), fmtInt(s.n), fmtInt(s.k)},
			[][]float64{mapRef(mmRef64(a, b, s.m, s.k, s.n), rounder("f16"))}, 1e-3, 2e-3})
	}
	bothSoCs(t, cases)
}

// TestTileMatmulUBEpilogue: C through the fixpipe and, read back into UB, D = f16(C · r[m] ·
// s[n]) with a column and a row broadcast; tails everywhere.
func TestTileMatmulUBEpilogue(t *testing.T) {
	r := rand.New(rand.NewSource(53))
	var cases []r3
	for _, s := range []struct{ m, n, k, cores int }{{70, 50, 40, 3}, {32, 32, 32, 1}, {33, 65, 100, 4}} {
		a := r3Gen(s.m*s.k, "f16", func() float64 { return r.Float64()*2 - 1 })
		b := r3Gen(s.k*s.n, "f16", func() float64 { return r.Float64()*2 - 1 })
		rv := r3Gen(s.m, "f32", func() float64 { return 0.5 + 1.5*r.Float64() })
		sv := r3Gen(s.n, "f32", func() float64 { return r.Float64()*4 - 2 })
		c := mmRef64(a, b, s.m, s.k, s.n)
		d := make([]float64, len(c))
		for i := range d {
			d[i] = roundTo("f16", c[i]*rv[i/s.n]*sv[i%s.n])
		}
		cases = append(cases, r3{"matmul_ub_epilogue", "matmul_kernel", s.cores, [][]float64{a, b, rv, sv},
			[]string{"f16", "f16", "f32", "f32"}, []string{"f32", "f16"}, []int{s.m * s.n, s.m * s.n},
			[]string{fmtInt(s.m), fmtInt(s.n), fmtInt(s.k)}, [][]float64{c, d}, 2e-3, 2e-3})
	}
	bothSoCs(t, cases)
}

// TestTileGMAccumulate: gm_accumulate, a y slice loaded, updated and stored back in every
// iteration (the load's view does not change with the loop) and a running maximum kept in
// GM through get_value/set_value. On the 910B the next iteration's load must wait for the
// MTE3 store (ascendc-insert-sync's loop-carried GM pair; the sanitizer reported the race).
func TestTileGMAccumulate(t *testing.T) {
	for _, s := range []struct{ rows, cores int }{{5, 2}, {1, 3}, {9, 4}} {
		r := rand.New(rand.NewSource(int64(60 + s.rows)))
		cols := 128 * s.cores
		x, y0 := randF32(r, s.rows*cols, 4), randF32(r, cols, 1)
		wantY, wantM := make([]float64, cols), make([]float64, s.cores)
		for c := range wantY {
			acc := y0[c]
			for i := 0; i < s.rows; i++ {
				acc += x[i*cols+c]
			}
			wantY[c] = float64(acc)
		}
		for b := range wantM {
			wantM[b] = -100
			for i := 0; i < s.rows; i++ {
				for c := 128 * b; c < 128*(b+1); c++ {
					wantM[b] = math.Max(wantM[b], float64(x[i*cols+c]))
				}
			}
		}
		for _, soc := range tileSoCs {
			t.Run(fmtInt(s.rows)+"x"+fmtInt(cols)+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "gm_accumulate", soc)
				init := make([]float32, s.cores)
				for i := range init {
					init[i] = -100
				}
				y := &sim.Arg{Kind: sim.ArgInOut, Data: f32bytes(y0), Name: "y"}
				mx := &sim.Arg{Kind: sim.ArgInOut, Data: f32bytes(init), Name: "m"}
				runTile(t, m, "acc_kernel", s.cores, in(f32bytes(x)), y, mx, scalar(fmtInt(s.rows)), scalar(fmtInt(cols)))
				checkClose(t, f64s(f32of(y.Data)), wantY, 0, 0)
				checkClose(t, f64s(f32of(mx.Data)), wantM, 0, 0)
			})
		}
	}
}

// TestTileBcastUnalignedF32: z = x * w[row] + v[col] on 8x20 f32 tiles (80-byte rows) with a
// 1x20 row broadcast and an 8x1 column broadcast; the last block partial. Exact per op.
func TestTileBcastUnalignedF32(t *testing.T) {
	r := rand.New(rand.NewSource(61))
	f := rounder("f32")
	var cases []r3
	for _, s := range []struct{ rows, cores int }{{21, 2}, {8, 3}, {3, 1}} {
		x := r3Gen(s.rows*20, "f32", func() float64 { return r.Float64()*8 - 4 })
		v := r3Gen(20, "f32", func() float64 { return r.Float64()*2 - 1 })
		w := r3Gen(s.rows, "f32", func() float64 { return r.Float64()*4 - 2 })
		want := make([]float64, len(x))
		for i := range want {
			want[i] = f(f(x[i]*w[i/20]) + v[i%20])
		}
		cases = append(cases, r3{"bcast_unaligned_f32", "bcast_kernel", s.cores, [][]float64{x, v, w}, []string{"f32", "f32", "f32"},
			[]string{"f32"}, []int{len(x)}, []string{fmtInt(s.rows)}, [][]float64{want}, 0, 0})
	}
	bothSoCs(t, cases)
}

// TestTileMathEdgeBF16: math_edge_bf16, log/sqrt/rsqrt/exp/erf/abs of bf16 edge values on
// bf16 tiles without casts (Log and Erf on an f32 copy), against IEEE float64 results
// rounded to bf16 (log(0) = -inf, log(-1) = NaN, rsqrt(-0) = -inf, exp(89) = +inf, and
// bf16's range: exp(88) is finite).
func TestTileMathEdgeBF16(t *testing.T) { checkMathEdgeHalf(t, "math_edge_bf16", fmtBF16, 43, 1e-2) }

// TestTileMatmulL1BF16KTail: bf16 A and B staged through L1 per 64-deep K block and copied
// into L0A/L0B in two 32-deep steps at column/row offsets; K tails leave a partial step or
// one wholly past K (M, N tails too).
func TestTileMatmulL1BF16KTail(t *testing.T) {
	r := rand.New(rand.NewSource(62))
	var cases []r3
	for _, s := range []struct{ m, n, k, cores int }{{64, 128, 128, 2}, {50, 70, 100, 3}, {33, 65, 70, 2}, {32, 64, 20, 1}} {
		a := r3Gen(s.m*s.k, "bf16", func() float64 { return r.Float64()*2 - 1 })
		b := r3Gen(s.k*s.n, "bf16", func() float64 { return r.Float64()*2 - 1 })
		cases = append(cases, r3{"matmul_l1_bf16_ktail", "matmul_kernel", s.cores, [][]float64{a, b}, []string{"bf16", "bf16"},
			[]string{"f32"}, []int{s.m * s.n}, []string{fmtInt(s.m), fmtInt(s.n), fmtInt(s.k)},
			[][]float64{mmRef64(a, b, s.m, s.k, s.n)}, 1e-4, 1e-3})
	}
	bothSoCs(t, cases)
}

// TestTileRecurGM: recur_gm, y_t = x_t + 0.5 * y_{t-1} with y_{t-1} read back from GM (the
// previous iteration's store) in each core's chunk of 64-element tiles; the 910B needs the
// loop-carried MTE3 -> MTE2 order (the sanitizer reported the race, and y came out wrong).
// Exact per op.
func TestTileRecurGM(t *testing.T) {
	r := rand.New(rand.NewSource(63))
	f := rounder("f32")
	var cases []r3
	for _, s := range []struct{ n, cores int }{{1280, 3}, {640, 1}, {192, 4}} {
		x := r3Gen(s.n, "f32", func() float64 { return r.Float64()*4 - 2 })
		tiles := s.n / 64
		pt := (tiles + s.cores - 1) / s.cores
		y := make([]float64, s.n)
		for b := 0; b < s.cores; b++ {
			s0, s1 := b*pt*64, min((b+1)*pt*64, s.n)
			for i := s0; i < s1; i++ {
				y[i] = x[i]
				if i >= s0+64 {
					y[i] = f(x[i] + f(0.5*y[i-64]))
				}
			}
		}
		cases = append(cases, r3{"recur_gm", "recur_kernel", s.cores, [][]float64{x}, []string{"f32"}, []string{"f32"},
			[]int{s.n}, []string{fmtInt(s.n)}, [][]float64{y}, 0, 0})
	}
	bothSoCs(t, cases)
}

// TestTileSoftmaxBlock2D: softmax_block_2d, softmax over whole 8x24 f16 blocks computed in
// f32 (whole-tile reductions to 1-element tiles broadcast over the 2-D tile), the last
// block partial (-inf padding). Reference in float64, rounded to f16 once.
func TestTileSoftmaxBlock2D(t *testing.T) {
	r := rand.New(rand.NewSource(64))
	var cases []r3
	for _, s := range []struct{ rows, cores int }{{21, 2}, {8, 1}, {40, 3}} {
		x := r3Gen(s.rows*24, "f16", func() float64 { return r.Float64()*10 - 5 })
		var want []float64
		for b0 := 0; b0 < s.rows; b0 += 8 {
			blk := x[b0*24 : min(s.rows, b0+8)*24]
			want = append(want, mapRef(rowSoftmaxRef(blk, 1, len(blk)), rounder("f16"))...)
		}
		cases = append(cases, r3{"softmax_block_2d", "softmax_kernel", s.cores, [][]float64{x}, []string{"f16"}, []string{"f16"},
			[]int{len(x)}, []string{fmtInt(s.rows)}, [][]float64{want}, 1e-3, 4e-3})
	}
	bothSoCs(t, cases)
}

// TestTileMatmulGrid2DRelu: matmul_grid2d_relu, the cores as a gm × gn grid (gn a kernel
// argument; with 5 cores and gn = 2 one core is outside the grid), nested grid-stride
// loops over the output blocks, the K loop with iter_args unrolled by 2, ReLU in the
// fixpipe; tails in M, N and K.
func TestTileMatmulGrid2DRelu(t *testing.T) {
	r := rand.New(rand.NewSource(65))
	var cases []r3
	for _, s := range []struct{ m, n, k, cores, gn int }{{100, 150, 72, 4, 2}, {64, 64, 32, 2, 1}, {33, 200, 100, 6, 3}, {70, 70, 40, 5, 2}} {
		a := r3Gen(s.m*s.k, "f16", func() float64 { return r.Float64()*2 - 1 })
		b := r3Gen(s.k*s.n, "f16", func() float64 { return r.Float64()*2 - 1 })
		cases = append(cases, r3{"matmul_grid2d_relu", "matmul_kernel", s.cores, [][]float64{a, b}, []string{"f16", "f16"},
			[]string{"f32"}, []int{s.m * s.n}, []string{fmtInt(s.m), fmtInt(s.n), fmtInt(s.k), fmtInt(s.gn)},
			[][]float64{mapRef(mmRef64(a, b, s.m, s.k, s.n), relu)}, 1e-4, 1e-3})
	}
	bothSoCs(t, cases)
}

// TestTileSoftmaxF16Unroll3: softmax_f16_unroll3, f16 rows in 1x160 tiles computed in f32 in
// a row loop unrolled by 3, the sum's reciprocal taken on the scalar unit (e * (1/s)).
func TestTileSoftmaxF16Unroll3(t *testing.T) {
	bothSoCs(t, softmaxCases("softmax_f16_unroll3", "f16", 66, 6, true,
		[]shape2{{"", 20, 160, 3}, {"", 7, 100, 2}, {"", 3, 33, 4}, {"", 12, 160, 1}}, 1e-3, 2e-3))
}

// TestTileStorePatch: store_patch, a whole 8x64 block stored, then a 20-element patch of its
// first row stored over it in the same iteration; the patch must win (the 910B sanitizer
// reported the two MTE3 copies unordered before insert-sync put a pipe_barrier between).
func TestTileStorePatch(t *testing.T) {
	r := rand.New(rand.NewSource(67))
	f := rounder("f32")
	var cases []r3
	for _, rows := range []int{16, 8, 40} {
		x := r3Gen(rows*64, "f32", func() float64 { return r.Float64()*8 - 4 })
		v := r3Gen(64, "f32", func() float64 { return r.Float64()*2 - 1 })
		want := make([]float64, len(x))
		for i := range want {
			if rw, c := i/64, i%64; rw%8 == 0 && c < 20 {
				want[i] = f(x[i] * x[i])
			} else {
				want[i] = f(x[i] + v[c])
			}
		}
		cases = append(cases, r3{"store_patch", "k", 1, [][]float64{x, v}, []string{"f32", "f32"}, []string{"f32"},
			[]int{len(x)}, []string{fmtInt(rows), "64"}, [][]float64{want}, 0, 0})
	}
	bothSoCs(t, cases)
}

package examples

import (
	"math"
	"math/rand"
	"strings"
	"testing"
)

// Round 8, continued: softmax, chains over per-core chunks, reductions, fixed per-core
// blocks, and the kernel of the insert-sync fix.

// r8Softmax is the row softmax of x (rows x cols) in f64, each result rounded to dt.
func r8Softmax(x []float64, rows, cols int, dt string) []float64 {
	y := make([]float64, len(x))
	for i := 0; i < rows; i++ {
		row := x[i*cols : (i+1)*cols]
		mx := math.Inf(-1)
		for _, v := range row {
			mx = math.Max(mx, v)
		}
		s := 0.0
		for _, v := range row {
			s += math.Exp(v - mx)
		}
		for j, v := range row {
			y[i*cols+j] = roundTo(dt, math.Exp(v-mx)/s)
		}
	}
	return y
}

// TestTileR8Softmax: the composed row softmax (squeezed or keepdims reductions, broadcast
// back) and the library one, f32 in f32 and f16/bf16 computed in f32, widths 1, 7, 33 and
// up to 1000 in tiles 40, 33, 1000 and 48 wide, rows not a multiple of the tile's. A
// 16-bit result rounds the f32 value once: the f32 tolerance plus one unit of the format.
func TestTileR8Softmax(t *testing.T) {
	for _, c := range []struct {
		kernel, dt        string
		rows, cols, cores int
	}{
		{"r8_softmax_sq_f32_3x40", "f32", 7, 1, 3}, {"r8_softmax_sq_f32_3x40", "f32", 7, 7, 3},
		{"r8_softmax_sq_f32_3x40", "f32", 10, 33, 2}, {"r8_softmax_sq_f32_3x40", "f32", 4, 40, 5},
		{"r8_softmax_kd_f16_5x33", "f16", 11, 33, 2}, {"r8_softmax_kd_f16_5x33", "f16", 11, 7, 2},
		{"r8_softmax_sq_bf16_2x1000", "bf16", 5, 1000, 2}, {"r8_softmax_sq_bf16_2x1000", "bf16", 3, 999, 3},
		{"r8_softmax_api_f16_3x48", "f16", 7, 33, 3}, {"r8_softmax_api_f16_3x48", "f16", 4, 1, 2},
	} {
		t.Run(c.kernel+"/"+r8Name(c.rows, c.cols, c.cores), func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(841 + c.rows*c.cols)))
			x := r8Rand(r, c.dt, c.rows*c.cols, -4, 4)
			o := r8Tol("y", c.dt, r8Softmax(x, c.rows, c.cols, c.dt))
			if c.dt != "f32" {
				o.atol, o.rtol = 1e-6, 1e-4+2*map[string]float64{"f16": uF16, "bf16": uBF16}[c.dt]
			}
			r8Case{kernel: c.kernel, entry: "sm_kernel", cores: c.cores, ins: []r8Buf{{c.dt, x}}, outs: []r8Out{o},
				scalars: []string{fmtInt(c.rows), fmtInt(c.cols)}}.run(t, r8Opts[:2])
		})
	}
}

// r8ChainRef is the reference of the r8_chain kernels, every op rounded to dt as the
// kernel's dt arithmetic: s2 = 2s, u = x*s2 + w, y = u > s2 ? exp(-|u|) : relu(w) - s2,
// and z = min(t, f(i32(4w))) with t = |tanh(y)/2| in f32 and dt(f32(tanh(y))/2) otherwise.
// exp and tanh are the library's (one rounding either way): y and z get r8Tol.
func r8ChainRef(dt string, x, w []float64, s float64) (y, z []float64) {
	rd := func(v float64) float64 { return roundTo(dt, v) }
	s2 := rd(rd(float64(float32(s))) * 2)
	y, z = make([]float64, len(x)), make([]float64, len(x))
	for i := range x {
		u := rd(rd(x[i]*s2) + w[i])
		if u > s2 {
			y[i] = rd(math.Exp(rd(-math.Abs(u))))
		} else {
			y[i] = rd(math.Max(w[i], 0) - s2)
		}
		th := float64(float32(math.Tanh(y[i])) * 0.5)
		if dt == "f32" {
			th = math.Abs(th)
		} else {
			th = rd(th)
		}
		z[i] = math.Min(th, rd(math.Trunc(rd(w[i]*4))))
	}
	return y, z
}

// TestTileR8Chain: the r8_chain kernels (r8ChainRef) on 2-D f32 and f16 tiles and 1-D
// bf16 tiles, each core taking a contiguous chunk of tiles (more cores than tiles: some
// get none; a chunk may end in a partial tile), loops unrolled by 2 or 3, one marked
// parallel; pads of 2 reach the select and the min but are not stored.
func TestTileR8Chain(t *testing.T) {
	for i, c := range []struct {
		kernel, dt        string
		rows, cols, cores int
	}{
		{"r8_chain_f32_3x24", "f32", 7, 50, 4}, {"r8_chain_f32_3x24", "f32", 2, 5, 8},
		{"r8_chain_f16_3x40_par", "f16", 7, 90, 4}, {"r8_chain_f16_3x40_par", "f16", 1, 1, 3},
		{"r8_chain_bf16_1d136", "bf16", 0, 999, 6}, {"r8_chain_bf16_1d136", "bf16", 0, 136, 2},
	} {
		opts := r8OptsFor(i % 2) // every option for the first size of each kernel
		t.Run(c.kernel+"/"+r8Name(c.rows, c.cols, c.cores), func(t *testing.T) {
			n, dims := c.cols, []string{fmtInt(c.cols)}
			if c.rows > 0 {
				n, dims = c.rows*c.cols, []string{fmtInt(c.rows), fmtInt(c.cols)}
			}
			r := rand.New(rand.NewSource(int64(851 + n)))
			x, w := r8Rand(r, c.dt, n, -3, 3), r8Rand(r, c.dt, n, -3, 3)
			y, z := r8ChainRef(c.dt, x, w, 0.375)
			r8Case{kernel: c.kernel, entry: "chain_kernel", cores: c.cores, ins: []r8Buf{{c.dt, x}, {c.dt, w}},
				outs: []r8Out{r8Tol("y", c.dt, y), r8Tol("z", c.dt, z)}, scalars: append(dims, "0.375")}.run(t, opts)
		})
	}
}

// r8Reduce is the reference of the r8_reduce2d kernels for tiles of tr x tc: per tile the
// row sums and maxima (an [rows, ct] tensor), the column minima and products ([rt, cols])
// and the sum, max and min of the whole tile ([rt*ct]), over the elements inside the
// tensor only (the pads are each reduction's identity).
func r8Reduce(x []float64, rows, cols, tr, tc int) [][]float64 {
	rt, ct := (rows+tr-1)/tr, (cols+tc-1)/tc
	rs, rm := make([]float64, rows*ct), make([]float64, rows*ct)
	cm, cp := make([]float64, rt*cols), make([]float64, rt*cols)
	as, ax, an := make([]float64, rt*ct), make([]float64, rt*ct), make([]float64, rt*ct)
	for i := range cm {
		cm[i], cp[i] = math.Inf(1), 1
	}
	for i := range rm {
		rm[i] = math.Inf(-1)
	}
	for i := range ax {
		ax[i], an[i] = math.Inf(-1), math.Inf(1)
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			v, ti, tj := x[r*cols+c], r/tr, c/tc
			rs[r*ct+tj] += v
			rm[r*ct+tj] = math.Max(rm[r*ct+tj], v)
			cm[ti*cols+c] = math.Min(cm[ti*cols+c], v)
			cp[ti*cols+c] *= v
			as[ti*ct+tj] += v
			ax[ti*ct+tj] = math.Max(ax[ti*ct+tj], v)
			an[ti*ct+tj] = math.Min(an[ti*ct+tj], v)
		}
	}
	return [][]float64{rs, rm, cm, cp, as, ax, an}
}

// TestTileR8Reduce: r8_reduce2d_f16_5x40 and r8_reduce2d_f32_2x7 on halves in [-2, 2]
// (sums and products exact in every format at these sizes; a product of up to 5 such
// values keeps 11 bits): exact.
func TestTileR8Reduce(t *testing.T) {
	for _, c := range []struct {
		kernel, dt                string
		tr, tc, rows, cols, cores int
	}{
		{"r8_reduce2d_f16_5x40", "f16", 5, 40, 11, 90, 3}, {"r8_reduce2d_f16_5x40", "f16", 5, 40, 3, 7, 2},
		{"r8_reduce2d_f32_2x7", "f32", 2, 7, 5, 20, 3}, {"r8_reduce2d_f32_2x7", "f32", 2, 7, 4, 14, 8},
	} {
		t.Run(c.kernel+"/"+r8Name(c.rows, c.cols, c.cores), func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(861 + c.rows*c.cols)))
			x := make([]float64, c.rows*c.cols)
			for i := range x {
				x[i] = float64(r.Intn(9)-4) / 2
			}
			var outs []r8Out
			for i, want := range r8Reduce(x, c.rows, c.cols, c.tr, c.tc) {
				outs = append(outs, r8Exact([]string{"rsum", "rmax", "cmin", "cprod", "all_sum", "all_max", "all_min"}[i], c.dt, want))
			}
			r8Case{kernel: c.kernel, entry: "red_kernel", cores: c.cores, ins: []r8Buf{{c.dt, x}}, outs: outs,
				scalars: []string{fmtInt(c.rows), fmtInt(c.cols)}}.run(t, r8Opts[:3])
		})
	}
}

// TestTileR8Blocks: r8_blk2d_f32, each core a fixed 2x2 block of 4x24 tiles whatever the
// tensor's size (tiles partly or wholly past it in either dimension; cores past the rows
// have no work), y = exp(x - rowmax) per tile and z = 2x + column sum per tile, for a
// tensor of at most 48 columns (the block's width).
func TestTileR8Blocks(t *testing.T) {
	for i, s := range []shape2{{"tails", 13, 30, 3}, {"whole", 8, 48, 1}, {"small", 3, 5, 4}, {"rows", 17, 40, 3}} {
		t.Run(s.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(871 + s.rows)))
			x := r8Rand(r, "f32", s.rows*s.cols, -3, 3)
			y, z := make([]float64, len(x)), make([]float64, len(x))
			for r0 := 0; r0 < s.rows; r0 += 4 {
				for c0 := 0; c0 < s.cols; c0 += 24 {
					r8BlockRef(x, y, z, s.cols, r0, min(r0+4, s.rows), c0, min(c0+24, s.cols))
				}
			}
			r8Case{kernel: "r8_blk2d_f32", entry: "blk_kernel", cores: s.cores, ins: []r8Buf{{"f32", x}},
				outs:    []r8Out{r8Tol("y", "f32", y), r8Tol("z", "f32", z)},
				scalars: []string{fmtInt(s.rows), fmtInt(s.cols)}}.run(t, r8OptsFor(i))
		})
	}
}

// r8BlockRef fills y and z for the tile rows [r0, r1) x columns [c0, c1) of x.
func r8BlockRef(x, y, z []float64, cols, r0, r1, c0, c1 int) {
	for i := r0; i < r1; i++ {
		mx := math.Inf(-1)
		for j := c0; j < c1; j++ {
			mx = math.Max(mx, x[i*cols+j])
		}
		for j := c0; j < c1; j++ {
			y[i*cols+j] = math.Exp(x[i*cols+j] - mx)
		}
	}
	for j := c0; j < c1; j++ {
		s := 0.0
		for i := r0; i < r1; i++ {
			s += x[i*cols+j]
		}
		for i := r0; i < r1; i++ {
			z[i*cols+j] = 2*x[i*cols+j] + s
		}
	}
}

// TestTileR8RioPadView: r8_rio_pad_view, z = sqrt(|x|) on 2x64 tiles with padded tails,
// under reuse-ub-in-out (the insert-sync fix: a pipe_v barrier between the padding fill
// and the abs reading the loaded tile through a view taken before the load; the
// simulator reported the race) and the other options.
func TestTileR8RioPadView(t *testing.T) {
	for _, s := range []shape2{{"tails", 9, 62, 2}, {"whole", 4, 128, 2}} {
		t.Run(s.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(881 + s.cols)))
			x := r8Rand(r, "f32", s.rows*s.cols, -3, 3)
			z := make([]float64, len(x))
			for i, v := range x {
				z[i] = math.Sqrt(math.Abs(v))
			}
			r8Case{kernel: "r8_rio_pad_view", entry: "rk", cores: s.cores, ins: []r8Buf{{"f32", x}},
				outs: []r8Out{r8Tol("z", "f32", z)}, scalars: []string{fmtInt(s.rows), fmtInt(s.cols)}}.run(t, r8Opts)
		})
	}
}

// TestTileR8Rank3: r8_tile3d_f32, rank-3 views of 8x48 tiles reduced over axis 1 and axis
// 2 and broadcast back (the rows past the tensor are the pad, 0, and take part in the
// axis-1 max as the kernel says); and a 3-D tensor, which PyAsc's data transfer asserts
// against, refused at the load.
func TestTileR8Rank3(t *testing.T) {
	for _, s := range []shape2{{"whole", 16, 48, 2}, {"tail", 13, 48, 2}, {"short", 3, 48, 3}} {
		t.Run(s.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(891 + s.rows)))
			x := r8Rand(r, "f32", s.rows*s.cols, -3, 3)
			y := make([]float64, len(x))
			at := func(i, j int) float64 { // the tile's value: the pad past the rows
				if i < s.rows {
					return x[i*48+j]
				}
				return 0
			}
			for g := 0; g < s.rows; g += 4 { // groups of 4 rows: axis 1 of 2x4x48
				for i := g; i < min(g+4, s.rows); i++ {
					sum := 0.0
					for j := 0; j < 48; j++ {
						sum += at(i, j)
					}
					for j := 0; j < 48; j++ {
						mx := math.Inf(-1)
						for k := g; k < g+4; k++ {
							mx = math.Max(mx, at(k, j))
						}
						y[i*48+j] = at(i, j) - mx + sum
					}
				}
			}
			r8Case{kernel: "r8_tile3d_f32", entry: "t3_kernel", cores: s.cores, ins: []r8Buf{{"f32", x}},
				outs: []r8Out{r8Tol("y", "f32", y)}, scalars: []string{fmtInt(s.rows), "48"}}.run(t, r8Opts[:2])
		})
	}
	const src = `func.func @k(%x: memref<*xf16, 22>, %a: i32, %b: i32, %c: i32) attributes {ascendc.global} {
  %t = asctile.tensor %x(%a, %b, %c) : memref<*xf16, 22>, !asctile.tensor<?x?x?xf16>
  %z = arith.constant 0 : i32
  %p = arith.constant 0.000000e+00 : f16
  %v = asctile.load %t[%z, %z, %z], %p : !asctile.tensor<?x?x?xf16>, !asctile.tile<2x4x48xf16, UB>
  asctile.store %v, %t[%z, %z, %z] : !asctile.tile<2x4x48xf16, UB>, !asctile.tensor<?x?x?xf16>
  return
}`
	for _, soc := range tileSoCs {
		_, _, err := lowerMatrix(src, "rank3.mlir", soc)
		if want := "rank3.mlir:5:8: error: 'asctile.load' op needs a tensor of rank 1 or 2 and one offset per dimension"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: a load of a 3-D tensor: got %v, want the refusal %q", soc, err, want)
		}
	}
}

// TestTileR8MatmulEpilogue: r8_mm_relu_f16_gelu_bf16, C = f16(relu(A·B)) through the
// fixpipe (32x48 tiles, K in 32-deep steps unrolled by 2) and Y = bf16(gelu_erf(C + bias))
// on the vector side from C read back, with M, N, K of 1, 3, 17 and 100. The cube sums in
// f32 (one f16 ulp of C either way: rtol 1e-3), Y within two bf16 units of the value of C.
func TestTileR8MatmulEpilogue(t *testing.T) {
	for i, s := range [][4]int{{1, 1, 1, 1}, {3, 17, 100, 2}, {100, 3, 17, 3}, {17, 100, 3, 3}} {
		m, n, k, cores := s[0], s[1], s[2], s[3]
		t.Run(fmtInt(m)+"x"+fmtInt(n)+"x"+fmtInt(k), func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(901 + m*n*k)))
			a, b, bias := r8Rand(r, "f16", m*k, -1, 1), r8Rand(r, "f16", k*n, -1, 1), r8Rand(r, "f32", n, -1, 1)
			c, y := make([]float64, m*n), make([]float64, m*n)
			for i := 0; i < m; i++ {
				for j := 0; j < n; j++ {
					s := 0.0
					for x := 0; x < k; x++ {
						s += a[i*k+x] * b[x*n+j]
					}
					c[i*n+j] = roundTo("f16", math.Max(s, 0))
					v := c[i*n+j] + bias[j]
					y[i*n+j] = roundTo("bf16", 0.5*v*(1+math.Erf(v/math.Sqrt2)))
				}
			}
			r8Case{kernel: "r8_mm_relu_f16_gelu_bf16", entry: "mm_kernel", cores: cores,
				ins:     []r8Buf{{"f16", a}, {"f16", b}, {"f32", bias}},
				outs:    []r8Out{{"c", "f16", c, 1e-6, 1e-3}, r8Tol("y", "bf16", y)},
				scalars: []string{fmtInt(m), fmtInt(n), fmtInt(k)}}.run(t, r8OptsFor(i-1)) // every option for 3x17x100
		})
	}
}

// TestTileR8ChunkTileExp: r8_chunk_tile_exp, bb = b*b made once, then for every tile of
// the core's chunk q = bb and y = exp(bb), with chunks of one tile (only the unrolled
// loop's epilogue runs), two and three, under every option (the insert-sync fix: static
// allocation on 910B left the epilogue's exp without a barrier after the multiply).
func TestTileR8ChunkTileExp(t *testing.T) {
	for _, c := range []struct{ n, cores int }{{320, 5}, {640, 5}, {576, 3}, {100, 4}} {
		t.Run(r8Name(1, c.n, c.cores), func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(911 + c.n)))
			b := r8Rand(r, "f32", 64, -1, 1)
			y, q := make([]float64, c.n), make([]float64, c.n)
			for i := range y {
				bb := float64(float32(b[i%64]) * float32(b[i%64]))
				q[i], y[i] = bb, math.Exp(bb)
			}
			r8Case{kernel: "r8_chunk_tile_exp", entry: "bb_kernel", cores: c.cores, ins: []r8Buf{{"f32", b}},
				outs:    []r8Out{r8Tol("y", "f32", y), r8Exact("q", "f32", q)},
				scalars: []string{fmtInt(c.n)}}.run(t, r8Opts)
		})
	}
}

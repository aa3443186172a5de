package examples

import (
	"math"
	"math/rand"
	"sort"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// Row max and argmax by ReduceMax with calIndex: 30 rows of 200 over 4 cores (8, 8, 8, 6
// rows) and 5 rows over 4 cores (2, 2, 1, 0: an idle core); a tie in row 0 checks that the
// first position wins.
func TestPykRowArgmax(t *testing.T) {
	const w, cores = 200, 4
	r := rand.New(rand.NewSource(105))
	for _, rows := range []int{30, 5} {
		x := randF32(r, rows*w, 10)
		x[17], x[150] = 50, 50
		mx, ix := out(4*rows), out(4*rows)
		pykRun(t, "pyk_row_argmax", "row_argmax", cores, in(f32bytes(x)), mx, ix, scalar(fmtInt(rows)), scalar(fmtInt(w)))
		gm, gi := f32of(mx.Data), i32of(ix.Data)
		for i := 0; i < rows; i++ {
			best := 0
			for j := 1; j < w; j++ {
				if x[i*w+j] > x[i*w+best] {
					best = j
				}
			}
			if gm[i] != x[i*w+best] || int(gi[i]) != best {
				t.Errorf("rows=%d row %d: got max %g at %d, want %g at %d", rows, i, gm[i], gi[i], x[i*w+best], best)
			}
		}
	}
}

// Row cumulative sums by a scalar loop: 13 rows of 100 over 3 cores (5, 5, 3); the
// reference adds in f32 in the same order, so the result is exact.
func TestPykCumsumRows(t *testing.T) {
	const rows, w, cores = 13, 100, 3
	x := randF32(rand.New(rand.NewSource(106)), rows*w, 3)
	y := out(4 * rows * w)
	pykRun(t, "pyk_cumsum_rows", "cumsum_rows", cores, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(w)))
	want := make([]float64, len(x))
	for i := 0; i < rows; i++ {
		var acc float32
		for j := 0; j < w; j++ {
			acc += x[i*w+j]
			want[i*w+j] = float64(acc)
		}
	}
	pykF32Close(t, f32of(y.Data), want, 0, 0)
}

// Statistics over all cores by atomic max/add into GM and SyncAll: 20 cores of 1001
// elements (positive, so the sum is far from zero). The sum's order over cores and within
// a core is the simulator's; the reference sums in float64 (rtol 1e-4 covers f32
// summation of 20k terms of one sign).
func TestPykGlobalNorm(t *testing.T) {
	const cores, n = 20, 1001
	r := rand.New(rand.NewSource(107))
	x := randF32(r, cores*n, 1)
	for i := range x {
		x[i] += 1.25
	}
	y := out(4 * cores * n)
	gmax := &sim.Arg{Kind: sim.ArgInOut, Data: f32bytes([]float32{float32(math.Inf(-1))}), Name: "gmax"}
	gsum := &sim.Arg{Kind: sim.ArgInOut, Data: f32bytes([]float32{0}), Name: "gsum"}
	pykRun(t, "pyk_global_norm", "global_norm", cores, in(f32bytes(x)), y, gmax, gsum, scalar(fmtInt(n)))
	mx, sum := float64(x[0]), 0.0
	for _, v := range x {
		mx = math.Max(mx, float64(v))
		sum += float64(v)
	}
	if got := f32of(gmax.Data)[0]; float64(got) != mx {
		t.Errorf("global max %g, want %g", got, mx)
	}
	checkClose(t, f64s(f32of(gsum.Data)), []float64{sum}, 0, 1e-5)
	want := make([]float64, len(x))
	for i, v := range x {
		want[i] = (float64(v) - mx) / sum
	}
	pykF32Close(t, f32of(y.Data), want, 1e-6, 1e-4)
}

// Block, masked block, pair, repeat and whole reductions over 8 repeats per core, 6 cores.
func TestPykGroupReduce(t *testing.T) {
	const cores, n, row = 6, 512, 408
	x := randF32(rand.New(rand.NewSource(108)), cores*n, 4)
	y := out(4 * cores * row)
	pykRun(t, "pyk_group_reduce", "group_reduce", cores, in(f32bytes(x)), y)
	got := f32of(y.Data)
	want := make([]float64, cores*row)
	isIdx := make([]bool, cores*row)
	for c := 0; c < cores; c++ {
		xs, w := x[c*n:(c+1)*n], want[c*row:(c+1)*row]
		for i := 0; i < 64; i++ {
			w[64+i] = float64(xs[8*i])
			for j := 0; j < 8; j++ {
				w[i] += float64(xs[8*i+j])
				if j < 4 {
					w[64+i] = math.Max(w[64+i], float64(xs[8*i+j]))
				}
			}
		}
		for i := 0; i < 256; i++ {
			w[128+i] = float64(xs[2*i]) + float64(xs[2*i+1])
		}
		for r := 0; r < 8; r++ {
			best := 0
			for l := 0; l < 64; l++ {
				w[384+r] += float64(xs[64*r+l])
				if xs[64*r+l] < xs[64*r+best] {
					best = l
				}
			}
			w[392+2*r] = float64(xs[64*r+best])
			w[393+2*r] = float64(best)
			isIdx[c*row+393+2*r] = true
		}
	}
	for i, ok := range isIdx {
		if ok { // the index is stored as uint32 bits in the float slot
			got[i] = float32(math.Float32bits(got[i]))
		}
	}
	pykF32Close(t, got, want, 1e-6, 1e-4)
}

// Padded rows of 13 minus their max: 1000 rows on 48 cores (21 each, 13 on the last) and
// 30 rows on 48 cores (one each, 18 idle). Rows are all negative so that a padding lane
// counted as 0 instead of -1e30 would win the max.
func TestPykPadRowMax(t *testing.T) {
	const w, cores = 13, 48
	r := rand.New(rand.NewSource(109))
	for _, rows := range []int{1000, 30} {
		x := randF32(r, rows*w, 1)
		for i := range x {
			x[i] -= 2
		}
		y, mx := out(4*rows*w), out(4*rows)
		pykRun(t, "pyk_pad_rowmax", "pad_rowmax", cores, in(f32bytes(x)), y, mx, scalar(fmtInt(rows)))
		wy, wm := make([]float64, rows*w), make([]float64, rows)
		for i := 0; i < rows; i++ {
			m := float64(x[i*w])
			for j := 0; j < w; j++ {
				m = math.Max(m, float64(x[i*w+j]))
			}
			wm[i] = m
			for j := 0; j < w; j++ {
				wy[i*w+j] = float64(x[i*w+j] - float32(m))
			}
		}
		pykF32Close(t, f32of(mx.Data), wm, 0, 0)
		pykF32Close(t, f32of(y.Data), wy, 0, 0)
	}
}

// Scalar GM reads and writes (GlobalTensor GetValue/SetValue with DataCacheCleanAndInvalid):
// per-core histograms of 8 bins and label sums, 7 cores of 123 labels.
func TestPykGmHistogram(t *testing.T) {
	const cores, n = 7, 123
	r := rand.New(rand.NewSource(112))
	lab := make([]int32, cores*n)
	for i := range lab {
		lab[i] = int32(r.Intn(8))
	}
	hist, sums := out(4*8*cores), out(4*cores)
	pykRun(t, "pyk_gm_histogram", "gm_histogram", cores, in(i32bytes(lab)), hist, sums, scalar(fmtInt(n)))
	gh, gs := i32of(hist.Data), i32of(sums.Data)
	for c := 0; c < cores; c++ {
		var h [8]int32
		var s int32
		for _, l := range lab[c*n : (c+1)*n] {
			h[l]++
			s += l
		}
		for b := range h {
			if gh[c*8+b] != h[b] {
				t.Errorf("core %d bin %d: got %d want %d", c, b, gh[c*8+b], h[b])
			}
		}
		if gs[c] != s {
			t.Errorf("core %d sum: got %d want %d", c, gs[c], s)
		}
	}
}

// Top-16 by a full Sort and Extract, 5 cores of 128 distinct scores.
func TestPykTopk(t *testing.T) {
	const cores, n, k = 5, 128, 16
	r := rand.New(rand.NewSource(117))
	x := make([]float32, cores*n)
	for c := 0; c < cores; c++ {
		for j, p := range r.Perm(n) {
			x[c*n+j] = float32(p)*0.5 - 20
		}
	}
	v, ix := out(4*cores*k), out(4*cores*k)
	pykRun(t, "pyk_topk", "topk", cores, in(f32bytes(x)), v, ix)
	gv, gi := f32of(v.Data), i32of(ix.Data)
	for c := 0; c < cores; c++ {
		order := make([]int, n)
		for j := range order {
			order[j] = j
		}
		xs := x[c*n : (c+1)*n]
		sort.Slice(order, func(a, b int) bool { return xs[order[a]] > xs[order[b]] })
		for j := 0; j < k; j++ {
			if gv[c*k+j] != xs[order[j]] || int(gi[c*k+j]) != order[j] {
				t.Errorf("core %d rank %d: got (%g, %d) want (%g, %d)", c, j, gv[c*k+j], gi[c*k+j], xs[order[j]], order[j])
			}
		}
	}
}

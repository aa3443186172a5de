package semantics

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// The references below build the tree recursively (halves of a power-of-two padded
// array) in float32 arithmetic, a different construction from foldTree's level loop.

func rd16(x float32) float32 { return numeric.F16ToF32(numeric.F32ToF16(x)) }

func refTree(x []float32, half bool) float32 {
	n := 1
	for n < len(x) {
		n *= 2
	}
	p := make([]float32, n)
	copy(p, x)
	var rec func(a []float32) float32
	rec = func(a []float32) float32 {
		if len(a) == 1 {
			return a[0]
		}
		s := float32(rec(a[:len(a)/2]) + rec(a[len(a)/2:]))
		if half {
			s = rd16(s)
		}
		return s
	}
	return rec(p)
}

func randHalf(r *rand.Rand, n int, scale float64) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = rd16(float32((r.Float64()*2 - 1) * scale * math.Pow(2, float64(r.Intn(6)))))
	}
	return v
}

func TestReduceSumL2TreeOrderF16(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, n := range []int{1024, 1000, 48} {
		x := randHalf(r, 1024, 4)
		body := `  %cnt = arith.constant ` + itoa(n) + ` : i32
  ascendc.reduce_sum_l2 %o, %a, %t, %cnt : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<2048xf16>, i32`
		y, d := s3Kernel(t, "f16", 1024, 16, body, f16bits(x...), nil)
		if d != "" {
			t.Fatal(d)
		}
		want := refTree(x[:n], true)
		if got := f16at(y, 0); got != want {
			t.Fatalf("n=%d: ReduceSum = %g, tree reference %g", n, got, want)
		}
	}
}

// TestReduceTreeErrorBound checks the bound docs/sim/reduce.md guarantees against the exact
// sum: |computed − exact| ≤ γ_D · Σ|x_i|, D = ⌈log2 n⌉, γ_D = D·u/(1 − D·u), u = 2^-11 (f16)
// or 2^-24 (f32), when no partial sum overflows.
func TestReduceTreeErrorBound(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for trial := 0; trial < 1000; trial++ {
		n := 1 + r.Intn(4096)
		d, u := sim.F16, math.Ldexp(1, -11)
		if trial%2 == 1 {
			d, u = sim.F32, math.Ldexp(1, -24)
		}
		v := make([]float64, n)
		// Leaves are multiples of 2^-24 below 8 in magnitude, so float64 sums them exactly.
		exact, abs := 0.0, 0.0
		for i := range v {
			// Magnitudes ≤ 8: no f16 partial sum of 4096 terms overflows.
			x := math.Round((r.Float64()*2-1)*(1<<20)) / (1 << 20) * math.Pow(2, float64(r.Intn(4)))
			if trial%3 == 0 {
				x = math.Abs(x) // same signs: no cancellation
			}
			v[i] = sim.RoundF(x, d)
			exact += v[i]
			abs += math.Abs(v[i])
		}
		got := foldTree(v, d, tSum.f)
		D := math.Ceil(math.Log2(float64(n)))
		gamma := D * u / (1 - D*u)
		e := got - exact
		if math.Abs(e) > gamma*abs {
			t.Fatalf("trial %d (n=%d, %s): error %g exceeds γ_%g·Σ|x| = %g", trial, n, d, e, D, gamma*abs)
		}
	}
}

func u32at(b []byte, i int) uint32 { return binary.LittleEndian.Uint32(b[4*i:]) }

func TestReduceMaskFormsAndIndex(t *testing.T) {
	x := make([]float32, 256)
	r := rand.New(rand.NewSource(5))
	for i := range x {
		x[i] = float32(r.Intn(2000)-1000) / 8
	}
	x[77], x[200] = 500, 500 // tie: the first position wins
	const ty = "!ascendc.local_tensor<8xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<2048xf32>"
	// ReduceMax L1, lanes 0..63 of each repeat active via two words (f32: word 1 ignored
	// as lanes 64.. do not exist), 4 repeats, contiguous, with index.
	body := `  %m0 = arith.constant -1 : i64
  %m1 = arith.constant 0 : i64
  %w0 = builtin.unrealized_conversion_cast %m0 : i64 to ui64
  %w1 = builtin.unrealized_conversion_cast %m1 : i64 to ui64
  %c4 = arith.constant 4 : i32
  ascendc.reduce_max_l1 %o, %a, %t, %w0, %w1, %c4, %c8, %c1 : ` + ty + `, ui64, ui64, i32, i32, i32`
	y, d := s3Kernel(t, "f32", 256, 8, body, f32buf(x...), nil)
	if d != "" {
		t.Fatal(d)
	}
	if f32at(y, 0) != 500 || u32at(y, 1) != 77 {
		t.Fatalf("ReduceMax = %g at %d, want 500 at 77", f32at(y, 0), u32at(y, 1))
	}
	// ReduceSum L0: first 60 lanes of 3 repeats; masked lanes are zero leaves of the tree.
	body = `  %c60 = arith.constant 60 : i32
  %c3 = arith.constant 3 : i32
  ascendc.reduce_sum_l0 %o, %a, %t, %c60, %c3, %c8 : ` + ty + `, i32, i32, i32`
	y, d = s3Kernel(t, "f32", 256, 8, body, f32buf(x...), nil)
	if d != "" {
		t.Fatal(d)
	}
	leaves := make([]float32, 192)
	for rep := 0; rep < 3; rep++ {
		copy(leaves[rep*64:rep*64+60], x[rep*64:])
	}
	if got, want := f32at(y, 0), refTree(leaves, false); got != want {
		t.Fatalf("ReduceSum L0 = %g, want %g", got, want)
	}
	// calIndex with gaps between repeats is refused with the op's name.
	body = `  %c4 = arith.constant 4 : i32
  %c16 = arith.constant 16 : i32
  %c64 = arith.constant 64 : i32
  ascendc.reduce_min_l0 %o, %a, %t, %c64, %c4, %c16, %c1 : ` + ty + `, i32, i32, i32, i32`
	_, d = s3Kernel(t, "f32", 256, 8, body, f32buf(x...), nil)
	wantErr(t, d, "reduce_min_l0", "is not simulated for calIndex with srcRepStride 16")
}

func TestPerRepeatReductionsF16(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	x := randHalf(r, 256, 2)
	const ty = "!ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xf16>"
	run := func(body string) []byte {
		t.Helper()
		y, d := s3Kernel(t, "f16", 256, 128, "  %c2 = arith.constant 2 : i32\n  %c128 = arith.constant 128 : i32\n"+body, f16bits(x...), nil)
		if d != "" {
			t.Fatal(d)
		}
		return y
	}
	for _, body := range []string{
		"  ascendc.whole_reduce_sum_l0 %o, %a, %c128, %c2, %c1, %c1, %c8 : " + ty + ", i32, i32, i32, i32, i32",
		"  ascendc.repeat_reduce_sum_l0 %o, %a, %c2, %c128, %c0, %c1, %c1, %c8 : " + ty + ", i32, i32, i32, i32, i32, i32",
	} {
		y := run(body)
		for rep := 0; rep < 2; rep++ {
			if got, want := f16at(y, rep), refTree(x[rep*128:(rep+1)*128], true); got != want {
				t.Fatalf("%s: repeat %d = %g, want %g", body, rep, got, want)
			}
		}
	}
	// PairReduceSum: 64 sums per repeat, dstRepStride 1 = one repeat's results.
	y := run("  ascendc.pair_reduce_sum_l0 %o, %a, %c2, %c128, %c1, %c1, %c8 : " + ty + ", i32, i32, i32, i32, i32")
	for i := 0; i < 128; i++ {
		if got, want := f16at(y, i), rd16(x[2*i]+x[2*i+1]); got != want {
			t.Fatalf("pair %d = %g, want %g", i, got, want)
		}
	}
	// BlockReduceSum: 8 sums per repeat, each a tree over one 32-byte block (16 halves).
	y = run("  ascendc.block_reduce_sum_l0 %o, %a, %c2, %c128, %c1, %c1, %c8 : " + ty + ", i32, i32, i32, i32, i32")
	for b := 0; b < 8; b++ {
		if got, want := f16at(y, b), refTree(x[16*b:16*b+16], true); got != want {
			t.Fatalf("block %d = %g, want %g", b, got, want)
		}
	}
}

func TestPatternReduce(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	x := make([]float32, 256)
	for i := range x {
		x[i] = float32(r.Intn(64)+1) / 32
	}
	const ty = "!ascendc.local_tensor<32xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<2048xf32>, i32, i32"
	body := `  %c32 = arith.constant 32 : i32
  ascendc.reduce_sum %o, %a, %t, %c8, %c32 {pattern = 2 : i32} : ` + ty
	y, d := s3Kernel(t, "f32", 256, 32, body, f32buf(x...), nil)
	if d != "" {
		t.Fatal(d)
	}
	for j := 0; j < 32; j++ {
		col := make([]float32, 8)
		for i := range col {
			col[i] = x[i*32+j]
		}
		if got, want := f32at(y, j), refTree(col, false); got != want {
			t.Fatalf("RA column %d = %g, want %g", j, got, want)
		}
	}
	body = `  %c32 = arith.constant 32 : i32
  ascendc.reduce_max %o, %a, %t, %c8, %c32 {pattern = 1 : i32} : ` + ty
	y, d = s3Kernel(t, "f32", 256, 32, body, f32buf(x...), nil)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 8; i++ {
		m := float32(math.Inf(-1))
		for _, v := range x[i*32 : i*32+32] {
			m = max(m, v)
		}
		if f32at(y, i) != m {
			t.Fatalf("AR max row %d = %g, want %g", i, f32at(y, i), m)
		}
	}
	body = `  %c32 = arith.constant 32 : i32
  ascendc.reduce_prod %o, %a, %t, %c8, %c32 {pattern = 3 : i32} : ` + ty
	_, d = s3Kernel(t, "f32", 256, 32, body, f32buf(x...), nil)
	wantErr(t, d, "reduce_prod", "pattern ARA needs 3 shape operands, got 2")
}

// TestPatternReduceRuns: patterns of three runs over a [4, 8, 8] source. ARA sums the
// middle axis (result [4, 8]: element (i, k) is the tree over j of x[i][j][k]); RAR takes
// the maximum over the outer and inner axes for each middle index (a tree over the 32
// elements in row-major order of (i, k)).
func TestPatternReduceRuns(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	x := make([]float32, 256)
	for i := range x {
		x[i] = float32(r.Intn(64)+1) / 32
	}
	const ty = "!ascendc.local_tensor<32xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<2048xf32>, i32, i32, i32"
	shape := "  %c4 = arith.constant 4 : i32\n"
	y, d := s3Kernel(t, "f32", 256, 32, shape+"  ascendc.reduce_sum %o, %a, %t, %c4, %c8, %c8 {pattern = 3 : i32} : "+ty, f32buf(x...), nil)
	if d != "" {
		t.Fatal(d)
	}
	for i := 0; i < 4; i++ {
		for k := 0; k < 8; k++ {
			col := make([]float32, 8)
			for j := range col {
				col[j] = x[i*64+j*8+k]
			}
			if got, want := f32at(y, i*8+k), refTree(col, false); got != want {
				t.Fatalf("ARA (%d, %d) = %g, want %g", i, k, got, want)
			}
		}
	}
	y, d = s3Kernel(t, "f32", 256, 32, shape+"  ascendc.reduce_max %o, %a, %t, %c4, %c8, %c8 {pattern = 10 : i32} : "+ty, f32buf(x...), nil)
	if d != "" {
		t.Fatal(d)
	}
	for j := 0; j < 8; j++ {
		m := float32(math.Inf(-1))
		for i := 0; i < 4; i++ {
			for k := 0; k < 8; k++ {
				m = max(m, x[i*64+j*8+k])
			}
		}
		if f32at(y, j) != m {
			t.Fatalf("RAR max %d = %g, want %g", j, f32at(y, j), m)
		}
	}
}

func TestReduceRefusesIntegers(t *testing.T) {
	x := make([]byte, 4*64)
	body := `  ascendc.reduce_sum_l2 %o, %a, %t, %nin : !ascendc.local_tensor<8xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<2048xi32>, i32`
	_, d := s3Kernel(t, "i32", 64, 8, body, x, nil)
	wantErr(t, d, "reduce_sum_l2", "is not simulated for element type i32")
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

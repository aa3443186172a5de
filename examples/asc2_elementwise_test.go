package examples

import (
	"math"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Elementwise tile kernels (asc2/<name>/kernel.mlir) through pyasc-pipeline, asc-translate
// and asc-sim for both SoCs of tileSoCs, against Go references. Every kernel runs once
// with a tail (a partial last tile, and cores whose range ends early or is empty) and once
// with whole tiles only.

// elemSize is one launch: n elements on cores cores.
type elemSize struct {
	name     string
	n, cores int
}

// sizes256 fit the kernels taking up to 4 tiles of 256 per core (1024 elements per core):
// 3000 on 3 cores ends in a 184-element tile; 2100 on 4 cores leaves core 2 one partial
// tile and core 3 none.
var sizes256 = []elemSize{{"tail", 3000, 3}, {"short", 2100, 4}, {"whole", 2048, 2}}

// sizes512 fit the kernels taking two tiles of 512 per core: every tile keeps at least
// one element inside the tensor (the constant-trip loop of mul_sub_f16 needs that).
var sizes512 = []elemSize{{"tail", 2772, 3}, {"whole", 3072, 3}}

// eachTile runs body for every size and SoC as subtests.
func eachTile(t *testing.T, sizes []elemSize, body func(t *testing.T, sz elemSize, soc string)) {
	for _, sz := range sizes {
		for _, soc := range tileSoCs {
			t.Run(sz.name+"/"+soc, func(t *testing.T) { body(t, sz, soc) })
		}
	}
}

// checkBound fails when |got - want| > bound for some element.
func checkBound(t *testing.T, got, want, bound []float64) {
	t.Helper()
	bad := 0
	for i := range want {
		if !(math.Abs(got[i]-want[i]) <= bound[i]) {
			if bad < 5 {
				t.Errorf("element %d: got %g want %g (bound %g)", i, got[i], want[i], bound[i])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d elements out of bounds", bad, len(want))
	}
}

// Unit roundoffs (half an ulp at 1, relative): f16 has 11 significand bits, bf16 8.
const (
	uF16  = 1.0 / 2048
	uBF16 = 1.0 / 256
)

// halfFormat is an f16 or bf16 encoding for the tests.
type halfFormat struct {
	name      string
	u         float64
	encode    func(float32) uint16
	decode    func(uint16) float32
	minNormal float64 // the smallest normal magnitude
}

var (
	fmtF16  = halfFormat{"f16", uF16, numeric.F32ToF16, numeric.F16ToF32, 0x1p-14}
	fmtBF16 = halfFormat{"bf16", uBF16, numeric.F32ToBF16, numeric.BF16ToF32, 0x1p-126}
)

func (f halfFormat) rand(r *rand.Rand, n int, scale float32) []uint16 {
	v := make([]uint16, n)
	for i := range v {
		v[i] = f.encode((r.Float32()*2 - 1) * scale)
	}
	return v
}

func (f halfFormat) values(v []uint16) []float64 {
	o := make([]float64, len(v))
	for i, h := range v {
		o[i] = float64(f.decode(h))
	}
	return o
}

// TestTileMulSubF32: z = x*y - x/2 in f32; up to 4 tiles of 256 per core in a loop with a
// dynamic trip count unrolled by 2; mul_sub_index: 5 tiles of 128 per core in an index
// loop with constant bounds unrolled by 3 (3100 elements on 5 cores end in a partial tile).
func TestTileMulSubF32(t *testing.T) {
	mulSubF32(t, "mul_sub_f32", sizes256)
	mulSubF32(t, "mul_sub_index", []elemSize{{"index-tail", 3100, 5}, {"index-whole", 3200, 5}})
}

func mulSubF32(t *testing.T, kernel string, sizes []elemSize) {
	eachTile(t, sizes, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(2))
		x, y := randF32(r, sz.n, 8), randF32(r, sz.n, 8)
		want := make([]float64, sz.n)
		for i := range want {
			p, h := float32(x[i]*y[i]), float32(x[i]/2)
			want[i] = float64(p - h)
		}
		m := lowerTile(t, kernel, soc)
		z := out(4 * sz.n)
		runTile(t, m, "mul_sub_kernel", sz.cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(z.Data)), want, 1e-6, 1e-4)
	})
}

// mulSubHalf checks z = x*y - x/2 in a 16-bit format against the exact value. Each of
// the three operations rounds once to the format (unit roundoff u), so to first order
// |z - exact| <= u*|x*y| + u*|x/2| + u*|z|: the two operands of the subtraction carry
// their rounding errors, the subtraction adds its own. The bound below is that with 1%
// slack for second-order terms.
func mulSubHalf(t *testing.T, kernel string, f halfFormat) {
	eachTile(t, sizes512, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(3))
		xh, yh := f.rand(r, sz.n, 8), f.rand(r, sz.n, 8)
		x, y := f.values(xh), f.values(yh)
		want, bound := make([]float64, sz.n), make([]float64, sz.n)
		for i := range want {
			want[i] = x[i]*y[i] - x[i]/2
			bound[i] = 1.01 * f.u * (math.Abs(x[i]*y[i]) + math.Abs(x[i]/2) + math.Abs(want[i]))
		}
		m := lowerTile(t, kernel, soc)
		z := out(2 * sz.n)
		runTile(t, m, "mul_sub_kernel", sz.cores, in(f16bytes(xh)), in(f16bytes(yh)), z, scalar(fmtInt(sz.n)))
		checkBound(t, f.values(f16of(z.Data)), want, bound)
	})
}

// TestTileMulSubF16: the same in f16, two tiles of 512 per core in a constant-trip
// asc2.range(parallel=True) loop.
func TestTileMulSubF16(t *testing.T) { mulSubHalf(t, "mul_sub_f16", fmtF16) }

// TestTileMulSubBF16: the same in bf16.
func TestTileMulSubBF16(t *testing.T) { mulSubHalf(t, "mul_sub_bf16", fmtBF16) }

// TestTileLeakyReLUWhere: where(x > 0, x, x*alpha) with a runtime alpha (splat, cmps,
// muls, select); alpha*x is one f32 rounding, which the reference repeats.
func TestTileLeakyReLUWhere(t *testing.T) {
	const alpha = float32(0.2)
	eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(4))
		x := randF32(r, sz.n, 4)
		x[0], x[1] = 0, float32(math.Copysign(0, -1)) // x > 0 is false for both zeros
		want := make([]float64, sz.n)
		for i, v := range x {
			want[i] = float64(v * alpha)
			if v > 0 {
				want[i] = float64(v)
			}
		}
		m := lowerTile(t, "leaky_relu_where", soc)
		y := out(4 * sz.n)
		runTile(t, m, "leaky_relu_kernel", sz.cores, in(f32bytes(x)), y, scalar(fmtInt(sz.n)), scalar("0.2"))
		checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
	})
}

// TestTileLeakyReLUMax: maximum(x, x*0.1) in f16. The product rounds once to f16 and the
// maximum is exact, so the result is within u*|x*k| of the exact value (k is the f16
// constant the kernel holds, 0.1 rounded to f16).
func TestTileLeakyReLUMax(t *testing.T) {
	k := float64(numeric.F16ToF32(numeric.F32ToF16(0.1)))
	eachTile(t, sizes512, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(5))
		xh := fmtF16.rand(r, sz.n, 4)
		x := fmtF16.values(xh)
		want, bound := make([]float64, sz.n), make([]float64, sz.n)
		for i, v := range x {
			want[i] = math.Max(v, v*k)
			bound[i] = uF16 * math.Abs(v*k)
		}
		m := lowerTile(t, "leaky_relu_max", soc)
		y := out(2 * sz.n)
		runTile(t, m, "leaky_relu_kernel", sz.cores, in(f16bytes(xh)), y, scalar(fmtInt(sz.n)))
		checkBound(t, fmtF16.values(f16of(y.Data)), want, bound)
	})
}

func geluErf(x float64) float64 { return 0.5 * x * (1 + math.Erf(x/math.Sqrt2)) }

func geluTanh(x float64) float64 {
	return 0.5 * x * (1 + math.Tanh(math.Sqrt(2/math.Pi)*(x+0.044715*x*x*x)))
}

// geluF32 runs a one-input f32 GELU kernel against ref with the f32 tolerances.
func geluF32(t *testing.T, kernel string, ref func(float64) float64) {
	eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(6))
		x := randF32(r, sz.n, 5)
		want := make([]float64, sz.n)
		for i, v := range x {
			want[i] = ref(float64(v))
		}
		m := lowerTile(t, kernel, soc)
		y := out(4 * sz.n)
		runTile(t, m, "gelu_kernel", sz.cores, in(f32bytes(x)), y, scalar(fmtInt(sz.n)))
		checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
	})
}

// geluHalf runs a 16-bit GELU kernel against the exact function of the inputs. Bound:
// the kernel rounds to the format after each of its 6 (erf) or 9 (tanh) operations and
// the constants are rounded too; each rounding is relative u (2^-11 for f16, 2^-8 for
// bf16; the math functions round once, docs/sim/math.md; hardware.md gives no accuracy
// for the NPU library's erf/tanh, only <= 1 ulp for 3510's exp/ln/sqrt, so we allow the
// same order for them). Relative to the result that makes about 10u. Near 1 + erf(.) = 0
// or 1 + tanh(.) = 0 (x < -2) the relative error grows, but the absolute error stays
// below |x|/2 times the half ulp of a value near 1 (u/2) times a few roundings: atol 4u
// for |x| <= 4.
func geluHalf(t *testing.T, kernel string, f halfFormat, ref func(float64) float64) {
	geluRun(t, kernel, f, ref, sizes512, 7, 4*f.u, 10*f.u)
}

// geluRun runs a GELU kernel over 16-bit tensors of format f for each size and SoC and
// checks it against ref within atol and rtol.
func geluRun(t *testing.T, kernel string, f halfFormat, ref func(float64) float64, sizes []elemSize, seed int64, atol, rtol float64) {
	eachTile(t, sizes, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(seed))
		xh := f.rand(r, sz.n, 4)
		x := f.values(xh)
		want := make([]float64, sz.n)
		for i, v := range x {
			want[i] = ref(v)
		}
		m := lowerTile(t, kernel, soc)
		y := out(2 * sz.n)
		runTile(t, m, "gelu_kernel", sz.cores, in(f16bytes(xh)), y, scalar(fmtInt(sz.n)))
		checkClose(t, f.values(f16of(y.Data)), want, atol, rtol)
	})
}

func TestTileGeluErfF32(t *testing.T)  { geluF32(t, "gelu_erf_f32", geluErf) }
func TestTileGeluErfF16(t *testing.T)  { geluHalf(t, "gelu_erf_f16", fmtF16, geluErf) }
func TestTileGeluTanhF32(t *testing.T) { geluF32(t, "gelu_tanh_f32", geluTanh) }
func TestTileGeluTanhF16(t *testing.T) { geluHalf(t, "gelu_tanh_f16", fmtF16, geluTanh) }

// TestTileGeluErfBF16, TestTileGeluTanhBF16: bf16 tensors, GELU evaluated in f32 and
// rounded once to bf16 at the end: the f32 error (f32 tolerances) plus half a bf16 ulp.
func TestTileGeluErfBF16(t *testing.T)  { geluBF16(t, "gelu_erf_bf16", geluErf, sizes512) }
func TestTileGeluTanhBF16(t *testing.T) { geluBF16(t, "gelu_tanh_bf16", geluTanh, sizes384) }

// TestTileGeluErfBF16Native, TestTileGeluTanhBF16Native: the f16 kernels with bf16 tiles
// throughout, every step rounded to bf16 (the error bound of geluHalf with bf16's u).
func TestTileGeluErfBF16Native(t *testing.T) {
	geluHalf(t, "gelu_erf_bf16_native", fmtBF16, geluErf)
}
func TestTileGeluTanhBF16Native(t *testing.T) {
	geluHalf(t, "gelu_tanh_bf16_native", fmtBF16, geluTanh)
}

// sizes384 fit grid-stride kernels over tiles of 384: 4001 on 3 cores (11 tiles, the last
// of 161 elements), 1536 on 5 cores (4 whole tiles, core 4 idle).
var sizes384 = []elemSize{{"tail", 4001, 3}, {"whole", 1536, 5}}

func geluBF16(t *testing.T, kernel string, ref func(float64) float64, sizes []elemSize) {
	geluRun(t, kernel, fmtBF16, ref, sizes, 17, 1e-6, 1e-4+fmtBF16.u)
}

// TestTileMaskedAxpy: alpha*x + y under asc2.mask(count=k, other=fill). asclower-expand-mask
// turns the add into add_l0 with the count as its mask operand, duplicates fill into the
// destination first and, as --pyasc-pipeline names the architecture, sets the op's
// isSetMask (PyAsc leaves it off, so its call ignores the mask: docs/pyasc.md §5). The
// emitted Add<float, true>(dst, a, b, k, 4, params) computes lanes [0, k) of each
// 64-lane repeat; the other lanes keep fill. alpha*x + y is two f32 roundings, repeated
// by the reference.
func TestTileMaskedAxpy(t *testing.T) {
	const alpha, k, fill = float32(1.5), 40, -7
	eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(8))
		x, y := randF32(r, sz.n, 8), randF32(r, sz.n, 8)
		want := make([]float64, sz.n)
		for i := range want {
			want[i] = fill
			if i%64 < k { // tiles start at multiples of 256: whole repeats
				want[i] = float64(float32(alpha*x[i]) + y[i])
			}
		}
		m := lowerTile(t, "masked_axpy", soc)
		z := out(4 * sz.n)
		args := []*sim.Arg{in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(sz.n)), scalar("1.5"), scalar(fmtInt(k)), scalar("-7")}
		runTile(t, m, "masked_axpy_kernel", sz.cores, args...)
		checkClose(t, f64s(f32of(z.Data)), want, 1e-6, 1e-4)
	})
}

// TestTileMath2D: absf, sqrt, rsqrt (expanded to 1/sqrt), log, negf, exp, exp2 (expanded
// to exp(x*ln2)), maximumf/minimumf with splats (maxs/mins) on 8x64 tiles of a 2-D tensor,
// one row block per core, a loop over the column tiles. The columns are a multiple of the
// tile width and the rows of the tile height: PyAsc's 2-D store clips only the linear tail
// of the tensor, so a partial tile in a row would be written past the row end
// (passes-asc2.md, asctile-data-transfer store), which asc-sim reports.
func TestTileMath2D(t *testing.T) {
	const rows, cols, cores = 24, 192, 3
	r := rand.New(rand.NewSource(9))
	x := randF32(r, rows*cols, 3)
	want := make([]float64, len(x))
	for i, v32 := range x {
		v := float64(v32)
		a := math.Abs(v)
		s := math.Sqrt(a) + 1/math.Sqrt(a+1) + math.Log(a+1) + math.Exp(-v) - math.Exp2(v)
		want[i] = math.Min(math.Max(s, -3), 3) - 1
	}
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "math_2d", soc)
			y := out(4 * len(x))
			runTile(t, m, "math2d_kernel", cores, in(f32bytes(x)), y, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	}
}

// TestTileCastMixF16: f16 -> f32 casts (exact), f32 arithmetic, f32 -> f16 cast with
// CAST_NONE (round to nearest even, hardware.md §7): the reference does the same steps and
// the result must match exactly.
func TestTileCastMixF16(t *testing.T) {
	eachTile(t, sizes512, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(10))
		xh, yh := fmtF16.rand(r, sz.n, 8), fmtF16.rand(r, sz.n, 8)
		x, y := fmtF16.values(xh), fmtF16.values(yh)
		want := make([]float64, sz.n)
		for i := range want {
			want[i] = f16Ref(float64(float32(float32(x[i]-y[i])*float32(x[i]+y[i])) / 3))
		}
		m := lowerTile(t, "cast_mix_f16", soc)
		z := out(2 * sz.n)
		runTile(t, m, "cast_mix_kernel", sz.cores, in(f16bytes(xh)), in(f16bytes(yh)), z, scalar(fmtInt(sz.n)))
		checkClose(t, fmtF16.values(f16of(z.Data)), want, 0, 0)
	})
}

// TestTileIntOps: i32 muli, addi/shli/shrsi with splats (adds, shls, shrs), subi and
// maxsi; exact.
func TestTileIntOps(t *testing.T) {
	eachTile(t, sizes256, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(11))
		x, y := make([]int32, sz.n), make([]int32, sz.n)
		b := func(v []int32) []byte {
			o := make([]byte, 4*len(v))
			for i, e := range v {
				o[4*i], o[4*i+1], o[4*i+2], o[4*i+3] = byte(e), byte(e>>8), byte(e>>16), byte(e>>24)
			}
			return o
		}
		want := make([]float64, sz.n)
		for i := range x {
			x[i], y[i] = int32(r.Intn(2001)-1000), int32(r.Intn(2001)-1000)
			want[i] = float64(max((x[i]*y[i]+5)<<2, x[i]-y[i]) >> 1)
		}
		m := lowerTile(t, "int_ops", soc)
		z := out(4 * sz.n)
		runTile(t, m, "int_ops_kernel", sz.cores, in(b(x)), in(b(y)), z, scalar(fmtInt(sz.n)))
		got := make([]float64, sz.n)
		for i := range got {
			d := z.Data[4*i:]
			got[i] = float64(int32(uint32(d[0]) | uint32(d[1])<<8 | uint32(d[2])<<16 | uint32(d[3])<<24))
		}
		checkClose(t, got, want, 0, 0)
	})
}

// TestTileCastMixBF16: the same kernel in bf16. PyAsc lowers every float-to-float
// asctile.cast with CAST_NONE, which for the f32 -> bf16 narrowing rounds to nearest even
// (hardware.md §7, CAST_NONE = RINT when precision is lost): exact match again.
func TestTileCastMixBF16(t *testing.T) {
	eachTile(t, sizes512, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(10))
		xh, yh := fmtBF16.rand(r, sz.n, 8), fmtBF16.rand(r, sz.n, 8)
		x, y := fmtBF16.values(xh), fmtBF16.values(yh)
		want := make([]float64, sz.n)
		for i := range want {
			v := float32(float32(float32(x[i]-y[i])*float32(x[i]+y[i])) / 3)
			want[i] = float64(numeric.BF16ToF32(numeric.F32ToBF16(v)))
		}
		m := lowerTile(t, "cast_mix_bf16", soc)
		z := out(2 * sz.n)
		runTile(t, m, "cast_mix_kernel", sz.cores, in(f16bytes(xh)), in(f16bytes(yh)), z, scalar(fmtInt(sz.n)))
		checkClose(t, fmtBF16.values(f16of(z.Data)), want, 0, 0)
	})
}

// TestTileWhereF16: tile-tile and mirrored splat compares, select and relu in f16; the
// products and differences round once to f16 as the reference does, compares and selects
// are exact, so the result must match exactly.
func TestTileWhereF16(t *testing.T) {
	eachTile(t, sizes512, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(12))
		xh, yh := fmtF16.rand(r, sz.n, 2), fmtF16.rand(r, sz.n, 2)
		x, y := fmtF16.values(xh), fmtF16.values(yh)
		want := make([]float64, sz.n)
		for i := range want {
			s := f16Ref(y[i] - x[i])
			if x[i] < y[i] {
				s = f16Ref(x[i] * y[i])
			}
			want[i] = s
			if !(0.5 < x[i]) {
				want[i] = math.Max(s, 0)
			}
		}
		m := lowerTile(t, "where_f16", soc)
		z := out(2 * sz.n)
		runTile(t, m, "where_kernel", sz.cores, in(f16bytes(xh)), in(f16bytes(yh)), z, scalar(fmtInt(sz.n)))
		checkClose(t, fmtF16.values(f16of(z.Data)), want, 0, 0)
	})
}

// TestTileScalarOpsF16: runtime f16 scalars (asctile.splat) in subs, maxs, mins and a
// left-hand splat division. Each arithmetic operation rounds once to f16 as the reference
// does (max and min are exact), so the result must match exactly. Inputs stay away from 0.
func TestTileScalarOpsF16(t *testing.T) {
	const alpha, beta = 1.25, -0.5
	eachTile(t, sizes512, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(13))
		xh := make([]uint16, sz.n)
		for i := range xh {
			v := 0.25 + r.Float32()*4
			if r.Intn(2) == 0 {
				v = -v
			}
			xh[i] = numeric.F32ToF16(v)
		}
		x := fmtF16.values(xh)
		want := make([]float64, sz.n)
		for i, v := range x {
			d := f16Ref(f16Ref(alpha/v) - alpha)
			want[i] = f16Ref(d + f16Ref(math.Max(v, alpha)*math.Min(v, beta)))
		}
		m := lowerTile(t, "scalar_ops_f16", soc)
		z := out(2 * sz.n)
		runTile(t, m, "scalar_ops_kernel", sz.cores, in(f16bytes(xh)), z, scalar(fmtInt(sz.n)), scalar("1.25"), scalar("-0.5"))
		checkClose(t, fmtF16.values(f16of(z.Data)), want, 0, 0)
	})
}

// TestTileTrigF16: sin, cos, exp, log, floor in f16 against the exact function of the f16
// input. Bound: 8 roundings to f16 (u = 2^-11 each, the functions rounding once,
// docs/sim/math.md; exp_l2 may round twice, f64 -> f32 -> f16) on terms of magnitude at
// most e^2/4 + 1 + log 5 + 2 ≈ 6.5, so |error| <= 10 u (|sc| + |eq| + |l| + |f| + |y|).
func TestTileTrigF16(t *testing.T) {
	eachTile(t, sizes512, func(t *testing.T, sz elemSize, soc string) {
		r := rand.New(rand.NewSource(14))
		xh := fmtF16.rand(r, sz.n, 2)
		x := fmtF16.values(xh)
		want, bound := make([]float64, sz.n), make([]float64, sz.n)
		for i, v := range x {
			sc, eq, l, f := math.Sin(v)*math.Cos(v), math.Exp(v)*0.25, math.Log(v*v+1), math.Floor(v)
			want[i] = sc + eq - l + f
			bound[i] = 10 * uF16 * (math.Abs(sc) + math.Abs(eq) + math.Abs(l) + math.Abs(f) + math.Abs(want[i]))
		}
		m := lowerTile(t, "trig_f16", soc)
		y := out(2 * sz.n)
		runTile(t, m, "trig_kernel", sz.cores, in(f16bytes(xh)), y, scalar(fmtInt(sz.n)))
		checkBound(t, fmtF16.values(f16of(y.Data)), want, bound)
	})
}

// TestTileColBlockSum: a tile carried through an scf.for (iter_args) accumulating
// elementwise sums of column blocks; 8 rows per core. The additions happen in the order of
// j, each rounded to f32, as the reference does.
func TestTileColBlockSum(t *testing.T) {
	for _, c := range []struct {
		name                string
		rows, blocks, cores int
	}{{"odd", 24, 5, 3}, {"even", 16, 4, 2}} {
		r := rand.New(rand.NewSource(15))
		cols := 64 * c.blocks
		x := randF32(r, c.rows*cols, 4)
		want := make([]float64, c.rows*64)
		for i := range want {
			row, col := i/64, i%64
			var s float32
			for j := 0; j < c.blocks; j++ {
				s += x[row*cols+64*j+col]
			}
			want[i] = float64(s)
		}
		for _, soc := range tileSoCs {
			t.Run(c.name+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "col_block_sum", soc)
				y := out(4 * len(want))
				runTile(t, m, "col_block_sum_kernel", c.cores, in(f32bytes(x)), y, scalar(fmtInt(c.rows)), scalar(fmtInt(cols)))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileNested2D: an outer loop over row blocks around an inner column loop unrolled by
// 2; each element is x*2 + 1 - x*x/4 with every operation rounded to f32, as the reference.
func TestTileNested2D(t *testing.T) {
	for _, c := range []struct {
		name                  string
		rows, colTiles, cores int
	}{{"odd", 48, 5, 3}, {"even", 32, 4, 2}} {
		r := rand.New(rand.NewSource(16))
		cols := 64 * c.colTiles
		x := randF32(r, c.rows*cols, 4)
		want := make([]float64, len(x))
		for i, v := range x {
			s := float32(v*2) + 1
			q := float32(v*v) / 4
			want[i] = float64(s - q)
		}
		for _, soc := range tileSoCs {
			t.Run(c.name+"/"+soc, func(t *testing.T) {
				m := lowerTile(t, "nested_2d", soc)
				y := out(4 * len(x))
				runTile(t, m, "nested_kernel", c.cores, in(f32bytes(x)), y, scalar(fmtInt(c.rows)), scalar(fmtInt(cols)))
				checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
			})
		}
	}
}

// TestTileIfTile: a tile yielded by an scf.if on a scalar condition, both branches.
func TestTileIfTile(t *testing.T) { checkIfTile(t, "if_tile", sizes256[2:]) }

// checkIfTile runs kernel (if_tile_kernel: y = (alpha > 0 ? x * alpha : relu(x)) + x) for
// both branches on the sizes given, against the f32 reference.
func checkIfTile(t *testing.T, kernel string, sizes []elemSize) {
	for _, alpha := range []float32{1.5, -1} {
		eachTile(t, sizes, func(t *testing.T, sz elemSize, soc string) {
			r := rand.New(rand.NewSource(17))
			x := randF32(r, sz.n, 4)
			want := make([]float64, sz.n)
			for i, v := range x {
				s := max(v, 0)
				if alpha > 0 {
					s = v * alpha
				}
				want[i] = float64(s + v)
			}
			m := lowerTile(t, kernel, soc)
			y := out(4 * sz.n)
			runTile(t, m, "if_tile_kernel", sz.cores, in(f32bytes(x)), y, scalar(fmtInt(sz.n)), scalar(fmtFloat(float64(alpha))))
			checkClose(t, f64s(f32of(y.Data)), want, 1e-6, 1e-4)
		})
	}
}

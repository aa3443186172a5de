package examples

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Round 8 (asc2/r8_*): tile kernels in the frontend's form on dynamic 2-D tensors walked
// over rows x cols grids with tails in both dimensions, tile (+) scalar chains, casts in
// both directions, every math op in three float types, composed and library softmax,
// reductions with pads, fixed per-core blocks reaching past the tensor, run for both SoCs
// under several pipeline options and compared with Go references at the held-out
// tolerances (f32 atol 1e-6 rtol 1e-4; 16-bit outputs one or two units of their format).

// r8Buf is a GM buffer: its element type (f32, f16, bf16, i32) and values.
type r8Buf struct {
	dt   string
	vals []float64
}

func (b r8Buf) bytes() []byte {
	switch b.dt {
	case "f16", "bf16":
		h := make([]uint16, len(b.vals))
		for i, v := range b.vals {
			if b.dt == "f16" {
				h[i] = numeric.F32ToF16(float32(v))
			} else {
				h[i] = numeric.F32ToBF16(float32(v))
			}
		}
		return f16bytes(h)
	case "i32":
		w := make([]int32, len(b.vals))
		for i, v := range b.vals {
			w[i] = int32(v)
		}
		return i32bytes(w)
	}
	f := make([]float32, len(b.vals))
	for i, v := range b.vals {
		f[i] = float32(v)
	}
	return f32bytes(f)
}

// r8Decode reads n elements of dt from an output buffer.
func r8Decode(dt string, b []byte) []float64 {
	switch dt {
	case "f16":
		return fmtF16.values(f16of(b))
	case "bf16":
		return fmtBF16.values(f16of(b))
	case "i32":
		w := i32of(b)
		o := make([]float64, len(w))
		for i, v := range w {
			o[i] = float64(v)
		}
		return o
	}
	return f64s(f32of(b))
}

func r8ElemBytes(dt string) int {
	if dt == "f16" || dt == "bf16" {
		return 2
	}
	return 4
}

// r8Out is an output buffer and its reference; atol and rtol are the comparison's.
type r8Out struct {
	name, dt   string
	want       []float64
	atol, rtol float64
}

// r8Tol is the tolerance of an output of dt computed by one rounding of an op the format
// may round either way (a math function): the held-out f32 tolerance, and for 16-bit
// outputs what the numpy check uses (about one ulp of f16, two of bf16).
func r8Tol(name, dt string, want []float64) r8Out {
	switch dt {
	case "f16":
		return r8Out{name, dt, want, 1e-3, 1e-3}
	case "bf16":
		return r8Out{name, dt, want, 8e-3, 8e-3}
	}
	return r8Out{name, dt, want, 1e-6, 1e-4}
}

// r8Exact is an output the kernel must reproduce exactly.
func r8Exact(name, dt string, want []float64) r8Out { return r8Out{name, dt, want, 0, 0} }

// r8Case is one run of a kernel: inputs, outputs and scalars in the entry's parameter
// order (every r8 kernel takes its inputs, then its outputs, then its scalars).
type r8Case struct {
	kernel, entry string
	cores         int
	ins           []r8Buf
	outs          []r8Out
	scalars       []string
}

// r8Opts are the pipeline options every r8 kernel runs under besides the default: UB
// reuse (also of inputs and outputs, which defers unrolling), densified loads and stores,
// the allocation the SoC does not default to (r8FlipAlloc: static on 910B, dynamic on
// 950), and vf-fusion (950 only).
var r8Opts = []string{"", "reuse-ub=true reuse-ub-in-out=true", "densify-load-store=true", r8FlipAlloc, "vf-fusion=true"}

// r8FlipAlloc stands for static-alloc set against the SoC's default (c310: static).
const r8FlipAlloc = "static-alloc=flip"

// r8SocOpts is o for soc, with r8FlipAlloc made concrete.
func r8SocOpts(o, soc string) string {
	if o != r8FlipAlloc {
		return o
	}
	if soc == "Ascend950PR_9599" {
		return "static-alloc=false"
	}
	return "static-alloc=true"
}

// r8OptsFor is the option sets of a test's i-th size: all of r8Opts for i = 0, the
// default and reuse-ub-in-out for the others (to keep the package's run short).
func r8OptsFor(i int) []string {
	if i == 0 {
		return r8Opts
	}
	return r8Opts[:2]
}

// run simulates c on each SoC under each option set of opts and compares the outputs.
func (c r8Case) run(t *testing.T, opts []string) {
	for _, soc := range tileSoCs {
		for _, o := range opts {
			if strings.Contains(o, "vf-fusion") && soc != "Ascend950PR_9599" {
				continue // vf-fusion needs c310's vector registers: refused on 910B
			}
			o := r8SocOpts(o, soc)
			name := soc
			if o != "" {
				name += "/" + strings.ReplaceAll(o, " ", ",")
			}
			t.Run(name, func(t *testing.T) {
				m := lowerTileOpts(t, c.kernel, strings.TrimSpace("soc="+soc+" "+o))
				var args []*sim.Arg
				for _, b := range c.ins {
					args = append(args, in(b.bytes()))
				}
				outs := make([]*sim.Arg, len(c.outs))
				for i, r := range c.outs {
					outs[i] = out(len(r.want) * r8ElemBytes(r.dt))
					args = append(args, outs[i])
				}
				for _, s := range c.scalars {
					args = append(args, scalar(s))
				}
				runTile(t, m, c.entry, c.cores, args...)
				for i, r := range c.outs {
					t.Run(r.name, func(t *testing.T) { checkClose(t, r8Decode(r.dt, outs[i].Data), r.want, r.atol, r.rtol) })
				}
			})
		}
	}
}

// r8Rand draws n values of dt uniformly from [lo, hi), rounded to dt.
func r8Rand(r *rand.Rand, dt string, n int, lo, hi float64) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = roundTo(dt, lo+(hi-lo)*r.Float64())
	}
	return v
}

// TestTileR8EwScalars: r8_ew2d_scalars_f16, y = ((x*alpha) + g) - ti and z = (alpha - x) / 4
// in f16 (every op rounded; the reference rounds the same: exact), alpha an f32 argument
// narrowed to f16, g read with get_value, ti the tile row index as f16.
func TestTileR8EwScalars(t *testing.T) {
	for i, s := range []shape2{{"tails", 7, 100, 4}, {"idle-cores", 2, 5, 7}, {"whole", 9, 96, 3}} {
		t.Run(s.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(801 + s.rows)))
			x := r8Rand(r, "f16", s.rows*s.cols, -4, 4)
			g := []float64{1.25, 0, 0, 0}
			const alpha = 0.7
			ah := roundTo("f16", float64(float32(alpha)))
			y, z := make([]float64, len(x)), make([]float64, len(x))
			for i, v := range x {
				ti := float64((i / s.cols) / 3)
				y[i] = roundTo("f16", roundTo("f16", roundTo("f16", v*ah)+g[0])-ti)
				z[i] = roundTo("f16", roundTo("f16", ah-v)/4)
			}
			r8Case{kernel: "r8_ew2d_scalars_f16", entry: "ew2d_kernel", cores: s.cores,
				ins:     []r8Buf{{"f16", x}, {"f16", g}},
				outs:    []r8Out{r8Exact("y", "f16", y), r8Exact("z", "f16", z)},
				scalars: []string{fmtInt(s.rows), fmtInt(s.cols), "0.7"}}.run(t, r8OptsFor(i))
		})
	}
}

// TestTileR8Where: r8_where2d_f32, y = x < w ? relu(x)*s : max(|x|, w) and
// z = x >= s ? -x : min(x, w) - s in f32 (exact).
func TestTileR8Where(t *testing.T) {
	for i, s := range []shape2{{"tails", 7, 50, 4}, {"one-row", 1, 3, 9}, {"whole", 10, 48, 3}} {
		t.Run(s.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(811 + s.cols)))
			x, w := r8Rand(r, "f32", s.rows*s.cols, -2, 2), r8Rand(r, "f32", s.rows*s.cols, -2, 2)
			const sc = float32(0.5)
			y, z := make([]float64, len(x)), make([]float64, len(x))
			for i := range x {
				a, b := float32(x[i]), float32(w[i])
				if a < b {
					y[i] = float64(max(a, 0) * sc)
				} else {
					y[i] = float64(max(float32(math.Abs(float64(a))), b))
				}
				if a >= sc {
					z[i] = float64(-a)
				} else {
					z[i] = float64(min(a, b) - sc)
				}
			}
			r8Case{kernel: "r8_where2d_f32", entry: "where_kernel", cores: s.cores,
				ins:     []r8Buf{{"f32", x}, {"f32", w}},
				outs:    []r8Out{r8Exact("y", "f32", y), r8Exact("z", "f32", z)},
				scalars: []string{fmtInt(s.rows), fmtInt(s.cols), "0.5"}}.run(t, r8OptsFor(i))
		})
	}
}

// TestTileR8Casts: r8_cast_chain_2d: i = i32(8x) (truncation), f = f32(i) + x,
// h3 = f16(x)*3, b = bf16(h3), c = f32(bf16(x)) - f32(f16(x)), f16(i), bf16(i), i32(h3),
// i32(b) + k: every value exact (conversions round to nearest even, or truncate).
func TestTileR8Casts(t *testing.T) {
	for _, s := range []shape2{{"tails", 7, 50, 4}, {"tiny", 1, 3, 2}} {
		t.Run(s.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(int64(821 + s.cols)))
			x := r8Rand(r, "f32", s.rows*s.cols, -500, 500)
			copy(x, []float64{2.5, -2.5, float64(float32(1e-3))})
			const k = 7
			n := len(x)
			yi, yf, yh, yb, yc := make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
			yhi, ybi, yih, yib := make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
			for j, v := range x {
				i := math.Trunc(float64(float32(v) * 8))
				yi[j], yf[j] = i, float64(float32(i)+float32(v))
				h3 := roundTo("f16", roundTo("f16", v)*3)
				b := roundTo("bf16", h3)
				yh[j], yb[j] = h3, b
				yc[j] = float64(float32(roundTo("bf16", v)) - float32(roundTo("f16", v)))
				yhi[j], ybi[j] = roundTo("f16", i), roundTo("bf16", i)
				yih[j], yib[j] = math.Trunc(h3), math.Trunc(b)+k
			}
			r8Case{kernel: "r8_cast_chain_2d", entry: "cast_kernel", cores: s.cores,
				ins: []r8Buf{{"f32", x}},
				outs: []r8Out{r8Exact("yi", "i32", yi), r8Exact("yf", "f32", yf), r8Exact("yh", "f16", yh),
					r8Exact("yb", "bf16", yb), r8Exact("yc", "f32", yc), r8Exact("yhi", "f16", yhi),
					r8Exact("ybi", "bf16", ybi), r8Exact("yih", "i32", yih), r8Exact("yib", "i32", yib)},
				scalars: []string{fmtInt(s.rows), fmtInt(s.cols), fmtInt(k)}}.run(t, r8Opts[:2])
		})
	}
}

// r8MathOps are r8_math2d's outputs in order, each with its function (of |x| for the
// log/sqrt family, as the kernel takes it).
var r8MathOps = []struct {
	name string
	f    func(float64) float64
	abs  bool
}{
	{"cos", math.Cos, false}, {"sin", math.Sin, false}, {"tan", math.Tan, false},
	{"sinh", math.Sinh, false}, {"cosh", math.Cosh, false}, {"tanh", math.Tanh, false},
	{"exp", math.Exp, false}, {"log", math.Log, true}, {"log2", math.Log2, true},
	{"floor", math.Floor, false}, {"ceil", math.Ceil, false}, {"absf", math.Abs, false},
	{"erf", math.Erf, false}, {"exp2", math.Exp2, false},
	{"rsqrt", func(v float64) float64 { return 1 / math.Sqrt(v) }, true}, {"sqrt", math.Sqrt, true},
}

// TestTileR8Math: r8_math2d_<dt>, each math op once on x in [-3, 3) rounded to dt (zero
// left out: log and rsqrt of it are infinite), the exact value rounded to dt as reference.
func TestTileR8Math(t *testing.T) {
	for _, dt := range []string{"f16", "bf16", "f32"} {
		for _, s := range []shape2{{"tails", 9, 70, 3}, {"short", 3, 5, 2}} {
			t.Run(dt+"/"+s.name, func(t *testing.T) {
				r := rand.New(rand.NewSource(int64(831 + s.rows)))
				x := r8Rand(r, dt, s.rows*s.cols, -3, 3)
				for i := range x {
					if x[i] == 0 {
						x[i] = 0.25
					}
				}
				var outs []r8Out
				for _, op := range r8MathOps {
					want := make([]float64, len(x))
					for i, v := range x {
						if op.abs {
							v = math.Abs(v)
						}
						want[i] = roundTo(dt, op.f(v))
					}
					outs = append(outs, r8Tol(op.name, dt, want))
				}
				r8Case{kernel: "r8_math2d_" + dt, entry: "math_kernel", cores: s.cores, ins: []r8Buf{{dt, x}}, outs: outs,
					scalars: []string{fmtInt(s.rows), fmtInt(s.cols)}}.run(t, r8Opts[:2])
			})
		}
	}
}

// r8Name is a size's subtest name.
func r8Name(rows, cols, cores int) string { return fmt.Sprintf("%dx%d/c%d", rows, cols, cores) }

package examples

import (
	"math"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

const rows, cols = 8, 1024

func f64s(v []float32) []float64 {
	o := make([]float64, len(v))
	for i, x := range v {
		o[i] = float64(x)
	}
	return o
}

func f16to64(v []uint16) []float64 {
	o := make([]float64, len(v))
	for i, x := range v {
		o[i] = float64(numeric.F16ToF32(x))
	}
	return o
}

func softmaxRef(x []float64) []float64 { return rowSoftmaxRef(x, len(x)/cols, cols) }

func TestSoftmax(t *testing.T) {
	m := load(t, "softmax")
	x := randF32(rand.New(rand.NewSource(5)), rows*cols, 4)
	y := out(4 * rows * cols)
	run(t, m, "softmax", 8, in(f32bytes(x)), y, scalar("8"))
	checkClose(t, f64s(f32of(y.Data)), softmaxRef(f64s(x)), 1e-4, 1e-4)
}

func rmsRef(x, g []float64) []float64 {
	y := make([]float64, len(x))
	for r := 0; r < len(x)/cols; r++ {
		var s float64
		for _, v := range x[r*cols : (r+1)*cols] {
			s += v * v
		}
		inv := 1 / math.Sqrt(s/cols+1e-5)
		for i := 0; i < cols; i++ {
			y[r*cols+i] = x[r*cols+i] * inv * g[i]
		}
	}
	return y
}

func TestRMSNorm(t *testing.T) {
	m := load(t, "rmsnorm")
	r := rand.New(rand.NewSource(6))
	x, g := randF32(r, rows*cols, 2), randF32(r, cols, 1)
	y := out(4 * rows * cols)
	run(t, m, "rmsnorm_f32", 4, in(f32bytes(x)), y, in(f32bytes(g)), scalar("8"))
	checkClose(t, f64s(f32of(y.Data)), rmsRef(f64s(x), f64s(g)), 1e-4, 1e-4)

	xh, gh := randF16(r, rows*cols, 2), randF16(r, cols, 1)
	yh := out(2 * rows * cols)
	run(t, m, "rmsnorm_f16", 8, in(f16bytes(xh)), yh, in(f16bytes(gh)), scalar("8"))
	checkClose(t, f16to64(f16of(yh.Data)), rmsRef(f16to64(xh), f16to64(gh)), 2e-2, 2e-2)
}

func TestGELU(t *testing.T) {
	m := load(t, "gelu")
	x := randF32(rand.New(rand.NewSource(7)), rows*cols, 6)
	y := out(4 * rows * cols)
	run(t, m, "gelu", 8, in(f32bytes(x)), y, scalar("8"))
	want := make([]float64, len(x))
	for i, v := range f64s(x) {
		want[i] = 0.5 * v * (1 + math.Tanh(math.Sqrt(2/math.Pi)*(v+0.044715*v*v*v)))
	}
	checkClose(t, f64s(f32of(y.Data)), want, 1e-4, 1e-4)
}

func TestLeakyReLU(t *testing.T) {
	m := load(t, "leaky_relu")
	x := randF32(rand.New(rand.NewSource(8)), rows*cols, 3)
	y := out(4 * rows * cols)
	run(t, m, "leaky_relu", 2, in(f32bytes(x)), y, scalar("0.125"), scalar("8"))
	got := f32of(y.Data)
	for i, v := range x {
		want := v
		if v < 0 {
			want = v * 0.125
		}
		if got[i] != want {
			t.Fatalf("y[%d] = %g, want %g", i, got[i], want)
		}
	}
}

func rowMutationCases(r *rand.Rand) []mutationCase {
	rowsIn := func() []*sim.Arg {
		return []*sim.Arg{in(f32bytes(randF32(r, rows*cols, 2))), out(4 * rows * cols), scalar("8")}
	}
	return []mutationCase{
		{"softmax", "softmax", 2, rowsIn},
		{"gelu", "gelu", 2, rowsIn},
		{"rmsnorm", "rmsnorm_f32", 2, func() []*sim.Arg {
			return []*sim.Arg{in(f32bytes(randF32(r, rows*cols, 2))), out(4 * rows * cols), in(f32bytes(randF32(r, cols, 1))), scalar("8")}
		}},
	}
}

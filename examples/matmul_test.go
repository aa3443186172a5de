package examples

import (
	"fmt"
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// matmulRef is A (m×k) times B (k×n) of f16 bits in float64.
func matmulRef(a, b []uint16, m, k, n int) []float64 {
	return matmulRefOf(a, b, m, k, n, numeric.F16ToF32)
}

// matmulRefOf is A times B of 16-bit floats that elem decodes (f16 or bf16), in float64.
func matmulRefOf(a, b []uint16, m, k, n int, elem func(uint16) float32) []float64 {
	c := make([]float64, m*n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			var s float64
			for x := 0; x < k; x++ {
				s += float64(elem(a[i*k+x])) * float64(elem(b[x*n+j]))
			}
			c[i*n+j] = s
		}
	}
	return c
}

func matmulArgs(r *rand.Rand, m, k, n int) ([]uint16, []uint16, []*sim.Arg) {
	a, b := randF16(r, m*k, 1), randF16(r, k*n, 1)
	return a, b, []*sim.Arg{in(f16bytes(a)), in(f16bytes(b)), out(4 * m * n),
		scalar(fmt.Sprint(m)), scalar(fmt.Sprint(k)), scalar(fmt.Sprint(n))}
}

func TestMatmul(t *testing.T) {
	mod := load(t, "matmul")
	r := rand.New(rand.NewSource(9))
	for _, tc := range []struct{ m, k, n, cores int }{{64, 64, 64, 1}, {256, 256, 256, 4}, {128, 64, 192, 3}} {
		a, b, args := matmulArgs(r, tc.m, tc.k, tc.n)
		run(t, mod, "matmul", tc.cores, args...)
		checkClose(t, f64s(f32of(args[2].Data)), matmulRef(a, b, tc.m, tc.k, tc.n), 1e-3, 1e-3)
	}
}

func TestMatmulLeakyReLU(t *testing.T) {
	mod := load(t, "matmul_leaky_relu")
	r := rand.New(rand.NewSource(10))
	m, k, n := 128, 128, 128
	a, b, args := matmulArgs(r, m, k, n)
	args = append(args, scalar("0.1"))
	run(t, mod, "matmul_leaky_relu", 2, args...)
	want := matmulRef(a, b, m, k, n)
	for i, v := range want {
		if v < 0 {
			want[i] = v * float64(float32(0.1))
		}
	}
	checkClose(t, f64s(f32of(args[2].Data)), want, 1e-3, 1e-3)
}

func cubeMutationCases(r *rand.Rand) []mutationCase {
	return []mutationCase{
		{"matmul", "matmul", 2, func() []*sim.Arg { _, _, a := matmulArgs(r, 128, 64, 128); return a }},
		{"matmul_leaky_relu", "matmul_leaky_relu", 2, func() []*sim.Arg {
			_, _, a := matmulArgs(r, 128, 64, 128)
			return append(a, scalar("0.1"))
		}},
	}
}

package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestMatmulAPIChargesSteps: the host arithmetic of a Matmul API call counts against
// --max-steps in 16×16×16 fractal products, so a tiling of legal sizes cannot keep a core
// computing for hours: IterateAll and Iterate of a 1024³ product (262,144 fractal
// products) stop with the step error under a bound of 100,000, while a 64³ product (64)
// runs under the same bound.
func TestMatmulAPIChargesSteps(t *testing.T) {
	const bound = 100_000
	limit := func(c *sim.Config) { c.MaxSteps = bound }
	for _, n := range []int{64, 1024} {
		in := randMM(n, n, n, 3)
		src := strings.ReplaceAll(tileKernel(n, n, n, n, n, 0, 2, getGM), "MMT", mmTy)
		loop := src[strings.Index(src, "  scf.for"):strings.Index(src, "  ascendc.matmul.end")]
		all := strings.Replace(src, loop, "  ascendc.matmul.iterate_all %mm, %gc, %c0_i8, %false, %false, %true {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1>} : MMT, !ascendc.global_tensor<*xf32>, i8, i1, i1, i1\n", 1)
		all = strings.ReplaceAll(all, "MMT", mmTy)
		for form, k := range map[string]string{"iterate": src, "iterate_all": all} {
			args := []*sim.Arg{{Kind: sim.ArgIn, Data: u16bytes(in.a), Name: "a"}, {Kind: sim.ArgIn, Data: u16bytes(in.b), Name: "b"},
				{Kind: sim.ArgIn, Data: f32buf(in.bias...), Name: "bias"}, {Kind: sim.ArgOut, Data: make([]byte, 4*n*n), Name: "c"},
				{Kind: sim.ArgOut, Data: make([]byte, 4), Name: "s"}}
			_, d := kernelWith(t, k, 1, limit, args...)
			stopped := strings.Contains(d, "exceeded --max-steps=100000 executed ops: the instruction takes 262144 16x16x16 fractal products")
			if n == 64 && d != "" {
				t.Errorf("%s %d³: %s", form, n, d)
			}
			if n == 1024 && !stopped {
				t.Errorf("%s %d³: want the step error, got %q", form, n, d)
			}
		}
	}
}

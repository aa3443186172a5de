package examples

import (
	"math"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

// The kernels of this file are written the way PyAsc emits them (emitasc.ptr_offset,
// emitasc.init_struct, set_ffts_base_addr, ...). Some of their ops are still being given
// semantics; runPyAsc skips the test, naming the op, while the simulator refuses one, so
// each test turns live when its last op lands. Any other error fails.

// runPyAsc runs a kernel, skipping when the only problem is an op the simulator refuses.
func runPyAsc(t *testing.T, name, entry string, blockDim int, args ...*sim.Arg) {
	t.Helper()
	m := load(t, name)
	_, errs := tryRun(t, m, entry, blockDim, args...)
	if len(errs) == 1 && refused(errs[0]) {
		t.Skipf("waiting for op semantics: %s (unsimulated ops of the kernel: %s)", errs[0].Error(), pending(m))
	}
	if len(errs) > 0 {
		var b strings.Builder
		for _, e := range errs {
			b.WriteString(e.Error() + "\n")
			for _, n := range e.Notes {
				b.WriteString("  " + n.Error() + "\n")
			}
		}
		t.Fatalf("%d diagnostics:\n%s", len(errs), b.String())
	}
}

// pending lists the kernel's ops the registry does not simulate: the simulator stops at
// the first, the skip message names them all.
func pending(m *ir.Operation) string {
	reg := semantics.Registry()
	seen := map[string]bool{}
	var names []string
	m.Walk(func(op *ir.Operation) bool {
		if n := op.Name(); !seen[n] && !reg.Registered(n) && n != "builtin.module" {
			seen[n] = true
			names = append(names, n)
		}
		return true
	})
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func refused(d *ir.Diagnostic) bool {
	return strings.Contains(d.Msg, "is not simulated") || strings.Contains(d.Msg, "has no simulator semantics")
}

// ffts is the FFTS base address buffer set_ffts_base_addr reads on 910B.
func ffts() *sim.Arg { return in(make([]byte, 8)) }

func TestPyAscSoftmaxRows(t *testing.T) {
	const rows, cols, cores = 16, 256, 4
	x := randF32(rand.New(rand.NewSource(21)), rows*cols, 5)
	y := out(4 * rows * cols)
	runPyAsc(t, "softmax_rows", "softmax_rows", cores, ffts(), in(f32bytes(x)), y, scalar(fmtInt(rows)))
	checkClose(t, f64s(f32of(y.Data)), rowSoftmax(x, rows, cols), 1e-6, 1e-4)
}

func TestPyAscLayerNorm(t *testing.T) {
	const rows, cols, cores = 16, 256, 4
	r := rand.New(rand.NewSource(22))
	x, g, b := randF32(r, rows*cols, 3), randF32(r, cols, 1), randF32(r, cols, 1)
	for i := range x {
		x[i] += 0.5 // a mean away from zero
	}
	y := out(4 * rows * cols)
	runPyAsc(t, "layernorm", "layernorm", cores, ffts(), in(f32bytes(x)), in(f32bytes(g)), in(f32bytes(b)), y, scalar(fmtInt(rows)))
	want := make([]float64, rows*cols)
	for i := 0; i < rows; i++ {
		row := f64s(x[i*cols : (i+1)*cols])
		var mean, v float64
		for _, e := range row {
			mean += e
		}
		mean /= cols
		for _, e := range row {
			v += (e - mean) * (e - mean)
		}
		rstd := 1 / math.Sqrt(v/cols+1e-5)
		for j, e := range row {
			want[i*cols+j] = (e-mean)*rstd*float64(g[j]) + float64(b[j])
		}
	}
	checkClose(t, f64s(f32of(y.Data)), want, 1e-5, 1e-4)
}

// Lengths with a tail (1000 = 3 tiles + 232), a tail only (200) and none (512).
func TestPyAscSumTail(t *testing.T) {
	const cores = 4
	r := rand.New(rand.NewSource(23))
	for _, n := range []int{1000, 200, 512} {
		x := randF32(r, cores*n, 1)
		y := out(4 * cores)
		runPyAsc(t, "sum_tail", "sum_tail", cores, ffts(), in(f32bytes(x)), y, scalar(fmtInt(n)))
		want := make([]float64, cores)
		for c := range want {
			for _, v := range x[c*n : (c+1)*n] {
				want[c] += float64(v)
			}
		}
		checkClose(t, f64s(f32of(y.Data)), want, 1e-4, 1e-5)
	}
}

func TestPyAscMatmulKSplit(t *testing.T) {
	r := rand.New(rand.NewSource(24))
	for _, tc := range []struct{ m, k, n int }{{128, 128, 128}, {64, 64, 128}, {64, 512, 64}} {
		a, b := randF16(r, tc.m*tc.k, 1), randF16(r, tc.k*tc.n, 1)
		c := out(4 * tc.m * tc.n)
		cores := tc.m / 64 * tc.n / 64
		runPyAsc(t, "matmul_ksplit", "matmul_ksplit", cores, ffts(), in(f16bytes(a)), in(f16bytes(b)), c,
			scalar(fmtInt(tc.n)), scalar(fmtInt(tc.k)))
		checkClose(t, f64s(f32of(c.Data)), matmulRef(a, b, tc.m, tc.k, tc.n), 1e-3, 1e-3)
	}
}

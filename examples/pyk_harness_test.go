package examples

import (
	"bytes"
	"fmt"
	"math"
	"path/filepath"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	target "github.com/ascend-toolchain/asc/target/ascendc"
)

// The pyk_*_test.go kernels are written as PyAsc emits them after its 910B pipeline (the
// form the held-out "real PyAsc kernel" check hands to `asc-sim run`): set_ffts_base_addr,
// emitasc.ptr_offset per core, TQue/TBuf with the synchronisation PyAsc places
// (EnQue/DeQue, PipeBarrier<PIPE_V>, V_S/S_V and S_MTE3 flags around scalar accesses).
// Each uses Ascend C APIs no earlier example kernel exercises. pykRun translates the
// kernel (asc-translate --mlir-to-ascendc), simulates it directly (no pipeline of ours in
// between) and fails on any diagnostic; the callers compare the outputs with a reference
// computed in Go. TestPykCpp checks all their C++ with g++ against the API header.
func pykRun(t *testing.T, name, entry string, blockDim int, args ...*sim.Arg) {
	t.Helper()
	m := load(t, name)
	pykTranslate(t, name, m)
	run(t, m, entry, blockDim, append([]*sim.Arg{ffts()}, args...)...)
}

// pykTranslate translates a kernel as asc-translate --mlir-to-ascendc does.
func pykTranslate(t *testing.T, name string, m *ir.Operation) []byte {
	t.Helper()
	var cpp bytes.Buffer
	if err := target.Translate(&cpp, m, target.Options{}); err != nil {
		t.Fatalf("asc-translate --mlir-to-ascendc %s: %v", name, err)
	}
	return cpp.Bytes()
}

// TestPykCpp checks the C++ of every pyk kernel with one g++ run (a run per kernel costs
// about a second): the translations are joined into one file, each behind a #line
// directive naming its kernel so that a diagnostic points at it.
func TestPykCpp(t *testing.T) { checkKernelsCpp(t, "pyk") }

// checkKernelsCpp translates every kernel of the directories prefix_*/ and checks the
// joined C++ with one g++ run.
func checkKernelsCpp(t *testing.T, prefix string) {
	paths, err := filepath.Glob(prefix + "_*/kernel.mlir")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no %s kernels (%v)", prefix, err)
	}
	var all bytes.Buffer
	for _, p := range paths {
		name := filepath.Dir(p)
		fmt.Fprintf(&all, "#line 1 \"%s.cpp\"\n", name)
		all.Write(pykTranslate(t, name, load(t, name)))
	}
	checkCpp(t, prefix+"_kernels", all.Bytes(), bytes.Contains(all.Bytes(), []byte("matmul::Matmul<")))
}

// pykF32Close compares f32 outputs with float64 references at the held-out check's
// tolerance (atol 1e-6, rtol 1e-4) unless the caller gives looser ones.
func pykF32Close(t *testing.T, got []float32, want []float64, atol, rtol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d outputs, want %d", len(got), len(want))
	}
	checkClose(t, f64s(got), want, atol, rtol)
}

// sigmoid64 is the logistic function in float64.
func sigmoid64(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// pykRunDump is pykRun for kernels in the exact form of a PyAsc dump, whose FFTS address
// parameter (emitasc.kernel_arg ffts_addr) the simulator binds itself.
func pykRunDump(t *testing.T, name, entry string, blockDim int, args ...*sim.Arg) {
	t.Helper()
	m := load(t, name)
	pykTranslate(t, name, m)
	run(t, m, entry, blockDim, args...)
}

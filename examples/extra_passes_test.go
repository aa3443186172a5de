package examples

import (
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

// ASC_EXTRA_PASSES names passes that both harnesses run on every kernel after it is
// lowered (lowerAndTranslateOpts) or loaded (load), before it is translated and
// simulated, with the IR verified after each: the kernels' own references then check that
// the passes keep what the kernels compute. It is a pipeline anchored on builtin.module
// ("builtin.module(canonicalize,cse)") or a plain pass list ("canonicalize,cse") that is
// anchored there. Unset, nothing runs.
const extraPassesEnv = "ASC_EXTRA_PASSES"

// pipelineText anchors a plain pass list on builtin.module; a pipeline that already
// names an anchor is kept as it is.
func pipelineText(spec string) string {
	spec = strings.TrimSpace(spec)
	if spec == "" || strings.HasPrefix(spec, "builtin.module(") {
		return spec
	}
	return "builtin.module(" + spec + ")"
}

// applyExtraPasses runs ASC_EXTRA_PASSES on m (nothing when it is unset), failing the
// test if the pipeline does not parse, a pass fails or the IR no longer verifies.
func applyExtraPasses(t testing.TB, m *ir.Operation, ctx *ir.Context) {
	t.Helper()
	if text := pipelineText(os.Getenv(extraPassesEnv)); text != "" {
		runPipeline(t, m, ctx, text, extraPassesEnv+"="+text)
	}
}

// runPipeline runs pipeline text on m with VerifyEach, failing the test, with what named,
// if the text does not parse or a pass fails.
func runPipeline(t testing.TB, m *ir.Operation, ctx *ir.Context, text, what string) {
	t.Helper()
	if err := applyPipeline(m, ctx, text); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// applyPipeline parses the pass pipeline text and runs it on m, verifying after each pass:
// for the kernels whose refusal by a pass is the check.
func applyPipeline(m *ir.Operation, ctx *ir.Context, text string) error {
	pm, err := passall.Registry().ParsePipeline(text)
	if err != nil {
		return err
	}
	return pm.Run(m, ctx, &passes.Instrumentation{VerifyEach: true})
}

// pyascPipeline is the pipeline text of PyAsc's whole lowering for one SoC.
func pyascPipeline(soc string) string { return "builtin.module(pyasc-pipeline{soc=" + soc + "})" }

// extraPassChecks are the kernels TestExtraPassesKeepResults runs under each pipeline of
// theirs: tile kernels of each control-flow shape (loops, while, if, a call, a cube
// chain, reductions, integer ops) and the kernels on which the sweep found a pass
// miscompiling (erase-sync then insert-sync lost the sync of pyk_swiglu_f16's helper
// queue, of pyk_topk's Extract and of static_alloc's SetAddrWithOffset view).
var extraPassChecks = []struct {
	pipelines []string
	tests     []func(*testing.T)
}{
	{
		pipelines: []string{
			"canonicalize,cse,sccp,canonicalize",
			"ascendc-erase-sync,ascendc-insert-sync",
			"scf-for-to-while,int-range-optimizations",
			"ascendc-lower-to-l0{departures=true},ascendc-fill-asc-operands{departures=true},ascendc-unify-pipe",
		},
		tests: []func(*testing.T){TestTileAdd, TestTileWhileHalve, TestTileIfTile, TestTileRecurIter,
			TestTileMatmulChain, TestTileSoftmaxLongRows, TestTileGeluCall, TestTileIntOps},
	},
	{
		pipelines: []string{
			"ascendc-erase-sync,ascendc-insert-sync",
			"canonicalize,cse,sccp,canonicalize",
			"loop-invariant-code-motion,remove-dead-values",
		},
		tests: []func(*testing.T){TestPykSwigluF16, TestPykTopk, TestStaticAlloc, TestPykCounterTail,
			TestSoftmax, TestVectorAdd, TestMatmul},
	},
	// A second fixup-mmad-acc-params made later output tiles accumulate onto earlier ones.
	{pipelines: []string{"ascendc-fixup-mmad-acc-params"}, tests: []func(*testing.T){TestTileMatmulTiles, TestTileMatmulKTail}},
	// sccp left equal constants in one block, declared twice in the C++ g++ checks.
	{pipelines: []string{"sccp"}, tests: []func(*testing.T){TestPykCpp}},
}

// TestExtraPassesKeepResults runs a small fixed set of kernels with ASC_EXTRA_PASSES set
// to passes that must keep what they compute, each checked by its own reference (a full
// sweep: examples/README.md).
func TestExtraPassesKeepResults(t *testing.T) {
	for _, c := range extraPassChecks {
		for _, p := range c.pipelines {
			for _, f := range c.tests {
				name := strings.TrimPrefix(runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name(), "github.com/ascend-toolchain/asc/examples.")
				t.Run(p+"/"+name, func(t *testing.T) {
					t.Setenv(extraPassesEnv, p)
					f(t)
				})
			}
		}
	}
}

// TestExtraPassesPipelineText: a plain list is anchored on builtin.module, a whole
// pipeline is kept, nothing stays nothing.
func TestExtraPassesPipelineText(t *testing.T) {
	for in, want := range map[string]string{
		"":                       "",
		"  ":                     "",
		"cse,canonicalize":       "builtin.module(cse,canonicalize)",
		"func.func(cse)":         "builtin.module(func.func(cse))",
		" builtin.module(sccp) ": "builtin.module(sccp)",
	} {
		if got := pipelineText(in); got != want {
			t.Errorf("pipelineText(%q) = %q, want %q", in, got, want)
		}
	}
}

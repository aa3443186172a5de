package examples

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
	target "github.com/ascend-toolchain/asc/target/ascendc"
)

// The kernels under asc2/ are tile-level (asctile) IR written the way PyAsc's asc2
// frontend emits it. Each test takes one through the whole toolchain for each SoC of
// tileSoCs, as a user does: `ascopt --pyasc-pipeline="soc=S"`, `asc-translate
// --mlir-to-ascendc`, `asc-sim run`, and compares the numbers with a Go reference.

// tileSoCs are one SoC of each architecture PyAsc targets: c220 and c310.
var tileSoCs = []string{"Ascend910B1", "Ascend950PR_9599"}

// lowerTile parses asc2/<name>/kernel.mlir, runs PyAsc's pipeline for soc on it and checks
// that the translator takes the result. The lowered module is returned.
func lowerTile(t *testing.T, name, soc string) *ir.Operation {
	t.Helper()
	m, _ := lowerAndTranslate(t, filepath.Join("asc2", name, "kernel.mlir"), soc)
	return m
}

// lowerAndTranslate parses and verifies the kernel at path, runs pyasc-pipeline{soc} on it
// (verifying after each pass) and translates the result, failing the test at any step.
// It returns the lowered module and its C++.
func lowerAndTranslate(t *testing.T, path, soc string) (*ir.Operation, []byte) {
	t.Helper()
	return lowerAndTranslateOpts(t, path, "soc="+soc)
}

// lowerTileOpts is lowerTile with the whole option string of pyasc-pipeline (e.g.
// "soc=Ascend910B1 reuse-ub=true"), for the kernels checked under several pipeline options.
func lowerTileOpts(t *testing.T, name, opts string) *ir.Operation {
	t.Helper()
	m, _ := lowerAndTranslateOpts(t, filepath.Join("asc2", name, "kernel.mlir"), opts)
	return m
}

// parseKernel reads and parses the kernel at path in a new context with every dialect.
func parseKernel(t *testing.T, path string) (*ir.Operation, *ir.Context) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := all.NewContext()
	m, err := ir.ParseSource(ctx, path, src, ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return m, ctx
}

// lowerAndTranslateOpts is lowerAndTranslate with pyasc-pipeline's options given whole.
func lowerAndTranslateOpts(t *testing.T, path, opts string) (*ir.Operation, []byte) {
	t.Helper()
	m, ctx := parseKernel(t, path)
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	// ASC_TILE_EXTRA_OPTS appends pipeline options to every tile kernel's run, to sweep
	// all kernels under an allocation setting (e.g. "reuse-ub=true"); a setting the
	// kernel's own options give too is given twice, and the later one holds.
	if extra := os.Getenv("ASC_TILE_EXTRA_OPTS"); extra != "" {
		opts += " " + extra
	}
	runPipeline(t, m, ctx, "builtin.module(pyasc-pipeline{"+opts+"})", "pyasc-pipeline{"+opts+"}")
	applyExtraPasses(t, m, ctx)
	var cpp bytes.Buffer
	if err := target.Translate(&cpp, m, target.Options{}); err != nil {
		t.Fatalf("asc-translate after pyasc-pipeline{%s}: %v", opts, err)
	}
	return m, cpp.Bytes()
}

// runTile simulates a lowered tile kernel on the chip model of its asc.soc_version and
// fails the test on any diagnostic. The FFTS address argument PyAsc's launcher passes on
// c220 (emitasc.kernel_arg ffts_addr) is bound by the simulator, as asc-sim does.
func runTile(t *testing.T, m *ir.Operation, entry string, blockDim int, args ...*sim.Arg) {
	t.Helper()
	if msgs := tryTile(t, m, entry, blockDim, args...); len(msgs) > 0 {
		t.Fatalf("asc-sim: %d diagnostics:\n%s", len(msgs), strings.Join(msgs, "\n"))
	}
}

// tryTile simulates like runTile and returns the diagnostics instead of failing on them,
// for the cases where PyAsc's lowering is known to go wrong.
func tryTile(t *testing.T, m *ir.Operation, entry string, blockDim int, args ...*sim.Arg) []string {
	t.Helper()
	soc, ok := m.Attr("asc.soc_version").(*ir.StringAttr)
	if !ok {
		t.Fatal("lowered module has no asc.soc_version")
	}
	ch, err := sim.RunKernel(m, entry, tileConfig(t, soc.Value, blockDim), args)
	if err != nil {
		return []string{err.Error()}
	}
	var msgs []string
	for _, e := range ch.Errors() {
		msgs = append(msgs, e.Error())
	}
	return msgs
}

// tileConfig is the simulator configuration for a PyAsc SoC name on blockDim cores.
func tileConfig(t *testing.T, soc string, blockDim int) *sim.Config {
	t.Helper()
	model, err := arch.LookupSoC(soc)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := sim.NewConfig(semantics.Registry(), model.Name, blockDim)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

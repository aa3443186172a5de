package mlirdiff

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/cli"
)

// chunkProbeFiles are our split-input probes (testdata/canon/*-split.mlir): one chunk per
// folder, canonicalization pattern or edge case of the math, memref, cf and scf dialects.
var chunkProbeFiles = []string{"math-split.mlir", "math-types-split.mlir", "math-grid-split.mlir",
	"memref-split.mlir", "memref-more-split.mlir", "cf-split.mlir", "cf-more-split.mlir", "scf-split.mlir",
	"emitc-split.mlir", "math-fma-split.mlir", "math-f32-split.mlir", "memref-realloc-split.mlir",
	"memref-expand-split.mlir", "arith-expand-split.mlir",
	"dfe-split.mlir", "privatize-split.mlir", "toposort-split.mlir",
	"cfsink-split.mlir", "for-to-while-split.mlir",
	"emulate-floats-split.mlir", "loop-range-split.mlir", "intrange-split.mlir",
	"for-canon-split.mlir", "mem2reg-split.mlir",
	"sroa-split.mlir", "subset-hoisting-split.mlir", "rdv-split.mlir",
	// A pass over every op LLVM 19 registers a folder or canonicalizer for.
	"memref-sys-split.mlir", "scf-sys-split.mlir", "cf-sys-split.mlir", "math-sys-split.mlir",
	"memref-sys2-split.mlir", "memref-sys3-split.mlir", "scf-sys2-split.mlir", "math-sys2-split.mlir",
	"memref-scope-split.mlir", "poison-split.mlir", "emitc-sys-split.mlir", "cf-sys2-split.mlir",
	"locs-split.mlir", "widefloat-split.mlir", "f8nan-split.mlir", "tensor-dim-split.mlir", "affine-if-split.mlir",
	"deadcode-split.mlir", "fold-build-split.mlir", "drr-locs-split.mlir", "odsparity-split.mlir",
	"odsparity-flow-split.mlir", "odsparity-canon-split.mlir", "memref-deep-split.mlir"}

// chunkFilePasses replaces chunkPasses for the files whose upstream counterpart runs
// another pass (EmitC's transforms test runs --form-expressions, Math's uplift and
// legalize tests --math-uplift-to-fma and --math-legalize-to-f32, MemRef's
// expand-realloc and expand-ops tests --expand-realloc and --memref-expand; Arith's
// expand-ops test --arith-expand, Func's --duplicate-function-elimination and the
// Transforms tests of symbol-privatize and remove-dead-values those passes).
var chunkFilePasses = map[string][]string{
	"emitc-split.mlir":          {"--form-expressions", "-canonicalize", "-cse"},
	"math-fma-split.mlir":       {"--math-uplift-to-fma", "-canonicalize"},
	"math-f32-split.mlir":       {"--math-legalize-to-f32", "--math-legalize-to-f32 -canonicalize"},
	"memref-realloc-split.mlir": {"--expand-realloc", "--expand-realloc=emit-deallocs=false", "--expand-realloc -canonicalize"},
	"memref-expand-split.mlir":  {"--memref-expand", "--memref-expand -canonicalize"},
	"dfe-split.mlir":            {"--duplicate-function-elimination", "--duplicate-function-elimination -symbol-dce"},
	"privatize-split.mlir":      {"--symbol-privatize", "--symbol-privatize=exclude=a,g,inner,ef,eg2", "--symbol-privatize=exclude={c,f} -symbol-dce", "--symbol-privatize=exclude=a exclude=g"},
	"toposort-split.mlir":       {"--topological-sort", "--topological-sort -cse"},
	"rdv-split.mlir":            {"--remove-dead-values", "--remove-dead-values -canonicalize"},
	"cfsink-split.mlir":         {"--control-flow-sink", "--control-flow-sink -canonicalize"},
	"for-to-while-split.mlir":   {"--scf-for-to-while", "--scf-for-to-while -canonicalize"},
	"emulate-floats-split.mlir": {"--arith-emulate-unsupported-floats=source-types=bf16 target-type=f32",
		"--arith-emulate-unsupported-floats=source-types=bf16,f16,f8E4M3FN target-type=f64",
		"--arith-emulate-unsupported-floats=source-types=f16 -canonicalize"},
	// The range passes and sccp run one dead-code analysis; canonicalize covers the folds.
	"intrange-split.mlir": {"-int-range-optimizations", "-arith-unsigned-when-equivalent", "-sccp", "-canonicalize"},
	"deadcode-split.mlir": {"-sccp", "-int-range-optimizations", "-arith-unsigned-when-equivalent"},
	// A folder that builds ops, under every kind of fold caller: the greedy driver
	// (both walk orders, and one iteration, where what it was told of shows), sccp,
	// a conversion (arith-expand), the liveness analysis (remove-dead-values).
	"fold-build-split.mlir": {"-canonicalize", "-canonicalize=max-iterations=1", "-canonicalize=top-down=false max-iterations=1",
		"-canonicalize=top-down=false", "-sccp", "-arith-expand", "-remove-dead-values", "-int-range-optimizations",
		"-scf-for-to-while", "-sccp -canonicalize"},
	"arith-expand-split.mlir": {"--arith-expand", "--arith-expand=include-bf16=true", "--arith-expand=include-bf16 -canonicalize"},
	// The memref chains also run bottom-up, where the order casts fold in shows, and for
	// one iteration, where the constants folders build show.
	"memref-deep-split.mlir": append(slices.Clone(chunkPasses), "-canonicalize=top-down=false", "-canonicalize=max-iterations=1"),
	// affine.if is printed and verified as mlir-opt does, and -cse treats it alike, but
	// canonicalize would also have to rewrite its integer set and operands (promote valid
	// symbols, drop unused ones, simplify the set), which is not implemented.
	"affine-if-split.mlir": {"-mlir-print-debuginfo", "-cse"},
	// The behaviour test/odsparity's fixes and exceptions rest on: hoisting (speculation),
	// verifier messages, default-valued properties under the generic form and cse, sccp
	// and remove-dead-values through affine.if (not
	// -canonicalize: affine.if's set and operand canonicalization is not implemented).
	"odsparity-split.mlir": {"-allow-unregistered-dialect -loop-invariant-code-motion",
		"-allow-unregistered-dialect -cse", "-allow-unregistered-dialect -mlir-print-op-generic",
		"-allow-unregistered-dialect -sccp"},
	// mlir-opt's remove-dead-values crashes on generic_atomic_rmw, hence a file of its own.
	"odsparity-flow-split.mlir": {"-sccp", "-remove-dead-values"},
	// What only the generic form and debug info show: block argument locations and
	// default properties of the ops patterns build, and where one iteration leaves
	// the constants a pattern creates.
	"locs-split.mlir": {"--mlir-print-debuginfo --mlir-print-op-generic -canonicalize",
		"--mlir-print-debuginfo -canonicalize=max-iterations=1", "-canonicalize"},
	// The fused locations of the ops arith's DRR patterns create, and of folded constants.
	"drr-locs-split.mlir": {"-mlir-print-debuginfo -mlir-print-local-scope -canonicalize",
		"-mlir-print-debuginfo -mlir-print-local-scope -canonicalize=top-down=false",
		"-mlir-print-debuginfo -canonicalize=max-iterations=1", "-mlir-print-debuginfo -mlir-print-local-scope -canonicalize -cse"},
}

// chunkPasses are the pipelines every probe chunk runs through; cf's upstream tests run
// the canonicalizer with aggressive region simplification (block merging), so it does too.
var chunkPasses = []string{
	"-canonicalize",
	// MemRef's upstream test runs this way: a driver that does not converge is an error.
	"-canonicalize=test-convergence",
	"-cse",
	"-canonicalize -cse",
	"--pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive}))",
}

// TestCanonChunks runs every chunk of the probe files through both tools and compares
// the printed text exactly (custom form, block comments, value names), as a FileCheck
// test on mlir-opt's output would see it. A chunk mlir-opt rejects must be rejected by
// ascopt too. Differences not in known-chunk-differences.txt fail the test.
func TestCanonChunks(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	type job struct {
		file, pass string
		ch         cli.Chunk
		want       []byte // mlir-opt's output, when its split-input run gave it
	}
	var jobs []job
	for _, f := range chunkProbeFiles {
		src, err := os.ReadFile(filepath.Join("testdata", "canon", f))
		if err != nil {
			t.Fatal(err)
		}
		chunks := cli.SplitInput(src, true)
		pipelines := chunkPasses
		if ps, ok := chunkFilePasses[f]; ok {
			pipelines = ps
		}
		for _, p := range pipelines {
			// One mlir-opt run per file and pipeline (-split-input-file) instead of one per
			// chunk: its start-up dominates. Its outputs are joined by "// -----" lines;
			// when that fails (a chunk it rejects), each chunk runs on its own.
			// Under debug info a split run names each location's buffer after its
			// split, where a chunk run has <stdin>: those chunks run one by one.
			var outs [][]byte
			if !strings.Contains(p, "debuginfo") {
				outs = mlirSplitOutputs(src, p, len(chunks))
			}
			for i, ch := range chunks {
				if len(bytes.TrimSpace(stripComments(ch.Src))) == 0 {
					continue
				}
				// Keep line numbers in diagnostics: pad with the lines before the chunk.
				ch.Src = append(bytes.Repeat([]byte("\n"), ch.FirstLine-1), ch.Src...)
				j := job{file: f, pass: p, ch: ch}
				if outs != nil {
					j.want = outs[i]
				}
				jobs = append(jobs, j)
			}
		}
	}
	fails := make([]string, len(jobs))
	logs := make([]string, len(jobs))
	agree := make([]bool, len(jobs))
	parallel(len(jobs), func(i int) {
		j := jobs[i]
		args := append([]string{"--allow-unregistered-dialect"}, passArgs(j.pass)...)
		want, werr := j.want, error(nil)
		if want == nil {
			want, werr = runMLIR(j.ch.Src, args...)
		}
		got, gerr := runOurs(j.ch.Src, args...)
		if (werr != nil) == (gerr != nil) && (werr != nil || bytes.Equal(want, got)) {
			agree[i] = true
			return
		}
		fails[i] = fmt.Sprintf("%s:%d %s", j.file, j.ch.FirstLine, j.pass)
		switch {
		case werr != nil:
			logs[i] = fmt.Sprintf("%s: mlir-opt rejects, ascopt accepts:\n%s", fails[i], trim(want))
		case gerr != nil:
			logs[i] = fmt.Sprintf("%s: ascopt rejects:\n%s", fails[i], trim(got))
		default:
			logs[i] = fmt.Sprintf("%s: %s", fails[i], diffText(want, got))
		}
	})
	var all []string
	n := 0
	for i := range jobs {
		if agree[i] {
			n++
			continue
		}
		all = append(all, fails[i])
		if testing.Verbose() {
			t.Log(logs[i])
		}
	}
	checkKnown(t, "known-chunk-differences.txt", all)
	msg := fmt.Sprintf("mlirdiff chunks: %d/%d chunk runs print what mlir-opt prints", n, len(jobs))
	t.Log(msg)
	fmt.Println(msg)
}

// mlirSplitOutputs runs mlir-opt once on a whole probe file with -split-input-file and
// returns each chunk's output, or nil when the run fails or its output does not split
// into n parts.
func mlirSplitOutputs(src []byte, pass string, n int) [][]byte {
	args := append([]string{"--allow-unregistered-dialect", "-split-input-file"}, passArgs(pass)...)
	out, err := runMLIR(src, args...)
	if err != nil {
		return nil
	}
	parts := bytes.Split(out, []byte("\n// -----\n"))
	if len(parts) != n {
		return nil
	}
	// Each chunk's output ends in a blank line; the split took its last newline.
	for i := range parts[:n-1] {
		parts[i] = append(parts[i], '\n')
	}
	return parts
}

// passArgs splits a pipeline of chunkPasses into command-line arguments: a field not
// starting with '-' continues the previous argument, so a pass option list with spaces
// (`--p=a=1 b=2`) stays one argument, as a shell would pass it quoted.
func passArgs(p string) []string {
	var args []string
	for _, f := range strings.Fields(p) {
		if n := len(args); n > 0 && !strings.HasPrefix(f, "-") {
			args[n-1] += " " + f
			continue
		}
		args = append(args, f)
	}
	return args
}

package optdriver_test

import (
	"strings"
	"testing"
)

// FuzzArgs gives ascopt command lines made of its flags, pass names and option texts in
// any order and spelling (one argument per line of the fuzzed text), on a small valid
// input read from stdin: every run must end with exit status 0 or 1 (2 for usage
// errors) and never panic. Output files are not allowed (an -o argument is dropped).
func FuzzArgs(f *testing.F) {
	for _, seed := range []string{
		"-canonicalize\n-cse",
		"--split-input-file=//--\n--output-split-marker=X",
		"--no-implicit-module\n-symbol-dce",
		"--verify-roundtrip\n--mlir-print-op-generic",
		"--mlir-print-elementsattrs-with-hex-if-larger=0\n--mlir-print-skip-regions",
		"--pass-pipeline=builtin.module(func.func(cse,canonicalize{max-iterations=3}))",
		"--pyasc-pipeline=soc=Ascend910B1\n--dump-pass-pipeline",
		"--mlir-print-op-on-diagnostic=false\n-verify-diagnostics",
		"--mlir-elide-elementsattrs-if-larger=-5\n--emit-bytecode",
		"-ascendc-hoist-ub-allocation=exclude-in-out\n--mlir-timing\n--mlir-pass-statistics",
		"--mlir-print-ir-after-all\n-inline=default-pipeline=\n-sccp",
		"--mlir-print-ir-after-change\n--mlir-print-ir-module-scope\n--mlir-disable-threading\n-cse",
		"--mlir-timing\n--mlir-timing-display=list\n--mlir-output-format=json\n-canonicalize",
		"--mlir-debug-counter=pass-execution-skip=1,pass-execution-count=2\n--mlir-print-debug-counter\n-cse",
		"--log-actions-to=-\n--log-mlir-actions-filter=<stdin>:2:3\n-cse",
		"--mlir-pretty-debuginfo=false\n--irdl-file=\n--split-input-file\n--mlir-print-ir-before=cse",
		"--mlir-print-debuginfo\n--mlir-pretty-debuginfo\n--mlir-print-local-scope\n-canonicalize",
		"--mlir-debug-counter=apply-pattern-skip=2,GreedyPatternRewriteIteration-count=1\n-canonicalize\n--log-actions-to=-",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 512 {
			return
		}
		var args []string
		for _, a := range strings.Split(text, "\n") {
			if a == "-o" || strings.HasPrefix(a, "-o=") || strings.HasPrefix(a, "--o") ||
				strings.Contains(a, "reproducer") || strings.Contains(a, "-h") || strings.Contains(a, "tree-dir") ||
				strings.Contains(a, "log-actions-to") && a != "--log-actions-to=-" {
				continue // no files written, no help text
			}
			args = append(args, a)
		}
		args = append(args, "-")
		code, _, _ := ascopt(input, args...)
		if code < 0 || code > 2 {
			t.Fatalf("exit status %d for %q", code, args)
		}
	})
}

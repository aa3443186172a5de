package mlirdiff

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/test/shapes"
)

// upstreamDialects are the dialects whose ops TestOpShapes compares: LLVM 19 defines them.
var upstreamDialects = []string{"arith", "cf", "emitc", "func", "math", "memref", "scf"}

// splitName matches mlir-opt's name for a chunk of a --split-input-file run.
var splitName = regexp.MustCompile(`within split at (?:<stdin>|-):(\d+) offset :(\d+):(\d+)`)

// TestOpShapes writes every op of the upstream dialects in the generic form with the
// shapes of package shapes (wrong operand, result, region and block counts, empty and
// argument-taking blocks) and requires ascopt's diagnostics, notes included, to be
// mlir-opt's, chunk for chunk: which check fails first follows from the order of MLIR's
// traits (counts, structural traits, invariants, op verifier, region traits).
func TestOpShapes(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	var names []string
	for _, n := range all.NewContext().RegisteredOps() {
		for _, d := range upstreamDialects {
			if strings.HasPrefix(n, d+".") {
				names = append(names, n)
			}
		}
	}
	fails := make([]string, len(names))
	logs := make([]string, len(names))
	parallel(len(names), func(i int) {
		src := shapes.SplitFile(shapes.Texts(names[i]))
		args := []string{"--allow-unregistered-dialect", "--split-input-file"}
		want, _ := runMLIR(src, args...)
		got, _ := runOurs(src, args...)
		want, got = normalizeSplitNames(want), normalizeSplitNames(got)
		if !bytes.Equal(want, got) {
			fails[i] = names[i]
			logs[i] = names[i] + ": " + diffText(want, got)
		}
	})
	var all []string
	for i, f := range fails {
		if f != "" {
			all = append(all, f)
			if testing.Verbose() {
				t.Log(logs[i])
			}
		}
	}
	checkKnown(t, "known-shape-differences.txt", all)
	msg := fmt.Sprintf("op shapes: %d/%d ops give mlir-opt's diagnostics on %d shapes each",
		len(names)-len(all), len(names), len(shapes.Texts("x.y")))
	t.Log(msg)
	fmt.Println(msg)
}

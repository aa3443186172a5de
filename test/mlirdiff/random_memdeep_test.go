package mlirdiff

import (
	"fmt"
	"os"
	"testing"
)

// mdPipelines are rcPipelines, the convergence check MemRef's upstream test runs, and a
// bottom-up walk (where the order casts fold in shows).
var mdPipelines = append([]struct{ name, args string }{
	{"convergence", "-canonicalize=test-convergence"},
	{"bottom-up", "-canonicalize=top-down=false"},
}, rcPipelines...)

// mdDefaultCount programs keep the test to a few seconds; ASC_RANDOM_MEMDEEP_COUNT raises
// it for a soak and ASC_RANDOM_MEMDEEP_SEED picks another set.
const mdDefaultCount = 80

// TestRandomMemrefDeep runs the memdeep programs (chains of memref views, strided,
// affine-map and memory-space arguments, 0-d memrefs, every query of them, cast folding
// into consumers) through both tools under each pipeline and compares the printed text
// exactly. A program mlir-opt rejects is a generator bug; a difference fails the test
// unless known-random-memdeep-differences.txt lists it.
func TestRandomMemrefDeep(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	seed := rcEnvInt("ASC_RANDOM_MEMDEEP_SEED", 1)
	n := int(rcEnvInt("ASC_RANDOM_MEMDEEP_COUNT", mdDefaultCount))
	progs := make([][]byte, n)
	for k := range progs {
		progs[k] = mdProgram(seed, k)
	}
	rcCompare(t, seed, progs, mdPipelines, "known-random-memdeep-differences.txt", "random memref chains")
}

// TestMemdeepDump prints the memdeep programs ASC_MEMDEEP_DUMP names ("seed/k" or
// "seed/lo-hi"), joined as split-input chunks, for reproducing a difference by hand.
func TestMemdeepDump(t *testing.T) {
	key := os.Getenv("ASC_MEMDEEP_DUMP")
	if key == "" {
		t.Skip("ASC_MEMDEEP_DUMP not set")
	}
	var seed uint64
	var lo, hi int
	if _, err := fmt.Sscanf(key, "%d/%d-%d", &seed, &lo, &hi); err != nil {
		if _, err := fmt.Sscanf(key, "%d/%d", &seed, &lo); err != nil {
			t.Fatalf("ASC_MEMDEEP_DUMP: %q is not \"seed/k\" or \"seed/lo-hi\"", key)
		}
		hi = lo
	}
	for k := lo; k <= hi; k++ {
		if k > lo {
			fmt.Print(splitSep)
		}
		fmt.Print(string(mdProgram(seed, k)))
	}
}

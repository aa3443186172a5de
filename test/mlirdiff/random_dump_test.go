package mlirdiff

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestRandomDump prints the random programs ASC_RANDOM_DUMP names (comma-separated
// indices), for reproducing a difference TestRandomArith reports with mlir-opt by hand
// (TestRandomWideFloat's with ASC_RANDOM_WIDE=1).
func TestRandomDump(t *testing.T) {
	list := os.Getenv("ASC_RANDOM_DUMP")
	if list == "" {
		t.Skip("ASC_RANDOM_DUMP not set")
	}
	for i, s := range strings.Split(list, ",") {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("ASC_RANDOM_DUMP: %q is not a program index", s)
		}
		if i > 0 {
			fmt.Print(splitSep)
		}
		if os.Getenv("ASC_RANDOM_WIDE") != "" {
			fmt.Print(randWideProgram(n))
		} else {
			fmt.Print(randProgram(n))
		}
	}
}

// TestUpstreamDump prints the program of TestRandomUpstreamPasses that
// ASC_UPDIFF_DUMP names as a known-difference key does ("corpus seed/program"), for
// reproducing a difference by hand.
func TestUpstreamDump(t *testing.T) {
	key := os.Getenv("ASC_UPDIFF_DUMP")
	if key == "" {
		t.Skip("ASC_UPDIFF_DUMP not set")
	}
	var name string
	var seed uint64
	var k int
	if _, err := fmt.Sscanf(key, "%s %d/%d", &name, &seed, &k); err != nil {
		t.Fatalf("ASC_UPDIFF_DUMP: %q is not \"corpus seed/program\": %v", key, err)
	}
	for _, c := range []upCorpus{upCF, upArith, upSlots, upCalls, upRanges, upEmitC, upLoops} {
		if c.name == name {
			fmt.Print(string(c.prog(seed, k)))
			return
		}
	}
	t.Fatalf("ASC_UPDIFF_DUMP: no corpus %q", name)
}

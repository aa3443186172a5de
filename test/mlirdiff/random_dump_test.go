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

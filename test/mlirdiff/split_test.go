package mlirdiff

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/optdriver"
)

// TestSplitInput runs the split inputs of testdata/split through ascopt and mlir-opt 19
// with --split-input-file and several flag sets, and requires byte-identical stdout,
// stderr and exit status: mlir-opt names each chunk's buffer `within split at
// FILE:LINE offset ` and counts lines from the chunk's start, in diagnostics (with and
// without -verify-diagnostics), their source lines, and printed locations. The same
// inputs check --mlir-print-unique-ssa-ids.
func TestSplitInput(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	compareSplitRuns(t, "split", [][]string{
		{"--split-input-file"},
		{"--split-input-file", "--mlir-print-debuginfo"},
		{"--split-input-file", "--verify-diagnostics"},
		{"--split-input-file", "--mlir-print-op-generic", "--mlir-print-debuginfo"},
		{"--split-input-file", "--allow-unregistered-dialect", "--mlir-print-debuginfo", "--mlir-print-local-scope"},
		{"--split-input-file", "--allow-unregistered-dialect", "--mlir-print-unique-ssa-ids"},
		{"--split-input-file", "--allow-unregistered-dialect", "--mlir-print-unique-ssa-ids", "--mlir-print-op-generic"},
	})
}

// TestValueUsers compares --mlir-print-value-users on testdata/users and testdata/split
// the same way (the op a diagnostic's note prints carries the comment too).
func TestValueUsers(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	base := []string{"--split-input-file", "--allow-unregistered-dialect", "--mlir-print-value-users"}
	sets := [][]string{base, append(base, "--mlir-print-op-generic"),
		append(base, "--mlir-print-unique-ssa-ids"), append(base, "--mlir-print-debuginfo")}
	compareSplitRuns(t, "users", sets)
	compareSplitRuns(t, "split", sets)
}

// compareSplitRuns runs every input of testdata/dir through both tools with each flag set
// and requires byte-identical stdout and stderr, and the same success.
func compareSplitRuns(t *testing.T, dir string, flagSets [][]string) {
	files, _ := filepath.Glob(filepath.Join("testdata", dir, "*.mlir"))
	if len(files) == 0 {
		t.Fatalf("no inputs under testdata/%s", dir)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, flags := range flagSets {
			wantOut, wantErr, werr := execMLIR(src, append(flags, "-")...)
			var gotOut, gotErr bytes.Buffer
			code := optdriver.Run(append(flags, "-"), bytes.NewReader(src), &gotOut, &gotErr)
			name := filepath.Base(f) + " " + strings.Join(flags, " ")
			if (werr == nil) != (code == 0) {
				t.Errorf("%s: mlir-opt error %v, ascopt exit %d", name, werr, code)
			}
			if !bytes.Equal(wantOut, gotOut.Bytes()) {
				t.Errorf("%s: stdout %s", name, diffText(wantOut, gotOut.Bytes()))
			}
			if !bytes.Equal(wantErr, gotErr.Bytes()) {
				t.Errorf("%s: stderr %s", name, diffText(wantErr, gotErr.Bytes()))
			}
		}
	}
}

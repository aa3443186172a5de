package mlirdiff

import (
	"os"
	"path/filepath"
	"testing"
)

// TestMemRefCanonicalize runs -canonicalize on the memref cases (each pattern, and forms
// where it must not fire) and compares with mlir-opt 19's output, kept as a golden file so
// the test also runs where mlir-opt is absent; where it is present, the golden file is
// checked against it too.
func TestMemRefCanonicalize(t *testing.T) {
	dir := filepath.Join("..", "..", "dialect", "memref", "testdata")
	src, err := os.ReadFile(filepath.Join(dir, "canonicalize.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	golden, err := os.ReadFile(filepath.Join(dir, "canonicalize.golden"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := runOurs(src, "-canonicalize")
	if err != nil {
		t.Fatalf("ascopt: %v\n%s", err, got)
	}
	if string(got) != string(golden) {
		t.Errorf("ascopt -canonicalize differs from mlir-opt 19: %s", diffText(golden, got))
	}
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed: compared with the golden file only")
	}
	want, err := runMLIR(src, "-canonicalize")
	if err != nil {
		t.Fatalf("mlir-opt: %v\n%s", err, want)
	}
	if string(want) != string(golden) {
		t.Errorf("golden file is stale against mlir-opt: %s", diffText(want, golden))
	}
}

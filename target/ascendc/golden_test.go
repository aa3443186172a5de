package ascendc

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestGolden translates testdata/*.mlir and compares with testdata/*.cpp.golden
// (go test -run TestGolden -update rewrites them).
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.mlir")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden inputs: %v", err)
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".cpp.golden"))
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".mlir")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			mod, err := ir.ParseSource(all.NewContext(), f, src, ir.ParseOptions{})
			if err == nil {
				err = ir.Verify(mod)
			}
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := Translate(&out, mod, Options{}); err != nil {
				t.Fatal(err)
			}
			g.Assert(t, name, out.Bytes())
		})
	}
}

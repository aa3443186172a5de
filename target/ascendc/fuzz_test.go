package ascendc

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// FuzzTranslate translates mutated modules: whatever parses and verifies either translates
// or is refused with an error. A rule that meets an operand form it did not check for must
// refuse it, not panic (asc-translate has no panic guard: a panic is a crash for the user).
func FuzzTranslate(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "test", "lit", "translate", "*.mlir"))
	more, _ := filepath.Glob(filepath.Join("testdata", "*.mlir"))
	for _, name := range append(files, more...) {
		b, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		for _, chunk := range strings.Split(string(b), "// -----") {
			if len(chunk) < 8<<10 {
				f.Add(chunk)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 32<<10 {
			return
		}
		m, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(src), ir.ParseOptions{})
		if err != nil || ir.Verify(m) != nil {
			return
		}
		_ = Translate(io.Discard, m, Options{})
	})
}

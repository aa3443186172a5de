package bytecode_test

import (
	"bytes"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/bytecode"
)

// TestEveryTruncation cuts each sample's bytecode (both versions the writer produces) at
// every byte: each prefix is a diagnostic at the file, never a panic or a module.
func TestEveryTruncation(t *testing.T) {
	ctx := newCtx()
	for i, src := range samples(t) {
		m, res, err := parseText(src)
		if err != nil {
			t.Fatalf("sample %d: %v", i, err)
		}
		for _, v := range []int{5, 6} {
			var b bytes.Buffer
			if err := bytecode.Write(&b, m, bytecode.WriteOptions{Version: v, Resources: res}); err != nil {
				t.Fatalf("sample %d v%d: %v", i, v, err)
			}
			bc := b.Bytes()
			for cut := 0; cut < len(bc); cut++ {
				_, err := bytecode.Read(ctx, "cut.mlirbc", bc[:cut], ir.ParseOptions{})
				if err == nil {
					t.Fatalf("sample %d v%d cut at %d of %d bytes: read as a module", i, v, cut, len(bc))
				}
				if !fileDiag(err, "cut.mlirbc") {
					t.Fatalf("sample %d v%d cut at %d: not a file diagnostic: %v", i, v, cut, err)
				}
			}
		}
	}
}

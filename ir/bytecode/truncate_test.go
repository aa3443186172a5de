package bytecode_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
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

// TestValueCountBound: a region declaring 84,947,027 values in a 440-byte file (found by
// FuzzReadBytecode, whose worker ran out of memory on its neighbours) is refused before
// anything is allocated for them: each value needs at least a byte of the data left.
func TestValueCountBound(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "fuzz", "FuzzReadBytecode", "value-count-2e28"))
	if err != nil {
		t.Fatal(err)
	}
	body := strings.TrimSpace(strings.SplitN(string(raw), "\n", 2)[1])
	src, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(body, "[]byte("), ")"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = bytecode.Read(newCtx(), "x.mlirbc", []byte(src), ir.ParseOptions{})
	if err == nil || !strings.Contains(err.Error(), "value count 84947027 exceeds the data left") {
		t.Fatalf("got %v", err)
	}
}

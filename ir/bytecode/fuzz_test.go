package bytecode_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/bytecode"
)

// FuzzReadBytecode: arbitrary bytes never panic or hang the reader; whatever it reads and
// verifies writes back to bytecode that reads to the same IR. The seeds are the bytecode
// of testdata/samples.mlir (written by the writer here) and the files of testdata/*.mlirbc.
func FuzzReadBytecode(f *testing.F) {
	for _, src := range samples(f) {
		m, res, err := parseText(src)
		if err != nil {
			f.Fatal(err)
		}
		bc, err := writeBC(m, res)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(bc)
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.mlirbc"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	ctx := newCtx()
	f.Fuzz(func(t *testing.T, src []byte) {
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				panic(fmt.Sprintf("no result after 10s for input %q", src))
			}
		}()
		m, err := bytecode.Read(ctx, "fuzz.mlirbc", src, ir.ParseOptions{})
		if err != nil {
			if !fileDiag(err, "fuzz.mlirbc") {
				t.Fatalf("not a file diagnostic: %v", err)
			}
			return
		}
		if ir.Verify(m) != nil {
			return
		}
		once := printIR(m, nil)
		var b bytes.Buffer
		if err := bytecode.Write(&b, m, bytecode.WriteOptions{}); err != nil {
			return // IR the writer cannot express (reported, not written wrong)
		}
		again, err := bytecode.Read(ctx, "again.mlirbc", b.Bytes(), ir.ParseOptions{})
		if err != nil {
			t.Fatalf("written bytecode does not read back: %v\n%s", err, once)
		}
		if twice := printIR(again, nil); twice != once {
			t.Fatalf("read/write/read differs: %s", firstDiff(once, twice))
		}
	})
}

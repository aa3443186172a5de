package bytecode_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/bytecode"
)

// samples returns the chunks of testdata/samples.mlir.
func samples(t testing.TB) [][]byte {
	src, err := os.ReadFile(filepath.Join("testdata", "samples.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, ch := range cli.SplitInput(src, true) {
		out = append(out, append(bytes.Repeat([]byte("\n"), ch.FirstLine-1), ch.Src...))
	}
	return out
}

// TestSelfRoundTrip writes each sample and reads it back: the IR (generic, with
// locations and resources) must be unchanged, for both versions the writer produces.
func TestSelfRoundTrip(t *testing.T) {
	for i, src := range samples(t) {
		m, res, err := parseText(src)
		if err != nil {
			t.Fatalf("sample %d: %v", i, err)
		}
		want := printIR(m, res)
		for _, v := range []int{5, 6} {
			var b bytes.Buffer
			if err := bytecode.Write(&b, m, bytecode.WriteOptions{Version: v, Resources: res}); err != nil {
				t.Fatalf("sample %d v%d: write: %v", i, v, err)
			}
			res2 := &ir.FileResources{}
			got, err := bytecode.Read(newCtx(), "<stdin>", b.Bytes(), ir.ParseOptions{Resources: res2})
			if err != nil {
				t.Fatalf("sample %d v%d: read: %v", i, v, err)
			}
			if err := ir.Verify(got); err != nil {
				t.Fatalf("sample %d v%d: verify: %v", i, v, err)
			}
			if g := printIR(got, res2); g != want {
				t.Errorf("sample %d v%d: %s", i, v, firstDiff(want, g))
			}
		}
	}
}

// TestSamplesThroughMLIR checks mlir-opt reads our bytecode of every sample as it reads
// the text, and that we read mlir-opt's bytecode of it as our text parser reads the text.
func TestSamplesThroughMLIR(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	for i, src := range samples(t) {
		r := roundTripChunk("sample", src)
		if r == nil {
			t.Errorf("sample %d: mlir-opt or the text parser rejects it", i)
			continue
		}
		if !r.toMLIR || !r.fromML {
			t.Errorf("sample %d: %s", i, r.why)
		}
	}
}

// TestMalformed cuts and corrupts valid files: every result must be a diagnostic located
// at the file (never a panic, never a silent success for a cut file).
func TestMalformed(t *testing.T) {
	for i, src := range samples(t) {
		m, res, err := parseText(src)
		if err != nil {
			t.Fatal(err)
		}
		bc, err := writeBC(m, res)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < len(bc); n++ {
			if _, err := bytecode.Read(newCtx(), "f.mlirbc", bc[:n], ir.ParseOptions{}); err == nil {
				t.Fatalf("sample %d cut at %d of %d bytes was accepted", i, n, len(bc))
			} else if !fileDiag(err, "f.mlirbc") {
				t.Fatalf("sample %d cut at %d: not a file diagnostic: %v", i, n, err)
			}
		}
		for n := 0; n < len(bc); n++ {
			bad := append([]byte(nil), bc...)
			bad[n] ^= 0x5a
			_, _ = bytecode.Read(newCtx(), "f.mlirbc", bad, ir.ParseOptions{}) // must not panic
		}
	}
}

// fileDiag reports whether err is one diagnostic at file:0:0.
func fileDiag(err error, file string) bool {
	ds := ir.AsDiagnostics(err)
	if len(ds) != 1 {
		return false
	}
	l, ok := ds[0].Loc.(*ir.FileLineColLoc)
	return ok && l.File == file && l.Line == 0 && l.Col == 0
}

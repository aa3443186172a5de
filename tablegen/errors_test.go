package tablegen

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Each testdata/errors/X.td must fail; its first diagnostic must equal the
// line in X.err, which records mlir-tblgen's first error. With LLVM present
// the .err file itself is checked against mlir-tblgen.

// messageDiffers lists inputs where only the position matches LLVM: our
// syntax errors come from participle and word the expectation differently.
var messageDiffers = map[string]bool{"syntax": true}

func firstErrorLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, ": error: ") {
			return l
		}
	}
	return ""
}

func TestErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.td")
	if len(files) == 0 {
		t.Fatal("no error tests")
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".td")
		t.Run(name, func(t *testing.T) {
			src, rerr := os.ReadFile(path)
			if rerr != nil {
				t.Fatal(rerr)
			}
			// Parse under the bare file name, as mlir-tblgen is run from
			// the file's directory, so the diagnostics are comparable.
			_, err := ParseString(filepath.Base(path), string(src), Options{ReadFile: func(p string) ([]byte, error) {
				return os.ReadFile(filepath.Join("testdata/errors", p))
			}})
			if err == nil {
				t.Fatal("expected an error")
			}
			el := err.(ErrorList)
			got := firstErrorLine(el.Format())
			if !strings.Contains(el.Format(), "^") && el[0].Pos.Line > 0 {
				t.Errorf("diagnostic without caret:\n%s", el.Format())
			}
			wantFile := strings.TrimSuffix(path, ".td") + ".err"
			if updating() {
				line := got
				if haveLLVM() && !messageDiffers[name] {
					line = llvmFirstError(t, path)
				}
				os.WriteFile(wantFile, []byte(line+"\n"), 0o644)
			}
			wantB, rerr := os.ReadFile(wantFile)
			if rerr != nil {
				t.Fatalf("missing %s (run go test -update)", wantFile)
			}
			want := strings.TrimSpace(string(wantB))
			if got != want {
				t.Errorf("first error:\n got %s\nwant %s", got, want)
			}
			if haveLLVM() {
				ref := llvmFirstError(t, path)
				if messageDiffers[name] {
					ref, got = ref[:strings.Index(ref, ": error:")], got[:strings.Index(got, ": error:")]
				}
				if ref != got {
					t.Errorf("first error differs from mlir-tblgen:\n ours %s\n llvm %s", got, ref)
				}
			}
		})
	}
}

func llvmFirstError(t *testing.T, path string) string {
	cmd := exec.Command(mlirTblgen, "--print-records", filepath.Base(path))
	cmd.Dir = filepath.Dir(path)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	cmd.Run()
	return firstErrorLine(errb.String())
}

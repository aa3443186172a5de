package tablegen

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/sebdah/goldie/v2"
)

// The differential tests run every testdata/*.td through our frontend and
// through mlir-tblgen 19 and require byte-identical --print-records output.
// The LLVM output is also kept as testdata/*.golden so the frontend is still
// checked on machines without LLVM; `go test -update` refreshes the golden
// files from mlir-tblgen when it is installed, else from our output.

// mlirTblgen is the reference tool; ASC_MLIR_TBLGEN overrides the path (set
// it to a missing file to exercise the golden-only mode).
var mlirTblgen = func() string {
	if p := os.Getenv("ASC_MLIR_TBLGEN"); p != "" {
		return p
	}
	return "/usr/lib/llvm-19/bin/mlir-tblgen"
}()

const mlirInclude = "/usr/lib/llvm-19/include"

func haveLLVM() bool {
	_, err := os.Stat(mlirTblgen)
	return err == nil
}

func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// runLLVM runs mlir-tblgen --print-records in dir; ok is false if it failed.
func runLLVM(t *testing.T, dir, file string, incs ...string) (string, bool) {
	t.Helper()
	args := []string{"--print-records"}
	for _, i := range incs {
		args = append(args, "-I", i)
	}
	args = append(args, file)
	cmd := exec.Command(mlirTblgen, args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Logf("mlir-tblgen %s: %v\n%s", file, err, errb.String())
		return "", false
	}
	return out.String(), true
}

// runOurs parses path and prints its records.
func runOurs(t *testing.T, path string, incs ...string) string {
	t.Helper()
	rk, err := ParseFile(path, Options{IncludeDirs: incs})
	if err != nil {
		if el, ok := err.(ErrorList); ok {
			t.Fatalf("parse %s:\n%s", path, el.Format())
		}
		t.Fatalf("parse %s: %v", path, err)
	}
	var sb strings.Builder
	if err := PrintRecords(&sb, rk); err != nil {
		t.Fatal(err)
	}
	return sb.String()
}

func corpus(t *testing.T) []string {
	files, err := filepath.Glob("testdata/*.td")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	if len(files) < 40 {
		t.Fatalf("corpus has only %d files", len(files))
	}
	return files
}

func TestDifferential(t *testing.T) {
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	incdir, _ := filepath.Abs("testdata/incdir")
	llvm := haveLLVM()
	if !llvm {
		t.Logf("%s not found: comparing against golden files only", mlirTblgen)
	}
	for _, path := range corpus(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".td")
		t.Run(name, func(t *testing.T) {
			ours := runOurs(t, path, incdir)
			var want string
			if llvm {
				ref, ok := runLLVM(t, "testdata", filepath.Base(path), incdir)
				if !ok {
					t.Fatalf("mlir-tblgen rejects %s", path)
				}
				want = ref
			}
			if updating() {
				if !llvm {
					want = ours
				}
				if err := g.Update(t, name, []byte(want)); err != nil {
					t.Fatal(err)
				}
			}
			golden, err := os.ReadFile(g.GoldenFileName(t, name))
			if err != nil {
				t.Fatalf("missing golden file (run go test -update): %v", err)
			}
			if llvm {
				if d := cmp.Diff(want, ours); d != "" {
					t.Errorf("output differs from mlir-tblgen (-llvm +ours):\n%s", d)
				}
				if d := cmp.Diff(string(golden), want); d != "" {
					t.Errorf("golden file is stale (-golden +llvm), run go test -update:\n%s", d)
				}
				return
			}
			if d := cmp.Diff(string(golden), ours); d != "" {
				t.Errorf("output differs from golden (-golden +ours):\n%s", d)
			}
		})
	}
}

// mlirFiles are real MLIR definition files checked by default; set
// ASC_TBLGEN_ALL=1 to check every .td file under the MLIR include tree.
var mlirFiles = []string{
	"mlir/IR/OpBase.td",
	"mlir/IR/BuiltinOps.td",
	"mlir/IR/BuiltinTypes.td",
	"mlir/IR/BuiltinAttributes.td",
	"mlir/Dialect/Arith/IR/ArithOps.td",
	"mlir/Dialect/Func/IR/FuncOps.td",
	"mlir/Dialect/SCF/IR/SCFOps.td",
	"mlir/Dialect/Math/IR/MathOps.td",
	"mlir/Dialect/MemRef/IR/MemRefOps.td",
	"mlir/Dialect/EmitC/IR/EmitC.td",
}

func TestDifferentialMLIR(t *testing.T) {
	if !haveLLVM() {
		t.Skipf("%s not installed", mlirTblgen)
	}
	files := mlirFiles
	if os.Getenv("ASC_TBLGEN_ALL") != "" {
		files = nil
		filepath.Walk(filepath.Join(mlirInclude, "mlir"), func(p string, info os.FileInfo, err error) error {
			if err == nil && strings.HasSuffix(p, ".td") {
				rel, _ := filepath.Rel(mlirInclude, p)
				files = append(files, rel)
			}
			return nil
		})
	} else if testing.Short() {
		files = files[:1]
	}
	for _, rel := range files {
		t.Run(rel, func(t *testing.T) {
			path := filepath.Join(mlirInclude, rel)
			if _, err := os.Stat(path); err != nil {
				t.Skipf("%s not installed", path)
			}
			want, ok := runLLVM(t, ".", path, mlirInclude)
			if !ok {
				t.Skip("mlir-tblgen rejects this file on its own")
			}
			ours := runOurs(t, path, mlirInclude)
			if want != ours {
				t.Errorf("output differs from mlir-tblgen (-llvm +ours):\n%s", firstDiff(want, ours))
			}
		})
	}
}

// firstDiff keeps failure output readable for files of 10k+ lines.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			lo, hi := max(0, i-3), min(len(al), i+4)
			hb := min(len(bl), i+4)
			return "line " + itoa(i+1) + ":\n-" + strings.Join(al[lo:hi], "\n-") + "\n+" + strings.Join(bl[lo:hb], "\n+")
		}
	}
	return ""
}

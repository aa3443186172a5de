package layering

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
)

const module = "github.com/ascend-toolchain/asc/"

type pkg struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

func listPackages(t *testing.T, args ...string) []pkg {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go command not found")
	}
	cmd := exec.Command("go", append([]string{"list", "-json"}, args...)...)
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// floor gives a package's floor; a package may import only packages of a lower or equal
// floor (equal within ir, dialect and the tool layers).
func floor(path string) int {
	p := strings.TrimPrefix(path, module)
	switch {
	case p == "ir":
		return 0
	case strings.HasPrefix(p, "ir/"):
		return 1
	case strings.HasPrefix(p, "dialect/"):
		return 2
	case strings.HasPrefix(p, "passes"), strings.HasPrefix(p, "target/"), strings.HasPrefix(p, "simulator"):
		return 3
	case strings.HasPrefix(p, "internal/"):
		return 4
	case strings.HasPrefix(p, "cmd/"):
		return 5
	}
	return -1 // tablegen, test, bench, examples: outside the product's floors
}

func TestFloors(t *testing.T) {
	for _, p := range listPackages(t, "./...") {
		f := floor(p.ImportPath)
		if f < 0 || p.ImportPath == module+"cmd/asc-tblgen" { // the generator's own CLI
			continue
		}
		for _, imp := range p.Imports {
			if !strings.HasPrefix(imp, module) {
				continue
			}
			g := floor(imp)
			if g < 0 {
				t.Errorf("%s imports %s, which is outside the product's floors", p.ImportPath, imp)
			} else if g > f {
				t.Errorf("%s (floor %d) imports %s (floor %d): imports must point down", p.ImportPath, f, imp, g)
			}
		}
	}
}

func TestToolsDoNotLinkTablegen(t *testing.T) {
	for _, p := range listPackages(t, "-deps=false", "./cmd/ascopt", "./cmd/asc-translate", "./cmd/asc-sim", "./cmd/asc-lsp") {
		for _, d := range p.Deps {
			if strings.HasPrefix(d, module+"tablegen") {
				t.Errorf("%s links %s: the generator runs at go generate time only", p.ImportPath, d)
			}
		}
	}
}

// sources yields the hand-written, non-test Go files of the given top-level directories.
func sources(t *testing.T, dirs ...string) map[string]*ast.File {
	t.Helper()
	out := map[string]*ast.File{}
	fset := token.NewFileSet()
	for _, dir := range dirs {
		root := filepath.Join("../..", dir)
		if _, err := os.Stat(root); err != nil {
			continue
		}
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") ||
				strings.HasSuffix(path, "_test.go") || strings.HasSuffix(path, "_gen.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			out[strings.TrimPrefix(path, "../../")] = f
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestNoOpNameLiterals: an op is named through its generated constant or typed view, never
// a string, so renaming an op in its definition breaks the build rather than behaviour.
// The one place a name is spelled is its definition: a dialect's names.go (the upstream
// dialects) or its generated code.
func TestNoOpNameLiterals(t *testing.T) {
	ctx := all.NewContext()
	// ir itself is exempt: the core knows builtin.module, the implicit top-level op.
	for path, f := range sources(t, "passes", "target", "simulator", "internal", "cmd", "dialect") {
		if strings.HasPrefix(path, "dialect/") && filepath.Base(path) == "names.go" {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && ctx.LookupOp(s) != nil {
				t.Errorf("%s: op name literal %s (use the dialect's generated constant)", path, lit.Value)
			}
			return true
		})
	}
}

// TestNoInit: registries are explicit tables handed over by their owners.
func TestNoInit(t *testing.T) {
	for path, f := range sources(t, "ir", "dialect", "simulator", "passes", "target", "internal", "cmd", "tablegen", "test", "bench") {
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "init" {
				t.Errorf("%s: func init() (registries are explicit tables)", path)
			}
		}
	}
}

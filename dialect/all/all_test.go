package all

import (
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestOpNames checks that the hand-written dialects' names.go declare exactly one constant
// per registered op (the generated dialects get theirs from the same model as their ops).
func TestOpNames(t *testing.T) {
	pkgs := map[string]string{"arith": "arith", "scf": "scf", "func": "fn", "math": "math",
		"memref": "memref", "emitc": "emitc", "builtin": "builtin", "cf": "cf", "gpu": "gpu", "llvm": "llvm", "tensor": "tensor", "affine": "affine"}
	for _, d := range Dialects() {
		pkg, ok := pkgs[d.Name]
		if !ok {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), "../"+pkg+"/names.go", nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		var got, want []string
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				got = append(got, s)
			}
			return true
		})
		for _, o := range d.Ops {
			want = append(want, o.Name)
		}
		sort.Strings(got)
		sort.Strings(want)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("dialect/%s/names.go does not match the registered ops (-registered +names.go):\n%s", pkg, diff)
		}
	}
}

func TestRegister(t *testing.T) {
	ctx := NewContext()
	for _, d := range []string{"builtin", "func", "arith", "scf", "ascendc", "asctile", "emitasc", "emitc", "math", "memref", "cf"} {
		if ctx.Dialect(d) == nil {
			t.Errorf("dialect %s is not registered", d)
		}
	}
	if ctx.LookupOp("ascendc.add_l2") == nil || ctx.LookupOp("arith.addi") == nil || ctx.LookupOp("asctile.load") == nil {
		t.Error("ops of registered dialects are not found")
	}
}

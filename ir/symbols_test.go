package ir_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

func TestLookupSymbolFollowsChanges(t *testing.T) {
	src := `module {
  func.func @a() { return }
  func.func @b() { return }
}`
	mod, err := ir.ParseSource(all.NewContext(), "s.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	a := ir.LookupSymbol(mod, "a")
	b := ir.LookupSymbol(mod, "b")
	if a == nil || b == nil || a == b {
		t.Fatalf("lookup a=%v b=%v", a, b)
	}
	// Renaming and erasing after the index was built must not return stale answers.
	a.SetAttr("sym_name", ir.Str("c"))
	if got := ir.LookupSymbol(mod, "a"); got != nil {
		t.Fatalf("renamed symbol still found under its old name")
	}
	if got := ir.LookupSymbol(mod, "c"); got != a {
		t.Fatalf("renamed symbol not found under its new name")
	}
	b.Erase()
	if got := ir.LookupSymbol(mod, "b"); got != nil {
		t.Fatalf("erased symbol still found")
	}
	if ir.LookupSymbol(mod, "nope") != nil {
		t.Fatalf("found a symbol that does not exist")
	}
}

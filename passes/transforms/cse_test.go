package transforms

import (
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestCSEReportsUnchanged: the manager skips the verifier after a cse run that reports
// the IR unchanged, so a run that merged or erased anything must never say so.
func TestCSEReportsUnchanged(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		unchanged  bool
	}{
		{"merge", "%0 = arith.addi %a, %a : i32\n  %1 = arith.addi %a, %a : i32\n  return %1 : i32", false},
		{"dead", "%0 = arith.addi %a, %a : i32\n  return %a : i32", false},
		{"nothing", "%0 = arith.addi %a, %a : i32\n  %1 = arith.muli %0, %a : i32\n  return %1 : i32", true},
	} {
		src := "func.func @f(%a: i32) -> i32 {\n  " + tc.body + "\n}"
		ctx := dialects.NewContext()
		mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		unchanged, err := newCSEPass().RunPreserving(mod, ctx)
		if err != nil || unchanged != tc.unchanged {
			t.Errorf("%s: unchanged = %v, %v; want %v", tc.name, unchanged, err, tc.unchanged)
		}
	}
}

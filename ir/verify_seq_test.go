package ir_test

import (
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestVerifySequential reports what Verify reports, the first failure in source order.
func TestVerifySequential(t *testing.T) {
	src := "func.func @a() -> i32 {\n  return\n}\nfunc.func @b() {\n  return\n}\nfunc.func @c() -> i1 {\n  return\n}\n"
	m, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	par, seq := ir.Verify(m), ir.VerifySequential(m)
	if par == nil || seq == nil || par.Error() != seq.Error() {
		t.Errorf("Verify: %v\nVerifySequential: %v", par, seq)
	}
}

package transforms

import (
	"bytes"
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

func TestSCCPFoldsTakenBranch(t *testing.T) {
	src := `func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %s = arith.subi %c5, %c5 : i32
  %cond = arith.cmpi eq, %s, %c0 : i32
  %r = scf.if %cond -> (i32) {
    scf.yield %c5 : i32
  } else {
    scf.yield %x : i32
  }
  %y = arith.addi %r, %r : i32
  return %y : i32
}`
	ctx := dialects.NewContext()
	mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := SCCP(mod, ctx); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(mod); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, ir.PrintOptions{}).PrintOp(mod); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.Contains(out, "%c10_i32 = arith.constant 10 : i32") || !strings.Contains(out, "return %c10_i32") ||
		strings.Contains(out, "scf.if") || strings.Contains(out, "arith.addi") {
		t.Errorf("unexpected result:\n%s", out)
	}
}

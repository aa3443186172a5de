package ir_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestWrongTokenPos checks where "expected ..." errors point, as mlir-opt reports them:
// just after the previous token, back over blanks, blank lines and line comments.
func TestWrongTokenPos(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"func.func @f(%a: i32) { %0 = arith.addi %a   %a : i32\n return }", "t.mlir:1:43: error: expected ','"},
		{"func.func @f(%a: i32) { %0 = \"arith.addi\"(%a   %a) : (i32, i32) -> i32\n return }", "t.mlir:1:45: error: expected ')' to end operand list"},
		{"func.func @f(%a: i32) { %0 = arith.addi %a, %a  // foo\n // bar\n\n  i32\n return }", "t.mlir:1:47: error: expected ':'"},
		{"func.func @f(%a: i32) { %0 = arith.addi %a, %a", "t.mlir:1:46: error: expected ':'"}, // at EOF, one byte back
	} {
		_, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(tc.src), ir.ParseOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
	}
}

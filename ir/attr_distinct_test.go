package ir_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestDistinctAttr checks distinct attributes: one N is one attribute within a file,
// equal references do not make two distinct attributes equal, and printing renumbers in
// print order (aliases first) and leaves unit references unaliased.
func TestDistinctAttr(t *testing.T) {
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	src := `"x.a"() {a = distinct[7]<42 : i32>, b = distinct[7]<42 : i32>, c = distinct[3]<42 : i32>, d = distinct[9]<>} : () -> ()`
	mod, err := ir.ParseSource(ctx, "d.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	op := mod.Region(0).Front().First()
	a, b, c := op.Attr("a"), op.Attr("b"), op.Attr("c")
	if a != b || !ir.AttrEqual(a, b) {
		t.Errorf("distinct[7] parsed as two attributes")
	}
	if ir.AttrEqual(a, c) || ir.AttrString(a) == ir.AttrString(c) {
		t.Errorf("distinct[7] and distinct[3] compare equal")
	}
	got := printOp(t, mod, false)
	want := "#distinct = distinct[0]<42 : i32>\n#distinct1 = distinct[1]<42 : i32>\nmodule {\n" +
		`  "x.a"() {a = #distinct, b = #distinct, c = #distinct1, d = distinct[2]<>} : () -> ()` + "\n}\n"
	if got != want {
		t.Errorf("printed\n%s\nwant\n%s", got, want)
	}
	for _, bad := range []struct{ src, msg string }{
		{`"x.a"() {a = distinct[0]<1>, b = distinct[0]<2>} : () -> ()`, "1:34: error: referenced attribute does not match previous definition: 1 : i64"},
		{`"x.a"() {a = distinct[x]<1>} : () -> ()`, "1:23: error: expected distinct ID"},
		{`"x.a"() {a = distinct[0]} : () -> ()`, "1:25: error: expected '<' after distinct ID"},
	} {
		_, err := ir.ParseSource(ctx, "d.mlir", []byte(bad.src), ir.ParseOptions{})
		if err == nil || !strings.Contains(err.Error(), bad.msg) {
			t.Errorf("%s: got %v, want %s", bad.src, err, bad.msg)
		}
	}
}

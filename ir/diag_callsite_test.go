package ir_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// TestDiagCallStack: a diagnostic at a call-site location lists its callers ("called
// from", innermost first, through name and fused locations) before its notes; a caller
// whose column lies past the end of its line quotes no source, as in mlir-opt.
func TestDiagCallStack(t *testing.T) {
	src := "x\nshort\n  the op line\n"
	callee := &ir.FileLineColLoc{File: "k.mlir", Line: 3, Col: 3}
	inner := &ir.FusedLoc{Locs: []ir.Location{&ir.FileLineColLoc{File: "k.mlir", Line: 2, Col: 40}, &ir.NameLoc{Name: "n"}}}
	outer := &ir.FileLineColLoc{File: "k.mlir", Line: 1, Col: 1}
	loc := &ir.NameLoc{Name: "op", Child: &ir.CallSiteLoc{Callee: callee, Caller: &ir.CallSiteLoc{Callee: inner, Caller: outer}}}
	d := ir.Errorf(loc, "bad").Note(callee, "a note")
	sm := ir.NewSourceMgr()
	sm.Add("k.mlir", []byte(src))
	var b strings.Builder
	sm.Print(&b, d)
	want := "k.mlir:3:3: error: bad\n  the op line\n  ^\n" +
		"k.mlir:2:40: note: called from\n" +
		"k.mlir:1:1: note: called from\nx\n^\n" +
		"k.mlir:3:3: note: a note\n  the op line\n  ^\n"
	if b.String() != want {
		t.Fatalf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}

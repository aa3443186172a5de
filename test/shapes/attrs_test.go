package shapes

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/passes"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

// TestEveryOpAttrShapes runs the attribute shapes of every registered op (missing and
// wrong-kind inherent attributes, in the dictionary and the properties) through parse,
// verify, print and canonicalize: each may refuse them, none may crash.
func TestEveryOpAttrShapes(t *testing.T) {
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	pm, err := passall.Registry().ParsePipeline("builtin.module(canonicalize)")
	if err != nil {
		t.Fatal(err)
	}
	pms := []*passes.Manager{pm}
	failures, total := 0, 0
	for _, name := range ctx.RegisteredOps() {
		for _, sh := range AttrTexts(ctx, name) {
			total++
			if msg, _ := runShape(ctx, pms, sh.Text); msg != "" {
				failures++
				if failures <= 20 {
					t.Errorf("%s (%s) crashed: %s\n%s", name, sh.Label, msg, sh.Text)
				}
			}
		}
	}
	if failures > 20 {
		t.Errorf("%d crashing shapes in all", failures)
	}
	if total < 5*len(ctx.RegisteredOps()) {
		t.Errorf("only %d attribute shapes for %d ops", total, len(ctx.RegisteredOps()))
	}
}

// TestAttrTextsOfCmpi checks the shapes written for one op: a valid instance with its
// required attribute, the attribute missing (empty properties), and values of other kinds (an out-of-range
// case among them) in both places.
func TestAttrTextsOfCmpi(t *testing.T) {
	ctx := all.NewContext()
	got := map[string]string{}
	for _, sh := range AttrTexts(ctx, "arith.cmpi") {
		got[sh.Label] = sh.Text
	}
	want := map[string]string{
		"valid in <{}>":                     `%r:1 = "arith.cmpi"(%a0, %a0) <{predicate = 1 : i64}> : (i32, i32) -> (i1)`,
		"empty properties":                  `%r:1 = "arith.cmpi"(%a0, %a0) <{}> : (i32, i32) -> (i1)`,
		"predicate = 99 : i64 in <{}>":      `<{predicate = 99 : i64}>`,
		"predicate = 1 : i32 in {}":         `{predicate = 1 : i32}`,
		"predicate = unit in <{}>":          `<{predicate = unit}>`,
		"unknown property":                  `<{predicate = 1 : i64, zz_unknown = 1 : i32}>`,
		"properties not a dictionary":       `<1 : i32>`,
		"predicate valid in {} beside <{}>": `<{}> {predicate = 1 : i64}`,
	}
	for label, part := range want {
		if text, ok := got[label]; !ok || !strings.Contains(text, part) {
			t.Errorf("shape %q: got %q, want it to contain %q", label, text, part)
		}
	}
}

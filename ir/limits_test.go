package ir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// Every recursive construct of the text format stops at ir.MaxNesting with a
// diagnostic, however deep the input nests (10^5 levels here).
func TestNestingLimit(t *testing.T) {
	const n = 100000
	deep := func(open, mid, close string) string {
		return strings.Repeat(open, n) + mid + strings.Repeat(close, n)
	}
	for name, src := range map[string]string{
		"array":  `"foo.c"() {v = ` + deep("[", "", "]") + `} : () -> ()`,
		"dict":   `"foo.c"() {v = ` + deep("{a = ", "1", "}") + `} : () -> ()`,
		"tuple":  `"foo.c"() {v = ` + deep("tuple<", "i32", ">") + `} : () -> ()`,
		"fn":     `"foo.c"() {v = ` + deep("() -> (", "i32", ")") + `} : () -> ()`,
		"affine": `#m = affine_map<(d0) -> (` + deep("(", "d0", ")") + `)>`,
		"neg":    `#m = affine_map<(d0) -> (` + strings.Repeat("-", n) + `d0)>`,
		"region": deep(`"foo.c"() ({`+"\n", `"foo.d"() : () -> ()`+"\n", "}) : () -> ()\n"),
		"loc":    `"foo.c"() : () -> () loc(` + deep("callsite(", `"a"`, ` at "b")`) + `)`,
		"dense":  `"foo.c"() {v = dense<` + deep("[", "1", "]") + `> : tensor<` + strings.Repeat("1x", n) + `i32>} : () -> ()`,
	} {
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		_, err := ir.ParseSource(ctx, name+".mlir", []byte(src), ir.ParseOptions{})
		if err == nil || !strings.Contains(err.Error(), "nesting deeper than 1000 levels") {
			msg := "<nil>"
			if err != nil {
				msg = err.Error()
				if len(msg) > 200 {
					msg = msg[:200]
				}
			}
			t.Errorf("%s: err = %s", name, msg)
		}
	}
}

// FileLineColLoc numbers are unsigned 32-bit, as in MLIR: the largest is kept, a larger
// one is refused rather than wrapped.
func TestLocationNumbers(t *testing.T) {
	for loc, want := range map[string]string{
		`"f":4294967295:4294967295`: `loc("f":4294967295:4294967295)`,
		`"f":4294967296:1`:          "expected integer line number in FileLineColLoc",
		`"f":1:4294967296`:          "expected integer column number in FileLineColLoc",
		`"f":-1:2`:                  "expected integer line number in FileLineColLoc",
	} {
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		m, err := ir.ParseSource(ctx, "l.mlir", []byte(`"foo.c"() : () -> () loc(`+loc+`)`), ir.ParseOptions{})
		if err != nil {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: %v, want %s", loc, err, want)
			}
			continue
		}
		var b strings.Builder
		if err := ir.NewPrinter(&b, ir.PrintOptions{DebugInfo: true}).PrintOp(m); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), want) {
			t.Errorf("%s printed as\n%s", loc, b.String())
		}
	}
}

// Aliases that pair the one before stand for 2^40 nodes in a few hundred bytes: a use
// of one that large is refused at the use (walks over the IR, printing and bytecode
// would visit every node), while a long chain of aliases each naming the one before,
// linear in size, still parses.
func TestAliasExpansionLimit(t *testing.T) {
	doubling := func(n int, attr bool) string {
		var b strings.Builder
		if attr {
			b.WriteString("#a0 = 1\n")
			for i := 1; i < n; i++ {
				fmt.Fprintf(&b, "#a%d = [#a%d, #a%d]\n", i, i-1, i-1)
			}
			fmt.Fprintf(&b, "\"foo.c\"() {v = #a%d} : () -> ()\n", n-1)
		} else {
			b.WriteString("!a0 = i32\n")
			for i := 1; i < n; i++ {
				fmt.Fprintf(&b, "!a%d = tuple<!a%d, !a%d>\n", i, i-1, i-1)
			}
			fmt.Fprintf(&b, "\"foo.c\"() : () -> !a%d\n", n-1)
		}
		return b.String()
	}
	for _, attr := range []bool{false, true} {
		ctx := all.NewContext()
		ctx.AllowUnregistered = true
		_, err := ir.ParseSource(ctx, "d.mlir", []byte(doubling(70, attr)), ir.ParseOptions{})
		if err == nil || !strings.Contains(err.Error(), "d.mlir:71:") || !strings.Contains(err.Error(), "a69' makes the input stand for more than") {
			t.Errorf("attr=%v: %v", attr, err)
		}
		if _, err := ir.ParseSource(ctx, "d.mlir", []byte(doubling(16, attr)), ir.ParseOptions{}); err != nil {
			t.Errorf("attr=%v, 2^16 nodes: %v", attr, err)
		}
	}
	// A chain nests one level per alias: as deep as ir.MaxNesting it parses, one more
	// is refused where the written-out value would be (20000 levels printed recursively).
	chain := func(n int) string {
		var b strings.Builder
		b.WriteString("#a0 = 1\n")
		for i := 1; i < n; i++ {
			fmt.Fprintf(&b, "#a%d = [#a%d, 1]\n", i, i-1)
		}
		fmt.Fprintf(&b, "\"foo.c\"() {v = #a%d, w = #a%d} : () -> ()\n", n-1, n-1)
		return b.String()
	}
	ctx := all.NewContext()
	ctx.AllowUnregistered = true
	if _, err := ir.ParseSource(ctx, "chain.mlir", []byte(chain(1000)), ir.ParseOptions{}); err != nil {
		t.Errorf("chain of 1000: %v", err)
	}
	_, err := ir.ParseSource(ctx, "chain.mlir", []byte(chain(20000)), ir.ParseOptions{})
	if err == nil || !strings.Contains(err.Error(), "chain.mlir:1001:") || !strings.Contains(err.Error(), "nesting deeper than 1000 levels") {
		t.Errorf("chain of 20000: %v", err)
	}
}

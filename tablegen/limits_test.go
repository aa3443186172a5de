package tablegen

import (
	"fmt"
	"strings"
	"testing"
)

// Hostile .td input fails with a diagnostic at its position, within bounded memory and
// time: brackets nested beyond maxNesting, and values that double at every step
// (mlir-tblgen itself exhausts memory on the latter).
func TestHostileLimits(t *testing.T) {
	deep := func(open, mid, close string, n int) string {
		return strings.Repeat(open, n) + mid + strings.Repeat(close, n)
	}
	doubling := func(first, step string) string {
		var b strings.Builder
		b.WriteString("def ins;\n")
		fmt.Fprintf(&b, "defvar v0 = %s;\n", first)
		for i := 1; i <= 44; i++ {
			fmt.Fprintf(&b, "defvar v%d = %s;\n", i, strings.ReplaceAll(step, "PREV", fmt.Sprintf("v%d", i-1)))
		}
		return b.String()
	}
	for _, c := range []struct{ name, src, want string }{
		{"list", "def X { list<int> a = " + deep("[", "", "]", 100000) + "; }", "nesting deeper than 1000 levels"},
		{"bang", "def X { int a = " + deep("!add(1, ", "1", ")", 100000) + "; }", "nesting deeper than 1000 levels"},
		{"listconcat", doubling("[1]", "!listconcat(PREV, PREV)"), "evaluation exceeds the size limit"},
		{"paste", doubling(`"ab"`, "!strconcat(PREV, PREV)"), "evaluation exceeds the size limit"},
		{"con", doubling("(ins 1)", "!con(PREV, PREV)"), "evaluation exceeds the size limit"},
		{"subst", doubling(`"aa"`, `!subst("a", "aa", PREV)`), "evaluation exceeds the size limit"},
		{"foldl", doubling("[1, 2]", "!foldl([]<int>, PREV, acc, x, !listconcat(acc, [x, x]))"), "evaluation exceeds the size limit"},
	} {
		_, err := ParseString(c.name+".td", c.src, Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
	}
	// A thousand levels are still fine.
	if _, err := ParseString("ok.td", "def X { list<list<int>> a = [[1]]; int b = "+deep("!add(1, ", "1", ")", 990)+"; }", Options{}); err != nil {
		t.Errorf("990 levels: %v", err)
	}
}

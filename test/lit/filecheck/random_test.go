package filecheck

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// randomCases generates check files and inputs over a tiny vocabulary, so
// that directives, variables and whitespace interact in ways nobody thought
// to write down. The seed is fixed: the same cases run every time.
func randomCases(n int) []corpusCase {
	r := rand.New(rand.NewSource(19))
	directives := []string{"CHECK", "CHECK", "CHECK-NEXT", "CHECK-SAME", "CHECK-NOT", "CHECK-DAG",
		"CHECK-DAG", "CHECK-LABEL", "CHECK-EMPTY", "CHECK-COUNT-2"}
	patterns := []string{"a", "b", "ab", "a b", "b  a", "{{a|b}}", "{{^}}a", "b{{$}}", "{{.*}}b",
		"[[X:a.]]", "[[X]]", "[[Y:[0-9]+]]", "[[Y]]", "[[#N:]]", "[[#N+1]]", "{{[^a]}}", "x", "{{ab?}}"}
	words := []string{"a", "b", "ab", "ba", "1", "2", "12", "x", "", " ", "\t", "aa"}
	flags := [][]string{nil, nil, {"--match-full-lines"}, {"--strict-whitespace"},
		{"--implicit-check-not=x"}, {"--enable-var-scope"}, {"--allow-empty"}}
	var out []corpusCase
	for i := 0; i < n; i++ {
		var check strings.Builder
		for k := 1 + r.Intn(5); k > 0; k-- {
			d := directives[r.Intn(len(directives))]
			if check.Len() == 0 && r.Intn(4) != 0 {
				// Mostly start validly; NEXT/SAME/EMPTY first is an error.
				d = directives[r.Intn(2)]
			}
			if d == "CHECK-EMPTY" {
				check.WriteString(d + ":\n")
				continue
			}
			p := patterns[r.Intn(len(patterns))]
			if d == "CHECK-LABEL" {
				p = []string{"a", "b", "ab", "{{a|b}}"}[r.Intn(4)]
			}
			fmt.Fprintf(&check, "%s: %s\n", d, p)
		}
		var input strings.Builder
		for k := 1 + r.Intn(5); k > 0; k-- {
			for w := r.Intn(4); w > 0; w-- {
				input.WriteString(words[r.Intn(len(words))])
				if r.Intn(2) == 0 {
					input.WriteByte(' ')
				}
			}
			input.WriteByte('\n')
		}
		args := flags[r.Intn(len(flags))]
		c := corpusCase{file: "random", name: fmt.Sprint(i), expect: -1,
			args: args, check: check.String(), input: input.String()}
		if i%2 == 0 {
			// Half the inputs are written from the checks themselves (and
			// maybe broken), so that passing verdicts are common too.
			if vs := synthesise("random", c.check, args); len(vs) > 0 {
				c.input = vs[r.Intn(len(vs))].input
			}
		}
		out = append(out, c)
	}
	return out
}

// TestRandomCasesRun is the LLVM-free half: every generated case must run
// to a verdict without panicking.
func TestRandomCasesRun(t *testing.T) {
	dir := t.TempDir()
	for _, c := range randomCases(400) {
		args := c.materialise(t, dir)
		if code, out := runOurs(args, c.input); code < 0 || code > 2 {
			t.Errorf("%s: status %d\n%s", c.id(), code, out)
		}
	}
}

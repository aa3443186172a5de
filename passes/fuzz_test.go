package passes

import (
	"strings"
	"testing"
)

// FuzzParsePipeline: any pipeline text is parsed or refused with an error, never a panic,
// and what parses prints back to text that parses to the same pipeline.
func FuzzParsePipeline(f *testing.F) {
	for _, s := range []string{
		"builtin.module(func.func(cse,canonicalize{max-iterations=3}))",
		"builtin.module(canonicalize{region-simplify=aggressive top-down=false})",
		"builtin.module(func.func(cse)", "builtin.module(,)", "any(cse)", "builtin.module()",
		`builtin.module(repeat{n="3"})`, "builtin.module(func.func())", "((((", "}{",
	} {
		f.Add(s)
	}
	r := testRegistry(&recorder{})
	f.Fuzz(func(t *testing.T, text string) {
		m, err := r.ParsePipeline(text)
		if err != nil {
			return
		}
		printed := m.String()
		m2, err := r.ParsePipeline(printed)
		if err != nil {
			t.Fatalf("%q parsed, but its printed form %q does not: %v", text, printed, err)
		}
		if m2.String() != printed {
			t.Fatalf("%q prints as %q, which prints as %q", text, printed, m2.String())
		}
	})
}

// FuzzDebugCounters: any --mlir-debug-counter value is read or refused with an error,
// never a panic; what is read prints its counters, and its skip/count rule holds: the
// n-th occurrence runs exactly when n is past skip and within skip+count.
func FuzzDebugCounters(f *testing.F) {
	for _, s := range []string{
		"pass-execution-skip=1", "pass-execution-count=2,pass-execution-skip=-1", "bogus",
		"pass-execution-count=x", "pass-execution-foo=1", "apply-pattern-count=1", ",,",
		"pass-execution-skip=99999999999999999999", "=1", "-skip=1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		d, err := ParseDebugCounters([]string{text})
		if err != nil {
			return
		}
		var b strings.Builder
		d.Print(&b, false)
		if !strings.HasPrefix(b.String(), "DebugCounter counters:\n") {
			t.Fatalf("%q prints %q", text, b.String())
		}
		c := d.counters[PassExecutionTag]
		for n := int64(1); n <= 5; n++ {
			got := d.ShouldExecute(PassExecutionTag)
			want := c == nil || c.skip < 0 || (n > c.skip && (c.count < 0 || n <= c.skip+c.count))
			if got != want {
				t.Fatalf("%q: occurrence %d runs=%v, want %v", text, n, got, want)
			}
		}
	})
}

package passes

import "testing"

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

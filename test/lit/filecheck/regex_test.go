package filecheck

import "testing"

// The translator's contract, checked without LLVM: what LLVM's regex
// engine rejects is rejected with its message, and what it accepts matches
// the same text.
func TestRegexErrors(t *testing.T) {
	for re, want := range map[string]string{
		"":         "empty (sub)expression",
		"a|":       "empty (sub)expression",
		"(|a)":     "empty (sub)expression",
		"a**":      "repetition-operator operand invalid",
		"a.*?":     "repetition-operator operand invalid",
		"*a":       "repetition-operator operand invalid",
		"^*":       "repetition-operator operand invalid",
		"{1}":      "repetition-operator operand invalid",
		"(a":       "parentheses not balanced",
		"a)":       "parentheses not balanced",
		"[a":       "brackets ([ ]) not balanced",
		"a{2":      "braces not balanced",
		"a{2x}":    "invalid repetition count(s)",
		"a{3,2}":   "invalid repetition count(s)",
		"a{256}":   "invalid repetition count(s)",
		"[z-a]":    "invalid character range",
		"[a-c-e]":  "invalid character range",
		"[[:x:]]":  "invalid character class",
		"a\\":      "trailing backslash (\\)",
		"\\1":      "invalid backreference number",
		"(a\\1)":   "invalid backreference number",
		"[[.ab.]]": "invalid collating element",
	} {
		_, _, err := parseRegex(re)
		if err == nil || err.Error() != want {
			t.Errorf("%q: error %v, want %q", re, err, want)
		}
	}
}

func TestRegexMatches(t *testing.T) {
	cases := []struct {
		re, in string
		want   string // the match, or "-" for none
	}{
		{`\d`, "1d", "d"},
		{`a{b`, "xa{b", "a{b"},
		{`a{2}`, "aaa", "aa"},
		{`a|ab`, "abc", "ab"}, // leftmost-longest, not leftmost-first
		{`(a|ab)(c|bcd)`, "abcd", "abcd"},
		{`[]x]+`, "a]x]b", "]x]"},
		{`[\]`, `a\b`, `\`},
		{`[^a]`, "\nb", "b"},
		{`.`, "\nb", "b"},
		{`^b`, "a\nb", "b"},
		{`a$`, "a b\na", "a"},
		{`[[:digit:]]+`, "ab123", "123"},
		{`(a+)-\1`, "aa-b aa-aa", "aa-aa"},
		{`[[:<:]]cat`, "concat cat", "cat"},
		{`x()y`, "xy", "xy"},
		{`a.b`, "a\xc3\xa9b a.b", "a.b"}, // "." is one byte, é is two
		{`a..b`, "a\xc3\xa9b", "a\xc3\xa9b"},
		{`\(x\)`, "(x)", "(x)"},
	}
	for _, c := range cases {
		cr, err := compileRegex(c.re, false)
		if err != nil {
			t.Errorf("%q: %v", c.re, err)
			continue
		}
		got := "-"
		if m := cr.find(c.in, false); m != nil {
			got = c.in[m[0]:m[1]]
		}
		if got != c.want {
			t.Errorf("%q on %q: matched %q, want %q", c.re, c.in, got, c.want)
		}
	}
}

func TestCanonicalize(t *testing.T) {
	if got := canonicalize("a \t b\r\nc\t\r\n", false); got != "a b\nc \n" {
		t.Errorf("got %q", got)
	}
	if got := canonicalize("a \t b\r\n", true); got != "a \t b\n" {
		t.Errorf("strict: got %q", got)
	}
}

package ir

import "testing"

// TestPeekPunctOperands: the lookahead counts `P %x` pairs (a result number included)
// and consumes nothing.
func TestPeekPunctOperands(t *testing.T) {
	for _, tc := range []struct {
		src  string
		n    int
		want bool
	}{
		{", %a, %b, format", 2, true},
		{", %a#1, %b : t", 2, true},
		{", %a, format = x", 2, false},
		{", %a", 1, true},
		{"%a, %b", 1, false},
		{", 3, %b", 1, false},
		{"", 1, false},
		{", %a, %b", 0, true},
	} {
		p := newParser(NewContext(), "", []byte(tc.src), ParseOptions{})
		before := p.tok
		if got := p.PeekPunctOperands(",", tc.n); got != tc.want {
			t.Errorf("%q, %d pairs: got %v, want %v", tc.src, tc.n, got, tc.want)
		}
		if p.tok != before {
			t.Errorf("%q: the lookahead moved the parser", tc.src)
		}
	}
	if p := newParser(NewContext(), "", []byte(", %a"), ParseOptions{}); p.PeekPunctOperands("$", 1) {
		t.Errorf("an unknown punctuation matches")
	}
}

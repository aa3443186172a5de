package cli

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplitInputLikeMLIR(t *testing.T) {
	type chunk struct {
		Src  string
		Line int
	}
	for _, c := range []struct {
		in   string
		want []chunk
	}{
		{"a\n// -----\nb\n", []chunk{{"a\n", 1}, {"\nb\n", 2}}},
		// mlir-opt splits wherever the marker occurs, also inside a longer comment.
		{"a\n// // -----\nb\n// -----\nc", []chunk{{"a\n// ", 1}, {"\nb\n", 2}, {"\nc", 4}}},
		// A marker with nothing after it is not a split.
		{"a\n// -----", []chunk{{"a\n// -----", 1}}},
		{"no marker", []chunk{{"no marker", 1}}},
	} {
		var got []chunk
		for _, ch := range SplitInput([]byte(c.in), true) {
			got = append(got, chunk{string(ch.Src), ch.FirstLine})
		}
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("SplitInput(%q) (-want +got):\n%s", c.in, d)
		}
	}
}

// --split-input-file=MARKER splits at the given marker only.
func TestSplitInputAt(t *testing.T) {
	var got []string
	for _, ch := range SplitInputAt([]byte("a\n//--\nb\n// -----\nc\n"), "//--") {
		got = append(got, string(ch.Src))
	}
	if d := cmp.Diff([]string{"a\n", "\nb\n// -----\nc\n"}, got); d != "" {
		t.Errorf("SplitInputAt (-want +got):\n%s", d)
	}
}

func TestVersion(t *testing.T) {
	v := Version()
	if !strings.Contains(v, "go1.") {
		t.Errorf("Version() = %q, want the Go release in it", v)
	}
}

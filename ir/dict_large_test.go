package ir

import (
	"fmt"
	"strings"
	"testing"
)

// TestLargeDictionary: past the sizes where the parser switches to a set of names and the
// sorter to a stable O(n log n) sort, a dictionary still comes out sorted by name and a
// duplicate key is still refused at that key.
func TestLargeDictionary(t *testing.T) {
	ctx := NewContext()
	ctx.AllowUnregistered = true
	var keys []string
	for i := range 500 {
		keys = append(keys, fmt.Sprintf("k%d = %d", (i*7919)%500, i))
	}
	src := `"foo.c"() {` + strings.Join(keys, ", ") + "} : () -> ()\n"
	mod, err := ParseSource(ctx, "d.mlir", []byte(src), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	attrs := mod.Region(0).Front().First().Attrs()
	if len(attrs) != 500 {
		t.Fatalf("%d entries", len(attrs))
	}
	for i := 1; i < len(attrs); i++ {
		if attrs[i-1].Name >= attrs[i].Name {
			t.Fatalf("not sorted at %d: %s, %s", i, attrs[i-1].Name, attrs[i].Name)
		}
	}
	for _, at := range []int{5, 40, 499} {
		dup := `"foo.c"() {` + strings.Join(keys, ", ") + fmt.Sprintf(", %s} : () -> ()\n", keys[at])
		_, err := ParseSource(ctx, "d.mlir", []byte(dup), ParseOptions{})
		col := len(`"foo.c"() {`+strings.Join(keys, ", ")+", ") + 1
		want := fmt.Sprintf("d.mlir:1:%d: error: duplicate key '%s' in dictionary attribute", col, strings.Fields(keys[at])[0])
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("duplicate of entry %d: %v, want %q", at, err, want)
		}
	}
}

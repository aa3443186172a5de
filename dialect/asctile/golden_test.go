package asctile_test

import (
	"os"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/sebdah/goldie/v2"
)

// TestGolden prints testdata/ops.mlir (every op in its custom form) in the custom and the
// generic form, compares both with golden files, and checks that each printed form parses
// back to the same text.
func TestGolden(t *testing.T) {
	src, err := os.ReadFile("testdata/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	for _, generic := range []bool{false, true} {
		name := "ops.custom"
		if generic {
			name = "ops.generic"
		}
		out, err := all.RoundTrip(string(src), generic)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g.Assert(t, name, []byte(out+"\n"))
		again, err := all.RoundTrip(out, generic)
		if err != nil {
			t.Fatalf("%s: printed form does not parse: %v", name, err)
		}
		if again != out {
			t.Errorf("%s: printing is not stable:\n%s\nthen\n%s", name, out, again)
		}
		custom, err := all.RoundTrip(out, false)
		if err != nil {
			t.Fatal(err)
		}
		if want, _ := all.RoundTrip(string(src), false); custom != want {
			t.Errorf("%s: re-parsed form prints differently in custom form:\n%s", name, custom)
		}
	}
}

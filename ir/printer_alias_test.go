package ir_test

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// TestAliasGoldens prints testdata files in every mode and compares with mlir-opt 19's
// output (the .golden files; mlir-opt ends its output with one more newline).
func TestAliasGoldens(t *testing.T) {
	modes := map[string]ir.PrintOptions{
		"custom": {}, "generic": {Generic: true},
		"debug": {DebugInfo: true}, "debug-generic": {Generic: true, DebugInfo: true},
	}
	for _, name := range []string{"aliases", "resources"} {
		src, err := os.ReadFile("testdata/" + name + ".mlir")
		if err != nil {
			t.Fatal(err)
		}
		for mode, opts := range modes {
			want, err := os.ReadFile("testdata/" + name + "." + mode + ".golden")
			if os.IsNotExist(err) {
				continue
			}
			ctx := all.NewContext()
			ctx.AllowUnregistered = true
			res := &ir.FileResources{}
			mod, err := ir.ParseSource(ctx, name+".mlir", src, ir.ParseOptions{Resources: res})
			if err != nil {
				t.Fatal(err)
			}
			opts.Resources = res
			var b bytes.Buffer
			if err := ir.NewPrinter(&b, opts).PrintOp(mod); err != nil {
				t.Fatal(err)
			}
			b.WriteByte('\n')
			if got := b.String(); got != string(want) {
				t.Errorf("%s (%s):\n%s", name, mode, lineDiff(string(want), got))
			}
		}
	}
}

// lineDiff shows the first differing line.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + "\n want: " + wl + "\n  got: " + gl
		}
	}
	return ""
}

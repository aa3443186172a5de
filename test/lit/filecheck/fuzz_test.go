package filecheck

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzCheck runs FileCheck on any check file and input: it must end with status 0, 1 or 2
// and never panic or hang (patterns are regular expressions, numeric expressions and
// variables, all parsed from the check file).
func FuzzCheck(f *testing.F) {
	f.Add("// CHECK: foo\n// CHECK-NEXT: bar\n", "foo\nbar\n")
	f.Add("// CHECK: [[X:%[0-9]+]] = add [[X]]\n// CHECK-NOT: {{b+}}\n", "%1 = add %1\n")
	f.Add("// CHECK: [[#N:]] [[#N+1]]\n// CHECK-DAG: x\n// CHECK-LABEL: l\n", "3 4\nx\nl\n")
	f.Add("// CHECK: {{(}}\n", "(")
	f.Add("// CHECK: [[#%x,N:]]\n// CHECK-SAME: [[#N*2-1]]\n", "ff 509")
	f.Add("// CHECK-COUNT-3: a\n// CHECK-EMPTY:\n", "a\na\na\n\n")
	f.Fuzz(func(t *testing.T, check, input string) {
		dir := t.TempDir()
		path := filepath.Join(dir, "check.txt")
		if err := os.WriteFile(path, []byte(check), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		code := Main([]string{path}, strings.NewReader(input), &out, &errb)
		if code < 0 || code > 2 {
			t.Fatalf("exit status %d\n%s", code, errb.String())
		}
	})
}

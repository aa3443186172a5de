package tablegen

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse checks that no input makes the frontend panic (an "internal
// error" diagnostic is how a recovered panic would surface) or hang.
func FuzzParse(f *testing.F) {
	for _, pat := range []string{"testdata/*.td", "testdata/errors/*.td"} {
		files, _ := filepath.Glob(pat)
		for _, p := range files {
			if b, err := os.ReadFile(p); err == nil {
				f.Add(string(b))
			}
		}
	}
	f.Add("class A<int n> { A next = A<!add(n, 1)>; }\ndef x : A<0>;")
	f.Add("def x { string s = !foldl(\"ab\", !range(64), acc, i, acc # acc); }")
	f.Add("foreach i = !range(100000) in foreach j = !range(100000) in defvar k = i;")
	f.Add("def x { list<int> l = !foldl([1], !range(40), acc, i, !listconcat(acc, acc)); }")
	f.Add("defvar a = [1, 1]; defvar b = [a, a]; defvar c = [b, b]; defvar d = [c, c]; def x { list<list<list<list<int>>>> v = [d, d]; }")
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<14 {
			return
		}
		rk, err := ParseString("fuzz.td", src, Options{ReadFile: func(string) ([]byte, error) {
			return nil, os.ErrNotExist
		}, WorkLimit: 1 << 20})
		if err != nil {
			el, ok := err.(ErrorList)
			if !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			for _, e := range el {
				if strings.HasPrefix(e.Msg, "internal error") {
					t.Fatalf("panic on input %q:\n%s", src, e.Msg)
				}
			}
			_ = el.Format()
			return
		}
		if err := PrintRecords(io.Discard, rk); err != nil {
			t.Fatal(err)
		}
	})
}

package tablegen

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryTruncation cuts the .td test inputs and the start of a real op definition file
// at every byte: each prefix reads as records or fails with positioned errors, never an
// internal error (a recovered panic).
func TestEveryTruncation(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.td"))
	real, err := os.ReadFile(filepath.Join("..", "dialect", "ascendc", "OpsMisc.td"))
	if err != nil {
		t.Fatal(err)
	}
	inputs := map[string][]byte{"OpsMisc.td": real[:min(len(real), 6000)]}
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		inputs[filepath.Base(p)] = b
	}
	opts := Options{ReadFile: func(string) ([]byte, error) { return nil, os.ErrNotExist }, WorkLimit: 1 << 20}
	for name, src := range inputs {
		for cut := 0; cut <= len(src); cut++ {
			rk, err := ParseString("cut.td", string(src[:cut]), opts)
			if err == nil {
				if err := PrintRecords(io.Discard, rk); err != nil {
					t.Fatalf("%s cut at %d: %v", name, cut, err)
				}
				continue
			}
			el, ok := err.(ErrorList)
			if !ok {
				t.Fatalf("%s cut at %d: error of type %T: %v", name, cut, err, err)
			}
			for _, e := range el {
				if strings.HasPrefix(e.Msg, "internal error") {
					t.Fatalf("%s cut at %d: %s", name, cut, e.Msg)
				}
			}
		}
	}
}

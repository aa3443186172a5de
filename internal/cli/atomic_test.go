package cli

import (
	"os"
	"path/filepath"
	"testing"
)

func TestAtomicFileRegular(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.mlir")
	f, err := CreateAtomic(out)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("partial")
	f.Abort()
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatalf("aborted write left %s behind", out)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("aborted write left temporary files: %v", entries)
	}
	if err := WriteFileAtomic(out, []byte("done")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(out); string(b) != "done" {
		t.Fatalf("got %q", b)
	}
}

// Writing to a device must not replace the device node by a regular file.
func TestAtomicFileDevice(t *testing.T) {
	st, err := os.Stat(os.DevNull)
	if err != nil || st.Mode().IsRegular() {
		t.Skip("no device null file here")
	}
	if err := WriteFileAtomic(os.DevNull, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode().IsRegular() {
		t.Fatalf("%s is no longer a device: %v %v", os.DevNull, st.Mode(), err)
	}
}

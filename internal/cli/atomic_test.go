package cli

import (
	"os"
	"path/filepath"
	"strings"
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

// A link is written through (the link stays a link) and the file keeps its mode.
func TestAtomicFileLinkAndMode(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.npy")
	if err := os.WriteFile(real, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.npy")
	if err := os.Symlink("real.npy", link); err != nil {
		t.Skip("no symbolic links here")
	}
	if err := WriteFileAtomic(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", st.Mode(), err)
	}
	st, _ := os.Stat(real)
	if b, _ := os.ReadFile(real); string(b) != "new" || st.Mode().Perm() != 0o600 {
		t.Fatalf("target holds %q with mode %v", b, st.Mode().Perm())
	}
}

// Outputs changes no target when one of them cannot be written.
func TestOutputsAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a")
	os.WriteFile(a, []byte("keep"), 0o644)
	var o Outputs
	if err := o.Add(a, []byte("changed")); err != nil {
		t.Fatal(err)
	}
	if err := o.Add(filepath.Join(dir, "missing", "b"), []byte("x")); err == nil {
		t.Fatal("no error for a missing directory")
	}
	o.Abort()
	if b, _ := os.ReadFile(a); string(b) != "keep" {
		t.Fatalf("a = %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("temporary files left: %v", entries)
	}
	o = Outputs{}
	if err := o.Add(a, []byte("changed")); err != nil {
		t.Fatal(err)
	}
	if err := o.Commit(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(a); string(b) != "changed" {
		t.Fatalf("a = %q", b)
	}
}

// A read-only target is refused, named, and left as it was; no temporary file remains.
func TestAtomicFileReadOnly(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	if err := os.WriteFile(p, []byte("keep"), 0o444); err != nil {
		t.Fatal(err)
	}
	err := WriteFileAtomic(p, []byte("new"))
	if err == nil || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("got %v", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "keep" {
		t.Errorf("read-only file changed to %q", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("files left: %v", ents)
	}
}

// Errors name the target, not the temporary file: a rename onto a directory fails.
func TestAtomicFileErrorNamesTarget(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "sub")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := CreateAtomic(target)
	if err != nil {
		t.Skipf("directory target refused early: %v", err)
	}
	err = f.Commit()
	if err == nil || strings.Contains(err.Error(), ".tmp-") || !strings.Contains(err.Error(), target) {
		t.Fatalf("got %v", err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("temporary file left: %v", ents)
	}
}

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCLI(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return out.String(), errb.String(), code
}

func TestFlagsSpellings(t *testing.T) {
	dir := t.TempDir()
	inc := filepath.Join(dir, "inc")
	os.Mkdir(inc, 0o755)
	os.WriteFile(filepath.Join(inc, "base.td"), []byte("class Base { int v = 1; }\n"), 0o644)
	main := filepath.Join(dir, "main.td")
	os.WriteFile(main, []byte("include \"base.td\"\n#ifdef EXTRA\ndef extra;\n#endif\ndef x : Base;\n"), 0o644)
	want := "------------- Classes -----------------\nclass Base {\n  int v = 1;\n}\n" +
		"------------- Defs -----------------\ndef x {\t// Base\n  int v = 1;\n}\n"
	for _, args := range [][]string{
		{"--print-records", "-I", inc, main},
		{"-print-records", "-I" + inc, main},
		{"-I=" + inc, main},
		{"--include", inc, "-print-records", main},
	} {
		out, errs, code := runCLI(t, args...)
		if code != 0 || out != want {
			t.Errorf("%v: code %d\n%s\nstderr:\n%s", args, code, out, errs)
		}
	}
	out, _, code := runCLI(t, "-print-records", "-D", "EXTRA", "-I", inc, main)
	if code != 0 || !strings.Contains(out, "def extra {") {
		t.Errorf("-D EXTRA: %d\n%s", code, out)
	}
	of := filepath.Join(dir, "out.txt")
	if _, errs, code := runCLI(t, "-print-records", "-o", of, "-I", inc, main); code != 0 {
		t.Fatalf("-o: %s", errs)
	}
	if b, _ := os.ReadFile(of); string(b) != want {
		t.Errorf("-o wrote %q", b)
	}
}

func TestDiagnostics(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "bad.td")
	os.WriteFile(f, []byte("def a { int x = y; }\n"), 0o644)
	_, errs, code := runCLI(t, "--print-records", f)
	want := f + ":1:17: error: Variable not defined: 'y'\ndef a { int x = y; }\n                ^\n"
	if code != 1 || errs != want {
		t.Errorf("code %d, stderr:\n%q\nwant\n%q", code, errs, want)
	}
	if _, errs, code := runCLI(t, "--no-such-flag", f); code == 0 || errs == "" {
		t.Error("unknown flag accepted")
	}
}

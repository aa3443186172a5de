package lit

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// runTestText writes a test file with the given text and runs it with the
// project configuration.
func runTestText(t *testing.T, name, text string, adjust func(*Config)) Result {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := ProjectConfig(fileCheckTools(t), DefaultToolMap)
	cfg.ExecRoot = t.TempDir()
	if adjust != nil {
		adjust(cfg)
	}
	return cfg.Run(context.Background(), Test{Path: path, Root: dir, Rel: name})
}

// A wrong CHECK must fail the test, and the report must show the command
// after substitution and FileCheck's own explanation.
func TestBrokenCheckReport(t *testing.T) {
	r := runTestText(t, "broken.mlir", `// RUN: echo "hello world" | FileCheck %s
// CHECK: goodbye world
`, nil)
	if r.Status != Fail {
		t.Fatalf("status %s, want FAIL\n%s", r.Status, r.Report)
	}
	for _, want := range []string{
		"RUN at line 1: echo \"hello world\" | " + filepath.Join(fileCheckTools(t), "FileCheck") + " " + r.Test.Path,
		"exit status 1",
		"broken.mlir:2:11: error: CHECK: expected string not found in input",
		"// CHECK: goodbye world",
		"<stdin>:1:1: note: scanning from here",
		"hello world",
	} {
		if !strings.Contains(r.Report, want) {
			t.Errorf("report lacks %q:\n%s", want, r.Report)
		}
	}
	out := FormatResult(r)
	if !strings.HasPrefix(out, "FAIL: "+r.Test.Path) {
		t.Errorf("formatted result starts wrongly:\n%s", out)
	}
}

func TestStatuses(t *testing.T) {
	cases := []struct {
		name, text string
		want       Status
	}{
		{"pass", "// RUN: true\n", Pass},
		{"fail", "// RUN: false\n", Fail},
		{"second-line-fails", "// RUN: true\n// RUN: false\n// RUN: true\n", Fail},
		{"xfail", "// XFAIL: *\n// RUN: false\n", XFail},
		{"xpass", "// XFAIL: *\n// RUN: true\n", XPass},
		{"xfail-feature", "// XFAIL: linux || darwin\n// RUN: false\n", XFail},
		{"xfail-other-feature", "// XFAIL: no-such-os\n// RUN: false\n", Fail},
		{"requires-missing", "// REQUIRES: nothing-like-this\n// RUN: false\n", Unsupported},
		{"requires-expr", "// REQUIRES: !nothing-like-this && (linux || darwin)\n// RUN: true\n", Pass},
		{"unsupported", "// UNSUPPORTED: linux, darwin\n// RUN: false\n", Unsupported},
		{"no-run-line", "// CHECK: x\n", Unresolved},
		{"unterminated", "// RUN: echo \\\n", Unresolved},
		{"bad-expr", "// REQUIRES: a &&\n// RUN: true\n", Unresolved},
		{"pipefail", "// RUN: false | true\n", Fail},
		{"last-in-pipe", "// RUN: true | false\n", Fail},
		{"not", "// RUN: not false\n", Pass},
		{"not-success", "// RUN: not true\n", Fail},
		{"not-not", "// RUN: not not true\n", Pass},
		{"not-crash-no-crash", "// RUN: not --crash false\n", Fail},
		{"missing-tool", "// RUN: no-such-tool-anywhere\n", Fail},
		{"syntax-error", "// RUN: echo 'unterminated\n", Fail},
		{"end-stops", "// RUN: true\n// END.\n// RUN: false\n", Pass},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := runTestText(t, c.name+".mlir", c.text, nil)
			if r.Status != c.want {
				t.Errorf("status %s, want %s\n%s", r.Status, c.want, r.Report)
			}
		})
	}
}

// A hanging command fails its test at the timeout instead of stalling the
// whole suite.
func TestTimeout(t *testing.T) {
	start := time.Now()
	r := runTestText(t, "hang.mlir", "// RUN: sleep 30 | cat\n", func(c *Config) { c.Timeout = 300 * time.Millisecond })
	if r.Status != Timeout || !r.Status.Failed() {
		t.Errorf("status %s, want TIMEOUT\n%s", r.Status, r.Report)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v", d)
	}
}

// Tools whose output repeats the test's RUN/CHECK comments must not pass.
func TestEchoGuard(t *testing.T) {
	text := "// RUN: cat %s | FileCheck %s\n// CHECK: RUN\n"
	if r := runTestText(t, "echo.mlir", text, nil); r.Status != Pass {
		t.Fatalf("unguarded cat: %s\n%s", r.Status, r.Report)
	}
	r := runTestText(t, "echo.mlir", text, func(c *Config) { c.Guard = []string{"cat-program"} })
	if r.Status != Pass {
		t.Fatalf("guard on another tool: %s\n%s", r.Status, r.Report)
	}
	// The builtin cat is not guarded; an external program is.
	text = "// RUN: sh -c 'cat %s' | FileCheck %s\n// CHECK: RUN\n"
	r = runTestText(t, "echo.mlir", text, func(c *Config) { c.Guard = []string{"sh"} })
	if r.Status != Fail || !strings.Contains(r.Report, "echoed the test's own RUN/CHECK comments") {
		t.Errorf("guarded sh: %s\n%s", r.Status, r.Report)
	}
}

func TestToolSubstitution(t *testing.T) {
	cfg := &Config{Tools: map[string]string{"ascir-opt": "/bin/ascopt", "FileCheck": "/b/FileCheck"}}
	got := cfg.substitute("ascir-opt %s -x | FileCheck %s --check-prefix=ascir-opt-x /d/ascir-opt 100%%",
		[]substitution{{"%s", "/t/a.mlir"}})
	want := "/bin/ascopt /t/a.mlir -x | /b/FileCheck /t/a.mlir --check-prefix=ascir-opt-x /d/ascir-opt 100%"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestSubstitutionsAndTemps(t *testing.T) {
	r := runTestText(t, "subst.mlir", `// RUN: echo %s %S %p %t %T %basename_t %/s > %t.out
// RUN: FileCheck %s --input-file %t.out -DS=%s -DD=%S -DT=%t -DTD=%T
// CHECK: {{^}}[[S]] [[D]] [[D]] [[T]] [[TD]] subst.mlir [[S]]{{$}}
`, nil)
	if r.Status != Pass {
		t.Fatalf("%s\n%s", r.Status, r.Report)
	}
}

func TestParseShell(t *testing.T) {
	sc, err := parseShell(`a 'b c' "d \"e\"" f\ g 2>&1 | h > out 2> err < in && i || j ; k &> all`)
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.pipes) != 4 || !reflect.DeepEqual(sc.ops, []string{"&&", "||", ";"}) {
		t.Fatalf("pipes %d ops %q", len(sc.pipes), sc.ops)
	}
	first := sc.pipes[0]
	if len(first.cmds) != 2 {
		t.Fatalf("first pipeline has %d commands", len(first.cmds))
	}
	if got := wordsText(first.cmds[0].args); !reflect.DeepEqual(got, []string{"a", "b c", `d "e"`, "f g"}) {
		t.Errorf("args %q", got)
	}
	if r := first.cmds[0].redirs; len(r) != 1 || r[0].fd != 2 || r[0].dupFd != 1 {
		t.Errorf("2>&1 parsed as %+v", r)
	}
	h := first.cmds[1].redirs
	if len(h) != 3 || h[0].fd != 1 || h[0].target.text != "out" || h[1].fd != 2 || h[2].op != "<" {
		t.Errorf("h redirections %+v", h)
	}
	if r := sc.pipes[3].cmds[0].redirs; len(r) != 1 || r[0].fd != -1 {
		t.Errorf("&> parsed as %+v", r)
	}
	for _, s := range []string{"echo $X", "echo `x`", "(a)", "a & b", "cat <<EOF", `echo "$HOME"`} {
		if _, err := parseShell(s); err != errNeedsShell {
			t.Errorf("%q: err %v, want errNeedsShell", s, err)
		}
	}
	for _, s := range []string{"a |", "| a", "a && && b", "echo 'x"} {
		if _, err := parseShell(s); err == nil || err == errNeedsShell {
			t.Errorf("%q: err %v, want a syntax error", s, err)
		}
	}
	if sc, err := parseShell("a ; "); err != nil || len(sc.pipes) != 1 {
		t.Errorf("trailing ';': %v", err)
	}
}

func TestRedirectionOrder(t *testing.T) {
	// "2>&1 >f" sends stderr to the old stdout (the pipe) and stdout to f;
	// ">f 2>&1" sends both to f.
	r := runTestText(t, "order.mlir", `// RUN: sh -c 'echo out; echo err >&2' 2>&1 > %t.f | FileCheck %s --check-prefix=PIPE
// RUN: FileCheck %s --check-prefix=FILE1 --input-file %t.f
// RUN: sh -c 'echo out; echo err >&2' > %t.g 2>&1
// RUN: FileCheck %s --check-prefix=FILE2 --input-file %t.g
// PIPE-NOT: out
// PIPE: {{^}}err
// FILE1-NOT: err
// FILE1: {{^}}out
// FILE2-DAG: {{^}}out
// FILE2-DAG: {{^}}err
`, nil)
	if r.Status != Pass {
		t.Fatalf("%s\n%s", r.Status, r.Report)
	}
}

func TestEvalBool(t *testing.T) {
	f := map[string]bool{"linux": true, "llvm-tools": true, "x86_64-linux": true}
	for expr, want := range map[string]bool{
		"linux": true, "!linux": false, "linux && llvm-tools": true, "linux && nope": false,
		"nope || (linux && !nope)": true, "true": true, "{{.*}}-linux": true, "{{arm.*}}": false,
	} {
		got, err := evalBool(expr, f)
		if err != nil || got != want {
			t.Errorf("%q = %v, %v; want %v", expr, got, err, want)
		}
	}
	for _, bad := range []string{"a &&", "(a", "a b", "&&"} {
		if _, err := evalBool(bad, f); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestDiscoverAndSummary(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{"a.mlir", "sub/b.mlir", "sub/c.txt", "Inputs/d.mlir", ".hidden/e.mlir", "testdata/f.mlir"} {
		full := filepath.Join(dir, p)
		os.MkdirAll(filepath.Dir(full), 0o777)
		os.WriteFile(full, []byte("// RUN: true\n"), 0o644)
	}
	tests, err := Discover([]string{dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var rels []string
	for _, tt := range tests {
		rels = append(rels, tt.Rel)
	}
	if !reflect.DeepEqual(rels, []string{"a.mlir", "sub/b.mlir"}) {
		t.Errorf("discovered %q", rels)
	}
	s := Summarize([]Result{{Status: Pass}, {Status: XFail}, {Status: Fail}, {Status: Timeout}, {Status: Unsupported}})
	if got := s.String(); got != "lit: 2 passed, 2 failed, 1 unsupported" {
		t.Errorf("summary %q", got)
	}
}

func TestTruncate(t *testing.T) {
	c := &Config{MaxOutput: 100}
	s := c.truncate(strings.Repeat("a", 75) + strings.Repeat("m", 1000) + strings.Repeat("z", 25))
	if !strings.Contains(s, "[1000 bytes omitted]") || !strings.HasPrefix(s, strings.Repeat("a", 75)) ||
		!strings.HasSuffix(s, strings.Repeat("z", 25)+"\n") {
		t.Errorf("truncated to %q", s)
	}
}

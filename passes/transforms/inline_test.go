package transforms_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/sebdah/goldie/v2"

	"github.com/ascend-toolchain/asc/internal/optdriver"
)

// The option sets every inline case runs under: defaults, no simplification, one round,
// and thresholds that refuse everything or let the caller's size decide.
var inlineModes = []struct{ name, opts string }{
	{"default", ""},
	{"nopipeline", "default-pipeline="},
	{"oneround", "max-iterations=1"},
	{"threshold0", "inlining-threshold=0"},
	{"threshold100", "inlining-threshold=100"},
	{"threshold150", "inlining-threshold=150"},
	{"cse", "default-pipeline=cse,canonicalize max-iterations=2"},
	{"oppipeline", "op-pipelines=func.func(cse),emitc.func(canonicalize)"},
}

func runAscopt(t *testing.T, src []byte, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	args = append(append([]string{"--allow-unregistered-dialect"}, args...), "-")
	code := optdriver.Run(args, bytes.NewReader(src), &out, &errb)
	return out.String(), errb.String(), code
}

func runMLIROptFor(src []byte, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, mlirOpt, append(append([]string{"--allow-unregistered-dialect"}, args...), "-")...)
	cmd.Stdin = bytes.NewReader(src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	return out.String() + errb.String(), err
}

// inlineChunks splits a case file at `// -----` lines; each chunk is one module.
func inlineChunks(t *testing.T, file string) [][]byte {
	t.Helper()
	src, err := os.ReadFile("testdata/inline/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, c := range strings.Split(string(src), "// -----") {
		out = append(out, []byte(c))
	}
	return out
}

// TestInlineGolden runs every case file under every option set and compares with the
// golden files (go test -run TestInlineGolden -update rewrites them).
func TestInlineGolden(t *testing.T) {
	g := goldie.New(t, goldie.WithFixtureDir("testdata/inline"), goldie.WithNameSuffix(".golden"))
	for _, file := range []string{"cases", "more", "asc"} {
		for _, m := range inlineModes {
			var all strings.Builder
			for _, c := range inlineChunks(t, file+".mlir") {
				out, errs, code := runAscopt(t, c, "-inline="+m.opts, "--mlir-print-debuginfo")
				if code != 0 {
					t.Fatalf("%s %s: ascopt failed: %s", file, m.name, errs)
				}
				all.WriteString(out)
				all.WriteString("// -----\n")
			}
			g.Assert(t, file+"-"+m.name, []byte(all.String()))
		}
	}
}

// TestInlineAgainstMLIR compares every chunk of cases.mlir and more.mlir with mlir-opt 19 under every
// option set, locations included, and requires identical text. (One mlir-opt run per
// option set: a loaded machine takes seconds per process.)
func TestInlineAgainstMLIR(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	same, total := 0, 0
	for _, file := range []string{"cases.mlir", "more.mlir"} {
		s, n := compareInlineFile(t, file)
		same, total = same+s, total+n
	}
	t.Logf("inline: %d/%d chunks identical to mlir-opt", same, total)
}

func compareInlineFile(t *testing.T, file string) (same, total int) {
	src, err := os.ReadFile("testdata/inline/" + file)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range inlineModes {
		args := []string{"-split-input-file", "-inline=" + m.opts, "--mlir-print-debuginfo"}
		want, err := runMLIROptFor(src, args...)
		if err != nil {
			t.Fatalf("mlir-opt %v: %s", args, want)
		}
		got, errs, code := runAscopt(t, src, args...)
		if code != 0 {
			t.Fatalf("ascopt %v: %s", args, errs)
		}
		w := strings.Split(want, "// -----\n")
		g := strings.Split(got, "// -----\n")
		if len(w) != len(g) {
			t.Fatalf("%s: %d chunks from mlir-opt, %d from ascopt", m.name, len(w), len(g))
		}
		for i := range w {
			total++
			if w[i] == g[i] {
				same++
			} else {
				t.Errorf("%s %s chunk %d differs:\n--- mlir-opt\n%s--- ascopt\n%s", file, m.name, i, w[i], g[i])
			}
		}
	}
	return same, total
}

// TestInlineOptionErrors: malformed options are errors, as mlir-opt reports them (a bad
// default pipeline too, which mlir-opt reports but then ignores).
func TestInlineOptionErrors(t *testing.T) {
	src := []byte("func.func @f() {\n  return\n}\n")
	for _, c := range []struct{ opts, want string }{
		{"max-iterations=x", "for the --max-iterations option: 'x' value invalid for uint argument!"},
		{"max-iterations=-1", "for the --max-iterations option: '-1' value invalid for uint argument!"},
		{"inlining-threshold=4294967296", "for the --inlining-threshold option: '4294967296' value invalid for uint argument!"},
		{"inlining-threshold=+5", "value invalid for uint argument!"},
		{"op-pipelines=bogus", "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"},
		{"op-pipelines=", "expected pass pipeline to be wrapped with the anchor operation type"},
		{"op-pipelines=func.func(bogus)", "'bogus' does not refer to a registered pass or pass pipeline"},
		{"default-pipeline=bogus", "'bogus' does not refer to a registered pass or pass pipeline"},
		{"foo=1", "no such option 'foo'"},
	} {
		_, errs, code := runAscopt(t, src, "-inline="+c.opts)
		if code == 0 || !strings.Contains(errs, c.want) {
			t.Errorf("-inline=%s: exit %d, stderr %q; want an error containing %q", c.opts, code, errs, c.want)
		}
	}
	for _, opts := range []string{"inlining-threshold=0x10", "inlining-threshold=010", "max-iterations=0",
		"op-pipelines={func.func(cse),func.func(canonicalize)}", "op-pipelines=func.func() default-pipeline=\"cse\""} {
		if _, errs, code := runAscopt(t, src, "-inline="+opts); code != 0 {
			t.Errorf("-inline=%s: %s", opts, errs)
		}
	}
}

// TestInlineNeedsSymbolTable: the pass refuses an anchor that is not a symbol table.
func TestInlineNeedsSymbolTable(t *testing.T) {
	src := []byte("func.func @f() {\n  return\n}\n")
	_, errs, code := runAscopt(t, src, "--pass-pipeline=builtin.module(func.func(inline))")
	want := "error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table"
	if code == 0 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q; want %q", code, errs, want)
	}
}

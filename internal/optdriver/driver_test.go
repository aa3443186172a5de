package optdriver_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/optdriver"
)

// ascopt runs the driver with args on stdin and returns its exit code, stdout and stderr.
func ascopt(stdin string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := optdriver.Run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

const input = `func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
`

func TestPrintsToStdout(t *testing.T) {
	code, out, errs := ascopt(input, "-")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	want := "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %c0_i32 = arith.constant 0 : i32\n" +
		"    %0 = arith.addi %arg0, %c0_i32 : i32\n    return %0 : i32\n  }\n}\n\n"
	if out != want {
		t.Errorf("output:\n%q\nwant:\n%q", out, want)
	}
}

func TestPassAndGenericFlags(t *testing.T) {
	code, out, errs := ascopt(input, "-canonicalize", "--mlir-print-op-generic")
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	if strings.Contains(out, "arith.addi") {
		t.Errorf("-canonicalize left the addition of zero:\n%s", out)
	}
	if !strings.Contains(out, `"func.return"(%arg0) : (i32) -> ()`) {
		t.Errorf("generic output lacks the folded return:\n%s", out)
	}
}

func TestOutputFile(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.mlir")
	if err := os.WriteFile(in, []byte(input), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.mlir")
	code, stdout, errs := ascopt("", in, "-o", out)
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	if stdout != "" {
		t.Errorf("-o also wrote to stdout:\n%s", stdout)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(got), "func.func @f(%arg0: i32) -> i32") {
		t.Errorf("output file:\n%s", got)
	}
}

// A failing run leaves an existing output file alone: the output is only replaced on success.
func TestFailureKeepsOutputFile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.mlir")
	if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := ascopt("func.func @f( {", "-", "-o", out); code == 0 {
		t.Fatal("a parse error exited 0")
	}
	if got, _ := os.ReadFile(out); string(got) != "old" {
		t.Errorf("output file became %q", got)
	}
}

func TestParseErrorPosition(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.mlir")
	src := "func.func @f() {\n  %0 = arith.constant 1 : i32\n  return %1 : i32\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := ascopt("", path)
	if code == 0 {
		t.Fatalf("exit 0 on a use of an undefined value; output:\n%s", out)
	}
	if out != "" {
		t.Errorf("a failed run printed IR:\n%s", out)
	}
	pos := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(path) + `:3:10: error: use of undeclared SSA value name`)
	if !pos.MatchString(errs) {
		t.Errorf("diagnostic lacks %s:3:10:\n%s", path, errs)
	}
}

func TestSplitAndVerifyDiagnostics(t *testing.T) {
	src := "func.func @ok() {\n  return\n}\n// -----\nfunc.func @bad(%a: i32) -> i32 {\n" +
		"  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@bad) returns 1}}\n  return\n}\n"
	if code, _, errs := ascopt(src, "-split-input-file", "-verify-diagnostics"); code != 0 {
		t.Errorf("exit %d with matching expectations:\n%s", code, errs)
	}
	wrong := strings.Replace(src, "returns 1", "returns 2", 1)
	if code, _, _ := ascopt(wrong, "-split-input-file", "-verify-diagnostics"); code == 0 {
		t.Error("exit 0 with an expectation that does not match")
	}
}

func TestUsageErrors(t *testing.T) {
	if code, _, errs := ascopt(input, "--pass-pipeline=builtin.module(cse)", "-canonicalize"); code == 0 ||
		!strings.Contains(errs, "'--pass-pipeline' cannot be combined with individual pass options") {
		t.Errorf("pipeline plus pass flag: exit %d, stderr:\n%s", code, errs)
	}
	if code, _, errs := ascopt("", filepath.Join(t.TempDir(), "missing.mlir")); code == 0 || !strings.Contains(errs, "cannot open input") {
		t.Errorf("missing input: exit %d, stderr:\n%s", code, errs)
	}
}

func TestListings(t *testing.T) {
	code, out, _ := ascopt("", "--show-dialects")
	if code != 0 || !strings.HasPrefix(out, "Available Dialects: ") || !strings.Contains(out, "scf") {
		t.Errorf("--show-dialects: exit %d:\n%s", code, out)
	}
	code, out, _ = ascopt("", "--list-passes")
	if code != 0 || !strings.Contains(out, "canonicalize") || !strings.Contains(out, "cse") {
		t.Errorf("--list-passes: exit %d:\n%s", code, out)
	}
}

// TestBadFlagValues: flag values mlir-opt refuses are refused here too, with its words
// where it has them, exit status 1 and no output; nothing is read or run first.
func TestBadFlagValues(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--mlir-print-ir-before=nosuch"}, "for the --mlir-print-ir-before option: Cannot find option named 'nosuch'!"},
		{[]string{"--mlir-print-ir-after=cse,"}, "for the --mlir-print-ir-after option: Cannot find option named ''!"},
		{[]string{"--mlir-elide-elementsattrs-if-larger=-1"}, "'-1' value invalid for uint argument!"},
		{[]string{"--mlir-elide-resource-strings-if-larger=4294967296"}, "'4294967296' value invalid for uint argument!"},
		{[]string{"--pass-pipeline="}, "invalid pass pipeline '': expected 'op-name(...)' at the top level"},
		{[]string{"--pass-pipeline=()"}, "invalid pass pipeline '()': expected 'op-name(...)' at the top level"},
		{[]string{"--pass-pipeline=builtin.module(canonicalize{max-iterations=1e3})"}, "invalid value '1e3' for integer option 'max-iterations'"},
		{[]string{"--pass-pipeline=builtin.module(canonicalize{max-iterations=9223372036854775808})"}, "invalid value '9223372036854775808'"},
		{[]string{"--pass-pipeline=builtin.module(inline{max-iterations=-1})"}, "'-1' value invalid for uint argument!"},
		{[]string{"--pass-pipeline=builtin.module(func.func(cse)"}, "unbalanced parentheses"},
		{[]string{"--pass-pipeline=builtin.module(cse{)"}, "missing closing '}'"},
		{[]string{"--pass-pipeline=builtin.module(cse,,cse)"}, "'' does not refer to a registered pass or pass pipeline"},
		{[]string{"--pass-pipeline=builtin.module(canonicalize{top-down=maybe})"}, "invalid value 'maybe' for boolean option 'top-down'"},
	} {
		code, out, errs := ascopt(input, append(c.args, "-")...)
		if code != 1 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 with %q", c.args, code, out, errs, c.want)
		}
	}
	// Values mlir-opt takes: radix prefixes, a known pass or pipeline to print around.
	for _, args := range [][]string{
		{"--mlir-elide-elementsattrs-if-larger=0x10"}, {"--mlir-print-ir-after=cse", "--cse"},
		{"--pass-pipeline=builtin.module(canonicalize{max-iterations=010})"}, {"--pass-pipeline=any()"},
	} {
		if code, _, errs := ascopt(input, append(args, "-")...); code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, errs)
		}
	}
}

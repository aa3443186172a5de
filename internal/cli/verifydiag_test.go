package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

func TestExpectationDesignators(t *testing.T) {
	src := strings.Join([]string{
		`op a`, // 10
		`// expected-error @above {{x}}`,
		`// expected-note @above {{y}}`, // stacked: still line 10
		`// expected-error @below {{z}}`,
		`// expected-remark @below {{w}}`,
		`op b`,                         // 15
		`op c // expected-error {{v}}`, // same line
		`// expected-error @-2 {{u}}`,
		`// expected-error @+3 {{t}}`,
		`// expected-error@unknown {{s}}`,
	}, "\n")
	exps, problems := ParseExpectations([]byte(src), 10)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	want := []int{10, 10, 15, 15, 16, 15, 21, 0}
	if len(exps) != len(want) {
		t.Fatalf("got %d expectations, want %d", len(exps), len(want))
	}
	for i, e := range exps {
		if e.line != want[i] {
			t.Errorf("expectation %d (%q) on line %d, want %d", i, e.msg, e.line, want[i])
		}
	}
}

func TestExpectationProblems(t *testing.T) {
	_, problems := ParseExpectations([]byte("// expected-error @sideways {{a}}\n// expected-error-re {{a {{(}} b}}\n"), 1)
	if len(problems) != 2 {
		t.Fatalf("problems = %q, want two", problems)
	}
}

func verifyOne(t *testing.T, src string, diags ...*ir.Diagnostic) (bool, string) {
	t.Helper()
	sm := ir.NewSourceMgr()
	sm.Add("f.mlir", []byte(src))
	v := NewDiagVerifier("f.mlir", []byte(src), 1)
	for _, d := range diags {
		v.Handle(d)
	}
	var out bytes.Buffer
	ok := v.Finish(&out, sm)
	return ok, out.String()
}

func TestDiagVerifierMatching(t *testing.T) {
	at := func(file string, line int) ir.Location {
		return &ir.FileLineColLoc{File: file, Line: uint32(line), Col: 1}
	}
	src := "op\n// expected-error @above {{boom}}\n"
	if ok, out := verifyOne(t, src, ir.Errorf(at("f.mlir", 1), "a boom here")); !ok {
		t.Errorf("expected match, got %s", out)
	}
	// The same message located in another file matches nothing.
	ok, out := verifyOne(t, src, ir.Errorf(at("g.mlir", 1), "boom"))
	if ok || !strings.Contains(out, "unexpected error: boom") || !strings.Contains(out, "was not produced") {
		t.Errorf("other-file diagnostic: ok=%v\n%s", ok, out)
	}
	// A severity mismatch is reported as a near miss, quoting the expectation.
	w := &ir.Diagnostic{Severity: ir.SevWarning, Loc: at("f.mlir", 1), Msg: "boom"}
	ok, out = verifyOne(t, src, w)
	if ok || !strings.Contains(out, "f.mlir:2:4: error: 'warning' diagnostic emitted when expecting a 'error'\n// expected-error") {
		t.Errorf("near miss: ok=%v\n%s", ok, out)
	}
}

// TestDiagVerifierAsMLIR pins three mlir-opt 19 behaviours: an unmet expectation is
// quoted with its message's length underlined, a note nobody expected is an error like
// any diagnostic, and an `@unknown` expectation nothing matched is not reported.
func TestDiagVerifierAsMLIR(t *testing.T) {
	loc := &ir.FileLineColLoc{File: "f.mlir", Line: 1, Col: 1}
	ok, out := verifyOne(t, "op\n// expected-error @above {{boom}}\n")
	if ok || !strings.Contains(out, "// expected-error @above {{boom}}\n   ^~~~\n") {
		t.Errorf("unmet expectation: ok=%v\n%s", ok, out)
	}
	d := ir.Errorf(loc, "boom")
	d.Note(loc, "context")
	ok, out = verifyOne(t, "op\n// expected-error @above {{boom}}\n", d)
	if ok || !strings.Contains(out, "unexpected note: context") {
		t.Errorf("unexpected note: ok=%v\n%s", ok, out)
	}
	if ok, out := verifyOne(t, "op\n// expected-error @unknown {{boom}}\n"); !ok {
		t.Errorf("@unknown expectation reported:\n%s", out)
	}
}

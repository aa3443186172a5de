package ir_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// Function bodies may be parsed on other cores; results and the first error must be
// those of a single-core parse.

// bigFunc is a function whose body is long enough to be parsed on another core.
func bigFunc(i int, body string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  func.func @f%d(%%a: i32) -> i32 {\n", i)
	for k := 0; k < 12; k++ {
		fmt.Fprintf(&b, "    %%x%d = arith.addi %%a, %%a : i32 loc(#loc%d)\n", k, k%3)
	}
	b.WriteString(body)
	b.WriteString("    return %x11 : i32\n  }\n")
	return b.String()
}

func parseBoth(t *testing.T, src string, generic, debug bool) (seq, par string, seqErr, parErr error) {
	t.Helper()
	run := func(procs int) (string, error) {
		var out string
		var err error
		withProcs(procs, func() {
			var mod *ir.Operation
			mod, err = ir.ParseSource(all.NewContext(), "p.mlir", []byte(src), ir.ParseOptions{})
			if err != nil {
				return
			}
			if err = ir.Verify(mod); err != nil {
				return
			}
			var buf bytes.Buffer
			err = ir.NewPrinter(&buf, ir.PrintOptions{Generic: generic, DebugInfo: debug}).PrintOp(mod)
			out = buf.String()
		})
		return out, err
	}
	seq, seqErr = run(1)
	par, parErr = run(4)
	return
}

const locDefs = "#loc0 = loc(\"a.py\":1:1)\n#loc1 = loc(\"a.py\":2:1)\n#loc2 = loc(\"a.py\":3:1)\n"

func TestParallelParseMatchesSequential(t *testing.T) {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := 0; i < 40; i++ {
		b.WriteString(bigFunc(i, ""))
	}
	b.WriteString("}\n" + locDefs)
	seq, par, seqErr, parErr := parseBoth(t, b.String(), false, true)
	if seqErr != nil || parErr != nil {
		t.Fatalf("errors: %v / %v", seqErr, parErr)
	}
	if seq != par || !strings.Contains(seq, "a.py") {
		t.Fatalf("parallel parse differs from sequential:\n%s\n---\n%s", seq, par)
	}
	// The generic form of the same module takes the generic parser's path.
	generic, _, _, _ := parseBoth(t, b.String(), true, true)
	gs, gp, gsErr, gpErr := parseBoth(t, generic, true, false)
	if gsErr != nil || gpErr != nil || gs != gp {
		t.Fatalf("generic input: errors %v / %v, equal %v", gsErr, gpErr, gs == gp)
	}
}

// dense_resource blobs named in bodies parsed on other cores and printed by parallel
// printers must be the file's blobs, printed back once in first-use order.
func TestParallelResources(t *testing.T) {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := 0; i < 80; i++ {
		b.WriteString(bigFunc(i, fmt.Sprintf("    %%r = arith.constant dense_resource<blob%d> : tensor<2xi32>\n", i%3)))
	}
	b.WriteString("}\n" + locDefs)
	b.WriteString("{-#\n  dialect_resources: {\n    builtin: {\n")
	for k := 2; k >= 0; k-- {
		sep := ","
		if k == 0 {
			sep = ""
		}
		fmt.Fprintf(&b, "      blob%d: \"0x04000000%02x00000002000000\"%s\n", k, k, sep)
	}
	b.WriteString("    }\n  }\n#-}\n")
	seq, par, seqErr, parErr := parseBoth(t, b.String(), false, false)
	if seqErr != nil || parErr != nil {
		t.Fatalf("errors: %v / %v", seqErr, parErr)
	}
	if seq != par {
		t.Fatalf("parallel output differs from sequential")
	}
	i0, i1 := strings.Index(seq, "blob0: "), strings.Index(seq, "blob1: ")
	if i0 < 0 || i1 < 0 || i1 < i0 {
		t.Fatalf("resources missing or out of first-use order:\n%s", seq[strings.Index(seq, "{-#"):])
	}
}

// fortyFuncs is a module of 40 large functions, function i holding bodies[i], then tail
// and the location aliases.
func fortyFuncs(bodies map[int]string, tail string) string {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := 0; i < 40; i++ {
		b.WriteString(bigFunc(i, bodies[i]))
	}
	b.WriteString(tail + locDefs)
	return b.String()
}

func TestParallelParseFirstError(t *testing.T) {
	src := fortyFuncs(map[int]string{11: "    %bad = arith.addi %nope, %a : i32\n",
		25: "    %worse = arith.muli %a : i32\n"}, "  func.func @tail( {\n}\n")
	_, _, seqErr, parErr := parseBoth(t, src, false, true)
	if seqErr == nil || parErr == nil {
		t.Fatalf("want errors, got %v / %v", seqErr, parErr)
	}
	// Undeclared names are reported at the end of the file, as mlir-opt does: the
	// syntax error of body 25 comes first.
	if seqErr.Error() != parErr.Error() || !strings.Contains(seqErr.Error(), "expected ','") {
		t.Fatalf("first error differs:\nsequential: %v\nparallel:   %v", seqErr, parErr)
	}
}

// A name used in one function body and defined in a later one resolves across them, as
// in mlir-opt (the verifier then reports the use), however the bodies were parsed.
func TestParallelParseLateDefinition(t *testing.T) {
	src := fortyFuncs(map[int]string{11: "    %bad = arith.addi %late, %a : i32\n",
		30: "    %late = arith.addi %a, %a : i32\n"}, "}\n")
	_, _, seqErr, parErr := parseBoth(t, src, false, false)
	if seqErr == nil || parErr == nil || seqErr.Error() != parErr.Error() ||
		!strings.Contains(seqErr.Error(), "op using value defined outside the region") {
		t.Fatalf("want the verifier's isolation error from both parses, got:\nsequential: %v\nparallel:   %v", seqErr, parErr)
	}
}

// Location aliases that are never defined are reported at the first reference in the
// source, wherever its body was parsed.
func TestParallelParseUndefinedLocAlias(t *testing.T) {
	var b strings.Builder
	b.WriteString("module {\n")
	for i := 0; i < 40; i++ {
		body := ""
		if i == 7 {
			body = "    %u = arith.addi %a, %a : i32 loc(#nowhere)\n"
		}
		b.WriteString(bigFunc(i, body))
	}
	b.WriteString("} loc(#elsewhere)\n" + locDefs)
	_, _, seqErr, parErr := parseBoth(t, b.String(), false, true)
	if seqErr == nil || parErr == nil || seqErr.Error() != parErr.Error() {
		t.Fatalf("first error differs:\nsequential: %v\nparallel:   %v", seqErr, parErr)
	}
}

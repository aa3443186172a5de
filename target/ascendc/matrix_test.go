package ascendc

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/passes/transforms"
)

// The coverage matrix tells, for every op the translator has a rule for and every form
// of it (matrix_forms_test.go: each optional operand or variadic group present and absent,
// each optional, unit or default-valued attribute given and not, each case of an enum
// attribute, each scalar type of an upstream op, each kind of an ascendc operand that
// takes several), which file-based test inputs translate it, or have it refused: the
// translator's lit tests, the golden inputs, the examples and PyAsc's Target tests. The synthetic every-form tests
// (TestEveryOpEmits) only check that a form translates and compiles; a form no input
// translates has no check of its text, and is where held-out cases fail. The forms no
// input translates are listed in testdata/untested-forms.txt: a form missing from the
// list lost its last input (a regression) or is new; a listed form that some input now
// translates is a stale entry. ASC_UPDATE_MATRIX=1 rewrites the list;
// ASC_COVERAGE_MATRIX=<file> writes the whole matrix (form, then its inputs).

const untestedFormsFile = "testdata/untested-forms.txt"

// matrixInput is one file-based input of the translator.
type matrixInput struct {
	name   string
	chunks []string
	cse    bool // examples reach the emitter after CSE (see TestEmittedKernelsCompile)
}

// matrixInputs lists the inputs; conformance Target files are read from conformanceDir.
func matrixInputs(t *testing.T) []matrixInput {
	var ins []matrixInput
	add := func(name, path string, cse bool) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		s := string(src)
		chunks := []string{s}
		if strings.Contains(s, "split-input-file") {
			chunks = splitAtMarker(s)
		}
		ins = append(ins, matrixInput{name: name, chunks: chunks, cse: cse})
	}
	globs := []struct{ pattern, prefix string }{
		{"../../test/lit/translate/*.mlir", "lit/"},
		{"../../test/lit/translate/Inputs/*.mlir", "lit/Inputs/"},
		{"../../test/lit/ascendc/set-aipp-functions.mlir", "lit/ascendc/"},
		{"testdata/*.mlir", "golden/"},
	}
	for _, g := range globs {
		files, _ := filepath.Glob(g.pattern)
		for _, f := range files {
			add(g.prefix+filepath.Base(f), f, false)
		}
	}
	for _, pattern := range []string{"../../examples/*.mlir", "../../examples/*/*.mlir", "../../examples/*/*/*.mlir"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			add(strings.TrimPrefix(filepath.ToSlash(f), "../../"), f, true)
		}
	}
	conf := conformanceDir()
	_ = filepath.WalkDir(conf, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".mlir") {
			rel, _ := filepath.Rel(conf, p)
			add("Target/"+filepath.ToSlash(rel), p, false)
		}
		return nil
	})
	return ins
}

// splitAtMarker splits a --split-input-file input at its `// -----` lines.
func splitAtMarker(s string) []string {
	var chunks []string
	var cur strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "// -----") {
			chunks = append(chunks, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteString(line)
	}
	return append(chunks, cur.String())
}

// matrixOps are the ops of the matrix: every op with an emission rule, in the dialects
// the translator handles.
func matrixOps(ctx *ir.Context) map[string]*opdef.Op {
	ops := map[string]*opdef.Op{}
	for _, n := range ctx.RegisteredOps() {
		info := ctx.LookupOp(n)
		if def := opdef.DefOf(info); def != nil && HasRule(info) {
			ops[n] = def
		}
	}
	return ops
}

// coverageMatrix translates every chunk of every input and records, per "op form",
// the inputs that translate it; a chunk the translator refuses (a diagnostic test) records
// the forms of the op the diagnostic is at, the input marked "(refused)".
func coverageMatrix(t *testing.T) (map[string][]string, map[string]*opdef.Op) {
	ctx := all.NewContext()
	ops := matrixOps(ctx)
	matrix := map[string][]string{}
	for op, def := range ops {
		forms := append(formsOfOp(def), typeForms(ctx, def)...)
		forms = append(forms, comboForms(def)...)
		for _, f := range append(forms, kindForms(ctx, def)...) {
			matrix[op+" "+f] = nil
		}
	}
	for _, in := range matrixInputs(t) {
		seen := map[string]bool{}
		for _, chunk := range in.chunks {
			for _, key := range translatedForms(all.NewContext(), in, chunk, ops) {
				name := in.name
				if k, refused := strings.CutSuffix(key, refusedSuffix); refused {
					key, name = k, in.name+"(refused)"
				}
				if _, ok := matrix[key]; ok && !seen[key+name] {
					seen[key+name] = true
					matrix[key] = append(matrix[key], name)
				}
			}
		}
	}
	return matrix, ops
}

// translatedForms parses, verifies and translates one chunk; if it translates, it lists
// the forms of its ops.
func translatedForms(ctx *ir.Context, in matrixInput, chunk string, ops map[string]*opdef.Op) []string {
	mod, err := ir.ParseSource(ctx, in.name, []byte(chunk), ir.ParseOptions{})
	if err == nil {
		err = ir.Verify(mod)
	}
	if err != nil {
		return nil
	}
	if in.cse {
		transforms.CSE(mod)
	}
	err = Translate(io.Discard, mod, Options{})
	refusedAt := map[uint32]bool{}
	for _, d := range ir.AsDiagnostics(err) {
		if l, ok := ir.FileLoc(d.Loc); ok {
			refusedAt[l.Line] = true
		}
	}
	var keys []string
	mod.Walk(func(op *ir.Operation) bool {
		def := ops[op.Name()]
		if def == nil {
			return true
		}
		// A refused chunk checks only the op the diagnostic is at: its forms count as
		// tested by a refusal; the chunk's other ops were never emitted.
		suffix := ""
		if err != nil {
			l, ok := ir.FileLoc(op.Loc())
			if !ok || !refusedAt[l.Line] {
				return true
			}
			suffix = refusedSuffix
		}
		for _, f := range formsPresent(op, def) {
			keys = append(keys, op.Name()+" "+f+suffix)
		}
		return true
	})
	return keys
}

// refusedSuffix marks a form an input has the translator refuse (a diagnostic test).
const refusedSuffix = "\x00refused"

// unbuildableForms are forms no input can show, with the reason: they are left out of
// the matrix rather than listed as untested.
var unbuildableForms = map[string]string{
	"scf.parallel -lowerBound": "the verifier requires at least one loop dimension",
	"scf.parallel -upperBound": "the verifier requires at least one loop dimension",
	"scf.parallel -step":       "the verifier requires at least one loop dimension",
	"scf.parallel opts=none":   "the verifier requires at least one loop dimension",
	"scf.reduce +operands": "reduces only in an scf.parallel with results, which is refused at the " +
		"scf.parallel (heldout3-refusals.mlir)",
}

// TestCoverageMatrix checks the forms no input translates against untested-forms.txt.
func TestCoverageMatrix(t *testing.T) {
	if _, err := os.Stat(conformanceDir()); err != nil {
		t.Skipf("the list assumes PyAsc's Target tests: %v", err)
	}
	matrix, ops := coverageMatrix(t)
	var untested []string
	opsUntested := 0
	for key, ins := range matrix {
		if _, skip := unbuildableForms[key]; skip {
			delete(matrix, key)
			continue
		}
		if len(ins) == 0 {
			untested = append(untested, key)
			if strings.HasSuffix(key, " op") {
				opsUntested++
			}
		}
	}
	sort.Strings(untested)
	t.Logf("%d ops, %d forms; untested: %d ops, %d forms", len(ops), len(matrix), opsUntested, len(untested))
	if p := os.Getenv("ASC_COVERAGE_MATRIX"); p != "" {
		writeMatrix(t, p, matrix)
	}
	if os.Getenv("ASC_UPDATE_MATRIX") != "" {
		body := "# op form: forms no file-based input translates (see matrix_test.go)\n" + strings.Join(untested, "\n") + "\n"
		if err := os.WriteFile(untestedFormsFile, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	checkUntested(t, untested)
}

// checkUntested compares the untested forms with the recorded list.
func checkUntested(t *testing.T, untested []string) {
	src, err := os.ReadFile(untestedFormsFile)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, line := range strings.Split(string(src), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			listed[line] = true
		}
	}
	var lost, stale []string
	for _, k := range untested {
		if !listed[k] {
			lost = append(lost, k)
		}
		delete(listed, k)
	}
	for k := range listed {
		stale = append(stale, k)
	}
	sort.Strings(stale)
	if len(lost) > 0 {
		t.Errorf("%d forms no input translates any more, or new forms without a test (add a lit case):\n  %s",
			len(lost), strings.Join(lost, "\n  "))
	}
	if len(stale) > 0 {
		t.Errorf("%d forms are tested now; drop them from %s (ASC_UPDATE_MATRIX=1):\n  %s",
			len(stale), untestedFormsFile, strings.Join(stale, "\n  "))
	}
}

func writeMatrix(t *testing.T, path string, matrix map[string][]string) {
	keys := make([]string, 0, len(matrix))
	for k := range matrix {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s\t%d\t%s\n", k, len(matrix[k]), strings.Join(matrix[k], " "))
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

package mlirdiff

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/internal/optdriver"
)

// The inputs of the flag comparisons: two functions (one CSE changes, one canonicalize
// changes), a split file, and one with an alias and a non-file location.
const (
	cliTwoFuncs = `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
`
	// Every location form, for --mlir-pretty-debuginfo.
	cliLocs = `#l = loc("shared.py":9:9)
func.func @f(%c: i1) {
  %0 = arith.constant 1 : i32 loc(callsite("foo"("a.py":1:2) at "b.py":3:4))
  %1 = arith.constant 2 : i32 loc(callsite("foo" at "b.py":3:4))
  %2 = arith.constant 3 : i32 loc(callsite("a.py":1:2 at callsite("c.py":5:6 at "d.py":7:8)))
  %3 = arith.constant 4 : i32 loc(fused<"m">["a.py":1:2, callsite("x" at "y.py":1:1)])
  %4 = arith.constant 5 : i32 loc(#l)
  %5 = arith.constant 6 : i32 loc("n"(unknown))
  %6 = arith.constant 7 : i32 loc(fused["a.py":1:2, "c"])
  %7 = arith.constant 8 : i32 loc(unknown)
  cf.cond_br %c, ^bb1(%0 : i32), ^bb1(%1 : i32)
^bb1(%x: i32 loc("arg.py":1:1)):
  return loc(#l)
}
`
	cliAliases = `#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: memref<4xf32, strided<[1], offset: ?>>) attributes {m = #map, n = #map} {
  return
} loc("x.py":3:4)
`
	// Constants the canonicalizer's patterns reassociate, one step per pattern.
	cliArith = `func.func @h(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.subi %1, %c1 : i32
  %3 = arith.muli %2, %c2 : i32
  %4 = arith.muli %3, %c2 : i32
  %5 = arith.xori %4, %4 : i32
  %6 = arith.addi %5, %b : i32
  return %6 : i32
}
`
	// The canonicalizer fails (test-convergence) on @g only.
	cliFailing = "--pass-pipeline=builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}),symbol-dce)"
	cliNested  = "--pass-pipeline=builtin.module(func.func(cse,canonicalize),symbol-dce,func.func(cse))"
)

var cliSplit = cliTwoFuncs + "// -----\n" + cliTwoFuncs

// cliMask removes what may differ between the tools without being a difference of
// format: times and percentages, the tools' names, mlir-opt's analysis timers (ascopt
// has no analysis manager), ascopt's diagnostic for a canonicalizer that did not converge
// (mlir-opt fails without a message), pattern names, and the two spaces mlir-opt prints for the
// canonicalizer's empty disable-patterns and enable-patterns lists, options
// passes/transforms does not declare.
func cliMask(s string) string {
	for _, r := range []struct{ re, to string }{
		{`[0-9]+\.[0-9]{4}`, "T"},
		{`\( *[0-9]+\.[0-9]%\)`, "(P)"},
		{`"percentage": +[0-9.]+`, `"percentage": P`},
		{`mlir-opt|ascopt`, "TOOL"},
		{`(?m)^.*\(A\) .*\n(.*\{\}\]\},\n)?`, ""},
		{`(?m)^.*error: canonicalizer failed to converge.*\n.*\n *\^\n`, ""},
		{`canonicalize\{  `, "canonicalize{"},
		// Patterns are named by their C++ classes in mlir-opt, by their roots here.
		{`pattern: (\(anonymous namespace\)::)?\S+ \(`, "pattern: P ("},
	} {
		s = regexp.MustCompile(r.re).ReplaceAllString(s, r.to)
	}
	return s
}

// treeFiles reads every file under dir, by path relative to it.
func treeFiles(t *testing.T, dir string) map[string]string {
	files := map[string]string{}
	_ = filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			b, _ := os.ReadFile(p)
			rel, _ := filepath.Rel(dir, p)
			files[rel] = string(b)
		}
		return nil
	})
	return files
}

// TestFlagsMatchMLIROpt runs ascopt and mlir-opt 19 with the same instrumentation and
// reporting flags on the same files and compares their exit codes, outputs, error
// streams and the files they write (reproducers, IR dump trees, action logs), timings
// masked. Runs that print IR dumps disable threading: with threads mlir-opt's order of
// dumps depends on scheduling.
func TestFlagsMatchMLIROpt(t *testing.T) {
	if _, err := exec.LookPath(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	dir := t.TempDir()
	inputs := map[string]string{"two.mlir": cliTwoFuncs, "split.mlir": cliSplit, "alias.mlir": cliAliases, "arith.mlir": cliArith, "locs.mlir": cliLocs}
	for n, src := range inputs {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i, c := range cliCases(dir) {
		cliCompare(t, dir, i, c)
	}
}

// cliCase is one comparison: the input file, the flags, and a file or directory they
// write ("OUT" in the flags; "" when none).
type cliCase struct {
	file string
	args []string
	out  string
}

func cliCases(dir string) []cliCase {
	const st = "--mlir-disable-threading"
	return []cliCase{
		// The list display orders entries by time: its lines are compared as sets.
		{"two.mlir", []string{cliNested, "--mlir-print-ir-after-all", st}, ""},
		{"two.mlir", []string{cliNested, "--mlir-print-ir-before-all", "--mlir-print-ir-after-change", st}, ""},
		{"two.mlir", []string{cliNested, "--mlir-print-ir-after-all", "--mlir-print-ir-after-change", st}, ""},
		{"two.mlir", []string{cliNested, "--mlir-print-ir-after=cse", "--mlir-print-ir-after-change", st}, ""},
		{"two.mlir", []string{cliNested, "--mlir-print-ir-before=canonicalize", "--mlir-print-ir-module-scope", st}, ""},
		{"two.mlir", []string{cliNested, "--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"}, ""}, // refused: threads
		{"split.mlir", []string{cliNested, "--split-input-file", "--mlir-print-ir-after-all", "--mlir-print-ir-module-scope", st}, ""},
		{"split.mlir", []string{cliNested, "--split-input-file", "--output-split-marker=XX", "--mlir-print-ir-after=symbol-dce", st}, ""},
		{"alias.mlir", []string{cliNested, "--mlir-print-ir-after-all", "--mlir-print-debuginfo", st}, ""},
		{"two.mlir", []string{cliFailing, "--mlir-print-ir-after-failure", st}, ""},
		{"two.mlir", []string{cliFailing, "--mlir-print-ir-after-all", "--mlir-print-ir-module-scope", st}, ""},
		{"two.mlir", []string{cliFailing, "--mlir-print-ir-after=canonicalize", "--mlir-print-ir-after-change", st}, ""},
		{"locs.mlir", []string{"--mlir-print-debuginfo", "--mlir-pretty-debuginfo"}, ""},
		{"locs.mlir", []string{"--mlir-print-debuginfo", "--mlir-pretty-debuginfo", "--mlir-print-op-generic"}, ""},
		{"locs.mlir", []string{"--mlir-print-debuginfo", "--mlir-pretty-debuginfo", "--mlir-print-local-scope"}, ""},
		{"locs.mlir", []string{"--mlir-print-debuginfo", "--mlir-pretty-debuginfo", cliNested, "--mlir-print-ir-after-all", st}, ""},
		{"alias.mlir", []string{"--mlir-pretty-debuginfo"}, ""},
		{"two.mlir", []string{cliNested, "--mlir-print-ir-after-all", "--mlir-print-ir-before=cse", st, "--mlir-print-ir-tree-dir=OUT"}, "OUT"},
		{"two.mlir", []string{"--pass-pipeline=builtin.module(func.func(cse),canonicalize,func.func(cse),cse)", "--mlir-print-ir-after-all", "--mlir-print-ir-tree-dir=OUT", st}, "OUT"},
		{"two.mlir", []string{cliFailing, "--mlir-print-ir-after-all", "--mlir-print-ir-tree-dir=OUT", st}, "OUT"},
		{"two.mlir", []string{cliNested, "--mlir-print-ir-after=cse", "--mlir-print-ir-module-scope", "--mlir-print-ir-tree-dir=OUT", st}, "OUT"},
		{"two.mlir", []string{"-cse", "--mlir-print-ir-after-all", "--mlir-print-ir-tree-dir=/dev/null/x"}, ""}, // cannot be made
		// This mlir-opt is built without statistics: only an empty pipeline's report
		// (the header) is comparable.
		{"split.mlir", []string{"--split-input-file", "--mlir-pass-statistics"}, ""},
		{"two.mlir", []string{cliNested, "--mlir-timing", st}, ""},
		{"two.mlir", []string{cliNested, "--mlir-timing", "--mlir-output-format=json", st}, ""},
		{"two.mlir", []string{cliNested, "--mlir-timing", "--mlir-timing-display=list", "--mlir-output-format=json", st}, ""},
		{"split.mlir", []string{"-cse", "--split-input-file", "--mlir-timing", st}, ""},
		{"two.mlir", []string{cliFailing, "--mlir-timing", st}, ""},
		{"two.mlir", []string{"-cse", "-canonicalize", "--mlir-debug-counter=pass-execution-skip=1", "--mlir-print-debug-counter"}, ""},
		{"two.mlir", []string{cliNested, "--mlir-debug-counter=pass-execution-skip=2,pass-execution-count=3", "--mlir-print-debug-counter", "--mlir-print-ir-after-all", st}, ""},
		{"two.mlir", []string{"-cse", "--mlir-debug-counter=pass-execution-skip=1", "--mlir-debug-counter=pass-execution-count=1", "--mlir-print-debug-counter"}, ""},
		{"split.mlir", []string{"-cse", "--split-input-file", "--mlir-debug-counter=pass-execution-skip=1", "--mlir-print-debug-counter", "--mlir-timing", st}, ""},
		// The rewrite driver's actions: patterns tried and iterations, counted as mlir-opt 19
		// counts them on these inputs.
		{"two.mlir", []string{"-canonicalize", "--mlir-debug-counter=GreedyPatternRewriteIteration-skip=0,apply-pattern-skip=0", "--mlir-print-debug-counter", st}, ""},
		{"two.mlir", []string{"-canonicalize", "--mlir-debug-counter=apply-pattern-skip=100", st}, ""},
		{"two.mlir", []string{"-canonicalize", "--mlir-debug-counter=GreedyPatternRewriteIteration-skip=1", st}, ""},
		{"arith.mlir", []string{"-canonicalize", "--mlir-debug-counter=apply-pattern-skip=3,apply-pattern-count=2", "--mlir-print-debug-counter", st}, ""},
		{"two.mlir", []string{"--pass-pipeline=builtin.module(func.func(cse),symbol-dce,func.func(cse))", "--log-actions-to=-", st}, ""},
		{"arith.mlir", []string{"--pass-pipeline=builtin.module(func.func(canonicalize,cse),symbol-dce)", "--log-actions-to=-", st}, ""},
		{"split.mlir", []string{"-cse", "--split-input-file", "--log-actions-to=-", "--log-mlir-actions-filter=" + filepath.Join(dir, "split.mlir") + ":7"}, ""},
		{"two.mlir", []string{"--pass-pipeline=builtin.module(func.func(cse),symbol-dce)", "--log-actions-to=OUT", "--log-mlir-actions-filter=" + filepath.Join(dir, "two.mlir") + ":7:1", st}, "OUT"},
		{"two.mlir", []string{cliNested, "--mlir-generate-reproducer=OUT"}, "OUT"},
		{"alias.mlir", []string{"-inline", "--mlir-print-debuginfo", "--mlir-generate-reproducer=OUT"}, "OUT"},
		{"split.mlir", []string{"--split-input-file", "-cse", "--mlir-generate-reproducer=OUT"}, "OUT"},
		// With threads, mlir-opt's failure list depends on scheduling (a run stopped by
		// another's failure is listed as failed too).
		{"two.mlir", []string{cliFailing, "--mlir-pass-pipeline-crash-reproducer=OUT", st}, "OUT"},
		{"two.mlir", []string{cliFailing, "--mlir-pass-pipeline-crash-reproducer=OUT", "--mlir-pass-pipeline-local-reproducer", st}, "OUT"},
		{"two.mlir", []string{"--pass-pipeline=builtin.module(func.func(cse),func.func(canonicalize),symbol-dce)", "--dump-pass-pipeline", "--mlir-print-ir-after-all", st}, ""},
		// A pipeline on any op runs on its own, after or before the others. (mlir-opt
		// merges it with one on an op of a dialect the input does not load, such as
		// gpu.module here: a case not compared.)
		{"two.mlir", []string{"--pass-pipeline=builtin.module(func.func(cse),any(cse),func.func(cse))", "--mlir-print-ir-after-all", "--mlir-timing", st}, ""},
		{"two.mlir", []string{"--pass-pipeline=builtin.module(func.func(cse),any(cse),func.func(canonicalize{max-iterations=1 test-convergence=true}))", "--mlir-pass-pipeline-crash-reproducer=OUT", st}, "OUT"},
	}
}

// cliCompare runs case c with mlir-opt and ascopt and reports every difference.
func cliCompare(t *testing.T, dir string, i int, c cliCase) {
	var res [2]struct {
		code          int
		out, err, tag string
		files         map[string]string
	}
	for k := range res {
		outPath := filepath.Join(dir, "out", []string{"mlir", "ours"}[k], strings.Repeat("x", i+1))
		_ = os.MkdirAll(filepath.Dir(outPath), 0o755)
		args := make([]string, len(c.args))
		for j, a := range c.args {
			args[j] = strings.Replace(a, "=OUT", "="+outPath, 1)
		}
		args = append(args, filepath.Join(dir, c.file))
		var out, errb bytes.Buffer
		if k == 0 {
			cmd := exec.Command(mlirOpt, args...)
			cmd.Dir = dir
			cmd.Stdout, cmd.Stderr = &out, &errb
			_ = cmd.Run()
			res[k].code = cmd.ProcessState.ExitCode()
		} else {
			wd, _ := os.Getwd()
			_ = os.Chdir(dir) // relative locations in filters read as mlir-opt's do
			res[k].code = optdriver.Run(args, strings.NewReader(""), &out, &errb)
			_ = os.Chdir(wd)
		}
		res[k].out, res[k].err = cliMask(out.String()), cliMask(errb.String())
		if c.out != "" {
			if st, err := os.Stat(outPath); err == nil && st.IsDir() {
				res[k].files = treeFiles(t, outPath)
			} else if b, err := os.ReadFile(outPath); err == nil {
				res[k].files = map[string]string{"": cliMask(strings.ReplaceAll(string(b), outPath, "OUT"))}
			}
		}
		res[k].err = strings.ReplaceAll(res[k].err, outPath, "OUT")
	}
	name := strings.Join(c.args, " ")
	if strings.Contains(name, "--mlir-timing-display=list") {
		for k := range res {
			lines := strings.Split(res[k].err, "\n")
			sort.Strings(lines)
			res[k].err = strings.Join(lines, "\n")
		}
	}
	if res[0].code != res[1].code {
		t.Errorf("%s: exit %d, mlir-opt %d", name, res[1].code, res[0].code)
	}
	if res[0].out != res[1].out {
		t.Errorf("%s: stdout\n%s\nmlir-opt:\n%s", name, res[1].out, res[0].out)
	}
	if res[0].err != res[1].err {
		t.Errorf("%s: stderr\n%s\nmlir-opt:\n%s", name, res[1].err, res[0].err)
	}
	var names []string
	for n := range res[0].files {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(res[0].files) != len(res[1].files) {
		t.Errorf("%s: wrote %d files, mlir-opt %d (%v)", name, len(res[1].files), len(res[0].files), names)
	}
	for _, n := range names {
		if res[0].files[n] != res[1].files[n] {
			t.Errorf("%s: file %q\n%s\nmlir-opt:\n%s", name, n, res[1].files[n], res[0].files[n])
		}
	}
}

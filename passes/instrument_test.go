package passes

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/ir"
)

// Adjacent nested pipelines on one op kind run op by op (mlir-opt merges their
// adaptors): each function runs all of them before the next function starts.
func TestAdjacentPipelinesRunOpByOp(t *testing.T) {
	rec := &recorder{}
	in := &Instrumentation{Serial: true}
	if _, err := runPipeline(t, testRegistry(rec), "builtin.module(func.func(cse),func.func(canonicalize),cse)", twoFuncs, in); err != nil {
		t.Fatal(err)
	}
	want := []string{"cse@a", "canonicalize@a", "cse@b", "canonicalize@b", "cse@builtin.module"}
	if got := rec.entries(); !reflect.DeepEqual(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
	// A pipeline on any op is not merged with its neighbours.
	rec = &recorder{}
	if _, err := runPipeline(t, testRegistry(rec), "builtin.module(func.func(cse),any(canonicalize),func.func(on-func))", twoFuncs, in); err != nil {
		t.Fatal(err)
	}
	want = []string{"cse@a", "cse@b", "canonicalize@a", "canonicalize@b", "on-func@a", "on-func@b"}
	if got := rec.entries(); !reflect.DeepEqual(got, want) {
		t.Errorf("with any: order %v, want %v", got, want)
	}
}

// touchPass sets an attribute on the functions named in names (a change the fingerprint
// sees) and leaves the others alone.
func touchPass(names ...string) Pass {
	return PassFunc(func(op *ir.Operation, _ *ir.Context) error {
		for _, n := range names {
			if symName(op) == n {
				op.SetAttr("t.touched", &ir.StringAttr{Value: "yes"})
			}
		}
		return nil
	})
}

// --mlir-print-ir-after-change dumps a pass's result only when the pass changed its op.
func TestPrintAfterChange(t *testing.T) {
	r := NewRegistry()
	r.Register(&Info{Name: "touch-b", Anchor: "func.func", New: func(Options) (Pass, error) { return touchPass("b"), nil }})
	var out bytes.Buffer
	in := &Instrumentation{PrintAfterAll: true, PrintAfterChange: true, Out: &out}
	if _, err := runPipeline(t, r, "builtin.module(func.func(touch-b))", twoFuncs, in); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	if strings.Count(s, "IR Dump After") != 1 || !strings.Contains(s, "func.func @b") || strings.Contains(s, "func.func @a") {
		t.Errorf("dumps:\n%s", s)
	}
}

// An op replaced by an identical new op is a change, as for MLIR's fingerprint of
// identities; the same op left in place is none.
func TestFingerprint(t *testing.T) {
	_, mod := parse(t, twoFuncs)
	before := takeFingerprint(mod)
	if !before.equal(takeFingerprint(mod)) {
		t.Fatal("fingerprint of unchanged IR differs")
	}
	ret := mod.Region(0).Blocks()[0].First().Region(0).Blocks()[0].Last()
	clone := ret.Clone(map[*ir.Value]*ir.Value{})
	ret.Block().Append(clone)
	ret.Erase()
	if before.equal(takeFingerprint(mod)) {
		t.Error("a replaced op left the fingerprint equal")
	}
}

// The numbering of --mlir-print-ir-tree-dir as mlir-opt 19 writes it for
// builtin.module(func.func(cse),cse,cse,func.func(cse)) printing after every pass: an
// ancestor without a dump yet counts as having one numbered 0.
func TestTreeDirNumbering(t *testing.T) {
	dir := t.TempDir()
	in := &Instrumentation{PrintAfterAll: true, Serial: true, TreeDir: dir}
	if _, err := runPipeline(t, testRegistry(&recorder{}), "builtin.module(func.func(cse),cse,cse,func.func(cse))", twoFuncs, in); err != nil {
		t.Fatal(err)
	}
	var got []string
	_ = filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			got = append(got, rel)
		}
		return nil
	})
	sort.Strings(got)
	m := "builtin_module_no-symbol-name"
	want := []string{m + "/1_cse.mlir", m + "/2_cse.mlir", m + "/func_func_a/0_0_cse.mlir", m + "/func_func_a/2_1_cse.mlir",
		m + "/func_func_b/0_0_cse.mlir", m + "/func_func_b/2_1_cse.mlir"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("files %v\nwant %v", got, want)
	}
	b, _ := os.ReadFile(filepath.Join(dir, m, "1_cse.mlir"))
	if !strings.HasPrefix(string(b), "// -----// IR Dump After CSE (cse) //----- //\nmodule {\n") || !strings.HasSuffix(string(b), "}\n\n\n") {
		t.Errorf("module dump file:\n%q", b)
	}
}

// A debug counter skipping the group of nested pipelines skips every pass in it (MLIR
// counts its adaptor as one pass execution); the passes are counted per op.
func TestDebugCounterSkipsPassExecutions(t *testing.T) {
	for _, c := range []struct {
		arg  string
		want []string
	}{
		{"pass-execution-skip=1", []string{"cse@builtin.module"}},
		{"pass-execution-skip=2", []string{}}, // the group and so everything in it
		{"pass-execution-count=2", []string{"on-func@a"}},
		{"pass-execution-count=3", []string{"on-func@a", "on-func@b"}},
	} {
		rec := &recorder{}
		d, err := ParseDebugCounters([]string{c.arg})
		if err != nil {
			t.Fatal(err)
		}
		in := &Instrumentation{Serial: true, Counters: d}
		if _, err := runPipeline(t, testRegistry(rec), "builtin.module(func.func(on-func),cse)", twoFuncs, in); err != nil {
			t.Fatal(err)
		}
		if got := rec.entries(); len(got)+len(c.want) > 0 && !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: ran %v, want %v", c.arg, got, c.want)
		}
	}
}

// The timing report's three forms, on a tree with fixed times: tree (hidden timers'
// children in their place), list (merged by name, root included, by time) and JSON.
func TestTimerReport(t *testing.T) {
	root := NewRootTimer()
	root.Child("p", "Parser").Add(time.Second)
	adaptor := root.Child("g", "Pipeline Collection : ['func.func']")
	adaptor.hidden = true
	adaptor.Add(4 * time.Second)
	pipe := adaptor.Child("func.func", "'func.func' Pipeline")
	pipe.Add(3 * time.Second)
	pipe.Child(1, "CSE").Add(2 * time.Second)
	root.SetTotal(10 * time.Second)
	var b strings.Builder
	root.Report(&b, "tree", "text")
	want := `===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 10.0000 seconds

  ----Wall Time----  ----Name----
    1.0000 ( 10.0%)  Parser
    3.0000 ( 30.0%)  'func.func' Pipeline
    2.0000 ( 20.0%)    CSE
    5.0000 ( 50.0%)  Rest
   10.0000 (100.0%)  Total
`
	if b.String() != want {
		t.Errorf("tree:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	root.Report(&b, "list", "json")
	want = `[
{"wall": {"duration":  10.0000, "percentage": 100.0}, "name": "root"},
{"wall": {"duration":   4.0000, "percentage":  40.0}, "name": "Pipeline Collection : ['func.func']"},
{"wall": {"duration":   3.0000, "percentage":  30.0}, "name": "'func.func' Pipeline"},
{"wall": {"duration":   2.0000, "percentage":  20.0}, "name": "CSE"},
{"wall": {"duration":   1.0000, "percentage":  10.0}, "name": "Parser"},
{"wall": {"duration":   5.0000, "percentage":  50.0}, "name": "Rest"},
{"wall": {"duration":  10.0000, "percentage": 100.0}, "name": "Total"}
]
`
	if b.String() != want {
		t.Errorf("list json:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	// Time spent on other goroutines makes user time differ: its column appears.
	adaptor.addAsync(6 * time.Second)
	root.Report(&b, "tree", "json")
	want = `[
{"user": {"duration":   1.0000, "percentage":   6.2}, "wall": {"duration":   1.0000, "percentage":  10.0}, "name": "Parser", "passes": [
{}]},
{"user": {"duration":   3.0000, "percentage":  18.8}, "wall": {"duration":   3.0000, "percentage":  30.0}, "name": "'func.func' Pipeline", "passes": [
  {"user": {"duration":   2.0000, "percentage":  12.5}, "wall": {"duration":   2.0000, "percentage":  20.0}, "name": "CSE", "passes": [
  {}]},
{}]},
{"user": {"duration":   5.0000, "percentage":  31.2}, "wall": {"duration":   5.0000, "percentage":  50.0}, "name": "Rest"},
{"user": {"duration":  16.0000, "percentage": 100.0}, "wall": {"duration":  10.0000, "percentage": 100.0}, "name": "Total"}
]
`
	if b.String() != want {
		t.Errorf("tree json with user time:\n%s\nwant:\n%s", b.String(), want)
	}
}

// A dump of IR that fails to verify (after the pass that broke it) is in generic form,
// unless told to assume it verified, as MLIR's printer does.
func TestFailedDumpOfInvalidIRIsGeneric(t *testing.T) {
	for _, assume := range []bool{false, true} {
		r := testRegistry(&recorder{})
		breakReturn(r)
		var out bytes.Buffer
		in := &Instrumentation{PrintAfterFailure: true, VerifyEach: true, Serial: true, AssumeVerified: assume, Out: &out}
		if _, err := runPipeline(t, r, "builtin.module(func.func(break-return))", twoFuncs, in); err == nil {
			t.Fatal("broken IR verified")
		}
		want := "// -----// IR Dump After BreakReturn Failed (break-return) //----- //\n\"func.func\"() <{"
		if assume {
			want = "// -----// IR Dump After BreakReturn Failed (break-return) //----- //\nfunc.func @a("
		}
		if !strings.HasPrefix(out.String(), want) {
			t.Errorf("assume verified %v: dump\n%s", assume, out.String())
		}
	}
}

package passes

import (
	"bytes"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ascend-toolchain/asc/ir"
)

func runPipeline(t *testing.T, r *Registry, pipeline, src string, in *Instrumentation) (*ir.Operation, error) {
	t.Helper()
	ctx, mod := parse(t, src)
	m, err := r.ParsePipeline(pipeline)
	if err != nil {
		t.Fatal(err)
	}
	return mod, m.Run(mod, ctx, in)
}

func TestManagerRunsNestedPassesOnEachAnchor(t *testing.T) {
	rec := &recorder{}
	_, err := runPipeline(t, testRegistry(rec), "builtin.module(cse,func.func(on-func,cse),canonicalize)", twoFuncs, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := rec.entries()
	if len(got) != 6 || got[0] != "cse@builtin.module" || got[5] != "canonicalize@builtin.module" {
		t.Fatalf("run order: %v", got)
	}
	// The functions are isolated and may run in parallel: only the set is fixed, and
	// each function runs its passes in order.
	mid := append([]string(nil), got[1:5]...)
	sort.Strings(mid)
	if want := []string{"cse@a", "cse@b", "on-func@a", "on-func@b"}; !reflect.DeepEqual(mid, want) {
		t.Errorf("function passes: %v, want %v", mid, want)
	}
	for _, f := range []string{"a", "b"} {
		if indexOf(got, "on-func@"+f) > indexOf(got, "cse@"+f) {
			t.Errorf("on-func@%s ran after cse@%s: %v", f, f, got)
		}
	}
}

func indexOf(s []string, x string) int {
	for i, e := range s {
		if e == x {
			return i
		}
	}
	return -1
}

func TestManagerAnchorMismatch(t *testing.T) {
	_, err := runPipeline(t, testRegistry(&recorder{}), "func.func(cse)", twoFuncs, nil)
	wantErr(t, err, "can't run 'func.func' pass manager on 'builtin.module' op")
}

func TestManagerAnyAnchorRunsOnTheGivenOp(t *testing.T) {
	rec := &recorder{}
	if _, err := runPipeline(t, testRegistry(rec), "any(cse)", twoFuncs, nil); err != nil {
		t.Fatal(err)
	}
	if got := rec.entries(); !reflect.DeepEqual(got, []string{"cse@builtin.module"}) {
		t.Errorf("got %v", got)
	}
}

func TestManagerReportsTheFirstFailureInProgramOrder(t *testing.T) {
	// Both functions fail, possibly in parallel; the error is the first function's.
	for i := 0; i < 20; i++ {
		_, err := runPipeline(t, testRegistry(&recorder{}), "builtin.module(func.func(fail))", twoFuncs, nil)
		wantErr(t, err, "failed on a")
	}
}

func TestManagerStopsAfterAFailure(t *testing.T) {
	rec := &recorder{}
	_, err := runPipeline(t, testRegistry(rec), "builtin.module(func.func(fail),cse)", twoFuncs, nil)
	wantErr(t, err, "failed on")
	if got := rec.entries(); len(got) != 0 {
		t.Errorf("passes ran after the failure: %v", got)
	}
}

func TestManagerTurnsPanicsIntoErrors(t *testing.T) {
	_, err := runPipeline(t, testRegistry(&recorder{}), "builtin.module(boom)", twoFuncs, nil)
	wantErr(t, err, "pass 'boom' panicked: kaboom")
}

// breakReturn registers a pass that erases the functions' terminators, which the verifier
// rejects.
func breakReturn(r *Registry) {
	r.Register(&Info{Name: "break-return", Summary: "erase func.return", Anchor: "func.func",
		New: func(Options) (Pass, error) {
			return PassFunc(func(op *ir.Operation, _ *ir.Context) error {
				op.Region(0).Front().Last().Erase()
				return nil
			}), nil
		}})
}

func TestManagerVerifies(t *testing.T) {
	r := testRegistry(&recorder{})
	breakReturn(r)
	// Without instrumentation the manager verifies after every pass.
	if _, err := runPipeline(t, r, "builtin.module(func.func(break-return))", twoFuncs, nil); err == nil {
		t.Error("broken IR passed verification")
	}
	if _, err := runPipeline(t, r, "builtin.module(func.func(break-return))", twoFuncs, &Instrumentation{VerifyEach: true}); err == nil {
		t.Error("broken IR passed -verify-each")
	}
	if _, err := runPipeline(t, r, "builtin.module(func.func(break-return))", twoFuncs, &Instrumentation{}); err != nil {
		t.Errorf("verification ran although disabled: %v", err)
	}
}

// breakClaiming breaks the IR as break-return does and reports it unchanged or not.
type breakClaiming struct{ unchanged bool }

func (p breakClaiming) Run(op *ir.Operation, ctx *ir.Context) error {
	_, err := p.RunPreserving(op, ctx)
	return err
}

func (p breakClaiming) RunPreserving(op *ir.Operation, _ *ir.Context) (bool, error) {
	op.Region(0).Front().Last().Erase()
	return p.unchanged, nil
}

// TestManagerSkipsVerifyWhenPreserved: a PreservingPass run that reports the IR
// unchanged is not verified after (MLIR's markAllAnalysesPreserved), one that reports a
// change is. The pass below lies, which is what makes the skip visible.
func TestManagerSkipsVerifyWhenPreserved(t *testing.T) {
	for _, unchanged := range []bool{false, true} {
		r := testRegistry(&recorder{})
		r.Register(&Info{Name: "break-claiming", Summary: "erase func.return", Anchor: "func.func",
			New: func(Options) (Pass, error) { return breakClaiming{unchanged}, nil }})
		_, err := runPipeline(t, r, "builtin.module(func.func(break-claiming))", twoFuncs, &Instrumentation{VerifyEach: true})
		if unchanged && err != nil {
			t.Errorf("verified after a run that preserved everything: %v", err)
		}
		if !unchanged && err == nil {
			t.Error("a run that changed the IR was not verified")
		}
	}
}

func TestInstrumentationPrinting(t *testing.T) {
	var out bytes.Buffer
	in := &Instrumentation{PrintBefore: map[string]bool{"cse": true}, PrintAfter: map[string]bool{"canonicalize": true}, Out: &out}
	if _, err := runPipeline(t, testRegistry(&recorder{}), "builtin.module(cse,canonicalize)", twoFuncs, in); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	before := strings.Index(s, "// -----// IR Dump Before CSE (cse) //----- //")
	after := strings.Index(s, "// -----// IR Dump After Canonicalizer (canonicalize) //----- //")
	if before < 0 || after < before {
		t.Fatalf("dump headers missing or out of order:\n%s", s)
	}
	if strings.Count(s, "func.func @a") != 2 {
		t.Errorf("want the module printed twice:\n%s", s)
	}
	if strings.Contains(s, "Dump After CSE") || strings.Contains(s, "Dump Before Canonicalizer") {
		t.Errorf("unrequested dumps:\n%s", s)
	}
}

func TestInstrumentationPrintAfterFailure(t *testing.T) {
	var out bytes.Buffer
	in := &Instrumentation{PrintAfterFailure: true, Out: &out}
	_, err := runPipeline(t, testRegistry(&recorder{}), "builtin.module(func.func(fail))", twoFuncs, in)
	wantErr(t, err, "failed on a")
	if s := out.String(); !strings.Contains(s, "// -----// IR Dump After Fail Failed (fail) //----- //") || !strings.Contains(s, "func.func @a") {
		t.Errorf("failure dump:\n%s", s)
	}
}

func TestInstrumentationTiming(t *testing.T) {
	in := &Instrumentation{Timing: true}
	if _, err := runPipeline(t, testRegistry(&recorder{}), "builtin.module(cse,func.func(on-func),cse)", twoFuncs, in); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range in.Timer.children {
		names = append(names, c.Name)
	}
	// Two instances of cse are two entries; the nested pipeline runs under a hidden adaptor.
	if !reflect.DeepEqual(names, []string{"CSE", "Pipeline Collection : ['func.func']", "CSE"}) {
		t.Errorf("timed passes: %v", names)
	}
	var w bytes.Buffer
	in.Report(&w, time.Second, map[string]time.Duration{"Parser": time.Millisecond})
	s := w.String()
	for _, want := range []string{"Execution time report", "Total Execution Time: 1.0000 seconds", "Parser", "  CSE\n", "'func.func' Pipeline\n", "    OnFunc\n", "Rest\n", "Total\n"} {
		if !strings.Contains(s, want) {
			t.Errorf("report lacks %q:\n%s", want, s)
		}
	}
}

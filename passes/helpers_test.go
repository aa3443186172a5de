package passes

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// parse reads a module with every dialect registered; unregistered ops are allowed so that
// tests can build control flow (successors) that no registered dialect offers.
func parse(t *testing.T, src string) (*ir.Context, *ir.Operation) {
	t.Helper()
	ctx := dialects.NewContext()
	ctx.AllowUnregistered = true
	mod, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return ctx, mod
}

func printOp(t *testing.T, op *ir.Operation) string {
	t.Helper()
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, ir.PrintOptions{}).PrintOp(op); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// countOps counts the ops named name nested in root.
func countOps(root *ir.Operation, name string) int {
	n := 0
	root.Walk(func(o *ir.Operation) bool {
		if o.Name() == name {
			n++
		}
		return true
	})
	return n
}

func wantErr(t *testing.T, err error, substr string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want one containing %q", substr)
	}
	if !strings.Contains(err.Error(), substr) {
		t.Fatalf("error %q does not contain %q", err, substr)
	}
}

// recorder is a pass that logs the ops it runs on; passes on isolated ops may run in
// parallel, so it locks.
type recorder struct {
	mu  sync.Mutex
	log []string
}

func (r *recorder) add(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.log = append(r.log, s)
}

func (r *recorder) entries() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.log...)
}

// symName returns the sym_name of op, or its op name when it has none.
func symName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return op.Name()
}

// testRegistry has passes that log where they run, a func-anchored one, a pass with one
// option of each kind, a failing and a panicking pass, and two named pipelines.
func testRegistry(rec *recorder) *Registry {
	r := NewRegistry()
	logPass := func(name string) func(Options) (Pass, error) {
		return func(Options) (Pass, error) {
			return PassFunc(func(op *ir.Operation, _ *ir.Context) error {
				rec.add(name + "@" + symName(op))
				return nil
			}), nil
		}
	}
	r.Register(&Info{Name: "cse", Summary: "log", New: logPass("cse")})
	r.Register(&Info{Name: "canonicalize", Summary: "log with options",
		Options: []Option{
			{Name: "max-iterations", Kind: IntOption, Default: "10"},
			{Name: "top-down", Kind: BoolOption, Default: "true"},
			{Name: "region-simplify", Kind: StringOption, Default: "normal"},
		},
		New: logPass("canonicalize")})
	r.Register(&Info{Name: "on-func", Summary: "log on functions", Anchor: "func.func", New: logPass("on-func")})
	r.Register(&Info{Name: "fail", Summary: "fail on functions", Anchor: "func.func",
		New: func(Options) (Pass, error) {
			return PassFunc(func(op *ir.Operation, _ *ir.Context) error {
				return ir.Errorf(op.Loc(), "failed on %s", symName(op))
			}), nil
		}})
	r.Register(&Info{Name: "boom", Summary: "panic",
		New: func(Options) (Pass, error) {
			return PassFunc(func(*ir.Operation, *ir.Context) error { panic("kaboom") }), nil
		}})
	r.Register(&Info{Name: "unbuildable", Summary: "constructor fails",
		New: func(Options) (Pass, error) { return nil, errTest }})
	r.RegisterPipeline(PipelineInfo{Name: "both", Summary: "cse then canonicalize", Text: "cse,canonicalize"})
	r.RegisterPipeline(PipelineInfo{Name: "repeat", Summary: "cse n times",
		Options: []Option{{Name: "n", Kind: IntOption, Default: "1"}},
		Expand: func(o Options) string {
			// Bounded, as a real pipeline's expansion must be: the fuzzer asks for 10^9.
			n := min(max(o.Int("n"), 0), 1000)
			return strings.TrimSuffix(strings.Repeat("cse,", n), ",")
		}})
	r.RegisterPipeline(PipelineInfo{Name: "by-input", Summary: "cse on modules marked t.cse, else canonicalize",
		Options: []Option{{Name: "bad", Kind: BoolOption, Default: "false"}},
		ExpandFor: func(o Options, op *ir.Operation) (string, error) {
			switch {
			case o.Bool("bad"):
				return "", errTest
			case op.Attr("t.cse") != nil:
				return "cse,on-func", nil
			}
			return "canonicalize{max-iterations=3}", nil
		}})
	return r
}

type testError struct{}

func (testError) Error() string { return "cannot build" }

var errTest error = testError{}

const twoFuncs = `
func.func @a(%x: i32) -> i32 {
  func.return %x : i32
}
func.func @b(%x: i32) -> i32 {
  func.return %x : i32
}
`

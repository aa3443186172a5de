package asctile

import (
	"bytes"
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// run parses src, runs the pipeline and returns the printed module, the pass error and the
// non-fatal diagnostics.
func run(t *testing.T, pipeline, src string) (string, error, []*ir.Diagnostic) {
	t.Helper()
	ctx := dialects.NewContext()
	var diags []*ir.Diagnostic
	ctx.DiagHandler = func(d *ir.Diagnostic) { diags = append(diags, d) }
	mod, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	r := passes.NewRegistry()
	Register(r)
	pm, err := r.ParsePipeline(pipeline)
	if err != nil {
		t.Fatalf("pipeline %s: %v", pipeline, err)
	}
	runErr := pm.Run(mod, ctx, nil)
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, ir.PrintOptions{}).PrintOp(mod); err != nil {
		t.Fatal(err)
	}
	return buf.String(), runErr, diags
}

func TestRegistered(t *testing.T) {
	r := passes.NewRegistry()
	Register(r)
	want := []string{"asctile-densify-unroll-groups", "asctile-keep-accumulator-reads", "asctile-keep-cast-rounding", "asctile-keep-mask-regions", "asctile-legalize-matmul", "asctile-promote-pure-ops",
		"asctile-split-cube-load", "asctile-tag-unroll-groups", "asctile-transform-math-ops",
		"asctile-transform-store-fixpipe", "asctile-unroll-loop", "asctile-unscalarize-reduction"}
	if got := r.Names(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("passes %v, want %v", got, want)
	}
	for _, n := range want {
		info := r.Lookup(n)
		if info.Anchor != anchorFunc {
			t.Errorf("%s anchored on %q", n, info.Anchor)
		}
		// tag-unroll-groups has PyAsc's option; promote, densify, split-cube-load,
		// store-fixpipe and unroll-loop only ours, departures.
		switch n {
		case "asctile-tag-unroll-groups":
		case "asctile-promote-pure-ops", "asctile-densify-unroll-groups", "asctile-split-cube-load", "asctile-transform-store-fixpipe", "asctile-unroll-loop":
			if o := info.Options; len(o) != 1 || o[0].Name != "departures" || o[0].Default != "false" {
				t.Errorf("%s options %+v, want departures defaulting to false", n, o)
			}
		default:
			if len(info.Options) > 0 {
				t.Errorf("%s options %v", n, info.Options)
			}
		}
	}
	if o := r.Lookup("asctile-tag-unroll-groups").Options; len(o) != 1 || o[0].Name != "small-groups" || o[0].Default != "false" {
		t.Errorf("tag options %+v", o)
	}
}

// A negative constant bound is rejected by the upstream utility: the pass fails with a
// diagnostic instead of producing a loop.
func TestUnrollNegativeBoundFails(t *testing.T) {
	src := `func.func @f(%t: !asctile.tensor<32xi32>) {
  %lb = arith.constant -4 : i32
  %ub = arith.constant 4 : i32
  %s = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %s : i32 {
    asctile.set_value %i, %t[%i] : i32, !asctile.tensor<32xi32>
  } {asctile.unroll_factor = 2}
  return
}`
	_, err, _ := run(t, "builtin.module(func.func(asctile-unroll-loop))", src)
	if err == nil || !strings.Contains(err.Error(), "failed to unroll the loop by 2") {
		t.Fatalf("err = %v", err)
	}
}

// A factor of 1 (or none) only drops the attribute; the loop body is not touched.
func TestUnrollFactorOneDropsAttr(t *testing.T) {
	src := `func.func @f(%t: !asctile.tensor<32xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    %x = arith.index_cast %i : index to i32
    asctile.set_value %x, %t[%x] : i32, !asctile.tensor<32xi32>
  } {asctile.unroll_factor = 1}
  return
}`
	out, err, _ := run(t, "builtin.module(func.func(asctile-unroll-loop))", src)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "unroll_factor") || !strings.Contains(out, "scf.for") {
		t.Errorf("got\n%s", out)
	}
}

// An L1 load used by something other than a copy is reported, repeatedly at most once per
// driver round, and the pass succeeds.
func TestSplitCubeLoadNonCopyUse(t *testing.T) {
	src := `func.func @f(%t: !asctile.tensor<32x32xf16>, %i: i32) -> !asctile.tile<32x32xf16, L1> {
  %l = asctile.load %t[%i, %i] : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, L1>
  return %l : !asctile.tile<32x32xf16, L1>
}`
	out, err, diags := run(t, "builtin.module(func.func(asctile-split-cube-load))", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) == 0 || diags[0].Msg != "L1 tile is expected to be used for copy operations only." {
		t.Fatalf("diags %v", diags)
	}
	if strings.Contains(out, "is_matrix_a") {
		t.Errorf("marked:\n%s", out)
	}
}

// TestUnrollSizeBound: an unrolling may add up to maxUnrolledOps ops (2 body ops copied
// 32768 times), not one more.
func TestUnrollSizeBound(t *testing.T) {
	src := func(factor string) string {
		return `func.func @f(%t: !asctile.tensor<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c8 : i32 {
    %x = asctile.load %t[%i], %pad : !asctile.tensor<?xf32>, !asctile.tile<8xf32, UB>
    asctile.store %x, %t[%i] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
  } {asctile.unroll_factor = ` + factor + ` : index}
  return
}`
	}
	if _, err, _ := run(t, "builtin.module(func.func(asctile-unroll-loop))", src("32769")); err != nil {
		t.Errorf("factor 32769: %v", err)
	}
	_, err, _ := run(t, "builtin.module(func.func(asctile-unroll-loop))", src("32770"))
	if err == nil || !strings.Contains(err.Error(), "more than the 65536 ops an unrolling may add") {
		t.Errorf("factor 32770: %v", err)
	}
}

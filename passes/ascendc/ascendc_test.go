package ascendc

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	"github.com/ascend-toolchain/asc/passes/transforms"
)

func registry() *passes.Registry {
	r := passes.NewRegistry()
	transforms.Register(r)
	transforms.RegisterSCCP(r)
	Register(r)
	return r
}

// run parses src, runs the pipeline and returns the printed module and the warnings.
func run(t *testing.T, pipeline, src string) (string, []*ir.Diagnostic) {
	t.Helper()
	ctx := dialects.NewContext()
	var diags []*ir.Diagnostic
	ctx.DiagHandler = func(d *ir.Diagnostic) { diags = append(diags, d) }
	mod, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	pm, err := registry().ParsePipeline(pipeline)
	if err != nil {
		t.Fatalf("pipeline %s: %v", pipeline, err)
	}
	if err := pm.Run(mod, ctx, nil); err != nil {
		t.Fatalf("run %s: %v", pipeline, err)
	}
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, ir.PrintOptions{}).PrintOp(mod); err != nil {
		t.Fatal(err)
	}
	return buf.String(), diags
}

func expect(t *testing.T, out string, want, absent []string) {
	t.Helper()
	pos := 0
	for _, w := range want {
		i := strings.Index(out[pos:], w)
		if i < 0 {
			t.Errorf("missing (in order) %q in:\n%s", w, out)
			return
		}
		pos += i + len(w)
	}
	for _, a := range absent {
		if strings.Contains(out, a) {
			t.Errorf("unexpected %q in:\n%s", a, out)
		}
	}
}

func TestRegisteredPasses(t *testing.T) {
	r := registry()
	for _, n := range []string{"ascendc-allocate-tensor", "ascendc-compute-memory-consumption", "ascendc-declare-py-struct",
		"ascendc-define-cube-only", "ascendc-detect-enable-debug", "ascendc-detect-kernel-type", "ascendc-erase-sync",
		"ascendc-fill-asc-operands", "ascendc-fixup-mmad-acc-params", "ascendc-fuse-bufid-sync", "ascendc-fuse-vf-block",
		"ascendc-generate-boilerplate", "ascendc-hoist-que-bind", "ascendc-hoist-ub-allocation", "ascendc-input-output-tensor",
		"ascendc-insert-bufid-sync", "ascendc-insert-sync", "ascendc-legalize-kernel-args", "ascendc-lower-to-l0",
		"ascendc-materialize-tensor", "ascendc-noop", "ascendc-privatize-func", "ascendc-reuse-ub-allocation",
		"ascendc-unify-pipe", "ascendc-verify-sync", "sccp"} {
		if r.Lookup(n) == nil {
			t.Errorf("pass %s not registered", n)
		}
	}
	// The options of PyAsc's Passes.td, each a bool defaulting to false (passes-asc2.md
	// section 3.2); no pass has other options.
	opts := map[string]string{"ascendc-hoist-ub-allocation": "exclude-in-out", "ascendc-legalize-kernel-args": "set-ffts-addr",
		"ascendc-materialize-tensor": "always-buf", "ascendc-reuse-ub-allocation": "reuse-in-out"}
	for p, o := range opts {
		ds := r.Lookup(p).Options
		if len(ds) != 1 || ds[0].Name != o || ds[0].Kind != passes.BoolOption || ds[0].Default != "false" {
			t.Errorf("%s: options %+v, want only bool %s defaulting to false", p, ds, o)
		}
	}
	if _, ok := r.Pipeline("ascendc-sync-pipeline"); !ok {
		t.Error("ascendc-sync-pipeline not registered")
	}
}

func TestSyncPipelineText(t *testing.T) {
	b := SyncPipeline("ascend910b")
	if !strings.Contains(b, "ascendc-insert-sync,ascendc-unify-pipe") || strings.Contains(b, "bufid") {
		t.Errorf("910B pipeline: %s", b)
	}
	n := SyncPipeline("Ascend910_95")
	if !strings.Contains(n, "ascendc-insert-bufid-sync{departures=true},canonicalize,ascendc-fuse-bufid-sync,ascendc-unify-pipe") {
		t.Errorf("910_95 pipeline: %s", n)
	}
	if !strings.HasPrefix(b, "func.func(loop-invariant-code-motion,sccp,canonicalize,ascendc-erase-sync,ascendc-hoist-que-bind,") {
		t.Errorf("pipeline order: %s", b)
	}
	if _, err := registry().ParsePipeline("builtin.module(ascendc-sync-pipeline{soc=nope})"); err == nil {
		t.Error("unknown SoC accepted")
	}
	if _, err := registry().ParsePipeline("builtin.module(ascendc-sync-pipeline{ascend910_95})"); err != nil {
		t.Errorf("bare SoC: %v", err)
	}
}

func TestHardEvent(t *testing.T) {
	for _, c := range []struct {
		from, to pipe
		want     ascendc.HardEvent
	}{{pipeMTE2, pipeV, ascendc.HardEvent_MTE2_V}, {pipeV, pipeS, ascendc.HardEvent_V_S}, {pipeMTE3, pipeMTE2, ascendc.HardEvent_MTE3_MTE2}} {
		if e, ok := hardEvent(c.from, c.to); !ok || e != c.want {
			t.Errorf("hardEvent(%v, %v) = %v, %v", c.from, c.to, e, ok)
		}
	}
	if _, ok := hardEvent(pipeS, pipeS); ok {
		t.Error("S_S is no event")
	}
}

func TestSizesAndPositions(t *testing.T) {
	if elemBytes(ir.IntType(1, ir.Signless)) != 1 || elemBytes(ir.IntType(64, ir.Signless)) != 8 {
		t.Error("elemBytes of integers")
	}
	lt := &ascendc.LocalTensorType{ElementType: ir.IntType(16, ir.Signless)}
	lt.Shape.Dims = []int64{4, 8}
	if staticBytes(lt) != 64 {
		t.Errorf("staticBytes = %d", staticBytes(lt))
	}
	lt.Shape.Unranked = true
	if staticBytes(lt) != -1 {
		t.Error("unranked tensors have no static size")
	}
	for from, to := range map[ascendc.TPosition]ascendc.TPosition{ascendc.TPosition_B1: ascendc.TPosition_A1,
		ascendc.TPosition_C1: ascendc.TPosition_A1, ascendc.TPosition_VECOUT: ascendc.TPosition_VECCALC,
		ascendc.TPosition_CO1: ascendc.TPosition_CO1} {
		if p, _, ok := normalisedPosition(from); !ok || p != to {
			t.Errorf("normalisedPosition(%s) = %s, want %s", from, p, to)
		}
	}
	if _, _, ok := normalisedPosition(ascendc.TPosition_C2); ok {
		t.Error("C2 has no static allocation")
	}
	if memoryBuffer(ascendc.TPosition_A2) != "L0A" || memoryBuffer(ascendc.TPosition_VECIN) != "UB" {
		t.Error("memoryBuffer")
	}
}

const queueKernel = `func.func @k(%g: !ascendc.global_tensor<*xf16>, %o: !ascendc.global_tensor<*xf16>, %n: i32, %b: i64) {
  %0 = ascendc.pipe
  %1 = ascendc.queue : <vecin, 1>
  ascendc.pipe.init_queue %0, %1, %n, %b : !ascendc.queue<vecin, 1>, i32, i64
  %2 = ascendc.que_bind.alloc_tensor %1 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  ascendc.data_copy_l2 %2, %g, %n : !ascendc.local_tensor<32xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.data_copy_l2 %o, %2, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<32xf16>, i32
  ascendc.que_bind.free_tensor %1, %2 : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<32xf16>
  return
}`

func TestInsertAndEraseSync(t *testing.T) {
	out, _ := run(t, "builtin.module(func.func(ascendc-insert-sync))", queueKernel)
	// A VECIN queue's flag runs MTE2 -> V: the MTE3 store also gets an MTE2_MTE3 pair.
	expect(t, out, []string{"ascendc.data_copy_l2 %2, %arg0", "ascendc.set_flag mte2_mte3, %4",
		"ascendc.que_bind.enque_tensor %1, %2", "ascendc.wait_flag mte2_mte3, %4",
		"%5 = ascendc.que_bind.deque_tensor %1", "ascendc.data_copy_l2 %arg1, %5", "free_tensor %1, %5",
		"pipe_barrier pipe_all", "return"}, nil)
	back, _ := run(t, "builtin.module(func.func(ascendc-insert-sync,ascendc-erase-sync))", queueKernel)
	orig, _ := run(t, "builtin.module(ascendc-noop)", queueKernel)
	if back != orig {
		t.Errorf("erase-sync does not undo insert-sync:\n%s\nwant\n%s", back, orig)
	}
}

func TestVerifySyncWarnings(t *testing.T) {
	src := `func.func @k(%q: !ascendc.queue<vecin, 1>, %t: !ascendc.local_tensor<*xf16>) {
  %a = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  %e = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf16>
  return
}`
	_, diags := run(t, "builtin.module(func.func(ascendc-verify-sync))", src)
	var msgs []string
	for _, d := range diags {
		if d.Severity != ir.SevWarning {
			t.Errorf("severity %v", d.Severity)
		}
		msgs = append(msgs, d.Msg)
	}
	got := strings.Join(msgs, "|")
	for _, w := range []string{"DeQue: there is no corresponding call to EnQue", "AllocTensor: there is no corresponding call to FreeTensor for this tensor"} {
		if !strings.Contains(got, w) {
			t.Errorf("missing warning %q in %q", w, got)
		}
	}
	if len(diags) != 2 {
		t.Errorf("%d warnings, want 2: %q", len(diags), got)
	}
}

func TestMaterializeAndReuse(t *testing.T) {
	src := `func.func @k(%g: !ascendc.global_tensor<?xf32>, %n: i64) {
  %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.data_copy_l2 %1, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  return
}`
	out, _ := run(t, "builtin.module(func.func(ascendc-reuse-ub-allocation,ascendc-materialize-tensor))", src)
	expect(t, out, []string{"ascendc.tbuf : <veccalc>", "ascendc.pipe.init_buffer", "%c32_i64",
		"ascendc.tbuf.get_tensor", "ascendc.reinterpret_cast"}, []string{"local_tensor_auto"})
	if strings.Count(out, "ascendc.tbuf.get_tensor") != 1 {
		t.Errorf("two tensors with disjoint lifetimes should share one buffer:\n%s", out)
	}
}

func TestFuseVFRuns(t *testing.T) {
	src := `func.func @k(%a: !ascendc.local_tensor<*xf32>, %n: i32, %m: i32) {
  ascendc.exp_l2 %a, %a, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.abs_l2 %a, %a, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.ln_l2 %a, %a, %m : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.neg_l2 %a, %a, %m : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  return
}`
	out, _ := run(t, "builtin.module(func.func(ascendc-fuse-vf-block))", src)
	if c := strings.Count(out, "emitasc.vf_group"); c != 2 {
		t.Errorf("%d groups, want 2 (counts differ):\n%s", c, out)
	}
	expect(t, out, []string{"exp_micro", "abs_micro", "data_copy_vst_micro", "ln_micro", "neg_micro"}, []string{"_l2"})
}

func TestReuseAcrossBranches(t *testing.T) {
	// Each branch allocates one temporary: they share one allocation hoisted before the if.
	src := `func.func @k(%c: i1) {
  %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
  scf.if %c {
    %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
    ascendc.add_l3 %1, %0, %0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>
  } else {
    %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
    ascendc.add_l3 %2, %0, %0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>
  }
  return
}`
	out, _ := run(t, "builtin.module(func.func(ascendc-reuse-ub-allocation))", src)
	expect(t, out, []string{"%0 = ascendc.local_tensor_auto", "%1 = ascendc.reinterpret_cast %0", "%2 = ascendc.local_tensor_auto",
		"scf.if", "add_l3 %1, %2, %2", "} else {", "add_l3 %0, %2, %2"}, nil)
	if strings.Count(out, "local_tensor_auto") != 2 {
		t.Errorf("want two allocations:\n%s", out)
	}
}

func TestModulePasses(t *testing.T) {
	src := `func.func @k() attributes {ascendc.global} {
  return
}
func.func @h() {
  return
}`
	out, _ := run(t, "builtin.module(ascendc-privatize-func,ascendc-generate-boilerplate,ascendc-detect-kernel-type,ascendc-define-cube-only)", src)
	expect(t, out, []string{"module attributes {asc.kernel_type = \"vector\", asc.matmul_cube_only}",
		"emitc.verbatim \"#define ASCENDC_CUBE_ONLY\"", "emitc.include \"kernel_operator.h\"", "func.func @k()", "func.func private @h()"}, nil)
}

func TestHoistQueBindKeepsOrder(t *testing.T) {
	src := `func.func @k(%n: i32, %len: i64) {
  %p = ascendc.pipe
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %q = ascendc.queue : <vecin, 2>
    ascendc.pipe.init_queue %p, %q, %c1, %len : !ascendc.queue<vecin, 2>, i32, i64
  }
  return
}`
	out, _ := run(t, "builtin.module(func.func(ascendc-hoist-que-bind))", src)
	// The initialisation uses %c1, defined after the pipe: the queue goes after it.
	expect(t, out, []string{"%0 = ascendc.pipe", "%c1_i32 = arith.constant 1", "%1 = ascendc.queue : <vecin, 2>",
		"ascendc.pipe.init_queue %0, %1, %c1_i32, %arg1", "scf.for"}, nil)
}

// TestBufIDsWrap: the 33rd and 34th tensors share ids 0 and 1 with the first two (32 ids
// per pipe); an op using two tensors under one id acquires it once.
func TestBufIDsWrap(t *testing.T) {
	var b strings.Builder
	b.WriteString("func.func @k(%c: i32) {\n")
	for i := 0; i < 34; i++ {
		fmt.Fprintf(&b, "  %%t%d = ascendc.local_tensor_v3 veccalc, %d, 64 : !ascendc.local_tensor<64xf32>\n", i, 256*i)
	}
	for i := 1; i < 33; i++ {
		fmt.Fprintf(&b, "  ascendc.exp_l2 %%t%d, %%t%d, %%c : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32\n", i, i-1)
	}
	b.WriteString("  ascendc.exp_l2 %t33, %t32, %c : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32\n  return\n}\n")
	out, _ := run(t, "builtin.module(func.func(ascendc-insert-bufid-sync{departures=true}))", b.String())
	expect(t, out, []string{
		"ascendc.get_buf pipe_v, 31", "ascendc.get_buf pipe_v, 0\n", "ascendc.exp_l2 %32, %31",
		"ascendc.get_buf pipe_v, 1\n", "ascendc.get_buf pipe_v, 0\n", "ascendc.exp_l2 %33, %32",
	}, []string{"pipe_v, 32", "pipe_v, 33"})
	// PyAsc's form (without the departure) numbers on past the 32 ids.
	out, _ = run(t, "builtin.module(func.func(ascendc-insert-bufid-sync))", b.String())
	expect(t, out, []string{"ascendc.get_buf pipe_v, 32\n", "ascendc.get_buf pipe_v, 31\n", "ascendc.exp_l2 %32, %31",
		"ascendc.get_buf pipe_v, 33\n", "ascendc.get_buf pipe_v, 32\n", "ascendc.exp_l2 %33, %32"}, nil)
}

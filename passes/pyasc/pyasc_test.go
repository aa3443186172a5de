package pyasc_test

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

func parse(t *testing.T, src string) (*ir.Operation, *ir.Context) {
	t.Helper()
	ctx := all.NewContext()
	m, err := ir.ParseSource(ctx, "in.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return m, ctx
}

// expanded returns the pass names (with options) the pipeline runs on src, in order.
func expanded(t *testing.T, opts, src string) ([]string, error) {
	t.Helper()
	pm, err := passall.Registry().ParsePipeline("builtin.module(pyasc-pipeline{" + opts + "})")
	if err != nil {
		return nil, err
	}
	m, _ := parse(t, src)
	rp, err := pm.Resolve(m)
	if err != nil {
		return nil, err
	}
	return flatten(rp.String()), nil
}

// flatten turns `builtin.module(a,func.func(b,c{x=1}),d)` into [a b c{x=1} d].
func flatten(s string) []string {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "builtin.module("), ")")
	var out []string
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimPrefix(p, "func.func(")
		p = strings.TrimRight(p, ")")
		if strings.Count(p, "{") > strings.Count(p, "}") {
			p += "}"
		}
		out = append(out, p)
	}
	return out
}

const kernel = `func.func @k(%a: memref<*xf32, 22>) attributes {ascendc.global} { return }`

// The asc2 defaults (asc2.jit: tile passes and synchronisation on) on a c310 and a c220
// SoC with departures=false: exactly the sequences of passes-asc2.md §4.3.
func TestDefaultSequences(t *testing.T) {
	common1 := "ascendc-privatize-func inline symbol-dce canonicalize reconcile-unrealized-casts " +
		"asctile-tag-unroll-groups asctile-unroll-loop canonicalize cse asctile-split-cube-load asctile-legalize-matmul canonicalize " +
		"asctile-transform-math-ops asctile-transform-store-fixpipe "
	lower := "asclower-expand-math asclower-redress-i1-tile asclower-arith asclower-arith-binary asclower-atomic " +
		"asclower-asctile-data-transfer asclower-asctile asclower-asctile-i1 asclower-math asclower-scf asclower-displace-concat canonicalize " +
		"asclower-realize-conversion-cast asclower-expand-mask ascendc-fill-asc-operands ascendc-fixup-mmad-acc-params ascendc-input-output-tensor "
	post := "ascendc-declare-py-struct ascendc-generate-boilerplate "
	for _, tc := range []struct{ soc, want string }{
		{"Ascend950PR_9599", "asc-set-target{soc=Ascend950PR_9599} " + common1 + "asctile-unscalarize-reduction canonicalize cse " + lower +
			"ascendc-hoist-ub-allocation{exclude-in-out=false} canonicalize ascendc-allocate-tensor ascendc-unify-pipe canonicalize cse " +
			"loop-invariant-code-motion sccp canonicalize ascendc-erase-sync ascendc-hoist-que-bind ascendc-insert-bufid-sync canonicalize " +
			"ascendc-fuse-bufid-sync ascendc-unify-pipe canonicalize " + post +
			"ascendc-legalize-kernel-args{set-ffts-addr=false} ascendc-detect-kernel-type ascendc-detect-enable-debug ascendc-compute-memory-consumption"},
		{"Ascend910B1", "asc-set-target{soc=Ascend910B1} " + common1 + lower +
			"ascendc-hoist-ub-allocation{exclude-in-out=true} canonicalize ascendc-materialize-tensor{always-buf=false} ascendc-unify-pipe canonicalize cse " +
			"loop-invariant-code-motion sccp canonicalize ascendc-erase-sync ascendc-hoist-que-bind ascendc-insert-sync " +
			"ascendc-unify-pipe canonicalize " + post +
			"ascendc-legalize-kernel-args{set-ffts-addr=true} ascendc-detect-kernel-type ascendc-detect-enable-debug ascendc-compute-memory-consumption"},
	} {
		got, err := expanded(t, "soc="+tc.soc+" departures=false", kernel)
		if err != nil {
			t.Fatalf("%s: %v", tc.soc, err)
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.soc, g, tc.want)
		}
	}
}

// By default the passes that depart from PyAsc's form (docs/pyasc.md §5) get
// departures=true, asclower-check-lowered (ours) runs after asclower-expand-mask,
// asctile-keep-accumulator-reads (ours) before each tile-level cse, and
// nothing else changes.
func TestDeparturesDefault(t *testing.T) {
	departing := []string{"asclower-expand-math", "asclower-arith", "asclower-arith-binary", "asclower-asctile-data-transfer",
		"asclower-asctile", "asclower-asctile-i1", "asclower-math", "asclower-displace-concat", "asclower-expand-mask",
		"ascendc-fill-asc-operands", "ascendc-insert-bufid-sync", "asctile-promote-pure-ops", "asctile-densify-unroll-groups",
		"asctile-transform-store-fixpipe", "asctile-unroll-loop", "asctile-split-cube-load"}
	for _, soc := range []string{"Ascend950PR_9599", "Ascend910B1"} {
		exact, err := expanded(t, "soc="+soc+" densify-load-store departures=false", kernel)
		if err != nil {
			t.Fatal(err)
		}
		got, err := expanded(t, "soc="+soc+" densify-load-store", kernel)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		tileLevel := true
		for _, p := range exact {
			tileLevel = tileLevel && !strings.HasPrefix(p, "asclower-")
			if p == "cse" && tileLevel {
				want = append(want, "asctile-keep-accumulator-reads")
			}
			for _, d := range departing {
				if p == d {
					p += "{departures=true}"
				}
			}
			want = append(want, p)
			if p == "asclower-expand-mask{departures=true}" {
				want = append(want, "asclower-check-lowered")
			}
			if strings.HasPrefix(p, "asc-set-target") {
				want = append(want, "asctile-keep-cast-rounding", "asctile-keep-mask-regions")
			}
		}
		if g, w := strings.Join(got, " "), strings.Join(want, " "); g != w {
			t.Errorf("%s:\n got %s\nwant %s", soc, g, w)
		}
		if soc == "Ascend950PR_9599" && !has(got, "ascendc-insert-bufid-sync{departures=true}") {
			t.Errorf("%s: insert-bufid-sync without departures: %v", soc, got)
		}
	}
}

func has(l []string, p string) bool {
	for _, x := range l {
		if x == p {
			return true
		}
	}
	return false
}

// count counts the runs of pass p, with or without options.
func count(l []string, p string) int {
	n := 0
	for _, x := range l {
		if x == p || strings.HasPrefix(x, p+"{") {
			n++
		}
	}
	return n
}

// Each option switches the steps §4.2 gives it.
func TestOptions(t *testing.T) {
	for _, tc := range []struct {
		opts     string
		present  []string
		absent   []string
		unrolled int // how many times asctile-unroll-loop runs
	}{
		{"soc=Ascend910B2 asc2=false", []string{"ascendc-input-output-tensor", "ascendc-insert-sync"},
			[]string{"asctile-tag-unroll-groups", "asclower-asctile", "ascendc-fill-asc-operands", "ascendc-compute-memory-consumption"}, 0},
		{"soc=Ascend910B2 densify-load-store", []string{"asctile-promote-pure-ops{departures=true}", "asctile-densify-unroll-groups{departures=true}"}, nil, 1},
		{"soc=Ascend910B2 densify-load-store departures=false", []string{"asctile-promote-pure-ops", "asctile-densify-unroll-groups"}, nil, 1},
		{"soc=Ascend910B2 reuse-ub", []string{"ascendc-reuse-ub-allocation{reuse-in-out=false}"}, []string{"ascendc-reuse-ub-allocation{reuse-in-out=true}"}, 1},
		{"soc=Ascend910B2 reuse-ub reuse-ub-in-out", []string{"ascendc-reuse-ub-allocation{reuse-in-out=true}", "ascendc-reuse-ub-allocation{reuse-in-out=false}"}, nil, 1},
		// reuse-ub-in-out needs reuse-ub and no densify.
		{"soc=Ascend910B2 reuse-ub-in-out", nil, []string{"ascendc-reuse-ub-allocation{reuse-in-out=true}"}, 1},
		{"soc=Ascend910B2 reuse-ub reuse-ub-in-out densify-load-store", nil, []string{"ascendc-reuse-ub-allocation{reuse-in-out=true}"}, 1},
		{"soc=Ascend910B2 static-alloc=true", []string{"ascendc-allocate-tensor"}, []string{"ascendc-materialize-tensor{always-buf=false}"}, 1},
		{"soc=Ascend950PR_9599 static-alloc=false", []string{"ascendc-materialize-tensor{always-buf=true}"}, []string{"ascendc-allocate-tensor"}, 1},
		{"soc=Ascend950PR_9599 vf-fusion", []string{"ascendc-fuse-vf-block"}, nil, 1},
		// PyAsc's exact list schedules it for a c220 SoC too (refused with departures).
		{"soc=Ascend910B2 vf-fusion departures=false", []string{"ascendc-fuse-vf-block"}, nil, 1},
		{"soc=Ascend910B2 insert-sync=false", nil, []string{"ascendc-erase-sync", "ascendc-insert-sync"}, 1},
		{"soc=Ascend910B2 matmul-cube-only verify-sync strip-loc", []string{"ascendc-define-cube-only", "ascendc-verify-sync", "strip-debuginfo"}, nil, 1},
	} {
		got, err := expanded(t, tc.opts, kernel)
		if err != nil {
			t.Errorf("%s: %v", tc.opts, err)
			continue
		}
		for _, p := range tc.present {
			if !has(got, p) {
				t.Errorf("%s: %s missing from %v", tc.opts, p, got)
			}
		}
		for _, p := range tc.absent {
			if has(got, p) {
				t.Errorf("%s: %s present in %v", tc.opts, p, got)
			}
		}
		if n := count(got, "asctile-unroll-loop"); n != tc.unrolled {
			t.Errorf("%s: asctile-unroll-loop runs %d times, want %d", tc.opts, n, tc.unrolled)
		}
	}
}

// insert-sync=auto without asc2 is PyAsc's need_insert_sync: off when the kernel already
// synchronises by hand.
func TestInsertSyncAuto(t *testing.T) {
	manual := `func.func @k() attributes {ascendc.global} {
  ascendc.pipe_barrier pipe_all
  return
}`
	got, err := expanded(t, "soc=Ascend910B1 asc2=false", manual)
	if err != nil {
		t.Fatal(err)
	}
	if has(got, "ascendc-insert-sync") {
		t.Errorf("manual synchronisation: insert-sync scheduled: %v", got)
	}
	if got, _ = expanded(t, "soc=Ascend910B1 asc2=false insert-sync=true", manual); !has(got, "ascendc-insert-sync") {
		t.Errorf("insert-sync=true: not scheduled: %v", got)
	}
	if got, _ = expanded(t, "soc=Ascend910B1 asc2=false", kernel); !has(got, "ascendc-insert-sync") {
		t.Errorf("no synchronisation in the kernel: insert-sync not scheduled: %v", got)
	}
}

// The SoC comes from the option or the module's asc.soc_version; without either, or with a
// name PyAsc rejects, the pipeline is an error.
func TestSoC(t *testing.T) {
	withAttr := `module attributes {asc.soc_version = "Ascend950PR_9599"} {` + kernel + `}`
	got, err := expanded(t, "", withAttr)
	if err != nil || !has(got, "ascendc-insert-bufid-sync{departures=true}") {
		t.Errorf("SoC from asc.soc_version: %v %v", err, got)
	}
	if got, err = expanded(t, "soc=Ascend910B3", withAttr); err != nil || !has(got, "ascendc-insert-sync") {
		t.Errorf("the option overrides the attribute: %v %v", err, got)
	}
	for _, bad := range []struct{ opts, src, msg string }{
		{"", kernel, "no SoC"},
		{"soc=Ascend310P3", kernel, "unknown SoC"},
		{"soc=Ascend910B1 insert-sync=maybe", kernel, "true, false or auto"},
		{"soc=Ascend910B1 static-alloc=yes", kernel, "true, false or auto"},
		{"soc=Ascend910B1 vf-fusion", kernel, "vf-fusion needs the vector registers of the c310 architecture"},
	} {
		if _, err := expanded(t, bad.opts, bad.src); err == nil || !strings.Contains(err.Error(), bad.msg) {
			t.Errorf("%q: error %v, want one containing %q", bad.opts, err, bad.msg)
		}
	}
	if _, err := passall.Registry().ParsePipeline("builtin.module(pyasc-pipeline{bogus=1})"); err == nil {
		t.Error("unknown option accepted")
	}
}

// asc-set-target writes the attributes compiler.py writes; running the pipeline on a
// kernel without tiles leaves a module the translator takes.
func TestRunSetsTarget(t *testing.T) {
	m, ctx := parse(t, kernel)
	pm, err := passall.Registry().ParsePipeline("builtin.module(pyasc-pipeline{soc=Ascend910B4})")
	if err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(m, ctx, &passes.Instrumentation{VerifyEach: true}); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]string{"asc.soc_version": "Ascend910B4", "asc.compilation_arch": "c220", "asc.kernel_type": "vector"} {
		if s, ok := m.Attr(k).(*ir.StringAttr); !ok || s.Value != v {
			t.Errorf("%s = %v, want %q", k, m.Attr(k), v)
		}
	}
	f, _ := parse(t, kernel)
	fn := f.Region(0).Blocks()[0].First()
	if err := pm.Run(fn, ctx, nil); err == nil {
		t.Error("pipeline ran on a func.func")
	}
}

// Package pyasc is PyAsc's compiler pipeline as one named pipeline, `pyasc-pipeline`: the
// pass sequence PyAsc's compiler.py schedules (lowering, optimizing, postprocessing) with its
// options and defaults (spec/passes-asc2.md §4), and the pass that records the target in the
// module as compiler.py does before running it.
package pyasc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// Module attributes compiler.py writes before the passes run (passes-asc2.md §4.4).
const (
	AttrCompilationArch = "asc.compilation_arch"
	AttrSoCVersion      = "asc.soc_version"
)

// Register adds `pyasc-pipeline` and `asc-set-target` to r.
func Register(r *passes.Registry) {
	r.Register(&passes.Info{
		Name:    "asc-set-target",
		Summary: "Record the target SoC in the module (asc.soc_version, asc.compilation_arch), as PyAsc's compiler does",
		Anchor:  builtin.OpModule,
		Options: []passes.Option{{Name: "soc", Kind: passes.StringOption, Help: "PyAsc SoC name, e.g. Ascend910B1 or Ascend950PR_9599"}},
		New: func(o passes.Options) (passes.Pass, error) {
			soc := o["soc"]
			if soc == "" {
				// Built without a SoC (e.g. by --list-passes checks): refuse when it runs.
				return passes.PassFunc(func(m *ir.Operation, _ *ir.Context) error {
					return ir.Errorf(m.Loc(), "asc-set-target needs the option soc=NAME (e.g. soc=Ascend910B1)")
				}), nil
			}
			a, err := arch.PlatformArch(soc)
			if err != nil {
				return nil, err
			}
			return passes.PassFunc(func(m *ir.Operation, _ *ir.Context) error {
				m.SetAttr(AttrSoCVersion, ir.Str(soc))
				m.SetAttr(AttrCompilationArch, ir.Str(string(a)))
				return nil
			}), nil
		},
	})
	r.RegisterPipeline(passes.PipelineInfo{
		Name:      "pyasc-pipeline",
		Summary:   "PyAsc's compiler pipeline from tile-level (asctile) or ascendc IR to the IR it translates",
		Options:   options,
		ExpandFor: expand,
	})
}

// Tri-state options take "auto" (PyAsc's None: decided from the SoC or the module).
var options = []passes.Option{
	{Name: "soc", Kind: passes.StringOption, Help: "PyAsc SoC name (Ascend910B1..4, Ascend910_93xx, Ascend950PR_95xx, ...); default: the module's asc.soc_version"},
	{Name: "asc2", Kind: passes.BoolOption, Default: "true", Help: "run the tile-level (asctile/asclower) passes"},
	{Name: "densify-load-store", Kind: passes.BoolOption, Default: "false", Help: "promote pure ops and densify unroll groups"},
	{Name: "insert-sync", Kind: passes.StringOption, Default: "auto", Help: "true|false|auto: insert synchronisation (auto: on with asc2, else when the module has none of its own)"},
	{Name: "reuse-ub", Kind: passes.BoolOption, Default: "false", Help: "share UB memory between tensors with disjoint lifetimes"},
	{Name: "reuse-ub-in-out", Kind: passes.BoolOption, Default: "false", Help: "let input/output tensors share memory too (with reuse-ub, without densify-load-store)"},
	{Name: "static-alloc", Kind: passes.StringOption, Default: "auto", Help: "true|false|auto: static tensor allocation (auto: on for c310)"},
	{Name: "vf-fusion", Kind: passes.BoolOption, Default: "false", Help: "fuse vector ops into vector-function blocks"},
	{Name: "matmul-cube-only", Kind: passes.BoolOption, Default: "false", Help: "define ASCENDC_CUBE_ONLY for cube-only matmul kernels"},
	{Name: "verify-sync", Kind: passes.BoolOption, Default: "false", Help: "warn about unpaired synchronisation"},
	{Name: "strip-loc", Kind: passes.BoolOption, Default: "false", Help: "strip debug locations"},
	{Name: "departures", Kind: passes.BoolOption, Default: "true", Help: "take this toolchain's departures from PyAsc's lowering where PyAsc's form computes a wrong result or does not build (docs/pyasc.md §5); false gives PyAsc's exact output"},
}

// config is the resolved set of conditions of passes-asc2.md §4.1.
type config struct {
	soc                               string
	c310                              bool
	asc2, densify, reuse, rio, static bool
	vf, sync, cubeOnly, verify, strip bool
	departures                        bool
}

func tristate(o passes.Options, name string, auto bool) (bool, error) {
	switch v := o[name]; v {
	case "auto", "":
		return auto, nil
	case "true", "1":
		return true, nil
	case "false", "0":
		return false, nil
	default:
		return false, fmt.Errorf("option '%s' takes true, false or auto, got '%s'", name, v)
	}
}

func resolve(o passes.Options, m *ir.Operation) (*config, error) {
	if m.Name() != builtin.OpModule {
		return nil, fmt.Errorf("runs on 'builtin.module', not on '%s'", m.Name())
	}
	c := &config{soc: o["soc"]}
	if c.soc == "" {
		s, ok := m.Attr(AttrSoCVersion).(*ir.StringAttr)
		if !ok {
			return nil, fmt.Errorf("no SoC: give the option soc=NAME (e.g. soc=Ascend910B1) or a module attribute %s", AttrSoCVersion)
		}
		c.soc = s.Value
	}
	a, err := arch.PlatformArch(c.soc)
	if err != nil {
		return nil, err
	}
	c.c310 = a == arch.C310
	c.asc2, c.densify, c.reuse = o.Bool("asc2"), o.Bool("densify-load-store"), o.Bool("reuse-ub")
	c.rio = !c.densify && c.reuse && o.Bool("reuse-ub-in-out")
	c.vf, c.cubeOnly, c.verify, c.strip = o.Bool("vf-fusion"), o.Bool("matmul-cube-only"), o.Bool("verify-sync"), o.Bool("strip-loc")
	c.departures = o.Bool("departures")
	// ascendc-fuse-vf-block writes MicroAPI vector functions, which run on the vector
	// register file of the c310 architecture only (hardware.md §1): for a c220 SoC the
	// fused kernel cannot run. PyAsc schedules the pass whatever the SoC; its exact form
	// (departures=false) still does.
	if c.vf && !c.c310 && c.departures {
		return nil, fmt.Errorf("vf-fusion needs the vector registers of the c310 architecture (e.g. soc=Ascend950PR_9599); %s is c220", c.soc)
	}
	if c.static, err = tristate(o, "static-alloc", c.c310); err != nil {
		return nil, err
	}
	if c.sync, err = tristate(o, "insert-sync", c.asc2 || needInsertSync(m)); err != nil {
		return nil, err
	}
	return c, nil
}

// needInsertSync is PyAsc's `need_insert_sync` for insert-sync=auto without asc2. Its
// binding was not available (passes-asc2.md §6); we take it to mean "the author has not
// synchronised by hand": none of the ops ascendc-erase-sync removes (queue enque/deque,
// set_flag, wait_flag, pipe_barrier) occurs in the module.
func needInsertSync(m *ir.Operation) bool {
	need := true
	m.Walk(func(o *ir.Operation) bool {
		switch o.Name() {
		case ascendc.OpQueBindEnqueTensor, ascendc.OpQueBindDequeTensor, ascendc.OpSetFlag, ascendc.OpWaitFlag, ascendc.OpPipeBarrier:
			need = false
		}
		return need
	})
	return need
}

func expand(o passes.Options, m *ir.Operation) (string, error) {
	c, err := resolve(o, m)
	if err != nil {
		return "", err
	}
	return strings.Join(c.passList(), ","), nil
}

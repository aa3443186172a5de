package ascendc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/builtin"
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

const (
	anchorFunc   = funcdialect.OpFunc
	anchorModule = builtin.OpModule
)

func simple(fn func(*ir.Operation, *ir.Context) error) func(passes.Options) (passes.Pass, error) {
	return func(passes.Options) (passes.Pass, error) { return passes.PassFunc(fn), nil }
}

func boolOpt(name, help string) passes.Option {
	return passes.Option{Name: name, Kind: passes.BoolOption, Default: "false", Help: help}
}

// Register adds every ascendc-* pass and the synchronisation pipeline to r.
func Register(r *passes.Registry) {
	reg := func(name, anchor, summary string, opts []passes.Option, mk func(passes.Options) (passes.Pass, error)) {
		r.Register(&passes.Info{Name: name, Summary: summary, Anchor: anchor, Options: opts, New: mk})
	}
	reg("ascendc-allocate-tensor", anchorFunc, "Allocate local_tensor_auto placeholders at fixed addresses (local_tensor_v3)", nil, simple(allocateTensor))
	reg("ascendc-compute-memory-consumption", anchorModule, "Record the bytes of local tensors per buffer in the module attribute asc.memory_consumed", nil, simple(computeMemoryConsumption))
	reg("ascendc-declare-py-struct", anchorModule, "Declare every emitasc.py_struct type used in the module", nil, simple(declarePyStruct))
	reg("ascendc-define-cube-only", anchorModule, "Define ASCENDC_CUBE_ONLY at the module start", nil, simple(defineCubeOnly))
	reg("ascendc-detect-enable-debug", anchorModule, "Mark modules that print or dump tensors asc.enable_debug", nil, simple(detectEnableDebug))
	reg("ascendc-detect-kernel-type", anchorModule, "Set the module attribute asc.kernel_type to vector, cube or mixed", nil, simple(detectKernelType))
	reg("ascendc-erase-sync", anchorFunc, "Remove queue and flag synchronisation", nil, simple(eraseSync))
	reg("ascendc-fill-asc-operands", anchorFunc, "Fill defaulted mask, repeat and count operands of vector ops",
		[]passes.Option{passes.DeparturesOption},
		passes.DepartingPass(fillAscOperands))
	reg("ascendc-fixup-mmad-acc-params", anchorFunc, "Make cmatrixInitVal of accumulating mmads true only on the first call", nil, simple(fixupMmadAccParams))
	reg("ascendc-fuse-bufid-sync", anchorFunc, "Remove redundant get_buf/rls_buf pairs and the bufId marks", nil, simple(fuseBufIDSync))
	reg("ascendc-fuse-vf-block", anchorFunc, "Fuse runs of L2 vector ops into vector-function blocks of micro ops", nil, simple(fuseVFBlock))
	reg("ascendc-generate-boilerplate", anchorModule, "Add the includes the kernel needs", nil, simple(generateBoilerplate))
	reg("ascendc-hoist-que-bind", anchorFunc, "Move queue and buffer declarations and their initialisation out of loops", nil, simple(hoistQueBind))
	reg("ascendc-hoist-ub-allocation", anchorFunc, "Move local_tensor_auto allocations out of loops",
		[]passes.Option{boolOpt("exclude-in-out", "keep input and output tensors in place")},
		func(o passes.Options) (passes.Pass, error) {
			return passes.PassFunc(hoistUBAllocation(o.Bool("exclude-in-out"))), nil
		})
	reg("ascendc-input-output-tensor", anchorFunc, "Mark local_tensor_auto tensors loaded from or stored to global memory", nil, simple(inputOutputTensor))
	reg("ascendc-insert-bufid-sync", anchorFunc, "Insert buffer-id synchronisation (Ascend 910_95)",
		[]passes.Option{passes.DeparturesOption},
		passes.DepartingPass(insertBufIDSync))
	reg("ascendc-insert-sync", anchorFunc, "Insert queue, barrier and flag synchronisation (Ascend 910B)", nil, simple(insertSync))
	reg("ascendc-legalize-kernel-args", anchorModule, "Mark kernel arguments explicit, optionally adding the FFTS address",
		[]passes.Option{boolOpt("set-ffts-addr", "append an FFTS address argument and set it")},
		func(o passes.Options) (passes.Pass, error) {
			return passes.PassFunc(legalizeKernelArgs(o.Bool("set-ffts-addr"))), nil
		})
	reg("ascendc-lower-to-l0", anchorFunc, "Rewrite L2 vector ops as L0 ops with default repeat parameters",
		[]passes.Option{passes.DeparturesOption},
		passes.DepartingPass(func(dep bool) func(*ir.Operation, *ir.Context) error {
			if dep {
				return lowerToL0
			}
			return lowerToL0Placeholders
		}))
	reg("ascendc-materialize-tensor", anchorFunc, "Turn local_tensor_auto into queue and buffer allocations",
		[]passes.Option{boolOpt("always-buf", "use TBuf for every tensor, queues for none")},
		func(o passes.Options) (passes.Pass, error) {
			return passes.PassFunc(materializeTensor(o.Bool("always-buf"))), nil
		})
	reg("ascendc-noop", anchorFunc, "Do nothing", nil, simple(func(*ir.Operation, *ir.Context) error { return nil }))
	reg("ascendc-privatize-func", anchorModule, "Make non-kernel functions private and kernels public", nil, simple(privatizeFunc))
	reg("ascendc-reuse-ub-allocation", anchorFunc, "Share the memory of VECCALC tensors with disjoint lifetimes",
		[]passes.Option{boolOpt("reuse-in-out", "let input/output tensors and temporaries share memory (without it each shares only with its own kind)")},
		func(o passes.Options) (passes.Pass, error) {
			return passes.PassFunc(reuseUBAllocation(o.Bool("reuse-in-out"))), nil
		})
	reg("ascendc-unify-pipe", anchorFunc, "Replace all ascendc.pipe ops by one at the function entry", nil, simple(unifyPipe))
	reg("ascendc-verify-sync", anchorFunc, "Warn about unpaired alloc/free and enque/deque", nil, simple(verifySync))

	r.RegisterPipeline(passes.PipelineInfo{
		Name:    "ascendc-sync-pipeline",
		Summary: "PyAsc's default synchronisation pipeline (option soc: ascend910b, ascend910_95)",
		Options: append([]passes.Option{{Name: "soc", Kind: passes.StringOption, Default: "ascend910b", Help: "target SoC"}},
			socFlags()...),
		Expand: func(o passes.Options) string { return SyncPipeline(socOf(o)) },
	})
}

// socs lists the SoC names the sync pipeline knows; the bufid variant is the 910_95.
var socs = map[string]bool{"ascend910b": false, "910b": false, "ascend910_95": true, "910_95": true,
	"ascend950": true, "950": true}

// socFlags lets `--ascendc-sync-pipeline=ascend910_95` name the SoC without `soc=`.
func socFlags() []passes.Option {
	var out []passes.Option
	for _, n := range []string{"ascend910b", "ascend910_95", "ascend950", "910b", "910_95", "950"} {
		out = append(out, passes.Option{Name: n, Kind: passes.BoolOption, Default: "false", Help: "shorthand for soc=" + n})
	}
	return out
}

func socOf(o passes.Options) string {
	soc := strings.ToLower(o["soc"])
	for n := range socs {
		if o.Bool(n) {
			soc = n
		}
	}
	return soc
}

// SyncPipeline returns the textual pipeline of the default synchronisation for a SoC.
func SyncPipeline(soc string) string {
	sync := "ascendc-insert-sync"
	bufid, known := socs[strings.ToLower(soc)]
	if !known {
		// Expands to an element naming the bad value, so the pipeline parser reports it.
		return "invalid-soc-" + soc
	}
	if bufid {
		// As before the option existed: past 32 tensors the ids are shared (a departure).
		sync = "ascendc-insert-bufid-sync{departures=true},canonicalize,ascendc-fuse-bufid-sync"
	}
	return fmt.Sprintf("%s(loop-invariant-code-motion,sccp,canonicalize,ascendc-erase-sync,ascendc-hoist-que-bind,%s,ascendc-unify-pipe,canonicalize)", anchorFunc, sync)
}

// Package asctile holds the asctile-* passes of PyAsc's tile level (see
// ../shared/spec/passes-asc2.md §1): transformations of asctile IR before it is lowered.
package asctile

import (
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// Every asctile pass is anchored on func.func (spec §0.1).
const anchorFunc = funcdialect.OpFunc

func simple(fn func(*ir.Operation, *ir.Context) error) func(passes.Options) (passes.Pass, error) {
	return func(passes.Options) (passes.Pass, error) { return passes.PassFunc(fn), nil }
}

// Register adds the asctile-* passes to r.
func Register(r *passes.Registry) {
	reg := func(name, summary string, opts []passes.Option, mk func(passes.Options) (passes.Pass, error)) {
		r.Register(&passes.Info{Name: name, Summary: summary, Anchor: anchorFunc, Options: opts, New: mk})
	}
	reg("asctile-tag-unroll-groups", "Number the loads and stores of loops to unroll into groups",
		[]passes.Option{{Name: "small-groups", Kind: passes.BoolOption, Default: "false",
			Help: "give every tagged load and store its own group"}},
		func(o passes.Options) (passes.Pass, error) {
			return passes.PassFunc(tagUnrollGroups(o.Bool("small-groups"))), nil
		})
	reg("asctile-densify-unroll-groups", "Gather the loads of an unroll group early and its stores late",
		[]passes.Option{passes.DeparturesOption}, passes.DepartingPass(densifyUnrollGroups))
	reg("asctile-unscalarize-reduction", "Keep scalar reductions used by tile-scalar ops as one-element tiles", nil, simple(unscalarizeReduction))
	reg("asctile-promote-pure-ops", "Move pure ops up to the first place where their operands are available",
		[]passes.Option{passes.DeparturesOption}, passes.DepartingPass(promotePureOps))
	reg("asctile-unroll-loop", "Unroll loops by their asctile.unroll_factor",
		[]passes.Option{passes.DeparturesOption}, passes.DepartingPass(unrollLoops))
	reg("asctile-legalize-matmul", "Check that matmul_acc accumulates into an asctile.accumulator", nil, simple(legalizeMatmul))
	reg("asctile-split-cube-load", "Load L0A/L0B tiles through L1 and mark left-matrix L1 loads",
		[]passes.Option{passes.DeparturesOption}, passes.DepartingPass(splitCubeLoad))
	reg("asctile-transform-store-fixpipe", "Move L0C tiles out through the fixpipe, fusing relu and cast",
		[]passes.Option{passes.DeparturesOption}, passes.DepartingPass(transformStoreFixpipe))
	reg("asctile-keep-accumulator-reads", "Keep CSE from merging reads of an accumulator across the matmul_acc that writes it (ours)", nil, simple(keepAccumulatorReads))
	reg("asctile-keep-mask-regions", "Keep folds and CSE from taking the ops of asc2.mask regions out of their mask (ours)", nil, simple(keepMaskRegions))
	reg("asctile-keep-cast-rounding", "Keep the rounding of lossy casts in cast chains (ours: PyAsc's folder drops it)", nil, simple(keepCastRounding))
	reg("asctile-transform-math-ops", "Use the scalar forms of tile operations with a splat operand", nil, simple(transformMathOps))
}

// errFailed is signalPassFailure without a diagnostic of its own (the diagnostics, if
// any, were reported already).
func errFailed() error { return ir.DiagList{} }

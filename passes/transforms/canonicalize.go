package transforms

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// CanonicalizationPatterns gathers the patterns every registered op declares.
func CanonicalizationPatterns(ctx *ir.Context) []ir.Pattern {
	var out []ir.Pattern
	for _, name := range ctx.RegisteredOps() {
		out = append(out, ctx.LookupOp(name).Canonicalize...)
	}
	return out
}

func registerCanonicalize(r *passes.Registry) {
	r.Register(&passes.Info{Name: "canonicalize", Summary: "Canonicalize operations",
		Options: []passes.Option{
			{Name: "max-iterations", Kind: passes.IntOption, Default: "10", Help: "greedy driver iteration limit"},
			{Name: "max-num-rewrites", Kind: passes.IntOption, Default: "-1", Help: "rewrite limit per iteration (-1: none)"},
			{Name: "region-simplify", Kind: passes.StringOption, Default: "normal", Help: "region simplification level"},
			{Name: "top-down", Kind: passes.BoolOption, Default: "true", Help: "seed the worklist top-down"},
			{Name: "test-convergence", Kind: passes.BoolOption, Default: "false", Help: "fail if the driver does not converge"},
		},
		New: func(o passes.Options) (passes.Pass, error) {
			cfg := passes.DefaultGreedyConfig()
			// As in mlir-opt, -1 lifts a limit and 0 allows nothing; MLIR compares with
			// -1 alone, so any other negative count allows nothing either.
			cfg.MaxIterations = limit(o.Int("max-iterations"))
			cfg.MaxRewrites = limit(o.Int("max-num-rewrites"))
			cfg.TopDown = o.Bool("top-down")
			switch o["region-simplify"] {
			case "disabled":
				cfg.RegionSimplify = passes.RegionSimplifyDisabled
			case "normal":
				cfg.RegionSimplify = passes.RegionSimplifyNormal
			case "aggressive":
				cfg.RegionSimplify = passes.RegionSimplifyAggressive
			default:
				return nil, fmt.Errorf("for the --region-simplify option: Cannot find option named '%s'!", o["region-simplify"])
			}
			testConv := o.Bool("test-convergence")
			var pats []ir.Pattern
			var patsCtx *ir.Context
			return passes.PassFunc(func(op *ir.Operation, ctx *ir.Context) error {
				if patsCtx != ctx {
					pats, patsCtx = CanonicalizationPatterns(ctx), ctx
				}
				_, converged := passes.ApplyPatternsGreedily(ctx, op, pats, cfg)
				if testConv && !converged {
					return ir.Errorf(op.Loc(), "canonicalizer failed to converge within %d iterations", cfg.MaxIterations)
				}
				return nil
			}), nil
		}})
}

func limit(n int) int {
	switch {
	case n == -1:
		return passes.NoLimit
	case n < 0:
		return 0
	}
	return n
}

func registerSimple(r *passes.Registry) {
	r.Register(&passes.Info{Name: "strip-debuginfo", Summary: "Replace every location with loc(unknown)",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(op *ir.Operation, _ *ir.Context) error {
				op.Walk(func(o *ir.Operation) bool {
					o.SetLoc(ir.Unknown)
					for _, r := range o.Regions() {
						for _, b := range r.Blocks() {
							for _, a := range b.Args() {
								a.SetArgLoc(ir.Unknown)
							}
						}
					}
					return true
				})
				return nil
			}), nil
		}})
	r.Register(&passes.Info{Name: "symbol-dce", Summary: "Erase private symbols that nothing references",
		New: func(passes.Options) (passes.Pass, error) { return passes.PassFunc(symbolDCE), nil }})
	r.Register(&passes.Info{Name: "loop-invariant-code-motion", Summary: "Hoist pure loop-invariant ops out of scf loops",
		New: func(passes.Options) (passes.Pass, error) { return passes.PassFunc(licm), nil }})
}

// symbolDCE erases private symbol ops of the module not referenced by any symbol ref.
func symbolDCE(op *ir.Operation, _ *ir.Context) error {
	if !op.HasTrait(ir.TraitSymbolTable) {
		// Any op may be scheduled (as in MLIR); MLIR's message has the double space.
		return ir.OpError(op, " was scheduled to run under SymbolDCE, but does not define a symbol table")
	}
	// Nested-visibility symbols are visible only through a symbol table that is itself
	// visible: the top-level op and private symbol tables hide them, as in MLIR.
	tableVis, _ := op.Attr("sym_visibility").(*ir.StringAttr)
	hidden := op.ParentOp() == nil || tableVis != nil && tableVis.Value == "private"
	for {
		used := map[string]bool{}
		op.Walk(func(o *ir.Operation) bool {
			for _, a := range o.Attrs() {
				collectRefs(a.Value, used)
			}
			return true
		})
		removed := false
		if op.NumRegions() == 0 || op.Region(0).Empty() {
			return nil
		}
		for o := op.Region(0).Front().First(); o != nil; {
			next := o.Next()
			vis, _ := o.Attr("sym_visibility").(*ir.StringAttr)
			name, _ := o.Attr("sym_name").(*ir.StringAttr)
			if name != nil && vis != nil && (vis.Value == "private" || vis.Value == "nested" && hidden) && !used[name.Value] {
				o.Erase()
				removed = true
			}
			o = next
		}
		if !removed {
			return nil
		}
	}
}

func collectRefs(a ir.Attribute, used map[string]bool) {
	switch a := a.(type) {
	case *ir.SymbolRefAttr:
		used[a.Root] = true
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			collectRefs(e, used)
		}
	case *ir.DictAttr:
		for _, e := range a.Entries {
			collectRefs(e.Value, used)
		}
	}
}

// licm hoists pure ops whose operands are defined outside scf loop bodies, innermost first.
func licm(op *ir.Operation, _ *ir.Context) error {
	var loops []*ir.Operation
	op.WalkPost(func(o *ir.Operation) {
		switch o.Name() {
		case scf.OpFor, scf.OpWhile, scf.OpParallel:
			loops = append(loops, o)
		}
	})
	for _, loop := range loops {
		// Every region of the loop is a loop region (scf.while: the condition region,
		// then the body), as MLIR's LoopLikeOpInterface lists them.
		for _, body := range loop.Regions() {
			for _, b := range body.Blocks() {
				for o := b.First(); o != nil; {
					next := o.Next()
					if canHoist(o, loop) {
						o.MoveBefore(loop)
					}
					o = next
				}
			}
		}
	}
	return nil
}

// canHoist: like MLIR's LICM, only pure ops (free of effects and speculatable: the loop may
// run zero times, so a division by a possibly-zero value or a loop that may not end must
// stay inside) whose operands, nested uses included, come from outside the loop.
func canHoist(o, loop *ir.Operation) bool {
	if o.HasTrait(ir.TraitTerminator) || !passes.IsPure(o) {
		return false
	}
	ok := true
	o.Walk(func(n *ir.Operation) bool {
		for _, v := range n.Operands() {
			pb := v.ParentBlock()
			if pb != nil && (loop.IsAncestor(pb.ParentOp()) && !o.IsAncestor(pb.ParentOp())) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// Register adds the generic passes to r.
func Register(r *passes.Registry) {
	registerCanonicalize(r)
	registerCSE(r)
	registerSimple(r)
	registerReconcile(r)
	registerInline(r)
	registerFormExpressions(r)
	registerUpliftFMA(r)
	registerLegalizeToF32(r)
	registerExpandRealloc(r)
	registerMemRefExpand(r)
	registerArithExpand(r)
	registerSymbolPasses(r)
	registerTopoSort(r)
	registerRemoveDeadValues(r)
	registerControlFlowSink(r)
	registerForToWhile(r)
	registerEmulateFloats(r)
	registerLoopRangeFolding(r)
	registerIntRangePasses(r)
	registerForLoopCanonicalization(r)
	registerMem2Reg(r)
	registerSROA(r)
	registerSubsetHoisting(r)
	registerPrintOpStats(r)
}

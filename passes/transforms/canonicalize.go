package transforms

import (
	"fmt"
	"slices"
	"sync"

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
			{Name: "disable-patterns", Kind: passes.ListOption, Help: "refused unless empty: see patternFilter"},
			{Name: "enable-patterns", Kind: passes.ListOption, Help: "refused unless empty: see patternFilter"},
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
			for _, name := range []string{"disable-patterns", "enable-patterns"} {
				if err := patternFilter(name, o[name]); err != nil {
					return nil, err
				}
			}
			testConv := o.Bool("test-convergence")
			// The pattern list is built once per context; a pass instance runs on
			// several functions at once under a nested pipeline, hence the lock.
			var mu sync.Mutex
			var pats []ir.Pattern
			var patsCtx *ir.Context
			return passes.PassFunc(func(op *ir.Operation, ctx *ir.Context) error {
				mu.Lock()
				if patsCtx != ctx {
					pats, patsCtx = CanonicalizationPatterns(ctx), ctx
				}
				ps := pats
				mu.Unlock()
				_, converged := passes.ApplyPatternsGreedily(ctx, op, ps, cfg)
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

// symbolDCE erases the symbols no live op references, as MLIR 19's pass: liveness starts
// from every op of the table that is no symbol and every symbol that may be referenced
// from outside (not private, or in a table that is not hidden), and spreads through the
// symbol references of live ops, so unreferenced cycles of private functions go too.
// Nested symbol tables that are live get the same treatment.
func symbolDCE(op *ir.Operation, _ *ir.Context) error {
	if !op.HasTrait(ir.TraitSymbolTable) {
		// Any op may be scheduled (as in MLIR); MLIR's message has the double space.
		return ir.OpError(op, " was scheduled to run under SymbolDCE, but does not define a symbol table")
	}
	hidden := true
	if op.ParentOp() != nil && op.HasTrait(ir.TraitSymbol) {
		hidden = symPrivate(op)
	}
	live := map[*ir.Operation]bool{}
	dceLiveness(op, hidden, live)
	var dead []*ir.Operation
	op.Walk(func(t *ir.Operation) bool {
		if !t.HasTrait(ir.TraitSymbolTable) || t.NumRegions() == 0 {
			return true
		}
		for _, b := range t.Region(0).Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if o.HasTrait(ir.TraitSymbol) && !live[o] {
					dead = append(dead, o)
				}
			}
		}
		return true
	})
	// A dead symbol table's dead symbols go with it.
	for _, o := range dead {
		inDead := false
		for p := o.ParentOp(); p != nil && p != op; p = p.ParentOp() {
			inDead = inDead || slices.Contains(dead, p)
		}
		if !inDead {
			o.Erase()
		}
	}
	return nil
}

func symPrivate(op *ir.Operation) bool {
	vis, _ := op.Attr("sym_visibility").(*ir.StringAttr)
	return vis != nil && vis.Value == "private"
}

// dceLiveness adds to live the symbols of table reachable from its roots.
func dceLiveness(table *ir.Operation, hidden bool, live map[*ir.Operation]bool) {
	var work []*ir.Operation
	for _, r := range table.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !o.HasTrait(ir.TraitSymbol) {
					work = append(work, o)
					continue
				}
				// A symbol nothing outside may reference can go when nothing uses it: a
				// private one, or a nested one in a hidden table.
				vis, _ := o.Attr("sym_visibility").(*ir.StringAttr)
				if !(vis != nil && (vis.Value == "private" || vis.Value == "nested" && hidden)) && !live[o] {
					live[o] = true
					work = append(work, o)
				}
			}
		}
	}
	for len(work) > 0 {
		o := work[len(work)-1]
		work = work[:len(work)-1]
		if o.HasTrait(ir.TraitSymbolTable) {
			dceLiveness(o, hidden || !o.HasTrait(ir.TraitSymbol) || symPrivate(o), live)
		}
		for _, u := range dceSymbolUses(o) {
			for _, s := range resolveSymbolRef(o.ParentOp(), u.ref) {
				if !live[s] {
					live[s] = true
					work = append(work, s)
				}
			}
		}
	}
}

// dceSymbolUses lists the symbol references held by o and the ops nested in it, not
// entering nested symbol tables. Unlike the inliner's symbolUses it does not give up at
// an unregistered op with a region: mlir-opt 19's symbol-dce finds the uses inside one.
func dceSymbolUses(o *ir.Operation) []symUse {
	var uses []symUse
	opRefs(o, &uses)
	if o.HasTrait(ir.TraitSymbolTable) {
		return uses
	}
	for _, r := range o.Regions() {
		for _, b := range r.Blocks() {
			for n := b.First(); n != nil; n = n.Next() {
				uses = append(uses, dceSymbolUses(n)...)
			}
		}
	}
	return uses
}

// resolveSymbolRef looks ref up from the nearest symbol table at or above from and
// returns every symbol on its path (none when a part does not resolve).
func resolveSymbolRef(from *ir.Operation, ref *ir.SymbolRefAttr) []*ir.Operation {
	if from == nil {
		return nil
	}
	table := nearestSymbolTable(from)
	var out []*ir.Operation
	for _, name := range append([]string{ref.Root}, ref.Nested...) {
		if table == nil || !table.HasTrait(ir.TraitSymbolTable) {
			return nil
		}
		s := ir.LookupSymbol(table, name)
		if s == nil {
			return nil
		}
		out = append(out, s)
		table = s
	}
	return out
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

// patternFilter refuses a non-empty disable-patterns or enable-patterns list: MLIR
// matches the names against its patterns' C++ debug names, which ascopt's patterns do not
// carry, so any filter would silently keep or drop other patterns than mlir-opt's. The
// options are declared so that pipelines print as mlir-opt prints them.
func patternFilter(option, value string) error {
	if value == "" {
		return nil
	}
	return fmt.Errorf("option '%s' is not supported: MLIR filters its patterns by their C++ debug names, which ascopt's patterns do not carry", option)
}

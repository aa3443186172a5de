package transforms

import (
	"slices"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// The two MLIR 19 passes built on the integer range analysis (rangeSolver):
//   - arith-unsigned-when-equivalent, a dialect conversion (see conversion): divsi,
//     ceildivsi, floordivsi, remsi, minsi, maxsi and extsi whose operands and results are
//     all known non-negative become divui, ceildivui, divui, remui, minui, maxui and
//     extui; a signed cmpi whose operands are, the unsigned predicate; ops of other
//     dialects are folded where they fold, as MLIR's partial conversion does;
//   - int-range-optimizations, in the greedy driver: a value whose range is one value is
//     replaced by a constant (results of any op but a constant, and arguments of its
//     regions' blocks, which get theirs at the start of the block), and a remsi or remui
//     by a positive constant whose dividend's range already lies below it by its dividend.

func registerIntRangePasses(r *passes.Registry) {
	r.Register(&passes.Info{Name: "arith-unsigned-when-equivalent", Summary: "Replace signed ops with unsigned ones where they are proven equivalent",
		New: func(passes.Options) (passes.Pass, error) { return passes.PassFunc(unsignedWhenEquivalent), nil }})
	r.Register(&passes.Info{Name: "int-range-optimizations", Summary: "Do optimizations based on integer range analysis",
		New: func(passes.Options) (passes.Pass, error) { return passes.PassFunc(intRangeOptimizations), nil }})
}

// toUnsigned maps the ops unsigned-when-equivalent converts to their replacements.
var toUnsigned = map[string]string{arith.OpDivsi: arith.OpDivui, arith.OpCeildivsi: arith.OpCeildivui,
	arith.OpFloordivsi: arith.OpDivui, arith.OpRemsi: arith.OpRemui, arith.OpMinsi: arith.OpMinui,
	arith.OpMaxsi: arith.OpMaxui, arith.OpExtsi: arith.OpExtui}

var unsignedPred = map[string]string{"slt": "ult", "sle": "ule", "sgt": "ugt", "sge": "uge"}

func unsignedWhenEquivalent(root *ir.Operation, ctx *ir.Context) error {
	s, err := solveRanges(root)
	if err != nil {
		return err
	}
	allNonNeg := func(vs []*ir.Value) bool {
		for _, v := range vs {
			if !s.nonNegative(v) {
				return false
			}
		}
		return true
	}
	illegal := func(op *ir.Operation) bool {
		if op.Name() == arith.OpCmpi {
			p, _ := op.Attr("predicate").(*ir.IntegerAttr)
			return p != nil && int(p.Value) < len(arith.CmpIPredicates) &&
				unsignedPred[arith.CmpIPredicates[p.Value]] != "" && allNonNeg(op.Operands())
		}
		return toUnsigned[op.Name()] != "" && allNonNeg(op.Operands()) && allNonNeg(op.Results())
	}
	c := newConversion(ctx)
	c.constLegal = func(k *ir.Operation) bool { return inDialect(k, "arith") }
	classify := func(op *ir.Operation) legality {
		switch {
		case illegal(op):
			return illegalOp
		case inDialect(op, "arith"):
			return legalOp
		}
		return unknownOp
	}
	return c.run(root, classify, func(op *ir.Operation) error {
		c.b.SetInsertionPointBefore(op)
		name, attrs := toUnsigned[op.Name()], op.Attrs()
		if op.Name() == arith.OpCmpi {
			p := op.Attr("predicate").(*ir.IntegerAttr)
			up := slices.Index(arith.CmpIPredicates, unsignedPred[arith.CmpIPredicates[p.Value]])
			name, attrs = arith.OpCmpi, []ir.NamedAttr{{Name: "predicate", Value: &ir.IntegerAttr{Type: p.Type, Value: int64(up)}}}
		}
		nop := c.b.Create(op.Loc(), name, c.operands(op), op.ResultTypes(), attrs...)
		c.replace(op, nop.Results())
		return nil
	})
}

func intRangeOptimizations(root *ir.Operation, ctx *ir.Context) error {
	s, err := solveRanges(root)
	if err != nil {
		return err
	}
	pats := []ir.Pattern{
		&ir.PatternFunc{Name: "DeleteTrivialRem", RootOp: arith.OpRemsi, Rewrite: s.deleteTrivialRem},
		&ir.PatternFunc{Name: "DeleteTrivialRem", RootOp: arith.OpRemui, Rewrite: s.deleteTrivialRem},
		&ir.PatternFunc{Name: "MaterializeKnownConstantValues", Rewrite: s.materializeConstants},
	}
	passes.ApplyPatternsGreedily(ctx, root, pats, bottomUpConfig())
	return nil
}

// knownConstant is the value v's range pins down, when v has uses.
func (s *rangeSolver) knownConstant(v *ir.Value) (*ir.IntegerAttr, bool) {
	if v.FirstUse() == nil {
		return nil, false
	}
	c, ok := s.constOf(v)
	if !ok {
		return nil, false
	}
	a := rangeConstAttr(v.Type(), c)
	return a, true
}

// replaceWithConstant materializes v's constant with v's location and dialect (that of
// its defining op, or of the op owning its block; arith's where that dialect builds
// none) and redirects v's uses to it.
func (s *rangeSolver) replaceWithConstant(v *ir.Value, rw *ir.Rewriter) bool {
	a, ok := s.knownConstant(v)
	if !ok {
		return false
	}
	owner := v.DefiningOp()
	if owner == nil {
		owner = v.OwnerBlock().ParentOp()
	}
	k := ir.Materialize(&rw.Builder, owner, a, v.Type())
	if k == nil {
		// MLIR falls back to arith.constant where the dialect cannot build one (func).
		k = arith.Materialize(&rw.Builder, a, v.Type(), valueLoc(v))
	}
	k.SetLoc(valueLoc(v))
	s.vals[k.Result(0)] = s.vals[v]
	rw.ReplaceAllUsesWith(v, k.Result(0))
	return true
}

func (s *rangeSolver) materializeConstants(op *ir.Operation, rw *ir.Rewriter) bool {
	if op.HasTrait(ir.TraitConstantLike) {
		return false
	}
	needs := func(vs []*ir.Value) bool {
		for _, v := range vs {
			if _, ok := s.knownConstant(v); ok {
				return true
			}
		}
		return false
	}
	hasResults := needs(op.Results())
	hasArgs := false
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			hasArgs = hasArgs || needs(b.Args())
		}
	}
	if !hasResults && !hasArgs {
		return false
	}
	all := op.NumResults() != 0
	for _, v := range op.Results() {
		replaced := s.replaceWithConstant(v, rw)
		all = all && (replaced || v.FirstUse() == nil)
	}
	if all && ir.WouldBeTriviallyDead(op) {
		rw.EraseOp(op)
		return true
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			rw.SetInsertionPointToStart(b)
			for _, a := range b.Args() {
				s.replaceWithConstant(a, rw)
			}
		}
	}
	return true
}

func (s *rangeSolver) deleteTrivialRem(op *ir.Operation, rw *ir.Rewriter) bool {
	lhs, rhs := op.Operand(0), op.Operand(1)
	c := ir.ConstantValue(rhs)
	ca, ok := c.(*ir.IntegerAttr)
	if !ok || ca.Big != nil || ca.Value <= 0 {
		return false
	}
	r := s.vals[lhs]
	if r == nil {
		return false
	}
	lo, hi := r.smin, r.smax
	if op.Name() == arith.OpRemui {
		lo, hi = r.umin, r.umax
	}
	mod := intAttrValue(ca)
	// MLIR compares the bounds as w-bit patterns: negative ones fail, as do ones not
	// strictly below the modulus.
	if lo.Sign() < 0 || toS(r.w, toU(r.w, lo)).Sign() < 0 || lo.Cmp(mod) >= 0 {
		return false
	}
	if hi.Sign() < 0 || toS(r.w, toU(r.w, hi)).Sign() < 0 || hi.Cmp(mod) >= 0 {
		return false
	}
	if lo.Cmp(hi) > 0 {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{lhs})
	return true
}

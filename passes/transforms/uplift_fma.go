package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// math-uplift-to-fma (MLIR 19's pass of that name): an arith.addf one of whose operands is
// an arith.mulf becomes math.fma when both carry the `contract` fast-math flag; the fma
// keeps the flags the two have in common. The left operand is tried first. The greedy
// driver runs as in MLIR (folding, dead-op removal, region simplification).

const contractBit = 1 << 5 // position of `contract` in #arith.fastmath

func registerUpliftFMA(r *passes.Registry) {
	r.Register(&passes.Info{Name: "math-uplift-to-fma", Summary: "Uplift arith ops to math.fma.",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				pats := []ir.Pattern{&ir.PatternFunc{Name: "UpliftFma", RootOp: arith.OpAddf, Rewrite: upliftFMA}}
				passes.ApplyPatternsGreedily(ctx, root, pats, bottomUpConfig())
				return nil
			}), nil
		}})
}

// fastMath returns an op's fast-math flags, or nil when it has none.
func fastMath(op *ir.Operation) *arith.FlagsAttr {
	fm, _ := op.Attr("fastmath").(*arith.FlagsAttr)
	return fm
}

func contracts(op *ir.Operation) bool {
	fm := fastMath(op)
	return fm != nil && fm.Value&contractBit != 0
}

func upliftFMA(add *ir.Operation, rw *ir.Rewriter) bool {
	if !contracts(add) {
		return false
	}
	mul, c := add.Operand(0).DefiningOp(), add.Operand(1)
	if mul == nil || mul.Name() != arith.OpMulf {
		mul, c = add.Operand(1).DefiningOp(), add.Operand(0)
		if mul == nil || mul.Name() != arith.OpMulf {
			return false
		}
	}
	if !contracts(mul) {
		return false
	}
	fa, fm := fastMath(add), fastMath(mul)
	flags := &arith.FlagsAttr{Kind: fa.Kind, Value: fa.Value & fm.Value}
	rw.SetInsertionPointBefore(add)
	fma := rw.Create(add.Loc(), math.OpFma, []*ir.Value{mul.Operand(0), mul.Operand(1), c},
		[]ir.Type{add.Result(0).Type()}, ir.NamedAttr{Name: "fastmath", Value: flags})
	rw.ReplaceOp(add, fma.Results())
	return true
}

// bottomUpConfig is MLIR's default GreedyRewriteConfig, which passes other than the
// canonicalizer run with: unlike the canonicalizer's, its worklist is seeded bottom-up
// (post-order, last op first), so an addf is rewritten before the mulf feeding it folds,
// and its region simplification is the aggressive one (identical blocks merge), which
// the canonicalizer only takes with region-simplify=aggressive.
func bottomUpConfig() passes.GreedyConfig {
	cfg := passes.DefaultGreedyConfig()
	cfg.TopDown = false
	cfg.RegionSimplify = passes.RegionSimplifyAggressive
	return cfg
}

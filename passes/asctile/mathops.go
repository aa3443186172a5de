package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// asctile-transform-math-ops: element-wise arith ops with one splat tile operand become
// the asctile "scalar" ops (adds, muls, ...), and max with zero becomes relu.

// splatConst returns the scalar element of a splat dense constant defining v.
func splatConst(v *ir.Value) (*ir.Operation, ir.Attribute) {
	d := v.DefiningOp()
	if d == nil || d.Name() != arith.OpConstant {
		return nil, nil
	}
	a, ok := d.Attr("value").(*ir.DenseElementsAttr)
	if !ok || !a.Splat {
		return nil, nil
	}
	et := a.Type.ElementType()
	switch {
	case len(a.Floats) > 0:
		if _, isF := et.(*ir.FloatType); !isF {
			return nil, nil // complex elements have no scalar form here
		}
		return d, &ir.FloatAttr{Type: et, Value: a.Floats[0]}
	case len(a.Ints) > 0:
		return d, ir.NewIntAttr(et, a.Ints[0])
	}
	return nil, nil
}

// hasSplatSource reports whether v is a splat constant or an asctile.splat.
func hasSplatSource(v *ir.Value) bool {
	if d, _ := splatConst(v); d != nil {
		return true
	}
	_, ok := asctile.AsSplatOp(v.DefiningOp())
	return ok
}

// splatSource returns the scalar that v splats, creating a scalar constant at the
// rewriter's insertion point for a dense constant.
func splatSource(v *ir.Value, rw *ir.Rewriter) *ir.Value {
	if d, a := splatConst(v); d != nil {
		c := rw.Create(d.Loc(), arith.OpConstant, nil, []ir.Type{a.(ir.TypedAttr).AttrType()}, ir.NamedAttr{Name: "value", Value: a})
		return c.Result(0)
	}
	if s, ok := asctile.AsSplatOp(v.DefiningOp()); ok {
		return s.Value()
	}
	return nil
}

// isZeroTile reports whether v is a zero splat: a dense constant of integer 0 or float
// ±0.0, or an asctile.splat of such a scalar constant.
func isZeroTile(v *ir.Value) bool {
	var a ir.Attribute
	if d, e := splatConst(v); d != nil {
		a = e
	} else if s, ok := asctile.AsSplatOp(v.DefiningOp()); ok {
		a = ir.ConstantValue(s.Value())
	}
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return a.Value == 0
	case *ir.FloatAttr:
		return a.Value == 0 && a.Hex == ""
	}
	return false
}

func isTile(v *ir.Value) bool {
	_, ok := v.Type().(*asctile.TileType)
	return ok
}

// scalarPattern rewrites `root(lhs, rhs)` with a splat operand into `target tile, scalar`;
// commutative ops accept the splat on either side (lhs first).
func scalarPattern(root, target string, commutative bool) ir.Pattern {
	return &ir.PatternFunc{Name: root + "->" + target, RootOp: root, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			if op.NumOperands() != 2 || op.NumResults() != 1 || !isTile(op.Result(0)) {
				return false
			}
			tile, sp := op.Operand(0), op.Operand(1)
			if commutative && hasSplatSource(tile) {
				tile, sp = sp, tile
			} else if !hasSplatSource(sp) {
				return false
			}
			rw.SetInsertionPointBefore(op)
			s := splatSource(sp, rw)
			n := rw.Create(op.Loc(), target, []*ir.Value{tile, s}, op.ResultTypes())
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// reluPattern rewrites a max with a zero splat into asctile.relu of the other operand.
func reluPattern(root string) ir.Pattern {
	return &ir.PatternFunc{Name: root + "->relu", RootOp: root, Weight: 2,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			if op.NumOperands() != 2 || op.NumResults() != 1 || !isTile(op.Result(0)) {
				return false
			}
			var other *ir.Value
			switch {
			case isZeroTile(op.Operand(0)):
				other = op.Operand(1)
			case isZeroTile(op.Operand(1)):
				other = op.Operand(0)
			default:
				return false
			}
			rw.SetInsertionPointBefore(op)
			n := rw.Create(op.Loc(), asctile.OpRelu, []*ir.Value{other}, op.ResultTypes())
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

// mirrored swaps the sides of a comparison mode.
func mirrored(m asctile.CompareMode) asctile.CompareMode {
	switch m {
	case asctile.CompareMode_LT:
		return asctile.CompareMode_GT
	case asctile.CompareMode_GT:
		return asctile.CompareMode_LT
	case asctile.CompareMode_LE:
		return asctile.CompareMode_GE
	case asctile.CompareMode_GE:
		return asctile.CompareMode_LE
	}
	return m
}

// cmpPattern rewrites asctile.cmp with a splat side into asctile.cmps.
func cmpPattern() ir.Pattern {
	return &ir.PatternFunc{Name: "cmp->cmps", RootOp: asctile.OpCmp, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			c, ok := asctile.AsCmpOp(op)
			if !ok {
				return false
			}
			modeAttr := op.Attr("cmpMode")
			mode, ok := asctile.CompareModeOf(modeAttr)
			if !ok {
				return false
			}
			tile, sp := c.Lhs(), c.Rhs()
			if hasSplatSource(tile) {
				tile, sp = sp, tile
				mode = mirrored(mode)
			} else if !hasSplatSource(sp) {
				return false
			}
			rw.SetInsertionPointBefore(op)
			s := splatSource(sp, rw)
			n := rw.Create(op.Loc(), asctile.OpCmps, []*ir.Value{tile, s}, op.ResultTypes(),
				ir.NamedAttr{Name: "cmpMode", Value: mode.Attr()})
			rw.ReplaceOpWithOp(op, n)
			return true
		}}
}

func mathOpsPatterns() []ir.Pattern {
	ps := []ir.Pattern{reluPattern(arith.OpMaximumf), reluPattern(arith.OpMaxnumf), reluPattern(arith.OpMaxsi)}
	type rule struct {
		roots       []string
		target      string
		commutative bool
	}
	for _, r := range []rule{
		{[]string{arith.OpAddf, arith.OpAddi}, asctile.OpAdds, true},
		{[]string{arith.OpMulf, arith.OpMuli}, asctile.OpMuls, true},
		{[]string{arith.OpMaximumf, arith.OpMaxsi}, asctile.OpMaxs, true},
		{[]string{arith.OpMinimumf, arith.OpMinsi}, asctile.OpMins, true},
		{[]string{arith.OpSubf, arith.OpSubi}, asctile.OpSubs, false},
		{[]string{arith.OpDivf, arith.OpDivsi}, asctile.OpDivs, false},
		{[]string{arith.OpShli}, asctile.OpShls, false},
		{[]string{arith.OpShrsi}, asctile.OpShrs, false},
	} {
		for _, root := range r.roots {
			ps = append(ps, scalarPattern(root, r.target, r.commutative))
		}
	}
	return append(ps, cmpPattern())
}

// greedyConfig is MLIR's default for applyPatternsAndFoldGreedily: bottom-up seeding.
func greedyConfig() passes.GreedyConfig {
	cfg := passes.DefaultGreedyConfig()
	cfg.TopDown = false
	return cfg
}

func transformMathOps(fn *ir.Operation, ctx *ir.Context) error {
	if _, ok := passes.ApplyPatternsGreedily(ctx, fn, mathOpsPatterns(), greedyConfig()); !ok {
		return errFailed()
	}
	return nil
}

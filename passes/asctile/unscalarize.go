package asctile

import (
	"sort"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// asctile-unscalarize-reduction: a scalar reduce_as_1d whose every user is a tile-scalar
// op (adds, subs, muls, divs, mins, maxs) or a splat keeps its result as a one-element
// UB tile; the users then broadcast that tile and use the element-wise arith op. The
// net IR equals PyAsc's full conversion; the rewrite is done directly.

// unscalarizedUser maps a user op to the arith ops (float, integer) that replace it; a
// splat maps to "" and becomes a broadcast.
var unscalarizedUser = map[string][2]string{
	asctile.OpAdds:  {arith.OpAddf, arith.OpAddi},
	asctile.OpSubs:  {arith.OpSubf, arith.OpSubi},
	asctile.OpMuls:  {arith.OpMulf, arith.OpMuli},
	asctile.OpDivs:  {arith.OpDivf, arith.OpDivsi},
	asctile.OpMins:  {arith.OpMinimumf, arith.OpMinsi},
	asctile.OpMaxs:  {arith.OpMaximumf, arith.OpMaxsi},
	asctile.OpSplat: {},
}

// unscalarizable reports whether the reduction is marked: scalar result, and only
// users the pass rewrites.
func unscalarizable(op *ir.Operation) bool {
	r := op.Result(0)
	if _, isTile := r.Type().(*asctile.TileType); isTile {
		return false
	}
	for _, u := range r.Uses() {
		if _, ok := unscalarizedUser[u.Owner().Name()]; !ok {
			return false
		}
	}
	return true
}

func unscalarizeReduction(fn *ir.Operation, ctx *ir.Context) error {
	var marked []*ir.Operation
	pos := map[*ir.Operation]int{}
	fn.Walk(func(o *ir.Operation) bool {
		pos[o] = len(pos)
		if o.Name() == asctile.OpReduceAs1d && unscalarizable(o) {
			marked = append(marked, o)
		}
		return true
	})
	var errs ir.DiagList
	for _, red := range marked {
		if err := unscalarizeOne(red, ctx, pos); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

func unscalarizeOne(red *ir.Operation, ctx *ir.Context, pos map[*ir.Operation]int) *ir.Diagnostic {
	scalar := red.Result(0)
	et := scalar.Type()
	_, isF := et.(*ir.FloatType)
	_, isI := et.(*ir.IntegerType)
	if !isF && !isI {
		return ir.Errorf(red.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", red.Name())
	}
	b := ir.NewRewriter(ctx)
	b.SetInsertionPointBefore(red)
	oneT := asctile.NewTile([]int64{1}, et, asctile.TileLocation_UB)
	nr := b.Create(red.Loc(), asctile.OpReduceAs1d, red.Operands(), []ir.Type{oneT}, red.Attrs()...)
	tile := nr.Result(0)
	users := orderedUsers(scalar, pos)
	for _, u := range users {
		b.SetInsertionPointBefore(u)
		if u.Name() == asctile.OpSplat {
			bc := b.Create(u.Loc(), asctile.OpBroadcast, []*ir.Value{tile}, u.ResultTypes())
			b.ReplaceOpWithOp(u, bc)
			continue
		}
		bc := b.Create(red.Loc(), asctile.OpBroadcast, []*ir.Value{tile}, u.ResultTypes())
		names := unscalarizedUser[u.Name()]
		name := names[1]
		if isF {
			name = names[0]
		}
		n := b.Create(u.Loc(), name, []*ir.Value{u.Operand(0), bc.Result(0)}, u.ResultTypes())
		b.ReplaceOpWithOp(u, n)
	}
	b.EraseOp(red)
	return nil
}

// orderedUsers lists the distinct users of v in IR order (the order the conversion visits them).
func orderedUsers(v *ir.Value, pos map[*ir.Operation]int) []*ir.Operation {
	seen := map[*ir.Operation]bool{}
	var us []*ir.Operation
	for _, use := range v.Uses() {
		if u := use.Owner(); !seen[u] {
			seen[u] = true
			us = append(us, u)
		}
	}
	sort.Slice(us, func(i, j int) bool { return pos[us[i]] < pos[us[j]] })
	return us
}

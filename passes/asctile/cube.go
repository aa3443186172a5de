package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// The cube passes: asctile-legalize-matmul (a check), asctile-split-cube-load and
// asctile-transform-store-fixpipe (greedy rewrites of the data movement around matmuls).

// tileLoc returns the location of a tile-typed value.
func tileLoc(v *ir.Value) (asctile.TileLocation, bool) {
	t, ok := v.Type().(*asctile.TileType)
	if !ok {
		return 0, false
	}
	return t.Loc, true
}

func isIn(v *ir.Value, l asctile.TileLocation) bool {
	got, ok := tileLoc(v)
	return ok && got == l
}

// legalizeMatmul reports every matmul_acc from the first whose accumulator is not an
// asctile.accumulator result on (PyAsc keeps one sticky flag).
func legalizeMatmul(fn *ir.Operation, _ *ir.Context) error {
	ok := true
	var errs ir.DiagList
	fn.WalkPost(func(o *ir.Operation) {
		m, is := asctile.AsMatmulAccOp(o)
		if !is {
			return
		}
		d := m.Acc().DefiningOp()
		ok = ok && d != nil && d.Name() == asctile.OpAccumulator
		if !ok {
			errs = append(errs, ir.Errorf(o.Loc(), "Incorrect use of accumulator in matmul operation."))
		}
	})
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// convertLoadGMToL0 splits a load into L0A/L0B into a load into L1 and a copy.
func convertLoadGMToL0(op *ir.Operation, rw *ir.Rewriter) bool {
	ld, ok := asctile.AsLoadOp(op)
	if !ok {
		return false
	}
	t, ok := ld.Result().Type().(*asctile.TileType)
	if !ok || (t.Loc != asctile.TileLocation_L0A && t.Loc != asctile.TileLocation_L0B) {
		return false
	}
	rw.SetInsertionPointBefore(op)
	l1T := asctile.NewTile(t.Shape(), t.ElemType, asctile.TileLocation_L1)
	var attrs []ir.NamedAttr
	if seg := op.Attr("operandSegmentSizes"); seg != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: seg})
	}
	l1 := rw.Create(op.Loc(), asctile.OpLoad, op.Operands(), []ir.Type{l1T}, attrs...)
	z := rw.Create(op.Loc(), arith.OpConstant, nil, []ir.Type{ir.I32}, ir.NamedAttr{Name: "value", Value: ir.NewIntAttr(ir.I32, 0)}).Result(0)
	offs := []*ir.Value{l1.Result(0)}
	for range t.Shape() {
		offs = append(offs, z)
	}
	cp := rw.Create(op.Loc(), asctile.OpCopy, offs, []ir.Type{t})
	rw.ReplaceOpWithOp(op, cp)
	return true
}

// markTileOperandInMmad marks an L1 load copied only into L0A as a left matrix; misuse
// is reported without failing the pass. With dep (departures, docs/pyasc.md §5) an L1 load
// copied into both L0A and L0B (x·x from one L1 tile) is loaded twice instead: PyAsc's
// pass reports it and goes on, leaving the tile in the right matrix's layout, which its
// L0A copies read wrongly when the layouts differ (f32: 8-wide blocks for B, 16 rows for A).
//
// PyAsc's pass does not fail on a use of the tile that is not a copy into L0A or L0B either
// (an L1 tile carried by a loop to prefetch the next step, or copied into UB): the tile is
// then laid out as a right matrix whatever it feeds. With dep the pass fails with the
// report (collected in refused, once per load), so no kernel goes on with a layout chosen
// blindly.
func markTileOperandInMmad(ctx *ir.Context, dep bool, refused *refusals) func(op *ir.Operation, rw *ir.Rewriter) bool {
	return func(op *ir.Operation, rw *ir.Rewriter) bool {
		ld, ok := asctile.AsLoadOp(op)
		if !ok || !isIn(ld.Result(), asctile.TileLocation_L1) || !ld.Result().HasUses() || op.HasAttr(asctile.AttrIsMatrixA) {
			return false
		}
		var target asctile.TileLocation
		var first *ir.Operation
		var toA []*ir.Operation // the copies into L0A
		mixed := false
		for _, use := range ld.Result().Uses() {
			u := use.Owner()
			cp, isCopy := asctile.AsCopyOp(u)
			if !isCopy {
				refused.report(ctx, dep, op, ir.Errorf(op.Loc(), "L1 tile is expected to be used for copy operations only."))
				return false
			}
			l, _ := tileLoc(cp.Result())
			if l != asctile.TileLocation_L0A && l != asctile.TileLocation_L0B {
				refused.report(ctx, dep, op, ir.Errorf(op.Loc(), "L1 tile copy to L0A/L0B location is expected only.").Note(u.Loc(), "used here unexpectedly"))
				return false
			}
			if l == asctile.TileLocation_L0A {
				toA = append(toA, u)
			}
			if first == nil {
				first, target = u, l
			} else if l != target && !dep {
				ctx.Emit(ir.Errorf(op.Loc(), "The same L1 tile should be copied only to tiles in same L0A/L0B location.").Note(u.Loc(), "copied here unexpectedly"))
				return false
			} else if l != target {
				mixed = true
			}
		}
		if mixed {
			splitLoadForA(op, toA, rw)
			return true
		}
		if target != asctile.TileLocation_L0A {
			return false
		}
		rw.ModifyInPlace(op, func() { op.SetAttr(asctile.AttrIsMatrixA, ir.UnitAttr{}) })
		return true
	}
}

// refusals are the misuses of L1 tiles split-cube-load fails on with departures, one
// per load.
type refusals struct {
	seen map[*ir.Operation]*ir.Diagnostic
}

// report emits d as PyAsc's pass does, or with dep keeps it (once per op) as the pass's
// failure.
func (r *refusals) report(ctx *ir.Context, dep bool, op *ir.Operation, d *ir.Diagnostic) {
	if !dep {
		ctx.Emit(d)
		return
	}
	if r.seen[op] == nil {
		r.seen[op] = d
	}
}

// inOrder is the refusals in the order of their loads in fn.
func (r *refusals) inOrder(fn *ir.Operation) ir.DiagList {
	var l ir.DiagList
	fn.Walk(func(o *ir.Operation) bool {
		if d := r.seen[o]; d != nil {
			l = append(l, d)
		}
		return true
	})
	return l
}

// splitLoadForA gives the L0A copies toA of load op a load of their own, right after op,
// marked as a left matrix; op keeps its L0B copies.
func splitLoadForA(op *ir.Operation, toA []*ir.Operation, rw *ir.Rewriter) {
	rw.SetInsertionPointAfter(op)
	var attrs []ir.NamedAttr
	if seg := op.Attr("operandSegmentSizes"); seg != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: seg})
	}
	attrs = append(attrs, ir.NamedAttr{Name: asctile.AttrIsMatrixA, Value: ir.UnitAttr{}})
	a := rw.Create(op.Loc(), asctile.OpLoad, op.Operands(), op.ResultTypes(), attrs...)
	for _, u := range toA {
		rw.ModifyInPlace(u, func() { u.SetOperand(0, a.Result(0)) })
	}
}

func splitCubeLoad(dep bool) func(*ir.Operation, *ir.Context) error {
	return func(fn *ir.Operation, ctx *ir.Context) error {
		refused := &refusals{seen: map[*ir.Operation]*ir.Diagnostic{}}
		ps := []ir.Pattern{
			&ir.PatternFunc{Name: "ConvertLoadGMToL0", RootOp: asctile.OpLoad, Weight: 1, Rewrite: convertLoadGMToL0},
			&ir.PatternFunc{Name: "MarkTileOperandInMmad", RootOp: asctile.OpLoad, Weight: 1, Rewrite: markTileOperandInMmad(ctx, dep, refused)},
		}
		if _, ok := passes.ApplyPatternsGreedily(ctx, fn, ps, greedyConfig()); !ok {
			return errFailed()
		}
		if len(refused.seen) > 0 {
			return refused.inOrder(fn)
		}
		return nil
	}
}

// toFixpipe rewrites an op whose operand idx is in L0C into target with the same operands.
func toFixpipe(root, target string, idx int) ir.Pattern {
	return &ir.PatternFunc{Name: root + "->" + target, RootOp: root, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			if !isIn(op.Operand(idx), asctile.TileLocation_L0C) {
				return false
			}
			rw.SetInsertionPointBefore(op)
			n := rw.Create(op.Loc(), target, op.Operands(), op.ResultTypes())
			rw.ReplaceOp(op, n.Results())
			return true
		}}
}

// fuseIntoFixpipe folds a producer (relu or cast) with an L0C result into the fixpipe
// op's operand idx, setting flag.
func fuseIntoFixpipe(root, producer, flag string) ir.Pattern {
	return &ir.PatternFunc{Name: producer + "->" + root, RootOp: root, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			d := op.Operand(0).DefiningOp()
			if d == nil || d.Name() != producer || !isIn(d.Result(0), asctile.TileLocation_L0C) {
				return false
			}
			rw.ModifyInPlace(op, func() {
				op.SetOperand(0, d.Operand(0))
				op.SetAttr(flag, ir.UnitAttr{})
			})
			return true
		}}
}

// transformStoreFixpipe is asctile-transform-store-fixpipe. With dep (option departures,
// which --pyasc-pipeline sets) a store or copy of a relu or cast of an accumulator that a
// matmul_acc writes again before the store is refused: the fixpipe reads the accumulator
// when it moves it, so PyAsc's fusion stores the later sum where the kernel's values say
// the earlier one (docs/pyasc.md §5).
func transformStoreFixpipe(dep bool) func(fn *ir.Operation, ctx *ir.Context) error {
	return func(fn *ir.Operation, ctx *ir.Context) error {
		if dep {
			if err := checkFusedReads(fn); err != nil {
				return err
			}
		}
		return applyStoreFixpipe(fn, ctx)
	}
}

// checkFusedReads refuses the stores and copies whose L0C value is a chain of relu and
// cast ops over an accumulator that a matmul_acc writes between the chain and the use.
func checkFusedReads(fn *ir.Operation) error {
	accs := accumulators(fn)
	if len(accs) == 0 {
		return nil
	}
	var err error
	fn.Walk(func(u *ir.Operation) bool {
		if u.Name() != asctile.OpStore && u.Name() != asctile.OpCopy && u.Name() != asctile.OpStoreFixpipe && u.Name() != asctile.OpCopyFixpipe {
			return true
		}
		v, first := u.Operand(0), (*ir.Operation)(nil)
		for d := v.DefiningOp(); d != nil && (d.Name() == asctile.OpRelu || d.Name() == asctile.OpCast) && isIn(d.Result(0), asctile.TileLocation_L0C); d = v.DefiningOp() {
			first, v = d, d.Operand(0)
		}
		if first != nil && accs[v] && writesAccBetween(v, first, u) {
			err = ir.OpError(u, "moves an accumulator through %s, but asctile.matmul_acc writes the accumulator again in between: the fixpipe would move the later contents (PyAsc's lowering does); move the tile out before the next matmul_acc", first.Name())
		}
		return err == nil
	})
	return err
}

func applyStoreFixpipe(fn *ir.Operation, ctx *ir.Context) error {
	ps := []ir.Pattern{
		toFixpipe(asctile.OpCopy, asctile.OpCopyFixpipe, 0),
		toFixpipe(asctile.OpStore, asctile.OpStoreFixpipe, 0),
		fuseIntoFixpipe(asctile.OpStoreFixpipe, asctile.OpRelu, "relu"),
		fuseIntoFixpipe(asctile.OpStoreFixpipe, asctile.OpCast, "quantize"),
		fuseIntoFixpipe(asctile.OpCopyFixpipe, asctile.OpRelu, "relu"),
		fuseIntoFixpipe(asctile.OpCopyFixpipe, asctile.OpCast, "quantize"),
	}
	if _, ok := passes.ApplyPatternsGreedily(ctx, fn, ps, greedyConfig()); !ok {
		return errFailed()
	}
	return nil
}

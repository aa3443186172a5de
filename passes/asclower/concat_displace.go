package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/passes"
)

// asclower-displace-concat: a concat of freshly allocated tiles becomes one allocation
// whose slices replace the operands' allocations; any other concat copies its operands
// into a new allocation.
//
// As PyAsc's pass, two phases (passes-asc2.md §2): the displacement is a pattern run by
// the greedy driver with MLIR's default configuration, which also folds every op of the
// function (a one-operand concat disappears), erases dead ones (a concat nothing uses is
// dropped, not copied) and visits the concats bottom-up (each displaced allocation goes
// to the start of the entry block, so the last concat's ends up last); then a conversion
// copies the concats that remain.

func displaceConcat(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	entry := funcBody(fn)
	if entry == nil {
		return nil
	}
	cfg := passes.DefaultGreedyConfig()
	cfg.TopDown = false
	pat := &ir.PatternFunc{Name: "concat-to-noop", RootOp: asctile.OpConcat, Weight: 1,
		Rewrite: func(o *ir.Operation, rw *ir.Rewriter) bool { return concatToNoop(ctx, rw, entry, o, dep) }}
	if _, converged := passes.ApplyPatternsGreedily(ctx, fn, []ir.Pattern{pat}, cfg); !converged {
		return ir.Errorf(fn.Loc(), "asclower-displace-concat: the rewrite did not converge")
	}
	l := newLowerer(ctx, dep)
	var diags ir.DiagList
	for _, o := range collectOps(fn, opNamed(asctile.OpConcat)) {
		if err := copyConcat(l, o, dep.at(o) && !blockParts(o)); err != nil {
			// MLIR's conversion stops at the first op it cannot legalize.
			diags = append(diags, err)
			break
		}
	}
	l.finish()
	if len(diags) > 0 {
		return diags
	}
	return nil
}

// concatToNoop is PyAsc's ConcatToNoop: a concat whose every operand is a cast of a
// local_tensor_auto becomes one allocation at the start of the entry block whose slices
// replace the operands' allocations.
func concatToNoop(ctx *ir.Context, rw *ir.Rewriter, entry *ir.Block, o *ir.Operation, dep departures) bool {
	if dep.at(o) && !blockParts(o) {
		return false
	}
	allocs, ok := concatAllocs(o)
	if !ok {
		return false
	}
	l := newLowerer(ctx, dep)
	l.b = &rw.Builder
	return displaceOne(l, rw, entry, o, allocs)
}

// concatAllocs returns the local_tensor_auto allocations behind each operand when every
// operand is a one-in one-out cast of one.
func concatAllocs(o *ir.Operation) ([]*ir.Operation, bool) {
	var allocs []*ir.Operation
	for _, v := range o.Operands() {
		c := v.DefiningOp()
		if c == nil || c.Name() != builtin.OpUnrealizedConversionCast || c.NumOperands() != 1 || c.NumResults() != 1 {
			return nil, false
		}
		a := c.Operand(0).DefiningOp()
		if a == nil || a.Name() != ascendc.OpLocalTensorAuto {
			return nil, false
		}
		allocs = append(allocs, a)
	}
	return allocs, true
}

func displaceOne(l *lowerer, rw *ir.Rewriter, entry *ir.Block, o *ir.Operation, allocs []*ir.Operation) bool {
	tt, ok := o.Result(0).Type().(*asctile.TileType)
	if !ok || numElements(tt.Shape()) < 0 {
		return false
	}
	for _, a := range allocs {
		if numElements(a.Result(0).Type().(*ascendc.LocalTensorType).Shape.Dims) < 0 {
			return false
		}
	}
	// The same allocation twice cannot be two disjoint slices.
	seen := map[*ir.Operation]bool{}
	for _, a := range allocs {
		if seen[a] {
			return false
		}
		seen[a] = true
	}
	loc := o.Loc()
	l.b.SetInsertionPointToStart(entry)
	r := l.alloc(loc, ascendc.TPosition_VECCALC, tt.Shape(), tt.ElemType)
	last := r.DefiningOp()
	off := int64(0)
	for _, a := range allocs {
		at := a.Result(0).Type()
		l.b.SetInsertionPointAfter(last)
		c := l.ci64(off)
		sub := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{r, c}, []ir.Type{at})
		rw.ReplaceOp(a, sub.Results())
		last = sub
		off += numElements(at.(*ascendc.LocalTensorType).Shape.Dims)
	}
	l.b.SetInsertionPointAfter(last)
	rw.ReplaceOp(o, []*ir.Value{l.cast(loc, r, tt)})
	return true
}

// blockParts reports whether every operand of concat o is a whole number of 32-byte
// blocks, so that each starts its slice of the result on a block boundary.
//
// Departure from PyAsc (docs/pyasc.md §5): PyAsc places the operands back to back
// whatever their size, so after an operand of 20 f32 (80 bytes) the next one starts
// inside a block, where no vector op or UB DataCopy may address it. With the
// departures (departures.at) such a concat is neither displaced nor copied with DataCopy: the
// scalar unit moves the elements of every part that does not start and end on a block
// boundary (slow, but no vector op sees an unaligned address).
func blockParts(o *ir.Operation) bool {
	for _, v := range o.Operands() {
		st, ok := v.Type().(*asctile.TileType)
		if !ok || numElements(st.Shape())*elemBytesOf(st.ElemType)%32 != 0 {
			return false
		}
	}
	return true
}

// copyConcat is the conversion fallback: each operand is copied into its slice of a new
// allocation (by the scalar unit, element by element, when scalar is set and the slice
// does not start and end on 32-byte boundaries).
func copyConcat(l *lowerer, o *ir.Operation, scalar bool) *ir.Diagnostic {
	tt, ok := o.Result(0).Type().(*asctile.TileType)
	if !ok || numElements(tt.Shape()) < 0 || isI1(tt.ElemType) {
		return ir.OpError(o, "failed to legalize operation '%s' that was explicitly marked illegal", o.Name())
	}
	pos, ok := positionOf(tt.Loc)
	if !ok {
		return ir.OpError(o, "failed to legalize operation '%s' that was explicitly marked illegal", o.Name())
	}
	loc := o.Loc()
	var srcs []*ir.Value
	for _, v := range o.Operands() {
		st, ok := v.Type().(*asctile.TileType)
		if !ok || numElements(st.Shape()) < 0 || isI1(st.ElemType) {
			return ir.OpError(o, "failed to legalize operation '%s' that was explicitly marked illegal", o.Name())
		}
		srcs = append(srcs, l.remap(loc, v))
	}
	l.b.SetInsertionPointBefore(o)
	d := l.alloc(loc, pos, tt.Shape(), tt.ElemType)
	off := int64(0)
	for _, s := range srcs {
		st := s.Type().(*ascendc.LocalTensorType)
		n := numElements(st.Shape.Dims)
		eb := elemBytesOf(st.ElementType)
		if scalar && (off*eb%32 != 0 || n*eb%32 != 0) {
			l.shiftedMove(loc, s, d, off, n, st.ElementType)
			off += n
			continue
		}
		sub := l.create(loc, ascendc.OpLocalTensorSubindex, []*ir.Value{d, l.ci64(off)},
			[]ir.Type{&ascendc.LocalTensorType{Shape: opdef.Shape{Dims: st.Shape.Dims}, ElementType: st.ElementType}}).Result(0)
		l.create(loc, ascendc.OpDataCopyL2, []*ir.Value{sub, s, l.ci64(n)}, nil)
		off += n
	}
	l.replaceConverted(o, d)
	return nil
}

// shiftedMove copies, with the scalar unit, the n elements of from to elements off, off+1,
// ... of to.
func (l *lowerer) shiftedMove(loc ir.Location, from, to *ir.Value, off, n int64, et ir.Type) {
	l.parallelLoop(loc, l.ci32(0), l.ci32(n), l.ci32(1), func(c *ir.Value) {
		v := l.create(loc, ascendc.OpLocalTensorGetValue, []*ir.Value{from, c}, []ir.Type{et}).Result(0)
		l.create(loc, ascendc.OpLocalTensorSetValue, []*ir.Value{to, l.binop(loc, arith.OpAddi, c, l.ci32(off)), v}, nil)
	})
}

package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// asctile-unroll-loop: scf.for loops carrying asctile.unroll_factor are unrolled the way
// MLIR's loopUnrollByFactor does it (main loop with the body repeated, epilogue loop for
// the remaining iterations, single-iteration loops promoted).
//
// With its departures (option departures, which --pyasc-pipeline sets) a loop with
// dynamic bounds keeps its trip count when the upper bound lies below the lower one
// (docs/pyasc.md §5): the upstream utility divides ub - lb unsigned, so a negative
// difference (a core whose share starts past the tensor: lb = core * chunk, ub =
// min(lb + chunk, n)) becomes a huge trip count, the unrolled bound wraps, and the
// epilogue runs from below lb up to ub, at negative offsets. Clamping the difference
// at 0 gives the loop, and its epilogue, no iteration, as scf.for has then.

// unrollLoops is asctile-unroll-loop; dep is its option departures.
func unrollLoops(dep bool) func(fn *ir.Operation, ctx *ir.Context) error {
	return func(fn *ir.Operation, ctx *ir.Context) error { return unrollLoopsIn(fn, ctx, dep) }
}

func unrollLoopsIn(fn *ir.Operation, ctx *ir.Context, dep bool) error {
	var err error
	fn.WalkPost(func(loop *ir.Operation) {
		if err != nil || loop.Name() != scf.OpFor {
			return
		}
		var factor int64
		a, isInt := loop.Attr(asctile.AttrUnrollFactor).(*ir.IntegerAttr)
		if isInt {
			factor = a.Value
		}
		if isInt && (a.Big != nil || factor > 1) {
			if err = checkUnrollSize(loop, a); err != nil {
				return
			}
		}
		loop.RemoveAttr(asctile.AttrUnrollFactor)
		if factor <= 1 {
			return
		}
		epilogue, ok := unrollByFactor(loop, factor, ctx, dep)
		if !ok {
			err = ir.Errorf(loop.Loc(), "failed to unroll the loop by %d", factor)
			return
		}
		if epilogue != nil {
			epilogue.Walk(func(o *ir.Operation) bool {
				o.RemoveAttr(asctile.AttrUnrollGroup)
				return true
			})
		}
	})
	return err
}

// maxUnrolledOps bounds the ops one unrolling may add. The upstream utility copies the
// body factor-1 times whatever the factor and the trip count, so a mistyped factor
// (65536, 2^63-1) would build IR until memory runs out; a factor that large is never a
// useful unrolling, so it is refused at the loop instead.
const maxUnrolledOps = 1 << 16

// checkUnrollSize refuses an unroll factor whose copies of the body would exceed
// maxUnrolledOps.
func checkUnrollSize(loop *ir.Operation, a *ir.IntegerAttr) error {
	body := 0
	loop.Walk(func(o *ir.Operation) bool {
		if o != loop {
			body++
		}
		return true
	})
	body-- // the terminator is not copied
	if a.Big == nil && (body <= 0 || (a.Value-1) <= maxUnrolledOps/int64(body)) {
		return nil
	}
	return ir.Errorf(loop.Loc(), "%s = %s would copy the loop body (%d ops) that many times less one: more than the %d ops an unrolling may add",
		asctile.AttrUnrollFactor, ir.AttrString(a), body, maxUnrolledOps)
}

func constInt(v *ir.Value) (int64, bool) {
	a, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !ok || a.Big != nil {
		return 0, false
	}
	return a.Value, true
}

// loopBuilder creates arith ops of the loop's bound type before an op.
type loopBuilder struct {
	b   *ir.Rewriter
	loc ir.Location
}

func (l loopBuilder) cst(t ir.Type, v int64) *ir.Value {
	return l.b.Create(l.loc, arith.OpConstant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: ir.NewIntAttr(t, v)}).Result(0)
}

func (l loopBuilder) bin(name string, x, y *ir.Value) *ir.Value {
	return l.b.Create(l.loc, name, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

// unrollBounds computes the unrolled upper bound and step before loop, and whether an
// epilogue loop is needed; ok is false for bounds the upstream utility rejects.
// With dep a negative ub - lb counts as 0 iterations (see unrollLoops).
func unrollBounds(l loopBuilder, loop *ir.Operation, f int64, dep bool) (ubU, stepU *ir.Value, epilogue, ok bool) {
	lb, ub, step := loop.Operand(0), loop.Operand(1), loop.Operand(2)
	lbC, ok1 := constInt(lb)
	ubC, ok2 := constInt(ub)
	stC, ok3 := constInt(step)
	if ok1 && ok2 && ok3 {
		// The upstream utility asserts non-negative bounds and step.
		if lbC < 0 || ubC < 0 || stC <= 0 {
			return nil, nil, false, false
		}
		tc := ir.CeilDiv(ubC-lbC, stC)
		ubUC := lbC + (tc-tc%f)*stC
		epilogue = ubUC < ubC
		ubU = ub
		if epilogue {
			ubU = l.cst(ub.Type(), ubUC)
		}
		stepU = step
		if stC*f != stC {
			stepU = l.cst(step.Type(), stC*f)
		}
		return ubU, stepU, epilogue, true
	}
	diff := l.bin(arith.OpSubi, ub, lb)
	if dep {
		diff = l.bin(arith.OpMaxsi, diff, l.cst(diff.Type(), 0))
	}
	one := l.cst(step.Type(), 1)
	sum := l.bin(arith.OpAddi, diff, l.bin(arith.OpSubi, step, one))
	tc := l.bin(arith.OpDivui, sum, step)
	fc := l.cst(tc.Type(), f)
	rem := l.bin(arith.OpRemsi, tc, fc)
	even := l.bin(arith.OpSubi, tc, rem)
	ubU = l.bin(arith.OpAddi, lb, l.bin(arith.OpMuli, even, step))
	stepU = l.bin(arith.OpMuli, step, fc)
	return ubU, stepU, true, true
}

// unrollByFactor unrolls loop by f; it returns the epilogue loop when one remains.
func unrollByFactor(loop *ir.Operation, f int64, ctx *ir.Context, dep bool) (*ir.Operation, bool) {
	body := loop.Region(0).Front()
	if body.First() == body.Last() {
		return nil, true // only the terminator
	}
	rw := ir.NewRewriter(ctx)
	rw.SetInsertionPointBefore(loop)
	l := loopBuilder{rw, loop.Loc()}
	step := loop.Operand(2)
	ubU, stepU, needEpilogue, ok := unrollBounds(l, loop, f, dep)
	if !ok {
		return nil, false
	}
	var epilogue *ir.Operation
	if needEpilogue {
		rw.SetInsertionPointAfter(loop)
		epilogue = rw.Insert(loop.Clone(nil))
		epilogue.SetOperand(0, ubU)
		for i, r := range loop.Results() {
			rw.ReplaceAllUsesWith(r, epilogue.Result(i))
			epilogue.SetOperand(3+i, r)
		}
		if promoteIfSingleIteration(epilogue, rw) {
			epilogue = nil
		}
	}
	loop.SetOperand(1, ubU)
	loop.SetOperand(2, stepU)
	repeatBody(l, body, step, f)
	promoteIfSingleIteration(loop, rw)
	return epilogue, true
}

// repeatBody appends f-1 copies of the body before its terminator, chaining iter-args and
// offsetting the induction variable by step*i in copy i.
func repeatBody(l loopBuilder, body *ir.Block, step *ir.Value, f int64) {
	term := body.Terminator()
	iv := body.Arg(0)
	iterArgs := body.Args()[1:]
	yielded := term.Operands()
	lastYielded := append([]*ir.Value(nil), yielded...)
	src := body.Ops()
	src = src[:len(src)-1]
	for i := int64(1); i < f; i++ {
		m := map[*ir.Value]*ir.Value{}
		for j, a := range iterArgs {
			m[a] = lastYielded[j]
		}
		l.b.SetInsertionPointBefore(term)
		if iv.HasUses() {
			stride := l.bin(arith.OpMuli, step, l.cst(iv.Type(), i))
			m[iv] = l.bin(arith.OpAddi, iv, stride)
		}
		for _, o := range src {
			l.b.Clone(o, m)
		}
		for j, y := range yielded {
			if d := y.DefiningOp(); d != nil && d.Block() == body {
				lastYielded[j] = m[y]
			}
		}
	}
	term.SetOperands(lastYielded)
}

// tripCount is MLIR's constantTripCount for constant bounds and a positive step.
func tripCount(loop *ir.Operation) (int64, bool) {
	lb, ub, step := loop.Operand(0), loop.Operand(1), loop.Operand(2)
	if lb == ub {
		return 0, true
	}
	lbC, ok1 := constInt(lb)
	ubC, ok2 := constInt(ub)
	stC, ok3 := constInt(step)
	if !ok1 || !ok2 || !ok3 || stC <= 0 {
		return 0, false
	}
	if ubC <= lbC {
		return 0, true
	}
	return ir.CeilDiv(ubC-lbC, stC), true
}

// promoteIfSingleIteration inlines the body of a loop that runs exactly once.
func promoteIfSingleIteration(loop *ir.Operation, rw *ir.Rewriter) bool {
	if tc, ok := tripCount(loop); !ok || tc != 1 {
		return false
	}
	body := loop.Region(0).Front()
	term := body.Terminator()
	for i, r := range loop.Results() {
		rw.ReplaceAllUsesWith(r, term.Operand(i))
	}
	args := append([]*ir.Value{loop.Operand(0)}, loop.Operands()[3:]...)
	rw.InlineBlockBefore(body, loop, args)
	rw.EraseOp(term)
	rw.EraseOp(loop)
	return true
}

package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Loop-carried tiles (a departure, docs/pyasc.md §5). The lowering gives every tile op
// result one buffer for the whole kernel, and asclower-scf passes buffers through
// iter_args (scf.while: region arguments): from the second iteration on, an iter_arg IS
// the buffer of the value the body yields for it. When the body writes that value before it has finished reading the
// iter_arg (online softmax: m' = max(m, x); ... exp(m - m'), with m' yielded for m), the
// read sees the new value: PyAsc's form computes m' - m' = 0. carryCopies gives such a
// yield a copy of its own (asctile.muls by 1, exact for every float and integer, and an op
// no folder removes, unlike arith's x * 1), made at the end of the body, after the last
// read of the iter_arg; the copy's buffer is what the next iteration reads.

// carryCopies inserts the copies into every scf.for and scf.while nested in fn. A yielded
// tile it cannot copy (i1 elements: no multiply; a tile outside UB, which the vector unit
// cannot address) is refused at the yield.
func carryCopies(fn *ir.Operation, ctx *ir.Context) error {
	var loops []*ir.Operation
	fn.Walk(func(o *ir.Operation) bool {
		if (o.Name() == scf.OpFor || o.Name() == scf.OpWhile) && !o.Region(o.NumRegions()-1).Empty() {
			loops = append(loops, o)
		}
		return true
	})
	for _, l := range loops {
		body := l.Region(l.NumRegions() - 1).Front()
		y := body.Terminator()
		if y == nil || y.Name() != scf.OpYield {
			continue
		}
		for j := 0; j < y.NumOperands(); j++ {
			if !clobbersCarried(l, body, j, y.Operand(j)) {
				continue
			}
			if t, ok := y.Operand(j).Type().(*asctile.TileType); ok && t.Loc != asctile.TileLocation_UB {
				// The copy is a vector op, which addresses UB only (an L1 tile carried to
				// prefetch the next K step's cube operand is loaded over before it is read).
				return ir.OpError(y, "yields, as iter_arg #%d, a tile in %s the loop body writes before its last read of that iter_arg: the loop would read the new value, and only UB tiles can be copied aside (unsupported; load the tile in the iteration that reads it)", j, t.Loc)
			}
			c := tileCopy(ctx, y, y.Operand(j))
			if c == nil {
				return ir.OpError(y, "yields, as iter_arg #%d, an i1 tile the loop body writes before its last read of that iter_arg: the loop would read the new value (unsupported)", j)
			}
			y.SetOperand(j, c)
		}
	}
	return nil
}

// clobbersCarried reports whether the body of loop l, yielding v as carried value j, reads
// after writing v a body argument that holds carried value j: for scf.for iter_arg j; for
// scf.while each after-region argument that scf.condition forwards from before-region
// argument j (the before region runs, and reads its own arguments, before the body).
func clobbersCarried(l *ir.Operation, body *ir.Block, j int, v *ir.Value) bool {
	if l.Name() == scf.OpFor {
		return j+1 < body.NumArgs() && yieldClobbersArg(body, body.Arg(j+1), v)
	}
	before := l.Region(0)
	if before.Empty() {
		return false
	}
	cond := before.Front().Terminator()
	if cond == nil || cond.Name() != scf.OpCondition || j >= before.Front().NumArgs() {
		return false
	}
	for k := 1; k < cond.NumOperands() && k-1 < body.NumArgs(); k++ {
		if cond.Operand(k) == before.Front().Arg(j) && yieldClobbersArg(body, body.Arg(k-1), v) {
			return true
		}
	}
	return false
}

// yieldClobbersArg reports whether the body writes v, the value it yields for iter_arg a,
// before a use of a: a's use lies in or after the op of the body that defines v (except
// an elementwise arith/math op reading a and writing v, which may work in place).
func yieldClobbersArg(body *ir.Block, a, v *ir.Value) bool {
	if v == a {
		return false
	}
	if _, ok := v.Type().(*asctile.TileType); !ok {
		return false
	}
	def := v.DefiningOp()
	if def == nil {
		return false
	}
	dAnc := ancestorInBlock(def, body)
	if dAnc == nil {
		return false
	}
	for _, u := range a.Uses() {
		o := u.Owner()
		if o == body.Terminator() {
			continue
		}
		uAnc := ancestorInBlock(o, body)
		switch {
		case uAnc == nil, uAnc.IsBeforeInBlock(dAnc):
		case o == def && elementwiseOp(def):
		default:
			return true
		}
	}
	return false
}

// ancestorInBlock returns the ancestor of op (op itself included) whose block is blk, or nil.
func ancestorInBlock(op *ir.Operation, blk *ir.Block) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.Block() == blk {
			return o
		}
	}
	return nil
}

// elementwiseOp reports the arith and math ops on tiles: each result element depends on
// the operand elements at its own index only, so writing the result over an operand is safe.
func elementwiseOp(o *ir.Operation) bool {
	return o.NumRegions() == 0 && (sameDialect(o, arith.OpAddf) || sameDialect(o, math.OpExp))
}

// tileCopy builds, before op, asctile.muls v, 1 (an exact copy into a new buffer) for
// float and integer tiles; nil for other element types (i1 tiles).
func tileCopy(ctx *ir.Context, op *ir.Operation, v *ir.Value) *ir.Value {
	t := v.Type().(*asctile.TileType)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointBefore(op)
	var one ir.TypedAttr
	switch et := t.ElemType.(type) {
	case *ir.FloatType:
		one = &ir.FloatAttr{Type: et, Value: 1}
	case *ir.IntegerType:
		if et.Width == 1 {
			return nil
		}
		one = &ir.IntegerAttr{Type: et, Value: 1}
	default:
		return nil
	}
	s := constAttr(b, op.Loc(), one)
	return b.Create(op.Loc(), asctile.OpMuls, []*ir.Value{v, s}, []ir.Type{t}).Result(0)
}

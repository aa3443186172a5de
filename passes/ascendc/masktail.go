package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
)

// A vector op in an asc2.mask region applies the region's mask to every 256-byte repeat
// it runs (docs/pyasc.md). When its tensors hold a whole number of repeats that is the
// region's meaning; when the last repeat is partial (a tile of 72 f32, or of 40 f16), the
// mask would select lanes past the tile's end in it, reading and writing bytes of the
// next buffer. With the departures the last repeat is split off into a call of its own,
// on views at its start, whose mask keeps only the lanes inside the tile: a count k
// becomes min(k, rem), the bits (hi, lo) are and-ed with the first rem lanes.

// clipMaskedTail rewrites o (tensor operands among 0..k-1, mask at operand mi, repeat
// count at rep), an L0 op over n elements with per a repeat and the region's mask set,
// as above.
func clipMaskedTail(b *ir.Builder, ec *entryConstants, o *ir.Operation, k, mi, rep int, n, per int64) error {
	full, rem := n/per, n%per
	if rem == 0 {
		return nil
	}
	ctx := b.Ctx
	tail := o
	if full > 0 {
		repType := o.Operand(rep).Type()
		o.SetOperand(rep, ec.get(ctx, repType, full))
		tail = cloneOnViews(b, ec, o, o, k, func(int) int64 { return full * per })
		tail.SetOperand(rep, ec.get(ctx, repType, 1))
		b.Insert(tail)
	}
	b.SetInsertionPointBefore(tail)
	m, err := clippedMask(b, ec, tail, tail.Operand(mi), rem)
	if err != nil {
		return err
	}
	tail.SetOperand(mi, m)
	return nil
}

// clippedMask is mask m restricted to the first rem lanes of a repeat.
func clippedMask(b *ir.Builder, ec *entryConstants, o *ir.Operation, m *ir.Value, rem int64) (*ir.Value, error) {
	ctx, loc := b.Ctx, o.Loc()
	if d := m.DefiningOp(); d != nil && d.Name() == emitasc.OpMask && d.NumOperands() == 2 {
		hi, lo := fullMask(rem)
		and := func(v *ir.Value, c int64) *ir.Value {
			return create(b, loc, arith.OpAndi, []*ir.Value{v, ec.get(ctx, v.Type(), c)}, []ir.Type{v.Type()}).Result(0)
		}
		h, l := and(d.Operand(0), hi), and(d.Operand(1), lo)
		return create(b, loc, emitasc.OpMask, []*ir.Value{h, l}, []ir.Type{m.Type()}).Result(0), nil
	}
	if _, ok := m.Type().(*ir.IntegerType); ok {
		return create(b, loc, arith.OpMinsi, []*ir.Value{m, ec.get(ctx, m.Type(), rem)}, []ir.Type{m.Type()}).Result(0), nil
	}
	return nil, ir.OpError(o, "the mask of its partial last repeat (%d lanes) cannot be restricted: it is neither an element count nor an emitasc.mask", rem)
}

package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	ascpasses "github.com/ascend-toolchain/asc/passes/ascendc"
)

// asclower-expand-mask: the L2 vector ops inside asctile.count_mask/bitwise_mask become
// L0 ops with placeholder operands, the masked (unary/binary L0) ops get the region's
// mask (and a fill of the destination with `other`), then the region is inlined.

func expandMask(fn *ir.Operation, ctx *ir.Context, dep departures) error {
	l := newLowerer(ctx, dep)
	var diags ir.DiagList
	for _, name := range []string{asctile.OpCountMask, asctile.OpBitwiseMask} {
		for _, m := range collectOps(fn, opNamed(name)) {
			if l.dep.at(m) {
				if d := unmaskableInMask(m); len(d) > 0 {
					diags = append(diags, d...)
					continue
				}
			}
			diags = append(diags, expandOneMask(l, m)...)
		}
	}
	if len(diags) > 0 {
		return diags
	}
	return nil
}

// unmaskableInMask refuses, with the departures, the casts and compares of a mask region:
// PyAsc's L2 -> L0 patterns turn them into L0 calls whose mask, repeat count and repeat
// parameters no pass fills (zero repeats: they compute nothing), and a masked Cast or
// Compare (lanes of which type, what the other lanes of a bit mask hold) is not settled
// by the spec. Compute them outside the asc2.mask block.
func unmaskableInMask(m *ir.Operation) ir.DiagList {
	var diags ir.DiagList
	for _, o := range collectOps(m, func(o *ir.Operation) bool {
		return o.Name() == ascendc.OpCastL2 || o.Name() == ascendc.OpCompareL2
	}) {
		diags = append(diags, ir.OpError(o, "in the region of '%s' has no masked form: PyAsc's lowering leaves it an L0 call of zero repeats (nothing converted or compared); move it out of the asc2.mask block", m.Name()))
	}
	return diags
}

func expandOneMask(l *lowerer, m *ir.Operation) ir.DiagList {
	// PyAsc leaves isSetMask off every L0 op it makes here, so the emitted call
	// (Add<T, false>(dst, a, b, mask, ...)) ignores its mask operand and runs on the mask
	// register, which the L2 calls before it leave full: the region's mask has no effect.
	// With the departures (--pyasc-pipeline) every L0 op of the region that
	// takes the flag gets it, so each call applies its own mask: the region's for the
	// masked ops, the full one ascendc-fill-asc-operands gives the others (which would
	// otherwise run on the register a masked op before them left).
	setMask := l.dep.at(m)
	// 1. L2 -> L0 with placeholder mask, repeat count and repeat parameters (one walk).
	lowered := ascpasses.HasL0Placeholder
	if setMask {
		lowered = func(o *ir.Operation) bool {
			return ascpasses.HasL0Placeholder(o) || ascpasses.HasDepartingL0Placeholder(o)
		}
	}
	for _, o := range collectOps(m, lowered) {
		if o.NumOperands() >= 2 {
			ascpasses.LowerL2Placeholder(l.b, o, setMask)
		}
	}
	// 2. The masked ops.
	var other *ir.Value
	if cm, ok := asctile.AsCountMaskOp(m); ok {
		other = cm.Other()
	} else if bm, ok := asctile.AsBitwiseMaskOp(m); ok {
		other = bm.Other()
	}
	// The `other` fills made here (full on purpose) and the ops left on PyAsc's form.
	exempt := map[*ir.Operation]bool{}
	for _, o := range collectOps(m, func(o *ir.Operation) bool { return true }) {
		maskIdx := -1
		if _, ok := ascendc.AsUnaryL0OpInterface(o); ok {
			maskIdx = 2
		} else if _, ok := ascendc.AsBinaryL0OpInterface(o); ok {
			maskIdx = 3
		} else if o.Name() == ascendc.OpDuplicateL0 && setMask {
			// A splat or constant in the region (a duplicate_l0): masked like the others,
			// its placeholders filled by ascendc-fill-asc-operands.
			maskIdx = 2
		} else if vs, ok := ascendc.AsVecScalarL0OpInterface(o); ok && setMask {
			if other != nil && vs.Dst() == vs.Src() {
				exempt[o] = true
				continue
			}
			// PyAsc masks only the unary and binary ops; a mask region "runs the vector
			// ops of its body" with its mask (asctile-ops.md), x * s included: left on
			// the full mask, asc2.mask(count=k) around x * 2 doubled every lane. (An op
			// in place with an `other`, which tile IR never makes, keeps PyAsc's form:
			// filling dst with `other` first would overwrite its source.)
			maskIdx = 3
		}
		if maskIdx < 0 || o.NumOperands() <= maskIdx {
			continue
		}
		l.b.SetInsertionPointBefore(o)
		if other != nil {
			dst := o.Operand(0)
			if lt, ok := dst.Type().(*ascendc.LocalTensorType); ok {
				s := l.scalarTo(o.Loc(), other, lt.ElementType)
				exempt[l.create(o.Loc(), ascendc.OpDuplicateL2, []*ir.Value{dst, s, l.ci32(0)}, nil)] = true
			}
		}
		var mask *ir.Value
		if m.Name() == asctile.OpCountMask {
			mask = m.Operand(0)
		} else {
			mask = l.create(o.Loc(), emitasc.OpMask, []*ir.Value{m.Operand(0), m.Operand(1)}, []ir.Type{&emitasc.MaskType{}}).Result(0)
		}
		o.SetOperand(maskIdx, mask)
		o.SetAttr("asc.mask_set", ir.Unit)
		if setMask {
			o.SetAttr("isSetMask", ir.Unit)
		}
	}
	if setMask {
		if d := unmaskedVectorOps(m, exempt); len(d) > 0 {
			return d
		}
	}
	// 3. Inline the region before the mask op.
	for _, r := range m.Regions() {
		for _, blk := range r.Blocks() {
			for o := blk.First(); o != nil; {
				next := o.Next()
				if !o.HasTrait(ir.TraitTerminator) {
					o.MoveBefore(m)
				}
				o = next
			}
		}
	}
	m.Erase()
	return nil
}

// unmaskedVectorOps refuses the vector ops of a mask region that did not take its mask:
// library calls and L2 ops with an element count (reductions, Tanh, Broadcast, Select
// of i1 tiles, ...), which PyAsc leaves as they are, so they run on every lane whatever
// the region says; what a masked reduction or library call computes the spec does not
// settle. Compute them outside the asc2.mask block.
func unmaskedVectorOps(m *ir.Operation, exempt map[*ir.Operation]bool) ir.DiagList {
	var diags ir.DiagList
	for _, o := range collectOps(m, func(o *ir.Operation) bool {
		_, vec := ascendc.AsVectorOpInterface(o)
		return vec && !o.HasAttr("asc.mask_set") && !exempt[o]
	}) {
		diags = append(diags, ir.OpError(o, "in the region of '%s' would run on every lane: it has no form that takes the region's mask; move it out of the asc2.mask block", m.Name()))
	}
	return diags
}

// scalarTo converts a scalar to elem as a signed value, as MLIR's convertScalarToDtype
// does: integers extend or truncate (same width: unchanged, whatever the signedness),
// integers and floats convert to each other, floats extend or truncate. Two floats of
// one width (bf16 and f16) have no conversion there: the function warns and hands back
// the operand unchanged, and so does this.
func (l *lowerer) scalarTo(loc ir.Location, v *ir.Value, elem ir.Type) *ir.Value {
	from := v.Type()
	if ir.TypeEqual(from, elem) {
		return v
	}
	one := func(name string) *ir.Value {
		return l.create(loc, name, []*ir.Value{v}, []ir.Type{elem}).Result(0)
	}
	fi, fromInt := from.(*ir.IntegerType)
	ti, toInt := elem.(*ir.IntegerType)
	ff, fromFloat := from.(*ir.FloatType)
	tf, toFloat := elem.(*ir.FloatType)
	switch {
	case toInt && fromFloat:
		return one(arith.OpFptosi)
	case toInt && ir.TypeEqual(from, ir.Index):
		return one(arith.OpIndexCast)
	case toInt && fromInt && fi.Width < ti.Width:
		return one(arith.OpExtsi)
	case toInt && fromInt && fi.Width > ti.Width:
		return one(arith.OpTrunci)
	case toInt && fromInt:
		return v
	case toFloat && fromInt:
		return one(arith.OpSitofp)
	case toFloat && fromFloat && ff.Width < tf.Width:
		return one(arith.OpExtf)
	case toFloat && fromFloat && ff.Width > tf.Width:
		return one(arith.OpTruncf)
	}
	d := ir.Errorf(loc, "could not cast operand of type '%s' to '%s'", ir.TypeString(from), ir.TypeString(elem))
	d.Severity = ir.SevWarning
	l.ctx.Emit(d)
	return v
}

package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
)

// PyAsc's L2 -> L0 patterns (passes-asc2.md, asclower-expand-mask step 1, "same as pass
// ascendc-lower-to-l0"): the L0 op gets placeholder operands, a mask of (0, 0), a repeat
// count of 0 and default-constructed repeat parameters, which ascendc-fill-asc-operands
// fills later from the destination's shape. ascendc-lower-to-l0 emits this form unless
// it is asked for its departures; asclower-expand-mask always does.

type placeholderKind int

const (
	placeholderUnary placeholderKind = iota
	placeholderBinary
	placeholderDuplicate
)

type placeholderRule struct {
	l0   string
	kind placeholderKind
}

// placeholderRules maps each L2 op PyAsc's patterns rewrite to its L0 op and operand form.
var placeholderRules = map[string]placeholderRule{
	ascendc.OpAbsL2: {ascendc.OpAbsL0, placeholderUnary}, ascendc.OpExpL2: {ascendc.OpExpL0, placeholderUnary},
	ascendc.OpLnL2: {ascendc.OpLnL0, placeholderUnary}, ascendc.OpNotL2: {ascendc.OpNotL0, placeholderUnary},
	ascendc.OpReciprocalL2: {ascendc.OpReciprocalL0, placeholderUnary}, ascendc.OpReluL2: {ascendc.OpReluL0, placeholderUnary},
	ascendc.OpRsqrtL2: {ascendc.OpRsqrtL0, placeholderUnary}, ascendc.OpSqrtL2: {ascendc.OpSqrtL0, placeholderUnary},
	ascendc.OpAddL2: {ascendc.OpAddL0, placeholderBinary}, ascendc.OpAddDeqReluL2: {ascendc.OpAddDeqReluL0, placeholderBinary},
	ascendc.OpAddReluL2: {ascendc.OpAddReluL0, placeholderBinary}, ascendc.OpAndL2: {ascendc.OpAndL0, placeholderBinary},
	ascendc.OpDivL2: {ascendc.OpDivL0, placeholderBinary}, ascendc.OpFusedMulAddL2: {ascendc.OpFusedMulAddL0, placeholderBinary},
	ascendc.OpFusedMulAddReluL2: {ascendc.OpFusedMulAddReluL0, placeholderBinary}, ascendc.OpMaxL2: {ascendc.OpMaxL0, placeholderBinary},
	ascendc.OpMinL2: {ascendc.OpMinL0, placeholderBinary}, ascendc.OpMulL2: {ascendc.OpMulL0, placeholderBinary},
	ascendc.OpMulAddDstL2: {ascendc.OpMulAddDstL0, placeholderBinary}, ascendc.OpOrL2: {ascendc.OpOrL0, placeholderBinary},
	ascendc.OpSubL2: {ascendc.OpSubL0, placeholderBinary}, ascendc.OpSubReluL2: {ascendc.OpSubReluL0, placeholderBinary},
	ascendc.OpCompareL2: {ascendc.OpCompareL0, placeholderBinary}, ascendc.OpCastL2: {ascendc.OpCastL0, placeholderUnary},
	ascendc.OpAddsL2: {ascendc.OpAddsL0, placeholderUnary}, ascendc.OpMulsL2: {ascendc.OpMulsL0, placeholderUnary},
	ascendc.OpDuplicateL2: {ascendc.OpDuplicateL0, placeholderDuplicate},
}

// departingRules are the vector-scalar L2 ops PyAsc's patterns leave L2 (so a mask region
// cannot mask them) whose L0 form asclower-expand-mask makes with the departures.
var departingRules = map[string]placeholderRule{
	ascendc.OpSubsL2: {ascendc.OpSubsL0, placeholderUnary}, ascendc.OpDivsL2: {ascendc.OpDivsL0, placeholderUnary},
	ascendc.OpMaxsL2: {ascendc.OpMaxsL0, placeholderUnary}, ascendc.OpMinsL2: {ascendc.OpMinsL0, placeholderUnary},
}

// HasL0Placeholder reports whether PyAsc's L2 -> L0 patterns rewrite o.
func HasL0Placeholder(o *ir.Operation) bool {
	_, ok := placeholderRules[o.Name()]
	return ok
}

// HasDepartingL0Placeholder reports whether o is an L2 op only the departures rewrite
// into its L0 placeholder form (LowerL2Placeholder takes it too).
func HasDepartingL0Placeholder(o *ir.Operation) bool {
	_, ok := departingRules[o.Name()]
	return ok
}

// LowerL2Placeholder replaces the L2 op o (one HasL0Placeholder accepts) by its L0 op with
// PyAsc's placeholder operands: one i64 zero serves as both halves of the mask and as the
// repeat count (and as a duplicate's strides); binary ops and compare take
// binary_repeat_params, the others unary_repeat_params. The op's attributes (a cast's
// round mode, a compare's mode) carry over; setMask adds isSetMask. It returns the new op.
func LowerL2Placeholder(b *ir.Builder, o *ir.Operation, setMask bool) *ir.Operation {
	rule, ok := placeholderRules[o.Name()]
	if !ok {
		rule = departingRules[o.Name()]
	}
	n := o.NumOperands()
	loc := o.Loc()
	b.SetInsertionPointBefore(o)
	data := append([]*ir.Value(nil), o.Operands()[:n-1]...)
	z := constant(b, ir.Unknown, i64, 0)
	mask := create(b, loc, emitasc.OpMask, []*ir.Value{z, z}, []ir.Type{&emitasc.MaskType{}}).Result(0)
	var ops []*ir.Value
	switch rule.kind {
	case placeholderDuplicate:
		ops = append(data, mask, z, z, z)
	case placeholderUnary:
		p := create(b, loc, ascendc.OpConstruct, nil, []ir.Type{&ascendc.UnaryRepeatParamsType{}}).Result(0)
		ops = append(data, mask, z, p)
	default:
		p := create(b, loc, ascendc.OpConstruct, nil, []ir.Type{&ascendc.BinaryRepeatParamsType{}}).Result(0)
		ops = append(data, mask, z, p)
	}
	var attrs []ir.NamedAttr
	for _, a := range o.Attrs() {
		if a.Name != "operandSegmentSizes" {
			attrs = append(attrs, a)
		}
	}
	if setMask {
		attrs = append(attrs, attr("isSetMask", ir.Unit))
	}
	l0 := create(b, loc, rule.l0, ops, nil, attrs...)
	o.Erase()
	return l0
}

// lowerToL0Placeholders is ascendc-lower-to-l0 as PyAsc has it: one walk over the
// function rewriting every L2 op its patterns name into the placeholder form (no
// folding, no fixpoint); other L2 ops are left as they are.
func lowerToL0Placeholders(fn *ir.Operation, ctx *ir.Context) error {
	b := ir.NewBuilder(ctx)
	for _, o := range collect(fn, HasL0Placeholder) {
		if o.NumOperands() < 2 {
			return ir.OpError(o, "has %d operands; the L2 form takes its tensors and an element count", o.NumOperands())
		}
		LowerL2Placeholder(b, o, false)
	}
	return nil
}

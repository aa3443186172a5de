package emitasc

import "github.com/ascend-toolchain/asc/ir"

// verifyPtrOffsetOp requires exactly one of the two offsets: the custom form prints the
// dynamic one if present and else the static one, so an op with neither prints `[ ]`,
// which no parser reads back, and one with both loses its static offset on the way
// (both reachable only through the generic form).
func verifyPtrOffsetOp(op *ir.Operation) error {
	p, _ := AsPtrOffsetOp(op)
	hasStatic, hasDynamic := op.Attr("staticOffset") != nil, p.DynamicOffset() != nil
	switch {
	case !hasStatic && !hasDynamic:
		return ir.OpError(op, "requires a static or a dynamic offset")
	case hasStatic && hasDynamic:
		return ir.OpError(op, "takes a static or a dynamic offset, not both")
	}
	return nil
}

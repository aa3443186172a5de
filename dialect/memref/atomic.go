package memref

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// atomicKind is arith's AtomicRMWKind (an i64 enum), which memref.atomic_rmw spells by keyword.
var atomicKind = opdef.NewEnum("AtomicRMWKind", "AtomicRMWKindAttr", 64, "::mlir::arith::AtomicRMWKind::", "", "",
	[]opdef.EnumCase{{Symbol: "addf", Value: 0, Str: "addf"}, {Symbol: "addi", Value: 1, Str: "addi"},
		{Symbol: "assign", Value: 2, Str: "assign"}, {Symbol: "maximumf", Value: 3, Str: "maximumf"},
		{Symbol: "maxs", Value: 4, Str: "maxs"}, {Symbol: "maxu", Value: 5, Str: "maxu"},
		{Symbol: "minimumf", Value: 6, Str: "minimumf"}, {Symbol: "mins", Value: 7, Str: "mins"},
		{Symbol: "minu", Value: 8, Str: "minu"}, {Symbol: "mulf", Value: 9, Str: "mulf"},
		{Symbol: "muli", Value: 10, Str: "muli"}, {Symbol: "ori", Value: 11, Str: "ori"},
		{Symbol: "andi", Value: 12, Str: "andi"}, {Symbol: "maxnumf", Value: 13, Str: "maxnumf"},
		{Symbol: "minnumf", Value: 14, Str: "minnumf"}})

func verifyAtomicRMW(op *ir.Operation) error {
	mt, ok := op.Operand(1).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	// The traits' order: AllTypesMatch, then TypesMatchWith.
	if !ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type()) {
		return ir.OpError(op, "failed to verify that all of {value, result} have same type")
	}
	if !ir.TypeEqual(mt.Elem, op.Operand(0).Type()) {
		return ir.OpError(op, "failed to verify that value type matches element type of memref")
	}
	if len(mt.Dims) != op.NumOperands()-2 {
		return ir.OpError(op, "expects the number of subscripts to be equal to memref rank")
	}
	k, _ := atomicKind.Value(op.Attr("kind"))
	_, isFloat := op.Operand(0).Type().(*ir.FloatType)
	_, isInt := op.Operand(0).Type().(*ir.IntegerType)
	switch k {
	case 0, 3, 6, 9:
		if !isFloat {
			return ir.OpError(op, "with kind '%s' expects a floating-point type", atomicKind.Keyword(k))
		}
	case 1, 4, 5, 7, 8, 10, 11, 12:
		if !isInt {
			return ir.OpError(op, "with kind '%s' expects an integer type", atomicKind.Keyword(k))
		}
	}
	return nil
}

func verifyGenericAtomicRMW(op *ir.Operation) error {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if ok && !ir.TypeEqual(mt.Elem, op.Result(0).Type()) {
		return ir.OpError(op, "failed to verify that result type matches element type of memref")
	}
	r := op.Region(0)
	if r.Empty() || len(r.Front().Args()) != 1 {
		return ir.OpError(op, "expected single number of entry block arguments")
	}
	if !ir.TypeEqual(r.Front().Args()[0].Type(), op.Result(0).Type()) {
		return ir.OpError(op, "expected block argument of the same type result type")
	}
	var bad *ir.Operation
	var walk func(r *ir.Region)
	walk = func(r *ir.Region) {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil && bad == nil; o = o.Next() {
				if !ir.IsMemoryEffectFree(o) {
					bad = o
					return
				}
				for _, sub := range o.Regions() {
					walk(sub)
				}
			}
		}
	}
	walk(r)
	if bad != nil {
		return ir.Errorf(bad.Loc(), "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects")
	}
	return nil
}

func verifyAtomicYield(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent == nil || parent.NumResults() == 0 {
		return nil
	}
	if pt, rt := parent.Result(0).Type(), op.Operand(0).Type(); !ir.TypeEqual(pt, rt) {
		return ir.OpError(op, "types mismatch between yield op: %s and its parent: %s", q(rt), q(pt))
	}
	return nil
}

func verifyDmaStart(op *ir.Operation) error {
	n := op.NumOperands()
	if n < 4 {
		return ir.OpError(op, "expected at least 4 operands")
	}
	isMem := func(i int) bool { _, ok := op.Operand(i).Type().(*ir.MemRefType); return ok }
	allIndex := func(from, to int) bool {
		for i := from; i < to && i < n; i++ {
			if !ir.TypeEqual(op.Operand(i).Type(), ir.Index) {
				return false
			}
		}
		return true
	}
	l := dmaPositions(op)
	if !isMem(0) {
		return ir.OpError(op, "expected source to be of memref type")
	}
	if n < l.dst+3 {
		return ir.OpError(op, "expected at least %d operands", l.dst+3)
	}
	if !allIndex(1, l.dst) {
		return ir.OpError(op, "expected source indices to be of index type")
	}
	if !isMem(l.dst) {
		return ir.OpError(op, "expected destination to be of memref type")
	}
	if n < l.num+2 {
		return ir.OpError(op, "expected at least %d operands", l.num+2)
	}
	if !allIndex(l.dst+1, l.num) {
		return ir.OpError(op, "expected destination indices to be of index type")
	}
	if !ir.TypeEqual(op.Operand(l.num).Type(), ir.Index) {
		return ir.OpError(op, "expected num elements to be of index type")
	}
	if !isMem(l.tag) {
		return ir.OpError(op, "expected tag to be of memref type")
	}
	if n < l.end {
		return ir.OpError(op, "expected at least %d operands", l.end)
	}
	if !allIndex(l.tag+1, l.end) {
		return ir.OpError(op, "expected tag indices to be of index type")
	}
	if n != l.end && n != l.end+2 {
		return ir.OpError(op, "incorrect number of operands")
	}
	if n == l.end+2 && !allIndex(l.end, n) {
		return ir.OpError(op, "expected stride and num elements per stride to be of type index")
	}
	return nil
}

// AtomicKind returns the keyword of a memref.atomic_rmw's kind ("addf", "maximumf", ...),
// or "" when the attribute is missing or unknown.
func AtomicKind(op *ir.Operation) string {
	k, ok := atomicKind.Value(op.Attr("kind"))
	if !ok {
		return ""
	}
	return atomicKind.Keyword(k)
}

package asctile

import (
	"sort"

	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// PyAsc's densify algorithm as passes-asc2.md §1 states it, run when the pass is not asked
// for its departures: a moved op is checked against its landing place only, on effects
// attached to the exact operand values, and ops without effects never conflict.

// valueEffects lists the values op reads and writes through effects on its operands
// (asctile-ops.md §5.4).
func valueEffects(op *ir.Operation) (reads, writes []*ir.Value) {
	switch op.Name() {
	case asctile.OpLoad, asctile.OpGetValue:
		return []*ir.Value{op.Operand(0)}, nil
	case asctile.OpStore, asctile.OpSetValue, asctile.OpStoreFixpipe:
		return nil, []*ir.Value{op.Operand(1)}
	case asctile.OpAtomicRmw:
		if o, ok := asctile.AsAtomicRmwOp(op); ok {
			return nil, []*ir.Value{o.Base()}
		}
	case asctile.OpMatmulAcc:
		if o, ok := asctile.AsMatmulAccOp(op); ok {
			return nil, []*ir.Value{o.Acc()}
		}
	}
	return nil, nil
}

func hasValue(vs []*ir.Value, v *ir.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// valueConflict reports whether a, placed before b, may not trade places with it on v.
func valueConflict(a, b *ir.Operation, v *ir.Value) bool {
	ar, aw := valueEffects(a)
	br, bw := valueEffects(b)
	return ((hasValue(ar, v) || hasValue(aw, v)) && hasValue(bw, v)) || (hasValue(aw, v) && hasValue(br, v))
}

// canSwap checks that every operand of m is available at pos and that first and second
// do not conflict on it.
func canSwap(m, pos, first, second *ir.Operation) bool {
	for _, v := range m.Operands() {
		if !dominates(v, pos) || valueConflict(first, second, v) {
			return false
		}
	}
	return true
}

// densifyTopPyAsc moves every op of list up to the earliest op after its predecessor in
// the list before which it may go.
func densifyTopPyAsc(list []*ir.Operation) {
	sort.SliceStable(list, func(i, j int) bool { return list[i].IsBeforeInBlock(list[j]) })
	first := list[0]
	for _, m := range list[1:] {
		for p := first.Next(); p != nil && p != m; p = p.Next() {
			if canSwap(m, p, p, m) {
				m.MoveBefore(p)
				break
			}
		}
		first = m
	}
}

// densifyBottomPyAsc moves every op of list down to the latest op up to its successor in
// the list after which it may go.
func densifyBottomPyAsc(list []*ir.Operation) {
	sort.SliceStable(list, func(i, j int) bool { return list[j].IsBeforeInBlock(list[i]) })
	last := list[0]
	for _, m := range list[1:] {
		if m == last || !m.IsBeforeInBlock(last) {
			continue
		}
		for q := last; q != nil && q != m; q = q.Prev() {
			if canSwap(m, q, m, q) {
				m.MoveAfter(q)
				break
			}
		}
		last = m
	}
}

package asctile

import (
	"sort"

	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// asctile-densify-unroll-groups: after unrolling, the tagged loads of a group move up
// next to each other and the tagged stores move down next to each other.

// valueEffects lists the values an op reads and writes through effects attached to its
// operands (asctile-ops.md §5.4). Ops without such effects report none, so they never
// conflict, as ops without MemoryEffectOpInterface do in PyAsc.
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

func has(vs []*ir.Value, v *ir.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// conflict reports whether a, placed before b, may not trade places with it on v.
func conflict(a, b *ir.Operation, v *ir.Value) bool {
	ar, aw := valueEffects(a)
	br, bw := valueEffects(b)
	return ((has(ar, v) || has(aw, v)) && has(bw, v)) || (has(aw, v) && has(br, v))
}

// dominates reports whether v is available right before op p (structured control flow:
// a value dominates everything after its definition in its block, nested regions included).
func dominates(v *ir.Value, p *ir.Operation) bool {
	if v.IsBlockArg() {
		for b := p.Block(); b != nil; {
			if b == v.ParentBlock() {
				return true
			}
			po := b.ParentOp()
			if po == nil {
				return false
			}
			b = po.Block()
		}
		return false
	}
	d := v.DefiningOp()
	for a := p; a != nil; a = a.ParentOp() {
		if a.Block() == d.Block() {
			return a != d && d.IsBeforeInBlock(a)
		}
	}
	return false
}

// canSwap checks operand dominance at pos and conflicts between first and second on
// every operand of m.
func canSwap(m, pos, first, second *ir.Operation) bool {
	for _, v := range m.Operands() {
		if !dominates(v, pos) || conflict(first, second, v) {
			return false
		}
	}
	return true
}

type groupKey struct {
	group int64
	block *ir.Block
}

func densifyUnrollGroups(fn *ir.Operation, _ *ir.Context) error {
	groups := map[groupKey][]*ir.Operation{}
	var order []groupKey
	fn.WalkPost(func(o *ir.Operation) {
		a, ok := o.Attr(asctile.AttrUnrollGroup).(*ir.IntegerAttr)
		if !ok {
			return
		}
		k := groupKey{a.Value, o.Block()}
		if _, seen := groups[k]; !seen {
			order = append(order, k)
		}
		groups[k] = append(groups[k], o)
		o.RemoveAttr(asctile.AttrUnrollGroup)
	})
	for _, k := range order {
		list := groups[k]
		switch list[0].Name() {
		case asctile.OpLoad:
			densifyTop(list)
		case asctile.OpStore:
			densifyBottom(list)
		}
	}
	return nil
}

// densifyTop moves every op of list up to the earliest place after its predecessor in
// the list where it may go.
func densifyTop(list []*ir.Operation) {
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

// densifyBottom moves every op of list down to the latest place before its successor in
// the list (inclusive) where it may go.
func densifyBottom(list []*ir.Operation) {
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

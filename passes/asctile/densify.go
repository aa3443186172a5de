package asctile

import (
	"sort"

	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// asctile-densify-unroll-groups: after unrolling, the tagged loads of a group move up
// next to each other and the tagged stores move down next to each other.

type groupKey struct {
	group int64
	block *ir.Block
}

// densifyUnrollGroups is asctile-densify-unroll-groups. With dep (option departures, which
// --pyasc-pipeline sets) a moved op passes only ops it cannot conflict with
// (densify_effects.go); without, it is PyAsc's algorithm (densify_pyasc.go), which checks
// the landing place alone and so may lift a load above a store it must see
// (passes-asc2.md §5).
func densifyUnrollGroups(dep bool) func(*ir.Operation, *ir.Context) error {
	return func(fn *ir.Operation, _ *ir.Context) error {
		densifyGroups(fn, dep)
		return nil
	}
}

func densifyGroups(fn *ir.Operation, dep bool) {
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
	fx := effectCache{}
	for _, k := range order {
		list := groups[k]
		switch {
		case list[0].Name() == asctile.OpLoad && dep:
			densifyTop(list, fx)
		case list[0].Name() == asctile.OpLoad:
			densifyTopPyAsc(list)
		case list[0].Name() == asctile.OpStore && dep:
			densifyBottom(list, fx)
		case list[0].Name() == asctile.OpStore:
			densifyBottomPyAsc(list)
		}
	}
}

// densifyTop moves every op of list (after the first) up to the earliest place after
// its predecessor in the list where it may go: no op it passes defines a value it uses or
// conflicts with it (densify_effects.go), so no load is read before a store it must see.
func densifyTop(list []*ir.Operation, fx effectCache) {
	sort.SliceStable(list, func(i, j int) bool { return list[i].IsBeforeInBlock(list[j]) })
	first := list[0]
	for _, m := range list[1:] {
		me, used := fx.of(m), usedValues(m)
		var to *ir.Operation
		for x := m.Prev(); x != nil && x != first; x = x.Prev() {
			if definesAny(x, used) || conflicts(me, fx.of(x)) {
				break
			}
			to = x
		}
		if to != nil {
			m.MoveBefore(to)
		}
		first = m
	}
}

// densifyBottom moves every op of list (after the last) down to the latest place up to
// its successor in the list (inclusive) where it may go: no op it passes uses its
// results or conflicts with it.
func densifyBottom(list []*ir.Operation, fx effectCache) {
	sort.SliceStable(list, func(i, j int) bool { return list[j].IsBeforeInBlock(list[i]) })
	last := list[0]
	for _, m := range list[1:] {
		if m == last || !m.IsBeforeInBlock(last) {
			continue
		}
		me := fx.of(m)
		var to *ir.Operation
		for x := m.Next(); x != nil; x = x.Next() {
			if usesResultOf(x, m) || conflicts(me, fx.of(x)) {
				break
			}
			to = x
			if x == last {
				break
			}
		}
		if to != nil {
			m.MoveAfter(to)
		}
		last = m
	}
}

// effectCache keeps the effects of the ops densify looks at (moving ops does not change
// them).
type effectCache map[*ir.Operation]*opEffects

func (c effectCache) of(op *ir.Operation) *opEffects {
	e, ok := c[op]
	if !ok {
		e = effectsOf(op)
		c[op] = e
	}
	return e
}

// usedValues returns the values op and its nested ops use that are defined outside op.
func usedValues(op *ir.Operation) map[*ir.Value]bool {
	set := map[*ir.Value]bool{}
	op.Walk(func(o *ir.Operation) bool {
		for _, v := range o.Operands() {
			if !definedIn(v, op) {
				set[v] = true
			}
		}
		return true
	})
	return set
}

// definedIn reports whether v is a result of op or of an op nested in it, or an argument
// of a block nested in op.
func definedIn(v *ir.Value, op *ir.Operation) bool {
	if v.IsBlockArg() {
		p := v.OwnerBlock().ParentOp()
		return p != nil && op.IsAncestor(p)
	}
	return op.IsAncestor(v.DefiningOp())
}

// definesAny reports whether one of x's results is in vals.
func definesAny(x *ir.Operation, vals map[*ir.Value]bool) bool {
	for _, r := range x.Results() {
		if vals[r] {
			return true
		}
	}
	return false
}

// usesResultOf reports whether x or an op nested in it uses a result of m.
func usesResultOf(x, m *ir.Operation) bool {
	for _, r := range m.Results() {
		for _, u := range r.Uses() {
			if x.IsAncestor(u.Owner()) {
				return true
			}
		}
	}
	return false
}

package mlirdiff

import (
	"fmt"
	"strings"
)

// More memref ops for the random programs: alloca_scope (with and without results),
// realloc, and rank-reducing subviews.

// memAllocaScope writes an alloca_scope whose body allocates on the stack, uses the
// buffer and sometimes returns a scalar; the canonicalizer inlines or hoists it.
func (g *rcGen) memAllocaScope(ind string) {
	typ := []string{"", "index", "i32", "f32"}[g.intn(4)]
	v := ""
	head := "memref.alloca_scope"
	if typ != "" {
		v = g.fresh()
		head = v + " = memref.alloca_scope -> (" + typ + ")"
	}
	g.emit(ind, "%s {", head)
	in := ind + "  "
	g.scoped(func() {
		if g.chance(0.7) {
			m := &rcMem{shape: []int64{4}, elem: []string{"f32", "i32"}[g.intn(2)]}
			a := g.fresh()
			g.emit(in, "%s = memref.alloca() : %s", a, m)
			g.defMem(a, m)
			g.emit(in, "memref.store %s, %s[%s] : %s", g.pick(in, m.elem), a, g.indices(in, m), m)
		}
		g.stmts(in, 0, 2)
		if typ != "" {
			g.emit(in, "memref.alloca_scope.return %s : %s", g.pick(in, typ), typ)
		}
	})
	g.emit(ind, "}")
	if typ != "" {
		g.def(v, typ)
	}
}

// memRealloc grows or shrinks a one-dimensional buffer of identity layout to a static or
// dynamic size.
func (g *rcGen) memRealloc(ind string) {
	m := g.memOf(func(m *rcMem) bool { return len(m.shape) == 1 && !m.strided })
	if m == nil {
		return
	}
	res := &rcMem{shape: []int64{int64(2 + g.intn(12))}, elem: m.mem.elem, space: m.mem.space}
	size := ""
	if g.chance(0.4) {
		res.shape[0] = rcDyn
		if g.chance(0.4) {
			size = "(" + g.constOf(ind, "index", fmt.Sprint(1+g.intn(8))) + ")"
		} else {
			size = "(" + g.index(ind) + ")"
		}
	}
	attr := ""
	if g.chance(0.2) {
		attr = " {alignment = 8 : i64}"
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.realloc %s%s%s : %s to %s", v, m.name, size, attr, m.typ, res)
	g.defMem(v, res)
}

// memSubviewReduce writes a subview of a static memref of rank 2 or more that takes one
// element along some dimensions and drops them from the result type.
func (g *rcGen) memSubviewReduce(ind string) {
	m := g.memOf(func(m *rcMem) bool {
		if len(m.shape) < 2 {
			return false
		}
		for _, d := range m.shape {
			if d == rcDyn {
				return false
			}
		}
		return true
	})
	if m == nil {
		return
	}
	src := m.mem
	sst, soff := src.layout()
	n := len(src.shape)
	drop := g.intn(n)      // at least this dimension goes
	keep := (drop + 1) % n // and this one stays: other generators want a rank of 1 or more
	offs, sizes, steps := make([]string, n), make([]string, n), make([]string, n)
	res := &rcMem{elem: src.elem, strided: true, offset: soff, space: src.space}
	for i, d := range src.shape {
		o := int64(g.intn(int(d)))
		s := int64(1)
		if i != drop && g.chance(0.7) {
			s = 1 + int64(g.intn(int(d-o)))
		}
		offs[i], sizes[i], steps[i] = fmt.Sprint(o), fmt.Sprint(s), "1"
		if g.chance(0.2) && i != drop {
			offs[i] = g.index(ind) // a dynamic offset: unknown result offset
			o = rcDyn
		}
		if o != 0 {
			res.offset = addDyn(res.offset, mulDyn(o, sst[i]))
		}
		if s == 1 && i != keep && (i == drop || g.chance(0.5)) {
			continue // a dropped unit dimension
		}
		res.shape = append(res.shape, s)
		res.strides = append(res.strides, sst[i])
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.subview %s[%s] [%s] [%s] : %s to %s", v, m.name,
		strings.Join(offs, ", "), strings.Join(sizes, ", "), strings.Join(steps, ", "), m.typ, res)
	g.defMem(v, res)
}

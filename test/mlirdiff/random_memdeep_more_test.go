package mlirdiff

import (
	"fmt"
	"strings"
)

// More of the memdeep generator: memref.reshape with a shape buffer and the dims of its
// result, unranked round trips, and collapses of strided memrefs.

// mdReshape reshapes an identity-layout memref by a shape buffer (a stack buffer stored
// with constants or values in scope, or a constant global), and asks dims of the result.
func (g *rcGen) mdReshape(ind string) {
	m := g.memOf(func(m *rcMem) bool { return !m.strided })
	if m == nil {
		return
	}
	rank := 1 + g.intn(2)
	shapeT := fmt.Sprintf("memref<%dxindex>", rank)
	sh := g.fresh()
	g.emit(ind, "%s = memref.alloca() : %s", sh, shapeT)
	res := &rcMem{elem: m.mem.elem, space: m.mem.space}
	for i := 0; i < rank; i++ {
		c := g.constOf(ind, "index", fmt.Sprint(i))
		x := g.index(ind)
		if g.chance(0.5) {
			x = g.constOf(ind, "index", fmt.Sprint(1+g.intn(4)))
		}
		g.emit(ind, "memref.store %s, %s[%s] : %s", x, sh, c, shapeT)
		d := int64(rcDyn)
		if g.chance(0.2) {
			d = int64(1 + g.intn(4))
		}
		res.shape = append(res.shape, d)
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.reshape %s(%s) : (%s, %s) -> %s", v, m.name, sh, m.typ, shapeT, res)
	g.defMem(v, res)
	for i := g.intn(3); i > 0; i-- {
		var ix string
		if g.chance(0.8) {
			ix = g.constOf(ind, "index", fmt.Sprint(g.intn(rank)))
		} else {
			ix = "%a"
		}
		d := g.pureOp(ind, "index", "$R = memref.dim "+v+", "+ix+" : "+res.String())
		g.emit(ind, "func.call @use_index(%s) : (index) -> ()", d)
	}
}

// mdUnranked casts a memref to unranked and asks its rank and dims, reinterprets it, or
// casts it back to its type or to an identity layout of its rank.
func (g *rcGen) mdUnranked(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	un := "memref<*x" + m.mem.elem + ">"
	if m.mem.space != "" {
		un = "memref<*x" + m.mem.elem + ", " + m.mem.space + ">"
	}
	u := g.fresh()
	g.emit(ind, "%s = memref.cast %s : %s to %s", u, m.name, m.typ, un)
	switch g.intn(4) {
	case 0:
		r := g.pureOp(ind, "index", "$R = memref.rank "+u+" : "+un)
		g.emit(ind, "func.call @use_index(%s) : (index) -> ()", r)
	case 1:
		c := g.constOf(ind, "index", fmt.Sprint(g.intn(len(m.mem.shape)+1)))
		d := g.pureOp(ind, "index", "$R = memref.dim "+u+", "+c+" : "+un)
		g.emit(ind, "func.call @use_index(%s) : (index) -> ()", d)
	case 2:
		res := &rcMem{elem: m.mem.elem, space: m.mem.space, strided: true, offset: int64(g.intn(2))}
		var sizes, strides []string
		for i := g.intn(3); i > 0; i-- {
			s, sv, sk := g.mdIndex(ind, int64(1+g.intn(8)))
			sizes, strides = append(sizes, s), append(strides, "1")
			res.shape, res.strides, res.known = append(res.shape, sv), append(res.strides, 1), append(res.known, sk)
		}
		v := g.fresh()
		g.emit(ind, "%s = memref.reinterpret_cast %s to offset: [%d], sizes: [%s], strides: [%s] : %s to %s", v, u,
			res.offset, strings.Join(sizes, ", "), strings.Join(strides, ", "), un, res)
		g.defMem(v, res)
	default:
		// Back to its own type, or (an identity layout) to other sizes it is known to have.
		// A cast back to another layout would be valid as written, but the canonicalizer
		// folds the two casts into one between incompatible types, which LLVM 19's
		// verifier then rejects.
		back := m.mem.clone()
		if !back.strided && g.chance(0.5) {
			for i := range back.shape {
				if back.shape[i] != rcDyn {
					back.shape[i] = rcDyn
				} else if k := back.bound(i); k != rcDyn {
					back.shape[i] = k
				}
			}
		}
		v := g.fresh()
		g.emit(ind, "%s = memref.cast %s : %s to %s", v, u, un, back)
		g.defMem(v, back)
	}
}

// mdCollapseStrided collapses a strided memref of static strides where each group is
// contiguous (every stride is the next one's times the next size), sizes static or not.
func (g *rcGen) mdCollapseStrided(ind string) {
	m := g.memOf(func(m *rcMem) bool {
		if !m.strided || len(m.shape) < 2 {
			return false
		}
		for i := 0; i+1 < len(m.shape); i++ {
			if m.strides[i] != rcDyn && m.strides[i] == mulDyn(m.strides[i+1], m.shape[i+1]) {
				return true
			}
		}
		return false
	})
	if m == nil {
		return
	}
	src := m.mem
	var gs [][]int
	res := &rcMem{elem: src.elem, space: src.space, strided: true, offset: src.offset}
	for i := 0; i < len(src.shape); {
		gr := []int{i}
		size := src.shape[i]
		for i+1 < len(src.shape) && src.strides[i] != rcDyn && src.strides[i] == mulDyn(src.strides[i+1], src.shape[i+1]) && g.chance(0.7) {
			i++
			gr = append(gr, i)
			size = mulDyn(size, src.shape[i])
		}
		gs = append(gs, gr)
		res.shape = append(res.shape, size)
		res.strides = append(res.strides, src.strides[i])
		i++
	}
	if len(gs) == len(src.shape) {
		return
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.collapse_shape %s %s : %s into %s", v, m.name, groupsStr(gs), m.typ, res)
	g.defMem(v, res)
}

// mdIf writes an scf.if (on a constant, an argument or a comparison) yielding a memref
// of one type from two producers (a value in scope, a cast of it, a new buffer of its
// type) and asks the dims of the result.
func (g *rcGen) mdIf(ind string) {
	m := g.memOf(func(m *rcMem) bool { return len(m.shape) > 0 })
	if m == nil {
		return
	}
	c := g.cond(ind)
	r := g.fresh()
	g.emit(ind, "%s = scf.if %s -> (%s) {", r, c, m.typ)
	in := ind + "  "
	branch := func() {
		g.scoped(func() {
			y := m.name
			switch g.intn(3) {
			case 0:
				if !m.mem.strided {
					y = g.fresh()
					var dyn []string
					for i, d := range m.mem.shape {
						if d == rcDyn {
							ci := g.constOf(in, "index", fmt.Sprint(i))
							dyn = append(dyn, g.pureOp(in, "index", "$R = memref.dim "+m.name+", "+ci+" : "+m.typ))
						}
					}
					g.emit(in, "%s = memref.alloc(%s) : %s", y, strings.Join(dyn, ", "), m.typ)
				}
			case 1:
				dyn := m.mem.clone()
				dyn.affine = false
				for i := range dyn.shape {
					dyn.shape[i] = rcDyn
				}
				u, w := g.fresh(), g.fresh()
				g.emit(in, "%s = memref.cast %s : %s to %s", u, m.name, m.typ, dyn)
				g.emit(in, "%s = memref.cast %s : %s to %s", w, u, dyn, m.typ)
				y = w
			}
			g.emit(in, "scf.yield %s : %s", y, m.typ)
		})
	}
	branch()
	g.emit(ind, "} else {")
	branch()
	g.emit(ind, "}")
	res := m.mem.clone()
	res.known = nil
	g.defMem(r, res)
	ci := g.constOf(ind, "index", fmt.Sprint(g.intn(len(res.shape))))
	d := g.pureOp(ind, "index", "$R = memref.dim "+r+", "+ci+" : "+m.typ)
	g.emit(ind, "func.call @use_index(%s) : (index) -> ()", d)
}

// mdScope writes an alloca_scope whose body runs memdeep ops (stack buffers with
// constant sizes among them, which the canonicalizer may hoist), sometimes inside a loop.
func (g *rcGen) mdScope(ind string) {
	loop := g.depth == 0 && g.chance(0.5)
	in := ind
	g.scoped(func() {
		if loop {
			lb, ub, st := g.constOf(ind, "index", "0"), g.index(ind), g.constOf(ind, "index", "1")
			iv := g.fresh()
			g.emit(ind, "scf.for %s = %s to %s step %s {", iv, lb, ub, st)
			g.def(iv, "index")
			in = ind + "  "
		}
		g.emit(in, "memref.alloca_scope {")
		g.scoped(func() {
			for i := 1 + g.intn(3); i > 0; i-- {
				if g.chance(0.4) {
					g.mdConstAlloc(in + "  ")
				} else {
					g.mdStmt(in + "  ")
				}
			}
		})
		g.emit(in, "}")
		if loop {
			g.emit(ind, "}")
		}
	})
}

// mdDma starts a DMA between two memrefs (sometimes through casts to dynamic sizes)
// with a tag buffer, and waits on it.
func (g *rcGen) mdDma(ind string) {
	a := g.memOf(func(m *rcMem) bool { return len(m.shape) > 0 })
	b := g.memOf(func(m *rcMem) bool { return len(m.shape) > 0 })
	if a == nil || b == nil || a.mem.elem != b.mem.elem {
		return
	}
	cast := func(v *rcVal) (string, string) {
		if !g.chance(0.5) {
			return v.name, v.typ
		}
		dyn := v.mem.clone()
		dyn.affine = false
		for i := range dyn.shape {
			dyn.shape[i] = rcDyn
		}
		c := g.fresh()
		g.emit(ind, "%s = memref.cast %s : %s to %s", c, v.name, v.typ, dyn)
		return c, dyn.String()
	}
	an, at := cast(a)
	bn, bt := cast(b)
	tag := g.fresh()
	g.emit(ind, "%s = memref.alloc() : memref<1xi32>", tag)
	tn, tt := tag, "memref<1xi32>"
	if g.chance(0.5) {
		tn = g.fresh()
		tt = "memref<?xi32>"
		g.emit(ind, "%s = memref.cast %s : memref<1xi32> to %s", tn, tag, tt)
	}
	c0 := g.constOf(ind, "index", "0")
	n := g.constOf(ind, "index", fmt.Sprint(1+g.intn(4)))
	g.emit(ind, "memref.dma_start %s[%s], %s[%s], %s, %s[%s] : %s, %s, %s", an, g.indices(ind, a.mem), bn,
		g.indices(ind, b.mem), n, tn, c0, at, bt, tt)
	g.emit(ind, "memref.dma_wait %s[%s], %s : %s", tn, c0, n, tt)
}

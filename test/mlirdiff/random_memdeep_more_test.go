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

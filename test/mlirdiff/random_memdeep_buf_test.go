package mlirdiff

import (
	"fmt"
	"strings"
)

// The memdeep generator's buffers: views of cast allocations, loops carrying memrefs,
// buffers only written, copies, atomics, prefetch and alignment, memory space casts and
// allocations whose dynamic sizes are constants (see random_memdeep_gen_test.go).

// mdSpaces are the memory spaces new buffers and memory_space_casts use.
var mdSpaces = []string{"", "", "1", "3", "#gpu.address_space<workgroup>"}

// mdView allocates a byte buffer (static, or dynamic with a constant or unknown size,
// sometimes in another memory space), often casts it to a dynamic size, and views it.
func (g *rcGen) mdView(ind string) {
	sp := mdSpaces[g.intn(len(mdSpaces))]
	buf := &rcMem{shape: []int64{2048}, elem: "i8", space: sp}
	b := g.fresh()
	switch g.intn(3) {
	case 0:
		g.emit(ind, "%s = memref.alloc() : %s", b, buf)
	case 1:
		buf.shape[0] = rcDyn
		g.emit(ind, "%s = memref.alloc(%s) : %s", b, g.constOf(ind, "index", "2048"), buf)
	default:
		buf.shape[0] = rcDyn
		g.emit(ind, "%s = memref.alloca(%s) : %s", b, g.index(ind), buf)
	}
	if buf.shape[0] != rcDyn && g.chance(0.6) {
		c := g.fresh()
		dyn := &rcMem{shape: []int64{rcDyn}, elem: "i8", space: sp}
		g.emit(ind, "%s = memref.cast %s : %s to %s", c, b, buf, dyn)
		b, buf = c, dyn
	}
	shape, ops := g.newShape(ind)
	res := &rcMem{shape: shape, elem: []string{"f32", "i32"}[g.intn(2)], space: sp}
	off, _, _ := g.mdIndex(ind, int64(4*g.intn(8)))
	if !strings.HasPrefix(off, "%") {
		off = g.constOf(ind, "index", off) // view takes its byte offset as an operand only
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.view %s[%s][%s] : %s to %s", v, b, off, strings.Join(ops, ", "), buf, res)
	g.defMem(v, res)
}

// mdFor writes an scf.for carrying a memref: the body asks its dims and reads it, and
// yields it, the initial value, a new buffer sized by its dims or a cast round trip; the
// loop's result is asked its dims too.
func (g *rcGen) mdFor(ind string) {
	m := g.memOf(func(m *rcMem) bool { return len(m.shape) > 0 })
	if m == nil {
		return
	}
	lb := g.constOf(ind, "index", fmt.Sprint(g.intn(2)))
	ub := g.index(ind)
	if g.chance(0.4) {
		ub = g.constOf(ind, "index", fmt.Sprint(g.intn(4)))
	}
	step := g.constOf(ind, "index", "1")
	iv, it, r := g.fresh(), g.fresh(), g.fresh()
	g.emit(ind, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {", r, iv, lb, ub, step, it, m.name, m.typ)
	in := ind + "  "
	g.scoped(func() {
		g.def(iv, "index")
		mm := m.mem.clone()
		mm.known = nil
		g.defMem(it, mm)
		var dims []string
		for i, d := range mm.shape {
			c := g.constOf(in, "index", fmt.Sprint(i))
			dv := g.pureOp(in, "index", "$R = memref.dim "+it+", "+c+" : "+m.typ)
			if d == rcDyn {
				dims = append(dims, dv)
			}
		}
		if g.chance(0.6) {
			g.emit(in, "func.call @use_index(%s) : (index) -> ()", g.vals[len(g.vals)-1].name)
		}
		if g.chance(0.5) {
			x := g.fresh()
			g.emit(in, "%s = memref.load %s[%s] : %s", x, it, g.indices(in, mm), m.typ)
			g.emit(in, "func.call @use_%s(%s) : (%s) -> ()", mm.elem, x, mm.elem)
		}
		y := it
		switch g.intn(4) {
		case 0:
			y = m.name
		case 1:
			if !mm.strided {
				y = g.fresh()
				g.emit(in, "%s = memref.alloc(%s) : %s", y, strings.Join(dims, ", "), m.typ)
			}
		case 2:
			c := g.fresh()
			dyn := mm.clone()
			for i := range dyn.shape {
				dyn.shape[i] = rcDyn
			}
			g.emit(in, "%s = memref.cast %s : %s to %s", c, it, m.typ, dyn)
			y = g.fresh()
			g.emit(in, "%s = memref.cast %s : %s to %s", y, c, dyn, m.typ)
		}
		g.emit(in, "scf.yield %s : %s", y, m.typ)
	})
	g.emit(ind, "}")
	res := m.mem.clone()
	res.known = nil
	g.defMem(r, res)
	if len(res.shape) > 0 && g.chance(0.7) {
		c := g.constOf(ind, "index", fmt.Sprint(g.intn(len(res.shape))))
		d := g.pureOp(ind, "index", "$R = memref.dim "+r+", "+c+" : "+m.typ)
		g.emit(ind, "func.call @use_index(%s) : (index) -> ()", d)
	}
}

// mdDeadBuffer allocates a buffer that is only written (directly, through a cast or a
// subview, by a copy) and perhaps deallocated: the canonicalizer erases all of it.
func (g *rcGen) mdDeadBuffer(ind string) {
	op := []string{"alloc", "alloca"}[g.intn(2)]
	shape, ops := g.newShape(ind)
	m := &rcMem{shape: shape, elem: []string{"f32", "i32"}[g.intn(2)], space: mdSpaces[g.intn(len(mdSpaces))]}
	b := g.fresh()
	g.emit(ind, "%s = memref.%s(%s) : %s", b, op, strings.Join(ops, ", "), m)
	name, typ := b, m.String()
	if g.chance(0.4) {
		dyn := m.clone()
		for i := range dyn.shape {
			dyn.shape[i] = rcDyn
		}
		name = g.fresh()
		typ = dyn.String()
		g.emit(ind, "%s = memref.cast %s : %s to %s", name, b, m, typ)
	}
	for i := 1 + g.intn(2); i > 0; i-- {
		g.emit(ind, "memref.store %s, %s[%s] : %s", g.pick(ind, m.elem), name, g.indices(ind, m), typ)
	}
	if op == "alloc" && g.chance(0.6) {
		g.emit(ind, "memref.dealloc %s : %s", name, typ)
	}
}

// mdCopy copies a memref to itself, to or from a cast of itself, or between two
// memrefs of one static shape through casts to dynamic sizes.
func (g *rcGen) mdCopy(ind string) {
	a := g.memOf(func(m *rcMem) bool { return static(m.shape) })
	if a == nil {
		return
	}
	b := g.memOf(func(m *rcMem) bool {
		return m.elem == a.mem.elem && static(m.shape) && fmt.Sprint(m.shape) == fmt.Sprint(a.mem.shape)
	})
	src, dst := a.name, b.name
	st, dt := a.typ, b.typ
	castDyn := func(name string, m *rcMem) (string, string) {
		dyn := m.clone()
		dyn.affine = false
		for i := range dyn.shape {
			dyn.shape[i] = rcDyn
		}
		c := g.fresh()
		g.emit(ind, "%s = memref.cast %s : %s to %s", c, name, m, dyn)
		return c, dyn.String()
	}
	if g.chance(0.5) {
		src, st = castDyn(src, a.mem)
	}
	if g.chance(0.5) {
		dst, dt = castDyn(dst, b.mem)
	}
	g.emit(ind, "memref.copy %s, %s : %s to %s", src, dst, st, dt)
}

// mdAtomic writes an atomic_rmw with a constant or scalar value, or a generic_atomic_rmw
// yielding a constant, its argument or an update of it, sometimes through a cast.
func (g *rcGen) mdAtomic(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	name, typ := m.name, m.typ
	if len(m.mem.shape) > 0 && g.chance(0.4) {
		dyn := m.mem.clone()
		dyn.affine = false
		for i := range dyn.shape {
			dyn.shape[i] = rcDyn
		}
		name, typ = g.fresh(), dyn.String()
		g.emit(ind, "%s = memref.cast %s : %s to %s", name, m.name, m.typ, typ)
	}
	e := m.mem.elem
	ix := g.indices(ind, m.mem)
	v := g.fresh()
	if g.chance(0.5) {
		g.memAtomicOn(ind, v, name, typ, ix, e)
		return
	}
	g.emit(ind, "%s = memref.generic_atomic_rmw %s[%s] : %s {", v, name, ix, typ)
	arg := g.fresh()
	g.emit(ind, "^bb0(%s: %s):", arg, e)
	in := ind + "  "
	g.scoped(func() {
		var y string
		switch g.intn(3) {
		case 0:
			y = arg
		case 1:
			y = g.constant(in, e)
		default:
			c := g.constant(in, e)
			y = g.fresh()
			op := "arith.addi"
			if e == "f32" {
				op = "arith.addf"
			}
			g.emit(in, "%s = %s %s, %s : %s", y, op, arg, c, e)
		}
		g.emit(in, "memref.atomic_yield %s : %s", y, e)
	})
	g.emit(ind, "}")
	g.def(v, e)
	g.emit(ind, "func.call @use_%s(%s) : (%s) -> ()", e, v, e)
}

func (g *rcGen) memAtomicOn(ind, v, name, typ, ix, e string) {
	kinds := []string{"addf", "assign", "maximumf", "minimumf", "mulf", "maxnumf"}
	if e == "i32" {
		kinds = []string{"addi", "assign", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi"}
	}
	x := g.pick(ind, e)
	if g.chance(0.4) {
		x = g.constant(ind, e)
	}
	g.emit(ind, "%s = memref.atomic_rmw %s %s, %s[%s] : (%s, %s) -> %s", v, kinds[g.intn(len(kinds))], x, name, ix, e, typ, e)
	g.def(v, e)
}

// mdMisc writes a prefetch, an assume_alignment or a dealloc of a memref or a cast of it.
func (g *rcGen) mdMisc(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	name, typ := m.name, m.typ
	if g.chance(0.5) {
		dyn := m.mem.clone()
		dyn.affine = false
		for i := range dyn.shape {
			dyn.shape[i] = rcDyn
		}
		name, typ = g.fresh(), dyn.String()
		g.emit(ind, "%s = memref.cast %s : %s to %s", name, m.name, m.typ, typ)
	}
	switch g.intn(3) {
	case 0:
		g.emit(ind, "memref.prefetch %s[%s], %s, locality<%d>, %s : %s", name, g.indices(ind, m.mem),
			[]string{"read", "write"}[g.intn(2)], g.intn(4), []string{"data", "instr"}[g.intn(2)], typ)
	case 1:
		if !m.mem.affine && !m.mem.strided || g.chance(0.5) {
			g.emit(ind, "memref.assume_alignment %s, %d : %s", name, []int{4, 16, 64}[g.intn(3)], typ)
		}
	default:
		v := g.pureOp(ind, "index", "$R = memref.extract_aligned_pointer_as_index "+name+" : "+typ+" -> index")
		g.emit(ind, "func.call @use_index(%s) : (index) -> ()", v)
	}
}

// mdSpaceCast moves a memref to another memory space, and sometimes back.
func (g *rcGen) mdSpaceCast(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	to := m.mem.clone()
	to.space = mdSpaces[g.intn(len(mdSpaces))]
	v := g.fresh()
	g.emit(ind, "%s = memref.memory_space_cast %s : %s to %s", v, m.name, m.typ, to)
	g.defMem(v, to)
	if g.chance(0.4) {
		w := g.fresh()
		g.emit(ind, "%s = memref.memory_space_cast %s : %s to %s", w, v, to, m.typ)
		g.defMem(w, m.mem.clone())
	}
}

// mdConstAlloc allocates a buffer whose dynamic sizes are constants (the canonicalizer
// makes them static and casts the new buffer back), sometimes aligned or in another
// memory space.
func (g *rcGen) mdConstAlloc(ind string) {
	shape := [][]int64{{rcDyn}, {rcDyn, 4}, {2, rcDyn}, {rcDyn, rcDyn}, {rcDyn, 1, rcDyn}}[g.intn(5)]
	m := &rcMem{shape: shape, elem: []string{"f32", "i32"}[g.intn(2)], space: mdSpaces[g.intn(len(mdSpaces))]}
	m.known = make([]int64, len(shape))
	var ops []string
	for i, d := range shape {
		m.known[i] = d
		if d == rcDyn {
			if g.chance(0.8) {
				m.known[i] = int64(1 + g.intn(6))
				ops = append(ops, g.constOf(ind, "index", fmt.Sprint(m.known[i])))
			} else {
				ops = append(ops, g.index(ind))
			}
		}
	}
	attr := ""
	if g.chance(0.2) {
		attr = " {alignment = 32 : i64}"
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.%s(%s)%s : %s", v, []string{"alloc", "alloca"}[g.intn(2)], strings.Join(ops, ", "), attr, m)
	g.defMem(v, m)
}

package mlirdiff

import (
	"fmt"
	"slices"
	"strings"
)

// rcDyn marks a dynamic size, stride or offset in an rcMem.
const rcDyn = -1

// rcMem is a ranked memref type: shape, element type and, when strided is set, an
// explicit strided layout (otherwise the identity layout).
type rcMem struct {
	shape   []int64
	elem    string
	strided bool
	offset  int64
	strides []int64
	// known holds the sizes a dynamic dimension is known to have (it was cast from a
	// static one), or rcDyn; nil when none is known.
	known []int64
	// space is the memory space attribute as written ("" for the default space).
	space string
	// affine writes the (static) strided layout as the affine map it stands for.
	affine bool
}

func dimStr(d int64) string {
	if d == rcDyn {
		return "?"
	}
	return fmt.Sprint(d)
}

func (m *rcMem) String() string {
	var b strings.Builder
	b.WriteString("memref<")
	for _, d := range m.shape {
		b.WriteString(dimStr(d) + "x")
	}
	b.WriteString(m.elem)
	if m.affine {
		b.WriteString(", " + affineLayout(m.strides, m.offset))
	} else if m.strided {
		st := make([]string, len(m.strides))
		for i, s := range m.strides {
			st[i] = dimStr(s)
		}
		fmt.Fprintf(&b, ", strided<[%s]", strings.Join(st, ", "))
		if m.offset != 0 {
			fmt.Fprintf(&b, ", offset: %s", dimStr(m.offset))
		}
		b.WriteString(">")
	}
	if m.space != "" {
		b.WriteString(", " + m.space)
	}
	b.WriteString(">")
	return b.String()
}

// layout returns the strides and offset of m (the identity layout's for a plain one).
func (m *rcMem) layout() ([]int64, int64) {
	if m.strided {
		return m.strides, m.offset
	}
	st := make([]int64, len(m.shape))
	acc := int64(1)
	for i := len(m.shape) - 1; i >= 0; i-- {
		st[i] = acc
		if acc != rcDyn && m.shape[i] != rcDyn {
			acc *= m.shape[i]
		} else {
			acc = rcDyn
		}
	}
	return st, 0
}

func mulDyn(a, b int64) int64 {
	if a == rcDyn || b == rcDyn {
		return rcDyn
	}
	return a * b
}

func addDyn(a, b int64) int64 {
	if a == rcDyn || b == rcDyn {
		return rcDyn
	}
	return a + b
}

// rcMemArgs are the function's memref arguments.
var rcMemArgs = []struct {
	name string
	mem  rcMem
}{
	{"%m0", rcMem{shape: []int64{rcDyn}, elem: "f32"}},
	{"%m1", rcMem{shape: []int64{4, 8}, elem: "f32"}},
	{"%m2", rcMem{shape: []int64{rcDyn, rcDyn}, elem: "i32"}},
	{"%m3", rcMem{shape: []int64{8, rcDyn}, elem: "f32", strided: true, offset: rcDyn, strides: []int64{rcDyn, 1}}},
	{"%m4", rcMem{shape: []int64{16}, elem: "i32"}},
}

func (g *rcGen) defMem(name string, m *rcMem) {
	g.vals = append(g.vals, rcVal{name: name, typ: m.String(), mem: m})
}

// memOf returns a memref in scope that ok accepts, or nil.
func (g *rcGen) memOf(ok func(m *rcMem) bool) *rcVal {
	var c []*rcVal
	for i := range g.vals {
		if m := g.vals[i].mem; m != nil && (ok == nil || ok(m)) {
			c = append(c, &g.vals[i])
		}
	}
	if len(c) == 0 {
		return nil
	}
	if len(c) > 3 && g.chance(0.5) {
		c = c[len(c)-3:]
	}
	return c[g.intn(len(c))]
}

func (g *rcGen) anyMem() *rcVal { return g.memOf(nil) }

// indices returns one index value per dimension of m.
func (g *rcGen) indices(ind string, m *rcMem) string {
	ix := make([]string, len(m.shape))
	for i := range ix {
		ix[i] = g.index(ind)
	}
	return strings.Join(ix, ", ")
}

// sizeOperands writes the static shape of a new buffer and, for each dynamic dimension,
// picks its size operand (sometimes a constant, which the canonicalizer folds in).
func (g *rcGen) newShape(ind string) ([]int64, []string) {
	shape := [][]int64{{4}, {8}, {rcDyn}, {2, 4}, {rcDyn, 4}, {4, rcDyn}, {rcDyn, rcDyn}}[g.intn(7)]
	var ops []string
	for _, d := range shape {
		if d == rcDyn {
			if g.chance(0.4) {
				ops = append(ops, g.constOf(ind, "index", fmt.Sprint(1+g.intn(8))))
			} else {
				ops = append(ops, g.index(ind))
			}
		}
	}
	return shape, ops
}

// memOp writes one memref op; a new memref is then often read or written, so that
// it stays live through the canonicalizer.
func (g *rcGen) memOp(ind string) {
	if g.deep && g.inDeep < 2 && g.chance(0.6) {
		g.mdStmt(ind)
		return
	}
	n := len(g.vals)
	g.memOp1(ind)
	if len(g.vals) > n && g.vals[len(g.vals)-1].mem != nil && g.chance(0.7) {
		m := g.vals[len(g.vals)-1]
		if g.chance(0.5) {
			g.emit(ind, "memref.store %s, %s[%s] : %s", g.pick(ind, m.mem.elem), m.name, g.indices(ind, m.mem), m.typ)
			return
		}
		v := g.fresh()
		g.emit(ind, "%s = memref.load %s[%s] : %s", v, m.name, g.indices(ind, m.mem), m.typ)
		g.def(v, m.mem.elem)
	}
}

func (g *rcGen) memOp1(ind string) {
	switch g.intn(19) {
	case 0, 1:
		g.memAlloc(ind)
	case 2, 3:
		g.memLoad(ind)
	case 4, 5:
		g.memStore(ind)
	case 6:
		g.memCast(ind)
	case 7:
		g.memSubview(ind)
	case 8:
		g.memReinterpret(ind)
	case 9:
		g.memReshape(ind)
	case 10:
		g.memDimRank(ind)
	case 11:
		g.memCopy(ind)
	case 12:
		g.memView(ind)
	case 13:
		g.memTranspose(ind)
	case 14:
		g.memGlobal(ind)
	case 16:
		g.memAllocaScope(ind)
	case 17:
		g.memRealloc(ind)
	case 18:
		g.memSubviewReduce(ind)
	default:
		g.memAtomic(ind)
	}
}

// memAlloc writes an alloc or alloca (static or dynamic, sometimes aligned), and
// sometimes deallocates an allocation in scope.
func (g *rcGen) memAlloc(ind string) {
	if g.chance(0.2) {
		for i := len(g.vals) - 1; i >= 0; i-- {
			if v := g.vals[i]; v.mem != nil && strings.HasPrefix(v.name, g.prefix) && !strings.Contains(v.name, "#") {
				g.emit(ind, "memref.dealloc %s : %s", v.name, v.typ)
				return
			}
		}
	}
	shape, ops := g.newShape(ind)
	m := &rcMem{shape: shape, elem: []string{"f32", "i32"}[g.intn(2)]}
	op := []string{"alloc", "alloca"}[g.intn(2)]
	attr := ""
	if g.chance(0.2) {
		attr = " {alignment = 64 : i64}"
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.%s(%s)%s : %s", v, op, strings.Join(ops, ", "), attr, m)
	g.defMem(v, m)
}

func (g *rcGen) memLoad(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	ix := g.indices(ind, m.mem)
	v := g.fresh()
	g.emit(ind, "%s = memref.load %s[%s] : %s", v, m.name, ix, m.typ)
	g.def(v, m.mem.elem)
	// The same load again, at once or after another op (a write, perhaps), for CSE's
	// treatment of reads.
	if g.chance(0.35) {
		if g.chance(0.5) {
			g.stmt(ind)
		}
		if g.inScope(m.name) {
			w := g.fresh()
			g.emit(ind, "%s = memref.load %s[%s] : %s", w, m.name, ix, m.typ)
			g.def(w, m.mem.elem)
		}
	}
}

func (g *rcGen) memStore(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	x := g.pick(ind, m.mem.elem)
	g.emit(ind, "memref.store %s, %s[%s] : %s", x, m.name, g.indices(ind, m.mem), m.typ)
}

// memCast casts a memref to a more dynamic or more static compatible shape (or a
// dynamic layout), or through an unranked memref and back.
func (g *rcGen) memCast(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	src := m.mem
	dst := &rcMem{shape: append([]int64(nil), src.shape...), elem: src.elem, strided: src.strided,
		offset: src.offset, strides: append([]int64(nil), src.strides...), space: src.space}
	// Static sizes become dynamic, and dynamic ones static only where the size is known:
	// any other size would be undefined behaviour that folds into invalid IR.
	dst.known = make([]int64, len(dst.shape))
	for i, d := range dst.shape {
		dst.known[i] = d
		if d == rcDyn && src.known != nil {
			dst.known[i] = src.known[i]
		}
		if g.chance(0.5) {
			if d != rcDyn {
				dst.shape[i] = rcDyn
			} else if dst.known[i] != rcDyn {
				dst.shape[i] = dst.known[i]
			}
		}
	}
	if dst.strided && g.chance(0.5) {
		dst.offset = rcDyn
	}
	name, typ := m.name, m.typ
	if g.chance(0.3) {
		u := g.fresh()
		un := "memref<*x" + src.elem + ">"
		if src.space != "" {
			un = "memref<*x" + src.elem + ", " + src.space + ">"
		}
		g.emit(ind, "%s = memref.cast %s : %s to %s", u, name, typ, un)
		if g.chance(0.5) {
			r := g.fresh()
			g.emit(ind, "%s = memref.rank %s : %s", r, u, un)
			g.def(r, "index")
		}
		// Back from unranked to a type of the same rank and a layout compatible with the
		// source's. Another layout would be valid as written, but the canonicalizer folds
		// the two casts into one between incompatible layouts, which LLVM 19 then rejects
		// (or a collapse_shape takes in the cast and crashes it).
		name, typ = u, un
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.cast %s : %s to %s", v, name, typ, dst)
	g.defMem(v, dst)
}

// memSubview writes a rank-preserving subview with static in-bounds or dynamic offsets,
// sizes and strides (constant operands get folded into the type).
func (g *rcGen) memSubview(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	src := m.mem
	sst, soff := src.layout()
	n := len(src.shape)
	offs, sizes, steps := make([]string, n), make([]string, n), make([]string, n)
	res := &rcMem{shape: make([]int64, n), elem: src.elem, strided: true, strides: make([]int64, n), offset: soff, space: src.space}
	for i, d := range src.shape {
		var o, s, t int64
		if d != rcDyn && g.chance(0.7) {
			o = int64(g.intn(int(d)))
			t = int64(1 + g.intn(2))
			s = 1 + (d-1-o)/t
			s = 1 + int64(g.intn(int(s)))
			offs[i], sizes[i], steps[i] = fmt.Sprint(o), fmt.Sprint(s), fmt.Sprint(t)
		} else {
			o, s, t = rcDyn, rcDyn, 1
			offs[i], sizes[i], steps[i] = g.index(ind), g.index(ind), "1"
			if g.chance(0.3) {
				o, offs[i] = 0, "0"
			}
		}
		res.shape[i] = s
		res.strides[i] = mulDyn(sst[i], t)
		if o != 0 { // a zero offset adds nothing, whatever the stride
			res.offset = addDyn(res.offset, mulDyn(o, sst[i]))
		}
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.subview %s[%s] [%s] [%s] : %s to %s", v, m.name,
		strings.Join(offs, ", "), strings.Join(sizes, ", "), strings.Join(steps, ", "), m.typ, res)
	g.defMem(v, res)
}

// memReinterpret writes a reinterpret_cast to a rank 1 or 2 strided memref with static
// or dynamic offset, sizes and strides.
func (g *rcGen) memReinterpret(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	rank := 1 + g.intn(2)
	res := &rcMem{shape: make([]int64, rank), elem: m.mem.elem, strided: true, strides: make([]int64, rank), space: m.mem.space}
	field := func(static int64) (int64, string) {
		if g.chance(0.6) {
			return static, fmt.Sprint(static)
		}
		return rcDyn, g.index(ind)
	}
	var off string
	res.offset, off = field(int64(g.intn(3)))
	sizes, strides := make([]string, rank), make([]string, rank)
	for i := 0; i < rank; i++ {
		res.shape[i], sizes[i] = field(int64(1 + g.intn(8)))
		res.strides[i], strides[i] = field([]int64{1, 4, 8}[g.intn(3)])
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.reinterpret_cast %s to offset: [%s], sizes: [%s], strides: [%s] : %s to %s", v, m.name,
		off, strings.Join(sizes, ", "), strings.Join(strides, ", "), m.typ, res)
	g.defMem(v, res)
}

// memReshape collapses a 2-d identity memref to 1-d or expands a 1-d one to 2-d.
func (g *rcGen) memReshape(ind string) {
	if g.chance(0.5) {
		m := g.memOf(func(m *rcMem) bool { return !m.strided && len(m.shape) == 2 })
		if m == nil {
			return
		}
		res := &rcMem{shape: []int64{mulDyn(m.mem.shape[0], m.mem.shape[1])}, elem: m.mem.elem, space: m.mem.space}
		v := g.fresh()
		g.emit(ind, "%s = memref.collapse_shape %s [[0, 1]] : %s into %s", v, m.name, m.typ, res)
		g.defMem(v, res)
		return
	}
	m := g.memOf(func(m *rcMem) bool { return !m.strided && len(m.shape) == 1 })
	if m == nil {
		return
	}
	d := m.mem.shape[0]
	var res *rcMem
	var out string
	switch {
	case d == rcDyn:
		inner := int64(1 + g.intn(4))
		res = &rcMem{shape: []int64{rcDyn, inner}, elem: m.mem.elem, space: m.mem.space}
		out = fmt.Sprintf("%s, %d", g.index(ind), inner)
	case d%2 == 0 && g.chance(0.7):
		res = &rcMem{shape: []int64{2, d / 2}, elem: m.mem.elem, space: m.mem.space}
		out = fmt.Sprintf("2, %d", d/2)
	default:
		res = &rcMem{shape: []int64{d, 1}, elem: m.mem.elem, space: m.mem.space}
		out = fmt.Sprintf("%d, 1", d)
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.expand_shape %s [[0, 1]] output_shape [%s] : %s into %s", v, m.name, out, m.typ, res)
	g.defMem(v, res)
}

// memDimRank writes a dim (constant or dynamic index), a rank, or an
// extract_strided_metadata whose offset, sizes and strides later ops may use.
func (g *rcGen) memDimRank(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	if g.chance(0.15) {
		n := 2 + 2*len(m.mem.shape)
		v := g.fresh()
		base := "memref<" + m.mem.elem + ">"
		if m.mem.space != "" {
			base = "memref<" + m.mem.elem + ", " + m.mem.space + ">"
		}
		types := base + strings.Repeat(", index", n-1)
		g.emit(ind, "%s:%d = memref.extract_strided_metadata %s : %s -> %s", v, n, m.name, m.typ, types)
		for k := 1; k < n; k++ {
			g.def(fmt.Sprintf("%s#%d", v, k), "index")
		}
		return
	}
	if len(m.mem.shape) == 0 || g.chance(0.25) { // a 0-d memref has no dimension to ask for
		g.pureOp(ind, "index", "$R = memref.rank "+m.name+" : "+m.typ)
		return
	}
	var i string
	if g.chance(0.8) {
		i = g.constOf(ind, "index", fmt.Sprint(g.intn(len(m.mem.shape))))
	} else {
		i = g.index(ind)
	}
	g.pureOp(ind, "index", "$R = memref.dim "+m.name+", "+i+" : "+m.typ)
}

// memCopy copies between two memrefs of the same static shape, or a memref to itself.
// Dynamic shapes are left out: their sizes may fold to constants that differ (a
// program with undefined behaviour), and mlir-opt 19 then folds the casts into the copy
// and fails its verifier.
func (g *rcGen) memCopy(ind string) {
	a := g.anyMem()
	if a == nil {
		return
	}
	b := a
	if static(a.mem.shape) {
		b = g.memOf(func(m *rcMem) bool { return m.elem == a.mem.elem && slices.Equal(m.shape, a.mem.shape) })
	}
	g.emit(ind, "memref.copy %s, %s : %s to %s", a.name, b.name, a.typ, b.typ)
}

func static(shape []int64) bool { return !slices.Contains(shape, rcDyn) }

// memView allocates a byte buffer (static or dynamic) and views it as a memref with
// static or dynamic sizes at a constant or dynamic byte offset.
func (g *rcGen) memView(ind string) {
	buf := g.fresh()
	bt := "memref<2048xi8>"
	if g.chance(0.3) {
		bt = "memref<?xi8>"
		g.emit(ind, "%s = memref.alloc(%s) : %s", buf, g.index(ind), bt)
	} else {
		g.emit(ind, "%s = memref.alloc() : %s", buf, bt)
	}
	shape, ops := g.newShape(ind)
	res := &rcMem{shape: shape, elem: []string{"f32", "i32"}[g.intn(2)]}
	off := g.index(ind)
	v := g.fresh()
	g.emit(ind, "%s = memref.view %s[%s][%s] : %s to %s", v, buf, off, strings.Join(ops, ", "), bt, res)
	g.defMem(v, res)
}

// memTranspose swaps the dimensions of a 2-d memref (or keeps them: the identity
// permutation).
func (g *rcGen) memTranspose(ind string) {
	m := g.memOf(func(m *rcMem) bool { return len(m.shape) == 2 })
	if m == nil {
		return
	}
	st, off := m.mem.layout()
	res := &rcMem{shape: []int64{m.mem.shape[1], m.mem.shape[0]}, elem: m.mem.elem, strided: true,
		strides: []int64{st[1], st[0]}, offset: off, space: m.mem.space}
	perm := "(i, j) -> (j, i)"
	if g.chance(0.2) {
		perm = "(i, j) -> (i, j)"
		res.shape, res.strides = m.mem.shape, st
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.transpose %s %s : %s to %s", v, m.name, perm, m.typ, res)
	g.defMem(v, res)
}

// memGlobal declares a module-level global (constant, initialised or not) and reads it
// with get_global, or reads one declared before.
func (g *rcGen) memGlobal(ind string) {
	if len(g.globals) == 0 || g.chance(0.5) {
		sym := fmt.Sprintf("@g%d", len(g.globals))
		var typ, decl string
		switch g.intn(3) {
		case 0:
			typ = "memref<4xf32>"
			decl = fmt.Sprintf("memref.global \"private\" constant %s : %s = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>", sym, typ)
		case 1:
			typ = "memref<2x4xi32>"
			decl = fmt.Sprintf("memref.global \"private\" %s : %s = dense<0>", sym, typ)
		default:
			typ = "memref<16xi32>"
			decl = fmt.Sprintf("memref.global \"private\" %s : %s = uninitialized", sym, typ)
		}
		g.globals = append(g.globals, rcValue{decl, sym, typ})
	}
	gl := g.globals[g.intn(len(g.globals))]
	m := map[string]*rcMem{
		"memref<4xf32>":   {shape: []int64{4}, elem: "f32"},
		"memref<2x4xi32>": {shape: []int64{2, 4}, elem: "i32"},
		"memref<16xi32>":  {shape: []int64{16}, elem: "i32"},
	}[gl.typ]
	g.pureOp(ind, gl.typ, "$R = memref.get_global "+gl.sym+" : "+gl.typ)
	g.vals[len(g.vals)-1].mem = m
}

// memAtomic writes an atomic_rmw of a kind that fits the element type.
func (g *rcGen) memAtomic(ind string) {
	m := g.anyMem()
	if m == nil {
		return
	}
	kinds := []string{"addf", "assign", "maximumf", "minimumf", "mulf"}
	if m.mem.elem == "i32" {
		kinds = []string{"addi", "assign", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi"}
	}
	x := g.pick(ind, m.mem.elem)
	v := g.fresh()
	g.emit(ind, "%s = memref.atomic_rmw %s %s, %s[%s] : (%s, %s) -> %s", v, kinds[g.intn(len(kinds))], x, m.name,
		g.indices(ind, m.mem), m.mem.elem, m.typ, m.mem.elem)
	g.def(v, m.mem.elem)
}

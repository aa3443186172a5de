package mlirdiff

import (
	"fmt"
	"strings"
)

// The memdeep generator writes what the random cf/memref programs leave out: chains of
// view ops (subview of subview with any mix of static, dynamic and constant-fed offsets,
// sizes and strides, rank-reducing in any step; casts between them; reinterpret_cast of
// every producer; expand and collapse in both orders; views of cast buffers), function
// arguments of strided and affine-map layouts, memory spaces and 0-d memrefs, and every
// query of them (dim in and out of range, rank, extract_strided_metadata and its users,
// aligned pointers), with the folds of memref.cast into each consumer.

// affineLayout spells a static strided layout as the affine map it stands for.
func affineLayout(strides []int64, offset int64) string {
	dims := make([]string, len(strides))
	var terms []string
	for i, s := range strides {
		dims[i] = fmt.Sprintf("d%d", i)
		if s == 1 {
			terms = append(terms, dims[i])
		} else {
			terms = append(terms, fmt.Sprintf("d%d * %d", i, s))
		}
	}
	if offset != 0 || len(terms) == 0 {
		terms = append(terms, fmt.Sprint(offset))
	}
	return fmt.Sprintf("affine_map<(%s) -> (%s)>", strings.Join(dims, ", "), strings.Join(terms, " + "))
}

// mdArgPool are the memref arguments a memdeep program draws from.
var mdArgPool = []rcMem{
	{shape: []int64{rcDyn, rcDyn}, elem: "f32", strided: true, strides: []int64{rcDyn, 1}, offset: rcDyn},
	{shape: []int64{4, rcDyn}, elem: "f32", strided: true, strides: []int64{4, 1}, offset: 2},
	{shape: []int64{8, 16}, elem: "f32", strided: true, strides: []int64{16, 1}, offset: 3, affine: true},
	{shape: []int64{4, 4}, elem: "i32", strided: true, strides: []int64{1, 4}, affine: true},
	{shape: nil, elem: "f32"},
	{shape: nil, elem: "i32", space: "1"},
	{shape: []int64{rcDyn}, elem: "f32", space: "1"},
	{shape: []int64{16, rcDyn}, elem: "f32", strided: true, strides: []int64{rcDyn, 2}},
	{shape: []int64{2, 3, 4}, elem: "f32"},
	{shape: []int64{4, 8}, elem: "i32", space: "3"},
	{shape: []int64{rcDyn, 4, rcDyn}, elem: "f32", strided: true, strides: []int64{rcDyn, rcDyn, 1}, offset: rcDyn},
	{shape: []int64{6, 1, 4}, elem: "f32", strided: true, strides: []int64{8, 4, 1}, offset: 5},
	{shape: []int64{8, 8}, elem: "f32", space: "#gpu.address_space<workgroup>"},
	{shape: []int64{rcDyn, 8}, elem: "i32"},
}

// mdProgram returns memdeep program k of the set for seed: one function whose memref
// arguments are drawn from mdArgPool, with a straight-line body of deep memref ops (and a
// few loops carrying memrefs), returning an i32, an index and an f32.
func mdProgram(seed uint64, k int) []byte {
	g := newRCGen(seed^0x6d656d64656570, k)
	for _, a := range [][2]string{{"%a", "index"}, {"%b", "index"}, {"%c", "i1"}, {"%x", "i32"}, {"%y", "f32"}} {
		g.def(a[0], a[1])
	}
	params := []string{"%a: index", "%b: index", "%c: i1", "%x: i32", "%y: f32"}
	perm := g.r.Perm(len(mdArgPool))
	for i, p := range perm[:3+g.intn(3)] {
		m := mdArgPool[p]
		name := fmt.Sprintf("%%n%d", i)
		g.defMem(name, &m)
		params = append(params, name+": "+m.String())
	}
	g.deep = true
	var body []string
	if g.chance(0.3) {
		// The CFG's loops run through blocks that store to %m0.
		m0 := rcMem{shape: []int64{rcDyn}, elem: "f32"}
		g.defMem("%m0", &m0)
		params = append(params, "%m0: "+m0.String())
		// A control flow graph whose blocks hold memdeep ops (the random cf programs'
		// generator, its memref ops drawn from this set too).
		body = g.cfg()
	} else {
		for i := 6 + g.intn(14); i > 0; i-- {
			g.mdStmt("  ")
		}
		g.ret("  ")
		body = g.lines
	}
	var b strings.Builder
	b.WriteString(rcDecls)
	for _, gl := range g.globals {
		b.WriteString(gl.decl + "\n")
	}
	fmt.Fprintf(&b, "func.func @q%d(%s) -> (%s) {\n", k, strings.Join(params, ", "), strings.Join(rcResults, ", "))
	for _, l := range body {
		b.WriteString(l + "\n")
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// mdStmt writes one op of the memdeep set, then often reads, writes or asks the
// dimensions of the memref it made, so that it stays live.
func (g *rcGen) mdStmt(ind string) {
	g.inDeep++
	defer func() { g.inDeep-- }()
	n := len(g.vals)
	g.mdStmt1(ind)
	if len(g.vals) == n || g.vals[len(g.vals)-1].mem == nil || !g.chance(0.75) {
		return
	}
	m := &g.vals[len(g.vals)-1]
	switch g.intn(4) {
	case 0:
		g.emit(ind, "memref.store %s, %s[%s] : %s", g.pick(ind, m.mem.elem), m.name, g.indices(ind, m.mem), m.typ)
	case 1:
		g.mdQuery(ind, m)
	default:
		v := g.fresh()
		g.emit(ind, "%s = memref.load %s[%s] : %s", v, m.name, g.indices(ind, m.mem), m.typ)
		g.def(v, m.mem.elem)
		if g.chance(0.4) {
			g.emit(ind, "func.call @use_%s(%s) : (%s) -> ()", m.mem.elem, v, m.mem.elem)
		}
	}
}

func (g *rcGen) mdStmt1(ind string) {
	switch g.intn(34) {
	case 0, 1, 2, 3:
		g.mdSubview(ind)
	case 4, 5:
		g.mdCast(ind)
	case 6, 7:
		g.mdReinterpret(ind)
	case 8:
		g.mdCollapse(ind)
	case 9:
		g.mdExpand(ind)
	case 10, 11:
		if m := g.anyMem(); m != nil {
			g.mdQuery(ind, m)
		}
	case 12:
		g.mdView(ind)
	case 13:
		g.mdFor(ind)
	case 14:
		g.mdDeadBuffer(ind)
	case 15:
		g.mdCopy(ind)
	case 16:
		g.mdAtomic(ind)
	case 17:
		g.mdMisc(ind)
	case 18:
		g.mdSpaceCast(ind)
	case 19:
		g.mdConstAlloc(ind)
	case 20:
		g.memGlobal(ind)
	case 21:
		g.memLoad(ind)
	case 22:
		g.arith(ind)
	case 24:
		g.mdReshape(ind)
	case 25:
		g.mdUnranked(ind)
	case 26:
		g.mdCollapseStrided(ind)
	case 27:
		g.memTranspose(ind)
	case 29:
		g.mdIf(ind)
	case 30:
		if g.depth < 2 {
			g.mdScope(ind)
		}
	case 31:
		g.mdDma(ind)
	case 32:
		g.memRealloc(ind)
	case 28:
		if g.depth < 2 {
			g.stmt(ind) // the random cf programs' ops (and scf) on these memrefs
		}
	default:
		g.memStore(ind)
	}
}

// mdIndex writes a static index or a dynamic one (a value in scope, or a new constant
// that the canonicalizer folds into the op). It returns the operand text, what the op's
// type sees (the static value or rcDyn) and the value when it is known (else rcDyn).
func (g *rcGen) mdIndex(ind string, static int64) (string, int64, int64) {
	switch r := g.r.Float64(); {
	case r < 0.55:
		return fmt.Sprint(static), static, static
	case r < 0.8:
		return g.constOf(ind, "index", fmt.Sprint(static)), rcDyn, static
	default:
		return g.index(ind), rcDyn, rcDyn
	}
}

// bound returns the size dimension i of m is known to have, or rcDyn.
func (m *rcMem) bound(i int) int64 {
	if m.shape[i] != rcDyn {
		return m.shape[i]
	}
	if m.known != nil {
		return m.known[i]
	}
	return rcDyn
}

// mdDim is a dimension of a subview: its size and stride in the result type, its size
// when known, whether it is a static unit size and whether it is to be dropped.
type mdDim struct {
	size, stride, known int64
	unit, drop          bool
}

// mdSubview writes a subview of a ranked memref (often the last view made: a chain),
// each offset, size and stride static, dynamic or fed by a constant, in bounds where the
// source's size is known; static unit sizes are sometimes dropped (rank reduction).
func (g *rcGen) mdSubview(ind string) {
	m := g.memOf(func(m *rcMem) bool { return len(m.shape) > 0 })
	if m == nil {
		return
	}
	src := m.mem
	sst, soff := src.layout()
	res := &rcMem{elem: src.elem, strided: true, offset: soff, space: src.space}
	var offs, sizes, steps []string
	var dims []mdDim
	// A rank-reducing subview has steps of 1. LLVM 19 decides which dims it dropped from
	// the source's strides (the verifier from the subview's), and when the steps make the
	// two disagree (once a constant size folds to 1, say) it dereferences an empty answer:
	// it crashes, or keeps every dim and builds an invalid subview (see droppedDims in
	// dialect/memref).
	reduce := g.chance(0.4)
	for i := range src.shape {
		d := src.bound(i)
		var o0, t0, s0 int64
		if d == rcDyn {
			o0, t0, s0 = int64(g.intn(2)), 1, int64(1+g.intn(2))
		} else {
			o0 = int64(g.intn(int(d)))
			t0 = int64(1 + g.intn(2))
			s0 = 1 + int64(g.intn(int(1+(d-1-o0)/t0)))
		}
		os, o, _ := g.mdIndex(ind, o0)
		ss, s, sk := g.mdIndex(ind, s0)
		ts, t := "1", int64(1)
		if !reduce {
			ts, t, _ = g.mdIndex(ind, t0)
		}
		offs, sizes, steps = append(offs, os), append(sizes, ss), append(steps, ts)
		if o != 0 { // a zero offset adds nothing, whatever the stride
			res.offset = addDyn(res.offset, mulDyn(o, sst[i]))
		}
		unit := reduce && s == 1
		dims = append(dims, mdDim{s, mulDyn(sst[i], t), sk, unit, unit && g.chance(0.6)})
	}
	// Of the unit dims of one stride, the verifier takes the first ones for the dropped
	// ones: drop as many, but those.
	drops := map[int64]int{}
	for _, d := range dims {
		if d.drop {
			drops[d.stride]++
		}
	}
	for _, d := range dims {
		if d.unit && drops[d.stride] > 0 {
			drops[d.stride]--
			continue
		}
		res.shape = append(res.shape, d.size)
		res.strides = append(res.strides, d.stride)
		res.known = append(res.known, d.known)
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.subview %s[%s] [%s] [%s] : %s to %s", v, m.name,
		strings.Join(offs, ", "), strings.Join(sizes, ", "), strings.Join(steps, ", "), m.typ, res)
	g.defMem(v, res)
}

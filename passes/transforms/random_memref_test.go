package transforms_test

import (
	"os"
	"testing"
)

// memVal is a memref value in scope and its type.
type memVal struct{ name, typ string }

// Memref types the generator uses: all rank 2 over i32, so copies between any two verify.
const (
	memStatic  = "memref<4x4xi32>"
	memDynRow  = "memref<?x4xi32>"
	memDynAll  = "memref<?x?xi32>"
	memSubview = "memref<?x4xi32, strided<[4, 1], offset: ?>>"
)

func (g *progGen) index() string { return []string{"%c0", "%c1", "%c4", "%n"}[g.r.Intn(4)] }

// memOf picks a memref in scope whose type is one of types ("" if none).
func (g *progGen) memOf(types ...string) memVal {
	var c []memVal
	for _, m := range g.mems {
		for _, t := range types {
			if m.typ == t {
				c = append(c, m)
			}
		}
	}
	if len(c) == 0 {
		return memVal{}
	}
	return c[g.r.Intn(len(c))]
}

func (g *progGen) anyMem() memVal { return g.mems[g.r.Intn(len(g.mems))] }

// memProducer defines a memref: allocations (constant, dynamic and argument sizes), casts,
// subviews (of subviews too) and reinterpret casts with SSA offsets and sizes, a
// collapse/expand pair, and strided metadata read back as integers.
func (g *progGen) memProducer(ind string) {
	v := g.fresh()
	switch g.r.Intn(8) {
	case 0:
		g.line(ind, "%s = memref.alloc() : %s", v, memStatic)
		g.mems = append(g.mems, memVal{v, memStatic})
	case 1:
		g.line(ind, "%s = memref.alloc(%s) : %s", v, g.index(), memDynRow)
		g.mems = append(g.mems, memVal{v, memDynRow})
	case 2:
		g.line(ind, "%s = memref.alloca(%s, %s) : %s", v, g.index(), g.index(), memDynAll)
		g.mems = append(g.mems, memVal{v, memDynAll})
	case 3:
		m := g.memOf(memStatic, memDynRow, memDynAll)
		to := []string{memDynRow, memDynAll}[g.r.Intn(2)]
		if m.typ == memDynAll {
			to = []string{memStatic, memDynRow}[g.r.Intn(2)]
		}
		g.line(ind, "%s = memref.cast %s : %s to %s", v, m.name, m.typ, to)
		g.mems = append(g.mems, memVal{v, to})
	case 4:
		m := g.memOf(memStatic, memDynRow, memSubview)
		if m.name == "" {
			return
		}
		g.line(ind, "%s = memref.subview %s[%s, 0] [%s, 4] [1, 1] : %s to %s", v, m.name, g.index(), g.index(), m.typ, memSubview)
		g.mems = append(g.mems, memVal{v, memSubview})
	case 5:
		m := g.memOf(memStatic, memDynRow)
		if m.name == "" {
			return
		}
		w := g.fresh()
		if m.typ == memStatic {
			g.line(ind, "%s = memref.collapse_shape %s [[0, 1]] : %s into memref<16xi32>", v, m.name, m.typ)
			g.line(ind, "%s = memref.expand_shape %s [[0, 1]] output_shape [4, 4] : memref<16xi32> into %s", w, v, memStatic)
			g.mems = append(g.mems, memVal{w, memStatic})
			return
		}
		g.line(ind, "%s = memref.collapse_shape %s [[0, 1]] : %s into memref<?xi32>", v, m.name, m.typ)
		g.line(ind, "%s = memref.expand_shape %s [[0, 1]] output_shape [%s, 4] : memref<?xi32> into %s", w, v, g.index(), memDynRow)
		g.mems = append(g.mems, memVal{w, memDynRow})
	case 6:
		m := g.anyMem()
		g.line(ind, "%s = memref.reinterpret_cast %s to offset: [%s], sizes: [%s, 4], strides: [4, 1] : %s to %s",
			v, m.name, g.index(), g.index(), m.typ, memSubview)
		g.mems = append(g.mems, memVal{v, memSubview})
	case 7:
		m := g.memOf(memStatic, memDynRow, memSubview)
		if m.name == "" {
			return
		}
		w := g.fresh()
		g.line(ind, "%s, %s:5 = memref.extract_strided_metadata %s : %s -> memref<i32>, index, index, index, index, index",
			v, w, m.name, m.typ)
		u := g.fresh()
		g.line(ind, "%s = arith.index_cast %s#%d : index to i32", u, w, g.r.Intn(5))
		g.vals = append(g.vals, u)
	}
}

// memConsumer uses a memref: loads, stores, dims, ranks, copies, deallocations and an
// alloca_scope.
func (g *progGen) memConsumer(depth int, ind string) {
	m := g.anyMem()
	switch g.r.Intn(7) {
	case 0:
		v := g.fresh()
		g.line(ind, "%s = memref.load %s[%s, %s] : %s", v, m.name, g.index(), g.index(), m.typ)
		g.vals = append(g.vals, v)
	case 1:
		g.line(ind, "memref.store %s, %s[%s, %s] : %s", g.val(), m.name, g.index(), g.index(), m.typ)
	case 2, 5:
		v, w := g.fresh(), g.fresh()
		if g.r.Intn(2) == 0 {
			g.line(ind, "%s = memref.dim %s, %s : %s", v, m.name, []string{"%c0", "%c1"}[g.r.Intn(2)], m.typ)
		} else {
			g.line(ind, "%s = memref.rank %s : %s", v, m.name, m.typ)
		}
		g.line(ind, "%s = arith.index_cast %s : index to i32", w, v)
		g.vals = append(g.vals, w)
	case 3:
		o := g.anyMem()
		g.line(ind, "memref.copy %s, %s : %s to %s", m.name, o.name, m.typ, o.typ)
	case 4:
		if m.name != "%m" && m.typ != memDynAll {
			g.line(ind, "memref.dealloc %s : %s", m.name, m.typ)
		}
	case 6:
		if depth >= 2 {
			return
		}
		a, l := g.fresh(), g.fresh()
		g.line(ind, "memref.alloca_scope {")
		g.line(ind, "  %s = memref.alloca() : memref<4xi32>", a)
		g.line(ind, "  memref.store %s, %s[%s] : memref<4xi32>", g.val(), a, []string{"%c0", "%c1"}[g.r.Intn(2)])
		g.line(ind, "  %s = memref.load %s[%%c1] : memref<4xi32>", l, a)
		g.line(ind, "  \"foo.sink\"(%s) : (i32) -> ()", l)
		g.line(ind, "}")
	}
}

// TestRandomMemRefProgramsAgainstMLIR is TestRandomProgramsAgainstMLIR with memref ops (and
// math) among the others.
func TestRandomMemRefProgramsAgainstMLIR(t *testing.T) {
	if _, err := os.Stat(mlirOpt); err != nil {
		t.Skip("mlir-opt 19 not installed")
	}
	compareRandomProgramsWith(t, true, true)
}

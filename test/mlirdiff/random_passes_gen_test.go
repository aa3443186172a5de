package mlirdiff

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// upGen is the small writer the pass corpora share: a seeded source, fresh names and
// the lines written so far.
type upGen struct {
	r     *rand.Rand
	n     int
	lines []string
}

func newUpGen(seed uint64, k int, salt uint64) *upGen {
	return &upGen{r: rand.New(rand.NewPCG(seed^salt, uint64(k)*0x9e3779b97f4a7c15+salt))}
}

func (g *upGen) fresh() string {
	g.n++
	return fmt.Sprintf("%%v%d", g.n)
}

func (g *upGen) emit(ind, format string, args ...any) {
	g.lines = append(g.lines, ind+fmt.Sprintf(format, args...))
}

func (g *upGen) intn(n int) int { return g.r.IntN(n) }

func (g *upGen) chance(p float64) bool { return g.r.Float64() < p }

func (g *upGen) pick(vs []string) string { return vs[g.r.IntN(len(vs))] }

// take returns the lines written and forgets them.
func (g *upGen) take() string {
	s := strings.Join(g.lines, "\n") + "\n"
	g.lines = nil
	return s
}

// slotGen writes the body of a slotProgram: its slots and the values in scope by type.
type slotGen struct {
	*upGen
	slots []slotVar
	vals  map[string][]string
}

type slotVar struct{ name, typ, elem string }

// val returns a value of type e in scope, sometimes a new constant.
func (g *slotGen) val(ind, e string) string {
	if g.chance(0.2) {
		v := g.fresh()
		lit := map[string]string{"i32": "7", "f32": "1.500000e+00", "index": "1"}[e]
		g.emit(ind, "%s = arith.constant %s : %s", v, lit, e)
		g.vals[e] = append(g.vals[e], v)
		return v
	}
	vs := g.vals[e]
	return vs[len(vs)-1-g.intn(min(len(vs), 3))]
}

// idx returns indices for slot s: mostly constants, now and then the dynamic %a.
func (g *slotGen) idx(s slotVar) string {
	dims := strings.Count(strings.TrimSuffix(s.typ, s.elem+">"), "x")
	var is []string
	for range dims {
		if g.chance(0.15) {
			is = append(is, "%a")
		} else {
			is = append(is, []string{"%c0", "%c1"}[g.intn(2)])
		}
	}
	return strings.Join(is, ", ")
}

// access stores to or loads from a random slot.
func (g *slotGen) access(ind string) {
	if len(g.slots) == 0 {
		return
	}
	s := g.slots[g.intn(len(g.slots))]
	if g.chance(0.5) {
		g.emit(ind, "memref.store %s, %s[%s] : %s", g.val(ind, s.elem), s.name, g.idx(s), s.typ)
		return
	}
	v := g.fresh()
	g.emit(ind, "%s = memref.load %s[%s] : %s", v, s.name, g.idx(s), s.typ)
	g.vals[s.elem] = append(g.vals[s.elem], v)
}

// slotProgram writes a function whose memory slots (memref.alloca of scalars and small
// static arrays) are stored and loaded under scf.if, in a cf diamond or directly, with
// constant and dynamic indices (what mem2reg and sroa promote or must leave alone), plus
// reallocs, reshapes and atomic_rmw (expand-realloc, memref-expand) and chains of
// unrealized_conversion_cast (reconcile-unrealized-casts).
func slotProgram(seed uint64, k int) []byte {
	g := &slotGen{upGen: newUpGen(seed, k, 0x510), vals: map[string][]string{"i32": {"%x"}, "f32": {"%y"}, "index": {"%a"}}}
	g.emit("  ", "%%c0 = arith.constant 0 : index")
	g.emit("  ", "%%c1 = arith.constant 1 : index")
	for i := 1 + g.intn(3); i > 0; i-- {
		e := g.pick([]string{"i32", "f32", "index"})
		typ := g.pick([]string{"memref<%s>", "memref<%s>", "memref<2x%s>", "memref<2x3x%s>"})
		typ = fmt.Sprintf(typ, e)
		v := g.fresh()
		g.emit("  ", "%s = memref.alloca() : %s", v, typ)
		g.slots = append(g.slots, slotVar{v, typ, e})
		if g.chance(0.6) {
			s := g.slots[len(g.slots)-1]
			g.emit("  ", "memref.store %s, %s[%s] : %s", g.val("  ", e), v, g.idx(s), typ)
		}
	}
	for i := 2 + g.intn(6); i > 0; i-- {
		g.stmt()
	}
	body := g.take()
	if g.chance(0.4) {
		g.diamond()
	}
	g.emit("  ", "return %s, %s : i32, f32", g.val("  ", "i32"), g.val("  ", "f32"))
	tail := g.take()
	return []byte(fmt.Sprintf("func.func @s%d(%%a: index, %%x: i32, %%y: f32, %%c: i1, %%m: memref<?xf32>, %%g: memref<4xf32>) -> (i32, f32) {\n%s%s}\n", k, body, tail))
}

// stmt writes one statement of the body.
func (g *slotGen) stmt() {
	switch g.intn(9) {
	case 0, 1, 2:
		g.access("  ")
	case 3:
		r := g.fresh()
		e := g.pick([]string{"i32", "f32"})
		g.emit("  ", "%s = scf.if %%c -> (%s) {", r, e)
		for i, ind := range []string{"    ", "    "} {
			if i == 1 {
				g.emit("  ", "} else {")
			}
			// What a branch defines is not in scope after it.
			saved := map[string]int{}
			for t, vs := range g.vals {
				saved[t] = len(vs)
			}
			g.access(ind)
			g.emit(ind, "scf.yield %s : %s", g.val(ind, e), e)
			for t, n := range saved {
				g.vals[t] = g.vals[t][:n]
			}
		}
		g.emit("  ", "}")
		g.vals[e] = append(g.vals[e], r)
	case 4:
		g.otherMem(g.vals)
	case 5:
		a, b := g.fresh(), g.fresh()
		t := g.pick([]string{"i64", "f64", "index"})
		g.emit("  ", "%s = builtin.unrealized_conversion_cast %%x : i32 to %s", a, t)
		if g.chance(0.5) {
			g.emit("  ", "%s = builtin.unrealized_conversion_cast %s : %s to i32", b, a, t)
			g.vals["i32"] = append(g.vals["i32"], b)
		} else {
			g.emit("  ", "\"test.use\"(%s) : (%s) -> ()", a, t)
		}
	default:
		if len(g.slots) > 0 && g.chance(0.5) {
			s := g.slots[g.intn(len(g.slots))]
			g.emit("  ", "\"test.use\"(%s) : (%s) -> ()", s.name, s.typ)
		} else {
			g.access("  ")
		}
	}
}

// diamond writes a cf diamond: the slot's value depends on the branch taken.
func (g *slotGen) diamond() {
	e := g.pick([]string{"i32", "f32"})
	v := g.fresh()
	g.emit("  ", "%s = memref.alloca() : memref<%s>", v, e)
	// The stored values come before the branch: what a branch defines does not dominate
	// the join.
	x, y := g.val("  ", e), g.val("  ", e)
	g.emit("  ", "cf.cond_br %%c, ^bb1, ^bb2")
	g.emit("", "^bb1:")
	g.emit("  ", "memref.store %s, %s[] : memref<%s>", x, v, e)
	g.emit("  ", "cf.br ^bb3")
	g.emit("", "^bb2:")
	if g.chance(0.7) {
		g.emit("  ", "memref.store %s, %s[] : memref<%s>", y, v, e)
	}
	g.emit("  ", "cf.br ^bb3")
	g.emit("", "^bb3:")
	r := g.fresh()
	g.emit("  ", "%s = memref.load %s[] : memref<%s>", r, v, e)
	g.vals[e] = append(g.vals[e], r)
}

// otherMem writes one op for expand-realloc and memref-expand.
func (g *upGen) otherMem(vals map[string][]string) {
	v := g.fresh()
	switch g.intn(4) {
	case 0:
		g.emit("  ", "%s = memref.realloc %s", v, g.pick([]string{"%g : memref<4xf32> to memref<8xf32>",
			"%m(%a) : memref<?xf32> to memref<?xf32>", "%g(%a) : memref<4xf32> to memref<?xf32>",
			"%m : memref<?xf32> to memref<2xf32>"}))
		g.emit("  ", "\"test.use\"(%s) : (%s) -> ()", v, g.lines[len(g.lines)-1][strings.LastIndex(g.lines[len(g.lines)-1], " to ")+4:])
	case 1:
		kind := g.pick([]string{"addf", "maximumf", "minimumf", "maxnumf", "minnumf", "assign", "mulf"})
		g.emit("  ", "%s = memref.atomic_rmw %s %%y, %%g[%%c1] : (f32, memref<4xf32>) -> f32", v, kind)
		vals["f32"] = append(vals["f32"], v)
	case 2:
		s := g.fresh()
		g.emit("  ", "%s = memref.alloca() : memref<2xindex>", s)
		g.emit("  ", "memref.store %%c1, %s[%%c0] : memref<2xindex>", s)
		g.emit("  ", "%s = memref.reshape %%g(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>", v, s)
		g.emit("  ", "\"test.use\"(%s) : (memref<2x2xf32>) -> ()", v)
	default:
		m := g.fresh()
		g.emit("  ", "%s = memref.alloca() : memref<2xi32>", m)
		g.emit("  ", "%s = memref.atomic_rmw %s %%x, %s[%%c0] : (i32, memref<2xi32>) -> i32", v, g.pick([]string{"addi", "maxs", "minu", "ori"}), m)
		vals["i32"] = append(vals["i32"], v)
	}
}

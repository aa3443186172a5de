package mlirdiff

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// rcGen writes one random program: a func.func (and the memref.globals it reads) whose
// body mixes scf and cf control flow, memref ops and a little arith, shaped so that the
// canonicalizer's folds meet its region simplification: constant conditions and bounds,
// forwarded and duplicated yields, dead and forwarding blocks, identical blocks, casts of
// constants into dynamic shapes, repeated pure ops for CSE. Every program must be valid
// IR for mlir-opt 19; one it rejects is a bug of this generator.
type rcGen struct {
	r       *rand.Rand
	n       int       // fresh value counter
	prefix  string    // name prefix of values defined in the current block ("%v", "%bk3_")
	vals    []rcVal   // values in scope, innermost last
	pure    []rcPure  // pure ops in scope that may be repeated (for CSE)
	lines   []string  // the body being written
	globals []rcValue // module-level memref.globals
	depth   int       // region nesting
	deep    bool      // memOp writes memdeep ops too (random_memdeep_gen_test.go)
	inDeep  int       // memdeep statements being written (bounds their nesting)
}

// rcVal is a value in scope; mem describes it when it is a ranked memref.
type rcVal struct {
	name, typ string
	mem       *rcMem
}

type rcValue struct{ decl, sym, typ string }

// rcPure is a pure op already written: $R in format stands for its result name.
type rcPure struct{ format, typ string }

// rcScalars are the scalar types values and block arguments take.
var rcScalars = []string{"index", "i32", "i1", "f32"}

func newRCGen(seed uint64, k int) *rcGen {
	return &rcGen{r: rand.New(rand.NewPCG(seed, uint64(k)*0x9e3779b97f4a7c15+1)), prefix: "%v"}
}

func (g *rcGen) intn(n int) int { return g.r.IntN(n) }

func (g *rcGen) chance(p float64) bool { return g.r.Float64() < p }

func (g *rcGen) fresh() string {
	g.n++
	return fmt.Sprintf("%s%d", g.prefix, g.n)
}

func (g *rcGen) emit(ind, format string, args ...any) {
	g.lines = append(g.lines, ind+fmt.Sprintf(format, args...))
}

func (g *rcGen) def(name, typ string) { g.vals = append(g.vals, rcVal{name: name, typ: typ}) }

// scoped runs body and then forgets the values and pure ops it defined.
func (g *rcGen) scoped(body func()) {
	v, p := len(g.vals), len(g.pure)
	g.depth++
	body()
	g.depth--
	g.vals, g.pure = g.vals[:v], g.pure[:p]
}

// pick returns a value of type typ in scope, making a constant when there is none (or
// sometimes anyway, so that folds see constants).
func (g *rcGen) pick(ind, typ string) string {
	var c []string
	for _, v := range g.vals {
		if v.typ == typ {
			c = append(c, v.name)
		}
	}
	if len(c) == 0 || (isScalar(typ) && g.chance(0.15)) {
		return g.constant(ind, typ)
	}
	// Mostly recent values, so that what was just computed gets used.
	if len(c) > 3 && g.chance(0.6) {
		c = c[len(c)-3:]
	}
	return c[g.intn(len(c))]
}

// constant writes a new constant of a scalar type and returns its name.
func (g *rcGen) constant(ind, typ string) string {
	var lit string
	switch typ {
	case "index":
		lit = fmt.Sprint([]int{0, 1, 2, 3, 4, 8, -1}[g.intn(7)])
	case "i32":
		lit = fmt.Sprint([]int{0, 1, -1, 7, 42}[g.intn(5)])
	case "i1":
		lit = []string{"true", "false"}[g.intn(2)]
	default:
		lit = []string{"0.000000e+00", "1.000000e+00", "2.500000e+00", "-1.000000e+00"}[g.intn(4)]
	}
	return g.constOf(ind, typ, lit)
}

func (g *rcGen) constOf(ind, typ, lit string) string {
	v := g.fresh()
	if typ == "i1" {
		g.emit(ind, "%s = arith.constant %s", v, lit)
	} else {
		g.emit(ind, "%s = arith.constant %s : %s", v, lit, typ)
	}
	g.def(v, typ)
	return v
}

func (g *rcGen) index(ind string) string { return g.pick(ind, "index") }

// pureOp writes a pure op from format ($R: the result) and remembers it for CSE.
func (g *rcGen) pureOp(ind, typ, format string) string {
	v := g.fresh()
	g.lines = append(g.lines, ind+strings.ReplaceAll(format, "$R", v))
	g.def(v, typ)
	g.pure = append(g.pure, rcPure{format, typ})
	return v
}

// arith writes one small arith op.
func (g *rcGen) arith(ind string) {
	switch g.intn(7) {
	case 0:
		g.constant(ind, rcScalars[g.intn(4)])
	case 1, 2:
		t := []string{"index", "i32"}[g.intn(2)]
		x, y := g.pick(ind, t), g.pick(ind, t)
		op := []string{"addi", "addi", "muli", "subi"}[g.intn(4)]
		g.pureOp(ind, t, "$R = arith."+op+" "+x+", "+y+" : "+t)
	case 3:
		t := []string{"index", "i32"}[g.intn(2)]
		x, y := g.pick(ind, t), g.pick(ind, t)
		p := []string{"eq", "ne", "slt", "sle", "sgt", "uge"}[g.intn(6)]
		g.pureOp(ind, "i1", "$R = arith.cmpi "+p+", "+x+", "+y+" : "+t)
	case 4:
		t := rcScalars[g.intn(4)]
		c, x, y := g.pick(ind, "i1"), g.pick(ind, t), g.pick(ind, t)
		g.pureOp(ind, t, "$R = arith.select "+c+", "+x+", "+y+" : "+t)
	case 5:
		if g.chance(0.5) {
			g.pureOp(ind, "index", "$R = arith.index_cast "+g.pick(ind, "i32")+" : i32 to index")
		} else {
			g.pureOp(ind, "i32", "$R = arith.index_cast "+g.pick(ind, "index")+" : index to i32")
		}
	default:
		x, y := g.pick(ind, "f32"), g.pick(ind, "f32")
		g.pureOp(ind, "f32", "$R = arith.addf "+x+", "+y+" : f32")
	}
}

// repeat writes again a pure op in scope under a new name, for CSE to find.
func (g *rcGen) repeat(ind string) {
	if len(g.pure) == 0 {
		g.arith(ind)
		return
	}
	p := g.pure[g.intn(len(g.pure))]
	v := g.fresh()
	g.lines = append(g.lines, ind+strings.ReplaceAll(p.format, "$R", v))
	g.defTyped(v, p.typ)
}

// use passes a recent scalar to an external function, which keeps it (and the control
// flow computing it) alive.
func (g *rcGen) use(ind string) {
	t := rcScalars[g.intn(4)]
	g.emit(ind, "func.call @use_%s(%s) : (%s) -> ()", t, g.pick(ind, t), t)
}

// rcDecls declare the functions use calls.
const rcDecls = "func.func private @use_index(index)\nfunc.func private @use_i32(i32)\n" +
	"func.func private @use_i1(i1)\nfunc.func private @use_f32(f32)\n"

// stmts writes between lo and hi statements.
func (g *rcGen) stmts(ind string, lo, hi int) {
	for i := lo + g.intn(hi-lo+1); i > 0; i-- {
		g.stmt(ind)
	}
}

// stmt writes one op: arith, memref, a repeated pure op or (shallow enough) an scf op,
// and sometimes passes the last value it defined on to a use.
func (g *rcGen) stmt(ind string) {
	n := len(g.vals)
	defer func() {
		if len(g.vals) > n && g.chance(0.35) {
			if v := g.vals[len(g.vals)-1]; isScalar(v.typ) {
				g.emit(ind, "func.call @use_%s(%s) : (%s) -> ()", v.typ, v.name, v.typ)
			}
		}
	}()
	k := g.intn(10)
	if g.depth >= 3 && k >= 6 {
		k = g.intn(6)
	}
	switch k {
	case 0:
		g.arith(ind)
	case 1:
		g.use(ind)
	case 2:
		g.repeat(ind)
	case 3, 4, 5:
		g.memOp(ind)
	default:
		g.scfOp(ind)
	}
}

// scfOp writes one structured control flow op.
func (g *rcGen) scfOp(ind string) {
	switch g.intn(6) {
	case 0, 1:
		g.scfFor(ind)
	case 2:
		g.scfIf(ind)
	case 3:
		g.scfWhile(ind)
	case 4:
		g.scfSwitch(ind)
	default:
		g.scfExecute(ind)
	}
}

// resultTypes picks up to max result types (scalars, sometimes a memref in scope).
func (g *rcGen) resultTypes(max int) []string {
	var ts []string
	for i := g.intn(max + 1); i > 0; i-- {
		if m := g.anyMem(); m != nil && g.chance(0.15) {
			ts = append(ts, m.typ)
			continue
		}
		ts = append(ts, rcScalars[g.intn(4)])
	}
	return ts
}

// results names n results of one op and defines them; it returns the name to write on
// the left of '=' ("" for none).
func (g *rcGen) results(ts []string) string {
	if len(ts) == 0 {
		return ""
	}
	v := g.fresh()
	if len(ts) == 1 {
		g.defTyped(v, ts[0])
		return v + " = "
	}
	for i, t := range ts {
		g.defTyped(fmt.Sprintf("%s#%d", v, i), t)
	}
	return fmt.Sprintf("%s:%d = ", v, len(ts))
}

// defTyped defines a value of type t, keeping the memref description when t is one of
// a value in scope.
func (g *rcGen) defTyped(name, t string) {
	for _, v := range g.vals {
		if v.typ == t && v.mem != nil {
			// Another value of the type: its sizes may differ from those known of v.
			m := *v.mem
			m.known = nil
			g.vals = append(g.vals, rcVal{name: name, typ: t, mem: &m})
			return
		}
	}
	g.def(name, t)
}

// yieldVals picks the values a region yields for types ts: from scope (outer values,
// the same ones in every branch when same is given), new constants, or new ops.
func (g *rcGen) yieldVals(ind string, ts []string, same []string) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		switch {
		case same != nil && same[i] != "" && g.chance(0.4):
			out[i] = same[i]
		case isScalar(t) && g.chance(0.25):
			out[i] = g.constant(ind, t)
		default:
			out[i] = g.pick(ind, t)
		}
	}
	return out
}

func (g *rcGen) inScope(name string) bool {
	for _, v := range g.vals {
		if v.name == name {
			return true
		}
	}
	return false
}

func isScalar(t string) bool { return !strings.HasPrefix(t, "memref") }

// yield writes a terminator with values vs of types ts.
func (g *rcGen) yield(ind, op string, vs, ts []string) {
	if len(vs) == 0 {
		g.emit(ind, "%s", op)
		return
	}
	g.emit(ind, "%s %s : %s", op, strings.Join(vs, ", "), strings.Join(ts, ", "))
}

// cond picks an i1: a constant, an argument or a comparison.
func (g *rcGen) cond(ind string) string {
	switch g.intn(4) {
	case 0:
		return g.constOf(ind, "i1", []string{"true", "false"}[g.intn(2)])
	case 1:
		x, y := g.index(ind), g.index(ind)
		return g.pureOp(ind, "i1", "$R = arith.cmpi slt, "+x+", "+y+" : index")
	}
	return g.pick(ind, "i1")
}

func typeList(ts []string) string {
	if len(ts) == 1 && isScalar(ts[0]) {
		return ts[0]
	}
	return "(" + strings.Join(ts, ", ") + ")"
}

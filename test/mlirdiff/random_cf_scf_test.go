package mlirdiff

import (
	"fmt"
	"strings"
)

// scfFor writes an scf.for: constant bounds (zero, one or several trips) or dynamic
// ones, index or i32 induction, iter_args yielded back unchanged, replaced by their init,
// by a constant or by a new value, or not used at all.
func (g *rcGen) scfFor(ind string) {
	t := "index"
	if g.chance(0.15) {
		t = "i32"
	}
	var lb, ub, st string
	switch g.intn(5) {
	case 0: // zero trips
		c := g.constOf(ind, t, fmt.Sprint(g.intn(4)))
		lb, ub, st = c, c, g.constOf(ind, t, "1")
	case 1: // one trip
		lo := g.intn(3)
		step := 1 + g.intn(4)
		lb, ub, st = g.constOf(ind, t, fmt.Sprint(lo)), g.constOf(ind, t, fmt.Sprint(lo+1+g.intn(step))), g.constOf(ind, t, fmt.Sprint(step))
	case 2:
		lb, ub, st = g.constOf(ind, t, "0"), g.constOf(ind, t, fmt.Sprint(2+g.intn(6))), g.constOf(ind, t, fmt.Sprint(1+g.intn(2)))
	case 3: // ub = lb + c: a known trip count with dynamic bounds
		lb = g.pick(ind, t)
		c := g.constOf(ind, t, fmt.Sprint(g.intn(4)))
		ub = g.pureOp(ind, t, "$R = arith.addi "+lb+", "+c+" : "+t)
		st = g.constOf(ind, t, fmt.Sprint(1+g.intn(3)))
	default:
		lb, ub = g.pick(ind, t), g.pick(ind, t)
		st = g.constOf(ind, t, fmt.Sprint(1+g.intn(3)))
		if g.chance(0.3) {
			st = g.pick(ind, t)
		}
	}
	ts := g.resultTypes(3)
	inits := make([]string, len(ts))
	for i, rt := range ts {
		inits[i] = g.pick(ind, rt)
	}
	iv := g.fresh()
	args := make([]string, len(ts))
	var iter []string
	for i := range ts {
		args[i] = g.fresh()
		iter = append(iter, args[i]+" = "+inits[i])
	}
	head := fmt.Sprintf("scf.for %s = %s to %s step %s", iv, lb, ub, st)
	if len(ts) > 0 {
		head += fmt.Sprintf(" iter_args(%s) -> (%s)", strings.Join(iter, ", "), strings.Join(ts, ", "))
	}
	if t != "index" {
		head += " : " + t
	}
	var body []string
	at := len(g.lines)
	g.scoped(func() {
		g.def(iv, t)
		for i, rt := range ts {
			g.defTyped(args[i], rt)
		}
		g.stmts(ind+"  ", 0, 3)
		ys := make([]string, len(ts))
		for i, rt := range ts {
			switch g.intn(4) {
			case 0:
				ys[i] = args[i] // forwarded
			case 1:
				ys[i] = inits[i] // the init, defined outside
			default:
				ys[i] = g.yieldVals(ind+"  ", ts[i:i+1], nil)[0]
			}
			_ = rt
		}
		g.yield(ind+"  ", "scf.yield", ys, ts)
		body = append(body, g.lines[at:]...)
		g.lines = g.lines[:at]
	})
	g.emit(ind, "%s%s {", g.results(ts), head)
	g.lines = append(g.lines, body...)
	g.emit(ind, "}")
}

// region writes a region body of stmts ending in a yield of ts, and returns its lines
// (taken off the body) and the yielded values.
func (g *rcGen) region(ind, term string, ts, same []string) ([]string, []string) {
	at := len(g.lines)
	var ys []string
	g.scoped(func() {
		g.stmts(ind, 0, 2)
		ys = g.yieldVals(ind, ts, same)
		if len(ts) > 0 || term != "" {
			g.yield(ind, "scf.yield", ys, ts)
		}
	})
	body := append([]string(nil), g.lines[at:]...)
	g.lines = g.lines[:at]
	// Only values defined outside the region can be yielded again by a sibling region.
	for i, y := range ys {
		if !g.inScope(y) {
			ys[i] = ""
		}
	}
	return body, ys
}

// scfIf writes an scf.if with or without results and else region; branches sometimes
// yield the same values, constants (i1 ones become the condition) or nest further.
func (g *rcGen) scfIf(ind string) {
	c := g.cond(ind)
	ts := g.resultTypes(2)
	then, ys := g.region(ind+"  ", "", ts, nil)
	hasElse := len(ts) > 0 || g.chance(0.5)
	var els []string
	if hasElse {
		els, _ = g.region(ind+"  ", "", ts, ys)
	}
	res := g.results(ts)
	if len(ts) > 0 {
		g.emit(ind, "%sscf.if %s -> %s {", res, c, typeList(ts))
	} else {
		g.emit(ind, "scf.if %s {", c)
	}
	g.lines = append(g.lines, then...)
	if hasElse {
		g.emit(ind, "} else {")
		g.lines = append(g.lines, els...)
	}
	g.emit(ind, "}")
}

// scfWhile writes an scf.while: its condition forwards its arguments (in order, swapped,
// duplicated or replaced by outer values), is constant or computed; the after region
// yields new values or its arguments.
func (g *rcGen) scfWhile(ind string) {
	ts := g.resultTypes(2)
	inits := make([]string, len(ts))
	for i, t := range ts {
		inits[i] = g.pick(ind, t)
	}
	before := make([]string, len(ts))
	var bdecl []string
	for i := range ts {
		before[i] = g.fresh()
		bdecl = append(bdecl, before[i]+" = "+inits[i])
	}
	// The condition passes values of the same types on (the results' types).
	at := len(g.lines)
	var bodyB, bodyA []string
	g.scoped(func() {
		for i, t := range ts {
			g.defTyped(before[i], t)
		}
		g.stmts(ind+"  ", 0, 2)
		c := g.cond(ind + "  ")
		fw := make([]string, len(ts))
		for i, t := range ts {
			fw[i] = before[i]
			switch {
			case t == "i1" && g.chance(0.4):
				fw[i] = c // the after region knows it is true
			case g.chance(0.3):
				fw[i] = g.pick(ind+"  ", t)
			}
		}
		g.yield(ind+"  ", "scf.condition("+c+")", fw, ts)
		bodyB = append(bodyB, g.lines[at:]...)
		g.lines = g.lines[:at]
	})
	after := make([]string, len(ts))
	var adecl []string
	for i, t := range ts {
		after[i] = g.fresh()
		adecl = append(adecl, after[i]+": "+t)
	}
	g.scoped(func() {
		for i, t := range ts {
			g.defTyped(after[i], t)
		}
		g.stmts(ind+"  ", 0, 2)
		ys := make([]string, len(ts))
		for i, t := range ts {
			ys[i] = g.pick(ind+"  ", t)
			if g.chance(0.3) {
				ys[i] = after[i]
			}
		}
		g.yield(ind+"  ", "scf.yield", ys, ts)
		bodyA = append(bodyA, g.lines[at:]...)
		g.lines = g.lines[:at]
	})
	res := g.results(ts)
	tl := strings.Join(ts, ", ")
	if len(ts) == 0 {
		g.emit(ind, "scf.while : () -> () {")
	} else {
		g.emit(ind, "%sscf.while (%s) : (%s) -> (%s) {", res, strings.Join(bdecl, ", "), tl, tl)
	}
	g.lines = append(g.lines, bodyB...)
	g.emit(ind, "} do {")
	switch {
	case len(ts) > 0:
		g.emit(ind, "^bb0(%s):", strings.Join(adecl, ", "))
	case g.chance(0.5):
		g.emit(ind, "^bb0:")
	}
	g.lines = append(g.lines, bodyA...)
	g.emit(ind, "}")
}

// scfSwitch writes an scf.index_switch on a constant or dynamic index, with cases that
// sometimes yield what the default yields.
func (g *rcGen) scfSwitch(ind string) {
	var x string
	if g.chance(0.4) {
		x = g.constOf(ind, "index", fmt.Sprint(g.intn(4)))
	} else {
		x = g.index(ind)
	}
	ts := g.resultTypes(2)
	def, ys := g.region(ind+"  ", "scf.yield", ts, nil)
	var cases [][]string
	var keys []int
	for k, n := 0, g.intn(4); n > 0; n-- {
		k += 1 + g.intn(2)
		body, _ := g.region(ind+"  ", "scf.yield", ts, ys)
		cases = append(cases, body)
		keys = append(keys, k-1)
	}
	res := g.results(ts)
	if len(ts) > 0 {
		g.emit(ind, "%sscf.index_switch %s -> %s", res, x, strings.Join(ts, ", "))
	} else {
		g.emit(ind, "scf.index_switch %s", x)
	}
	for i, body := range cases {
		g.emit(ind, "case %d {", keys[i])
		g.lines = append(g.lines, body...)
		g.emit(ind, "}")
	}
	g.emit(ind, "default {")
	g.lines = append(g.lines, def...)
	g.emit(ind, "}")
}

// scfExecute writes an scf.execute_region of one block, or of several joined by cf
// branches (each ending in a yield).
func (g *rcGen) scfExecute(ind string) {
	ts := g.resultTypes(2)
	var body []string
	if g.chance(0.5) {
		body, _ = g.region(ind+"  ", "scf.yield", ts, nil)
	} else {
		at := len(g.lines)
		g.scoped(func() {
			g.stmts(ind+"  ", 0, 1)
			c := g.cond(ind + "  ")
			arg := g.fresh()
			t := rcScalars[g.intn(4)]
			v := g.pick(ind+"  ", t)
			if g.chance(0.3) {
				g.emit(ind+"  ", "cf.cond_br %s, ^bb1, ^bb1", c)
			} else {
				g.emit(ind+"  ", "cf.cond_br %s, ^bb1, ^bb2(%s : %s)", c, v, t)
			}
			n, p := len(g.vals), len(g.pure)
			g.emit(ind, "^bb1:")
			g.stmts(ind+"  ", 0, 1)
			g.yield(ind+"  ", "scf.yield", g.yieldVals(ind+"  ", ts, nil), ts)
			g.vals, g.pure = g.vals[:n], g.pure[:p]
			g.emit(ind, "^bb2(%s: %s):", arg, t)
			g.def(arg, t)
			g.stmts(ind+"  ", 0, 1)
			g.yield(ind+"  ", "scf.yield", g.yieldVals(ind+"  ", ts, nil), ts)
			body = append(body, g.lines[at:]...)
			g.lines = g.lines[:at]
		})
	}
	res := g.results(ts)
	if len(ts) > 0 {
		g.emit(ind, "%sscf.execute_region -> %s {", res, typeList(ts))
	} else {
		g.emit(ind, "scf.execute_region {")
	}
	g.lines = append(g.lines, body...)
	g.emit(ind, "}")
}

package mlirdiff

import "fmt"

// op appends one random op whose operands come from the pool (or new constants).
func (g *randProg) op() {
	switch k := g.r.IntN(20); {
	case k < 5:
		g.intBinary()
	case k < 8:
		g.floatBinary()
	case k < 10:
		g.compare()
	case k < 11:
		g.selectOp()
	case k < 14:
		g.cast()
	case k < 15:
		g.extended()
	default:
		g.mathOp()
	}
}

func (g *randProg) intBinary() {
	e := g.pick(randInts)
	name := g.pick(randIntBin)
	a, b := g.operand(e), g.operand(e)
	if g.r.IntN(5) == 0 {
		b = a
	}
	flags := ""
	switch name {
	case "addi", "subi", "muli", "shli":
		if g.r.IntN(3) == 0 {
			flags = " overflow<" + g.pick(randOverflow) + ">"
		}
	}
	v := g.fresh()
	g.emit("%s = arith.%s %s, %s%s : %s", v, name, a, b, flags, g.typ(e))
	g.result(v, e)
}

func (g *randProg) floatBinary() {
	e := g.pick(g.floats)
	a := g.operand(e)
	v := g.fresh()
	if g.r.IntN(6) == 0 {
		g.emit("%s = arith.negf %s%s : %s", v, a, g.fastmath(), g.typ(e))
	} else {
		b := g.operand(e)
		if g.r.IntN(5) == 0 {
			b = a
		}
		g.emit("%s = arith.%s %s, %s%s : %s", v, g.pick(randFloatBin), a, b, g.fastmath(), g.typ(e))
	}
	g.result(v, e)
}

func (g *randProg) compare() {
	v := g.fresh()
	if g.r.IntN(2) == 0 {
		e := g.pick(randInts)
		a, b := g.operand(e), g.operand(e)
		if g.r.IntN(5) == 0 {
			b = a
		}
		g.emit("%s = arith.cmpi %s, %s, %s : %s", v, g.pick(randCmpI), a, b, g.typ(e))
	} else {
		e := g.pick(g.floats)
		a, b := g.operand(e), g.operand(e)
		if g.r.IntN(5) == 0 {
			b = a
		}
		g.emit("%s = arith.cmpf %s, %s, %s%s : %s", v, g.pick(randCmpF), a, b, g.fastmath(), g.typ(e))
	}
	g.result(v, "i1")
}

func (g *randProg) selectOp() {
	e := g.pick(append(append([]string{}, randInts...), g.floats...))
	c := g.operand("i1")
	a, b := g.operand(e), g.operand(e)
	if g.r.IntN(6) == 0 {
		b = a
	}
	v := g.fresh()
	ty := g.typ(e)
	if g.shape != "" {
		// A shaped select names its condition's type too.
		ty = g.typ("i1") + ", " + ty
	}
	g.emit("%s = arith.select %s, %s, %s : %s", v, c, a, b, ty)
	g.result(v, e)
}

// cast appends one of arith's casts between element types it allows.
func (g *randProg) cast() {
	ints := []string{"i1", "i8", "i16", "i32", "i64"}
	if g.wide {
		g.wideCast(append(ints, "i80", "i128"))
		return
	}
	var name, from, to string
	switch g.r.IntN(8) {
	case 0: // extsi, extui, trunci
		for intWidth(from) == intWidth(to) {
			from, to = g.pick(ints), g.pick(ints)
		}
		if intWidth(from) < intWidth(to) {
			name = g.pick([]string{"extsi", "extui"})
		} else {
			name = "trunci"
		}
	case 1: // extf, truncf
		pairs := [][2]string{{"f16", "f32"}, {"f16", "f64"}, {"bf16", "f32"}, {"bf16", "f64"}, {"f32", "f64"}}
		p := pairs[g.r.IntN(len(pairs))]
		if g.r.IntN(2) == 0 {
			name, from, to = "extf", p[0], p[1]
		} else {
			name, from, to = "truncf", p[1], p[0]
		}
	case 2:
		name, from, to = g.pick([]string{"sitofp", "uitofp"}), g.pick(ints), g.pick(g.floats)
	case 3:
		name, from, to = g.pick([]string{"fptosi", "fptoui"}), g.pick(g.floats), g.pick(ints)
	case 4, 5:
		name = g.pick([]string{"index_cast", "index_castui"})
		from, to = g.pick(ints), "index"
		if g.r.IntN(2) == 0 {
			from, to = to, from
		}
	default:
		same := [][]string{{"i16", "f16", "bf16"}, {"i32", "f32"}, {"i64", "f64"}, {"i1"}, {"i8"}}
		s := same[g.r.IntN(len(same))]
		name, from, to = "bitcast", g.pick(s), g.pick(s)
	}
	var a string
	if name == "bitcast" {
		a = g.clean(from)
		// mlir-opt 19 folds a bitcast of a bitcast to the first one's operand whatever
		// its type (bf16 to i16 to f16 gives the bf16), so chains stay out.
		if g.bitcasts[a] {
			a = g.newConstant(from)
		}
	} else {
		a = g.operand(from)
	}
	v := g.fresh()
	extra := ""
	if name == "truncf" && g.r.IntN(4) == 0 {
		extra = " " + g.pick([]string{"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"})
	}
	if name == "extf" || name == "truncf" {
		extra += g.fastmath()
	}
	g.emit("%s = arith.%s %s%s : %s to %s", v, name, a, extra, g.typ(from), g.typ(to))
	if name == "bitcast" {
		g.bitcasts[v] = true
	}
	// A cast of a cast: the chain folds or canonicalizes back (ext of trunc, index casts).
	g.result(v, to)
}

// extended appends addui_extended, mulsi_extended or mului_extended.
func (g *randProg) extended() {
	// Not on index: mlir-opt 19 rewrites mulsi_extended by one into an extsi to index,
	// which its verifier then rejects.
	e := g.pick(randInts[:len(randInts)-1])
	a, b := g.clean(e), g.clean(e)
	g.n++
	lo, hi := fmt.Sprintf("%%x%d", g.n), fmt.Sprintf("%%y%d", g.n)
	switch g.r.IntN(3) {
	case 0:
		g.emit("%s, %s = arith.addui_extended %s, %s : %s, %s", lo, hi, a, b, g.typ(e), g.typ("i1"))
		g.result(lo, e)
		g.result(hi, "i1")
		return
	case 1:
		g.emit("%s, %s = arith.mulsi_extended %s, %s : %s", lo, hi, a, b, g.typ(e))
	default:
		g.emit("%s, %s = arith.mului_extended %s, %s : %s", lo, hi, a, b, g.typ(e))
	}
	g.result(lo, e)
	g.result(hi, e)
}

// mathOp appends one math op on float or integer operands.
func (g *randProg) mathOp() {
	v := g.fresh()
	switch k := g.r.IntN(10); {
	case k < 5:
		e := g.pick(g.floats)
		g.emit("%s = math.%s %s%s : %s", v, g.pick(randMathFUn), g.operand(e), g.fastmath(), g.typ(e))
		g.result(v, e)
	case k < 6:
		e := g.pick(g.floats)
		a, b := g.operand(e), g.operand(e)
		g.emit("%s = math.%s %s, %s%s : %s", v, g.pick([]string{"atan2", "copysign", "powf"}), a, b, g.fastmath(), g.typ(e))
		g.result(v, e)
	case k < 7:
		e := g.pick(g.floats)
		if g.r.IntN(2) == 0 {
			a, b, c := g.operand(e), g.operand(e), g.operand(e)
			g.emit("%s = math.fma %s, %s, %s%s : %s", v, a, b, c, g.fastmath(), g.typ(e))
		} else {
			ie := g.pick([]string{"i8", "i16", "i32", "i64"})
			a, b := g.operand(e), g.operand(ie)
			g.emit("%s = math.fpowi %s, %s%s : %s, %s", v, a, b, g.fastmath(), g.typ(e), g.typ(ie))
		}
		g.result(v, e)
	case k < 9:
		e := g.pick(randInts)
		g.emit("%s = math.%s %s : %s", v, g.pick([]string{"absi", "ctlz", "cttz", "ctpop"}), g.operand(e), g.typ(e))
		g.result(v, e)
	default:
		e := g.pick(randInts)
		a, b := g.operand(e), g.operand(e)
		g.emit("%s = math.ipowi %s, %s : %s", v, a, b, g.typ(e))
		g.result(v, e)
	}
}

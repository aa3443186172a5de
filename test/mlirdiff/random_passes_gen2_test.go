package mlirdiff

import (
	"fmt"
	"strings"
)

// callProgram writes a module of functions (public, private, nested; a declaration) that
// call each other directly, recursively and through func.constant/call_indirect, some
// unused, some identical, with arguments and results unused by callee or caller, and
// memref.globals used or not: what inline, symbol-dce, symbol-privatize,
// duplicate-function-elimination and remove-dead-values work on.
func callProgram(seed uint64, k int) []byte {
	g := newUpGen(seed, k, 0xca11)
	nf := 2 + g.intn(4)
	var b strings.Builder
	b.WriteString("func.func private @ext(i32) -> i32\n")
	if g.chance(0.5) {
		b.WriteString("memref.global \"private\" constant @gv : memref<2xi32> = dense<[1, 2]>\n")
	}
	var bodies []string
	for f := 0; f < nf; f++ {
		vis := g.pick([]string{"", "", "private ", "private ", "nested "})
		var body string
		if f > 0 && g.chance(0.25) {
			body = bodies[g.intn(len(bodies))]
		} else {
			body = g.callBody(nf, strings.Contains(b.String(), "@gv"))
		}
		bodies = append(bodies, body)
		fmt.Fprintf(&b, "func.func %s@f%d(%%p: i32, %%q: i32) -> i32 {\n%s}\n", vis, f, body)
	}
	return []byte(b.String())
}

// callBody writes the body of one function of callProgram.
func (g *upGen) callBody(nf int, global bool) string {
	vals := []string{"%p", "%q"}
	val := func() string { return vals[len(vals)-1-g.intn(min(len(vals), 3))] }
	call := func(ind string) {
		v := g.fresh()
		switch g.intn(6) {
		case 0:
			g.emit(ind, "%s = func.call @ext(%s) : (i32) -> i32", v, val())
		case 1:
			f := g.fresh()
			g.emit(ind, "%s = func.constant @f%d : (i32, i32) -> i32", f, g.intn(nf))
			g.emit(ind, "%s = func.call_indirect %s(%s, %s) : (i32, i32) -> i32", v, f, val(), val())
		default:
			g.emit(ind, "%s = func.call @f%d(%s, %s) : (i32, i32) -> i32", v, g.intn(nf), val(), val())
		}
		vals = append(vals, v)
	}
	for i := 1 + g.intn(4); i > 0; i-- {
		switch g.intn(7) {
		case 0, 1:
			call("  ")
		case 2:
			v := g.fresh()
			g.emit("  ", "%s = arith.%s %s, %s : i32", v, g.pick([]string{"addi", "muli", "subi", "xori"}), val(), val())
			vals = append(vals, v)
		case 3:
			v := g.fresh()
			g.emit("  ", "%s = arith.constant %d : i32", v, g.intn(5))
			vals = append(vals, v)
		case 4:
			c, r := g.fresh(), g.fresh()
			g.emit("  ", "%s = arith.cmpi slt, %s, %s : i32", c, val(), val())
			g.emit("  ", "%s = scf.if %s -> (i32) {", r, c)
			call("    ")
			g.emit("    ", "scf.yield %s : i32", vals[len(vals)-1])
			vals = vals[:len(vals)-1] // the call's result is not in scope after the if
			g.emit("  ", "} else {")
			g.emit("    ", "scf.yield %s : i32", val())
			g.emit("  ", "}")
			vals = append(vals, r)
		case 5:
			if global {
				m, l := g.fresh(), g.fresh()
				g.emit("  ", "%s = memref.get_global @gv : memref<2xi32>", m)
				g.emit("  ", "%%c0_%s = arith.constant 0 : index", l[1:])
				g.emit("  ", "%s = memref.load %s[%%c0_%s] : memref<2xi32>", l, m, l[1:])
				vals = append(vals, l)
			}
		default:
			g.emit("  ", "\"test.use\"(%s) : (i32) -> ()", val())
		}
	}
	g.emit("  ", "return %s : i32", val())
	return g.take()
}

// rangeProgram writes integer ops whose result ranges are known (masks, remainders,
// extensions, shifts, min/max, casts of small values, loop induction variables) and
// comparisons and signed ops on them, which int-range-optimizations folds and
// arith-unsigned-when-equivalent turns unsigned.
func rangeProgram(seed uint64, k int) []byte {
	g := newUpGen(seed, k, 0x4a9)
	vals := map[string][]string{"i32": {"%x", "%y"}, "i8": {"%s"}, "index": {"%a"}, "i64": {"%w"}}
	val := func(t string) string {
		vs := vals[t]
		if g.chance(0.2) {
			v := g.fresh()
			g.emit("  ", "%s = arith.constant %d : %s", v, []int{0, 1, 3, 7, 8, 255, -1, -128, 100}[g.intn(9)], t)
			vals[t] = append(vals[t], v)
			return v
		}
		return vs[len(vs)-1-g.intn(min(len(vs), 4))]
	}
	def := func(t, format string, args ...any) string {
		v := g.fresh()
		g.emit("  ", "%s = "+format, append([]any{v}, args...)...)
		vals[t] = append(vals[t], v)
		return v
	}
	types := []string{"i32", "i32", "i8", "index", "i64"}
	for i := 4 + g.intn(10); i > 0; i-- {
		t := g.pick(types)
		switch g.intn(10) {
		case 0:
			c := def(t, "arith.constant %d : %s", []int{3, 15, 255, 64, 1}[g.intn(5)], t)
			def(t, "arith.andi %s, %s : %s", val(t), c, t)
		case 1:
			c := def(t, "arith.constant %d : %s", []int{3, 7, 10, 100}[g.intn(4)], t)
			def(t, "arith.%s %s, %s : %s", g.pick([]string{"remui", "remsi", "divui", "divsi", "ceildivui", "floordivsi"}), val(t), c, t)
		case 2:
			op := g.pick([]string{"extui", "extsi"})
			if t != "i8" && t != "index" {
				def(t, "arith.%s %s : i8 to %s", op, val("i8"), t)
			}
		case 3, 4:
			x, y := val(t), val(t)
			def("i1", "arith.cmpi %s, %s, %s : %s", g.pick([]string{"slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", "eq", "ne"}), x, y, t)
		case 5:
			def(t, "arith.%s %s, %s : %s", g.pick([]string{"minsi", "maxsi", "minui", "maxui", "addi", "subi", "muli", "shrui", "shrsi", "shli"}), val(t), val(t), t)
		case 6:
			if t == "index" {
				def("index", "arith.index_cast %s : i8 to index", val("i8"))
			} else if t != "i8" {
				def("i8", "arith.trunci %s : %s to i8", val(t), t)
			}
		case 7:
			if len(vals["i1"]) > 0 {
				def(t, "arith.select %s, %s, %s : %s", vals["i1"][len(vals["i1"])-1], val(t), val(t), t)
			}
		case 8:
			g.rangeLoop(vals)
		default:
			def(t, "arith.%s %s, %s : %s", g.pick([]string{"addi", "subi", "muli"}), val(t), val(t), t)
		}
	}
	var rs, ts []string
	for _, t := range []string{"i1", "i32", "index", "i8"} {
		if vs := vals[t]; len(vs) > 0 {
			rs, ts = append(rs, vs[len(vs)-1]), append(ts, t)
		}
	}
	g.emit("  ", "return %s : %s", strings.Join(rs, ", "), strings.Join(ts, ", "))
	return []byte(fmt.Sprintf("func.func @r%d(%%x: i32, %%y: i32, %%s: i8, %%a: index, %%w: i64) -> (%s) {\n%s}\n", k, strings.Join(ts, ", "), g.take()))
}

// rangeLoop writes an scf.for with constant bounds whose induction variable feeds a
// comparison and a remainder inside the loop.
func (g *upGen) rangeLoop(vals map[string][]string) {
	lo, hi, st, r := g.fresh(), g.fresh(), g.fresh(), g.fresh()
	g.emit("  ", "%s = arith.constant %d : index", lo, g.intn(4))
	g.emit("  ", "%s = arith.constant %d : index", hi, 4+g.intn(8))
	g.emit("  ", "%s = arith.constant %d : index", st, 1+g.intn(3))
	iv, acc := g.fresh(), g.fresh()
	g.emit("  ", "%s = scf.for %s = %s to %s step %s iter_args(%s = %%x) -> (i32) {", r, iv, lo, hi, st, acc)
	c, i, s, n := g.fresh(), g.fresh(), g.fresh(), g.fresh()
	g.emit("    ", "%s = arith.cmpi %s, %s, %s : index", c, g.pick([]string{"slt", "ult", "sge", "ugt"}), iv, hi)
	g.emit("    ", "%s = arith.index_cast %s : index to i32", i, iv)
	g.emit("    ", "%s = arith.select %s, %s, %s : i32", s, c, i, acc)
	g.emit("    ", "%s = arith.remsi %s, %s : i32", n, s, "%x")
	g.emit("    ", "scf.yield %s : i32", n)
	g.emit("  ", "}")
	vals["i32"] = append(vals["i32"], r)
}

// emitcProgram writes chains of emitc C-operator ops (some results used twice, some by
// ops that cannot join an expression, some already in an emitc.expression) for
// form-expressions.
func emitcProgram(seed uint64, k int) []byte {
	g := newUpGen(seed, k, 0xe317)
	vals := []string{"%a", "%b"}
	val := func() string { return vals[len(vals)-1-g.intn(min(len(vals), 3))] }
	var bools []string
	for i := 2 + g.intn(8); i > 0; i-- {
		v := g.fresh()
		switch g.intn(9) {
		case 0, 1, 2:
			g.emit("  ", "%s = emitc.%s %s, %s : (i32, i32) -> i32", v, g.pick([]string{"add", "sub", "mul", "div", "rem", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift", "bitwise_right_shift"}), val(), val())
			vals = append(vals, v)
		case 3:
			g.emit("  ", "%s = emitc.%s %s : (i32) -> i32", v, g.pick([]string{"unary_minus", "unary_plus", "bitwise_not"}), val())
			vals = append(vals, v)
		case 4:
			g.emit("  ", "%s = emitc.cmp %s, %s, %s : (i32, i32) -> i1", v, g.pick([]string{"eq", "ne", "lt", "le", "gt", "ge", "three_way"}), val(), val())
			bools = append(bools, v)
		case 5:
			if len(bools) > 0 {
				x := bools[len(bools)-1]
				if g.chance(0.5) {
					g.emit("  ", "%s = emitc.conditional %s, %s, %s : i32", v, x, val(), val())
					vals = append(vals, v)
				} else {
					g.emit("  ", "%s = emitc.%s %s, %s : i1, i1", v, g.pick([]string{"logical_and", "logical_or"}), x, bools[g.intn(len(bools))])
					bools = append(bools, v)
				}
			}
		case 6:
			g.emit("  ", "%s = emitc.cast %s : i32 to i64", v, val())
			g.emit("  ", "emitc.call_opaque \"use64\"(%s) : (i64) -> ()", v)
		case 7:
			g.emit("  ", "%s = emitc.call_opaque \"f\"(%s) : (i32) -> i32", v, val())
			vals = append(vals, v)
		default:
			x, y := val(), val()
			g.emit("  ", "%s = emitc.expression : i32 {", v)
			w := g.fresh()
			g.emit("    ", "%s = emitc.add %s, %s : (i32, i32) -> i32", w, x, y)
			g.emit("    ", "emitc.yield %s : i32", w)
			g.emit("  ", "}")
			vals = append(vals, v)
		}
	}
	if len(bools) > 0 && g.chance(0.5) {
		g.emit("  ", "emitc.call_opaque \"useb\"(%s) : (i1) -> ()", bools[len(bools)-1])
	}
	g.emit("  ", "return %s : i32", val())
	return []byte(fmt.Sprintf("func.func @e%d(%%a: i32, %%b: i32) -> i32 {\n%s}\n", k, g.take()))
}

// loopProgram writes nests of scf.for (constant and argument bounds, iteration
// arguments, memref iteration arguments read through memref.dim) and scf.while whose
// bodies mix loop-invariant and variant pure ops, ops with effects, and additions and
// multiplications of the induction variable by invariant values: what LICM, range
// folding, for-to-while, for-loop canonicalization and control-flow-sink rewrite.
func loopProgram(seed uint64, k int) []byte {
	g := newUpGen(seed, k, 0x100b)
	g.emit("  ", "%%c0 = arith.constant 0 : index")
	g.emit("  ", "%%c1 = arith.constant 1 : index")
	g.emit("  ", "%%c4 = arith.constant 4 : index")
	outs := g.loopNest("  ", []string{"%a", "%b"}, 0)
	g.emit("  ", "return %s : index", outs)
	return []byte(fmt.Sprintf("func.func @l%d(%%a: index, %%b: index, %%c: i1, %%m: memref<?xf32>) -> index {\n%s}\n", k, g.take()))
}

// loopNest writes a few statements at depth d using the index values in scope and
// returns an index value computed there.
func (g *upGen) loopNest(ind string, scope []string, d int) string {
	val := func() string { return scope[len(scope)-1-g.intn(min(len(scope), 3))] }
	for i := 1 + g.intn(3); i > 0; i-- {
		v := g.fresh()
		switch k := g.intn(8); {
		case k < 2:
			g.emit(ind, "%s = arith.%s %s, %s : index", v, g.pick([]string{"addi", "muli", "subi"}), val(), g.pick([]string{"%a", "%c4", "%b", val()}))
			scope = append(scope, v)
		case k == 2:
			g.emit(ind, "\"test.use\"(%s) : (index) -> ()", val())
		case k == 3:
			g.emit(ind, "%s = memref.load %%m[%s] : memref<?xf32>", v, val())
			g.emit(ind, "\"test.usef\"(%s) : (f32) -> ()", v)
		case k == 4 && d < 2:
			r := g.fresh()
			g.emit(ind, "%s = scf.if %%c -> (index) {", r)
			x := g.loopNest(ind+"  ", scope, 2)
			g.emit(ind+"  ", "scf.yield %s : index", x)
			g.emit(ind, "} else {")
			g.emit(ind+"  ", "scf.yield %s : index", val())
			g.emit(ind, "}")
			scope = append(scope, r)
		case k == 5 && d < 2:
			scope = append(scope, g.whileLoop(ind, val()))
		case d < 2:
			scope = append(scope, g.forLoop(ind, scope, d))
		default:
			g.emit(ind, "%s = arith.addi %s, %s : index", v, val(), val())
			scope = append(scope, v)
		}
	}
	return val()
}

// forLoop writes one scf.for and returns its index result.
func (g *upGen) forLoop(ind string, scope []string, d int) string {
	val := func() string { return scope[len(scope)-1-g.intn(min(len(scope), 3))] }
	lo := g.pick([]string{"%c0", "%c1", val()})
	hi := g.pick([]string{"%c4", "%b", val()})
	st := g.pick([]string{"%c1", "%c1", "%c4"})
	r, iv, acc, mm := g.fresh(), g.fresh(), g.fresh(), g.fresh()
	withMem := g.chance(0.3)
	if withMem {
		g.emit(ind, "%s:2 = scf.for %s = %s to %s step %s iter_args(%s = %s, %s = %%m) -> (index, memref<?xf32>) {", r, iv, lo, hi, st, acc, val(), mm)
	} else {
		g.emit(ind, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (index) {", r, iv, lo, hi, st, acc, val())
	}
	in := ind + "  "
	switch g.intn(3) {
	case 0:
		// The induction variable's only use: an add or mul by an invariant value.
		u := g.fresh()
		g.emit(in, "%s = arith.%s %s, %s : index", u, g.pick([]string{"addi", "muli"}), iv, g.pick([]string{"%a", "%c4", val()}))
		scope = append(scope, u)
	default:
		scope = append(scope, iv)
	}
	scope = append(scope, acc)
	if withMem {
		dm := g.fresh()
		g.emit(in, "%s = memref.dim %s, %%c0 : memref<?xf32>", dm, mm)
		scope = append(scope, dm)
	}
	x := g.loopNest(in, scope, d+1)
	if withMem {
		m2 := mm
		if g.chance(0.3) {
			m2 = "%m"
		}
		g.emit(in, "scf.yield %s, %s : index, memref<?xf32>", x, m2)
		g.emit(ind, "}")
		dm := g.fresh()
		g.emit(ind, "%s = memref.dim %s#1, %%c0 : memref<?xf32>", dm, r)
		return dm
	}
	g.emit(in, "scf.yield %s : index", x)
	g.emit(ind, "}")
	return r
}

// whileLoop writes one scf.while counting from init to %b and returns its result.
func (g *upGen) whileLoop(ind, init string) string {
	r, x, c, y, z := g.fresh(), g.fresh(), g.fresh(), g.fresh(), g.fresh()
	g.emit(ind, "%s = scf.while (%s = %s) : (index) -> index {", r, x, init)
	g.emit(ind+"  ", "%s = arith.cmpi slt, %s, %%b : index", c, x)
	g.emit(ind+"  ", "scf.condition(%s) %s : index", c, x)
	g.emit(ind, "} do {")
	g.emit(ind, "^bb0(%s: index):", y)
	g.emit(ind+"  ", "%s = arith.addi %s, %%c1 : index", z, y)
	inv := g.fresh()
	g.emit(ind+"  ", "%s = arith.muli %%a, %%c4 : index", inv)
	g.emit(ind+"  ", "\"test.use\"(%s) : (index) -> ()", inv)
	g.emit(ind+"  ", "scf.yield %s : index", z)
	g.emit(ind, "}")
	return r
}

package semantics

import (
	"fmt"
	"math/rand"
)

// The math-library ops with an exact twin: Ceil/Floor/Round/Trunc (Cast f32 -> f32 with
// the mode, math.ceil ...), Frac (x - trunc x), Sign, ClampMax/ClampMin (Mins/Maxs), Xor
// ((a | b) & ~(a & b) with And/Or/Not), Axpy (Axpy L2), each against a scalar loop.

var amLibRound = map[string]int{"ceil": 3, "floor": 2, "round": 4, "trunc": 5}

func amGenLib(r *rand.Rand) *amCase {
	ops := []string{"ceil", "floor", "round", "trunc", "frac", "sign", "clamp_max", "clamp_min", "xor", "axpy"}
	op := ops[r.Intn(len(ops))]
	ts := []vdType{vdF32, vdF16}
	if op == "xor" {
		ts = []vdType{vdI16}
	}
	t := ts[r.Intn(len(ts))]
	n := amCount(r, 256/t.size, 8)
	c := newAMCase(r, t, n)
	c.desc = fmt.Sprintf("%s %s n=%d", op, t.name, n)
	var x amV
	if _, ok := amLibRound[op]; ok || op == "frac" || op == "sign" {
		x = c.in("x", t, amCastVals(r, amCastPair{src: t, dst: vdI32}, c.n)) // quarters: ties
	} else if op == "axpy" {
		c.init = amExact(r, t, c.n)
		x = c.in("x", t, amExact(r, t, c.n))
	} else {
		x = c.in("x", t, amVals(r, t, c.n, -6, 6, false))
	}
	f := c.k.c("i1", "0")
	seg := func(k int) string {
		return fmt.Sprintf("operandSegmentSizes = array<i32: %s>", []string{"1, 1, 0, 1, 1", "1, 1, 1, 0, 1, 1"}[k])
	}
	lib := c.out("library " + op)
	sc := func(v []amV) amV { return v[0] }
	switch op {
	case "ceil", "floor", "round", "trunc", "frac":
		c.call(op, []amV{lib, x, c.i32(n), {f, "i1"}}, seg(0))
		if t == vdF32 && op != "frac" {
			c.call("cast_l2", []amV{c.out("Cast f32 -> f32 with the mode"), x, c.i32(n)}, fmt.Sprintf("roundMode = %d : i32", amLibRound[op]))
		}
		fn := "math." + op
		if op == "round" {
			fn = "math.round"
		}
		sc = func(v []amV) amV {
			if op == "frac" {
				return c.ar("subf", "f32", v[0], c.un("math.trunc", v[0]))
			}
			return c.un(fn, v[0])
		}
	case "sign":
		c.call(op, []amV{lib, x, c.i32(n), {f, "i1"}}, seg(0))
		sc = func(v []amV) amV {
			z, one, m1 := c.fconst("f32", 0), c.fconst("f32", 1), c.fconst("f32", -1)
			return c.sel(c.cmp("cmpf", "ogt", v[0], z), one, c.sel(c.cmp("cmpf", "olt", v[0], z), m1, v[0]))
		}
	case "clamp_max", "clamp_min":
		sv := getRaw(amVals(r, t, 1, -6, 6, false), t, 0)
		s := amV{c.scalarConst(t, sv), t.name}
		c.call(op, []amV{lib, x, s, c.i32(n), {f, "i1"}}, "")
		twin := map[string]string{"clamp_max": "mins", "clamp_min": "maxs"}[op]
		c.call(twin+"_l2", []amV{c.out(twin), x, s, c.i32(n)}, "")
		cmpOp := map[string]string{"clamp_max": "minimumf", "clamp_min": "maximumf"}[op]
		sc = func(v []amV) amV { return c.ar(cmpOp, "f32", v[0], c.widen(s, t)) }
	case "xor":
		y := c.in("y", t, amVals(r, t, c.n, 0, 1, false))
		c.call(op, []amV{lib, x, y, c.i32(n), {f, "i1"}}, seg(1))
		a, o := c.scratch(t, c.n, 0), c.scratch(t, c.n, 16384)
		c.call("and_l2", []amV{a, x, y, c.i32(n)}, "")
		c.call("or_l2", []amV{o, x, y, c.i32(n)}, "")
		c.barrier("pipe_v")
		c.call("not_l2", []amV{a, a, c.i32(n)}, "")
		c.barrier("pipe_v")
		c.call("and_l2", []amV{c.out("(a | b) & ~(a & b)"), o, a, c.i32(n)}, "")
		c.barrier("pipe_all")
		o2 := c.out("scalar loop")
		c.scalarLoop(n, o2, t, []amV{x, y}, []vdType{t, t}, func(v []amV) amV { return c.ar("xori", "i16", v[0], v[1]) })
		return c
	case "axpy":
		sv := getRaw(amExact(r, t, 1), t, 0)
		s := amV{c.scalarConst(t, sv), t.name}
		c.call(op, []amV{lib, x, s, c.i32(n), {f, "i1"}}, seg(1))
		c.call("axpy_l2", []amV{c.out("Axpy L2"), x, s, c.i32(n)}, "")
		c.barrier("pipe_all")
		o := c.out("scalar loop")
		c.scalarLoop(n, o, t, []amV{x, s, o}, []vdType{t, t, t}, func(v []amV) amV {
			return c.ar("addf", "f32", c.ar("mulf", "f32", v[0], v[1]), v[2])
		})
		return c
	}
	c.barrier("pipe_all")
	c.scalarLoop(n, c.out("scalar loop"), t, []amV{x}, []vdType{t}, sc)
	return c
}

package examples

import (
	"math"
)

// The random steps of a chain (asc2_rand_gen_test.go): each takes values of the pool and
// emits one op (or a few that belong together: |x|+1 before a log, a reduction and its
// broadcast, a compare and its select) and gives the new value.

var floatUnary = []string{"math.exp", "math.log", "math.sqrt", "math.rsqrt", "math.tanh",
	"math.erf", "math.sin", "math.cos", "math.absf", "arith.negf", "asctile.relu",
	"math.floor", "math.ceil", "math.exp2"}

var floatTypes = []string{"f32", "f16", "bf16"}

func (g *gen) pick(vs []string) string { return vs[g.r.Intn(len(vs))] }

// partner is a pool value of a's type and shape (a itself when there is none).
func (g *gen) partner(a *gVal, pool []*gVal) *gVal {
	var c []*gVal
	for _, v := range pool {
		if v.et == a.et && sameShape(v.shape, a.shape) {
			c = append(c, v)
		}
	}
	if len(c) == 0 {
		return a
	}
	return c[g.r.Intn(len(c))]
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) || (a == nil) != (b == nil) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// step applies one random op to a value of the pool.
func (g *gen) step(pool []*gVal) *gVal {
	a := pool[len(pool)-1]
	if g.r.Intn(3) == 0 {
		a = pool[g.r.Intn(len(pool))]
	}
	if !isFloat(a.et) {
		return g.intStep(a, pool)
	}
	switch k := g.r.Intn(24); {
	case k == 21:
		return g.concatStep(a, g.partner(a, pool))
	case k == 22:
		return g.rmsNormStep(a, g.partner(a, pool))
	case k == 23:
		return g.getValueStep(a)
	case k == 20:
		return g.ifStep(a, g.partner(a, pool))
	case k < 6:
		return g.unaryStep(a)
	case k < 10:
		return g.binaryStep(a, g.partner(a, pool))
	case k < 13:
		return g.scalarStep(a)
	case k < 15:
		return g.selectStep(a, g.partner(a, pool))
	case k < 16:
		return g.castStep(a)
	case k < 18:
		return g.reduceStep(a)
	case k < 19 && softmaxRows(a):
		return g.softmaxStep(a)
	default:
		return g.reshapeStep(a)
	}
}

func (g *gen) unaryStep(a *gVal) *gVal {
	name := g.pick(floatUnary)
	switch name {
	case "math.exp", "math.exp2":
		a = g.tame(a, 4)
		f := math.Exp
		if name == "math.exp2" {
			f = math.Exp2
		}
		return g.op1(name, a, f(a.lo), f(a.hi))
	case "math.log", "math.rsqrt":
		t := g.op1("math.absf", a, 0, a.mag())
		one := g.constTile(a.et, a.shape, 1)
		t1 := g.op2("arith.addf", t, one, 1, a.mag()+1)
		if name == "math.log" {
			return g.op1(name, t1, 0, math.Log(t1.hi))
		}
		return g.op1(name, t1, 1/math.Sqrt(t1.hi), 1)
	case "math.sqrt":
		t := g.op1("math.absf", a, 0, a.mag())
		return g.op1(name, t, 0, math.Sqrt(t.hi))
	case "math.tanh", "math.erf":
		return g.op1(name, a, -1, 1)
	case "math.sin", "math.cos":
		return g.op1(name, g.tame(a, 3), -1, 1)
	case "math.absf":
		return g.op1(name, a, 0, a.mag())
	case "arith.negf":
		return g.op1(name, a, -a.hi, -a.lo)
	case "asctile.relu":
		return g.op1(name, a, math.Max(a.lo, 0), math.Max(a.hi, 0))
	}
	return g.op1(name, a, math.Floor(a.lo), math.Ceil(a.hi))
}

func (g *gen) binaryStep(a, b *gVal) *gVal {
	lim := hiOf(a.et) / 2
	switch g.pick([]string{"arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.minimumf"}) {
	case "arith.addf":
		a, b = g.tame(a, lim), g.tame(b, lim)
		return g.op2("arith.addf", a, b, a.lo+b.lo, a.hi+b.hi)
	case "arith.subf":
		a, b = g.tame(a, lim), g.tame(b, lim)
		return g.op2("arith.subf", a, b, a.lo-b.hi, a.hi-b.lo)
	case "arith.mulf":
		a, b = g.tame(a, math.Sqrt(lim)), g.tame(b, math.Sqrt(lim))
		lo, hi := mulRange(a, b)
		return g.op2("arith.mulf", a, b, lo, hi)
	case "arith.divf":
		t := g.op1("math.absf", b, 0, b.mag())
		one := g.constTile(b.et, b.shape, 1)
		d := g.op2("arith.addf", t, one, 1, b.mag()+1)
		return g.op2("arith.divf", a, d, math.Min(a.lo, 0), math.Max(a.hi, 0))
	case "arith.maximumf":
		return g.op2("arith.maximumf", a, b, ihi(a.lo, b.lo), ihi(a.hi, b.hi))
	}
	return g.op2("arith.minimumf", a, b, ilo(a.lo, b.lo), ilo(a.hi, b.hi))
}

// scalarOperand is a scalar of a's type: a constant, or the kernel's scalar argument.
func (g *gen) scalarOperand(et string, nonzero bool) *gVal {
	if g.scalar != nil && g.scalar.et == et && g.r.Intn(2) == 0 {
		return g.scalar
	}
	x := (g.r.Float64()*2 - 1) * 3
	if nonzero && math.Abs(x) < 0.5 {
		x = math.Copysign(0.5+math.Abs(x), x)
	}
	if !isFloat(et) {
		x = math.Round(x)
		if nonzero && x == 0 {
			x = 2
		}
	}
	return g.constScalar(et, x)
}

// scalarStep combines a tile with a scalar: asctile.adds...mins directly, or arith on a
// splat of the scalar (the frontend's form, which asctile-transform-math-ops turns into
// the scalar op), or arith with a dense constant tile.
func (g *gen) scalarStep(a *gVal) *gVal {
	ops := []string{"add", "sub", "mul", "div", "max", "min"}
	op := g.pick(ops)
	a = g.tame(a, hiOf(a.et)/4)
	s := g.scalarOperand(a.et, op == "div")
	lo, hi := scalarRange(op, a, s)
	form := g.r.Intn(3)
	if form == 0 {
		return g.tileScalar(op+"s", a, s, lo, hi)
	}
	var t *gVal
	if form == 1 {
		t = &gVal{name: g.fresh("sp"), et: a.et, shape: a.shape, lo: s.lo, hi: s.hi}
		g.line("%s = asctile.splat %s : %s", t.name, s.name, t.ty())
		g.ops["asctile.splat"]++
	} else {
		t = g.constTile(a.et, a.shape, s.lo)
		if s == g.scalar {
			t = g.constTile(a.et, a.shape, 1.5)
			lo, hi = scalarRange(op, a, t)
		}
	}
	name := map[string]string{"add": "arith.addf", "sub": "arith.subf", "mul": "arith.mulf",
		"div": "arith.divf", "max": "arith.maximumf", "min": "arith.minimumf"}[op]
	return g.op2(name, a, t, lo, hi)
}

func scalarRange(op string, a, s *gVal) (float64, float64) {
	switch op {
	case "add":
		return a.lo + s.lo, a.hi + s.hi
	case "sub":
		return a.lo - s.hi, a.hi - s.lo
	case "mul":
		return mulRange(a, s)
	case "div":
		m := a.mag() / math.Max(0.5, math.Min(math.Abs(s.lo), math.Abs(s.hi)))
		return -m, m
	case "max":
		return math.Max(a.lo, s.lo), math.Max(a.hi, s.hi)
	}
	return math.Min(a.lo, s.lo), math.Min(a.hi, s.hi)
}

var cmpModes = []string{"LT", "GT", "EQ", "LE", "GE", "NE"}

// selectStep is asc2.where: a compare of two tiles (or of a tile and a scalar), maybe
// two compares joined by andi/ori, choosing between two tiles.
func (g *gen) selectStep(a, b *gVal) *gVal {
	mt := tileTy("i1", a.shape)
	m := g.fresh("m")
	if g.r.Intn(2) == 0 {
		g.line("%s = asctile.cmp %s %s, %s : %s", m, g.pick(cmpModes), a.name, b.name, a.ty())
		g.ops["asctile.cmp"]++
	} else {
		s := g.scalarOperand(a.et, false)
		g.line("%s = asctile.cmps %s %s, %s : %s", m, g.pick(cmpModes), a.name, s.name, a.ty())
		g.ops["asctile.cmps"]++
	}
	if g.r.Intn(3) == 0 {
		s := g.scalarOperand(a.et, false)
		m2, m3 := g.fresh("m"), g.fresh("m")
		g.line("%s = asctile.cmps %s %s, %s : %s", m2, g.pick(cmpModes), b.name, s.name, b.ty())
		op := g.pick([]string{"arith.andi", "arith.ori"})
		g.line("%s = %s %s, %s : %s", m3, op, m, m2, mt)
		g.ops[op]++
		m = m3
	}
	c := b
	if g.r.Intn(3) == 0 {
		c = g.constTile(a.et, a.shape, math.Round(g.r.Float64()*4-2))
	}
	r := &gVal{name: g.fresh("v"), et: a.et, shape: a.shape, lo: ilo(a.lo, c.lo), hi: ihi(a.hi, c.hi)}
	g.line("%s = asctile.select %s, %s, %s : %s", r.name, m, a.name, c.name, r.ty())
	g.ops["asctile.select"]++
	return r
}

// castStep converts to another float type (a cast in the middle of the chain).
func (g *gen) castStep(a *gVal) *gVal {
	et := g.pick(floatTypes)
	for et == a.et {
		et = g.pick(floatTypes)
	}
	return g.cast(g.tame(a, hiOf(et)), et)
}

// softmaxRows reports whether the rows of a are whole 32-byte blocks in the type SoftMax
// computes in (bf16 on an f32 copy): the pipeline refuses other rows, how PyAsc would pad
// them being unspecified (the generator does not make them).
func softmaxRows(a *gVal) bool {
	w := a.shape[len(a.shape)-1]
	if a.et == "f16" {
		return w%16 == 0
	}
	return w%8 == 0
}

// softmaxStep is asctile.softmax over the last dimension.
func (g *gen) softmaxStep(a *gVal) *gVal {
	a = g.tame(a, 6)
	r := &gVal{name: g.fresh("v"), et: a.et, shape: a.shape, lo: 0, hi: 1}
	g.line("%s = asctile.softmax %s : %s", r.name, a.name, a.ty())
	g.ops["asctile.softmax"]++
	return r
}

// reshapeStep flattens a 2-D tile, applies a unary op to it and reshapes it back (a
// 1-D tile is reshaped to a row and back).
func (g *gen) reshapeStep(a *gVal) *gVal {
	flat := []int{numel(a.shape)}
	if len(a.shape) == 1 {
		flat = []int{1, a.shape[0]}
	}
	f := &gVal{name: g.fresh("v"), et: a.et, shape: flat, lo: a.lo, hi: a.hi}
	g.line("%s = asctile.reshape %s : %s to %s", f.name, a.name, a.ty(), f.ty())
	g.ops["asctile.reshape"]++
	u := g.unaryStep(f)
	r := &gVal{name: g.fresh("v"), et: u.et, shape: a.shape, lo: u.lo, hi: u.hi}
	g.line("%s = asctile.reshape %s : %s to %s", r.name, u.name, u.ty(), r.ty())
	return r
}

// redLim is how far a value is tamed before a reduction, so that a sum over a tile
// stays far from the type's range.
func redLim(et string) float64 {
	if et == "f32" {
		return 50
	}
	return 4
}

// reduceStep reduces a (to a scalar, to a one-element tile, or along one axis of a 2-D
// tile), broadcasts the result back over a and combines the two.
func (g *gen) reduceStep(a *gVal) *gVal {
	a = g.tame(a, redLim(a.et))
	kind := g.pick([]string{"sum", "max", "min"})
	n := numel(a.shape)
	form := g.r.Intn(2)
	if len(a.shape) == 2 {
		form = g.r.Intn(5)
	}
	k := n
	var b *gVal
	switch form {
	case 0: // a scalar, used by a tile-scalar op
		s := &gVal{name: g.fresh("r"), et: a.et}
		g.line("%s = asctile.reduce_as_1d <%s> %s : %s, %s", s.name, kind, a.name, a.ty(), a.et)
		g.ops["asctile.reduce_as_1d"]++
		s.lo, s.hi = redRange(kind, a, k)
		b = &gVal{name: g.fresh("sp"), et: a.et, shape: a.shape, lo: s.lo, hi: s.hi}
		g.line("%s = asctile.splat %s : %s", b.name, s.name, b.ty())
		g.ops["asctile.splat"]++
	case 1: // a one-element tile, broadcast
		t := &gVal{name: g.fresh("r"), et: a.et, shape: []int{1}}
		g.line("%s = asctile.reduce_as_1d <%s> %s : %s, %s", t.name, kind, a.name, a.ty(), t.ty())
		g.ops["asctile.reduce_as_1d"]++
		t.lo, t.hi = redRange(kind, a, k)
		b = g.broadcast(t, a.shape)
	default: // along one axis of a 2-D tile, kept or squeezed
		axis := g.r.Intn(2)
		k = a.shape[axis]
		keep := []int{a.shape[0], 1}
		if axis == 0 {
			keep = []int{1, a.shape[1]}
		}
		t := &gVal{name: g.fresh("r"), et: a.et, shape: keep}
		t.lo, t.hi = redRange(kind, a, k)
		if form == 4 {
			sq := &gVal{name: g.fresh("r"), et: a.et, shape: []int{a.shape[1-axis]}, lo: t.lo, hi: t.hi}
			g.line("%s = asctile.reduce <%s> %s {dims = [%d : i32]} : %s, %s", sq.name, kind, a.name, axis, a.ty(), sq.ty())
			if axis == 0 && g.r.Intn(2) == 0 {
				// A squeezed column reduction broadcast straight back over the rows
				// (rank 1 to 2, aligned at the last dimension).
				t = sq
			} else {
				g.line("%s = asctile.reshape %s : %s to %s", t.name, sq.name, sq.ty(), t.ty())
			}
		} else {
			g.line("%s = asctile.reduce <%s> %s {dims = [%d : i32]} : %s, %s", t.name, kind, a.name, axis, a.ty(), t.ty())
		}
		g.ops["asctile.reduce"]++
		b = g.broadcast(t, a.shape)
	}
	if kind == "sum" {
		b = g.tame(b, redLim(a.et))
	}
	switch g.r.Intn(3) {
	case 0:
		return g.op2("arith.subf", a, b, a.lo-b.hi, a.hi-b.lo)
	case 1:
		return g.op2("arith.addf", a, b, a.lo+b.lo, a.hi+b.hi)
	}
	lo, hi := mulRange(a, b)
	return g.op2("arith.mulf", a, b, lo, hi)
}

func redRange(kind string, a *gVal, k int) (float64, float64) {
	if kind == "sum" {
		return float64(k) * a.lo, float64(k) * a.hi
	}
	return a.lo, a.hi
}

func (g *gen) broadcast(t *gVal, sh []int) *gVal {
	b := &gVal{name: g.fresh("b"), et: t.et, shape: sh, lo: t.lo, hi: t.hi}
	g.line("%s = asctile.broadcast %s : %s to %s", b.name, t.name, t.ty(), b.ty())
	g.ops["asctile.broadcast"]++
	return b
}

// intStep is a step of an integer chain (i32, i16): exact arithmetic, shifts, clamps,
// compares and selects, relu, or a cast that continues the chain in floats.
func (g *gen) intStep(a *gVal, pool []*gVal) *gVal {
	lim := hiOf(a.et)
	switch k := g.r.Intn(14); {
	case k == 12:
		return g.shiftStep(a)
	case k == 13:
		return g.getValueStep(a)
	case k < 4:
		b := g.partner(a, pool)
		op := g.pick([]string{"arith.addi", "arith.subi", "arith.muli", "arith.maxsi", "arith.minsi"})
		switch op {
		case "arith.muli":
			a, b = g.tame(a, math.Floor(math.Sqrt(lim))), g.tame(b, math.Floor(math.Sqrt(lim)))
			lo, hi := mulRange(a, b)
			return g.op2(op, a, b, lo, hi)
		case "arith.maxsi":
			return g.op2(op, a, b, ihi(a.lo, b.lo), ihi(a.hi, b.hi))
		case "arith.minsi":
			return g.op2(op, a, b, ilo(a.lo, b.lo), ilo(a.hi, b.hi))
		}
		a, b = g.tame(a, lim/2), g.tame(b, lim/2)
		if op == "arith.subi" {
			return g.op2(op, a, b, a.lo-b.hi, a.hi-b.lo)
		}
		return g.op2(op, a, b, a.lo+b.lo, a.hi+b.hi)
	case k < 6:
		sh := float64(1 + g.r.Intn(3))
		c := g.constTile(a.et, a.shape, sh)
		if g.r.Intn(2) == 0 {
			a = g.tame(a, math.Floor(lim/8))
			return g.op2("arith.shli", a, c, a.lo*8, a.hi*8)
		}
		return g.op2("arith.shrsi", a, c, math.Floor(a.lo/2), math.Ceil(a.hi/2))
	case k < 8:
		op := g.pick([]string{"add", "sub", "mul", "max", "min"})
		a = g.tame(a, lim/4)
		s := g.scalarOperand(a.et, false)
		lo, hi := scalarRange(op, a, s)
		if g.r.Intn(2) == 0 {
			return g.tileScalar(op+"s", a, s, lo, hi)
		}
		t := &gVal{name: g.fresh("sp"), et: a.et, shape: a.shape, lo: s.lo, hi: s.hi}
		g.line("%s = asctile.splat %s : %s", t.name, s.name, t.ty())
		name := map[string]string{"add": "arith.addi", "sub": "arith.subi", "mul": "arith.muli",
			"max": "arith.maxsi", "min": "arith.minsi"}[op]
		return g.op2(name, a, t, lo, hi)
	case k < 10:
		return g.selectStep(a, g.partner(a, pool))
	case k < 11:
		return g.op1("asctile.relu", a, math.Max(a.lo, 0), math.Max(a.hi, 0))
	}
	if a.et == "i16" {
		return g.cast(g.tame(a, 1000), "f16")
	}
	return g.cast(g.tame(a, 1<<20), "f32")
}

// ifStep is an scf.if on the loop's induction variable yielding a tile: one step on a in
// the then branch, one on b in the else branch.
func (g *gen) ifStep(a, b *gVal) *gVal {
	q, c := g.fresh("q"), g.fresh("q")
	g.line("%s = arith.constant %d : i32", q, g.ivStep*g.r.Intn(4))
	g.line("%s = arith.cmpi slt, %s, %s : i32", c, g.iv, q)
	r := &gVal{name: g.fresh("v"), et: a.et, shape: a.shape}
	g.line("%s = scf.if %s -> (%s) {", r.name, c, a.ty())
	ind := g.ind
	g.ind += "  "
	x := g.branchStep(a)
	g.line("scf.yield %s : %s", x.name, x.ty())
	g.ind = ind
	g.line("} else {")
	g.ind += "  "
	y := g.branchStep(b)
	g.line("scf.yield %s : %s", y.name, y.ty())
	g.ind = ind
	g.line("}")
	g.ops["scf.if"]++
	r.lo, r.hi = math.Min(x.lo, y.lo), math.Max(x.hi, y.hi)
	return r
}

// branchStep is a step that keeps a's type and shape.
func (g *gen) branchStep(a *gVal) *gVal {
	if !isFloat(a.et) {
		if g.r.Intn(2) == 0 {
			return g.op1("asctile.relu", a, math.Max(a.lo, 0), math.Max(a.hi, 0))
		}
		s := g.scalarOperand(a.et, false)
		return g.tileScalar("maxs", a, s, math.Max(a.lo, s.lo), math.Max(a.hi, s.hi))
	}
	switch g.r.Intn(3) {
	case 0:
		return g.unaryStep(a)
	case 1:
		return g.scalarStep(a)
	}
	return g.binaryStep(a, a)
}

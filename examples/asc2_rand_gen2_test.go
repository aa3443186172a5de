package examples

import (
	"fmt"
	"math"
	"strings"
)

// The second round of random forms (asctile-ops.md §6): a masked tail (asc2.mask:
// count_mask or bitwise_mask around the last ops and the store), set_value of a
// reduction over the stored tile, get_value of an input element used as a scalar
// operand, concat of two tiles reduced and broadcast back, rms_norm over the rows, shifts
// by a scalar, the sizes read back with asctile.dim and atomic_rmw of per-core partials.

// storeZ stores v to the output tensor at offs.
func (p *rProg) storeZ(g *gen, v *gVal, offs string) {
	g.line("asctile.store %s, %%tz[%s] : %s, !asctile.tensor<%sx%s>", v.name, offs, v.ty(),
		strings.Repeat("?x", len(v.shape)-1)+"?", v.et)
}

// finishOut stores the chain's result: plainly, through a mask region, or followed by a
// set_value of a reduction of it over the tile's first element.
func (p *rProg) finishOut(g *gen, res *gVal, pool []*gVal, offs string) {
	switch g.r.Intn(5) {
	case 0:
		p.maskTail(g, res, pool, offs)
	case 1:
		p.storeZ(g, res, offs)
		p.setValue(g, res, offs)
	default:
		p.storeZ(g, res, offs)
	}
}

// maskTail computes 1-3 ops on res under asc2.mask (a lane count or a 128-bit mask of
// each 256-byte repeat, with or without `other`) and stores inside the region, as the
// frontend does. Operands are tamed before the region (tanh has no masked form).
func (p *rProg) maskTail(g *gen, res *gVal, pool []*gVal, offs string) {
	lanes := 2048 / typeOf(res.et).bits
	lim := 4.0
	if !isFloat(res.et) {
		lim = 100
	}
	a := g.tame(res, lim)
	b := g.tame(g.partner(res, pool), lim)
	// Without `other` the lanes the mask leaves out are undefined: the stored tile is
	// defined only under a full mask.
	withOther := g.r.Intn(4) != 0
	var head string
	if g.r.Intn(2) == 0 {
		k := g.fresh("mk")
		n := int64(1 + g.r.Intn(lanes))
		if !withOther {
			n = int64(lanes)
		}
		g.line("%s = arith.constant %d : i64", k, n)
		head = "asctile.count_mask " + k
		g.ops["asctile.count_mask"]++
	} else {
		hi, lo := g.fresh("mh"), g.fresh("ml")
		h, l := int64(g.r.Uint64()), int64(g.r.Uint64())
		if !withOther {
			h, l = -1, -1
		}
		if lanes == 64 {
			h = 0 // 32-bit lanes: a repeat has 64, the high word must be 0
		}
		g.line("%s = arith.constant %d : i64", hi, h)
		g.line("%s = arith.constant %d : i64", lo, l)
		head = fmt.Sprintf("asctile.bitwise_mask %s, %s", hi, lo)
		g.ops["asctile.bitwise_mask"]++
	}
	if withOther {
		o := g.constScalar(res.et, math.Round(g.r.Float64()*6-3))
		head += fmt.Sprintf(", %s : %s", o.name, res.et)
	}
	g.line("%s {", head)
	ind := g.ind
	g.ind += "  "
	v := a
	for i := 0; i < 1+g.r.Intn(3); i++ {
		v = g.maskedStep(v, b)
	}
	p.storeZ(g, v, offs)
	g.ind = ind
	g.line("}")
}

// maskedStep is one op that a mask region computes under its mask: binary arith with b,
// a unary op, a tile-scalar op or an op with a splat.
func (g *gen) maskedStep(a, b *gVal) *gVal {
	if !isFloat(a.et) {
		return g.maskedIntStep(a, b)
	}
	lim := hiOf(a.et) / 4
	switch k := g.r.Intn(8); {
	case k == 0 && a.mag()*b.mag() < lim:
		lo, hi := mulRange(a, b)
		return g.op2("arith.mulf", a, b, lo, hi)
	case k <= 1 && a.mag()+b.mag() < lim:
		name := g.pick([]string{"arith.addf", "arith.subf"})
		return g.op2(name, a, b, -a.mag()-b.mag(), a.mag()+b.mag())
	case k == 2:
		return g.op2(g.pick([]string{"arith.maximumf", "arith.minimumf"}), a, b, ilo(a.lo, b.lo), ihi(a.hi, b.hi))
	case k == 3:
		return g.op1(g.pick([]string{"math.absf", "asctile.relu"}), a, 0, a.mag())
	case k == 4:
		return g.op1("arith.negf", a, -a.hi, -a.lo)
	case k == 5 && a.mag() <= 4:
		return g.op1("math.exp", a, math.Exp(a.lo), math.Exp(a.hi))
	case k == 6:
		s := g.scalarOperand(a.et, false)
		t := &gVal{name: g.fresh("sp"), et: a.et, shape: a.shape, lo: s.lo, hi: s.hi}
		g.line("%s = asctile.splat %s : %s", t.name, s.name, t.ty())
		g.ops["asctile.splat"]++
		return g.op2("arith.maximumf", a, t, ihi(a.lo, s.lo), ihi(a.hi, s.hi))
	}
	op := g.pick([]string{"add", "mul", "max", "min"})
	s := g.scalarOperand(a.et, false)
	lo, hi := scalarRange(op, a, s)
	return g.tileScalar(op+"s", a, s, lo, hi)
}

func (g *gen) maskedIntStep(a, b *gVal) *gVal {
	switch g.r.Intn(5) {
	case 0:
		return g.op2(g.pick([]string{"arith.addi", "arith.subi"}), a, b, -a.mag()-b.mag(), a.mag()+b.mag())
	case 1:
		return g.op2(g.pick([]string{"arith.maxsi", "arith.minsi"}), a, b, ilo(a.lo, b.lo), ihi(a.hi, b.hi))
	case 2:
		return g.op1("asctile.relu", a, 0, a.mag())
	}
	op := g.pick([]string{"add", "mul", "max", "min"})
	s := g.scalarOperand(a.et, false)
	lo, hi := scalarRange(op, a, s)
	return g.tileScalar(op+"s", a, s, lo, hi)
}

// setValue writes a reduction of the stored float tile (or, for integers, an input
// element read with get_value) over the first element of the tile in GM: a scalar write
// after the tile's copy out of the same bytes.
func (p *rProg) setValue(g *gen, res *gVal, offs string) {
	tens := fmt.Sprintf("!asctile.tensor<%sx%s>", strings.Repeat("?x", len(res.shape)-1)+"?", res.et)
	var v *gVal
	if isFloat(res.et) {
		a := g.tame(res, redLim(res.et))
		kind := g.pick([]string{"sum", "max", "min"})
		v = &gVal{name: g.fresh("r"), et: res.et}
		ty := res.et
		if g.r.Intn(2) == 0 {
			v.shape = []int{1}
			ty = v.ty()
		}
		g.line("%s = asctile.reduce_as_1d <%s> %s : %s, %s", v.name, kind, a.name, a.ty(), ty)
		g.ops["asctile.reduce_as_1d"]++
	} else if res.et == p.et {
		v = &gVal{name: g.fresh("g"), et: res.et}
		g.line("%s = asctile.get_value %%tx0[%s] : %s", v.name, offs, tens)
		g.ops["asctile.get_value"]++
	} else {
		return
	}
	g.line("asctile.set_value %s, %%tz[%s] : %s, %s", v.name, offs, v.ty(), tens)
	g.ops["asctile.set_value"]++
}

// getValueStep combines a with an element of an input read by the scalar unit (at the
// tile's offsets: always inside the tensor) through a tile-scalar op.
func (g *gen) getValueStep(a *gVal) *gVal {
	if g.inEt != a.et || g.offs == "" {
		return g.scalarStep(a)
	}
	s := &gVal{name: g.fresh("g"), et: a.et, lo: -2, hi: 2}
	if !isFloat(a.et) {
		s.lo, s.hi = -50, 50
	}
	tens := fmt.Sprintf("!asctile.tensor<%sx%s>", strings.Repeat("?x", len(a.shape)-1)+"?", a.et)
	g.line("%s = asctile.get_value %%tx%d[%s] : %s", s.name, g.r.Intn(g.nIn), g.offs, tens)
	g.ops["asctile.get_value"]++
	op := g.pick([]string{"add", "sub", "mul", "max", "min"})
	a = g.tame(a, hiOf(a.et)/8)
	lo, hi := scalarRange(op, a, s)
	return g.tileScalar(op+"s", a, s, lo, hi)
}

// concatStep joins a and a partner along dimension 0, reduces the joined tile (along
// dimension 0 for 2-D tiles, wholly for 1-D) and combines the broadcast result with a.
func (g *gen) concatStep(a, b *gVal) *gVal {
	a, b = g.tame(a, redLim(a.et)), g.tame(b, redLim(a.et))
	sh := append([]int{2 * a.shape[0]}, a.shape[1:]...)
	c := &gVal{name: g.fresh("cc"), et: a.et, shape: sh, lo: ilo(a.lo, b.lo), hi: ihi(a.hi, b.hi)}
	g.line("%s = asctile.concat %s, %s : %s, %s -> %s", c.name, a.name, b.name, a.ty(), b.ty(), c.ty())
	g.ops["asctile.concat"]++
	kind := g.pick([]string{"sum", "max", "min"})
	k := numel(sh)
	t := &gVal{name: g.fresh("r"), et: a.et, shape: []int{1}}
	if len(sh) == 2 {
		k = sh[0]
		t.shape = []int{1, sh[1]}
		g.line("%s = asctile.reduce <%s> %s {dims = [0 : i32]} : %s, %s", t.name, kind, c.name, c.ty(), t.ty())
		g.ops["asctile.reduce"]++
	} else {
		g.line("%s = asctile.reduce_as_1d <%s> %s : %s, %s", t.name, kind, c.name, c.ty(), t.ty())
		g.ops["asctile.reduce_as_1d"]++
	}
	t.lo, t.hi = redRange(kind, c, k)
	bc := g.tame(g.broadcast(t, a.shape), redLim(a.et))
	return g.op2("arith.addf", a, bc, a.lo+bc.lo, a.hi+bc.hi)
}

// rmsNormStep normalises the rows of a with a gamma (a constant tile, or the column
// maxima of a partner for 2-D tiles, the partner itself for 1-D) and an epsilon.
func (g *gen) rmsNormStep(a, b *gVal) *gVal {
	w := a.shape[len(a.shape)-1]
	if w%8 != 0 || a.et == "f16" && w%16 != 0 {
		// RmsNorm needs rows of whole 32-byte blocks (of f32 for bf16, which it computes
		// in f32): the pipeline refuses other rows (how PyAsc's rounded-up hLength would
		// pad them is not settled).
		return g.scalarStep(a)
	}
	a = g.tame(a, 4)
	var gm *gVal
	switch {
	case g.r.Intn(2) == 0:
		gm = g.constTile(a.et, []int{w}, math.Round(g.r.Float64()*8-4)/2)
	case len(a.shape) == 1:
		gm = g.tame(b, 2)
	default:
		b = g.tame(b, 2)
		gm = &gVal{name: g.fresh("r"), et: a.et, shape: []int{w}, lo: b.lo, hi: b.hi}
		g.line("%s = asctile.reduce <max> %s {dims = [0 : i32]} : %s, %s", gm.name, b.name, b.ty(), gm.ty())
		g.ops["asctile.reduce"]++
	}
	eps := g.constScalar(a.et, []float64{1.0 / 1024, 1.0 / 64, 0.5, 1}[g.r.Intn(4)])
	m := math.Sqrt(float64(w)) * gm.mag()
	r := &gVal{name: g.fresh("v"), et: a.et, shape: a.shape, lo: -m, hi: m}
	g.line("%s = asctile.rms_norm %s, %s, %s : %s, %s", r.name, a.name, gm.name, eps.name, a.ty(), gm.ty())
	g.ops["asctile.rms_norm"]++
	return r
}

// shiftStep shifts an integer tile by a scalar (shls, shrs).
func (g *gen) shiftStep(a *gVal) *gVal {
	s := g.constScalar(a.et, float64(1+g.r.Intn(3)))
	if g.r.Intn(2) == 0 {
		a = g.tame(a, math.Floor(hiOf(a.et)/8))
		return g.tileScalar("shls", a, s, a.lo*8, a.hi*8)
	}
	return g.tileScalar("shrs", a, s, math.Floor(a.lo/2), math.Ceil(a.hi/2))
}

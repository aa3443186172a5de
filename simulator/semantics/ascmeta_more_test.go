package semantics

import (
	"fmt"
	"math"
	"math/rand"
)

// Families of the metamorphic check beyond the plain elementwise ops: Duplicate, the
// multiply-add ops, Compare/Select, reductions and Cast.

// amGenDup: Duplicate in every call form against a SetValue loop.
func amGenDup(r *rand.Rand) *amCase {
	ts := []vdType{vdF32, vdF16, vdBF, vdI16, vdI32}
	t := ts[r.Intn(len(ts))]
	n := amCount(r, 256/t.size, 12)
	c := newAMCase(r, t, n)
	sv := getRaw(amVals(r, t, 1, -20, 20, true), t, 0)
	s := amV{c.scalarConst(t, sv), t.name}
	c.desc = fmt.Sprintf("duplicate %s n=%d value=%v", t.name, n, val(t, sv))
	op := &amElemOp{name: "duplicate", kind: ekDup, levels: "012"}
	c.elemForms(op, "duplicate", t, []amV{s}, n)
	c.scalarLoop(n, c.out("SetValue loop"), t, nil, nil, func([]amV) amV { return s })
	return c
}

// amGenTernary: Axpy (dst += x·s), MulAddDst (dst += x·y) and FusedMulAdd (dst = x·dst + y)
// in every form. With small dyadic inputs (every form exact) Axpy also equals MulAddDst of
// a Duplicate'd scalar and a scalar loop; with random inputs the forms of one op agree.
func amGenTernary(r *rand.Rand) *amCase {
	ts := []vdType{vdF32, vdF16}
	t := ts[r.Intn(len(ts))]
	n := amCount(r, 256/t.size, 8)
	c := newAMCase(r, t, n)
	exact := r.Intn(2) == 0
	vals := func() []byte { return amVals(r, t, c.n, -4, 4, false) }
	if exact {
		c.init = amExact(r, t, c.n)
		vals = func() []byte { return amExact(r, t, c.n) }
	}
	x, y := c.in("x", t, vals()), c.in("y", t, vals())
	sv := getRaw(vals(), t, 0)
	s := amV{c.scalarConst(t, sv), t.name}
	which := []string{"axpy", "mul_add_dst", "fused_mul_add"}[r.Intn(3)]
	c.desc = fmt.Sprintf("%s %s n=%d exact=%v", which, t.name, n, exact)
	var srcs []amV
	kind := ekBinary
	switch which {
	case "axpy":
		srcs, kind = []amV{x, s}, ekScalar
	default:
		srcs = []amV{x, y}
	}
	c.elemForms(&amElemOp{name: which, kind: kind, levels: "012", readsDst: true}, which, t, srcs, n)
	if !exact {
		return c
	}
	o := c.out("scalar loop")
	c.scalarLoop(n, o, t, []amV{srcs[0], srcs[1], o}, []vdType{t, t, t}, func(v []amV) amV {
		if which == "fused_mul_add" {
			return c.ar("addf", "f32", c.ar("mulf", "f32", v[0], v[2]), v[1])
		}
		return c.ar("addf", "f32", c.ar("mulf", "f32", v[0], v[1]), v[2])
	})
	if which == "axpy" {
		tmp := c.scratch(t, c.n, 0)
		c.call("duplicate_l2", []amV{tmp, s, c.i32(c.n)}, "")
		c.barrier("pipe_v")
		c.call("mul_add_dst_l2", []amV{c.out("MulAddDst of a Duplicate"), x, tmp, c.i32(n)}, "")
	}
	return c
}

// amCmpPred is the arith.cmpf and arith.cmpi predicate of each CMPMODE (LT, GT, EQ, LE,
// GE, NE): NE is unordered (true on NaN), the others ordered.
var amCmpPred = [6][2]string{{"olt", "slt"}, {"ogt", "sgt"}, {"oeq", "eq"}, {"ole", "sle"}, {"oge", "sge"}, {"une", "ne"}}

// amGenCmpSel: Compare (tensor or scalar) then Select, against a cmpf/select loop; the
// scalar compare against Compare with a Duplicate'd tensor; Select's tensor-scalar mode
// against its tensor-tensor mode with a Duplicate'd tensor; Compare at L0 against L2.
func amGenCmpSel(r *rand.Rand) *amCase {
	ts := []vdType{vdF32, vdF16, vdI32, vdI16}
	t := ts[r.Intn(len(ts))]
	lanes := 256 / t.size
	reps := 1 + r.Intn(6)
	n := reps * lanes // Compare writes whole repeats (a partial one is refused)
	c := newAMCase(r, t, n)
	mode := r.Intn(6)
	small := func() []byte {
		b := smallVals(r, t, c.n)
		for i := 0; i < c.n; i++ {
			if t.float && r.Intn(10) == 0 { // ±0, ±inf, NaN: ordered predicates are false on NaN, une true
				sp := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN()}
				putRaw(b, t, i, amRound(t, sp[r.Intn(len(sp))]))
			}
		}
		return b
	}
	x, y := c.in("x", t, small()), c.in("y", t, small())
	u, w := c.in("u", t, amVals(r, t, c.n, -6, 6, false)), c.in("w", t, amVals(r, t, c.n, -6, 6, false))
	sv := float64(r.Intn(9)-4) / 2
	if !t.float {
		sv = float64(r.Intn(9) - 4)
	}
	s := amV{c.scalarConst(t, amRound(t, sv)), t.name}
	s2v := getRaw(amVals(r, t, 1, -6, 6, false), t, 0)
	s2 := amV{c.scalarConst(t, s2v), t.name}
	cnt := 1 + r.Intn(n) // Select takes any count
	c.desc = fmt.Sprintf("compare mode %d + select %s n=%d select count=%d scalar=%v", mode, t.name, n, cnt, sv)
	masks := make([]amV, 6)
	for i := range masks {
		masks[i] = c.scratch(vdU8, 256*reps/8+32, i*4096)
	}
	cm := fmt.Sprintf("cmpMode = %d : i32", mode)
	c.call("compare_l2", []amV{masks[0], x, y, c.i32(n)}, cm)
	c.call("compare_scalar_l2", []amV{masks[1], x, s, c.i32(n)}, cm)
	dup, dup2 := c.scratch(t, n, 16384), c.scratch(t, n, 32768)
	c.call("duplicate_l2", []amV{dup, s, c.i32(n)}, "")
	c.call("duplicate_l2", []amV{dup2, s2, c.i32(n)}, "")
	c.barrier("pipe_v")
	c.call("compare_l2", []amV{masks[2], x, dup, c.i32(n)}, cm)
	c.call("compare_l0", []amV{masks[3], x, y, c.i32(lanes), c.i32(reps), c.params("binary_repeat_params", 1, 1, 1, 8, 8, 8)}, cm)
	w1 := lowWords(lanes)
	c.call("compare_l1", []amV{masks[4], x, y, c.u64(w1[0]), c.u64(w1[1]), c.i32(reps), c.params("binary_repeat_params", 1, 1, 1, 8, 8, 8)}, cm)
	c.call("compare_scalar_l0", []amV{masks[5], x, s, c.i32(lanes), c.i32(reps), c.params("unary_repeat_params", 1, 1, 8, 8)}, cm)
	c.barrier("pipe_v")
	sel := func(form string, m amV, b amV, selMode int) {
		name := "select_l2"
		if b.ty[0] != '!' {
			name = "select_scalar_l2"
		}
		c.call(name, []amV{c.out(form), m, u, b, c.i32(cnt)}, fmt.Sprintf("selMode = %d : i32", selMode))
	}
	sel("Compare L2 + Select", masks[0], w, 2)
	sel("Compare L0 + Select", masks[3], w, 2)
	sel("CompareScalar + Select tensor-scalar", masks[1], s2, 1)
	sel("Compare with Duplicate + Select tensor-tensor", masks[2], dup2, 2)
	sel("Compare L1 + Select", masks[4], w, 2)
	sel("CompareScalar L0 + Select tensor-scalar", masks[5], s2, 1)
	c.barrier("pipe_v")
	// Select at L0 in counter mode and in normal mode over whole repeats plus a tail
	o := c.out("Compare L2 + Select L0 counter")
	selOps := func(dst, m, a, b amV, mask []amV, rep int) []amV {
		return append(append([]amV{dst, m, a, b}, mask...), c.i32(rep), c.params("binary_repeat_params", 1, 1, 1, 8, 8, 8))
	}
	c.k.line("ascendc.set_mask_count")
	c.call("select_l0", selOps(o, masks[0], u, w, []amV{c.i32(cnt)}, 1), "selMode = 2 : i32, isSetMask")
	c.k.line("ascendc.set_mask_norm")
	c.barrier("pipe_v")
	o = c.out("Compare L2 + Select L0/L1 normal")
	if full := cnt / lanes; full > 0 {
		c.call("select_l0", selOps(o, masks[0], u, w, []amV{c.i32(lanes)}, full), "selMode = 2 : i32, isSetMask")
		c.barrier("pipe_v")
	}
	if tail := cnt % lanes; tail > 0 {
		// the mask tensor of a repeat is its lanes/8 bytes: the tail repeat's from byte full*lanes/8
		full := cnt / lanes
		tw := lowWords(tail)
		c.call("select_l1", selOps(c.view(o, full*lanes), c.view(masks[0], full*lanes/8), c.view(u, full*lanes), c.view(w, full*lanes),
			[]amV{c.u64(tw[0]), c.u64(tw[1])}, 1), "selMode = 2 : i32, isSetMask")
		c.barrier("pipe_v")
	}
	pred, cmpOp := amCmpPred[mode][0], "cmpf"
	if !t.float {
		pred, cmpOp = amCmpPred[mode][1], "cmpi"
	}
	c.scalarLoop(cnt, c.out("cmpf/select loop"), t, []amV{x, y, u, w}, []vdType{t, t, t, t}, func(v []amV) amV {
		return c.sel(c.cmp(cmpOp, pred, v[0], v[1]), v[2], v[3])
	})
	c.scalarLoop(cnt, c.out("cmpf/select loop on scalars"), t, []amV{x, s, u, s2}, []vdType{t, t, t, t}, func(v []amV) amV {
		return c.sel(c.cmp(cmpOp, pred, v[0], v[1]), v[2], v[3])
	})
	// the tensor-tensor forms agree, and so do the scalar ones
	return amSplitCheck(c, []int{0, 1, 4, 6, 7, 8}, []int{2, 3, 5, 9})
}

// amSplitCheck makes c compare each group of its outputs against the group's first output
// (instead of every output against the first one).
func amSplitCheck(c *amCase, groups ...[]int) *amCase {
	c.groups = groups
	return c
}

// amGenReduce: ReduceSum/Max/Min at L2, WholeReduce in two levels (rows, then the row
// results), and a scalar loop; sums take small dyadic values (exact in every order).
func amGenReduce(r *rand.Rand) *amCase {
	ts := []vdType{vdF32, vdF16}
	t := ts[r.Intn(len(ts))]
	lanes := 256 / t.size
	kind := []string{"sum", "max", "min"}[r.Intn(3)]
	n := amCount(r, lanes, 8)
	c := newAMCase(r, t, 32/t.size)
	c.desc = fmt.Sprintf("reduce_%s %s n=%d", kind, t.name, n)
	nin := int(vdRoundUp(int64(n), int64(32/t.size)))
	var x amV
	if kind == "sum" {
		x = c.in("x", t, redVals(r, t, nin, true))
	} else {
		x = c.in("x", t, amVals(r, t, nin, -8, 8, false))
	}
	tmp := c.scratch(t, 8192/t.size, 0)
	args := []amV{c.out("ReduceX L2"), x, tmp, c.i32(n)}
	if kind != "sum" {
		args = append(args, c.i32(0))
	}
	c.call("reduce_"+kind+"_l2", args, "")
	c.skip = func(i int) bool { return i != 0 } // dst[0] is the result
	// WholeReduce over the full rows and the tail row, then over the row results
	rows, tail := n/lanes, n%lanes
	part := c.scratch(t, lanes, 16384)
	attr := "isSetMask"
	if kind != "sum" {
		attr = "order = 2 : i32, isSetMask" // ORDER_ONLY_VALUE: one result per repeat
	}
	whole := func(dst, src amV, mask, rep int) {
		m, level := c.castMask(lanes, mask), 0 // a continuous mask or the bit mask of its lanes
		if len(m) == 2 {
			level = 1
		}
		c.call(fmt.Sprintf("whole_reduce_%s_l%d", kind, level), append(append([]amV{dst, src}, m...), c.i32(rep), c.i32(1), c.i32(1), c.i32(8)), attr)
		c.barrier("pipe_v")
	}
	if rows > 0 {
		whole(part, x, lanes, rows)
	}
	if tail > 0 {
		whole(c.view(part, rows), c.view(x, rows*lanes), tail, 1)
	}
	if tail == 0 && rows*8 <= lanes { // BlockReduce of the rows, then WholeReduce of the block results
		blk := c.scratch(t, lanes, 20480)
		c.call(fmt.Sprintf("block_reduce_%s_l0", kind), []amV{blk, x, c.i32(rows), c.i32(lanes), c.i32(1), c.i32(1), c.i32(8)}, "isSetMask")
		c.barrier("pipe_v")
		whole(c.out("BlockReduce, then WholeReduce"), blk, rows*8, 1)
	}
	if tail == 0 && kind == "sum" && rows <= 2 { // PairReduceSum, then WholeReduceSum of the pairs
		pr := c.scratch(t, lanes, 24576)
		c.call("pair_reduce_sum_l0", []amV{pr, x, c.i32(rows), c.i32(lanes), c.i32(1), c.i32(1), c.i32(8)}, "isSetMask")
		c.barrier("pipe_v")
		whole(c.out("PairReduceSum, then WholeReduceSum"), pr, rows*lanes/2, 1)
	}
	if tail == 0 { // ReduceX at L0 over the whole rows
		args := []amV{c.out("ReduceX L0"), x, tmp, c.i32(lanes), c.i32(rows), c.i32(8)}
		if kind != "sum" {
			args = append(args, c.i32(0))
		}
		c.call("reduce_"+kind+"_l0", args, "")
		c.barrier("pipe_v")
	}
	whole(c.out("WholeReduce rows, then row results"), part, rows+min(tail, 1), 1)
	// a scalar loop accumulating in order
	o := c.out("scalar loop")
	c.barrier("pipe_all")
	acc := c.fresh()
	i := c.fresh()
	res := c.fresh()
	first := c.fresh()
	c.k.line("%s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", first, x.name, c.k.i32(0), x.ty, t.name)
	f0 := c.widen(amV{first, t.name}, t)
	c.k.line("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) : i32 {", res, i, c.k.i32(1), c.k.i32(int64(n)), c.k.i32(1), acc, f0.name, f0.ty)
	v := c.fresh()
	c.k.line("  %s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", v, x.name, i, x.ty, t.name)
	w := c.widen(amV{v, t.name}, t)
	op := map[string]string{"sum": "addf", "max": "maximumf", "min": "minimumf"}[kind]
	nx := c.ar(op, f0.ty, amV{acc, f0.ty}, w)
	c.k.line("  scf.yield %s : %s", nx.name, f0.ty)
	c.k.line("}")
	out := amV{res, f0.ty}
	if f0.ty != t.name {
		tn := c.fresh()
		c.k.line("%s = arith.truncf %s : %s to %s", tn, res, f0.ty, t.name)
		out = amV{tn, t.name}
	}
	c.k.line("ascendc.local_tensor.set_value %s, %s, %s : %s, i32, %s", o.name, c.k.i32(0), out.name, o.ty, t.name)
	c.barrier("pipe_all")
	return c
}

// amCastPair is a conversion and the round modes tried on it; scalar names the modes a
// scalar twin exists for.
type amCastPair struct {
	src, dst vdType
	modes    []int
}

var amCastPairs = []amCastPair{
	{vdF32, vdF16, []int{0, 1, 2, 3, 4, 5, 6}},
	{vdF16, vdF32, []int{0}},
	{vdBF, vdF32, []int{0}},
	{vdF32, vdBF, []int{0, 1, 2, 3, 4, 5}},
	{vdF32, vdI32, []int{1, 2, 3, 4, 5}},
	{vdF32, vdI16, []int{1, 2, 3, 4, 5}},
	{vdF16, vdI32, []int{1, 2, 3, 4, 5}},
	{vdF16, vdI16, []int{1, 2, 3, 4, 5}},
	{vdBF, vdI32, []int{1, 2, 3, 4, 5}},
	{vdF32, vdF32, []int{1, 2, 3, 4, 5}},
	{vdI32, vdF32, []int{0, 1}},
	{vdI16, vdF16, []int{0, 1}},
	{vdI16, vdF32, []int{0, 1}},
	{vdI32, vdI16, []int{0}},
	{vdI16, vdI32, []int{0}},
}

// amCastVals: quarters (ties for every mode) and random values in the target's range.
func amCastVals(r *rand.Rand, p amCastPair, n int) []byte {
	b := make([]byte, n*p.src.size)
	lim := 30000.0
	if p.dst == vdF16 && !p.src.float {
		lim = 2048 // exact in f16 only below 2^11: the modes matter above
		if r.Intn(2) == 0 {
			lim = 32000
		}
	}
	for i := 0; i < n; i++ {
		var v float64
		switch {
		case !p.src.float:
			v = float64(r.Intn(2*int(lim)) - int(lim))
			if p.src == vdI32 && r.Intn(2) == 0 {
				v = float64(int32(r.Uint32()))
			}
		case amCastClamp(p) != nil && r.Intn(8) == 0: // out of the target's range: saturates
			v = math.Ldexp(1+r.Float64(), 15+r.Intn(6))
			if r.Intn(2) == 0 {
				v = -v
			}
		case r.Intn(2) == 0:
			v = float64(r.Intn(81)-40) / 4
		default:
			v = math.Ldexp(1+r.Float64(), r.Intn(14)-6)
			if r.Intn(2) == 0 {
				v = -v
			}
		}
		if p.src.float {
			putRaw(b, p.src, i, amRound(p.src, v))
		} else {
			putRaw(b, p.src, i, uint64(int64(v))&(1<<(8*p.src.size)-1))
		}
	}
	return b
}

var amRoundFn = map[int]string{1: "math.roundeven", 2: "math.floor", 3: "math.ceil", 4: "math.round", 5: "math.trunc"}

// amGenCast: Cast in every call form, and against arith (extf, truncf, sitofp, math
// rounding then fptosi) where the mode has a scalar twin.
func amGenCast(r *rand.Rand) *amCase {
	p := amCastPairs[r.Intn(len(amCastPairs))]
	mode := p.modes[r.Intn(len(p.modes))]
	wide := max(p.src.size, p.dst.size)
	n := amCount(r, 256/wide, 8)
	c := newAMCase(r, p.dst, n)
	c.desc = fmt.Sprintf("cast %s -> %s mode %d n=%d", p.src.name, p.dst.name, mode, n)
	c.n = int(vdRoundUp(int64(c.n), 32))
	c.init = randBytesNoNaN(r, p.dst, c.n)
	x := c.in("x", p.src, amCastVals(r, p, c.n))
	c.castForms(p, mode, x, n)
	sc := c.castScalar(p, mode)
	lim := amCastClamp(p)
	if sc != nil {
		c.scalarLoop(n, c.out("scalar loop"), p.dst, []amV{x}, []vdType{p.src}, func(v []amV) amV {
			if lim != nil { // saturation: clamp to the target's range first
				v[0] = c.ar("maximumf", "f32", v[0], c.fconst("f32", lim[0]))
				v[0] = c.ar("minimumf", "f32", v[0], c.fconst("f32", lim[1]))
			}
			return sc(v[0])
		})
	}
	if lim != nil { // Maxs/Mins to the range, then Cast (hardware.md §7: overflow saturates)
		tmp := c.scratch(vdF32, c.n, 0)
		c.call("maxs_l2", []amV{tmp, x, c.fconst("f32", lim[0]), c.i32(n)}, "")
		c.barrier("pipe_v")
		c.call("mins_l2", []amV{tmp, tmp, c.fconst("f32", lim[1]), c.i32(n)}, "")
		c.barrier("pipe_v")
		c.call("cast_l2", []amV{c.out("Maxs/Mins to the range, then Cast"), tmp, c.i32(n)}, fmt.Sprintf("roundMode = %d : i32", mode))
	}
	if alt, ok := map[int]int{0: 1, 1: 0}[mode]; ok && p.src.size >= p.dst.size && p.dst.float && p.src != p.dst {
		// CAST_NONE is CAST_RINT where the conversion loses precision (hardware.md §7)
		c.call("cast_l2", []amV{c.out(fmt.Sprintf("L2 with mode %d", alt)), x, c.i32(n)}, fmt.Sprintf("roundMode = %d : i32", alt))
	}
	return c
}

// amCastClamp is the range [lo, hi] a conversion saturates to, for the pairs whose
// bounds f32 holds exactly (nil otherwise).
func amCastClamp(p amCastPair) []float64 {
	switch {
	case p.src == vdF32 && p.dst == vdF16:
		return []float64{-65504, 65504}
	case p.src == vdF32 && p.dst == vdI16:
		return []float64{-32768, 32767}
	}
	return nil
}

// castScalar is the arith twin of the conversion, or nil.
func (c *amCase) castScalar(p amCastPair, mode int) func(x amV) amV {
	cv := func(op string, x amV, to string) amV {
		n := c.fresh()
		c.k.line("  %s = arith.%s %s : %s to %s", n, op, x.name, x.ty, to)
		return amV{n, to}
	}
	switch {
	case p.src.float && p.dst.float && p.src.size < p.dst.size: // widened by the loop already
		return func(x amV) amV { return x }
	case p.src == vdF32 && p.dst == vdF32:
		return func(x amV) amV { return c.un(amRoundFn[mode], x) }
	case p.src.float && p.dst.float && (mode == 0 || mode == 1): // truncf rounds to nearest even
		return func(x amV) amV { return x }
	case p.src.float && !p.dst.float:
		return func(x amV) amV { return cv("fptosi", c.un(amRoundFn[mode], x), p.dst.name) }
	case !p.src.float && !p.dst.float && p.src.size < p.dst.size:
		return func(x amV) amV { return cv("extsi", x, p.dst.name) }
	case !p.src.float && !p.dst.float: // narrowing saturates
		return func(x amV) amV {
			lo, hi := vdRange(p.dst)
			x = c.ar("maxsi", x.ty, x, amV{c.k.c(x.ty, fmt.Sprint(int64(lo))), x.ty})
			x = c.ar("minsi", x.ty, x, amV{c.k.c(x.ty, fmt.Sprint(int64(hi))), x.ty})
			return cv("trunci", x, p.dst.name)
		}
	case !p.src.float && (mode == 0 || mode == 1):
		return func(x amV) amV { return cv("sitofp", x, p.dst.name) }
	}
	return nil
}

// castForms: L2, counter mode (L0 and L1) and normal-mode chunks (the mask counts lanes of
// the wider type; a repeat covers 8 blocks of the wider operand).
func (c *amCase) castForms(p amCastPair, mode int, x amV, n int) {
	wide := max(p.src.size, p.dst.size)
	lanes := 256 / wide
	attr := fmt.Sprintf("roundMode = %d : i32", mode)
	drs, srs := int64(8*p.dst.size/wide), int64(8*p.src.size/wide)
	call := func(level int, dst, src amV, mask []amV, rep int) {
		ops := append([]amV{dst, src}, mask...)
		ops = append(ops, c.i32(rep), c.params("unary_repeat_params", 1, 1, drs, srs))
		c.call(fmt.Sprintf("cast_l%d", level), ops, attr+", isSetMask")
		c.barrier("pipe_v")
	}
	c.call("cast_l2", []amV{c.out("L2"), x, c.i32(n)}, attr)
	c.k.line("ascendc.set_mask_count")
	call(0, c.out("counter L0"), x, []amV{c.i32(n)}, 1)
	call(1, c.out("counter L1"), x, []amV{c.u64(uint64(n)), c.u64(0)}, 1)
	c.k.line("ascendc.set_mask_norm")
	o := c.out("L0/L1 chunks")
	full := n / lanes
	for done := 0; done < full; {
		rep := min(full-done, 1+c.r.Intn(5))
		m := c.castMask(lanes, lanes)
		call(len(m)-1, c.view(o, done*lanes), c.view(x, done*lanes), m, rep)
		done += rep
	}
	if tail := n % lanes; tail > 0 {
		call(0, c.view(o, full*lanes), c.view(x, full*lanes), []amV{c.i32(tail)}, 1)
	}
}

func (c *amCase) castMask(lanes, m int) []amV {
	if c.r.Intn(2) == 0 {
		return []amV{c.i32(m)}
	}
	w := lowWords(m)
	return []amV{c.u64(w[0]), c.u64(w[1])}
}

// amGenBrcb: Brcb (each of 8·rep source elements fills one 32-byte block of dst) against
// a SetValue loop dst[e] = src[e / (32/size)]; with block stride 2 and repeat stride 16 the
// odd blocks keep their bytes (compared on the even ones with the contiguous form).
func amGenBrcb(r *rand.Rand) *amCase {
	ts := []vdType{vdF32, vdF16, vdI16, vdI32}
	t := ts[r.Intn(len(ts))]
	epb := 32 / t.size
	rep := 1 + r.Intn(8)
	n := 2 * rep * 8 * epb
	c := newAMCase(r, t, n)
	c.desc = fmt.Sprintf("brcb %s rep=%d", t.name, rep)
	x := c.in("x", t, amVals(r, t, int(vdRoundUp(int64(rep*8), int64(epb))), -6, 6, true))
	brcb := func(dst amV, blk, rs int64) {
		c.call("brcb_l0", []amV{dst, x, c.i32(rep), c.params("brcb_repeat_params", blk, rs)}, "")
		c.barrier("pipe_v")
	}
	brcb(c.out("Brcb"), 1, 8)
	loop := func(o amV, gap int) {
		c.barrier("pipe_all")
		i := c.fresh()
		c.k.line("scf.for %s = %s to %s step %s : i32 {", i, c.k.i32(0), c.k.i32(int64(rep*8*epb)), c.k.i32(1))
		q := c.ar("divsi", "i32", amV{i, "i32"}, c.i32(epb))
		at := c.ar("addi", "i32", amV{i, "i32"}, c.ar("muli", "i32", q, c.i32((gap-1)*epb)))
		v := c.fresh()
		c.k.line("  %s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", v, x.name, q.name, x.ty, t.name)
		c.k.line("  ascendc.local_tensor.set_value %s, %s, %s : %s, i32, %s", o.name, at.name, v, o.ty, t.name)
		c.k.line("}")
		c.barrier("pipe_all")
	}
	loop(c.out("SetValue loop"), 1)
	brcb(c.out("Brcb block stride 2, repeat stride 16"), 2, 16)
	loop(c.out("SetValue loop on the even blocks"), 2)
	c.groups = [][]int{{0, 1}, {2, 3}}
	return c
}

// amGenMixed: Axpy with a half source and scalar into a float dst (Axpy<float, half>)
// against a Cast of the source to float then a float Axpy, and a scalar loop: the product
// of two halves is exact in float, so every form rounds once, in the add.
func amGenMixed(r *rand.Rand) *amCase {
	n := amCount(r, 64, 8)
	c := newAMCase(r, vdF32, n)
	c.n = int(vdRoundUp(int64(c.n), 16)) // the half source's copy is whole blocks too
	c.init = amVals(r, vdF32, c.n, -4, 4, false)
	x := c.in("x", vdF16, amVals(r, vdF16, c.n, -6, 6, false))
	sb := getRaw(amVals(r, vdF16, 1, -6, 6, false), vdF16, 0)
	s := amV{c.scalarConst(vdF16, sb), "f16"}
	s32 := amV{c.k.c("f32", strconvF(val(vdF16, sb))), "f32"}
	c.desc = fmt.Sprintf("axpy f32 += f16 * %v n=%d", val(vdF16, sb), n)
	c.call("axpy_l2", []amV{c.out("Axpy<float, half> L2"), x, s, c.i32(n)}, "")
	o := c.out("Axpy<float, half> L0 counter")
	c.k.line("ascendc.set_mask_count")
	c.call("axpy_l0", []amV{o, x, s, c.i32(n), c.i32(1), c.params("unary_repeat_params", 1, 1, 8, 4)}, "isSetMask")
	c.k.line("ascendc.set_mask_norm")
	c.barrier("pipe_v")
	o = c.out("Axpy<float, half> L0 chunks")
	full := n / 64
	if full > 0 {
		c.call("axpy_l0", []amV{o, x, s, c.i32(64), c.i32(full), c.params("unary_repeat_params", 1, 1, 8, 4)}, "isSetMask")
		c.barrier("pipe_v")
	}
	if tail := n % 64; tail > 0 {
		w := lowWords(tail)
		c.call("axpy_l1", []amV{c.view(o, full*64), c.view(x, full*64), s, c.u64(w[0]), c.u64(w[1]), c.i32(1), c.params("unary_repeat_params", 1, 1, 8, 4)}, "isSetMask")
		c.barrier("pipe_v")
	}
	tmp := c.scratch(vdF32, c.n, 0)
	c.call("cast_l2", []amV{tmp, x, c.i32(n)}, "roundMode = 0 : i32")
	c.barrier("pipe_v")
	c.call("axpy_l2", []amV{c.out("Cast to float, then Axpy<float, float>"), tmp, s32, c.i32(n)}, "")
	o = c.out("scalar loop")
	c.scalarLoop(n, o, vdF32, []amV{x, s, o}, []vdType{vdF16, vdF16, vdF32}, func(v []amV) amV {
		return c.ar("addf", "f32", c.ar("mulf", "f32", v[0], v[1]), v[2])
	})
	return c
}

// amGenArgReduce: the value and index of the max (min) of one row of distinct values:
// ReduceMax/Min with calIndex at L2 and L0, WholeReduceMax/Min in ORDER_VALUE_INDEX, and a
// scalar loop (the index stored as the bits of an unsigned integer of the element's width).
func amGenArgReduce(r *rand.Rand) *amCase {
	ts := []vdType{vdF32, vdF16}
	t := ts[r.Intn(len(ts))]
	lanes := 256 / t.size
	kind := []string{"max", "min"}[r.Intn(2)]
	n := 1 + r.Intn(lanes)
	c := newAMCase(r, t, 32/t.size)
	c.desc = fmt.Sprintf("reduce_%s with its index, %s n=%d", kind, t.name, n)
	nin := int(vdRoundUp(int64(n), int64(32/t.size)))
	xd := make([]byte, nin*t.size)
	for i, p := range r.Perm(nin) { // distinct: no tie decides the index
		putRaw(xd, t, i, amRound(t, float64(p-nin/2)/4))
	}
	x := c.in("x", t, xd)
	c.skip = func(i int) bool { return i > 1 }
	tmp := c.scratch(t, 8192/t.size, 0)
	c.call("reduce_"+kind+"_l2", []amV{c.out("ReduceX L2 calIndex"), x, tmp, c.i32(n), c.i32(1)}, "")
	c.barrier("pipe_v")
	c.call("reduce_"+kind+"_l0", []amV{c.out("ReduceX L0 calIndex"), x, tmp, c.i32(n), c.i32(1), c.i32(8), c.i32(1)}, "")
	c.barrier("pipe_v")
	c.call(fmt.Sprintf("whole_reduce_%s_l0", kind), []amV{c.out("WholeReduce ORDER_VALUE_INDEX"), x, c.i32(n), c.i32(1), c.i32(1), c.i32(1), c.i32(8)}, "order = 0 : i32, isSetMask")
	o := c.out("scalar loop")
	c.barrier("pipe_all")
	it := fmt.Sprintf("i%d", 8*t.size)
	first := c.fresh()
	c.k.line("%s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", first, x.name, c.k.i32(0), x.ty, t.name)
	res, i, bv, bi := c.fresh(), c.fresh(), c.fresh(), c.fresh()
	c.k.line("%s:2 = scf.for %s = %s to %s step %s iter_args(%s = %s, %s = %s) -> (%s, i32) : i32 {", res, i, c.k.i32(1), c.k.i32(int64(n)), c.k.i32(1), bv, first, bi, c.k.i32(0), t.name)
	v := c.fresh()
	c.k.line("  %s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", v, x.name, i, x.ty, t.name)
	p := c.cmp("cmpf", map[string]string{"max": "ogt", "min": "olt"}[kind], amV{v, t.name}, amV{bv, t.name})
	nv := c.sel(p, amV{v, t.name}, amV{bv, t.name})
	ni := c.sel(p, amV{i, "i32"}, amV{bi, "i32"})
	c.k.line("  scf.yield %s, %s : %s, i32", nv.name, ni.name, t.name)
	c.k.line("}")
	c.k.line("ascendc.local_tensor.set_value %s, %s, %s#0 : %s, i32, %s", o.name, c.k.i32(0), res, o.ty, t.name)
	idx := amV{res + "#1", "i32"}
	if t.size == 2 {
		tn := c.fresh()
		c.k.line("%s = arith.trunci %s : i32 to i16", tn, idx.name)
		idx = amV{tn, "i16"}
	}
	bc := c.fresh()
	c.k.line("%s = arith.bitcast %s : %s to %s", bc, idx.name, it, t.name)
	c.k.line("ascendc.local_tensor.set_value %s, %s, %s : %s, i32, %s", o.name, c.k.i32(1), bc, o.ty, t.name)
	c.barrier("pipe_all")
	return c
}

// amGenGather: Gather (dst[i] = the src element at byte base + offset[i]) at L2, at L0 in
// counter mode and in normal mode (whole repeats, then the tail), against a GetValue /
// SetValue loop over the same offsets (read from an i32 copy of the uint32 offsets).
func amGenGather(r *rand.Rand) *amCase {
	ts := []vdType{vdF32, vdF16, vdI16, vdI32}
	t := ts[r.Intn(len(ts))]
	es := t.size
	lanes := 256 / es
	n := amCount(r, lanes, 6)
	c := newAMCase(r, t, n)
	ns := int(vdRoundUp(int64(1+r.Intn(2000)), int64(32/es)))
	base := r.Intn(4) * es
	c.desc = fmt.Sprintf("gather %s n=%d src=%d base=%d", t.name, n, ns, base)
	src := c.in("src", t, amVals(r, t, ns, -6, 6, true))
	no := int(vdRoundUp(int64(max(c.n, lanes*((n+lanes-1)/lanes))), 8))
	offs := make([]byte, 4*no)
	for i := 0; i < no; i++ {
		putRaw(offs, vdU32, i, uint64(r.Intn(ns-base/es)*es))
	}
	off := c.in("off", vdU32, offs)
	offI := c.in("offi", vdI32, append([]byte(nil), offs...))
	c.call("gather_l2", []amV{c.out("L2"), src, off, c.i32(base), c.i32(n)}, "")
	o := c.out("L0 counter")
	c.k.line("ascendc.set_mask_count")
	c.call("gather_l0", []amV{o, src, off, c.i32(base), c.i32(n), c.i32(1), c.i32(8)}, "isSetMask")
	c.k.line("ascendc.set_mask_norm")
	c.barrier("pipe_v")
	o = c.out("L0/L1 normal")
	full := n / lanes
	if full > 0 {
		c.call("gather_l0", []amV{o, src, off, c.i32(base), c.i32(lanes), c.i32(full), c.i32(8)}, "isSetMask")
		c.barrier("pipe_v")
	}
	if tail := n % lanes; tail > 0 {
		w := lowWords(tail)
		c.call("gather_l1", []amV{c.view(o, full*lanes), src, c.view(off, full*lanes), c.i32(base), c.u64(w[0]), c.u64(w[1]), c.i32(1), c.i32(8)}, "isSetMask")
		c.barrier("pipe_v")
	}
	o = c.out("GetValue/SetValue loop")
	c.barrier("pipe_all")
	i := c.fresh()
	c.k.line("scf.for %s = %s to %s step %s : i32 {", i, c.k.i32(0), c.k.i32(int64(n)), c.k.i32(1))
	b := c.fresh()
	c.k.line("  %s = ascendc.local_tensor.get_value %s, %s : %s, i32, i32", b, offI.name, i, offI.ty)
	at := c.ar("divsi", "i32", c.ar("addi", "i32", amV{b, "i32"}, c.i32(base)), c.i32(es))
	v := c.fresh()
	c.k.line("  %s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", v, src.name, at.name, src.ty, t.name)
	c.k.line("  ascendc.local_tensor.set_value %s, %s, %s : %s, i32, %s", o.name, i, v, o.ty, t.name)
	c.k.line("}")
	c.barrier("pipe_all")
	return c
}

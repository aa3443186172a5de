package semantics

import (
	"fmt"
	"math"
	"math/rand"
)

// Elementwise families of the metamorphic check: binary (tensor-tensor), vector-scalar
// and unary ops in every call form over the first n elements, against a scalar loop.

// amElemOp is one elementwise op and its scalar-loop twin.
type amElemOp struct {
	name     string
	kind     elemKind // ekBinary, ekScalar, ekUnary
	levels   string   // call levels that exist ("012" or "2")
	types    []vdType
	tt       string // vector-scalar ops: the tensor-tensor op computing the same
	specials bool   // ±0, ±inf and NaN inputs are defined for it
	tol      uint64 // approximate ops: ulps the forms may differ by
	readsDst bool   // the op accumulates into dst (no in-place form)
	// sc emits the op in the scalar loop on x and y (f32 for f16/bf16 elements).
	sc func(c *amCase, t vdType, x, y amV) amV
	// vals draws n inputs (nil: amVals over 2^-6..2^6); y marks the second operand.
	vals func(r *rand.Rand, t vdType, n int, y bool) []byte
}

var (
	amArith = []vdType{vdF32, vdF16, vdBF, vdI16, vdI32}
	amFloat = []vdType{vdF32, vdF16, vdBF}
)

func amF(f, i string) func(c *amCase, t vdType, x, y amV) amV {
	return func(c *amCase, t vdType, x, y amV) amV {
		if x.ty == "f32" || x.ty == "f16" || x.ty == "bf16" {
			return c.ar(f, x.ty, x, y)
		}
		return c.ar(i, x.ty, x, y)
	}
}

func amShiftVals(r *rand.Rand, t vdType, n int, y bool) []byte {
	if !y {
		return amVals(r, t, n, 0, 1, false)
	}
	b := make([]byte, n*t.size)
	for i := 0; i < n; i++ {
		putRaw(b, t, i, uint64(r.Intn(8*t.size)))
	}
	return b
}

func amPosVals(r *rand.Rand, t vdType, n int, y bool) []byte {
	b := amVals(r, t, n, -8, 8, false)
	for i := 0; i < n; i++ {
		v := math.Abs(val(t, getRaw(b, t, i)))
		putRaw(b, t, i, amRound(t, v))
	}
	return b
}

func amExpVals(r *rand.Rand, t vdType, n int, y bool) []byte { return amVals(r, t, n, -6, 2, false) }

func amMulVals(r *rand.Rand, t vdType, n int, y bool) []byte { return amVals(r, t, n, -6, 6, true) }

var amElemOps = []amElemOp{
	{name: "add", kind: ekBinary, levels: "012", types: amArith, specials: true, sc: amF("addf", "addi")},
	{name: "sub", kind: ekBinary, levels: "012", types: amArith, specials: true, sc: amF("subf", "subi")},
	{name: "mul", kind: ekBinary, levels: "012", types: amArith, specials: true, sc: amF("mulf", "muli")},
	{name: "div", kind: ekBinary, levels: "012", types: amFloat, specials: true, sc: amF("divf", "")},
	{name: "max", kind: ekBinary, levels: "012", types: amArith, sc: amF("maximumf", "maxsi")},
	{name: "min", kind: ekBinary, levels: "012", types: amArith, sc: amF("minimumf", "minsi")},
	{name: "and", kind: ekBinary, levels: "012", types: []vdType{vdI16, vdU16}, sc: amF("", "andi")},
	{name: "or", kind: ekBinary, levels: "012", types: []vdType{vdI16, vdU16}, sc: amF("", "ori")},
	{name: "add_relu", kind: ekBinary, levels: "012", types: amFloat, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.relu(c.ar("addf", x.ty, x, y))
	}},
	{name: "sub_relu", kind: ekBinary, levels: "012", types: amFloat, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.relu(c.ar("subf", x.ty, x, y))
	}},

	{name: "adds", kind: ekScalar, levels: "012", types: amArith, tt: "add", specials: true, sc: amF("addf", "addi")},
	{name: "subs", kind: ekScalar, levels: "012", types: amArith, tt: "sub", specials: true, sc: amF("subf", "subi")},
	{name: "muls", kind: ekScalar, levels: "012", types: amArith, tt: "mul", specials: true, sc: amF("mulf", "muli")},
	{name: "divs", kind: ekScalar, levels: "012", types: amFloat, tt: "div", specials: true, sc: amF("divf", "")},
	{name: "maxs", kind: ekScalar, levels: "012", types: amArith, tt: "max", sc: amF("maximumf", "maxsi")},
	{name: "mins", kind: ekScalar, levels: "012", types: amArith, tt: "min", sc: amF("minimumf", "minsi")},
	{name: "shift_left", kind: ekScalar, levels: "012", types: []vdType{vdI16, vdI32, vdU16, vdU32}, vals: amShiftVals, sc: amF("", "shli")},
	// ShiftRight is arithmetic on signed types and logical on unsigned ones
	{name: "shift_right", kind: ekScalar, levels: "012", types: []vdType{vdI16, vdI32, vdU16, vdU32}, vals: amShiftVals, sc: func(c *amCase, t vdType, x, y amV) amV {
		if !t.sign {
			return c.ar("shrui", x.ty, x, y)
		}
		return c.ar("shrsi", x.ty, x, y)
	}},
	{name: "leaky_relu", kind: ekScalar, levels: "012", types: amFloat, sc: func(c *amCase, t vdType, x, y amV) amV {
		z := c.fconst(x.ty, 0)
		return c.sel(c.cmp("cmpf", "oge", x, z), x, c.ar("mulf", x.ty, x, y))
	}},

	{name: "abs", kind: ekUnary, levels: "012", types: amFloat, specials: true, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.un("math.absf", x)
	}},
	{name: "relu", kind: ekUnary, levels: "012", types: []vdType{vdF32, vdF16, vdI32}, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.relu(x)
	}},
	{name: "sqrt", kind: ekUnary, levels: "012", types: amFloat, vals: amPosVals, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.un("math.sqrt", x)
	}},
	{name: "reciprocal", kind: ekUnary, levels: "012", types: amFloat, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.ar("divf", x.ty, c.fconst(x.ty, 1), x)
	}},
	{name: "exp", kind: ekUnary, levels: "012", types: amFloat, tol: 2, vals: amExpVals, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.un("math.exp", x)
	}},
	{name: "ln", kind: ekUnary, levels: "012", types: amFloat, tol: 2, vals: amPosVals, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.un("math.log", x)
	}},
	{name: "rsqrt", kind: ekUnary, levels: "012", types: amFloat, tol: 2, vals: amPosVals, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.un("math.rsqrt", x)
	}},
	{name: "not", kind: ekUnary, levels: "012", types: []vdType{vdI16, vdU16}, sc: func(c *amCase, t vdType, x, y amV) amV {
		return c.ar("xori", x.ty, x, amV{c.k.c(x.ty, "-1"), x.ty})
	}},
	{name: "neg", kind: ekUnary, levels: "2", types: amArith, specials: true, sc: func(c *amCase, t vdType, x, y amV) amV {
		if x.ty == "f32" {
			return c.un("arith.negf", x)
		}
		return c.ar("subi", x.ty, amV{c.k.c(x.ty, "0"), x.ty}, x)
	}},
}

// ---- scalar-loop emission ----

func (c *amCase) fresh() string { c.views++; return fmt.Sprintf("%%e%d", c.views) }

// ar emits arith.<op> a, b : ty.
func (c *amCase) ar(op, ty string, a, b amV) amV {
	n := c.fresh()
	c.k.line("  %s = arith.%s %s, %s : %s", n, op, a.name, b.name, ty)
	return amV{n, ty}
}

// un emits a one-operand op (math.sqrt, arith.negf, ...).
func (c *amCase) un(op string, a amV) amV {
	n := c.fresh()
	c.k.line("  %s = %s %s : %s", n, op, a.name, a.ty)
	return amV{n, a.ty}
}

func (c *amCase) cmp(op, pred string, a, b amV) amV {
	n := c.fresh()
	c.k.line("  %s = arith.%s %s, %s, %s : %s", n, op, pred, a.name, b.name, a.ty)
	return amV{n, "i1"}
}

func (c *amCase) sel(p, a, b amV) amV {
	n := c.fresh()
	c.k.line("  %s = arith.select %s, %s, %s : %s", n, p.name, a.name, b.name, a.ty)
	return amV{n, a.ty}
}

func (c *amCase) fconst(ty string, v float64) amV { return amV{c.k.c(ty, strconvF(v)), ty} }

// relu is x > 0 ? x : +0 (integers: max(x, 0)).
func (c *amCase) relu(x amV) amV {
	if x.ty == "f32" || x.ty == "f16" || x.ty == "bf16" {
		z := c.fconst(x.ty, 0)
		return c.sel(c.cmp("cmpf", "ogt", x, z), x, z)
	}
	return c.ar("maxsi", x.ty, x, amV{c.k.c(x.ty, "0"), x.ty})
}

// scalarLoop emits `for i in [0, n): dst[i] = body(src_k[i]...)`, with the elements of
// f16/bf16 tensors widened to f32 and the result narrowed back (arith.extf / truncf: each
// of the ops used is then rounded once to the element type).
func (c *amCase) scalarLoop(n int, dst amV, t vdType, srcs []amV, st []vdType, body func(xs []amV) amV) {
	c.barrier("pipe_all")
	i := c.fresh()
	c.k.line("scf.for %s = %s to %s step %s : i32 {", i, c.k.i32(0), c.k.i32(int64(n)), c.k.i32(1))
	var xs []amV
	for k, s := range srcs {
		if s.ty == st[k].name || s.ty[0] != '!' { // a scalar operand
			xs = append(xs, c.widen(s, st[k]))
			continue
		}
		v := c.fresh()
		c.k.line("  %s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", v, s.name, i, s.ty, st[k].name)
		xs = append(xs, c.widen(amV{v, st[k].name}, st[k]))
	}
	r := body(xs)
	if r.ty != t.name {
		n := c.fresh()
		c.k.line("  %s = arith.truncf %s : %s to %s", n, r.name, r.ty, t.name)
		r = amV{n, t.name}
	}
	c.k.line("  ascendc.local_tensor.set_value %s, %s, %s : %s, i32, %s", dst.name, i, r.name, dst.ty, t.name)
	c.k.line("}")
	c.barrier("pipe_all")
}

func (c *amCase) widen(v amV, t vdType) amV {
	if (t != vdF16 && t != vdBF) || c.narrow {
		return v
	}
	n := c.fresh()
	c.k.line("  %s = arith.extf %s : %s to f32", n, v.name, t.name)
	return amV{n, "f32"}
}

// ---- vector call forms ----

// elemCall emits op on dst, srcs (tensors, or a scalar last for vector-scalar ops) at
// level 0/1 with mask operands, rep repeats and the block/repeat strides blk/rs for every
// operand; setMask adds isSetMask.
func (c *amCase) elemCall(op *amElemOp, name string, level int, dst amV, srcs []amV, mask []amV, rep int, blk, rs int64, setMask bool) {
	c.elemCallS(op, name, level, dst, srcs, mask, rep, [2]int64{blk, rs}, [2]int64{blk, rs}, setMask)
}

// elemCallS is elemCall with the dst strides d and the source strides s apart.
func (c *amCase) elemCallS(op *amElemOp, name string, level int, dst amV, srcs []amV, mask []amV, rep int, d, s [2]int64, setMask bool) {
	ops := append([]amV{dst}, srcs...)
	ops = append(ops, mask...)
	ops = append(ops, c.i32(rep))
	switch op.kind {
	case ekBinary:
		ops = append(ops, c.params("binary_repeat_params", d[0], s[0], s[0], d[1], s[1], s[1]))
	case ekDup:
		ops = append(ops, c.i32(int(d[0])), c.i32(int(d[1])))
	default:
		ops = append(ops, c.params("unary_repeat_params", d[0], s[0], d[1], s[1]))
	}
	attr := ""
	if setMask {
		attr = "isSetMask"
	}
	c.call(fmt.Sprintf("%s_l%d", name, level), ops, attr)
	c.barrier("pipe_v") // later calls of a form may write the same blocks
}

// views offsets every tensor of vs by off elements (scalars stay).
func (c *amCase) viewsAt(vs []amV, off int) []amV {
	var out []amV
	for _, v := range vs {
		if v.ty[0] == '!' {
			v = c.view(v, off)
		}
		out = append(out, v)
	}
	return out
}

// elemForms emits every form of op over the first n elements, each into a new output.
func (c *amCase) elemForms(op *amElemOp, name string, t vdType, srcs []amV, n int) {
	lanes := 256 / t.size
	l2 := func(dst amV, srcs []amV, cnt int) {
		c.call(name+"_l2", append(append([]amV{dst}, srcs...), c.i32(cnt)), "")
	}
	l2(c.out("L2"), srcs, n)
	if op.levels == "2" {
		return
	}
	// counter mode: the mask is the element count; repeatTimes is not used
	for _, how := range []string{"L0", "L1", "reg"} {
		o := c.out("counter " + how)
		c.k.line("ascendc.set_mask_count")
		switch how {
		case "L0":
			c.elemCall(op, name, 0, o, srcs, []amV{c.i32(n)}, 1+c.r.Intn(4), 1, 8, true)
		case "L1":
			c.elemCall(op, name, 1, o, srcs, []amV{c.u64(uint64(n)), c.u64(0)}, 1, 1, 8, true)
		default:
			c.k.line("ascendc.set_vector_mask_l0 %s {dtype = %s, mode = 1 : i32} : i32", c.k.i32(int64(n)), t.name)
			c.elemCall(op, name, 0, o, srcs, []amV{c.i32(1)}, 1, 1, 8, false)
		}
		c.k.line("ascendc.set_mask_norm")
	}
	c.normalChunks(op, name, t, c.out("L0 chunks"), srcs, n, 0)
	c.normalChunks(op, name, t, c.out("L1 split masks"), srcs, n, 1)
	if n >= 2*lanes {
		c.strided(op, name, t, srcs, n, l2)
	}
	if n == c.n && op.kind == ekBinary && (name == "add" || name == "sub" || name == "mul" || name == "div") {
		c.call(name+"_l3", append([]amV{c.out("L3 operator")}, srcs...), "")
	}
	if n%(32/t.size) == 0 && op.kind != ekDup && !op.readsDst { // dst == src0: a DataCopy of src0, then in place
		o := c.out("in place")
		c.call("data_copy_l2", []amV{o, srcs[0], c.i32(n)}, "")
		c.barrier("pipe_all")
		l2(o, append([]amV{o}, srcs[1:]...), n)
		c.barrier("pipe_v")
	}
	if n >= 2*lanes && op.kind != ekDup {
		c.gathered(op, name, t, srcs, n/(2*lanes), l2)
	}
	c.maskForms(op, name, t, srcs, n)
}

// maskForms: two groups of outputs that agree among themselves. (1) Counter mode with block
// stride 2 and repeat stride 16 against normal mode with the same strides (whole repeats,
// then the tail repeat's first lanes). (2) One L1 call with random mask words over rep
// repeats, against the same split into two calls by a random mask, and against the words
// written first by set_vector_mask.
func (c *amCase) maskForms(op *amElemOp, name string, t vdType, srcs []amV, n int) {
	lanes := 256 / t.size
	if n <= c.n/2 { // the strided forms span twice the elements
		first := len(c.outs)
		o := c.out("counter mode, block stride 2, repeat stride 16")
		c.k.line("ascendc.set_mask_count")
		c.elemCall(op, name, 0, o, srcs, []amV{c.i32(n)}, 1, 2, 16, true)
		c.k.line("ascendc.set_mask_norm")
		o = c.out("normal mode, block stride 2, repeat stride 16")
		if full := n / lanes; full > 0 {
			c.elemCall(op, name, 0, o, srcs, []amV{c.i32(lanes)}, full, 2, 16, true)
		}
		if tail, full := n%lanes, n/lanes; tail > 0 {
			c.elemCall(op, name, 0, c.view(o, full*2*lanes), c.viewsAt(srcs, full*2*lanes), []amV{c.i32(tail)}, 1, 2, 16, true)
		}
		c.extra = append(c.extra, []int{first, first + 1})
	}
	rep := c.n / lanes // whole repeats inside the tensors
	if rep == 0 {
		return
	}
	w := []uint64{c.r.Uint64(), c.r.Uint64()}
	if lanes == 64 {
		w[1] = 0
	}
	if w[0] == 0 && w[1] == 0 {
		w[0] = 1
	}
	first := len(c.outs)
	c.elemCall(op, name, 1, c.out("L1 random words"), srcs, []amV{c.u64(w[0]), c.u64(w[1])}, rep, 1, 8, true)
	c.maskedCall(op, name, t, c.out("L1 random words, split"), srcs, 1, w, rep)
	c.k.line("ascendc.set_vector_mask_l1 %s, %s {dtype = %s, mode = 0 : i32} : ui64, ui64", c.k.u64(w[1]), c.k.u64(w[0]), t.name)
	c.elemCall(op, name, 1, c.out("L1 random words by set_vector_mask"), srcs, []amV{c.u64(1), c.u64(0)}, rep, 1, 8, false)
	c.extra = append(c.extra, []int{first, first + 1, first + 2})
}

// gathered: rep repeats reading the even blocks of the sources (block stride 2, repeat
// stride 16) into a contiguous dst, against a DataCopy of those blocks (blockLen 1,
// srcGap 1) followed by the op on contiguous operands. The two outputs form a group.
func (c *amCase) gathered(op *amElemOp, name string, t vdType, srcs []amV, rep int, l2 func(amV, []amV, int)) {
	lanes := 256 / t.size
	var tmps []amV
	for k, s := range srcs {
		if s.ty[0] != '!' {
			tmps = append(tmps, s)
			continue
		}
		tmp := c.scratch(t, rep*lanes, 16384*(k+1))
		c.call("data_copy_l0", []amV{tmp, s, c.params("data_copy_params", int64(rep*8), 1, 1, 0)}, "")
		tmps = append(tmps, tmp)
	}
	c.barrier("pipe_all")
	first := len(c.outs)
	c.elemCallS(op, name, 0, c.out("sources at block stride 2"), srcs, []amV{c.i32(lanes)}, rep, [2]int64{1, 8}, [2]int64{2, 16}, true)
	l2(c.out("DataCopy of the even blocks, then L2"), tmps, rep*lanes)
	c.barrier("pipe_v")
	c.extra = append(c.extra, []int{first, first + 1})
}

// normalChunks covers [0, n) in normal mask mode: full repeats in calls of random repeat
// counts (L0: mask = lanes, possibly through set_vector_mask; L1: a random bit mask and its
// complement), then the tail repeat with a mask of its first n%lanes lanes.
func (c *amCase) normalChunks(op *amElemOp, name string, t vdType, dst amV, srcs []amV, n, level int) {
	lanes := 256 / t.size
	full := n / lanes
	for done := 0; done < full; {
		rep := min(full-done, 1+c.r.Intn(6))
		d, s := c.view(dst, done*lanes), c.viewsAt(srcs, done*lanes)
		c.maskedCall(op, name, t, d, s, level, lowWords(lanes), rep)
		done += rep
	}
	if tail := n % lanes; tail > 0 {
		d, s := c.view(dst, full*lanes), c.viewsAt(srcs, full*lanes)
		c.maskedCall(op, name, t, d, s, level, lowWords(tail), 1)
	}
}

// maskedCall runs rep repeats over the lanes of words: L0 with a continuous mask (words
// must be one), L1 as two calls whose masks split words at random.
func (c *amCase) maskedCall(op *amElemOp, name string, t vdType, dst amV, srcs []amV, level int, words []uint64, rep int) {
	lanes := 256 / t.size
	if level == 0 {
		m := 0
		for m < lanes && words[m/64]>>(uint(m)%64)&1 != 0 {
			m++
		}
		if c.r.Intn(3) == 0 { // the mask register, written first
			c.k.line("ascendc.set_vector_mask_l0 %s {dtype = %s, mode = 0 : i32} : i32", c.k.i32(int64(m)), t.name)
			c.elemCall(op, name, 0, dst, srcs, []amV{c.i32(1 + c.r.Intn(lanes))}, rep, 1, 8, false)
			return
		}
		c.elemCall(op, name, 0, dst, srcs, []amV{c.i32(m)}, rep, 1, 8, true)
		return
	}
	split := []uint64{c.r.Uint64(), c.r.Uint64()}
	for _, part := range [][]uint64{{words[0] & split[0], words[1] & split[1]}, {words[0] &^ split[0], words[1] &^ split[1]}} {
		if part[0] == 0 && part[1] == 0 {
			continue
		}
		m := []amV{c.u64(part[0]), c.u64(part[1])}
		if lanes == 64 && c.r.Intn(2) == 0 {
			m = m[:1] // 32-bit lanes: one word is the whole mask
		}
		c.elemCall(op, name, 1, dst, srcs, m, rep, 1, 8, true)
	}
}

// strided covers [0, n) with two calls of block stride 2 and repeat stride 16 (even blocks,
// then the odd ones from one block on) and an L2 tail; a third output gets the even-block
// call alone, whose skipped blocks must keep their bytes.
func (c *amCase) strided(op *amElemOp, name string, t vdType, srcs []amV, n int, l2 func(amV, []amV, int)) {
	lanes, epb := 256/t.size, 32/t.size
	sup := n / (2 * lanes)
	o := c.out("strided even+odd blocks")
	oe := c.out("strided even blocks only")
	c.only[len(c.only)-1] = func(i int) bool { return i < sup*2*lanes && (i/epb)%2 == 0 }
	for _, d := range []amV{o, oe} {
		for half := 0; half < 2; half++ {
			if d == oe && half == 1 {
				break
			}
			c.elemCall(op, name, 0, c.view(d, half*epb), c.viewsAt(srcs, half*epb), []amV{c.i32(lanes)}, sup, 2, 16, true)
		}
	}
	if rest := n - sup*2*lanes; rest > 0 {
		l2(c.view(o, sup*2*lanes), c.viewsAt(srcs, sup*2*lanes), rest)
		c.barrier("pipe_v")
	}
}

// ---- the families ----

func amPickOp(r *rand.Rand, kind elemKind) (*amElemOp, vdType) {
	var ops []*amElemOp
	for i := range amElemOps {
		if amElemOps[i].kind == kind {
			ops = append(ops, &amElemOps[i])
		}
	}
	op := ops[r.Intn(len(ops))]
	return op, op.types[r.Intn(len(op.types))]
}

// amCount is an element count: up to maxRep repeats of lanes, often with a tail.
func amCount(r *rand.Rand, lanes, maxRep int) int {
	switch r.Intn(4) {
	case 0:
		return 1 + r.Intn(lanes)
	case 1:
		return lanes * (1 + r.Intn(maxRep))
	}
	return 1 + r.Intn(lanes*maxRep)
}

func amInputs(c *amCase, op *amElemOp, t vdType, names ...string) []amV {
	var vs []amV
	for k, nm := range names {
		var d []byte
		if op.vals != nil {
			d = op.vals(c.r, t, c.n, k > 0)
		} else {
			d = amVals(c.r, t, c.n, -6, 6, op.specials)
		}
		vs = append(vs, c.in(nm, t, d))
	}
	return vs
}

func amGenBinary(r *rand.Rand) *amCase {
	op, t := amPickOp(r, ekBinary)
	n := amCount(r, 256/t.size, 12)
	c := newAMCase(r, t, n)
	// arith on f16/bf16 itself rounds each op once to the type, as extf/op/truncf does
	c.narrow = r.Intn(3) == 0
	c.desc = fmt.Sprintf("%s %s n=%d", op.name, t.name, n)
	srcs := amInputs(c, op, t, "x", "y")
	c.elemForms(op, op.name, t, srcs, n)
	c.amLoop(n, t, srcs, func(xs []amV) amV { return op.sc(c, t, xs[0], xs[1]) })
	return c
}

func amGenUnary(r *rand.Rand) *amCase {
	op, t := amPickOp(r, ekUnary)
	n := amCount(r, 256/t.size, 12)
	c := newAMCase(r, t, n)
	c.desc = fmt.Sprintf("%s %s n=%d", op.name, t.name, n)
	c.tol = op.tol
	srcs := amInputs(c, op, t, "x")
	c.elemForms(op, op.name, t, srcs, n)
	c.amLoop(n, t, srcs, func(xs []amV) amV { return op.sc(c, t, xs[0], amV{}) })
	return c
}

// amGenScalar: a vector-scalar op in every form, as a scalar loop, and (where one exists)
// as its tensor-tensor op on a Duplicate'd scalar.
func amGenScalar(r *rand.Rand) *amCase {
	op, t := amPickOp(r, ekScalar)
	n := amCount(r, 256/t.size, 12)
	c := newAMCase(r, t, n)
	c.desc = fmt.Sprintf("%s %s n=%d", op.name, t.name, n)
	x := amInputs(c, op, t, "x")[0]
	var sv []byte
	if op.vals != nil {
		sv = op.vals(r, t, 1, true)
	} else {
		sv = amVals(r, t, 1, -6, 6, op.specials)
	}
	s := amV{c.scalarConst(t, getRaw(sv, t, 0)), t.name}
	c.desc += fmt.Sprintf(" scalar=%v", val(t, getRaw(sv, t, 0)))
	c.elemForms(op, op.name, t, []amV{x, s}, n)
	c.amLoop(n, t, []amV{x, s}, func(xs []amV) amV { return op.sc(c, t, xs[0], xs[1]) })
	if w, ok := amWideScalar(c, t, getRaw(sv, t, 0)); ok {
		// PyAsc passes Python numbers as f32 / i32 constants: the call converts the scalar to
		// the element type first (nearest even; integers modulo their width)
		c.call(op.name+"_l2", []amV{c.out("scalar as a wider constant"), x, w, c.i32(n)}, "")
	}
	// the scalar as the first element of a local tensor, and read by GetValue
	sd := randBytesNoNaN(r, t, 32/t.size)
	putRaw(sd, t, 0, getRaw(sv, t, 0))
	st0 := c.in("sc", t, sd)
	st := amV{"%sc1", fmt.Sprintf("!ascendc.local_tensor<1x%s>", t.name)}
	c.k.line("%s = ascendc.local_tensor_v3 veccalc, %d, 1 : %s", st.name, c.k.bufs[len(c.k.bufs)-1].addr, st.ty)
	c.call(op.name+"_l2", []amV{c.out("scalar in a tensor, L2"), x, st, c.i32(n)}, "")
	if op.levels != "2" {
		c.k.line("ascendc.set_mask_count")
		c.elemCall(op, op.name, 0, c.out("scalar in a tensor, L0 counter"), []amV{x, st}, []amV{c.i32(n)}, 1, 1, 8, true)
		c.k.line("ascendc.set_mask_norm")
	}
	c.barrier("pipe_all")
	gv := c.fresh()
	c.k.line("%s = ascendc.local_tensor.get_value %s, %s : %s, i32, %s", gv, st0.name, c.k.i32(0), st0.ty, t.name)
	c.call(op.name+"_l2", []amV{c.out("scalar by GetValue"), x, {gv, t.name}, c.i32(n)}, "")
	if op.tt != "" {
		tmp := c.scratch(t, c.n, 0)
		c.call("duplicate_l2", []amV{tmp, s, c.i32(c.n)}, "")
		c.barrier("pipe_v")
		c.call(op.tt+"_l2", []amV{c.out("tensor-tensor " + op.tt), x, tmp, c.i32(n)}, "")
	}
	return c
}

// scalarConst is an arith.constant of t with the bits b.
func (c *amCase) scalarConst(t vdType, b uint64) string {
	v := val(t, b)
	switch {
	case !t.float && !t.sign: // arith.constant takes signless integers: cast one
		n := c.k.scalar(t, v)
		if c.scalarBits == nil {
			c.scalarBits = map[string]uint64{}
		}
		c.scalarBits[n] = b
		return n
	case !t.float:
		return c.k.c(t.name, fmt.Sprint(int64(v)))
	case math.IsNaN(v) || math.IsInf(v, 0):
		return c.k.c(t.name, fmt.Sprintf("0x%X", b))
	case v == 0 && math.Signbit(v):
		return c.k.c(t.name, "-0.0")
	}
	return c.k.c(t.name, strconvF(v))
}

// amWideScalar is an f32 (i32) constant that converts to the bits b of the f16/bf16 (i16)
// type t: b's value plus a quarter of its ulp, or plus a multiple of 2^16.
func amWideScalar(c *amCase, t vdType, b uint64) (amV, bool) {
	v := val(t, b)
	switch {
	case t == vdI16:
		k := int64(c.r.Intn(5)-2) * 65536
		return amV{c.k.c("i32", fmt.Sprint(int64(v)+k)), "i32"}, true
	case (t != vdF16 && t != vdBF) || math.IsNaN(v) || math.IsInf(v, 0) || v == 0:
		return amV{}, false
	}
	up := val(t, b+1) // the next value away from zero (b is finite and nonzero)
	if math.IsInf(up, 0) || math.IsNaN(up) {
		return amV{}, false
	}
	w := float32(v + (up-v)/4)
	if amRound(t, float64(w)) != b {
		return amV{}, false
	}
	return amV{c.k.c("f32", strconvF(float64(w))), "f32"}, true
}

// amSignless is the signless integer type of the unsigned t (t itself otherwise).
func amSignless(t vdType) vdType {
	switch t {
	case vdU16:
		return vdI16
	case vdU32:
		return vdI32
	}
	return t
}

// amLoop is the scalar-loop form over srcs. arith takes signless integers only, so for an
// unsigned t the loop reads signless copies of the inputs (same bytes) and writes a signless
// output buffer; the bytes are compared.
func (c *amCase) amLoop(n int, t vdType, srcs []amV, body func([]amV) amV) {
	st := amSignless(t)
	if st == t {
		c.scalarLoop(n, c.out("scalar loop"), t, srcs, []vdType{t, t, t}[:len(srcs)], body)
		return
	}
	var twins []amV
	for _, s := range srcs {
		if s.ty[0] != '!' {
			b := c.scalarBits[s.name]
			twins = append(twins, amV{c.k.c(st.name, fmt.Sprint(int64(b<<(64-8*t.size))>>(64-8*t.size))), st.name})
			continue
		}
		for _, b := range c.k.bufs {
			if "%"+b.name == s.name {
				twins = append(twins, c.in(b.name+"_s", st, append([]byte(nil), b.data...)))
			}
		}
	}
	b := c.k.buf(fmt.Sprintf("o%d", len(c.outs)), st, c.n, append([]byte(nil), c.init...))
	c.outs = append(c.outs, b)
	c.forms = append(c.forms, "scalar loop on signless copies")
	c.only = append(c.only, nil)
	c.scalarLoop(n, amV{"%" + b.name, b.lt()}, st, twins, []vdType{st, st, st}[:len(twins)], body)
}

package semantics

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// The elementwise vector ops: what each lane computes (the Ascend C API meaning of each
// instruction; x = src0, y = src1 or the scalar, d = the old dst).

type elemKind int

const (
	ekBinary elemKind = iota // dst, src0, src1 (BinaryRepeatParams)
	ekScalar                 // dst, src, scalar (UnaryRepeatParams)
	ekUnary                  // dst, src (UnaryRepeatParams)
	ekDup                    // dst, scalar (explicit dst strides)
)

type elemOp struct {
	name     string
	kind     elemKind
	levels   string // which of "012" exist
	types    []vdType
	f        func(x, y, d float64) float64
	readsDst bool
	tol      uint64                            // ulps allowed (transcendental ops)
	refuse   func(t vdType, x, s float64) bool // lanes whose result is not settled
	// iwrap: on integers the op is modular (arith.addi/subi/muli/shli lower to it,
	// passes-asc2.md): the exact result truncated to the width.
	iwrap func(x, y int64) int64
	cls   func(t vdType) [2]valClass // input classes: src0, src1/scalar (and dst)
}

var (
	vdFloats = []vdType{vdF16, vdF32}
	vdArith  = []vdType{vdF16, vdF32, vdI16, vdI32}
	vdBits   = []vdType{vdI16, vdU16}
)

// intDraws counts anyCls/mulCls calls: every 6th gives integers the type's whole range
// (results overflow: refused), deterministically.
var intDraws int

func anyCls(t vdType) [2]valClass {
	c := valClass{elo: -6, ehi: 6, ilo: -16000, ihi: 16000}
	if t.size == 4 {
		c.ilo, c.ihi = -1e9, 1e9
	}
	if intDraws++; intDraws%6 == 0 {
		c.ilo, c.ihi = 0, 0
	}
	return [2]valClass{c, c}
}

func exactCls(t vdType) [2]valClass {
	c := valClass{exact: true, ilo: -150, ihi: 150}
	return [2]valClass{c, c}
}

func mulCls(t vdType) [2]valClass {
	c := valClass{elo: -6, ehi: 6, ilo: -180, ihi: 180}
	if t.size == 4 {
		c.ilo, c.ihi = -40000, 40000
	}
	return [2]valClass{c, c}
}

func posCls(t vdType) [2]valClass {
	c := valClass{elo: -8, ehi: 8, pos: true}
	return [2]valClass{c, c}
}

func divCls(t vdType) [2]valClass {
	c := valClass{elo: -6, ehi: 6, nonzero: true}
	return [2]valClass{c, c}
}

func expCls(t vdType) [2]valClass {
	c := valClass{elo: -6, ehi: 2}
	return [2]valClass{c, c}
}

func bitsCls(t vdType) [2]valClass { return [2]valClass{{}, {}} }

// shiftDraws counts shiftCls calls: every 8th widens the range (deterministically).
var shiftDraws int

func shiftCls(t vdType) [2]valClass {
	bits := float64(8 * t.size)
	x := valClass{ilo: 0, ihi: math.Ldexp(1, int(bits)-6)}
	if t.sign {
		x.ilo = -x.ihi
	}
	if shiftDraws++; shiftDraws%8 == 0 {
		x.ihi *= 32 // ShiftLeft overflows: the bits shifted out are dropped
	}
	return [2]valClass{x, {ilo: 0, ihi: 5}}
}

func vmax(x, y float64) float64 { return math.Max(x, y) }
func vmin(x, y float64) float64 { return math.Min(x, y) }

func bitop(f func(a, b uint64) uint64) func(x, y, d float64) float64 {
	return func(x, y, d float64) float64 { return math.Float64frombits(f(uint64(int64(x)), uint64(int64(y)))) }
}

var elemOps = []elemOp{
	{name: "add", kind: ekBinary, levels: "012", types: vdArith, f: func(x, y, d float64) float64 { return x + y }, iwrap: func(x, y int64) int64 { return x + y }, cls: anyCls},
	{name: "sub", kind: ekBinary, levels: "012", types: vdArith, f: func(x, y, d float64) float64 { return x - y }, iwrap: func(x, y int64) int64 { return x - y }, cls: anyCls},
	{name: "mul", kind: ekBinary, levels: "012", types: vdArith, f: func(x, y, d float64) float64 { return x * y }, iwrap: func(x, y int64) int64 { return x * y }, cls: mulCls},
	{name: "div", kind: ekBinary, levels: "012", types: vdFloats, f: func(x, y, d float64) float64 { return x / y }, cls: divCls},
	{name: "max", kind: ekBinary, levels: "012", types: vdArith, f: func(x, y, d float64) float64 { return vmax(x, y) }, cls: anyCls},
	{name: "min", kind: ekBinary, levels: "012", types: vdArith, f: func(x, y, d float64) float64 { return vmin(x, y) }, cls: anyCls},
	{name: "and", kind: ekBinary, levels: "012", types: vdBits, f: bitop(func(a, b uint64) uint64 { return a & b }), cls: bitsCls},
	{name: "or", kind: ekBinary, levels: "012", types: vdBits, f: bitop(func(a, b uint64) uint64 { return a | b }), cls: bitsCls},
	{name: "add_relu", kind: ekBinary, levels: "012", types: vdFloats, f: func(x, y, d float64) float64 { return math.Max(x+y, 0) }, cls: anyCls},
	{name: "sub_relu", kind: ekBinary, levels: "012", types: vdFloats, f: func(x, y, d float64) float64 { return math.Max(x-y, 0) }, cls: anyCls},
	{name: "mul_add_dst", kind: ekBinary, levels: "012", types: vdFloats, readsDst: true, f: func(x, y, d float64) float64 { return x*y + d }, cls: exactCls},
	{name: "fused_mul_add", kind: ekBinary, levels: "012", types: vdFloats, readsDst: true, f: func(x, y, d float64) float64 { return x*d + y }, cls: exactCls},
	{name: "fused_mul_add_relu", kind: ekBinary, levels: "012", types: vdFloats, readsDst: true, f: func(x, y, d float64) float64 { return math.Max(x*d+y, 0) }, cls: exactCls},
	{name: "prelu", kind: ekBinary, levels: "2", types: vdFloats, f: func(x, y, d float64) float64 { return pick(x >= 0, x, x*y) }, cls: anyCls},

	{name: "adds", kind: ekScalar, levels: "012", types: vdArith, f: func(x, s, d float64) float64 { return x + s }, iwrap: func(x, y int64) int64 { return x + y }, cls: anyCls},
	{name: "subs", kind: ekScalar, levels: "012", types: vdArith, f: func(x, s, d float64) float64 { return x - s }, iwrap: func(x, y int64) int64 { return x - y }, cls: anyCls},
	{name: "muls", kind: ekScalar, levels: "012", types: vdArith, f: func(x, s, d float64) float64 { return x * s }, iwrap: func(x, y int64) int64 { return x * y }, cls: mulCls},
	{name: "divs", kind: ekScalar, levels: "012", types: vdFloats, f: func(x, s, d float64) float64 { return x / s }, cls: divCls},
	{name: "maxs", kind: ekScalar, levels: "012", types: vdArith, f: func(x, s, d float64) float64 { return vmax(x, s) }, cls: anyCls},
	{name: "mins", kind: ekScalar, levels: "012", types: vdArith, f: func(x, s, d float64) float64 { return vmin(x, s) }, cls: anyCls},
	{name: "leaky_relu", kind: ekScalar, levels: "012", types: vdFloats, f: func(x, s, d float64) float64 { return pick(x >= 0, x, x*s) }, cls: anyCls},
	{name: "axpy", kind: ekScalar, levels: "012", types: vdFloats, readsDst: true, f: func(x, s, d float64) float64 { return x*s + d }, cls: exactCls},
	// ShiftLeft drops the bits shifted out, ShiftRight is arithmetic on signed types: PyAsc
	// lowers arith.shli / arith.shrsi to them (passes-asc2.md).
	{name: "shift_left", kind: ekScalar, levels: "012", types: []vdType{vdI16, vdU16, vdI32, vdU32}, f: func(x, s, d float64) float64 { return math.Ldexp(x, int(s)) }, cls: shiftCls,
		iwrap: func(x, y int64) int64 { return x << uint(y) }},
	{name: "shift_right", kind: ekScalar, levels: "012", types: []vdType{vdI16, vdU16, vdI32, vdU32}, f: func(x, s, d float64) float64 { return math.Floor(math.Ldexp(x, -int(s))) }, cls: shiftCls},

	{name: "abs", kind: ekUnary, levels: "012", types: vdFloats, f: func(x, _, d float64) float64 { return math.Abs(x) }, cls: anyCls},
	{name: "relu", kind: ekUnary, levels: "012", types: []vdType{vdF16, vdF32, vdI32}, f: func(x, _, d float64) float64 { return math.Max(x, 0) }, cls: anyCls},
	{name: "exp", kind: ekUnary, levels: "012", types: vdFloats, tol: 1, f: func(x, _, d float64) float64 { return math.Exp(x) }, cls: expCls},
	{name: "ln", kind: ekUnary, levels: "012", types: vdFloats, tol: 1, f: func(x, _, d float64) float64 { return math.Log(x) }, cls: posCls},
	{name: "sqrt", kind: ekUnary, levels: "012", types: vdFloats, f: func(x, _, d float64) float64 { return math.Sqrt(x) }, cls: posCls},
	{name: "rsqrt", kind: ekUnary, levels: "012", types: vdFloats, tol: 1, f: func(x, _, d float64) float64 { return 1 / math.Sqrt(x) }, cls: posCls},
	{name: "reciprocal", kind: ekUnary, levels: "012", types: vdFloats, f: func(x, _, d float64) float64 { return 1 / x }, cls: divCls},
	{name: "neg", kind: ekUnary, levels: "2", types: vdArith, f: func(x, _, d float64) float64 { return -x }, cls: anyCls},
	{name: "not", kind: ekUnary, levels: "012", types: vdBits, f: bitop(func(a, _ uint64) uint64 { return ^a }), cls: bitsCls},

	{name: "duplicate", kind: ekDup, levels: "012", types: []vdType{vdF16, vdF32, vdI16, vdI32, vdU16, vdU32}, f: func(_, s, _ float64) float64 { return s }, cls: anyCls},
}

// isBitOp: the lane function works on the bit patterns (f returns them via Float64frombits).
func isBitOp(name string) bool { return name == "and" || name == "or" || name == "not" }

// elemInst is one random instance of an elementwise op.
type elemInst struct {
	op      *elemOp
	t       vdType
	g       *vdGeom
	inPlace bool
	scalar  float64
	// scalarT: the scalar is given as a one-element UB tensor (PyAsc on the 950): its
	// first element is the scalar.
	scalarT *vdBuf
}

const vdMaxBytes = 52 * 1024 // per operand: three operands fit UB

func newElemInst(r *rand.Rand, op *elemOp) *elemInst {
	in := &elemInst{op: op, t: op.types[r.Intn(len(op.types))]}
	es := int64(in.t.size)
	var forms []int
	for _, c := range op.levels {
		forms = append(forms, int(c-'0'))
	}
	nops := map[elemKind]int{ekBinary: 3, ekScalar: 2, ekUnary: 2, ekDup: 1}[op.kind]
	in.g = randGeom(r, 256/es, nops, forms[r.Intn(len(forms))], vdMaxBytes/32)
	sizes := make([]int64, nops)
	for i := range sizes {
		sizes[i] = es
	}
	in.g.fit(sizes, vdMaxBytes)
	// Two active lanes writing one dst element: which lands is not settled; such
	// instances are generated with a fresh dst layout (see TestVecDiffDstOverlap).
	for in.g.dstOverlaps(0, es) {
		in.g.blk[0], in.g.rs[0] = 1, 8
		if in.g.dstOverlaps(0, es) {
			in.g.rs[0] = 8 + int64(r.Intn(4))
		}
	}
	if op.kind != ekDup && r.Intn(8) == 0 {
		in.inPlace = true
		in.g.blk[1], in.g.rs[1] = in.g.blk[0], in.g.rs[0]
	}
	in.scalar = randVal(r, in.t, op.cls(in.t)[1])
	return in
}

// build emits the kernel; it returns the buffers dst, src0, src1 (nil when absent).
func (in *elemInst) build(r *rand.Rand) (*vdKernel, [3]*vdBuf) {
	k := newVDKernel()
	es := int64(in.t.size)
	t := in.t
	var bufs [3]*vdBuf
	nops := map[elemKind]int{ekBinary: 3, ekScalar: 2, ekUnary: 2, ekDup: 1}[in.op.kind]
	names := []string{"dst", "src0", "src1"}
	for i := 0; i < nops; i++ {
		if i == 1 && in.inPlace {
			bufs[1] = bufs[0]
			continue
		}
		n := in.g.span(i, es) + int64(r.Intn(3))*(32/es)
		if i == 0 && in.inPlace {
			n = max(n, in.g.span(1, es))
		}
		n = (n + 32/es - 1) / (32 / es) * (32 / es)
		if n == 0 {
			n = 32 / es
		}
		data := make([]byte, n*es)
		cls := in.op.cls(t)[max(i-1, 0)]
		if i == 0 && !in.op.readsDst && !in.inPlace {
			data = randBytesNoNaN(r, t, int(n))
		} else {
			if i == 0 {
				cls = in.op.cls(t)[0]
			}
			for j := 0; j < int(n); j++ {
				b, _ := rnd(t, randVal(r, t, cls))
				if !t.float && !t.sign || isBitOp(in.op.name) {
					b = uint64(int64(randVal(r, t, cls))) & (1<<(8*t.size) - 1)
				}
				putRaw(data, t, j, b)
			}
		}
		bufs[i] = k.buf(names[i], t, int(n), data)
	}
	if in.op.kind == ekScalar && in.op.name != "axpy" && r.Intn(6) == 0 {
		sd := randBytesNoNaN(r, t, int(32/es))
		b, _ := rnd(t, in.scalar)
		if !t.float {
			b = uint64(int64(in.scalar)) & (1<<(8*t.size) - 1)
		}
		putRaw(sd, t, 0, b)
		in.scalarT = k.buf("sc", t, int(32/es), sd)
	}
	in.emit(k, r, bufs)
	return k, bufs
}

// emit writes the op (and its mask setup) into the kernel body.
func (in *elemInst) emit(k *vdKernel, r *rand.Rand, bufs [3]*vdBuf) {
	g, t := in.g, in.t
	lt := bufs[0].lt()
	var ops, tys []string
	ops = append(ops, "%dst")
	tys = append(tys, lt)
	switch in.op.kind {
	case ekBinary:
		ops = append(ops, "%"+bufs[1].name, "%src1")
		tys = append(tys, bufs[1].lt(), bufs[2].lt())
	case ekScalar:
		if in.scalarT != nil { // a one-element view of the 32-byte buffer loaded from GM
			one := fmt.Sprintf("!ascendc.local_tensor<1x%s>", t.name)
			k.line("%%sc1 = ascendc.local_tensor_v3 veccalc, %d, 1 : %s", in.scalarT.addr, one)
			ops = append(ops, "%"+bufs[1].name, "%sc1")
			tys = append(tys, bufs[1].lt(), one)
		} else {
			ops = append(ops, "%"+bufs[1].name, k.scalar(t, in.scalar))
			tys = append(tys, bufs[1].lt(), t.name)
		}
	case ekUnary:
		ops = append(ops, "%"+bufs[1].name)
		tys = append(tys, bufs[1].lt())
	case ekDup:
		ops = append(ops, k.scalar(t, in.scalar))
		tys = append(tys, t.name)
	}
	name := fmt.Sprintf("ascendc.%s_l%d", in.op.name, g.form)
	if g.form == 2 {
		ops = append(ops, k.i32(g.count))
		tys = append(tys, "i32")
		k.line("%s %s : %s", name, strings.Join(ops, ", "), strings.Join(tys, ", "))
		return
	}
	m, mt, post := g.maskOperands(k, t.name, r)
	ops = append(ops, m...)
	tys = append(tys, mt...)
	ops = append(ops, k.i32(g.rep))
	tys = append(tys, "i32")
	switch in.op.kind {
	case ekBinary:
		ops = append(ops, k.params("binary_repeat_params", g.blk[0], g.blk[1], g.blk[2], g.rs[0], g.rs[1], g.rs[2]))
		tys = append(tys, "!ascendc.binary_repeat_params")
	case ekScalar, ekUnary:
		ops = append(ops, k.params("unary_repeat_params", g.blk[0], g.blk[1], g.rs[0], g.rs[1]))
		tys = append(tys, "!ascendc.unary_repeat_params")
	case ekDup:
		ops = append(ops, k.i32(g.blk[0]), k.i32(g.rs[0]))
		tys = append(tys, "i32", "i32")
	}
	attr := " {isSetMask}"
	if g.useReg {
		attr = ""
	}
	k.line("%s %s%s : %s", name, strings.Join(ops, ", "), attr, strings.Join(tys, ", "))
	if post != "" {
		k.line(post)
	}
}

// randBytesNoNaN fills n elements of t with random bits, avoiding float NaN patterns.
func randBytesNoNaN(r *rand.Rand, t vdType, n int) []byte {
	b := randBytes(r, n*t.size)
	if t.float {
		for i := 0; i < n; i++ {
			if math.IsNaN(val(t, getRaw(b, t, i))) {
				putRaw(b, t, i, 0)
			}
		}
	}
	return b
}

// expect computes dst after the op from the initial buffers.
func (in *elemInst) expect(init [3][]byte, want []byte) (skip int) {
	t, g := in.t, in.g
	es := int64(t.size)
	lane := func(i0, i1, i2 int64) {
		var x, y, d float64
		raw := func(k int, i int64) uint64 { return getRaw(init[k], t, int(i)) }
		if in.op.kind != ekDup {
			x = val(t, raw(1, i1))
		}
		switch in.op.kind {
		case ekBinary:
			y = val(t, raw(2, i2))
		case ekScalar, ekDup:
			y = in.scalar
		}
		d = val(t, raw(0, i0))
		if !t.float && in.op.iwrap != nil {
			v := in.op.iwrap(int64(x), int64(y))
			putRaw(want, t, int(i0), uint64(v)&(1<<(8*t.size)-1))
			return
		}
		if isBitOp(in.op.name) {
			var b2 uint64
			if in.op.kind == ekBinary {
				b2 = raw(2, i2)
			}
			v := math.Float64bits(in.op.f(float64(int64(raw(1, i1))), float64(int64(b2)), 0))
			putRaw(want, t, int(i0), v&(1<<(8*t.size)-1))
			return
		}
		b, ok := rnd(t, in.op.f(x, y, d))
		if !ok {
			skip++
			return
		}
		putRaw(want, t, int(i0), b)
	}
	if g.form == 2 {
		for i := int64(0); i < g.count; i++ {
			lane(i, i, i)
		}
		return
	}
	g.each(func(r, l int64) { lane(g.off(0, r, l, es), g.off(1, r, l, es), g.off(2, r, l, es)) })
	return
}

// refused reports whether some active lane's result is not settled (op.refuse).
func (in *elemInst) refused(init [3][]byte) bool {
	if in.op.refuse == nil {
		return false
	}
	t, g, es := in.t, in.g, int64(in.t.size)
	bad := false
	lane := func(i1 int64) {
		bad = bad || in.op.refuse(t, val(t, getRaw(init[1], t, int(i1))), in.scalar)
	}
	if g.form == 2 {
		for i := int64(0); i < g.count; i++ {
			lane(i)
		}
		return bad
	}
	g.each(func(r, l int64) { lane(g.off(1, r, l, es)) })
	return bad
}

// check compares got with want; returns a description of the first difference.
func (in *elemInst) check(got, want []byte) string {
	t := in.t
	for i := 0; i < len(got)/t.size; i++ {
		a, b := getRaw(got, t, i), getRaw(want, t, i)
		if a == b {
			continue
		}
		if t.float && in.op.tol > 0 && ulpDist(t, a, b) <= in.op.tol {
			continue
		}
		return fmt.Sprintf("dst[%d] = %#x (%g), want %#x (%g)", i, a, val(t, a), b, val(t, b))
	}
	return ""
}

func (in *elemInst) String() string {
	s := fmt.Sprintf("%s %s %v", in.op.name, in.t.name, in.g)
	if in.inPlace {
		s += " in-place"
	}
	if in.scalarT != nil {
		s += " tensor-scalar"
	}
	if in.op.kind == ekScalar || in.op.kind == ekDup {
		s += fmt.Sprintf(" scalar=%g", in.scalar)
	}
	return s
}

// TestVecDiffElementwise runs random instances of every elementwise op in every form.
func TestVecDiffElementwise(t *testing.T) {
	r := rand.New(rand.NewSource(20261127))
	per := 30
	if testing.Short() {
		per = 6
	}
	fails, refusedN := 0, 0
	for i := range elemOps {
		op := &elemOps[i]
		for n := 0; n < per; n++ {
			in := newElemInst(r, op)
			k, bufs := in.build(r)
			var init [3][]byte
			for j, b := range bufs {
				if b != nil {
					init[j] = append([]byte(nil), b.data...)
				}
			}
			if in.inPlace {
				init[1] = init[0]
			}
			want := append([]byte(nil), init[0]...)
			overflow := in.expect(init, want) > 0 // an integer result out of range
			if overflow || in.refused(init) {
				refusedN++
				if d := k.run(t); !strings.Contains(d, "not settled") {
					t.Errorf("%v: a lane whose result is not settled ran: %s", in, d)
					fails++
				}
				continue
			}
			if d := k.run(t); d != "" {
				t.Errorf("%v: %s", in, d)
				fails++
			} else if msg := in.check(bufs[0].data, want); msg != "" {
				t.Errorf("%v: %s", in, msg)
				fails++
			}
			if fails > 20 {
				t.Fatal("too many failures")
			}
		}
	}
	t.Logf("%d instances refused as not settled", refusedN)
}

// TestVecDiffDstOverlap: dst strides that make lanes of one instruction write one element
// (block stride 0, repeats closer than their extent). Which write lands is not settled, so
// different values there must stop the core; equal values (Duplicate, equal inputs) give
// that value.
func TestVecDiffDstOverlap(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	f := &vdFails{t: t}
	refused := 0
	for n := 0; n < 80; n++ {
		op := &elemOps[r.Intn(len(elemOps))]
		if op.readsDst || !strings.Contains(op.levels, "0") {
			n--
			continue
		}
		in := newElemInst(r, op)
		in.inPlace = false
		if in.g.form == 2 {
			in.g.form = r.Intn(2)
			if in.g.form == 1 {
				in.g.words = randWords(r, in.g.lanes)
			} else {
				in.g.maskLen = 1 + int64(r.Intn(int(in.g.lanes)))
			}
			in.g.rep = 1 + int64(r.Intn(8))
		}
		if r.Intn(2) == 0 {
			in.g.blk[0] = 0
		} else {
			in.g.rs[0] = int64(r.Intn(4))
			in.g.rep = max(in.g.rep, 2)
		}
		es := int64(in.t.size)
		sizes := []int64{es, es, es}
		in.g.fit(sizes, vdMaxBytes)
		k, bufs := in.build(r)
		var init [3][]byte
		for j, b := range bufs {
			if b != nil {
				init[j] = append([]byte(nil), b.data...)
			}
		}
		// Each lane's value alone: one lane at a time through expect's lane function.
		vals := map[int64]map[uint64]bool{}
		overflow := false
		want := append([]byte(nil), init[0]...)
		g := *in.g
		in.g.each(func(rr, l int64) {
			one := append([]byte(nil), init[0]...)
			single := &elemInst{op: in.op, t: in.t, scalar: in.scalar, g: &vdGeom{form: 2, count: 1}}
			var sub [3][]byte
			for j := range sub {
				if init[j] != nil {
					sub[j] = init[j][g.off(j, rr, l, es)*es:]
				}
			}
			if single.expect(sub, one[g.off(0, rr, l, es)*es:]) > 0 {
				overflow = true
			}
			o := g.off(0, rr, l, es)
			v := getRaw(one, in.t, int(o))
			if vals[o] == nil {
				vals[o] = map[uint64]bool{}
			}
			vals[o][v] = true
			putRaw(want, in.t, int(o), v)
		})
		conflict := overflow || in.refused(init)
		for _, s := range vals {
			conflict = conflict || len(s) > 1
		}
		d := k.run(t)
		if conflict {
			refused++
			if !strings.Contains(d, "which write lands is not settled") {
				f.check(in, "overlapping dst writes of different values ran: "+d)
			}
			continue
		}
		if d != "" {
			f.check(in, d)
			continue
		}
		f.check(in, in.check(bufs[0].data, want))
	}
	if refused == 0 {
		t.Error("no instance wrote one element twice with different values")
	}
}

// TestVecDiffInPlaceStrides: in place (src0 is dst) with src strides of their own. A lane
// reading an element an earlier lane of the instruction wrote may see either value (not
// settled): the core must stop; otherwise every lane reads the value before the op.
func TestVecDiffInPlaceStrides(t *testing.T) {
	r := rand.New(rand.NewSource(14))
	f := &vdFails{t: t}
	refused, ran := 0, 0
	for n := 0; n < 80; n++ {
		op := &elemOps[r.Intn(len(elemOps))]
		if op.kind == ekDup || !strings.Contains(op.levels, "0") {
			n--
			continue
		}
		in := newElemInst(r, op)
		if in.g.form == 2 {
			in.g.form, in.g.maskLen, in.g.rep = 0, in.g.lanes, 1+int64(r.Intn(6))
			in.g.blk, in.g.rs = [3]int64{1, 1, 1}, [3]int64{8, 8, 8}
		}
		in.inPlace = true
		in.g.blk[1], in.g.rs[1] = int64(r.Intn(3)), int64(r.Intn(12))
		es := int64(in.t.size)
		in.g.fit([]int64{es, es, es}, vdMaxBytes)
		k, bufs := in.build(r)
		init := [3][]byte{append([]byte(nil), bufs[0].data...), nil, nil}
		init[1] = init[0]
		if bufs[2] != nil {
			init[2] = append([]byte(nil), bufs[2].data...)
		}
		written := map[int64]bool{}
		conflict := false
		in.g.each(func(rr, l int64) {
			if written[in.g.off(1, rr, l, es)] || op.readsDst && written[in.g.off(0, rr, l, es)] {
				conflict = true
			}
			written[in.g.off(0, rr, l, es)] = true
		})
		want := append([]byte(nil), init[0]...)
		if in.expect(init, want) > 0 || in.refused(init) {
			conflict = true
		}
		d := k.run(t)
		if conflict {
			refused++
			if !strings.Contains(d, "not settled") {
				f.check(in, "a lane read an element another lane wrote, unrefused: "+d)
			}
			continue
		}
		ran++
		if d != "" {
			f.check(in, d)
			continue
		}
		f.check(in, in.check(bufs[0].data, want))
	}
	if refused == 0 || ran == 0 {
		t.Errorf("refused %d, ran %d: want both", refused, ran)
	}
}

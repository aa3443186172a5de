package semantics

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// Compare (tensor-tensor and tensor-scalar) and Select in every select mode.
// Compare writes one bit per element, LSB first: at L2 bit i is element i's result; at
// L0/L1 repeat r's lanes are elements r*L .. r*L+L-1 (L = 256/sizeof(T)), so a full-mask
// call over rep repeats equals the L2 call over rep*L elements. Which bits a masked-out
// lane leaves is not settled, so a partial mask must be refused.
// Select: dst lane = bit ? src0 : src1 (or the scalar); masked-out lanes keep dst. Mode 0
// (VSEL_CMPMASK_SPR): every repeat uses bits 0..L-1; modes 1 and 2: lane l of repeat r
// uses bit r*L+l (at L2, bit i; mode 0 at L2: bit i mod L).

var cmpFns = []func(a, b float64) bool{
	func(a, b float64) bool { return a < b },
	func(a, b float64) bool { return a > b },
	func(a, b float64) bool { return a == b },
	func(a, b float64) bool { return a <= b },
	func(a, b float64) bool { return a >= b },
	func(a, b float64) bool { return a != b },
}

// smallVals fills n elements of t with values from a small set (so equal pairs occur).
func smallVals(r *rand.Rand, t vdType, n int) []byte {
	b := make([]byte, n*t.size)
	for i := 0; i < n; i++ {
		v, _ := rnd(t, float64(r.Intn(9)-4)/2)
		if !t.float {
			v, _ = rnd(t, float64(r.Intn(9)-4))
		}
		putRaw(b, t, i, v)
	}
	return b
}

type cmpInst struct {
	t       vdType
	mode    int
	scalar  bool
	partial bool // a mask with disabled lanes: must be refused
	g       *vdGeom
	sv      float64
}

func (c *cmpInst) String() string {
	s := "compare"
	if c.scalar {
		s = "compare_scalar"
	}
	return fmt.Sprintf("%s %s mode %d %v partial=%v", s, c.t.name, c.mode, c.g, c.partial)
}

func (c *cmpInst) run(t *testing.T, r *rand.Rand) string {
	es := int64(c.t.size)
	lanes := 256 / es
	nops := 3
	if c.scalar {
		nops = 2
	}
	c.g = randGeom(r, lanes, nops, -1, vdMaxBytes/32)
	c.g.useReg = false // the emitted call drops isSetMask: operands always apply
	c.g.blk[0], c.g.rs[0] = 1, 8
	c.g.fit([]int64{es, es, es}[:nops], vdMaxBytes)
	if c.g.form == 2 && !c.partial {
		c.g.count = vdRoundUp(c.g.count, lanes)
		c.g.fit([]int64{es, es, es}[:nops], vdMaxBytes)
		c.g.count = c.g.count / lanes * lanes
	}
	if c.g.form != 2 {
		switch {
		case c.partial && c.g.counter:
			if c.g.count%lanes == 0 {
				c.g.count++
			}
		case c.partial && c.g.form == 0:
			c.g.maskLen = 1 + int64(r.Intn(int(lanes-1)))
		case c.partial:
			c.g.words[0] &^= 1 << uint(r.Intn(64))
		case c.g.counter:
			c.g.count = c.g.count / lanes * lanes
			if c.g.count == 0 {
				c.g.count = lanes
			}
		case c.g.form == 0:
			c.g.maskLen = lanes
		default:
			c.g.words = []uint64{^uint64(0), ^uint64(0)}
			if lanes == 64 {
				c.g.words[1] = 0
			}
		}
		c.g.fit([]int64{es, es, es}[:nops], vdMaxBytes)
	}
	var n int64 // result bits
	if c.g.form == 2 {
		n = c.g.count
	} else {
		n = c.g.reps() * lanes
	}
	k := newVDKernel()
	nb := vdRoundUp((n+7)/8, 32)
	dst := k.buf("dst", vdU8, int(nb), randBytes(r, int(nb)))
	want := append([]byte(nil), dst.data...)
	var srcs [2]*vdBuf
	for i := 0; i < nops-1; i++ {
		ne := vdRoundUp(max(c.g.span(i+1, es), 1), 32/es)
		srcs[i] = k.buf(fmt.Sprintf("src%d", i), c.t, int(ne), smallVals(r, c.t, int(ne)))
	}
	c.sv = float64(r.Intn(9)-4) / 2
	if !c.t.float {
		c.sv = float64(r.Intn(9) - 4)
	}
	bit := func(i int64, b bool) {
		if b {
			want[i/8] |= 1 << uint(i%8)
		} else {
			want[i/8] &^= 1 << uint(i%8)
		}
	}
	get := func(k int, i int64) float64 { return val(c.t, getRaw(srcs[k].data, c.t, int(i))) }
	lane := func(i, i0, i1 int64) {
		y := c.sv
		if !c.scalar {
			y = get(1, i1)
		}
		bit(i, cmpFns[c.mode](get(0, i0), y))
	}
	if c.g.form == 2 {
		for i := int64(0); i < n; i++ {
			lane(i, i, i)
		}
	} else {
		c.g.each(func(rr, l int64) { lane(rr*lanes+l, c.g.off(1, rr, l, es), c.g.off(2, rr, l, es)) })
	}
	c.emit(k, r, dst, srcs)
	d := k.run(t)
	if c.g.form == 2 {
		c.partial = c.g.count*es%256 != 0
	}
	if c.partial {
		if d == "" {
			return "a partial mask ran; which bits masked-out lanes write is not settled"
		}
		return ""
	}
	if d != "" {
		return d
	}
	for i := range want {
		if dst.data[i] != want[i] {
			return fmt.Sprintf("dst byte %d = %#x, want %#x", i, dst.data[i], want[i])
		}
	}
	return ""
}

func (c *cmpInst) emit(k *vdKernel, r *rand.Rand, dst *vdBuf, srcs [2]*vdBuf) {
	ops := []string{"%dst", "%src0"}
	tys := []string{dst.lt(), srcs[0].lt()}
	name := "ascendc.compare"
	if c.scalar {
		name += "_scalar"
		ops = append(ops, k.scalar(c.t, c.sv))
		tys = append(tys, c.t.name)
	} else {
		ops = append(ops, "%src1")
		tys = append(tys, srcs[1].lt())
	}
	name += fmt.Sprintf("_l%d", c.g.form)
	if c.g.form == 2 {
		k.line("%s %s, %s {cmpMode = %d : i32} : %s, i32", name, strings.Join(ops, ", "), k.i32(c.g.count), c.mode, strings.Join(tys, ", "))
		return
	}
	m, mt, post := c.g.maskOperands(k, c.t.name, r)
	ops = append(append(ops, m...), k.i32(c.g.rep))
	tys = append(append(tys, mt...), "i32")
	g := c.g
	if c.scalar {
		ops = append(ops, k.params("unary_repeat_params", 1, g.blk[1], 8, g.rs[1]))
		tys = append(tys, "!ascendc.unary_repeat_params")
	} else {
		ops = append(ops, k.params("binary_repeat_params", 1, g.blk[1], g.blk[2], 8, g.rs[1], g.rs[2]))
		tys = append(tys, "!ascendc.binary_repeat_params")
	}
	k.line("%s %s {cmpMode = %d : i32} : %s", name, strings.Join(ops, ", "), c.mode, strings.Join(tys, ", "))
	if post != "" {
		k.line(post)
	}
}

type selInst struct {
	t      vdType
	mode   int
	scalar bool
	g      *vdGeom
	sv     float64
}

func (s *selInst) String() string {
	return fmt.Sprintf("select scalar=%v %s mode %d %v", s.scalar, s.t.name, s.mode, s.g)
}

func (s *selInst) run(t *testing.T, r *rand.Rand) string {
	es := int64(s.t.size)
	lanes := 256 / es
	nops := 3
	if s.scalar {
		nops = 2
	}
	s.g = randGeom(r, lanes, nops, -1, vdMaxBytes/32)
	s.g.useReg = false
	s.g.fit([]int64{es, es, es}[:nops], vdMaxBytes)
	for s.g.dstOverlaps(0, es) {
		s.g.blk[0], s.g.rs[0] = 1, 8
		if s.g.dstOverlaps(0, es) {
			s.g.rs[0] = 8 + int64(r.Intn(4))
		}
	}
	var nbits int64
	if s.g.form == 2 {
		nbits = s.g.count
		if s.mode == 0 {
			nbits = min(nbits, lanes)
		}
	} else if s.mode == 0 {
		nbits = lanes
	} else {
		nbits = s.g.reps() * lanes
	}
	k := newVDKernel()
	nd := vdRoundUp(max(s.g.span(0, es), 1), 32/es)
	dst := k.buf("dst", s.t, int(nd), randBytesNoNaN(r, s.t, int(nd)))
	nb := vdRoundUp((nbits+7)/8, 32)
	sm := k.buf("sm", vdU8, int(nb), randBytes(r, int(nb)))
	var srcs [2]*vdBuf
	for i := 0; i < nops-1; i++ {
		ne := vdRoundUp(max(s.g.span(i+1, es), 1), 32/es)
		srcs[i] = k.buf(fmt.Sprintf("src%d", i), s.t, int(ne), randBytesNoNaN(r, s.t, int(ne)))
	}
	s.sv = float64(r.Intn(200) - 100)
	want := append([]byte(nil), dst.data...)
	lane := func(b, i0, i1, i2 int64) {
		var v uint64
		switch {
		case sm.data[b/8]>>(b%8)&1 != 0:
			v = getRaw(srcs[0].data, s.t, int(i1))
		case s.scalar:
			v, _ = rnd(s.t, s.sv)
		default:
			v = getRaw(srcs[1].data, s.t, int(i2))
		}
		putRaw(want, s.t, int(i0), v)
	}
	if s.g.form == 2 {
		for i := int64(0); i < s.g.count; i++ {
			b := i
			if s.mode == 0 {
				b = i % lanes
			}
			lane(b, i, i, i)
		}
	} else {
		s.g.each(func(rr, l int64) {
			b := rr*lanes + l
			if s.mode == 0 {
				b = l
			}
			lane(b, s.g.off(0, rr, l, es), s.g.off(1, rr, l, es), s.g.off(2, rr, l, es))
		})
	}
	s.emit(k, r, dst, sm, srcs)
	if d := k.run(t); d != "" {
		return d
	}
	for i := 0; i < int(nd); i++ {
		if a, b := getRaw(dst.data, s.t, i), getRaw(want, s.t, i); a != b {
			return fmt.Sprintf("dst[%d] = %#x, want %#x", i, a, b)
		}
	}
	return ""
}

func (s *selInst) emit(k *vdKernel, r *rand.Rand, dst, sm *vdBuf, srcs [2]*vdBuf) {
	ops := []string{"%dst", "%sm", "%src0"}
	tys := []string{dst.lt(), sm.lt(), srcs[0].lt()}
	name := "ascendc.select"
	if s.scalar {
		name += "_scalar"
		ops = append(ops, k.scalar(s.t, s.sv))
		tys = append(tys, s.t.name)
	} else {
		ops = append(ops, "%src1")
		tys = append(tys, srcs[1].lt())
	}
	name += fmt.Sprintf("_l%d", s.g.form)
	if s.g.form == 2 {
		k.line("%s %s, %s {selMode = %d : i32} : %s, i32", name, strings.Join(ops, ", "), k.i32(s.g.count), s.mode, strings.Join(tys, ", "))
		return
	}
	g := s.g
	m, mt, post := g.maskOperands(k, s.t.name, r)
	ops = append(append(ops, m...), k.i32(g.rep), k.params("binary_repeat_params", g.blk[0], g.blk[1], g.blk[2], g.rs[0], g.rs[1], g.rs[2]))
	tys = append(append(tys, mt...), "i32", "!ascendc.binary_repeat_params")
	k.line("%s %s {selMode = %d : i32} : %s", name, strings.Join(ops, ", "), s.mode, strings.Join(tys, ", "))
	if post != "" {
		k.line(post)
	}
}

// TestVecDiffCompareSelect runs random compare, compare_scalar, select and select_scalar
// instances in every mode.
func TestVecDiffCompareSelect(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	fails := 0
	report := func(what fmt.Stringer, msg string) {
		if msg != "" {
			t.Errorf("%v: %s", what, msg)
			if fails++; fails > 20 {
				t.Fatal("too many failures")
			}
		}
	}
	for _, ty := range []vdType{vdF16, vdF32, vdI32, vdI16} {
		for mode := 0; mode < 6; mode++ {
			for n := 0; n < 8; n++ {
				c := &cmpInst{t: ty, mode: mode, scalar: n%2 == 1, partial: n%4 == 3}
				report(c, c.run(t, r))
			}
		}
	}
	for _, ty := range []vdType{vdF16, vdF32} {
		for _, mode := range []int{0, 1, 2} {
			for n := 0; n < 12; n++ {
				s := &selInst{t: ty, mode: mode, scalar: mode == 1}
				report(s, s.run(t, r))
			}
		}
	}
}

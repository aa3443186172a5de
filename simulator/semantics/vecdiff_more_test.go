package semantics

import (
	"encoding/binary"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// Differential tests of the remaining vector families: Axpy<float, half>, Brcb, UB->UB
// Copy, GatherMask with the built-in patterns, Gather (L2) and Transpose.

// vdFails collects failures of one test, stopping after 20.
type vdFails struct {
	t *testing.T
	n int
}

func (f *vdFails) check(what fmt.Stringer, msg string) {
	f.t.Helper()
	if msg == "" {
		return
	}
	f.t.Errorf("%v: %s", what, msg)
	if f.n++; f.n > 20 {
		f.t.Fatal("too many failures")
	}
}

type strf string

func (s strf) String() string { return string(s) }

// cmpBufs compares two buffers of type t element by element.
func cmpBufs(t vdType, got, want []byte) string {
	for i := 0; i < len(got)/t.size; i++ {
		if a, b := getRaw(got, t, i), getRaw(want, t, i); a != b {
			return fmt.Sprintf("dst[%d] = %#x (%g), want %#x (%g)", i, a, val(t, a), b, val(t, b))
		}
	}
	return ""
}

// exactVals fills n elements of t with small quarter-integers (exact through mul-add).
func exactVals(r *rand.Rand, t vdType, n int) []byte {
	b := make([]byte, n*t.size)
	for i := 0; i < n; i++ {
		v, _ := rnd(t, float64(r.Intn(64)-32)/4)
		putRaw(b, t, i, v)
	}
	return b
}

// TestVecDiffAxpyMixed: Axpy<float, half> (dst f32, src f16, scalar f16): a repeat has 64
// lanes (the wider type's), each operand placed by its own strides.
func TestVecDiffAxpyMixed(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	f := &vdFails{t: t}
	for n := 0; n < 60; n++ {
		g := randGeom(r, 64, 2, -1, vdMaxBytes/32)
		g.fit([]int64{4, 2}, vdMaxBytes)
		for g.dstOverlaps(0, 4) {
			g.blk[0], g.rs[0] = 1, 8+int64(r.Intn(3))
		}
		k := newVDKernel()
		nd := vdRoundUp(g.span(0, 4), 8)
		ns := vdRoundUp(g.span(1, 2), 16)
		dst := k.buf("dst", vdF32, int(nd), exactVals(r, vdF32, int(nd)))
		src := k.buf("src", vdF16, int(ns), exactVals(r, vdF16, int(ns)))
		s := float64(r.Intn(16)-8) / 2
		want := append([]byte(nil), dst.data...)
		lane := func(di, si int64) {
			x := val(vdF16, getRaw(src.data, vdF16, int(si)))
			d := val(vdF32, getRaw(dst.data, vdF32, int(di)))
			b, _ := rnd(vdF32, x*s+d)
			putRaw(want, vdF32, int(di), b)
		}
		sc := k.scalar(vdF16, s)
		tys := dst.lt() + ", " + src.lt() + ", f16"
		if g.form == 2 {
			for i := int64(0); i < g.count; i++ {
				lane(i, i)
			}
			k.line("ascendc.axpy_l2 %%dst, %%src, %s, %s : %s, i32", sc, k.i32(g.count), tys)
		} else {
			g.each(func(rr, l int64) { lane(g.off(0, rr, l, 4), g.off(1, rr, l, 2)) })
			m, mt, post := g.maskOperands(k, "f32", r)
			p := k.params("unary_repeat_params", g.blk[0], g.blk[1], g.rs[0], g.rs[1])
			attr := " {isSetMask}"
			if g.useReg {
				attr = ""
			}
			k.line("ascendc.axpy_l%d %%dst, %%src, %s, %s, %s, %s%s : %s, %s, i32, !ascendc.unary_repeat_params", g.form, sc, strings.Join(m, ", "), k.i32(g.rep), p, attr, tys, strings.Join(mt, ", "))
			if post != "" {
				k.line(post)
			}
		}
		what := strf(fmt.Sprintf("axpy f32<-f16 %v scalar %g", g, s))
		if d := k.run(t); d != "" {
			f.check(what, d)
			continue
		}
		f.check(what, cmpBufs(vdF32, dst.data, want))
	}
}

// TestVecDiffBrcb: repeat r broadcasts src elements 8r..8r+7, each to one 32-byte block of
// dst, block b at (r*dstRepStride + b*dstBlkStride) blocks.
func TestVecDiffBrcb(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	f := &vdFails{t: t}
	for n := 0; n < 40; n++ {
		ty := []vdType{vdF16, vdF32, vdI16, vdI32, vdU16}[r.Intn(5)]
		es := int64(ty.size)
		epb := 32 / es
		rep := int64(r.Intn(40))
		if r.Intn(5) == 0 {
			rep = 200 + int64(r.Intn(56))
		}
		blk := 1 + int64(r.Intn(3))
		rs := 8*blk + int64(r.Intn(4))
		if r.Intn(3) == 0 {
			blk, rs = 1, 8
		}
		for max(1, rep)*rs*32 > vdMaxBytes {
			rep /= 2
		}
		k := newVDKernel()
		nd := vdRoundUp(max(rep-1, 0)*rs*epb+7*blk*epb+epb, epb)
		ns := vdRoundUp(rep*8, epb)
		dst := k.buf("dst", ty, int(nd), randBytesNoNaN(r, ty, int(nd)))
		src := k.buf("src", ty, int(ns), randBytesNoNaN(r, ty, int(ns)))
		want := append([]byte(nil), dst.data...)
		for rr := int64(0); rr < rep; rr++ {
			for b := int64(0); b < 8; b++ {
				v := getRaw(src.data, ty, int(rr*8+b))
				for e := int64(0); e < epb; e++ {
					putRaw(want, ty, int((rr*rs+b*blk)*epb+e), v)
				}
			}
		}
		p := k.params("brcb_repeat_params", blk, rs)
		k.line("ascendc.brcb_l0 %%dst, %%src, %s, %s : %s, %s, i32, !ascendc.brcb_repeat_params", k.i32(rep), p, dst.lt(), src.lt())
		what := strf(fmt.Sprintf("brcb %s rep=%d blk=%d rs=%d", ty.name, rep, blk, rs))
		if d := k.run(t); d != "" {
			f.check(what, d)
			continue
		}
		f.check(what, cmpBufs(ty, dst.data, want))
	}
}

// TestVecDiffCopy: UB->UB Copy; copy_l0 takes mask words (bitwise), copy_l1 a count
// (continuous), isSetMask is an i1 operand; CopyRepeatParams = dstStride, srcStride,
// dstRepeatSize, srcRepeatSize in blocks.
func TestVecDiffCopy(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	f := &vdFails{t: t}
	for n := 0; n < 60; n++ {
		ty := []vdType{vdF16, vdF32, vdI16, vdI32}[r.Intn(4)]
		es := int64(ty.size)
		g := randGeom(r, 256/es, 2, r.Intn(2), vdMaxBytes/32)
		// copy_l0 is the bitwise form (a mask list), copy_l1 the continuous one.
		if g.form == 0 && !g.counter {
			g.form, g.words = 1, randWords(r, 256/es)
		} else if g.form == 1 && !g.counter {
			g.form, g.maskLen = 0, 1+int64(r.Intn(int(256/es)))
		}
		g.fit([]int64{es, es}, vdMaxBytes)
		for g.dstOverlaps(0, es) {
			g.blk[0], g.rs[0] = 1, 8+int64(r.Intn(3))
		}
		k := newVDKernel()
		nd := vdRoundUp(g.span(0, es), 32/es)
		ns := vdRoundUp(g.span(1, es), 32/es)
		dst := k.buf("dst", ty, int(nd), randBytesNoNaN(r, ty, int(nd)))
		src := k.buf("src", ty, int(ns), randBytesNoNaN(r, ty, int(ns)))
		want := append([]byte(nil), dst.data...)
		g.each(func(rr, l int64) {
			putRaw(want, ty, int(g.off(0, rr, l, es)), getRaw(src.data, ty, int(g.off(1, rr, l, es))))
		})
		m, mt, post := g.maskOperands(k, ty.name, r)
		p := k.params("copy_repeat_params", g.blk[0], g.blk[1], g.rs[0], g.rs[1])
		set := k.c("i1", fmt.Sprint(boolI(!g.useReg)))
		name := "copy_l1"
		if g.form == 1 {
			name = "copy_l0"
		}
		k.line("ascendc.%s %%dst, %%src, %s, %s, %s, %s : %s, %s, %s, i32, !ascendc.copy_repeat_params, i1", name, strings.Join(m, ", "), k.i32(g.rep), p, set, dst.lt(), src.lt(), strings.Join(mt, ", "))
		if post != "" {
			k.line(post)
		}
		what := strf(fmt.Sprintf("%s %s %v", name, ty.name, g))
		if d := k.run(t); d != "" {
			f.check(what, d)
			continue
		}
		f.check(what, cmpBufs(ty, dst.data, want))
	}
}

// TestVecDiffGatherMask: normal mode, built-in patterns 1..7 (1 even lanes, 2 odd, 3..6
// lanes l%4 == 0..3, 7 all); kept lanes packed into dst from its start.
func TestVecDiffGatherMask(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	f := &vdFails{t: t}
	keep := []func(l int64) bool{nil,
		func(l int64) bool { return l%2 == 0 }, func(l int64) bool { return l%2 == 1 },
		func(l int64) bool { return l%4 == 0 }, func(l int64) bool { return l%4 == 1 },
		func(l int64) bool { return l%4 == 2 }, func(l int64) bool { return l%4 == 3 },
		func(l int64) bool { return true }}
	for n := 0; n < 50; n++ {
		ty := []vdType{vdF16, vdF32, vdI16, vdI32}[r.Intn(4)]
		es := int64(ty.size)
		lanes := 256 / es
		pat := 1 + r.Intn(7)
		g := randGeom(r, lanes, 2, 0, vdMaxBytes/32)
		g.counter, g.maskLen = false, lanes
		g.rep = 1 + g.rep%255
		g.fit([]int64{es, es}, vdMaxBytes)
		if g.rep == 0 {
			g.rep = 1
		}
		k := newVDKernel()
		ns := vdRoundUp(g.span(1, es), 32/es)
		nd := vdRoundUp(g.rep*lanes, 32/es)
		dst := k.buf("dst", ty, int(nd), randBytesNoNaN(r, ty, int(nd)))
		src := k.buf("src", ty, int(ns), randBytesNoNaN(r, ty, int(ns)))
		want := append([]byte(nil), dst.data...)
		at := 0
		g.each(func(rr, l int64) {
			if keep[pat](l) {
				putRaw(want, ty, at, getRaw(src.data, ty, int(g.off(1, rr, l, es))))
				at++
			}
		})
		k.line("%%gp = ascendc.construct !ascendc.gather_mask_params(%s, %s, %s, %s) : i32, i32, i32, i32", k.i32(g.blk[1]), k.i32(g.rep), k.i32(g.rs[1]), k.i32(0))
		mk := fmt.Sprintf("%%mk%d", n)
		k.line("%s = builtin.unrealized_conversion_cast %s : i32 to ui32", mk, k.i32(0))
		k.line("%%n = ascendc.gather_mask %%dst, %%src, %s, %s, %s, %%gp, default : %s, %s, i8, i1, ui32, !ascendc.gather_mask_params -> i64",
			k.c("i8", fmt.Sprint(pat)), k.c("i1", "0"), mk, dst.lt(), src.lt())
		what := strf(fmt.Sprintf("gather_mask %s pattern %d rep=%d blk=%d rs=%d", ty.name, pat, g.rep, g.blk[1], g.rs[1]))
		if d := k.run(t); d != "" {
			f.check(what, d)
			continue
		}
		f.check(what, cmpBufs(ty, dst.data, want))
	}
}

// TestVecDiffGather: gather_l2 dst[i] = src at byte base + offset[i] (uint32 byte offsets).
func TestVecDiffGather(t *testing.T) {
	r := rand.New(rand.NewSource(10))
	f := &vdFails{t: t}
	for n := 0; n < 30; n++ {
		ty := []vdType{vdF16, vdF32, vdI16, vdI32}[r.Intn(4)]
		es := int64(ty.size)
		count := 1 + int64(r.Intn(3000))
		ns := vdRoundUp(1+int64(r.Intn(4000)), 32/es)
		base := int64(r.Intn(8)) * es
		k := newVDKernel()
		nd := vdRoundUp(count, 32/es)
		dst := k.buf("dst", ty, int(nd), randBytesNoNaN(r, ty, int(nd)))
		src := k.buf("src", ty, int(ns), randBytesNoNaN(r, ty, int(ns)))
		no := vdRoundUp(count, 8)
		offs := make([]byte, no*4)
		want := append([]byte(nil), dst.data...)
		for i := int64(0); i < count; i++ {
			e := int64(r.Intn(int(ns - base/es)))
			binary.LittleEndian.PutUint32(offs[4*i:], uint32(e*es))
			putRaw(want, ty, int(i), getRaw(src.data, ty, int(e+base/es)))
		}
		off := k.buf("off", vdU32, int(no), offs)
		k.line("ascendc.gather_l2 %%dst, %%src, %%off, %s, %s : %s, %s, %s, i32, i32", k.i32(base), k.i32(count), dst.lt(), src.lt(), off.lt())
		what := strf(fmt.Sprintf("gather_l2 %s count=%d base=%d", ty.name, count, base))
		if d := k.run(t); d != "" {
			f.check(what, d)
			continue
		}
		f.check(what, cmpBufs(ty, dst.data, want))
	}
}

// TestVecDiffTranspose: one 16x16 matrix of 2-byte elements, dst[j*16+i] = src[i*16+j].
func TestVecDiffTranspose(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	f := &vdFails{t: t}
	for n := 0; n < 8; n++ {
		ty := []vdType{vdF16, vdI16, vdU16}[r.Intn(3)]
		k := newVDKernel()
		extra := 16 * r.Intn(3)
		dst := k.buf("dst", ty, 256+extra, randBytesNoNaN(r, ty, 256+extra))
		src := k.buf("src", ty, 256, randBytesNoNaN(r, ty, 256))
		want := append([]byte(nil), dst.data...)
		for i := 0; i < 16; i++ {
			for j := 0; j < 16; j++ {
				putRaw(want, ty, j*16+i, getRaw(src.data, ty, i*16+j))
			}
		}
		k.line("ascendc.transpose %%dst, %%src : %s, %s", dst.lt(), src.lt())
		what := strf("transpose " + ty.name)
		if d := k.run(t); d != "" {
			f.check(what, d)
			continue
		}
		f.check(what, cmpBufs(ty, dst.data, want))
	}
}

// TestVecDiffRefusals: forms the spec does not settle stop the core with an error at the
// op instead of running a guess.
func TestVecDiffRefusals(t *testing.T) {
	cases := []struct {
		name string
		body func(k *vdKernel) string
		want string
	}{
		{"one mask word for 128 lanes", func(k *vdKernel) string {
			p := k.params("binary_repeat_params", 1, 1, 1, 8, 8, 8)
			return fmt.Sprintf("ascendc.add_l1 %%dst, %%src0, %%src1, %s, %s, %s {isSetMask} : T16, T16, T16, ui64, i32, !ascendc.binary_repeat_params", k.u64(^uint64(0)), k.i32(1), p)
		}, "takes one mask word for 128 lanes"},
		{"half source under a float dst", func(k *vdKernel) string {
			return fmt.Sprintf("ascendc.add_l2 %%d32, %%src0, %%src1, %s : T32, T16, T16, i32", k.i32(64))
		}, "is not simulated with a f16 source under a f32 destination"},
		{"integer overflow outside the modular ops", func(k *vdKernel) string {
			return fmt.Sprintf("ascendc.neg_l2 %%i16, %%i16, %s : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i32", k.i32(16))
		}, "whether integer arithmetic wraps or saturates is not settled"},
		{"shift count past the width", func(k *vdKernel) string {
			return fmt.Sprintf("ascendc.shift_left_l2 %%i16, %%i16, %s, %s : !ascendc.local_tensor<16xi16>, !ascendc.local_tensor<16xi16>, i16, i32", k.scalar(vdI16, 16), k.i32(16))
		}, "shift count 16 is outside [0, 16)"},
		{"compare over part of a repeat", func(k *vdKernel) string {
			return fmt.Sprintf("ascendc.compare_l2 %%m, %%src0, %%src1, %s {cmpMode = 0 : i32} : !ascendc.local_tensor<128xui8>, T16, T16, i32", k.i32(100))
		}, "is not simulated for calCount 100"},
	}
	for _, c := range cases {
		k := newVDKernel()
		k.buf("dst", vdF16, 128, make([]byte, 256))
		k.buf("src0", vdF16, 128, make([]byte, 256))
		k.buf("src1", vdF16, 128, make([]byte, 256))
		k.buf("d32", vdF32, 128, make([]byte, 512))
		k.buf("m", vdU8, 128, make([]byte, 128))
		k.buf("i16", vdI16, 16, []byte{0, 0x80, 0, 0x80, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
		line := strings.NewReplacer("T16", "!ascendc.local_tensor<128xf16>", "T32", "!ascendc.local_tensor<128xf32>").Replace(c.body(k))
		k.line("%s", line)
		if d := k.run(t); !strings.Contains(d, c.want) {
			t.Errorf("%s: want %q, got %q", c.name, c.want, d)
		}
	}
}

// TestVecDiffL3: dst = src0 op src1 over the whole tensors (operator+ - * /); an integer
// quotient is refused (its rounding is not documented).
func TestVecDiffL3(t *testing.T) {
	r := rand.New(rand.NewSource(16))
	f := &vdFails{t: t}
	ops := []struct {
		name string
		f    func(x, y float64) float64
	}{{"add", func(x, y float64) float64 { return x + y }}, {"sub", func(x, y float64) float64 { return x - y }},
		{"mul", func(x, y float64) float64 { return x * y }}, {"div", func(x, y float64) float64 { return x / y }}}
	for _, op := range ops {
		for _, ty := range []vdType{vdF16, vdF32, vdI16, vdI32} {
			n := int(vdRoundUp(1+int64(r.Intn(3000)), int64(32/ty.size)))
			k := newVDKernel()
			dst := k.buf("dst", ty, n, randBytesNoNaN(r, ty, n))
			var srcs [2]*vdBuf
			for i := range srcs {
				b := make([]byte, n*ty.size)
				for j := 0; j < n; j++ {
					v, _ := rnd(ty, randVal(r, ty, valClass{elo: -6, ehi: 6, nonzero: true, ilo: -150, ihi: 150}))
					putRaw(b, ty, j, v)
				}
				srcs[i] = k.buf(fmt.Sprintf("src%d", i), ty, n, b)
			}
			want := make([]byte, len(dst.data))
			for j := 0; j < n; j++ {
				v, _ := rnd(ty, op.f(val(ty, getRaw(srcs[0].data, ty, j)), val(ty, getRaw(srcs[1].data, ty, j))))
				putRaw(want, ty, j, v)
			}
			k.line("ascendc.%s_l3 %%dst, %%src0, %%src1 : %s, %s, %s", op.name, dst.lt(), srcs[0].lt(), srcs[1].lt())
			what := strf(fmt.Sprintf("%s_l3 %s n=%d", op.name, ty.name, n))
			d := k.run(t)
			if op.name == "div" && !ty.float {
				if !strings.Contains(d, "integer results are not documented") {
					f.check(what, "an integer quotient ran: "+d)
				}
				continue
			}
			if d != "" {
				f.check(what, d)
				continue
			}
			f.check(what, cmpBufs(ty, dst.data, want))
		}
	}
}

// TestVecDiffGatherL01: gather_l0/l1, repeat r lane l uses offset element r*L+l (a byte
// offset from src's start plus srcBaseAddr); dst at byte r*dstRepStride*32 + l*size.
func TestVecDiffGatherL01(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	f := &vdFails{t: t}
	for n := 0; n < 40; n++ {
		ty := []vdType{vdF16, vdF32, vdI16, vdI32}[r.Intn(4)]
		es := int64(ty.size)
		lanes := 256 / es
		g := randGeom(r, lanes, 1, r.Intn(2), vdMaxBytes/32)
		g.useReg = false
		g.blk[0], g.rs[0] = 1, 8+int64(r.Intn(4))
		g.fit([]int64{es}, vdMaxBytes)
		reps := g.reps()
		k := newVDKernel()
		nd := vdRoundUp(g.span(0, es), 32/es)
		ns := vdRoundUp(1+int64(r.Intn(3000)), 32/es)
		base := int64(r.Intn(4)) * es
		dst := k.buf("dst", ty, int(nd), randBytesNoNaN(r, ty, int(nd)))
		src := k.buf("src", ty, int(ns), randBytesNoNaN(r, ty, int(ns)))
		no := vdRoundUp(max(reps*lanes, 1), 8)
		offs := make([]byte, no*4)
		for i := int64(0); i < no; i++ {
			binary.LittleEndian.PutUint32(offs[4*i:], uint32(int64(r.Intn(int(ns-base/es)))*es))
		}
		off := k.buf("off", vdU32, int(no), offs)
		want := append([]byte(nil), dst.data...)
		g.each(func(rr, l int64) {
			o := int64(binary.LittleEndian.Uint32(offs[4*(rr*lanes+l):]))
			putRaw(want, ty, int(g.off(0, rr, l, es)), getRaw(src.data, ty, int((base+o)/es)))
		})
		m, mt, post := g.maskOperands(k, ty.name, r)
		k.line("ascendc.gather_l%d %%dst, %%src, %%off, %s, %s, %s, %s : %s, %s, %s, i32, %s, i32, i32", g.form, k.i32(base), strings.Join(m, ", "), k.i32(g.rep), k.i32(g.rs[0]), dst.lt(), src.lt(), off.lt(), strings.Join(mt, ", "))
		if post != "" {
			k.line(post)
		}
		what := strf(fmt.Sprintf("gather %s %v base=%d", ty.name, g, base))
		if d := k.run(t); d != "" {
			f.check(what, d)
			continue
		}
		f.check(what, cmpBufs(ty, dst.data, want))
	}
}

// TestVecDiffMulAddDstMixed: MulAddDst<float, half> (dst f32, src0 and src1 f16): dst +=
// src0 · src1, rounded once to f32; a repeat has 64 lanes (the wider type's), each operand
// placed by its own strides (BinaryRepeatParams), dst read and written at its own.
func TestVecDiffMulAddDstMixed(t *testing.T) {
	r := rand.New(rand.NewSource(15))
	f := &vdFails{t: t}
	for n := 0; n < 60; n++ {
		g := randGeom(r, 64, 3, -1, vdMaxBytes/32)
		g.fit([]int64{4, 2, 2}, vdMaxBytes)
		for g.dstOverlaps(0, 4) {
			g.blk[0], g.rs[0] = 1, 8+int64(r.Intn(3))
		}
		k := newVDKernel()
		nd := vdRoundUp(g.span(0, 4), 8)
		n0, n1 := vdRoundUp(g.span(1, 2), 16), vdRoundUp(g.span(2, 2), 16)
		dst := k.buf("dst", vdF32, int(nd), exactVals(r, vdF32, int(nd)))
		a := k.buf("a", vdF16, int(n0), exactVals(r, vdF16, int(n0)))
		b := k.buf("b", vdF16, int(n1), exactVals(r, vdF16, int(n1)))
		want := append([]byte(nil), dst.data...)
		lane := func(di, ai, bi int64) {
			x := val(vdF16, getRaw(a.data, vdF16, int(ai)))
			y := val(vdF16, getRaw(b.data, vdF16, int(bi)))
			d := val(vdF32, getRaw(dst.data, vdF32, int(di)))
			v, _ := rnd(vdF32, x*y+d)
			putRaw(want, vdF32, int(di), v)
		}
		tys := dst.lt() + ", " + a.lt() + ", " + b.lt()
		if g.form == 2 {
			for i := int64(0); i < g.count; i++ {
				lane(i, i, i)
			}
			k.line("ascendc.mul_add_dst_l2 %%dst, %%a, %%b, %s : %s, i32", k.i32(g.count), tys)
		} else {
			g.each(func(rr, l int64) { lane(g.off(0, rr, l, 4), g.off(1, rr, l, 2), g.off(2, rr, l, 2)) })
			m, mt, post := g.maskOperands(k, "f32", r)
			p := k.params("binary_repeat_params", g.blk[0], g.blk[1], g.blk[2], g.rs[0], g.rs[1], g.rs[2])
			attr := " {isSetMask}"
			if g.useReg {
				attr = ""
			}
			k.line("ascendc.mul_add_dst_l%d %%dst, %%a, %%b, %s, %s, %s%s : %s, %s, i32, !ascendc.binary_repeat_params", g.form, strings.Join(m, ", "), k.i32(g.rep), p, attr, tys, strings.Join(mt, ", "))
			if post != "" {
				k.line(post)
			}
		}
		what := strf(fmt.Sprintf("mul_add_dst f32<-f16 %v", g))
		if d := k.run(t); d != "" {
			f.check(what, d)
			continue
		}
		f.check(what, cmpBufs(vdF32, dst.data, want))
	}
	// Sources of two element types are refused when the kernel is compiled.
	k := newVDKernel()
	k.buf("dst", vdF32, 64, nil)
	k.buf("a", vdF16, 64, nil)
	k.buf("b", vdF32, 64, nil)
	k.line("ascendc.mul_add_dst_l2 %%dst, %%a, %%b, %s : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i32", k.i32(64))
	if d := k.run(t); !strings.Contains(d, "sources of two element types") {
		t.Errorf("mixed f16/f32 sources: %q", d)
	}
}

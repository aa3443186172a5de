package semantics

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// The fused narrowing ops AddReluCast, SubReluCast (dst = Cast(Relu(src0 -/+ src1))) and
// MulCast (dst = Cast(src0 * src1)): the arithmetic is the source type's (rounded to it,
// s16 saturating), the narrowing the default cast (float -> integer half to even,
// saturating; f32 -> f16 nearest even, saturating; s16 -> s8 saturating: hardware.md §7).
// A repeat has the lanes of the wider (source) type; every operand its own strides.

type fusedPair struct {
	op       string
	src, dst vdType
}

var fusedPairs = []fusedPair{
	{"add_relu_cast", vdF16, vdI8}, {"add_relu_cast", vdF32, vdF16}, {"add_relu_cast", vdI16, vdI8},
	{"sub_relu_cast", vdF16, vdI8}, {"sub_relu_cast", vdF32, vdF16}, {"sub_relu_cast", vdI16, vdI8},
	{"mul_cast", vdF16, vdI8}, {"mul_cast", vdF16, vdU8},
}

// fusedVal draws a source value: ties, values past the narrow range, small ones.
func fusedVal(r *rand.Rand, t vdType) uint64 {
	var v float64
	switch r.Intn(4) {
	case 0:
		v = float64(r.Intn(601)-300) / 2
	case 1:
		v = float64(r.Intn(61) - 30)
	case 2:
		v = math.Ldexp(1+r.Float64(), r.Intn(20)-4)
	default:
		v = float64(r.Intn(17)-8) / 4
	}
	if r.Intn(2) == 0 {
		v = -v
	}
	if !t.float {
		v = math.Round(v * float64(1+r.Intn(200)))
		lo, hi := vdRange(t)
		v = math.Max(lo, math.Min(hi, v))
	}
	b, _ := rnd(t, v)
	return b
}

func fusedRef(p fusedPair, x, y float64) uint64 {
	var v float64
	switch p.op {
	case "add_relu_cast":
		v = x + y
	case "sub_relu_cast":
		v = x - y
	default:
		v = x * y
	}
	if p.src.float { // rounded to the source type, overflow to infinity
		b, _ := rnd(p.src, v)
		v = val(p.src, b)
	} else {
		lo, hi := vdRange(p.src)
		v = math.Max(lo, math.Min(hi, v))
	}
	if p.op != "mul_cast" {
		v = math.Max(v, 0)
	}
	if p.dst.float {
		return vdEncode(p.dst, vdRoundFloat(v, p.dst, 1))
	}
	return vdEncode(p.dst, vdRoundInt(v, 1))
}

// TestVecDiffFusedCast runs random instances of the fused narrowing ops at L0/L1/L2.
func TestVecDiffFusedCast(t *testing.T) {
	r := rand.New(rand.NewSource(15))
	f := &vdFails{t: t}
	for _, p := range fusedPairs {
		for n := 0; n < 12; n++ {
			ss, ds := int64(p.src.size), int64(p.dst.size)
			g := randGeom(r, 256/ss, 3, -1, vdMaxBytes/32)
			if p.op == "mul_cast" {
				g.useReg = false // the call has no isSetMask template: the operands apply
			}
			g.fit([]int64{ds, ss, ss}, vdMaxBytes)
			for g.dstOverlaps(0, ds) {
				g.blk[0], g.rs[0] = 1, 8+int64(r.Intn(3))
			}
			k := newVDKernel()
			nd := vdRoundUp(g.span(0, ds), 32/ds)
			dst := k.buf("dst", p.dst, int(nd), randBytesNoNaN(r, p.dst, int(nd)))
			var srcs [2]*vdBuf
			for i := range srcs {
				ns := vdRoundUp(g.span(i+1, ss), 32/ss)
				b := make([]byte, ns*ss)
				for j := 0; j < int(ns); j++ {
					putRaw(b, p.src, j, fusedVal(r, p.src))
				}
				srcs[i] = k.buf(fmt.Sprintf("src%d", i), p.src, int(ns), b)
			}
			want := append([]byte(nil), dst.data...)
			lane := func(d, a, b int64) {
				x := val(p.src, getRaw(srcs[0].data, p.src, int(a)))
				y := val(p.src, getRaw(srcs[1].data, p.src, int(b)))
				putRaw(want, p.dst, int(d), fusedRef(p, x, y))
			}
			tys := strings.Join([]string{dst.lt(), srcs[0].lt(), srcs[1].lt()}, ", ")
			name := fmt.Sprintf("ascendc.%s_l%d", p.op, g.form)
			if g.form == 2 {
				for i := int64(0); i < g.count; i++ {
					lane(i, i, i)
				}
				k.line("%s %%dst, %%src0, %%src1, %s : %s, i32", name, k.i32(g.count), tys)
			} else {
				g.each(func(rr, l int64) { lane(g.off(0, rr, l, ds), g.off(1, rr, l, ss), g.off(2, rr, l, ss)) })
				m, mt, post := g.maskOperands(k, p.src.name, r)
				prm := k.params("binary_repeat_params", g.blk[0], g.blk[1], g.blk[2], g.rs[0], g.rs[1], g.rs[2])
				attr := " {isSetMask}"
				if g.useReg || p.op == "mul_cast" {
					attr = ""
				}
				k.line("%s %%dst, %%src0, %%src1, %s, %s, %s%s : %s, %s, i32, !ascendc.binary_repeat_params", name, strings.Join(m, ", "), k.i32(g.rep), prm, attr, tys, strings.Join(mt, ", "))
				if post != "" {
					k.line(post)
				}
			}
			what := strf(fmt.Sprintf("%s %s->%s %v", p.op, p.src.name, p.dst.name, g))
			if d := k.run(t); d != "" {
				f.check(what, d)
				continue
			}
			f.check(what, cmpBufs(p.dst, dst.data, want))
		}
	}
}

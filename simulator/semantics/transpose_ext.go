package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Transpose(dst, src, sharedTmpBuffer, TransposeParamsExt) (docs/sim/transpose.md): the
// 4-D layout conversions NCHW→NHWC and NHWC→NCHW over (nSize, cSize, hSize, wSize), pure
// permutations of src's elements into dst. The library works through sharedTmpBuffer,
// whose contents afterwards are not specified: the model marks all of it written and
// undefined. The other TransposeType values are refused.

func registerTransposeExt(r *sim.Registry) {
	reg(r, ascendc.OpTransposeExt, apiCost, compileTransposeExt)
}

// transposeExtFields are TransposeParamsExt's members in declaration (and constructor
// argument) order.
var transposeExtFields = []string{"nSize", "cSize", "hSize", "wSize", "transposeType"}

func compileTransposeExt(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	v, _ := ascendc.AsTransposeExtOp(op)
	d, sd := elemOf(cc, v.Dst()), elemOf(cc, v.Src())
	if d != sd {
		return nil, ir.OpError(op, "is not simulated for dst %s and src %s: the two tensors share one element type", d, sd)
	}
	if d.Size() != 2 && d.Size() != 4 {
		return nil, ir.OpError(op, "is not simulated for %s elements: the 4-D conversions are modelled for 16- and 32-bit elements", d)
	}
	if td := elemOf(cc, v.SharedTmpBuffer()); td != sim.U8 {
		return nil, ir.OpError(op, "is not simulated for a sharedTmpBuffer of %s elements (it is a LocalTensor<uint8_t>)", td)
	}
	dr, sr, tr, pr := cc.Slot(v.Dst()), cc.Slot(v.Src()), cc.Slot(v.SharedTmpBuffer()), cc.Slot(v.Params())
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		var f [5]int64
		for i, name := range transposeExtFields {
			if i >= len(p.F) || p.F[i] == unsetField {
				return c.Fatal(in, "TransposeParamsExt.%s was never set", name)
			}
			f[i] = p.F[i]
		}
		tt := ascendc.TransposeType(f[4])
		if tt != ascendc.TransposeType_TRANSPOSE_NCHW2NHWC && tt != ascendc.TransposeType_TRANSPOSE_NHWC2NCHW {
			return c.Fatal(in, "is not simulated for TransposeType %s: only TRANSPOSE_NCHW2NHWC and TRANSPOSE_NHWC2NCHW are modelled", transposeTypeName(f[4]))
		}
		for i, s := range f[:4] {
			if s < 0 || s > 0xffff {
				return c.Fatal(in, "TransposeParamsExt.%s=%d is not a uint16_t", transposeExtFields[i], s)
			}
		}
		dst, src, tmp := &c.Regs[dr].T, &c.Regs[sr].T, &c.Regs[tr].T
		if !ubOnly(c, in, dst, src, tmp) {
			return sim.Fail
		}
		sh := nchw{f[0], f[1], f[2], f[3]}
		bytes := sh.count() * es
		if why := disjointUB(dst, bytes, src, bytes, tmp, tmp.Size); why != "" {
			return c.Fatal(in, "is not simulated with %s: the library's passes through sharedTmpBuffer would read what they already wrote", why)
		}
		rep := (bytes + 255) / 256
		c.Issue(in, pv, c.Cost().Vector(2*max(rep, 1), false), c.Cost().VecHead)
		return runTransposeExt(c, in, pv, dst, src, tmp, sh, es, tt == ascendc.TransposeType_TRANSPOSE_NCHW2NHWC)
	}, nil
}

// transposeTypeName spells a TransposeType value by its enum name (the number when it has
// none).
func transposeTypeName(v int64) string {
	if _, ok := ascendc.TransposeTypeEnum.Case(v); ok {
		return ascendc.TransposeType(v).Symbol()
	}
	return itoa64(v) + " (no TransposeType)"
}

// nchw is the 4-D shape (nSize, cSize, hSize, wSize).
type nchw struct{ n, c, h, w int64 }

func (s nchw) count() int64 { return s.n * s.c * s.h * s.w }

// disjointUB names the first pair among dst, src and sharedTmpBuffer (UB tensors with the
// byte extents used) that overlap, or returns "".
func disjointUB(dst *sim.Tensor, dn int64, src *sim.Tensor, sn int64, tmp *sim.Tensor, tn int64) string {
	type ext struct {
		name   string
		lo, hi int64
	}
	es := []ext{{"dst", dst.Addr, dst.Addr + dn}, {"src", src.Addr, src.Addr + sn}, {"sharedTmpBuffer", tmp.Addr, tmp.Addr + tn}}
	for i := range es {
		for j := i + 1; j < len(es); j++ {
			a, b := es[i], es[j]
			if a.lo < a.hi && b.lo < b.hi && a.lo < b.hi && b.lo < a.hi {
				return a.name + " overlapping " + b.name
			}
		}
	}
	return ""
}

// runTransposeExt moves element (n, c, h, w) of an NCHW src to (n, h, w, c) of an NHWC
// dst (toNHWC), or element (n, h, w, c) of an NHWC src to (n, c, h, w) of an NCHW dst.
// Undefined source elements make their destination elements undefined; the whole
// sharedTmpBuffer is written and left undefined.
func runTransposeExt(c *sim.Core, in *sim.Instr, pv arch.Pipe, dst, src, tmp *sim.Tensor, sh nchw, es int64, toNHWC bool) sim.Ctl {
	total := sh.count()
	if total > 0 {
		s, ok := c.Mem(in, pv, src, 0, total*es, false)
		if !ok {
			return sim.Fail
		}
		x := append([]byte(nil), s...)
		garbage := c.TakeUndefined()
		w, ok := c.Mem(in, pv, dst, 0, total*es, true)
		if !ok {
			return sim.Fail
		}
		for n := int64(0); n < sh.n; n++ {
			for ch := int64(0); ch < sh.c; ch++ {
				for h := int64(0); h < sh.h; h++ {
					for wi := int64(0); wi < sh.w; wi++ {
						nc := ((n*sh.c+ch)*sh.h+h)*sh.w + wi
						nh := ((n*sh.h+h)*sh.w+wi)*sh.c + ch
						from, to := nc, nh
						if !toNHWC {
							from, to = nh, nc
						}
						copy(w[to*es:(to+1)*es], x[from*es:(from+1)*es])
						if garbage {
							if u, o := c.Undefined(src, from*es, es); u {
								c.Poison(in, dst, to*es, es, o)
							}
						}
					}
				}
			}
		}
	}
	if tmp.Size > 0 {
		if _, ok := c.Mem(in, pv, tmp, 0, tmp.Size, true); !ok {
			return sim.Fail
		}
		c.Poison(in, tmp, 0, tmp.Size, 0)
	}
	return sim.Next
}

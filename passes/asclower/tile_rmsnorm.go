package asclower

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// rms_norm of asclower-asctile: the RmsNorm tiling is computed at compile time from the
// tile shape and the size of the shared temporary buffer (spec §2, "RmsNorm tiling").

// rmsNormTmpBytes is PyAsc's temporary buffer: 256 KiB, the whole UB of a 950 and more
// than a 910B has, so no kernel using it can allocate its UB.
const rmsNormTmpBytes = 262144

// rmsNormFitBytes is the smallest temporary buffer (a whole number of 32-byte blocks, at
// most PyAsc's) whose tiling normalises the whole tile in one round (loopRound 1, no
// tail). The tiling is the library's for that buffer size, so RmsNorm stays within it.
func rmsNormFitBytes(rows, H, T int64) int64 {
	for bytes := int64(32); bytes < rmsNormTmpBytes; bytes += 32 {
		if t := computeRmsNormTiling(rows, H, T, bytes); t.loopRound == 1 && t.tailBsh == 0 {
			return bytes
		}
	}
	return rmsNormTmpBytes
}

type rmsNormTiling struct {
	b, s, h, orig                           int64
	recip                                   float64
	mainBsh, mainBs, mainBsAlign, loopRound int64
	tailBsh, inputTailPos, tailBs           int64
}

func computeRmsNormTiling(rows, H, T, tmpBytes int64) rmsNormTiling {
	blk := 32 / T
	t := rmsNormTiling{b: rows, s: 1, h: ir.CeilDiv(H, blk) * blk, orig: H, recip: float64(float32(1.0) / float32(H))}
	one := tmpBytes / T
	a := int64(8)
	half := int64(2)
	if T == 4 {
		half = 1
	}
	for one > a*t.h*half+a {
		a += 8
	}
	if a != 8 {
		a -= 8
	}
	if T == 2 {
		one = (one - a) / half
	} else {
		one -= a
	}
	x := t.b * t.s * t.h
	if x < one {
		one = x
	}
	bs := one / t.h
	if bs > 255 {
		bs = 255
		one = bs * t.h
	}
	if one <= 0 || t.h == 0 {
		return t // no row fits the buffer: mainBsh 0, which the lowering refuses
	}
	t.mainBsh = one
	t.mainBs = one / t.h
	t.mainBsAlign = ir.CeilDiv(t.mainBs, blk) * blk
	t.loopRound = x / one
	tail := x % one
	t.tailBsh = tail
	t.inputTailPos = x - tail
	t.tailBs = tail / t.h
	return t
}

func lowerRmsNorm(l *lowerer, o *ir.Operation, ins []*ir.Value) *ir.Diagnostic {
	loc := o.Loc()
	rt := o.Result(0).Type().(*asctile.TileType)
	s := rt.Shape()
	if len(s) != 1 && len(s) != 2 {
		return ir.OpError(o, "invalid dimension of input tensor")
	}
	T := elemBytesOf(rt.ElemType)
	if T == 0 {
		return ir.OpError(o, "cannot lower %s elements", ir.TypeString(rt.ElemType))
	}
	rows := int64(1)
	if len(s) == 2 {
		rows = s[0]
	}
	wide := l.dep.widenBF16(rt.ElemType)
	if wide {
		T = 4 // RmsNorm sees bf16 rows as f32 (below)
	}
	if d := refuseBlockTailRows(l.dep, o, s[len(s)-1], rt.ElemType, T, "RmsNorm's tiling needs (PyAsc's rounds hLength up to whole blocks while the tile keeps its rows packed)"); d != nil {
		return d
	}
	// With the departures (--pyasc-pipeline) the buffer is sized to the tile, as the data
	// transfers clip at the tensor edge there (docs/pyasc.md §5); else the pass allocates
	// PyAsc's 256 KiB.
	tmp := int64(rmsNormTmpBytes)
	if l.dep.at(o) {
		tmp = rmsNormFitBytes(rows, s[len(s)-1], T)
	}
	t := computeRmsNormTiling(rows, s[len(s)-1], T, tmp)
	if t.h == 0 || t.mainBsh == 0 {
		return ir.OpError(o, "has an empty last dimension")
	}
	d, _, err := l.allocResult(o)
	if err != nil {
		return err
	}
	out, x, gamma, eps := d, ins[0], ins[1], ins[2]
	if wide {
		// RmsNorm is declared for half and float only: PyAsc's bf16 call does not
		// compile. Rows, gamma and epsilon are widened to f32 (exact), normalised into an
		// f32 tile and the result rounded once to bf16 (CAST_RINT).
		x, gamma = l.widenToF32(loc, x, s), l.widenToF32(loc, gamma, []int64{s[len(s)-1]})
		eps = l.create(loc, arith.OpExtf, []*ir.Value{eps}, []ir.Type{ir.F32}).Result(0)
		out = l.alloc(loc, ascendc.TPosition_VECCALC, s, ir.F32)
	}
	sh := l.alloc(loc, ascendc.TPosition_VECCALC, []int64{tmp}, ui8)
	recip := l.create(ir.Unknown, arith.OpConstant, nil, []ir.Type{ir.F32},
		ir.NamedAttr{Name: "value", Value: &ir.FloatAttr{Type: ir.F32, Value: t.recip}}).Result(0)
	names := []string{"bLength", "sLength", "hLength", "originalHLength", "reciprocalOfHLength", "mainBshLength",
		"mainBsLength", "mainBsLengthAlign", "loopRound", "tailBshLength", "inputTailPos", "tailBsLength"}
	vals := []*ir.Value{l.ci32(t.b), l.ci32(t.s), l.ci32(t.h), l.ci32(t.orig), recip, l.ci32(t.mainBsh),
		l.ci32(t.mainBs), l.ci32(t.mainBsAlign), l.ci32(t.loopRound), l.ci32(t.tailBsh), l.ci32(t.inputTailPos), l.ci32(t.tailBs)}
	tl := l.initStruct(loc, &ascendc.RmsnormTilingType{}, names, vals)
	l.create(loc, ascendc.OpRmsNorm, []*ir.Value{out, x, gamma, eps, tl, sh}, nil)
	if out != d {
		l.castInto(loc, d, out, l.ci64(numElements(s)), ascendc.RoundMode_CAST_RINT)
	}
	o.Erase()
	return nil
}

// refuseBlockTailRows refuses, in a module that names its architecture (--pyasc-pipeline),
// a SoftMax or RmsNorm library op whose rows of w elements of elem (B bytes each as the
// library call sees them) are not a whole number of 32-byte blocks. Both calls work on
// rows of whole blocks; PyAsc's lowering does not pad the rows (the tile keeps them
// packed, w elements apart), and neither the spec nor the library says what the calls
// make of a partial block, so the op is refused rather than left to compute something
// unknown. need says what the library call needs.
func refuseBlockTailRows(dep departures, o *ir.Operation, w int64, elem ir.Type, B int64, need string) *ir.Diagnostic {
	if !dep.at(o) || (w*B)%32 == 0 {
		return nil
	}
	as := ""
	if elemBytesOf(elem) != B {
		as = fmt.Sprintf(" as the %d-byte elements it is computed in", B)
	}
	return ir.OpError(o, "has rows of %d %s elements (%d bytes%s), not a whole number of 32-byte blocks, which %s; how PyAsc would pad such rows is not specified: use a last dimension that is a multiple of %d",
		w, ir.TypeString(elem), w*B, as, need, 32/B)
}

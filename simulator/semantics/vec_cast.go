package semantics

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// Cast at L0/L1/L2 (docs/sim/vector.md §3). Every (src, dst, RoundMode) the simulator runs
// is listed by castConv; any other combination is refused when the kernel is compiled.

// convFn converts element si of src into element di of dst.
type convFn func(src []byte, si int, dst []byte, di int)

// explicit are the five explicit rounding modes (hardware.md §7: f32->bf16/s32/s16/s64).
func explicit(m numeric.Round) bool { return m >= numeric.RoundRint && m <= numeric.RoundTrunc }

func putF16(b []byte, i int, h uint16) { binary.LittleEndian.PutUint16(b[i*2:], h) }

// castConv returns the conversion of one element from sd to dd under mode m, or an error
// naming the form that is not simulated.
func castConv(op *ir.Operation, sd, dd sim.DType, m numeric.Round) (convFn, error) {
	bad := func(why string) (convFn, error) {
		return nil, ir.OpError(op, "is not simulated for %s -> %s with %s: %s", sd, dd, roundName(m), why)
	}
	switch {
	case sd == sim.F32 && dd == sim.F16: // every mode; NONE is RINT (hardware.md §7)
		return func(s []byte, si int, d []byte, di int) {
			f := float32(sim.Load(s, si, sim.F32))
			putF16(d, di, numeric.SatHalf(numeric.F32ToF16Mode(f, m), !isInf32(f), numeric.MaxF16))
		}, nil
	case sd == sim.F32 && dd == sim.BF16:
		// AD-CAST lists the five explicit modes for f32 -> bf16; CAST_NONE (which PyAsc
		// emits for every float narrowing) is by its definition RINT whenever the
		// conversion loses precision (hardware.md §7, AD-RM), as for f32 -> f16 and for
		// the integer -> float conversions. ODD stays f32 -> f16 only.
		if m == numeric.RoundOdd {
			return bad("CAST_ODD applies to f32 -> f16 only (hardware.md §7)")
		}
		if m == numeric.RoundNone {
			m = numeric.RoundRint
		}
		return func(s []byte, si int, d []byte, di int) {
			f := float32(sim.Load(s, si, sim.F32))
			putF16(d, di, numeric.SatHalf(numeric.F32ToBF16Mode(f, m), !isInf32(f), numeric.MaxBF16))
		}, nil
	case sd == sim.F32 && dd == sim.F32: // rounds to an integral value
		if !explicit(m) {
			return bad("f32 -> f32 rounds to an integer and takes an explicit mode")
		}
		return func(s []byte, si int, d []byte, di int) {
			sim.Store(d, di, sim.F32, numeric.RoundInt(sim.Load(s, si, sim.F32), m))
		}, nil
	case (sd == sim.F16 || sd == sim.BF16) && dd == sim.F32:
		if m != numeric.RoundNone {
			return bad("the widening is exact and takes CAST_NONE (hardware.md §7)")
		}
		return func(s []byte, si int, d []byte, di int) { sim.Store(d, di, sim.F32, sim.Load(s, si, sd)) }, nil
	case sd.IsFloat() && !dd.IsFloat():
		if !floatToIntPair(sd, dd) {
			return bad("no such conversion on the vector unit")
		}
		if !explicit(m) {
			return bad("a float -> integer cast takes CAST_RINT, FLOOR, CEIL, ROUND or TRUNC (hardware.md §7)")
		}
		return func(s []byte, si int, d []byte, di int) {
			sim.StoreI(d, di, dd, numeric.SatInt(sim.Load(s, si, sd), dd.Bits(), dd.Signed(), m))
		}, nil
	case sd == sim.I32 && dd == sim.F16:
		// Cast itself settles it per element (castCompiler, deq.go); no other caller has it.
		return bad("s32 -> f16 scales by SetDeqScale and ignores the mode (hardware.md §7); only Cast settles it, per element (docs/sim/quant.md §7.4)")
	case !sd.IsFloat() && dd.IsFloat():
		return intToFloat(op, sd, dd, m, bad)
	case !sd.IsFloat() && !dd.IsFloat():
		if !intPair(sd, dd) {
			return bad("no such conversion on the vector unit")
		}
		if m != numeric.RoundNone {
			return bad("an integer -> integer cast takes CAST_NONE")
		}
		return func(s []byte, si int, d []byte, di int) {
			sim.StoreI(d, di, dd, satI(sim.LoadI(s, si, sd), dd))
		}, nil
	}
	return bad("no such conversion on the vector unit")
}

func isInf32(f float32) bool { return math.IsInf(float64(f), 0) || f != f }

// floatToIntPair lists the float -> integer conversions of the vector unit.
func floatToIntPair(sd, dd sim.DType) bool {
	switch sd {
	case sim.F32:
		return dd == sim.I32 || dd == sim.I16 || dd == sim.I64
	case sim.F16:
		return dd == sim.I32 || dd == sim.I16 || dd == sim.I8 || dd == sim.U8
	case sim.BF16:
		return dd == sim.I32
	}
	return false
}

// intToFloat: s32 -> f32, s16 -> f16/f32, s8/u8 -> f16. The value is exact in float64;
// rounding to the target honours the mode (CAST_NONE rounds to nearest even when the
// value is not representable, hardware.md §7).
func intToFloat(op *ir.Operation, sd, dd sim.DType, m numeric.Round, bad func(string) (convFn, error)) (convFn, error) {
	ok := (sd == sim.I32 && dd == sim.F32) || (sd == sim.I16 && (dd == sim.F16 || dd == sim.F32)) ||
		((sd == sim.I8 || sd == sim.U8) && dd == sim.F16)
	if !ok {
		return bad("no such conversion on the vector unit")
	}
	if m == numeric.RoundOdd {
		return bad("CAST_ODD applies to f32 -> f16 only")
	}
	return func(s []byte, si int, d []byte, di int) {
		v := float64(sim.LoadI(s, si, sd))
		if dd == sim.F32 {
			sim.Store(d, di, sim.F32, float64(numeric.F64ToF32Mode(v, m)))
			return
		}
		// |v| < 2^15 is exact in f32; f16 rounding follows the mode; the range fits f16.
		putF16(d, di, numeric.F32ToF16Mode(float32(v), m))
	}, nil
}

// intPair lists the integer conversions: widening is exact, narrowing saturates.
func intPair(sd, dd sim.DType) bool {
	switch {
	case sd == sim.I32 && (dd == sim.I16 || dd == sim.I64):
		return true
	case sd == sim.I64 && dd == sim.I32:
		return true
	case sd == sim.I16 && (dd == sim.I32 || dd == sim.I8 || dd == sim.U8):
		return true
	case (sd == sim.I8 || sd == sim.U8) && dd == sim.I16:
		return true
	}
	return false
}

func satI(v int64, d sim.DType) int64 {
	b := d.Bits()
	if b >= 64 {
		return v
	}
	lo, hi := -(int64(1) << (b - 1)), int64(1)<<(b-1)-1
	if !d.Signed() {
		lo, hi = 0, int64(1)<<b-1
	}
	return min(max(v, lo), hi)
}

func roundName(m numeric.Round) string {
	if s := ascendc.RoundModeEnum.Symbol(int64(m)); s != "" {
		return s
	}
	return fmt.Sprintf("RoundMode %d", int(m))
}

func registerCast(r *sim.Registry) {
	reg(r, ascendc.OpCastL0, apiCost, castCompiler(formL0))
	reg(r, ascendc.OpCastL1, apiCost, castCompiler(formL1))
	reg(r, ascendc.OpCastL2, apiCost, castCompiler(formL2))
}

func castCompiler(form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		dd, sd := elemOf(cc, op.Operand(0)), elemOf(cc, op.Operand(1))
		mode, ok := ascendc.RoundModeOf(op.Attr("roundMode"))
		if !ok || ascendc.RoundModeEnum.Symbol(int64(mode)) == "" {
			return nil, ir.OpError(op, "has an unknown roundMode %v", op.Attr("roundMode"))
		}
		k := twoTypeKernel{pipe: pv, des: int64(dd.Size()), ses: int64(sd.Size())}
		if sd == sim.I32 && dd == sim.F16 {
			// Scaled by SetDeqScale, the mode ignored (hardware.md §7): settled by
			// agreement (deq.go).
			k.laneAt = deqCastLane
		} else if k.conv, err = castConv(op, sd, dd, numeric.Round(mode)); err != nil {
			return nil, err
		}
		o := vecRegs(cc, op)
		o.useReg = form != formL2 && !op.HasAttr("isSetMask")
		o.counterOK = true
		return k.exec(o, form), nil
	}
}

// twoTypeKernel runs a per-element conversion whose source and destination widths may
// differ (Cast, and the fused ops that end in one). A repeat has the lanes of the wider
// type (hardware.md §7: the Cast mask counts lanes of the wider type); each operand's
// lanes fill its own 32-byte blocks, placed by its own block and repeat strides.
type twoTypeKernel struct {
	pipe     arch.Pipe
	des, ses int64
	conv     convFn
	// laneAt, when set instead of conv, gives at run time a conversion that may refuse an
	// element (a non-empty reason); nil means it has reported why the op cannot run.
	laneAt func(c *sim.Core, in *sim.Instr) func(src, dst []byte) string
}

// lane is the conversion of one element at the start of s into the start of d.
func (k twoTypeKernel) lane(c *sim.Core, in *sim.Instr) func(s, d []byte) string {
	if k.laneAt != nil {
		return k.laneAt(c, in)
	}
	return func(s, d []byte) string {
		k.conv(s, 0, d, 0)
		return ""
	}
}

func (k twoTypeKernel) exec(o vecOperands, form vecForm) sim.Exec {
	wide := max(k.des, k.ses)
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[o.dst].T, &c.Regs[o.src0].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		lane := k.lane(c, in)
		if lane == nil {
			return sim.Fail
		}
		if form == formL2 {
			n := c.Regs[o.count].I
			if n < 0 {
				return c.Fatal(in, "negative calCount %d", n)
			}
			l2ResetsMask(c)
			c.Issue(in, k.pipe, c.Cost().Vector((n*wide+255)/256, false), c.Cost().VecHead)
			s, ok := c.Mem(in, k.pipe, src, 0, n*k.ses, false)
			if !ok {
				return sim.Fail
			}
			d, ok := c.Mem(in, k.pipe, dst, 0, n*k.des, true)
			if !ok {
				return sim.Fail
			}
			for i := int64(0); i < n; i++ {
				if why := lane(s[i*k.ses:], d[i*k.des:]); why != "" {
					return c.Fatal(in, "is not simulated for element %d: %s", i, why)
				}
			}
			return sim.Next
		}
		g, ok := readGeom(c, in, o, form, 256/wide, 1)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, k.pipe, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
		why, at := "", int64(0)
		ctl := twoTypeLanes(c, in, k.pipe, g, 256/wide, [2]*sim.Tensor{dst, src}, [2]int64{k.des, k.ses},
			func(off [2]int64) {
				if why == "" {
					ub := c.Local.Buf[arch.UB]
					why, at = lane(ub[src.Addr+off[1]:], ub[dst.Addr+off[0]:]), off[0]/k.des
				}
			})
		if ctl == sim.Next && why != "" {
			return c.Fatal(in, "is not simulated for element %d: %s", at, why)
		}
		return ctl
	}
}

// typedLanes visits the active lanes of an L0/L1 op over operands of element sizes es
// (dst first; a repeat has the lanes of the widest type, docs/sim/vector.md §3). The
// bytes of the active lanes are checked and recorded with the sanitizer, every source
// read of the instruction before its first write (as lanesDoAt); the guard decides the
// lanes that meet in memory (vec_overlap.go).
func typedLanes(c *sim.Core, in *sim.Instr, p arch.Pipe, g geom, lanes int64, ts []*sim.Tensor, es []int64, f func(off []int64)) sim.Ctl {
	n := len(ts)
	off := make([]int64, n)
	guard := newLaneGuard(g, ts, es[0])
	one := guard == nil // no byte both read and written: one pass, as lanesDoAt
	for pass := 0; pass < 2; pass++ {
		reading, writing := pass == 0, pass == 1 || one
		runs := make([]laneRun, n)
		for r := int64(0); r < g.rep; r++ {
			mask := g.mask
			if g.counter && r == g.rep-1 {
				mask = g.last
			}
			for l := int64(0); l < lanes; l++ {
				if mask[l/64]&(1<<uint(l%64)) == 0 {
					continue
				}
				for k := n - 1; k >= 0; k-- {
					epb := 32 / es[k]
					blk, rs := laneStrides(g, k)
					off[k] = (r*rs+(l/epb)*blk)*32 + (l%epb)*es[k]
					if (k > 0 && reading || k == 0 && writing) && !runs[k].add(c, in, p, ts[k], off[k], es[k], k == 0) {
						return sim.Fail
					}
				}
				if !writing {
					continue
				}
				if why := guard.before(c, off, false); why != "" {
					return c.Fatal(in, "%s", why)
				}
				f(off)
				if why := guard.wrote(c, off[0]); why != "" {
					return c.Fatal(in, "%s", why)
				}
			}
		}
		for k := range runs {
			if !runs[k].flush(c, in, p, ts[k], k == 0) {
				return sim.Fail
			}
		}
		if one {
			break
		}
	}
	return sim.Next
}

// laneStrides are the block and repeat strides of operand k of typedLanes: dst, src0 and
// src1 have their own; an operand past the third is dst read back by an op that reads its
// destination (MulAddDst<float, half>), at dst's place.
func laneStrides(g geom, k int) (blk, rs int64) {
	if k >= len(g.blk) {
		k = 0
	}
	return g.blk[k], g.rs[k]
}

// laneRun is a pending run of consecutive element bytes [lo, hi) of one operand, recorded
// with the sanitizer in one access when the next element does not extend it.
type laneRun struct{ lo, hi int64 }

func (u *laneRun) add(c *sim.Core, in *sim.Instr, p arch.Pipe, t *sim.Tensor, off, es int64, write bool) bool {
	if u.hi > u.lo && off == u.hi && off%32 != 0 {
		u.hi += es
		return true
	}
	if !u.flush(c, in, p, t, write) {
		return false
	}
	u.lo, u.hi = off, off+es
	return true
}

func (u *laneRun) flush(c *sim.Core, in *sim.Instr, p arch.Pipe, t *sim.Tensor, write bool) bool {
	if u.hi > u.lo {
		if _, ok := c.Mem(in, p, t, u.lo, u.hi-u.lo, write); !ok {
			return false
		}
	}
	u.lo, u.hi = 0, 0
	return true
}

// twoTypeLanes is typedLanes over dst and one source.
func twoTypeLanes(c *sim.Core, in *sim.Instr, p arch.Pipe, g geom, lanes int64, ts [2]*sim.Tensor, es [2]int64, f func(off [2]int64)) sim.Ctl {
	return typedLanes(c, in, p, g, lanes, ts[:], es[:], func(off []int64) { f([2]int64{off[0], off[1]}) })
}

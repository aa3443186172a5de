package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Elementwise vector ops in their three forms (hardware.md §2):
//   - L2: the first calCount elements, contiguous;
//   - L0: a continuous mask (first `mask` lanes of each repeat), repeatTimes repeats of
//     256 bytes, block and repeat strides in 32-byte blocks from the repeat params;
//   - L1: the same with a bitwise mask given as one or two ui64 words (lanes 0-63, 64-127).
// Masked-out destination lanes keep their contents.

// elemFn computes one lane: x = src0, y = src1 (binary) or the scalar, d = the old dst.
type elemFn func(x, y, d float64) float64

type vecDef struct {
	srcs     int  // tensor sources: 0, 1 or 2
	scalar   bool // has a scalar operand
	readsDst bool
	slow     bool
	intOnly  bool
	// floatOnly: the instruction takes half and float only; no source gives its
	// integer results (an integer Div's rounding, say), so integers are refused.
	floatOnly bool
	fast      int
	f         elemFn
	// bits, when set, replaces f for the bitwise ops: it works on the elements' bit
	// patterns (sign-extended), and the result is truncated to the width. Going through
	// f's float64 would saturate ^x of an unsigned x to 0.
	bits func(x, y int64) int64
	// mixedSrc: the tensor sources may be half with a float dst (Axpy<float, half>,
	// MulAddDst<float, half>).
	mixedSrc bool
	// check, when set, refuses a lane whose result no source settles (non-empty reason).
	check func(x, y float64, d sim.DType) string
	// ftz: on a SoC without subnormals (arch 3510) the instruction flushes subnormal
	// inputs and results to zeros of their sign (hardware.md §7: Exp/Ln/Sqrt/Reciprocal
	// default to FTZ there), as the MicroAPI forms do (kFTZ).
	ftz bool
	// wrap is the op on integer elements: modular, as the arith ops PyAsc lowers to it
	// (arith.addi/subi/muli/shli -> adds/subs/muls/shift_left_l2 and the tile-tile
	// forms, passes-asc2.md asctile-scalarize): the result is truncated to the width.
	wrap func(x, y int64) int64
}

func wrapAdd(x, y int64) int64 { return x + y }
func wrapSub(x, y int64) int64 { return x - y }
func wrapMul(x, y int64) int64 { return x * y }
func wrapShl(x, y int64) int64 { return x << uint(y) }

// intFn is the integer lane function of def for element type d: its bitwise form, or its
// modular form on integers, or nil (the float64 lane function applies).
func intFn(def vecDef, d sim.DType) func(x, y int64) int64 {
	if def.bits != nil {
		return def.bits
	}
	if !d.IsFloat() {
		return def.wrap
	}
	return nil
}

// vecForm is the form of a vector op: L0 (continuous mask), L1 (bitwise mask), L2
// (calCount).
type vecForm uint8

const (
	formL0 vecForm = iota
	formL1
	formL2
)

// vecFamily is one vector instruction in its forms: the op names of the L0, L1 and L2
// forms ("" where the dialect lacks one) and its lane semantics.
type vecFamily struct {
	l0, l1, l2 string
	def        vecDef
}

var vecFamilies = []vecFamily{
	{ascendc.OpAddL0, ascendc.OpAddL1, ascendc.OpAddL2, vecDef{srcs: 2, fast: fastAdd, wrap: wrapAdd, f: func(x, y, d float64) float64 { return x + y }}},
	{ascendc.OpSubL0, ascendc.OpSubL1, ascendc.OpSubL2, vecDef{srcs: 2, fast: fastSub, wrap: wrapSub, f: func(x, y, d float64) float64 { return x - y }}},
	{ascendc.OpMulL0, ascendc.OpMulL1, ascendc.OpMulL2, vecDef{srcs: 2, fast: fastMul, wrap: wrapMul, f: func(x, y, d float64) float64 { return x * y }}},
	{ascendc.OpDivL0, ascendc.OpDivL1, ascendc.OpDivL2, vecDef{srcs: 2, floatOnly: true, fast: fastDiv, slow: true, f: func(x, y, d float64) float64 { return x / y }}},
	{ascendc.OpMaxL0, ascendc.OpMaxL1, ascendc.OpMaxL2, vecDef{srcs: 2, fast: fastMax, f: fmax}},
	{ascendc.OpMinL0, ascendc.OpMinL1, ascendc.OpMinL2, vecDef{srcs: 2, fast: fastMin, f: fmin}},
	{ascendc.OpAndL0, ascendc.OpAndL1, ascendc.OpAndL2, vecDef{srcs: 2, intOnly: true, bits: func(x, y int64) int64 { return x & y }}},
	{ascendc.OpOrL0, ascendc.OpOrL1, ascendc.OpOrL2, vecDef{srcs: 2, intOnly: true, bits: func(x, y int64) int64 { return x | y }}},
	{ascendc.OpAddReluL0, ascendc.OpAddReluL1, ascendc.OpAddReluL2, vecDef{srcs: 2, f: func(x, y, d float64) float64 { return math.Max(x+y, 0) }}},
	{ascendc.OpSubReluL0, ascendc.OpSubReluL1, ascendc.OpSubReluL2, vecDef{srcs: 2, f: func(x, y, d float64) float64 { return math.Max(x-y, 0) }}},
	{ascendc.OpMulAddDstL0, ascendc.OpMulAddDstL1, ascendc.OpMulAddDstL2, vecDef{srcs: 2, readsDst: true, mixedSrc: true, f: func(x, y, d float64) float64 { return x*y + d }}},
	// FusedMulAdd: dst = src0 * dst + src1.
	{ascendc.OpFusedMulAddL0, ascendc.OpFusedMulAddL1, ascendc.OpFusedMulAddL2, vecDef{srcs: 2, readsDst: true, f: func(x, y, d float64) float64 { return x*d + y }}},
	{ascendc.OpFusedMulAddReluL0, ascendc.OpFusedMulAddReluL1, ascendc.OpFusedMulAddReluL2, vecDef{srcs: 2, readsDst: true, f: func(x, y, d float64) float64 { return math.Max(x*d+y, 0) }}},
	{"", "", ascendc.OpPreluL2, vecDef{srcs: 2, f: func(x, y, d float64) float64 { return pick(x >= 0, x, x*y) }}},

	{ascendc.OpAddsL0, ascendc.OpAddsL1, ascendc.OpAddsL2, vecDef{srcs: 1, scalar: true, wrap: wrapAdd, f: func(x, s, d float64) float64 { return x + s }}},
	{ascendc.OpSubsL0, ascendc.OpSubsL1, ascendc.OpSubsL2, vecDef{srcs: 1, scalar: true, wrap: wrapSub, f: func(x, s, d float64) float64 { return x - s }}},
	{ascendc.OpMulsL0, ascendc.OpMulsL1, ascendc.OpMulsL2, vecDef{srcs: 1, scalar: true, wrap: wrapMul, f: func(x, s, d float64) float64 { return x * s }}},
	{ascendc.OpDivsL0, ascendc.OpDivsL1, ascendc.OpDivsL2, vecDef{srcs: 1, scalar: true, floatOnly: true, slow: true, f: func(x, s, d float64) float64 { return x / s }}},
	{ascendc.OpMaxsL0, ascendc.OpMaxsL1, ascendc.OpMaxsL2, vecDef{srcs: 1, scalar: true, f: fmax}},
	{ascendc.OpMinsL0, ascendc.OpMinsL1, ascendc.OpMinsL2, vecDef{srcs: 1, scalar: true, f: fmin}},
	{ascendc.OpLeakyReluL0, ascendc.OpLeakyReluL1, ascendc.OpLeakyReluL2, vecDef{srcs: 1, scalar: true, f: func(x, s, d float64) float64 { return pick(x >= 0, x, x*s) }}},
	{ascendc.OpAxpyL0, ascendc.OpAxpyL1, ascendc.OpAxpyL2, vecDef{srcs: 1, scalar: true, readsDst: true, mixedSrc: true, f: func(x, s, d float64) float64 { return x*s + d }}},
	{ascendc.OpShiftLeftL0, ascendc.OpShiftLeftL1, ascendc.OpShiftLeftL2, vecDef{srcs: 1, scalar: true, intOnly: true, check: shiftLeftCheck, wrap: wrapShl, f: func(x, s, d float64) float64 {
		return float64(int64(x) << uint(s))
	}}},
	{ascendc.OpShiftRightL0, ascendc.OpShiftRightL1, ascendc.OpShiftRightL2, vecDef{srcs: 1, scalar: true, intOnly: true, check: shiftRightCheck, f: func(x, s, d float64) float64 {
		return float64(int64(x) >> uint(s))
	}}},

	{ascendc.OpAbsL0, ascendc.OpAbsL1, ascendc.OpAbsL2, vecDef{srcs: 1, f: func(x, _, d float64) float64 { return math.Abs(x) }}},
	{ascendc.OpExpL0, ascendc.OpExpL1, ascendc.OpExpL2, vecDef{srcs: 1, floatOnly: true, slow: true, ftz: true, f: func(x, _, d float64) float64 { return math.Exp(x) }}},
	{ascendc.OpLnL0, ascendc.OpLnL1, ascendc.OpLnL2, vecDef{srcs: 1, floatOnly: true, slow: true, ftz: true, f: func(x, _, d float64) float64 { return math.Log(x) }}},
	{ascendc.OpSqrtL0, ascendc.OpSqrtL1, ascendc.OpSqrtL2, vecDef{srcs: 1, floatOnly: true, slow: true, ftz: true, f: func(x, _, d float64) float64 { return math.Sqrt(x) }}},
	{ascendc.OpRsqrtL0, ascendc.OpRsqrtL1, ascendc.OpRsqrtL2, vecDef{srcs: 1, floatOnly: true, slow: true, f: func(x, _, d float64) float64 { return 1 / math.Sqrt(x) }}},
	{ascendc.OpReciprocalL0, ascendc.OpReciprocalL1, ascendc.OpReciprocalL2, vecDef{srcs: 1, floatOnly: true, slow: true, ftz: true, f: func(x, _, d float64) float64 { return 1 / x }}},
	{ascendc.OpReluL0, ascendc.OpReluL1, ascendc.OpReluL2, vecDef{srcs: 1, f: func(x, _, d float64) float64 { return math.Max(x, 0) }}},
	{"", "", ascendc.OpNegL2, vecDef{srcs: 1, f: func(x, _, d float64) float64 { return -x }}},
	{ascendc.OpNotL0, ascendc.OpNotL1, ascendc.OpNotL2, vecDef{srcs: 1, intOnly: true, bits: func(x, _ int64) int64 { return ^x }}},

	{ascendc.OpDuplicateL0, ascendc.OpDuplicateL1, ascendc.OpDuplicateL2, vecDef{scalar: true, f: func(_, s, _ float64) float64 { return s }}},
}

func pick(c bool, a, b float64) float64 {
	if c {
		return a
	}
	return b
}

func fmax(x, y, _ float64) float64 {
	if x != x || y != y {
		return math.NaN()
	}
	return math.Max(x, y)
}

func fmin(x, y, _ float64) float64 {
	if x != x || y != y {
		return math.NaN()
	}
	return math.Min(x, y)
}

// registerVector adds the elementwise vector ops in every form the dialect has.
func registerVector(r *sim.Registry) {
	for _, fam := range vecFamilies {
		for form, name := range [...]string{formL0: fam.l0, formL1: fam.l1, formL2: fam.l2} {
			if name != "" {
				reg(r, name, apiCost, vecCompiler(fam.def, vecForm(form)))
			}
		}
	}
}

func vecCompiler(def vecDef, form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return compileVec(cc, op, in, def, form)
	}
}

// geom is the lane geometry of one execution of an L0/L1 op.
type geom struct {
	rep  int64
	mask [2]uint64
	// counter: counter mask mode; the last repeat uses last instead of mask.
	counter bool
	last    [2]uint64
	blk     [3]int64 // dst, src0, src1 block strides (32-byte blocks)
	rs      [3]int64 // repeat strides
}

// vecOperands are the registers of a vector op (-1 when absent).
type vecOperands struct {
	dst, src0, src1, scalar, count, mask, rep, params int32
	maskList                                          []int32
	dstBlk, dstRep                                    int32 // duplicate_l0's explicit strides
	// useReg: the op reads the mask register (its isSetMask flag is absent and its Ascend
	// C call passes the flag as a template argument); counterOK: the op's lane loop
	// honours counter mode (docs/sim/vector.md §1).
	useReg, counterOK bool
}

func vecRegs(cc *sim.Compiler, op *ir.Operation) vecOperands {
	o := vecOperands{dst: operand(cc, op, "dst"), src0: operand(cc, op, "src0"), src1: operand(cc, op, "src1"),
		scalar: operand(cc, op, "scalar"), count: operand(cc, op, "calCount"), rep: operand(cc, op, "repeatTimes"),
		params: operand(cc, op, "repeatParams"), dstBlk: operand(cc, op, "dstBlockStride"), dstRep: operand(cc, op, "dstRepeatStride")}
	if o.src0 < 0 {
		o.src0 = operand(cc, op, "src")
	}
	for _, v := range opdef.OperandGroup(op, "mask") {
		o.maskList = append(o.maskList, cc.Slot(v))
	}
	return o
}

func compileVec(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, def vecDef, form vecForm) (sim.Exec, error) {
	o := vecRegs(cc, op)
	o.useReg = form != formL2 && !op.HasAttr("isSetMask")
	o.counterOK = true
	k, sd, tensorScalar, mixed, err := vecKernelOf(cc, op, def, form)
	if err != nil {
		return nil, err
	}
	// The kernel's definition is the one to compute with: it carries the SoC's flushing
	// (ftz), which the L0/L1 lanes below missed when they used the family's own.
	def = k.def
	if mixed {
		if tensorScalar {
			return nil, ir.OpError(op, "is not simulated with a half source under a float destination and a tensor scalar")
		}
		return mixedHalf(o, form, k, sd), nil
	}
	d, es, pv, ib := k.d, k.es, k.pipe, k.ib
	lanes := 256 / es
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		var s float64
		var sT *sim.Tensor
		if tensorScalar {
			sT = &c.Regs[o.scalar].T
			if sT.Space != arch.UB {
				return c.Fatal(in, "is not simulated for a scalar operand in %s (the scalar tensor must be in UB)", sT.Space)
			}
		} else if def.scalar {
			var why string
			if s, why = scalarArg(sim.ScalarToElem(c.Regs[o.scalar], sd), sd, d); why != "" {
				return c.Fatal(in, "%s", why)
			}
		}
		dst, src0, src1, ok := vecTensors(c, in, o, def.srcs)
		if !ok {
			return sim.Fail
		}
		if form == formL2 {
			return vecL2(c, in, k, c.Regs[o.count].I, dst, src0, src1, s, sT, sd)
		}
		g, ok := readGeom(c, in, o, form, lanes, def.srcs)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(g.rep, def.slow), c.Cost().VecHead)
		if sT != nil {
			if s, ok = tensorScalarValue(c, in, pv, sT, sd); !ok {
				return sim.Fail
			}
			var why string
			if s, why = scalarArg(s, sd, d); why != "" {
				return c.Fatal(in, "%s", why)
			}
		}
		ts := [3]*sim.Tensor{dst, src0, src1}
		why := ""
		ctl := lanesDo(c, in, pv, g, ts, es, def.readsDst, func(off [3]int64) {
			ub := c.Local.Buf[arch.UB]
			if def.check != nil && why == "" {
				why = def.check(sim.Load(ub[src0.Addr+off[1]:], 0, d), s, d)
			}
			if ib != nil {
				y := int64(s)
				if src1 != nil {
					y = sim.LoadI(ub[src1.Addr+off[2]:], 0, d)
				}
				sim.StoreI(ub[dst.Addr+off[0]:], 0, d, ib(sim.LoadI(ub[src0.Addr+off[1]:], 0, d), y))
				return
			}
			var x, y, dv float64
			if src0 != nil {
				x = sim.Load(ub[src0.Addr+off[1]:], 0, d)
			}
			if src1 != nil {
				y = sim.Load(ub[src1.Addr+off[2]:], 0, d)
			} else {
				y = s
			}
			if def.readsDst {
				dv = sim.Load(ub[dst.Addr+off[0]:], 0, d)
			}
			v := def.f(x, y, dv)
			if w := intOverflow(v, d); w != "" && why == "" {
				why = w
			}
			sim.Store(ub[dst.Addr+off[0]:], 0, d, v)
		})
		if ctl == sim.Next && why != "" {
			return c.Fatal(in, "%s", why)
		}
		return ctl
	}, nil
}

// vecKernelOf checks an elementwise op's element types against its definition when the
// kernel is compiled and returns its kernel, the scalar operand's type, whether that
// scalar is a one-element tensor, and whether the sources are of another type than dst.
func vecKernelOf(cc *sim.Compiler, op *ir.Operation, def vecDef, form vecForm) (k *vecKernel, sd sim.DType, tensorScalar, mixed bool, err error) {
	d := elemOf(cc, op.Operand(0))
	switch {
	case d == sim.Invalid:
		return nil, 0, false, false, fmt.Errorf("unsupported element type")
	case form != formL2 && d.Size() == 1:
		return nil, 0, false, false, ir.OpError(op, "is not simulated for %s elements at L0/L1 (256 lanes, the mask covers 128)", d)
	case def.intOnly && d.IsFloat():
		return nil, 0, false, false, fmt.Errorf("needs an integer element type, got %s", d)
	case def.floatOnly && !d.IsFloat():
		return nil, 0, false, false, fmt.Errorf("takes half and float only, got %s (its integer results are not documented)", d)
	}
	if mixed, err = vecSrcTypes(cc, op, def, d); err != nil {
		return nil, 0, false, false, err
	}
	if def.scalar {
		sv := operandValue(op, "scalar")
		if sd = elemOf(cc, sv); sd == sim.Invalid {
			return nil, 0, false, false, fmt.Errorf("is not simulated for a scalar operand of type %s", ir.TypeString(sv.Type()))
		}
		// The definition also accepts the scalar as a local tensor (PyAsc passes a
		// one-element UB tensor on the Ascend 950): its first element is the scalar.
		tensorScalar = isTensorValue(sv)
	}
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, 0, false, false, err
	}
	if def.ftz && cc.P.Chip.SoC.Arch == 3510 {
		f := def.f
		def.f = func(x, y, dv float64) float64 { return flushSub(sim.RoundF(f(flushSub(x, d), y, dv), d), d) }
	}
	k = &vecKernel{def: def, d: d, es: int64(d.Size()), pipe: pv, binary: def.srcs == 2, ib: intFn(def, d)}
	return k, sd, tensorScalar, mixed, nil
}

// vecTensors reads an elementwise op's dst and sources (srcs of them) from the
// registers, failing the core when one is outside UB and reporting one that is not
// 32-byte aligned.
func vecTensors(c *sim.Core, in *sim.Instr, o vecOperands, srcs int) (dst, src0, src1 *sim.Tensor, ok bool) {
	dst = &c.Regs[o.dst].T
	if srcs >= 1 {
		src0 = &c.Regs[o.src0].T
	}
	if srcs == 2 {
		src1 = &c.Regs[o.src1].T
	}
	for _, t := range []*sim.Tensor{dst, src0, src1} {
		if t == nil {
			continue
		}
		if t.Space != arch.UB {
			c.Fatal(in, "vector operands must be in UB (VECIN/VECOUT/VECCALC), got %s", t.Space)
			return nil, nil, nil, false
		}
		if t.Addr%32 != 0 {
			c.Report(in, nil, "", "vector operand at UB address %d is not 32-byte aligned (hardware.md §6)", t.Addr)
		}
	}
	return dst, src0, src1, true
}

// vecKernel is what an elementwise vector op compiles to.
type vecKernel struct {
	def    vecDef
	ib     func(x, y int64) int64 // intFn(def, d)
	d      sim.DType
	es     int64
	pipe   arch.Pipe
	binary bool
}

// vecL2 runs the L2 form: the first n elements of each operand, contiguous. s is the
// scalar operand's value.
// sT, when not nil, is the one-element UB tensor holding the scalar (of type sd).
func vecL2(c *sim.Core, in *sim.Instr, k *vecKernel, n int64, dst, src0, src1 *sim.Tensor, s float64, sT *sim.Tensor, sd sim.DType) sim.Ctl {
	cost := c.Cost()
	if n < 0 {
		return c.Fatal(in, "negative calCount %d", n)
	}
	bytes := n * k.es
	l2ResetsMask(c)
	c.Issue(in, k.pipe, cost.Vector((bytes+255)/256, k.def.slow), cost.VecHead)
	var a, b, old []byte
	var ok bool
	if sT != nil {
		if s, ok = tensorScalarValue(c, in, k.pipe, sT, sd); !ok {
			return sim.Fail
		}
		var why string
		if s, why = scalarArg(s, sd, k.d); why != "" {
			return c.Fatal(in, "%s", why)
		}
	}
	if src0 != nil {
		if a, ok = c.Mem(in, k.pipe, src0, 0, bytes, false); !ok {
			return sim.Fail
		}
	}
	if src1 != nil {
		if b, ok = c.Mem(in, k.pipe, src1, 0, bytes, false); !ok {
			return sim.Fail
		}
	}
	if k.def.readsDst {
		if old, ok = c.Mem(in, k.pipe, dst, 0, bytes, false); !ok {
			return sim.Fail
		}
	}
	z, ok := c.Mem(in, k.pipe, dst, 0, bytes, true)
	if !ok {
		return sim.Fail
	}
	if k.binary && k.def.fast != fastNone && fastBinary(k.def.fast, k.d, z, a, b) {
		return sim.Next
	}
	for i := 0; i < int(n); i++ {
		if k.def.check != nil {
			if why := k.def.check(sim.Load(a, i, k.d), s, k.d); why != "" {
				return c.Fatal(in, "element %d: %s", i, why)
			}
		}
		if k.ib != nil {
			y := int64(s)
			if b != nil {
				y = sim.LoadI(b, i, k.d)
			}
			sim.StoreI(z, i, k.d, k.ib(sim.LoadI(a, i, k.d), y))
			continue
		}
		var x, y, dv float64
		if a != nil {
			x = sim.Load(a, i, k.d)
		}
		if b != nil {
			y = sim.Load(b, i, k.d)
		} else {
			y = s
		}
		if old != nil {
			dv = sim.Load(old, i, k.d)
		}
		v := k.def.f(x, y, dv)
		if why := intOverflow(v, k.d); why != "" {
			return c.Fatal(in, "element %d: %s", i, why)
		}
		sim.Store(z, i, k.d, v)
	}
	return sim.Next
}

// repeatInRange checks a repeat count against the 8-bit field the instructions encode it
// in, stopping the core otherwise; name is the operand's name in the op.
func repeatInRange(c *sim.Core, in *sim.Instr, name string, rep int64) bool {
	if rep < 0 || rep > 255 {
		c.Fatal(in, "%s %d is outside 0..255 (hardware.md §2)", name, rep)
		return false
	}
	return true
}

// readGeom decodes the mask, repeat count and strides of an L0/L1 op.
func readGeom(c *sim.Core, in *sim.Instr, o vecOperands, form vecForm, lanes int64, srcs int) (geom, bool) {
	var g geom
	g.rep = c.Regs[o.rep].I
	if !repeatInRange(c, in, "repeatTimes", g.rep) {
		return g, false
	}
	if !maskGeom(c, in, o, form, lanes, &g) {
		return g, false
	}
	g.blk = [3]int64{1, 1, 1}
	g.rs = [3]int64{8, 8, 8}
	if o.params >= 0 {
		p, ok := params(c, in, o.params)
		if !ok {
			return g, false
		}
		if !repeatStrides(c, in, p, srcs == 2, &g) {
			return g, false
		}
	}
	if o.dstBlk >= 0 {
		g.blk[0], g.rs[0] = c.Regs[o.dstBlk].I, c.Regs[o.dstRep].I
	}
	return g, true
}

// repeatStrides reads the block and repeat strides of BinaryRepeatParams (binary) or
// UnaryRepeatParams into g. Their members are uint8_t, but for UnaryRepeatParams' block
// strides, uint16_t (hardware.md §2): a value outside that range would have been wrapped
// by the C++ assignment that stored it, which init_struct and set_member do not model, so
// it is refused.
func repeatStrides(c *sim.Core, in *sim.Instr, p *Params, binary bool, g *geom) bool {
	names := ascendc.MembersOf("unary_repeat_params")
	limits := []int64{65535, 65535, 255, 255}
	if binary {
		names = ascendc.MembersOf("binary_repeat_params")
		limits = []int64{255, 255, 255, 255, 255, 255}
	}
	for i, lim := range limits {
		if v := p.F[i]; v < 0 || v > lim {
			c.Fatal(in, "%s %d is outside 0..%d, the range of its member", names[i], v, lim)
			return false
		}
	}
	if binary {
		g.blk = [3]int64{p.F[0], p.F[1], p.F[2]}
		g.rs = [3]int64{p.F[3], p.F[4], p.F[5]}
	} else {
		g.blk = [3]int64{p.F[0], p.F[1], 0}
		g.rs = [3]int64{p.F[2], p.F[3], 0}
	}
	return true
}

// lanesDo visits every active lane of an L0/L1 op, after checking and recording the
// 32-byte blocks each operand touches. f gets the byte offsets of the lane in dst, src0,
// src1.
func lanesDo(c *sim.Core, in *sim.Instr, p arch.Pipe, g geom, ts [3]*sim.Tensor, es int64, readsDst bool, f func(off [3]int64)) sim.Ctl {
	return lanesDoAt(c, in, p, g, ts, es, readsDst, func(_, _ int64, off [3]int64) { f(off) })
}

// lanesDoAt is lanesDo whose f also gets the repeat r and the lane l within it.
//
// The bytes of the active lanes are recorded run by run (a masked-out lane is neither
// read nor written), every read of the instruction before its first write: one
// instruction does not race with itself. Whether a lane sees a value another lane of the
// same instruction wrote is decided element by element by the guard (vec_overlap.go).
func lanesDoAt(c *sim.Core, in *sim.Instr, p arch.Pipe, g geom, ts [3]*sim.Tensor, es int64, readsDst bool, f func(r, l int64, off [3]int64)) sim.Ctl {
	epb := 32 / es
	guard := newLaneGuard(g, ts[:], es)
	// Without a guard no byte is both read and written by two lanes, so one pass that
	// records each block's reads before its writes is the same as two (and faster).
	one := guard == nil
	for pass := 0; pass < 2; pass++ {
		reading, writing := pass == 0, pass == 1 || one
		for r := int64(0); r < g.rep; r++ {
			for b := int64(0); b < 8; b++ {
				bits := blockBits(g, r, b, epb)
				if bits == 0 {
					continue
				}
				var base [3]int64
				for k := 2; k >= 0; k-- {
					if ts[k] == nil {
						continue
					}
					base[k] = (r*g.rs[k] + b*g.blk[k]) * 32
					read := k > 0 || readsDst
					if reading && read && !laneRuns(c, in, p, ts[k], base[k], es, bits, false) {
						return sim.Fail
					}
					if writing && k == 0 && !laneRuns(c, in, p, ts[k], base[k], es, bits, true) {
						return sim.Fail
					}
				}
				if !writing {
					continue
				}
				for e := int64(0); e < epb; e++ {
					if bits&(1<<uint(e)) == 0 {
						continue
					}
					off := [3]int64{base[0] + e*es, base[1] + e*es, base[2] + e*es}
					if guard == nil {
						f(r, b*epb+e, off)
						continue
					}
					if why := guard.before(c, off[:], readsDst); why != "" {
						return c.Fatal(in, "%s", why)
					}
					f(r, b*epb+e, off)
					if why := guard.wrote(c, off[0]); why != "" {
						return c.Fatal(in, "%s", why)
					}
				}
			}
		}
		if one {
			break
		}
	}
	return sim.Next
}

// blockBits is the mask of the active lanes of block b of repeat r (bit e: element e).
// A block's epb lanes (4, 8, 16 or 32) lie in one 64-bit word of the mask.
func blockBits(g geom, r, b, epb int64) uint64 {
	mask := g.mask
	if g.counter && r == g.rep-1 {
		mask = g.last
	}
	l := b * epb
	return (mask[l/64] >> uint(l%64)) & (1<<uint(epb) - 1)
}

// isTensorValue reports a value whose type is a tensor (ascendc local/global tensor or a
// memref) rather than a scalar.
func isTensorValue(v *ir.Value) bool {
	switch v.Type().(type) {
	case *ascendc.LocalTensorType, *ascendc.GlobalTensorType, *ascendc.BaseLocalTensorType,
		*ascendc.BaseGlobalTensorType, *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

// tensorScalarValue reads the scalar operand of a vector op given as a tensor: its first
// element, read by the vector pipe (recorded for the sanitizer like any operand read).
func tensorScalarValue(c *sim.Core, in *sim.Instr, p arch.Pipe, t *sim.Tensor, d sim.DType) (float64, bool) {
	b, ok := c.Mem(in, p, t, 0, int64(d.Size()), false)
	if !ok {
		return 0, false
	}
	return sim.Load(b, 0, d), true
}

// maskObj returns the !emitasc.mask value in the first mask operand, if it is one.
func maskObj(c *sim.Core, regs []int32) (*emitMask, bool) {
	if len(regs) == 0 {
		return nil, false
	}
	m, ok := c.Regs[regs[0]].O.(*emitMask)
	return m, ok
}

package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Whole-tensor operators (L3: `dst = src0 op src1` on LocalTensors) and the fused L2 ops.
// Lane values are computed in float64 from the exact inputs and rounded once to the
// element type (docs/sim/vector.md §4 states the bound this gives for the fused ops).

var l3Ops = []struct {
	name string
	def  vecDef
}{
	{ascendc.OpAddL3, vecDef{srcs: 2, fast: fastAdd, wrap: wrapAdd, f: func(x, y, d float64) float64 { return x + y }}},
	{ascendc.OpSubL3, vecDef{srcs: 2, fast: fastSub, wrap: wrapSub, f: func(x, y, d float64) float64 { return x - y }}},
	{ascendc.OpMulL3, vecDef{srcs: 2, fast: fastMul, wrap: wrapMul, f: func(x, y, d float64) float64 { return x * y }}},
	{ascendc.OpDivL3, vecDef{srcs: 2, fast: fastDiv, slow: true, floatOnly: true, f: func(x, y, d float64) float64 { return x / y }}},
}

func registerVectorExtra(r *sim.Registry) {
	for _, l3 := range l3Ops {
		reg(r, l3.name, apiCost, compileL3(l3.def))
	}
	reg(r, ascendc.OpFusedAbsSubL2, apiCost, vecCompiler(vecDef{srcs: 2, f: func(x, y, d float64) float64 { return math.Abs(x - y) }}, formL2))
	reg(r, ascendc.OpFusedExpSubL2, apiCost, vecCompiler(vecDef{srcs: 2, slow: true, f: func(x, y, d float64) float64 { return math.Exp(x - y) }}, formL2))
}

// compileL3 runs the operator over every element of dst; the sources must hold as many
// (the operator has no count of its own, so a size mismatch is an error, not a guess).
func compileL3(def vecDef) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		d := elemOf(cc, op.Operand(0))
		if d == sim.Invalid || d.Size() == 0 {
			return nil, fmt.Errorf("unsupported element type")
		}
		for i := 1; i < 3; i++ {
			if s := elemOf(cc, op.Operand(i)); s != d {
				return nil, ir.OpError(op, "is not simulated for mixed element types %s and %s", d, s)
			}
		}
		if def.floatOnly && !d.IsFloat() {
			// As div_l0/l1/l2: no source gives the integer quotient's rounding.
			return nil, ir.OpError(op, "takes half and float only, got %s (its integer results are not documented)", d)
		}
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		k := &vecKernel{def: def, d: d, es: int64(d.Size()), pipe: pv, binary: true, ib: intFn(def, d)}
		dr, ar, br := cc.Slot(op.Operand(0)), cc.Slot(op.Operand(1)), cc.Slot(op.Operand(2))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, a, b := &c.Regs[dr].T, &c.Regs[ar].T, &c.Regs[br].T
			if !ubOnly(c, in, dst, a, b) {
				return sim.Fail
			}
			if a.Size != dst.Size || b.Size != dst.Size {
				return c.Fatal(in, "operand sizes differ (dst %d, src0 %d, src1 %d bytes)", dst.Size, a.Size, b.Size)
			}
			return vecL2(c, in, k, dst.Size/k.es, dst, a, b, 0, nil, sim.Invalid)
		}, nil
	}
}

// shiftLeftCheck and shiftRightCheck refuse a shift count outside [0, bits): its effect
// is not settled. Within it ShiftLeft drops the bits shifted out and ShiftRight is
// arithmetic on signed types, logical on unsigned ones: PyAsc lowers arith.shli and
// arith.shrsi to them (passes-asc2.md, asctile-scalarize: shli -> shls -> shift_left_l2,
// shrsi -> shrs -> shift_right_l2).
func shiftLeftCheck(x, s float64, d sim.DType) string { return shiftCount(s, d) }

func shiftRightCheck(x, s float64, d sim.DType) string { return shiftCount(s, d) }

func shiftCount(s float64, d sim.DType) string {
	if s < 0 || s >= float64(d.Bits()) || s != math.Trunc(s) {
		return fmt.Sprintf("shift count %v is outside [0, %d) for %s: its effect is not settled", s, d.Bits(), d)
	}
	return ""
}

// intOverflow refuses an integer lane result outside the element type's range: whether
// the vector unit wraps or saturates integer arithmetic is not settled (hardware.md §7
// has overflow saturate for Cast).
func intOverflow(v float64, d sim.DType) string {
	if d.IsFloat() || v != v {
		return ""
	}
	lo, hi := -math.Ldexp(1, d.Bits()-1), math.Ldexp(1, d.Bits()-1)-1
	if !d.Signed() {
		lo, hi = 0, math.Ldexp(1, d.Bits())-1
	}
	if v < lo || v > hi {
		return fmt.Sprintf("the result %v overflows %s: whether integer arithmetic wraps or saturates is not settled", v, d)
	}
	return ""
}

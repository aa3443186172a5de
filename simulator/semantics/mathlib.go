package semantics

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// The math library (Ascend C's high-level unary/binary math APIs: dst, src[, src1]
// [, sharedTmpBuffer][, calCount], isReuseSource). Every value is computed in float64 and
// rounded once to the element type (docs/sim/math.md gives the ulp bound per op). On the
// NPU these APIs are software sequences of vector instructions whose exact approximations
// no source available here fixes, so the simulator gives the correctly rounded result (to
// within the bound), not the NPU's bits.

// mathFn is one library op's value per element.
type mathFn func(x float64) float64

// mathUnary lists the unary library ops with their function and the number of vector
// instructions the cost model charges per repeat (an assumption: the APIs' sequences are
// not published; rounding ops take one, transcendental ones ten).
var mathUnary = []struct {
	name  string
	f     mathFn
	steps int64
}{
	{ascendc.OpAcos, math.Acos, 10},
	{ascendc.OpAcosh, math.Acosh, 10},
	{ascendc.OpAsin, math.Asin, 10},
	{ascendc.OpAsinh, math.Asinh, 10},
	{ascendc.OpAtan, math.Atan, 10},
	{ascendc.OpAtanh, math.Atanh, 10},
	{ascendc.OpCos, math.Cos, 10},
	{ascendc.OpCosh, math.Cosh, 10},
	{ascendc.OpSin, math.Sin, 10},
	{ascendc.OpSinh, math.Sinh, 10},
	{ascendc.OpTan, math.Tan, 10},
	{ascendc.OpTanh, math.Tanh, 10},
	{ascendc.OpLog, math.Log, 10},
	{ascendc.OpLog2, math.Log2, 10},
	{ascendc.OpErf, math.Erf, 10},
	{ascendc.OpErfc, math.Erfc, 10},
	{ascendc.OpDigamma, digamma, 10},
	{ascendc.OpLgamma, func(x float64) float64 { v, _ := math.Lgamma(x); return v }, 10},
	{ascendc.OpSign, sign, 1},
	{ascendc.OpFrac, func(x float64) float64 { return x - math.Trunc(x) }, 1},
	{ascendc.OpRound, math.Round, 1},
	{ascendc.OpTrunc, math.Trunc, 1},
	{ascendc.OpFloor, math.Floor, 1},
	{ascendc.OpCeil, math.Ceil, 1},
}

// sign is −1, 0 or +1 (keeping the sign of a zero); NaN stays NaN.
func sign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return x
}

// digamma is ψ(x): reflection below 0.5, the recurrence ψ(x) = ψ(x+1) − 1/x up to x ≥ 20,
// then the asymptotic series (Abramowitz & Stegun 6.3.18) through the x⁻¹² term, whose
// remainder there is below 1e-18. Poles (0, −1, −2, …) give NaN.
func digamma(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, -1) {
		return math.NaN()
	}
	if x <= 0 && x == math.Floor(x) {
		return math.NaN()
	}
	if x < 0.5 {
		return digamma(1-x) - math.Pi/math.Tan(math.Pi*x)
	}
	acc := 0.0
	for x < 20 {
		acc -= 1 / x
		x++
	}
	x2 := 1 / (x * x)
	series := x2 * (1.0/12 - x2*(1.0/120-x2*(1.0/252-x2*(1.0/240-x2*(1.0/132-x2*691.0/32760)))))
	return acc + math.Log(x) - 0.5/x - series
}

// roundOnce rounds an exact-as-possible float64 value once to d: through a float32 rounded
// to odd for the 16-bit types, so that the two steps equal one correct rounding (24 ≥ 11+2
// bits), then to nearest even.
func roundOnce(v float64, d sim.DType) float64 {
	switch d {
	case sim.F16:
		return float64(numeric.F16ToF32(numeric.F32ToF16(toOddF32(v))))
	case sim.BF16:
		return float64(numeric.BF16ToF32(numeric.F32ToBF16(toOddF32(v))))
	case sim.F32:
		return float64(float32(v))
	}
	return v
}

// toOddF32 rounds v to float32 toward zero and, if that was inexact, sets the last bit.
func toOddF32(v float64) float32 {
	f := float32(v)
	if float64(f) == v || v != v {
		return f
	}
	if math.Abs(float64(f)) > math.Abs(v) {
		f = math.Nextafter32(f, 0)
	}
	return math.Float32frombits(math.Float32bits(f) | 1)
}

// registerMathLib adds the library's unary ops, Exp, Power, Xor, ClampMin/Max and Axpy.
func registerMathLib(r *sim.Registry) {
	for _, u := range mathUnary {
		reg(r, u.name, apiCost, mathCompiler(u.f, u.steps))
	}
	reg(r, ascendc.OpExp, apiCost, compileLibExp)
	reg(r, ascendc.OpPower, apiCost, compileBinaryLib(math.Pow, false))
	reg(r, ascendc.OpXor, apiCost, compileBinaryLib(func(a, b float64) float64 {
		return float64(int64(a) ^ int64(b))
	}, true))
	reg(r, ascendc.OpClampMin, apiCost, compileClamp(func(x, s float64) float64 { return fmax(x, s, 0) }))
	reg(r, ascendc.OpClampMax, apiCost, compileClamp(func(x, s float64) float64 { return fmin(x, s, 0) }))
	reg(r, ascendc.OpAxpy, apiCost, compileLibAxpy)
}

// libFloat refuses the element types the library does not take (it is declared for half
// and float).
func libFloat(op *ir.Operation, d sim.DType) error {
	if d != sim.F16 && d != sim.F32 {
		return ir.OpError(op, "is not simulated for element type %s (the math library takes f16 or f32)", d)
	}
	return nil
}

// libFloatOp is the pipe and the element type of a float math-library op, refusing
// element types the library does not take.
func libFloatOp(cc *sim.Compiler, op *ir.Operation) (arch.Pipe, sim.DType, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return 0, 0, err
	}
	d := elemOf(cc, operandValue(op, "dst"))
	return pv, d, libFloat(op, d)
}

// libArgs are the registers common to the library ops: dst, the optional calCount and
// isReuseSource.
type libArgs struct {
	dst, count, reuse int32
}

func readLibArgs(cc *sim.Compiler, op *ir.Operation) libArgs {
	return libArgs{dst: operand(cc, op, "dst"), count: operand(cc, op, "calCount"), reuse: operand(cc, op, "isReuseSource")}
}

// elems is calCount, or without one every element of the source tensor (the API's overload
// without calCount covers the tensor). isReuseSource = true lets the API overwrite src with
// intermediate values no source fixes, so it is refused.
func (a libArgs) elems(c *sim.Core, in *sim.Instr, src *sim.Tensor, es int64) (int64, bool) {
	if a.reuse >= 0 && c.Regs[a.reuse].I&1 != 0 {
		c.Fatal(in, "is not simulated for isReuseSource = true (the API may leave intermediate values in src)")
		return 0, false
	}
	n := src.Size / es
	if a.count >= 0 {
		n = c.Regs[a.count].I
	}
	if n < 0 {
		c.Fatal(in, "negative calCount %d", n)
		return 0, false
	}
	return n, true
}

func isLocalTensor(v *ir.Value) bool {
	_, ok := v.Type().(*ascendc.LocalTensorType)
	return ok
}

func mathCompiler(f mathFn, steps int64) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, d, err := libFloatOp(cc, op)
		if err != nil {
			return nil, err
		}
		if !isLocalTensor(operandValue(op, "src")) {
			return nil, ir.OpError(op, "is not simulated for a src of type %s (only a LocalTensor)", operandValue(op, "src").Type())
		}
		a, sr := readLibArgs(cc, op), operand(cc, op, "src")
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			return mapUnary(c, in, pv, a, sr, d, steps, f)
		}, nil
	}
}

// mapUnary runs dst[i] = f(src[i]) for the op's element count.
func mapUnary(c *sim.Core, in *sim.Instr, pv arch.Pipe, a libArgs, sr int32, d sim.DType, steps int64, f mathFn) sim.Ctl {
	dst, src := &c.Regs[a.dst].T, &c.Regs[sr].T
	if !ubOnly(c, in, dst, src) {
		return sim.Fail
	}
	es := int64(d.Size())
	n, ok := a.elems(c, in, src, es)
	if !ok {
		return sim.Fail
	}
	cost := c.Cost()
	c.Issue(in, pv, steps*cost.Vector((n*es+255)/256, steps > 1), cost.VecHead)
	s, ok := c.Mem(in, pv, src, 0, n*es, false)
	if !ok {
		return sim.Fail
	}
	x := append([]byte(nil), s...) // dst may alias src
	w, ok := c.Mem(in, pv, dst, 0, n*es, true)
	if !ok {
		return sim.Fail
	}
	for i := 0; i < int(n); i++ {
		sim.Store(w, i, d, roundOnce(f(sim.Load(x, i, d)), d))
	}
	return sim.Next
}

// compileLibExp is Exp<T, taylorExpandLevel, isReuseSource>. Level 0 is the plain
// exponential; a positive level selects a Taylor expansion of a given number of terms whose
// split of the argument no source here fixes, so it is refused.
func compileLibExp(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, d, err := libFloatOp(cc, op)
	if err != nil {
		return nil, err
	}
	a, sr, lv := readLibArgs(cc, op), operand(cc, op, "src"), operand(cc, op, "taylorExpandLevel")
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		if l := c.Regs[lv].I; l != 0 {
			return c.Fatal(in, "is not simulated for taylorExpandLevel %d (only 0)", l)
		}
		return mapUnary(c, in, pv, a, sr, d, 2, math.Exp)
	}, nil
}

// compileBinaryLib is Power (tensor–tensor, tensor–scalar, scalar–tensor) and Xor
// (tensor–tensor, integer types).
func compileBinaryLib(f func(a, b float64) float64, ints bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		d := elemOf(cc, operandValue(op, "dst"))
		if ints && (d.IsFloat() || d.Size() != 2) {
			return nil, ir.OpError(op, "is not simulated for element type %s (Xor takes int16 or uint16)", d)
		}
		if !ints {
			if err := libFloat(op, d); err != nil {
				return nil, err
			}
		}
		v0, v1 := operandValue(op, "src0"), operandValue(op, "src1")
		t0, t1 := isLocalTensor(v0), isLocalTensor(v1)
		if !t0 && !t1 || ints && !(t0 && t1) {
			return nil, ir.OpError(op, "is not simulated for operands %s and %s", v0.Type(), v1.Type())
		}
		sd0, sd1 := elemOf(cc, v0), elemOf(cc, v1)
		a, r0, r1 := readLibArgs(cc, op), cc.Slot(v0), cc.Slot(v1)
		es := int64(d.Size())
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst := &c.Regs[a.dst].T
			var src0, src1 *sim.Tensor
			if t0 {
				src0 = &c.Regs[r0].T
			}
			if t1 {
				src1 = &c.Regs[r1].T
			}
			if !ubOnly(c, in, dst, src0, src1) {
				return sim.Fail
			}
			shape := src0
			if shape == nil {
				shape = src1
			}
			n, ok := a.elems(c, in, shape, es)
			if !ok {
				return sim.Fail
			}
			cost := c.Cost()
			c.Issue(in, pv, 10*cost.Vector((n*es+255)/256, true), cost.VecHead)
			x, ok := operandElems(c, in, pv, src0, c.Regs[r0], sd0, d, n)
			if !ok {
				return sim.Fail
			}
			y, ok := operandElems(c, in, pv, src1, c.Regs[r1], sd1, d, n)
			if !ok {
				return sim.Fail
			}
			w, ok := c.Mem(in, pv, dst, 0, n*es, true)
			if !ok {
				return sim.Fail
			}
			for i := range x {
				if ints {
					sim.StoreI(w, i, d, int64(f(x[i], y[i])))
					continue
				}
				sim.Store(w, i, d, roundOnce(f(x[i], y[i]), d))
			}
			return sim.Next
		}, nil
	}
}

// operandElems is n elements of a tensor operand, or a scalar operand (rounded to the
// element type, as the API takes it as a T) repeated.
func operandElems(c *sim.Core, in *sim.Instr, pv arch.Pipe, t *sim.Tensor, v sim.Value, sd, d sim.DType, n int64) ([]float64, bool) {
	out := make([]float64, n)
	if t == nil {
		s := sim.RoundF(sim.ScalarToElem(v, sd), d)
		for i := range out {
			out[i] = s
		}
		return out, true
	}
	b, ok := c.Mem(in, pv, t, 0, n*int64(d.Size()), false)
	if !ok {
		return nil, false
	}
	for i := range out {
		out[i] = sim.Load(b, i, d)
	}
	return out, true
}

// compileClamp is ClampMin/ClampMax(dst, src, scalar, calCount): the scalar converted to
// the element type, then max (ClampMin) or min (ClampMax) with each element.
func compileClamp(f func(x, s float64) float64) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, d, err := libFloatOp(cc, op)
		if err != nil {
			return nil, err
		}
		a, sr, kr := readLibArgs(cc, op), operand(cc, op, "src"), operand(cc, op, "scalar")
		sd := elemOf(cc, operandValue(op, "scalar"))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			s := sim.RoundF(sim.ScalarToElem(c.Regs[kr], sd), d)
			return mapUnary(c, in, pv, a, sr, d, 1, func(x float64) float64 { return f(x, s) })
		}, nil
	}
}

// compileLibAxpy is Axpy<T, U>(dst, src, scalar, calCount): dst = src·scalar + dst with one
// rounding to T, as axpy_l2 computes it; src may be half with a float dst.
func compileLibAxpy(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	d, sd := elemOf(cc, operandValue(op, "dst")), elemOf(cc, operandValue(op, "src"))
	if err := libFloat(op, d); err != nil {
		return nil, err
	}
	if err := libFloat(op, sd); err != nil {
		return nil, err
	}
	if sd.Size() > d.Size() {
		return nil, ir.OpError(op, "is not simulated for a %s src with a %s dst", sd, d)
	}
	a, sr, kr := readLibArgs(cc, op), operand(cc, op, "src"), operand(cc, op, "scalar")
	kd := elemOf(cc, operandValue(op, "scalar"))
	es, ss := int64(d.Size()), int64(sd.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[a.dst].T, &c.Regs[sr].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		n, ok := a.elems(c, in, src, ss)
		if !ok {
			return sim.Fail
		}
		s := sim.RoundF(sim.ScalarToElem(c.Regs[kr], kd), sd)
		cost := c.Cost()
		c.Issue(in, pv, 2*cost.Vector((n*es+255)/256, false), cost.VecHead)
		x, ok := c.Mem(in, pv, src, 0, n*ss, false)
		if !ok {
			return sim.Fail
		}
		old, ok := c.Mem(in, pv, dst, 0, n*es, false)
		if !ok {
			return sim.Fail
		}
		y := append([]byte(nil), old...)
		w, ok := c.Mem(in, pv, dst, 0, n*es, true)
		if !ok {
			return sim.Fail
		}
		for i := 0; i < int(n); i++ {
			sim.Store(w, i, d, roundOnce(sim.Load(x, i, sd)*s+sim.Load(y, i, d), d))
		}
		return sim.Next
	}, nil
}

package semantics

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/fn"
	mathd "github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Scalar MLIR ops the simulator lacked: the math dialect on scalars, arith's extended
// (two-result) integer ops, func's indirect calls and scf.parallel. Numerics are in
// docs/sim/scalar.md: every float function is computed in float64 and rounded once to the
// result type.

// scalarMathUnary lists the one-operand float functions, each computed in float64.
var scalarMathUnary = map[string]func(float64) float64{
	mathd.OpAbsf: math.Abs, mathd.OpAcos: math.Acos, mathd.OpAcosh: math.Acosh, mathd.OpAsin: math.Asin,
	mathd.OpAsinh: math.Asinh, mathd.OpAtan: math.Atan, mathd.OpAtanh: math.Atanh, mathd.OpCbrt: math.Cbrt,
	mathd.OpCeil: math.Ceil, mathd.OpCos: math.Cos, mathd.OpCosh: math.Cosh, mathd.OpErf: math.Erf,
	mathd.OpExp: math.Exp, mathd.OpExp2: math.Exp2, mathd.OpExpm1: math.Expm1,
	mathd.OpFloor: math.Floor, mathd.OpLog: math.Log, mathd.OpLog10: math.Log10, mathd.OpLog1p: math.Log1p,
	mathd.OpLog2: math.Log2, mathd.OpRound: math.Round, mathd.OpRoundeven: math.RoundToEven,
	mathd.OpRsqrt: func(x float64) float64 { return 1 / math.Sqrt(x) }, mathd.OpSin: math.Sin,
	mathd.OpSinh: math.Sinh, mathd.OpSqrt: math.Sqrt, mathd.OpTan: math.Tan, mathd.OpTanh: math.Tanh,
	mathd.OpTrunc: math.Trunc,
}

// scalarFloat is the DType of a scalar float value; vectors and tensors are refused (the
// math dialect also accepts them, the simulator runs scalar code only).
func scalarFloat(cc *sim.Compiler, v *ir.Value) (sim.DType, error) {
	if _, shaped := v.Type().(ir.ShapedType); shaped {
		return 0, fmt.Errorf("is not simulated for %s (only scalar math is)", ir.TypeString(v.Type()))
	}
	d := cc.DType(v)
	if !d.IsFloat() {
		return 0, fmt.Errorf("is not simulated for %s", ir.TypeString(v.Type()))
	}
	return d, nil
}

func registerScalarMath(r *sim.Registry) {
	for name, f := range scalarMathUnary {
		f := f
		r.Register(name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
			d, err := scalarFloat(cc, op.Result(0))
			if err != nil {
				return err
			}
			in.Cost = scalarCost(cc)
			a, res := in.In[0], in.Out[0]
			in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
				c.Regs[res] = sim.Value{F: sim.RoundF(f(c.Regs[a].F), d)}
				return sim.Next
			}
			return nil
		})
	}
	r.Register(mathd.OpPowf, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d, err := scalarFloat(cc, op.Result(0))
		if err != nil {
			return err
		}
		in.Cost = scalarCost(cc)
		a, b, res := in.In[0], in.In[1], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{F: sim.RoundF(math.Pow(c.Regs[a].F, c.Regs[b].F), d)}
			return sim.Next
		}
		return nil
	})
	r.Register(mathd.OpFma, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d, err := scalarFloat(cc, op.Result(0))
		if err != nil {
			return err
		}
		in.Cost = scalarCost(cc)
		a, b, x, res := in.In[0], in.In[1], in.In[2], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{F: fusedMulAdd(c.Regs[a].F, c.Regs[b].F, c.Regs[x].F, d)}
			return sim.Next
		}
		return nil
	})
	r.Register(mathd.OpAbsi, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		if _, shaped := op.Result(0).Type().(ir.ShapedType); shaped {
			return fmt.Errorf("is not simulated for %s (only scalar math is)", ir.TypeString(op.Result(0).Type()))
		}
		d := cc.DType(op.Result(0))
		in.Cost = scalarCost(cc)
		a, res := in.In[0], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			v := s(c.Regs[a].I, d)
			if v < 0 {
				v = -v // the most negative value wraps to itself, as two's complement negation does
			}
			c.Regs[res] = sim.Value{I: sim.Norm(v, d)}
			return sim.Next
		}
		return nil
	})
}

// fusedMulAdd is a*b+c rounded once to d: exactly (big.Float) for f32, math.FMA for f64;
// f16/bf16 go through float64 (see docs/sim/scalar.md for the bound).
func fusedMulAdd(a, b, c float64, d sim.DType) float64 {
	switch d {
	case sim.F64:
		return math.FMA(a, b, c)
	case sim.F32:
		if math.IsInf(a, 0) || math.IsInf(b, 0) || math.IsInf(c, 0) || a != a || b != b || c != c {
			return float64(float32(a*b + c))
		}
		x := new(big.Float).SetPrec(200).SetFloat64(a)
		x.Mul(x, new(big.Float).SetPrec(200).SetFloat64(b))
		x.Add(x, new(big.Float).SetPrec(200).SetFloat64(c))
		f, _ := x.Float32() // nearest even, subnormals included; big.Float keeps IEEE zero signs
		return float64(f)
	}
	return sim.RoundF(math.FMA(a, b, c), d)
}

// registerArithExtended adds the two-result integer ops: the sum with its carry and the
// full double-width products.
func registerArithExtended(r *sim.Registry) {
	r.Register(arith.OpAdduiExtended, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d := cc.DType(op.Result(0))
		if d == sim.Invalid || d.IsFloat() {
			return fmt.Errorf("is not simulated for %s", ir.TypeString(op.Result(0).Type()))
		}
		in.Cost = scalarCost(cc)
		a, b, sum, ovf := in.In[0], in.In[1], in.Out[0], in.Out[1]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			x, y := u(c.Regs[a].I, d), u(c.Regs[b].I, d)
			z := sim.Norm(int64(x+y), d)
			c.Regs[sum] = sim.Value{I: z}
			c.Regs[ovf] = sim.Value{I: b2i(u(z, d) < x)}
			return sim.Next
		}
		return nil
	})
	r.Register(arith.OpMulsiExtended, mulExtended(true))
	r.Register(arith.OpMuluiExtended, mulExtended(false))
}

// mulExtended gives the low and high halves of the full product of two w-bit integers.
func mulExtended(signed bool) sim.Impl {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d := cc.DType(op.Result(0))
		if d == sim.Invalid || d.IsFloat() {
			return fmt.Errorf("is not simulated for %s", ir.TypeString(op.Result(0).Type()))
		}
		w := uint(d.Bits())
		in.Cost = scalarCost(cc)
		a, b, lo, hi := in.In[0], in.In[1], in.Out[0], in.Out[1]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			x, y := c.Regs[a].I, c.Regs[b].I
			var l, h int64
			if w == 64 {
				uh, ul := bits.Mul64(uint64(x), uint64(y))
				if signed { // two's complement correction of the unsigned high word
					if x < 0 {
						uh -= uint64(y)
					}
					if y < 0 {
						uh -= uint64(x)
					}
				}
				l, h = int64(ul), int64(uh)
			} else {
				var p int64
				if signed {
					p = s(x, d) * s(y, d) // at most 64 bits for w <= 32
				} else {
					p = int64(u(x, d) * u(y, d))
				}
				l, h = p, p>>w
				if !signed {
					h = int64(uint64(p) >> w)
				}
			}
			c.Regs[lo] = sim.Value{I: sim.Norm(l, d)}
			c.Regs[hi] = sim.Value{I: sim.Norm(h, d)}
			return sim.Next
		}
		return nil
	}
}

// funcRef is the value of func.constant: a function to call indirectly.
type funcRef struct{ name string }

func registerIndirectCalls(r *sim.Registry) {
	r.Register(fn.OpConstant, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		ref, ok := op.Attr("value").(*ir.SymbolRefAttr)
		if !ok {
			return fmt.Errorf("missing the function symbol")
		}
		if !cc.NeedFunc(ref.Root) {
			return fmt.Errorf("function @%s has no body to simulate", ref.Root)
		}
		f := &funcRef{name: ref.Root}
		in.Cost = scalarCost(cc)
		res := in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[res] = sim.Value{O: f}; return sim.Next }
		return nil
	})
	r.Register(fn.OpCallIndirect, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		callee, args, outs := in.In[0], in.In[1:], in.Out
		in.Cost = cc.P.Chip.Cost.APICall
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			f, ok := c.Regs[callee].O.(*funcRef)
			if !ok {
				return c.Fatal(in, "the callee is not a function value made by func.constant")
			}
			vals := make([]sim.Value, len(args))
			for i, r := range args {
				vals[i] = c.Regs[r]
			}
			if c.Depth() > 200 {
				return c.Fatal(in, "call depth exceeds 200 (unbounded recursion?)")
			}
			if ctl := c.Call(c.Chip.Prog.Funcs[f.name], vals); ctl == sim.Fail {
				return ctl
			}
			copyOut(c, outs)
			return sim.Next
		}
		return nil
	})
}

// registerParallel adds scf.parallel, run as nested sequential loops in row-major order
// (first induction variable outermost), with each scf.reduce combining into the loop's
// results in that order, starting from the init values.
func registerParallel(r *sim.Registry) {
	r.Register(scf.OpParallel, compileParallel)
	r.Register(scf.OpReduce, compileReduce)
	r.Register(scf.OpReduceReturn, yieldImpl)
}

func compileParallel(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	lbs, ubs := opValues(cc, op, "lowerBound"), opValues(cc, op, "upperBound")
	steps, inits := opValues(cc, op, "step"), opValues(cc, op, "initVals")
	body := in.Regions[0].Blocks[0]
	ivs, outs := body.Args, in.Out
	iterCost := cc.P.Chip.Cost.LoopIter
	in.Cost = scalarCost(cc)
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		for i, r := range inits {
			c.Regs[outs[i]] = c.Regs[r]
		}
		n := len(ivs)
		lo, hi, st := make([]int64, n), make([]int64, n), make([]int64, n)
		for k := 0; k < n; k++ {
			lo[k], hi[k], st[k] = c.Regs[lbs[k]].I, c.Regs[ubs[k]].I, c.Regs[steps[k]].I
			if st[k] <= 0 {
				return c.Fatal(in, "step %d of dimension %d must be positive", st[k], k)
			}
			if lo[k] >= hi[k] {
				return sim.Next // an empty dimension: no iteration at all
			}
		}
		cur := append([]int64(nil), lo...)
		for {
			for k := 0; k < n; k++ {
				c.Regs[ivs[k]] = sim.Value{I: cur[k]}
			}
			c.Now += iterCost
			if c.RunBlock(body) == sim.Fail {
				return sim.Fail
			}
			k := n - 1
			for ; k >= 0; k-- {
				cur[k] += st[k]
				if cur[k] < hi[k] {
					break
				}
				cur[k] = lo[k]
			}
			if k < 0 {
				return sim.Next
			}
		}
	}
	return nil
}

// compileReduce combines each operand into the enclosing scf.parallel's result register
// with its reduction region (arguments: the value so far, the new value).
func compileReduce(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	par := op.ParentOp()
	if par == nil || par.Name() != scf.OpParallel {
		return fmt.Errorf("must be inside scf.parallel")
	}
	accs := make([]int32, par.NumResults())
	for i := range accs {
		accs[i] = cc.Slot(par.Result(i))
	}
	vals, regions := in.In, in.Regions
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		for i, v := range vals {
			args := []sim.Value{c.Regs[accs[i]], c.Regs[v]}
			if c.RunRegion(regions[i], args) == sim.Fail {
				return sim.Fail
			}
			c.Regs[accs[i]] = c.Ret[0]
		}
		return sim.Yield
	}
	return nil
}

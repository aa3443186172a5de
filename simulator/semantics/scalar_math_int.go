package semantics

import (
	"fmt"
	"math"
	"math/bits"

	mathd "github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The math ops LLVM 19 has beyond the float functions of scalar_math.go: bit counts and
// integer powers (exact at the type's width), copysign (exact), atan2 and fpowi (computed
// in float64 and rounded once to the result type, as the other float functions).

// scalarInt is the DType of a scalar integer value; vectors and tensors are refused.
func scalarInt(cc *sim.Compiler, v *ir.Value) (sim.DType, error) {
	if _, shaped := v.Type().(ir.ShapedType); shaped {
		return 0, fmt.Errorf("is not simulated for %s (only scalar math is)", ir.TypeString(v.Type()))
	}
	d := cc.DType(v)
	if d == sim.Invalid || d.IsFloat() {
		return 0, fmt.Errorf("is not simulated for %s", ir.TypeString(v.Type()))
	}
	return d, nil
}

// bitCounts maps ctlz, cttz and ctpop to their count on the w low bits of x (a zero operand
// counts w leading or trailing zeros).
var bitCounts = map[string]func(x uint64, w int) int{
	mathd.OpCtlz: func(x uint64, w int) int { return w - bits.Len64(x) },
	mathd.OpCttz: func(x uint64, w int) int {
		if x == 0 {
			return w
		}
		return bits.TrailingZeros64(x)
	},
	mathd.OpCtpop: func(x uint64, _ int) int { return bits.OnesCount64(x) },
}

func registerScalarMathInt(r *sim.Registry) {
	for name, f := range bitCounts {
		f := f
		r.Register(name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
			d, err := scalarInt(cc, op.Result(0))
			if err != nil {
				return err
			}
			in.Cost = scalarCost(cc)
			a, res := in.In[0], in.Out[0]
			in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
				c.Regs[res] = sim.Value{I: sim.Norm(int64(f(u(c.Regs[a].I, d), d.Bits())), d)}
				return sim.Next
			}
			return nil
		})
	}
	r.Register(mathd.OpIpowi, compileIpowi)
	r.Register(mathd.OpCopysign, floatBinary(math.Copysign))
	r.Register(mathd.OpAtan2, floatBinary(math.Atan2))
	r.Register(mathd.OpFpowi, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d, err := scalarFloat(cc, op.Result(0))
		if err != nil {
			return err
		}
		di, err := scalarInt(cc, op.Operand(1))
		if err != nil {
			return err
		}
		in.Cost = scalarCost(cc)
		a, n, res := in.In[0], in.In[1], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{F: sim.RoundF(math.Pow(c.Regs[a].F, float64(s(c.Regs[n].I, di))), d)}
			return sim.Next
		}
		return nil
	})
}

// floatBinary is a two-operand float function computed in float64 and rounded to the type.
func floatBinary(f func(a, b float64) float64) sim.Impl {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d, err := scalarFloat(cc, op.Result(0))
		if err != nil {
			return err
		}
		in.Cost = scalarCost(cc)
		a, b, res := in.In[0], in.In[1], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{F: sim.RoundF(f(c.Regs[a].F, c.Regs[b].F), d)}
			return sim.Next
		}
		return nil
	}
}

// compileIpowi raises a signed integer to a signed power, wrapping at the type's width. A
// negative power gives 0 unless the base is 1 or -1; 0 to a negative power divides by zero
// and stops the simulation.
func compileIpowi(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	d, err := scalarInt(cc, op.Result(0))
	if err != nil {
		return err
	}
	in.Cost = scalarCost(cc)
	a, b, res := in.In[0], in.In[1], in.Out[0]
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		r, ok := ipow(s(c.Regs[a].I, d), s(c.Regs[b].I, d), d)
		if !ok {
			return c.Fatal(in, "math.ipowi: 0 raised to a negative power")
		}
		c.Regs[res] = sim.Value{I: r}
		return sim.Next
	}
	return nil
}

func ipow(base, pow int64, d sim.DType) (int64, bool) {
	one, minusOne := sim.Norm(1, d), sim.Norm(-1, d)
	base = sim.Norm(base, d)
	switch {
	case pow == 0:
		return one, true
	case pow < 0 && base == 0:
		return 0, false
	case pow < 0 && base == one:
		return one, true
	case pow < 0 && base != minusOne:
		return 0, true
	case pow < 0 && pow&1 == 1:
		return minusOne, true
	case pow < 0:
		return one, true
	}
	r := int64(1)
	for ; pow > 0; pow >>= 1 {
		if pow&1 == 1 {
			r = sim.Norm(r*base, d)
		}
		base = sim.Norm(base*base, d)
	}
	return sim.Norm(r, d), true
}

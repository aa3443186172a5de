package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

func scalarCost(cc *sim.Compiler) int64 { return cc.P.Chip.Cost.ScalarOp }

func intBin(r *sim.Registry, name string, f func(a, b int64, d sim.DType) (int64, bool)) {
	r.Register(name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d := cc.DType(op.Result(0))
		if d == sim.Invalid || d.IsFloat() {
			return fmt.Errorf("unsupported type %s", ir.TypeString(op.Result(0).Type()))
		}
		in.Cost = scalarCost(cc)
		a, b, r := in.In[0], in.In[1], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			v, ok := f(c.Regs[a].I, c.Regs[b].I, d)
			if !ok {
				return c.Fatal(in, "division by zero")
			}
			c.Regs[r].I = sim.Norm(v, d)
			return sim.Next
		}
		return nil
	})
}

// u reinterprets a normalised integer as unsigned of its width.
func u(v int64, d sim.DType) uint64 {
	if d.Bits() >= 64 {
		return uint64(v)
	}
	return uint64(v) & (1<<uint(d.Bits()) - 1)
}

// s reinterprets as signed of its width.
func s(v int64, d sim.DType) int64 {
	w := uint(d.Bits())
	if w >= 64 {
		return v
	}
	return v << (64 - w) >> (64 - w)
}

// registerArith adds the arith dialect: integer and float arithmetic, casts, compares.
func registerArith(r *sim.Registry) {
	registerIntArith(r)
	registerFloatArith(r)
	registerArithCasts(r)
	r.Register(arith.OpConstant, compileConstant)
	r.Register(arith.OpCmpi, compileCmpi)
	r.Register(arith.OpCmpf, compileCmpf)
	r.Register(arith.OpSelect, compileSelectScalar)
}

// registerIntArith adds the integer binary ops with the semantics their dialect states
// (arith.IntBinaryEval): one definition shared with nothing else to drift from, checked
// against the dialect's folders. A division by zero stops the core, as the hardware traps.
func registerIntArith(r *sim.Registry) {
	for _, name := range arith.IntBinaryOps() {
		eval, _ := arith.IntBinaryEval(name)
		intBin(r, name, func(a, b int64, d sim.DType) (int64, bool) {
			v, ok := eval(uint64(a), uint64(b), uint(d.Bits()))
			return int64(v), ok
		})
	}
}

func registerFloatArith(r *sim.Registry) {
	floatBin(r, arith.OpAddf, func(a, b float64) float64 { return a + b })
	floatBin(r, arith.OpSubf, func(a, b float64) float64 { return a - b })
	floatBin(r, arith.OpMulf, func(a, b float64) float64 { return a * b })
	floatBin(r, arith.OpDivf, func(a, b float64) float64 { return a / b })
	floatBin(r, arith.OpRemf, math.Mod)
	floatBin(r, arith.OpMaximumf, func(a, b float64) float64 {
		if a != a || b != b {
			return math.NaN()
		}
		return math.Max(a, b)
	})
	floatBin(r, arith.OpMinimumf, func(a, b float64) float64 {
		if a != a || b != b {
			return math.NaN()
		}
		return math.Min(a, b)
	})
	floatBin(r, arith.OpMaxnumf, func(a, b float64) float64 {
		if a != a {
			return b
		}
		if b != b {
			return a
		}
		return math.Max(a, b)
	})
	floatBin(r, arith.OpMinnumf, func(a, b float64) float64 {
		if a != a {
			return b
		}
		if b != b {
			return a
		}
		return math.Min(a, b)
	})
	r.Register(arith.OpNegf, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.F = -v.F; return v }))
}

func registerArithCasts(r *sim.Registry) {
	r.Register(arith.OpExtsi, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(s(v.I, from), to); return v }))
	r.Register(arith.OpExtui, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(int64(u(v.I, from)), to); return v }))
	r.Register(arith.OpTrunci, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(v.I, to); return v }))
	r.Register(arith.OpIndexCast, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(s(v.I, from), to); return v }))
	r.Register(arith.OpIndexCastui, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(int64(u(v.I, from)), to); return v }))
	r.Register(arith.OpExtf, unary(func(v sim.Value, from, to sim.DType) sim.Value { return v }))
	r.Register(arith.OpTruncf, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.F = sim.RoundF(v.F, to); return v }))
	r.Register(arith.OpSitofp, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.F = sim.RoundF(float64(s(v.I, from)), to); return v }))
	r.Register(arith.OpUitofp, unary(func(v sim.Value, from, to sim.DType) sim.Value { v.F = sim.RoundF(float64(u(v.I, from)), to); return v }))
	r.Register(arith.OpFptosi, unary(func(v sim.Value, from, to sim.DType) sim.Value {
		v.I = sim.Norm(int64(math.Trunc(v.F)), to)
		return v
	}))
	r.Register(arith.OpFptoui, unary(func(v sim.Value, from, to sim.DType) sim.Value {
		v.I = sim.Norm(int64(uint64(math.Trunc(v.F))), to)
		return v
	}))
	r.Register(arith.OpBitcast, unary(bitcast))
}

func compileSelectScalar(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	in.Cost = scalarCost(cc)
	c0, a, b, r := in.In[0], in.In[1], in.In[2], in.Out[0]
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		if c.Regs[c0].I&1 != 0 {
			c.Regs[r] = c.Regs[a]
		} else {
			c.Regs[r] = c.Regs[b]
		}
		return sim.Next
	}
	return nil
}

func floatBin(r *sim.Registry, name string, f func(a, b float64) float64) {
	r.Register(name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d := cc.DType(op.Result(0))
		if !d.IsFloat() {
			return fmt.Errorf("unsupported type %s", ir.TypeString(op.Result(0).Type()))
		}
		in.Cost = scalarCost(cc)
		a, b, r := in.In[0], in.In[1], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[r].F = sim.RoundF(f(c.Regs[a].F, c.Regs[b].F), d)
			return sim.Next
		}
		return nil
	})
}

func unary(f func(v sim.Value, from, to sim.DType) sim.Value) sim.Impl {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		from, to := cc.DType(op.Operand(0)), cc.DType(op.Result(0))
		if from == sim.Invalid || to == sim.Invalid {
			return fmt.Errorf("unsupported types %s -> %s", ir.TypeString(op.Operand(0).Type()), ir.TypeString(op.Result(0).Type()))
		}
		in.Cost = scalarCost(cc)
		a, r := in.In[0], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[r] = f(c.Regs[a], from, to)
			return sim.Next
		}
		return nil
	}
}

func bitcast(v sim.Value, from, to sim.DType) sim.Value {
	var raw uint64
	switch from {
	case sim.F32:
		raw = uint64(math.Float32bits(float32(v.F)))
	case sim.F64:
		raw = math.Float64bits(v.F)
	case sim.F16, sim.BF16:
		var b [2]byte
		sim.Store(b[:], 0, from, v.F)
		raw = uint64(b[0]) | uint64(b[1])<<8
	default:
		raw = u(v.I, from)
	}
	var out sim.Value
	switch to {
	case sim.F32:
		out.F = float64(math.Float32frombits(uint32(raw)))
	case sim.F64:
		out.F = math.Float64frombits(raw)
	case sim.F16, sim.BF16:
		out.F = sim.Load([]byte{byte(raw), byte(raw >> 8)}, 0, to)
	default:
		out.I = sim.Norm(int64(raw), to)
	}
	return out
}

func compileConstant(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	var v sim.Value
	d := cc.DType(op.Result(0))
	switch a := op.Attr("value").(type) {
	case *ir.IntegerAttr:
		v.I = sim.Norm(a.Value, d)
	case *ir.FloatAttr:
		v.F = sim.RoundF(a.Value, d)
	default:
		return fmt.Errorf("unsupported constant %s", ir.AttrString(op.Attr("value")))
	}
	in.Cost = scalarCost(cc)
	r := in.Out[0]
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[r] = v; return sim.Next }
	return nil
}

func predicate(op *ir.Operation) (int64, error) {
	a, ok := op.Attr("predicate").(*ir.IntegerAttr)
	if !ok {
		return 0, fmt.Errorf("missing predicate")
	}
	return a.Value, nil
}

func compileCmpi(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	p, err := predicate(op)
	if err != nil {
		return err
	}
	d := cc.DType(op.Operand(0))
	in.Cost = scalarCost(cc)
	a, b, r := in.In[0], in.In[1], in.Out[0]
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		x, y := c.Regs[a].I, c.Regs[b].I
		sx, sy, ux, uy := s(x, d), s(y, d), u(x, d), u(y, d)
		var t bool
		switch p {
		case 0:
			t = x == y
		case 1:
			t = x != y
		case 2:
			t = sx < sy
		case 3:
			t = sx <= sy
		case 4:
			t = sx > sy
		case 5:
			t = sx >= sy
		case 6:
			t = ux < uy
		case 7:
			t = ux <= uy
		case 8:
			t = ux > uy
		case 9:
			t = ux >= uy
		}
		c.Regs[r].I = b2i(t)
		return sim.Next
	}
	return nil
}

func b2i(t bool) int64 {
	if t {
		return 1
	}
	return 0
}

func compileCmpf(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	p, err := predicate(op)
	if err != nil {
		return err
	}
	in.Cost = scalarCost(cc)
	a, b, r := in.In[0], in.In[1], in.Out[0]
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		x, y := c.Regs[a].F, c.Regs[b].F
		uno := x != x || y != y
		var t bool
		switch p {
		case 0:
			t = false
		case 1:
			t = !uno && x == y
		case 2:
			t = !uno && x > y
		case 3:
			t = !uno && x >= y
		case 4:
			t = !uno && x < y
		case 5:
			t = !uno && x <= y
		case 6:
			t = !uno && x != y
		case 7:
			t = !uno
		case 8:
			t = uno || x == y
		case 9:
			t = uno || x > y
		case 10:
			t = uno || x >= y
		case 11:
			t = uno || x < y
		case 12:
			t = uno || x <= y
		case 13:
			t = uno || x != y
		case 14:
			t = uno
		case 15:
			t = true
		}
		c.Regs[r].I = b2i(t)
		return sim.Next
	}
	return nil
}

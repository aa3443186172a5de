// Package semantics registers the simulator's behaviour of each op, by op name, one file
// per dialect (as xDSL's interpreter functions). Importing it registers everything.
package semantics

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

func scalarCost(cc *sim.Compiler) int64 { return cc.P.Chip.Cost.ScalarOp }

func typeOf(v *ir.Value) sim.DType { return sim.DTypeOf(v.Type()) }

func intBin(name string, f func(a, b int64, d sim.DType) (int64, bool)) {
	sim.Register("arith."+name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d := typeOf(op.Result(0))
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

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func init() {
	ok := func(v int64) (int64, bool) { return v, true }
	intBin("addi", func(a, b int64, d sim.DType) (int64, bool) { return ok(a + b) })
	intBin("subi", func(a, b int64, d sim.DType) (int64, bool) { return ok(a - b) })
	intBin("muli", func(a, b int64, d sim.DType) (int64, bool) { return ok(a * b) })
	intBin("andi", func(a, b int64, d sim.DType) (int64, bool) { return ok(a & b) })
	intBin("ori", func(a, b int64, d sim.DType) (int64, bool) { return ok(a | b) })
	intBin("xori", func(a, b int64, d sim.DType) (int64, bool) { return ok(a ^ b) })
	intBin("shli", func(a, b int64, d sim.DType) (int64, bool) {
		if u(b, d) >= uint64(d.Bits()) {
			return 0, true
		}
		return a << u(b, d), true
	})
	intBin("shrsi", func(a, b int64, d sim.DType) (int64, bool) {
		sh := u(b, d)
		if sh >= uint64(d.Bits()) {
			sh = uint64(d.Bits()) - 1
		}
		return s(a, d) >> sh, true
	})
	intBin("shrui", func(a, b int64, d sim.DType) (int64, bool) {
		if u(b, d) >= uint64(d.Bits()) {
			return 0, true
		}
		return int64(u(a, d) >> u(b, d)), true
	})
	intBin("maxsi", func(a, b int64, d sim.DType) (int64, bool) { return ok(max(s(a, d), s(b, d))) })
	intBin("minsi", func(a, b int64, d sim.DType) (int64, bool) { return ok(min(s(a, d), s(b, d))) })
	intBin("maxui", func(a, b int64, d sim.DType) (int64, bool) { return ok(int64(max(u(a, d), u(b, d)))) })
	intBin("minui", func(a, b int64, d sim.DType) (int64, bool) { return ok(int64(min(u(a, d), u(b, d)))) })
	intBin("divsi", func(a, b int64, d sim.DType) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		if b == -1 {
			return -s(a, d), true
		}
		return s(a, d) / s(b, d), true
	})
	intBin("remsi", func(a, b int64, d sim.DType) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		if b == -1 {
			return 0, true
		}
		return s(a, d) % s(b, d), true
	})
	intBin("divui", func(a, b int64, d sim.DType) (int64, bool) {
		if u(b, d) == 0 {
			return 0, false
		}
		return int64(u(a, d) / u(b, d)), true
	})
	intBin("remui", func(a, b int64, d sim.DType) (int64, bool) {
		if u(b, d) == 0 {
			return 0, false
		}
		return int64(u(a, d) % u(b, d)), true
	})
	intBin("ceildivui", func(a, b int64, d sim.DType) (int64, bool) {
		if u(b, d) == 0 {
			return 0, false
		}
		q, r := bits.Div64(0, u(a, d), u(b, d))
		if r != 0 {
			q++
		}
		return int64(q), true
	})
	intBin("floordivsi", func(a, b int64, d sim.DType) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		if b == -1 {
			return -a, true
		}
		return floorDiv(s(a, d), s(b, d)), true
	})
	intBin("ceildivsi", func(a, b int64, d sim.DType) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		if b == -1 {
			return -a, true
		}
		return -floorDiv(-s(a, d), s(b, d)), true
	})

	floatBin("addf", func(a, b float64) float64 { return a + b })
	floatBin("subf", func(a, b float64) float64 { return a - b })
	floatBin("mulf", func(a, b float64) float64 { return a * b })
	floatBin("divf", func(a, b float64) float64 { return a / b })
	floatBin("remf", math.Mod)
	floatBin("maximumf", func(a, b float64) float64 {
		if a != a || b != b {
			return math.NaN()
		}
		return math.Max(a, b)
	})
	floatBin("minimumf", func(a, b float64) float64 {
		if a != a || b != b {
			return math.NaN()
		}
		return math.Min(a, b)
	})
	floatBin("maxnumf", func(a, b float64) float64 {
		if a != a {
			return b
		}
		if b != b {
			return a
		}
		return math.Max(a, b)
	})
	floatBin("minnumf", func(a, b float64) float64 {
		if a != a {
			return b
		}
		if b != b {
			return a
		}
		return math.Min(a, b)
	})
	sim.Register("arith.negf", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.F = -v.F; return v }))
	sim.Register("arith.extsi", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(s(v.I, from), to); return v }))
	sim.Register("arith.extui", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(int64(u(v.I, from)), to); return v }))
	sim.Register("arith.trunci", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(v.I, to); return v }))
	sim.Register("arith.index_cast", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(s(v.I, from), to); return v }))
	sim.Register("arith.index_castui", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.I = sim.Norm(int64(u(v.I, from)), to); return v }))
	sim.Register("arith.extf", unary(func(v sim.Value, from, to sim.DType) sim.Value { return v }))
	sim.Register("arith.truncf", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.F = sim.RoundF(v.F, to); return v }))
	sim.Register("arith.sitofp", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.F = sim.RoundF(float64(s(v.I, from)), to); return v }))
	sim.Register("arith.uitofp", unary(func(v sim.Value, from, to sim.DType) sim.Value { v.F = sim.RoundF(float64(u(v.I, from)), to); return v }))
	sim.Register("arith.fptosi", unary(func(v sim.Value, from, to sim.DType) sim.Value {
		v.I = sim.Norm(int64(math.Trunc(v.F)), to)
		return v
	}))
	sim.Register("arith.fptoui", unary(func(v sim.Value, from, to sim.DType) sim.Value {
		v.I = sim.Norm(int64(uint64(math.Trunc(v.F))), to)
		return v
	}))
	sim.Register("arith.bitcast", unary(bitcast))
	sim.Register("arith.constant", compileConstant)
	sim.Register("arith.cmpi", compileCmpi)
	sim.Register("arith.cmpf", compileCmpf)
	sim.Register("arith.select", func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
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
	})
}

func floatBin(name string, f func(a, b float64) float64) {
	sim.Register("arith."+name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		d := typeOf(op.Result(0))
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
		from, to := typeOf(op.Operand(0)), typeOf(op.Result(0))
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
	d := typeOf(op.Result(0))
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
	d := typeOf(op.Operand(0))
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

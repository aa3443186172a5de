package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// emitc.cast between builtin integer types is a C++ integral conversion, whose result the
// language fixes: the source value taken modulo 2^N of the destination width (C++20), and
// for bool, whether the value is non-zero. PyAsc's lowering of asctile.set_value writes
// one (`emitc.cast %lin : i32 to ui64` for the element index, passes-asc2.md). Casts
// involving floats, opaque types or pointers stay refused: their meaning depends on C++
// typing the simulator does not model.
func registerEmitcCast(r *sim.Registry) {
	r.Register(emitc.OpCast, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		from, to := cc.DType(op.Operand(0)), cc.DType(op.Result(0))
		if !isIntegral(op.Operand(0).Type()) || !isIntegral(op.Result(0).Type()) || from == sim.Invalid || to == sim.Invalid {
			return fmt.Errorf("is not simulated from %s to %s: only conversions between builtin integer types are (%s)",
				ir.TypeString(op.Operand(0).Type()), ir.TypeString(op.Result(0).Type()), emitcOperator)
		}
		in.Cost = scalarCost(cc)
		a, res := in.In[0], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			v := c.Regs[a].I // normalised for its own type: the source value itself
			if to == sim.Bool {
				if v != 0 {
					v = 1
				}
			}
			c.Regs[res] = sim.Value{I: sim.Norm(v, to)}
			return sim.Next
		}
		return nil
	})
}

// emitc.constant with a builtin integer or float value is a C++ literal of that type:
// PyAsc spells its unsigned constants this way (`"emitc.constant"() <{value = 128 : ui32}>`,
// arith.constant taking signless integers only), e.g. the element counts of MrgSort or the
// argument of GetSortOffset. It runs as arith.constant does; an opaque value (C++ text) or
// a value of another type than the result stays refused.
func registerEmitcConstant(r *sim.Registry) {
	r.Register(emitc.OpConstant, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		t := op.Result(0).Type()
		ok := cc.DType(op.Result(0)) != sim.Invalid
		switch a := op.Attr("value").(type) {
		case *ir.IntegerAttr:
			ok = ok && a.Big == nil && isIntegral(t) && ir.TypeEqual(a.Type, t)
		case *ir.FloatAttr:
			_, isFloat := t.(*ir.FloatType)
			ok = ok && isFloat && ir.TypeEqual(a.Type, t)
		default:
			ok = false
		}
		if !ok {
			return fmt.Errorf("is not simulated for the value %s of type %s: only builtin integer and float literals of the result's type are (opaque C++ text has no known value)",
				ir.AttrString(op.Attr("value")), ir.TypeString(t))
		}
		return compileConstant(cc, op, in)
	})
}

// isIntegral reports the builtin integer and index types.
func isIntegral(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return true
	}
	return false
}

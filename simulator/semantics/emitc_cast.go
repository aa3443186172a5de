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

// isIntegral reports the builtin integer and index types.
func isIntegral(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return true
	}
	return false
}

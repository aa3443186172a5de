package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/cf"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// registerCF adds the cf dialect's branches: each passes its successor operands in
// Core.Ret and names the block in Core.Target, which RunRegion enters; cf.assert stops
// the kernel with its message when its condition is false.
func registerCF(r *sim.Registry) {
	r.Register(cf.OpBr, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		args := in.In
		in.Cost = cc.P.Chip.Cost.ScalarOp
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.SetRet(args)
			c.Target = in.Succ[0]
			return sim.Branch
		}
		return nil
	})
	r.Register(cf.OpCondBr, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		cond := in.In[0]
		groups := successorRegs(op, in)
		in.Cost = cc.P.Chip.Cost.ScalarOp
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			k := 1
			if c.Regs[cond].I&1 != 0 {
				k = 0
			}
			c.SetRet(groups[k])
			c.Target = in.Succ[k]
			return sim.Branch
		}
		return nil
	})
	r.Register(cf.OpSwitch, compileCFSwitch)
	r.Register(cf.OpAssert, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		cond := in.In[0]
		msg, _ := op.Attr("msg").(*ir.StringAttr)
		text := ""
		if msg != nil {
			text = msg.Value
		}
		in.Cost = cc.P.Chip.Cost.ScalarOp
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			if c.Regs[cond].I&1 == 0 {
				return c.Fatal(in, "assertion failed: %s", text)
			}
			return sim.Next
		}
		return nil
	})
}

// successorRegs splits a branch's operand registers by successor.
func successorRegs(op *ir.Operation, in *sim.Instr) [][]int32 {
	out := make([][]int32, op.NumSuccessors())
	for i := range out {
		start, n := ir.SuccessorOperandRange(op, i)
		out[i] = in.In[start : start+n]
	}
	return out
}

// compileCFSwitch compares the flag, wrapped to its width, with each case value in turn;
// the first match wins and no match takes the default.
func compileCFSwitch(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	flag := in.In[0]
	groups := successorRegs(op, in)
	w := ir.IntOrFloatWidth(op.Operand(0).Type())
	if w > 64 {
		return ir.OpError(op, "is not simulated: flags wider than 64 bits do not fit the simulator's scalars")
	}
	var vals []int64
	if d, ok := op.Attr("case_values").(*ir.DenseElementsAttr); ok {
		n := int(ir.NumElements(d.Type.Shape()))
		for i := 0; i < n; i++ {
			v := int64(0)
			if d.Splat && len(d.Ints) > 0 {
				v = d.Ints[0]
			} else if i < len(d.Ints) {
				v = d.Ints[i]
			}
			vals = append(vals, ir.TruncInt(v, w, true))
		}
	}
	in.Cost = cc.P.Chip.Cost.ScalarOp
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		f := ir.TruncInt(c.Regs[flag].I, w, true)
		k := 0
		for i, v := range vals {
			if v == f && i+1 < len(in.Succ) {
				k = i + 1
				break
			}
		}
		c.SetRet(groups[k])
		c.Target = in.Succ[k]
		return sim.Branch
	}
	return nil
}

package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Terminators pass their operands in Core.Ret and end the region (xDSL's
// ReturnedValues); cf-style branches set Core.Target (Successor).
func yieldImpl(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	args := in.In
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		c.SetRet(args)
		return sim.Yield
	}
	return nil
}

// registerSCF adds control flow: scf's structured ops and func's call, return and
// (unsupported) nested functions, plus builtin's unrealized_conversion_cast.
func registerSCF(r *sim.Registry) {
	r.Register(scf.OpYield, yieldImpl)
	r.Register(fn.OpReturn, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		in.Cost = cc.P.Chip.Cost.ScalarOp
		return yieldImpl(cc, op, in)
	})
	r.Register(scf.OpCondition, yieldImpl) // Ret[0] is the condition, the rest the values
	r.Register(scf.OpFor, compileFor)
	r.Register(scf.OpIf, compileIf)
	r.Register(scf.OpWhile, compileWhile)
	r.Register(scf.OpExecuteRegion, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		body, outs := in.Regions[0], in.Out
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			if ctl := c.RunRegion(body, nil); ctl == sim.Fail {
				return ctl
			}
			copyOut(c, outs)
			return sim.Next
		}
		return nil
	})
	r.Register(scf.OpIndexSwitch, compileSwitch)
	r.Register(fn.OpCall, compileCall)
	r.Register(fn.OpFunc, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		return fmt.Errorf("nested functions are not supported")
	})
	r.Register(builtin.OpUnrealizedConversionCast, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		ins, outs := in.In, in.Out
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			for i, o := range outs {
				if i < len(ins) {
					c.Regs[o] = c.Regs[ins[i]]
				}
			}
			return sim.Next
		}
		return nil
	})
}

func copyOut(c *sim.Core, outs []int32) {
	for i, o := range outs {
		c.Regs[o] = c.Ret[i]
	}
}

func compileFor(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	d := cc.DType(op.Operand(0))
	lb, ub, st := in.In[0], in.In[1], in.In[2]
	inits := in.In[3:]
	body := in.Regions[0].Blocks[0]
	iv, iters := body.Args[0], body.Args[1:]
	outs := in.Out
	iterCost := cc.P.Chip.Cost.LoopIter
	in.Cost = cc.P.Chip.Cost.ScalarOp
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		lo, hi, step := c.Regs[lb].I, c.Regs[ub].I, c.Regs[st].I
		if step <= 0 {
			return c.Fatal(in, "step must be positive, got %d", step)
		}
		for i, r := range inits {
			c.Regs[iters[i]] = c.Regs[r]
		}
		signed := d.Signed() || d == sim.I64
		for i := lo; (signed && i < hi) || (!signed && uint64(i) < uint64(hi)); {
			c.Regs[iv] = sim.Value{I: i}
			c.Now += iterCost
			ctl := c.RunBlock(body)
			if ctl == sim.Fail {
				return ctl
			}
			for k, r := range iters {
				c.Regs[r] = c.Ret[k]
			}
			n := sim.Norm(i+step, d)
			if (signed && n <= i) || (!signed && uint64(n) <= uint64(i)) {
				break // overflow of the induction variable ends the loop
			}
			i = n
		}
		for k, o := range outs {
			c.Regs[o] = c.Regs[iters[k]]
		}
		return sim.Next
	}
	return nil
}

func compileIf(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	cond := in.In[0]
	then := in.Regions[0]
	var els *sim.Region
	if len(in.Regions) > 1 && len(in.Regions[1].Blocks) > 0 {
		els = in.Regions[1]
	}
	outs := in.Out
	in.Cost = cc.P.Chip.Cost.ScalarOp
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		r := then
		if c.Regs[cond].I&1 == 0 {
			r = els
		}
		if r == nil {
			return sim.Next
		}
		if ctl := c.RunRegion(r, nil); ctl == sim.Fail {
			return ctl
		}
		copyOut(c, outs)
		return sim.Next
	}
	return nil
}

func compileWhile(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	before, after := in.Regions[0], in.Regions[1]
	inits, outs := in.In, in.Out
	in.Cost = cc.P.Chip.Cost.ScalarOp
	iterCost := cc.P.Chip.Cost.LoopIter
	// Each execution owns its argument slice: the program is shared by all cores.
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		vals := make([]sim.Value, 0, len(inits))
		for _, r := range inits {
			vals = append(vals, c.Regs[r])
		}
		for {
			c.Now += iterCost
			if ctl := c.RunRegion(before, vals); ctl == sim.Fail {
				return ctl
			}
			if c.Ret[0].I&1 == 0 {
				for k, o := range outs {
					c.Regs[o] = c.Ret[k+1]
				}
				return sim.Next
			}
			vals = append(vals[:0], c.Ret[1:]...)
			if ctl := c.RunRegion(after, vals); ctl == sim.Fail {
				return ctl
			}
			vals = append(vals[:0], c.Ret...)
		}
	}
	return nil
}

func compileSwitch(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	cases, ok := op.Attr("cases").(*ir.DenseArrayAttr)
	if !ok {
		return fmt.Errorf("missing cases")
	}
	arg := in.In[0]
	regions, outs := in.Regions, in.Out
	in.Cost = cc.P.Chip.Cost.ScalarOp
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		v := c.Regs[arg].I
		r := regions[0] // default region comes first
		for i, k := range cases.Ints {
			if k == v {
				r = regions[i+1]
			}
		}
		if ctl := c.RunRegion(r, nil); ctl == sim.Fail {
			return ctl
		}
		copyOut(c, outs)
		return sim.Next
	}
	return nil
}

func compileCall(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return fmt.Errorf("missing callee")
	}
	if !cc.NeedFunc(ref.Root) {
		return fmt.Errorf("callee @%s has no body to simulate", ref.Root)
	}
	execCall(cc, in, ref.Root)
	return nil
}

// execCall makes in a call of the module's function name (which the caller checked has a
// body): arguments from in.In, results to in.Out, the depth bounded.
func execCall(cc *sim.Compiler, in *sim.Instr, name string) {
	ins, outs := in.In, in.Out
	in.Cost = cc.P.Chip.Cost.APICall
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		f := c.Chip.Prog.Funcs[name]
		args := make([]sim.Value, len(ins))
		for i, r := range ins {
			args[i] = c.Regs[r]
		}
		if c.Depth() > 200 {
			return c.Fatal(in, "call depth exceeds 200 (unbounded recursion?)")
		}
		if ctl := c.Call(f, args); ctl == sim.Fail {
			return ctl
		}
		copyOut(c, outs)
		return sim.Next
	}
}

package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Vector functions (VF): ascendc-fuse-vf-block wraps a run of vector ops in an
// emitasc.vf_group holding the UB addresses of its tensors and an emitasc.vec_scope (C++
// `__VEC_SCOPE__ { ... }`), whose body loops over VL-sized chunks with MicroAPI calls.
//
// The ops the group needs besides the MicroAPI are here too: the UB address of a local
// tensor, pointer offsets, and the scalar variable holding the remaining element count.
// emitasc.variable and emitasc.ptr_offset belong to the emitasc family of another change;
// they are modelled here only as far as VF groups use them, and refuse the rest.

// registerVF adds the VF containers, their terminator and the pointer and variable ops
// the group bodies use.
func registerVF(r *sim.Registry) {
	// vf_group is a C++ block: its dst/src/count operands only document the data flow of
	// the group for later passes (emission.md §1.17 prints none of them).
	reg(r, emitasc.OpVfGroup, noCost, compileRegionOp)
	// vec_scope launches a vector function: one library call's worth of scalar work
	// [assumed, as pipe.Cost.APICall]; the body's instructions then issue to their pipes.
	reg(r, emitasc.OpVecScope, apiCost, compileRegionOp)
	r.Register(emitasc.OpYield, yieldImpl)
	reg(r, ascendc.OpLocalTensorGetPhyAddrV2, scalarOp, compilePhyAddr)
	reg(r, emitasc.OpPtrOffset, scalarOp, compilePtrOffset)
	reg(r, emitasc.OpVariable, scalarOp, compileVariable)
}

// compileRegionOp runs the op's single region once.
func compileRegionOp(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if len(in.Regions) != 1 || len(in.Regions[0].Blocks) != 1 {
		return nil, ir.OpError(op, "needs one region of one block")
	}
	body := in.Regions[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		if c.RunRegion(body, nil) == sim.Fail {
			return sim.Fail
		}
		return sim.Next
	}, nil
}

// compilePhyAddr is the UB address of a local tensor as a pointer (memref) covering the
// tensor: the same view, so that accesses through it are bounded by the tensor.
func compilePhyAddr(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if _, ok := op.Operand(0).Type().(*ascendc.LocalTensorType); !ok {
		return nil, ir.OpError(op, "is not simulated for a %s operand", ir.TypeString(op.Operand(0).Type()))
	}
	src, out := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		c.Regs[out] = sim.Value{T: c.Regs[src].T}
		return sim.Next
	}, nil
}

// compilePtrOffset is `p + off`: off elements of the pointer's element type further, the
// view shrinking by as much. A pointer before its tensor or past its end is an error.
func compilePtrOffset(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil, ir.OpError(op, "is not simulated for a %s base", ir.TypeString(op.Operand(0).Type()))
	}
	es := int64(cc.DType(op.Operand(0)).Size())
	if es == 0 {
		return nil, ir.OpError(op, "is not simulated for %s elements", ir.TypeString(mt.Elem))
	}
	base, out := in.In[0], in.Out[0]
	dyn := operand(cc, op, "dynamicOffset")
	static, _ := intAttr(op, "staticOffset")
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		b := c.Regs[base]
		if b.O != nil {
			return c.Fatal(in, "is not simulated for a pointer into an emitasc.variable")
		}
		off := static
		if dyn >= 0 {
			off = c.Regs[dyn].I
		}
		t := b.T
		if off < 0 || off*es > t.Size {
			return c.Fatal(in, "pointer offset %d elements is outside its %d-byte %s buffer", off, t.Size, t.Space)
		}
		t.Addr += off * es
		t.Size -= off * es
		c.Regs[out] = sim.Value{T: t}
		return sim.Next
	}, nil
}

// scalarVar is an emitasc.variable: a C++ local array of scalars.
type scalarVar struct {
	d   sim.DType
	v   []int64
	def []bool
}

// compileVariable declares `T v[n]{init}`: element 0 takes the initialiser, the others
// are value-initialised to 0 (C++ aggregate initialisation); without an initialiser every
// element is undefined. Only integer elements are modelled (the VF count is uint32_t).
func compileVariable(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return nil, ir.OpError(op, "is not simulated for a %s result", ir.TypeString(op.Result(0).Type()))
	}
	d := cc.DType(op.Result(0))
	if d == sim.Invalid || d.IsFloat() {
		return nil, ir.OpError(op, "is not simulated for %s elements", ir.TypeString(mt.Elem))
	}
	n := int64(1)
	for _, s := range mt.Dims {
		if s < 0 {
			return nil, ir.OpError(op, "is not simulated for a dynamically shaped variable")
		}
		n *= s
	}
	dyn, out := operand(cc, op, "dynamicInit"), in.Out[0]
	var init int64
	hasInit := dyn >= 0
	if a := op.Attr("staticInit"); a != nil {
		ia, ok := a.(*ir.IntegerAttr)
		if !ok {
			return nil, ir.OpError(op, "is not simulated for a %T initialiser", a)
		}
		init, hasInit = ia.Value, true
	}
	if dyn >= 0 && cc.DType(operandValue(op, "dynamicInit")).IsFloat() {
		return nil, ir.OpError(op, "is not simulated for a float initialiser of integer elements")
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		v := &scalarVar{d: d, v: make([]int64, n), def: make([]bool, n)}
		if hasInit {
			x := init
			if dyn >= 0 {
				x = c.Regs[dyn].I
			}
			// Integer conversion in the braces: modulo 2^bits, as C++ narrows integers.
			v.v[0] = sim.Norm(x, d)
			for i := range v.def {
				v.def[i] = true
			}
		}
		c.Regs[out] = sim.Value{O: v}
		return sim.Next
	}, nil
}

// loadCell reads element 0 of a scalar memref: an emitasc.variable, or a local or global
// buffer through the scalar pipe.
func loadCell(c *sim.Core, in *sim.Instr, p *sim.Value, d sim.DType) (int64, bool) {
	if v, ok := p.O.(*scalarVar); ok {
		if len(v.def) == 0 || !v.def[0] {
			c.Fatal(in, "reads a variable that was never initialised")
			return 0, false
		}
		return v.v[0], true
	}
	b, ok := c.Mem(in, scalarPipe, &p.T, 0, int64(d.Size()), false)
	if !ok {
		return 0, false
	}
	return sim.LoadI(b, 0, d), true
}

// storeCell writes element 0 of a scalar memref.
func storeCell(c *sim.Core, in *sim.Instr, p *sim.Value, d sim.DType, x int64) bool {
	if v, ok := p.O.(*scalarVar); ok {
		v.v[0] = sim.Norm(x, v.d)
		v.def[0] = true
		return true
	}
	b, ok := c.Mem(in, scalarPipe, &p.T, 0, int64(d.Size()), true)
	if ok {
		sim.StoreI(b, 0, d, x)
	}
	return ok
}

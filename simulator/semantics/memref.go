package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// registerMemref adds memref.alloca/alloc/dealloc/cast/load/store: private arrays of the
// scalar unit, and scalar loads and stores through pointers into GM or a local buffer.
func registerMemref(r *sim.Registry) {
	r.Register(memref.OpAlloca, compileMemrefAlloc)
	r.Register(memref.OpAlloc, compileMemrefAlloc)
	r.Register(memref.OpDealloc, compileDealloc)
	r.Register(memref.OpCast, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		// A cast changes the static type only (reinterpret_cast of the pointer).
		a, res := in.In[0], in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[res] = c.Regs[a]; return sim.Next }
		return nil
	})
	r.Register(memref.OpLoad, compileMemrefAccess(false))
	r.Register(memref.OpStore, compileMemrefAccess(true))
}

// compileMemrefAlloc creates a private array. Its contents are uninitialised (C++ automatic
// storage); memory in GM or a local buffer has an address only the compiler chooses, so it
// is refused.
func compileMemrefAlloc(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	t := op.Result(0).Type()
	if _, has, err := memSpaceBuffer(t); err != nil {
		return err
	} else if has {
		return fmt.Errorf("is not simulated for a memref in a memory space (its address would be chosen by the compiler)")
	}
	dims, _, err := memrefStrides(t)
	if err != nil {
		return err
	}
	es, err := elemBytes(cc, t.(*ir.MemRefType).Elem)
	if err != nil {
		return err
	}
	dyn := opValues(cc, op, "dynamicSizes")
	in.Cost = scalarCost(cc)
	res := in.Out[0]
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		n, k := es, 0
		for _, d := range dims {
			if d < 0 {
				d = c.Regs[dyn[k]].I
				k++
				if d < 0 || d > 1<<24 {
					return c.Fatal(in, "dynamic size %d is out of range", d)
				}
			}
			n *= d
		}
		m := &stackMem{b: make([]byte, n), init: make([]bool, n), decl: in.Op}
		c.Regs[res] = stackValue(m)
		return sim.Next
	}
	return nil
}

func compileDealloc(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	a := in.In[0]
	in.Cost = scalarCost(cc)
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		m, ok := c.Regs[a].O.(*stackMem)
		if !ok || c.Regs[a].T.Addr != 0 {
			return c.Fatal(in, "memref.dealloc of memory that memref.alloc did not return")
		}
		if m.freed {
			return c.Fatal(in, "memref.dealloc of memory already deallocated")
		}
		m.freed = true
		return sim.Next
	}
	return nil
}

// compileMemrefAccess is memref.load (store=false) or memref.store: one element at the
// row-major offset of the indices.
func compileMemrefAccess(store bool) sim.Impl {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		mi := 0
		if store {
			mi = 1
		}
		mv := op.Operand(mi)
		dims, strides, err := memrefStrides(mv.Type())
		if err != nil {
			return err
		}
		d := cc.DType(mv)
		if d == sim.Invalid {
			return fmt.Errorf("is not simulated for element type %s", ir.TypeString(mv.Type().(*ir.MemRefType).Elem))
		}
		es := int64(d.Size())
		m, idx := in.In[mi], in.In[mi+1:]
		in.Cost = scalarCost(cc)
		if store {
			val := in.In[0]
			in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
				off, ok := linearIndex(c, in, dims, strides, idx)
				if !ok {
					return sim.Fail
				}
				b, ok := memBytes(c, in, &c.Regs[m], off*es, es, true)
				if !ok {
					return sim.Fail
				}
				storeScalar(b, d, c.Regs[val])
				return sim.Next
			}
			return nil
		}
		res := in.Out[0]
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
			off, ok := linearIndex(c, in, dims, strides, idx)
			if !ok {
				return sim.Fail
			}
			b, ok := memBytes(c, in, &c.Regs[m], off*es, es, false)
			if !ok {
				return sim.Fail
			}
			c.Regs[res] = loadScalar(b, d)
			return sim.Next
		}
		return nil
	}
}

// opValues returns the registers of a named operand group.
func opValues(cc *sim.Compiler, op *ir.Operation, name string) []int32 {
	var rs []int32
	for _, v := range opdef.OperandGroup(op, name) {
		rs = append(rs, cc.Slot(v))
	}
	return rs
}

package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// registerMemrefQueries adds the memref ops whose meaning needs no more than the
// simulator's memref values (a pointer and a byte size, no shape or layout): dim and rank
// of statically known types, the hints assume_alignment and prefetch, and copy between
// statically shaped row-major memrefs.
func registerMemrefQueries(r *sim.Registry) {
	r.Register(memref.OpDim, compileDim)
	r.Register(memref.OpRank, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		mt, ok := op.Operand(0).Type().(*ir.MemRefType)
		if !ok {
			return fmt.Errorf("is not simulated for an unranked memref (the simulator's memref values do not carry their rank)")
		}
		res, rank := in.Out[0], int64(len(mt.Dims))
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[res] = sim.Value{I: rank}; return sim.Next }
		return nil
	})
	// Both are promises or hints to the compiler with no effect on the values computed.
	nop := func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl { return sim.Next }
		return nil
	}
	r.Register(memref.OpAssumeAlignment, nop)
	r.Register(memref.OpPrefetch, nop)
	r.Register(memref.OpCopy, compileCopy)
	for name, why := range memrefRefusals {
		r.Refuse(name, why)
	}
}

// compileDim reads a size from the static shape; a dynamic size is not kept in the
// simulator's memref values, so such a dim is refused rather than guessed.
func compileDim(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return fmt.Errorf("is not simulated for an unranked memref (the simulator's memref values do not carry their sizes)")
	}
	if countDyn(mt.Dims) > 0 {
		return fmt.Errorf("is not simulated for %s (the simulator's memref values do not carry dynamic sizes)", ir.TypeString(mt))
	}
	dims := mt.Dims
	idx, res := in.In[1], in.Out[0]
	in.Cost = scalarCost(cc)
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		i := c.Regs[idx].I
		if i < 0 || i >= int64(len(dims)) {
			return c.Fatal(in, "memref.dim index %d is out of range for rank %d", i, len(dims))
		}
		c.Regs[res] = sim.Value{I: dims[i]}
		return sim.Next
	}
	return nil
}

func countDyn(dims []int64) int {
	n := 0
	for _, d := range dims {
		if d < 0 {
			n++
		}
	}
	return n
}

// compileCopy copies all elements between two statically shaped row-major memrefs.
func compileCopy(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	var n int64 = 1
	for _, v := range op.Operands() {
		dims, _, err := memrefStrides(v.Type())
		if err != nil {
			return err
		}
		if countDyn(dims) > 0 {
			return fmt.Errorf("is not simulated for %s (the simulator's memref values do not carry dynamic sizes)", ir.TypeString(v.Type()))
		}
	}
	mt := op.Operand(0).Type().(*ir.MemRefType)
	for _, d := range mt.Dims {
		n *= d
	}
	es, err := elemBytes(cc, mt.Elem)
	if err != nil {
		return err
	}
	n *= es
	src, dst := in.In[0], in.In[1]
	in.Cost = scalarCost(cc)
	in.Exec = func(c *sim.Core, in *sim.Instr) sim.Ctl {
		from, ok := memBytes(c, in, &c.Regs[src], 0, n, false)
		if !ok {
			return sim.Fail
		}
		buf := append([]byte(nil), from...)
		to, ok := memBytes(c, in, &c.Regs[dst], 0, n, true)
		if !ok {
			return sim.Fail
		}
		copy(to, buf)
		return sim.Next
	}
	return nil
}

// memrefRefusals says why the other memref ops are not simulated. Most need what the
// simulator's memref values do not carry (a shape, strides and an offset), or an address
// or memory the compiler would choose.
var memrefRefusals = map[string]string{
	memref.OpAllocaScope:                  "stack scopes of regions are not simulated (kernels here allocate at function scope)",
	memref.OpAllocaScopeReturn:            "stack scopes of regions are not simulated (kernels here allocate at function scope)",
	memref.OpAtomicRMW:                    "atomic read-modify-write of scalar memory between cores is not modelled by the simulator",
	memref.OpGenericAtomicRMW:             "atomic read-modify-write of scalar memory between cores is not modelled by the simulator",
	memref.OpAtomicYield:                  "atomic read-modify-write of scalar memory between cores is not modelled by the simulator",
	memref.OpCollapseShape:                "views are not simulated: the simulator's memref values carry no shape, strides or offset",
	memref.OpExpandShape:                  "views are not simulated: the simulator's memref values carry no shape, strides or offset",
	memref.OpSubView:                      "views are not simulated: the simulator's memref values carry no shape, strides or offset",
	memref.OpReinterpretCast:              "views are not simulated: the simulator's memref values carry no shape, strides or offset",
	memref.OpView:                         "views are not simulated: the simulator's memref values carry no shape, strides or offset",
	memref.OpTranspose:                    "views are not simulated: the simulator's memref values carry no shape, strides or offset",
	memref.OpReshape:                      "views are not simulated: the simulator's memref values carry no shape, strides or offset",
	memref.OpExtractStridedMetadata:       "the simulator's memref values carry no sizes, strides or offset to extract",
	memref.OpExtractAlignedPointerAsIndex: "a pointer's numeric address is chosen by the compiler and the runtime, not by the kernel",
	memref.OpMemorySpaceCast:              "the simulator keeps private memory and GM/local buffers apart; moving a pointer between address spaces has no model",
	memref.OpDmaStart:                     "MLIR's generic DMA ops have no Ascend counterpart here (Ascend kernels move data with DataCopy)",
	memref.OpDmaWait:                      "MLIR's generic DMA ops have no Ascend counterpart here (Ascend kernels move data with DataCopy)",
	memref.OpGlobal:                       "module-level global buffers are not simulated (their placement is chosen by the compiler)",
	memref.OpGetGlobal:                    "module-level global buffers are not simulated (their placement is chosen by the compiler)",
	memref.OpRealloc:                      "reallocation is not simulated (kernels do not grow buffers)",
}

package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Setters whose readers are refused (docs/sim/quant.md §8). A setter changes no memory:
// it keeps its operands for a later reader, so it is simulated exactly by keeping them,
// and the reader decides whether a kernel runs (as for SetDeqScale and
// SetFixpipePreQuantFlag, docs/sim/cube-load.md §3).

// aippState is what SetAippFunctions gave: the source image(s), the input format and the
// AippParams value. Its reader, load_image_to_local, is refused.
type aippState struct {
	set        bool
	src0, src1 sim.Tensor
	hasSrc1    bool
	format     ascendc.AippInputFormat
	config     sim.Value
}

var aippKey = &sim.ExtKey{Name: "ascendc.aipp", New: func(c *sim.Core) any { return &aippState{} }}

func compileSetAippFunctions(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsSetAippFunctionsOp(op)
	if !ok {
		return nil, fmt.Errorf("not a set_aipp_functions")
	}
	r0, r1 := cc.Slot(v.Src0()), int32(-1)
	if v.Src1() != nil {
		r1 = cc.Slot(v.Src1())
	}
	rc, format := cc.Slot(v.Config()), v.Format()
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s := aippState{set: true, src0: c.Regs[r0].T, format: format, config: c.Regs[rc]}
		if r1 >= 0 {
			s.src1, s.hasSrc1 = c.Regs[r1].T, true
		}
		*c.Ext(aippKey).(*aippState) = s
		return sim.Next
	}, nil
}

// whySparse is why a Matmul given a sparse index does not compute (mmObj.ready).
const whySparse = "is not simulated after SetSparseIndex: the sparse Matmul selects A's K elements by the 2-bit entries of the 4:2 index matrix, and which position an entry names and how four entries pack into a byte are not given (and the 950 drops 4:2 sparsity, hardware.md §2)"

// compileSetSparseIndex is Matmul::SetSparseIndex(indexGlobal): the object keeps the
// index matrix; every later computation of the object is refused (mmObj.ready).
func compileSetSparseIndex(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if _, err := mmType(cc, op, op.Operand(0)); err != nil {
		return nil, err
	}
	mr, xr := in.In[0], in.In[1]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, mr)
		if !ok {
			return sim.Fail
		}
		o.sparseIndex, o.hasSparseIndex = c.Regs[xr].T, true
		return sim.Next
	}, nil
}

func registerHeldSetters(r *sim.Registry) {
	r.AddExt(aippKey)
	reg(r, ascendc.OpSetAippFunctions, scalarOp, compileSetAippFunctions)
	reg(r, ascendc.OpMatmulSetSparseIndex, apiCost, compileSetSparseIndex)
}

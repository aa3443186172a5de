package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Vector functions (VF): ascendc-fuse-vf-block wraps a run of vector ops in an
// emitasc.vf_group holding the UB addresses of its tensors and an emitasc.vec_scope (C++
// `__VEC_SCOPE__ { ... }`), whose body loops over VL-sized chunks with MicroAPI calls.
//
// The ops the group body needs besides the MicroAPI (the UB address of a local tensor,
// pointer offsets, the scalar variable holding the remaining element count) are the
// emitasc and tensor families' (emitasc.go, ascendc_tensor_info.go).

// registerVF adds the VF containers and their terminator.
func registerVF(r *sim.Registry) {
	// vf_group is a C++ block: its dst/src/count operands only document the data flow of
	// the group for later passes (emission.md §1.17 prints none of them).
	reg(r, emitasc.OpVfGroup, noCost, compileRegionOp)
	// vec_scope launches a vector function: one library call's worth of scalar work
	// [assumed, as pipe.Cost.APICall]; the body's instructions then issue to their pipes.
	reg(r, emitasc.OpVecScope, apiCost, compileRegionOp)
	r.Register(emitasc.OpYield, yieldImpl)
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

// loadCell reads element 0 of a scalar memref (an emitasc.variable in private memory, or
// a local or global buffer through the scalar pipe), with the memory family's checks.
func loadCell(c *sim.Core, in *sim.Instr, p *sim.Value, d sim.DType) (int64, bool) {
	b, ok := memBytes(c, in, p, 0, int64(d.Size()), false)
	if !ok {
		return 0, false
	}
	return sim.LoadI(b, 0, d), true
}

// storeCell writes element 0 of a scalar memref.
func storeCell(c *sim.Core, in *sim.Instr, p *sim.Value, d sim.DType, x int64) bool {
	b, ok := memBytes(c, in, p, 0, int64(d.Size()), true)
	if ok {
		sim.StoreI(b, 0, d, x)
	}
	return ok
}

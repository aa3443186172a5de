package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// HCCL context slots (docs/sim/framework.md): SetHcclContext<index>(context) keeps a GM
// address in the core's context slot `index`, GetHcclContext<index>() reads it back. The
// slots hold an address only; what a collective-communication kernel later does with the
// context it points to is the business of the ops that read it. The API keeps one slot per
// communication domain, and there are two (index 0 or 1).

// hcclSlots is the number of HCCL contexts a core keeps (communication domains 0 and 1).
const hcclSlots = 2

// hcclState is the per-core context table; a slot never set holds nothing to read.
type hcclState struct {
	set [hcclSlots]bool
	ctx [hcclSlots]sim.Value
}

var hcclKey = &sim.ExtKey{Name: "ascendc-hccl", New: func(c *sim.Core) any { return &hcclState{} }}

func registerHccl(r *sim.Registry) {
	r.AddExt(hcclKey)
	reg(r, ascendc.OpSetHcclContext, scalarOp, compileSetHcclContext)
	reg(r, ascendc.OpGetHcclContext, scalarOp, compileGetHcclContext)
}

// isPointerType reports a memref type: the IR's form of the `__gm__ uint8_t*` the API takes
// and returns.
func isPointerType(t ir.Type) bool {
	switch t.(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

// hcclIndex reads the context index (the API's uint32_t template argument) and checks it
// names one of the slots.
func hcclIndex(c *sim.Core, in *sim.Instr, r int32, d sim.DType) (int, bool) {
	k := c.Regs[r].I
	if k < 0 || k >= hcclSlots {
		what := fmt.Sprint(k)
		if !d.Signed() {
			what = fmt.Sprint(uint64(k))
		}
		c.Fatal(in, "HCCL context index %s is out of range: a core keeps %d contexts (index 0 to %d)", what, hcclSlots, hcclSlots-1)
		return 0, false
	}
	return int(k), true
}

func compileSetHcclContext(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsSetHcclContextOp(op)
	if !ok {
		return nil, fmt.Errorf("not a set_hccl_context")
	}
	if !isPointerType(v.Context().Type()) {
		return nil, fmt.Errorf("is not simulated for a context of type %s (a GM pointer, as a memref, is expected)", ir.TypeString(v.Context().Type()))
	}
	ix, ctx, d := cc.Slot(v.Index()), cc.Slot(v.Context()), elemOf(cc, v.Index())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		k, ok := hcclIndex(c, in, ix, d)
		if !ok {
			return sim.Fail
		}
		p := c.Regs[ctx]
		if p.T.Space != arch.GM {
			return c.Fatal(in, "HCCL context %d must be a GM address, got a pointer into %s", k, p.T.Space)
		}
		s := c.Ext(hcclKey).(*hcclState)
		s.set[k], s.ctx[k] = true, p
		return sim.Next
	}, nil
}

func compileGetHcclContext(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsGetHcclContextOp(op)
	if !ok {
		return nil, fmt.Errorf("not a get_hccl_context")
	}
	if !isPointerType(v.Context().Type()) {
		return nil, fmt.Errorf("is not simulated for a context of type %s (a GM pointer, as a memref, is expected)", ir.TypeString(v.Context().Type()))
	}
	ix, res, d := cc.Slot(v.Index()), cc.Slot(v.Context()), elemOf(cc, v.Index())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		k, ok := hcclIndex(c, in, ix, d)
		if !ok {
			return sim.Fail
		}
		s := c.Ext(hcclKey).(*hcclState)
		if !s.set[k] {
			// The slot is a kernel-scope variable no one wrote: its content is not defined.
			return c.Fatal(in, "GetHcclContext<%d> before any SetHcclContext<%d> on this core: the context slot holds no address", k, k)
		}
		c.Regs[res] = s.ctx[k]
		return sim.Next
	}, nil
}

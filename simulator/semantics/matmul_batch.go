package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The batch forms of the Matmul API (docs/sim/matmul-api.md, "Batch forms"): IterateBatch
// with its batch counts, the cube-only IterateBatch that takes them from SetBatchNum, and
// WaitIterateBatch, for a MatmulType whose A, B and C have LayoutMode NORMAL: batch b of A
// is an M×Ka (Ka×M) matrix at b·matrixStrideA elements (b·M·Ka when 0), of B a Kb×N
// (N×Kb) matrix at b·matrixStrideB (b·Kb·N), and its C goes to b·M·N of C. Each batch is
// computed as IterateAll computes its block. IterateNBatch and GetBatchTensorC, whose
// results go through the library's workspace, stay refused.

func registerMatmulBatch(r *sim.Registry) {
	reg(r, ascendc.OpMatmulSetBatchNum, apiCost, compileSetBatchNum)
	reg(r, ascendc.OpMatmulIterateBatch, apiCost, compileIterateBatch)
	reg(r, ascendc.OpMatmulIterateBatchCubeOnly, apiCost, compileIterateBatch)
	// The model completes IterateBatch when it is issued (sync or not), so there is
	// nothing left to wait for.
	reg(r, ascendc.OpMatmulWaitIterateBatch, apiCost, compileMatmulNop(0))
}

// compileSetBatchNum: SetBatchNum(batchA, batchB) sets the batch counts the IterateBatch
// form without them uses.
func compileSetBatchNum(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if _, err := mmType(cc, op, op.Operand(0)); err != nil {
		return nil, err
	}
	mr, ar, br := in.In[0], in.In[1], in.In[2]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, mr)
		if !ok {
			return sim.Fail
		}
		a, b := c.Regs[ar].I, c.Regs[br].I
		if a <= 0 || b <= 0 {
			return c.Fatal(in, "SetBatchNum(%d, %d) needs positive batch counts", a, b)
		}
		o.batchA, o.batchB, o.batchSet = a, b, true
		return sim.Next
	}, nil
}

// batchOperands are the registers of one IterateBatch call's runtime arguments (-1: the
// argument is absent and takes its default, 0).
type batchOperands struct {
	mm, c, batchA, batchB, seq, strideA, strideB, strideC, partial, atomic int32
}

// compileIterateBatch: IterateBatch<sync, waitIterateBatch>(C, batchA, batchB,
// enSequentialWrite, matrixStrideA, matrixStrideB, matrixStrideC[, enPartialSum][,
// enAtomic]) and the cube-only IterateBatch(C, enPartialSum, enAtomic, enSequentialWrite,
// matrixStrideA, matrixStrideB, matrixStrideC), whose batch counts come from SetBatchNum.
func compileIterateBatch(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, err := mmType(cc, op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	if t.LayoutModeAAttr != ascendc.LayoutMode_NORMAL {
		return nil, ir.OpError(op, "is not simulated for LayoutMode %s: of the batch layouts NORMAL is modelled (NONE is no batch layout)", t.LayoutModeAAttr.Symbol())
	}
	ct := op.Operand(1)
	if _, ok := ct.Type().(*ascendc.GlobalTensorType); !ok {
		return nil, ir.OpError(op, "is not simulated for a C of type %s: where each batch's C goes in a local tensor is not modelled (a global C is)", ir.TypeString(ct.Type()))
	}
	if t.SrcCPositionAttr != ascendc.TPosition_GM {
		return nil, ir.OpError(op, "is not simulated for a MatmulType whose C position is %d: IterateBatch writes a global C", t.SrcCPositionAttr)
	}
	ty := mmTypesOf(cc, t)
	if d := elemOf(cc, ct); d != ty.c {
		return nil, ir.OpError(op, "is not simulated for a C tensor of %s on a Matmul whose C type is %s", d, ty.c)
	}
	mc := t.MatmulConfig
	if mc != nil && mc.BatchOutMode != nil && mc.BatchOutMode.Value != 0 {
		return nil, ir.OpError(op, "is not simulated for MatmulConfig batch_out_mode %s: only SINGLE_BATCH is modelled", ascendc.BatchOutModeEnum.Symbol(mc.BatchOutMode.Value))
	}
	slot := func(x *ir.Value) int32 {
		if x == nil {
			return -1
		}
		return cc.Slot(x)
	}
	var r batchOperands
	if v, ok := ascendc.AsMatmulIterateBatchOp(op); ok {
		// [, enPartialSum][, enAtomic]: a lone enAtomic is enPartialSum in the call
		// (trailingOptionals).
		opt := trailingOptionals(cc, v.EnPartialSum(), v.EnAtomic())
		r = batchOperands{in.In[0], in.In[1], slot(v.BatchA()), slot(v.BatchB()), slot(v.EnSenquentialWrite()),
			slot(v.MaxtrixStrideA()), slot(v.MaxtrixStrideB()), slot(v.MaxtrixStrideC()), opt[0], opt[1]}
	} else {
		v, _ := ascendc.AsMatmulIterateBatchCubeOnlyOp(op)
		r = batchOperands{in.In[0], in.In[1], -1, -1, slot(v.EnSenquentialWrite()),
			slot(v.MaxtrixStrideA()), slot(v.MaxtrixStrideB()), slot(v.MaxtrixStrideC()), slot(v.EnPartialSum()), slot(v.EnAtomic())}
	}
	// isBiasBatch (MatmulConfig): the bias holds one row of N per batch, or one row for all.
	biasBatch := mc == nil || mc.IsBiasBatch
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, r.mm)
		if !ok {
			return sim.Fail
		}
		arg := func(reg int32) int64 {
			if reg < 0 {
				return 0
			}
			return c.Regs[reg].I
		}
		batch, why := o.batchCount(r.batchA < 0, arg(r.batchA), arg(r.batchB))
		if why == "" {
			why = o.batchChecks(arg(r.seq), arg(r.strideC), arg(r.partial), arg(r.atomic), c.GMAtomic)
		}
		if why != "" {
			return c.Fatal(in, "%s", why)
		}
		sa, sb := arg(r.strideA), arg(r.strideB)
		if sa < 0 || sb < 0 {
			return c.Fatal(in, "negative matrixStrideA/matrixStrideB (%d, %d)", sa, sb)
		}
		if sa == 0 {
			sa = o.orgM * o.orgKa
		}
		if sb == 0 {
			sb = o.orgKb * o.orgN
		}
		for b := int64(0); b < batch; b++ {
			base := mmBase{a: b * sa, b: b * sb, c: b * o.orgM * o.orgN}
			if biasBatch {
				base.bias = b * o.orgN
			}
			if ctl := o.iterateAll(c, in, &c.Regs[r.c].T, ty, arg(r.atomic) == 1, base); ctl != sim.Next {
				return ctl
			}
		}
		return sim.Next
	}, nil
}

// batchCount is the number of batches one IterateBatch computes: its batchA and batchB
// arguments, or SetBatchNum's (fromSet); unequal counts (a broadcast) are refused.
func (o *mmObj) batchCount(fromSet bool, a, b int64) (int64, string) {
	if fromSet {
		if !o.batchSet {
			return 0, "the batch counts are not set: this IterateBatch takes them from SetBatchNum (the tiling's own batch members are not modelled)"
		}
		a, b = o.batchA, o.batchB
	}
	if a <= 0 || b <= 0 {
		return 0, "IterateBatch needs positive batch counts, got batchA=" + itoa64(a) + ", batchB=" + itoa64(b)
	}
	if a != b {
		return 0, "is not simulated for batchA=" + itoa64(a) + ", batchB=" + itoa64(b) + ": broadcasting between unequal batch counts is not modelled"
	}
	return a, ""
}

// batchChecks says why a batch call cannot be simulated (the runtime arguments and the
// object's state), or returns "".
func (o *mmObj) batchChecks(seq, strideC, partial, atomic int64, gmAtomic bool) string {
	if why := o.ready(); why != "" {
		return why
	}
	switch {
	case seq != 0:
		return "is not simulated with enSequentialWrite on a global C: each batch's C is modelled at its place in the NORMAL layout"
	case strideC != 0:
		return "is not simulated for matrixStrideC=" + itoa64(strideC) + ": the parameter is reserved and what a non-zero value does is not given"
	case partial != 0:
		return "is not simulated with enPartialSum: adding to the L0C contents of an earlier call is not modelled"
	case atomic != 0 && atomic != 1:
		return "is not simulated for enAtomic=" + itoa64(atomic) + " (0: plain write and 1: atomic add are)"
	case gmAtomic:
		return "is not simulated while a GM atomic mode is set: the library sets and clears its own"
	case o.sm != o.orgM || o.sn != o.orgN || o.sk != o.orgKa || o.sk != o.orgKb || o.orgKc != o.orgN:
		return "is not simulated for a single shape " + itoa64(o.sm) + "×" + itoa64(o.sn) + "×" + itoa64(o.sk) +
			" on the original shape M=" + itoa64(o.orgM) + " N=" + itoa64(o.orgN) + " Ka=" + itoa64(o.orgKa) + " Kb=" + itoa64(o.orgKb) + " Kc=" + itoa64(o.orgKc) +
			": in the batch forms each batch is one whole M×N×K matrix product (single shape = original shape, Ka = Kb, Kc = N)"
	}
	return ""
}

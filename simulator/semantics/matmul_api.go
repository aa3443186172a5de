package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The high-level Matmul API (matmul.*, regist_matmul_obj, kfc_server.*): docs/sim/matmul-api.md.
// A Matmul object is the value ascendc.construct built for a !ascendc.matmul type; its
// state (bound A/B/bias, shapes) lives per core, keyed by that value. The TCubeTiling is
// accepted and not read: its fields are not in the specs, so every shape the result
// depends on must come from set_org_shape and set_single_shape/set_tail.

var mmKey = &sim.ExtKey{Name: "matmul_api", New: func(*sim.Core) any { return map[any]*mmObj{} }}

// mmObj is one Matmul object's state.
type mmObj struct {
	a, b, bias             sim.Tensor
	hasA, hasB, hasBias    bool
	transA, transB         bool
	orgM, orgN, orgKa      int64
	orgKb, orgKc           int64
	sm, sn, sk             int64
	orgSet                 bool
	singleM, singleN, sinK bool
	aScalar, bScalar       []byte  // SetTensorA/B(scalar): the element every A/B entry holds
	tiling                 *Params // the TCubeTiling given to Init (nil: none the model can read)
	tilingKnown            bool
	it                     mmIter
	batchA, batchB         int64 // SetBatchNum's counts (batchSet: it was called)
	batchSet               bool
	sparseIndex            sim.Tensor // SetSparseIndex's index matrix (held_setters.go)
	hasSparseIndex         bool
}

func registerMatmulAPI(r *sim.Registry) {
	r.AddExt(mmKey)
	r.AddExt(mmMixKey)
	reg(r, ascendc.OpMatmulInit, apiCost, withMessages(mmOneMessage, compileMatmulInit(0, 1)))
	reg(r, ascendc.OpRegistMatmulObj, apiCost, withMessages(mmOneMessage, compileMatmulInit(2, 3)))
	reg(r, ascendc.OpMatmulEnd, apiCost, withMessages(mmOneMessage, compileMatmulNop(0)))
	reg(r, ascendc.OpMatmulSetWorkspace, apiCost, compileMatmulNop(0))
	reg(r, ascendc.OpMatmulWaitIterateAll, apiCost, compileMatmulNop(0))
	reg(r, ascendc.OpMatmulSetHf32, apiCost, compileMatmulNop(0))
	reg(r, ascendc.OpMatmulSetOrgShape, apiCost, compileSetOrgShape)
	reg(r, ascendc.OpMatmulSetSingleShape, apiCost, compileSetSingle(false))
	reg(r, ascendc.OpMatmulSetTail, apiCost, compileSetSingle(true))
	reg(r, ascendc.OpMatmulSetTensorA, apiCost, compileSetTensorAB(true))
	reg(r, ascendc.OpMatmulSetTensorB, apiCost, compileSetTensorAB(false))
	reg(r, ascendc.OpMatmulSetBias, apiCost, compileSetBias)
	reg(r, ascendc.OpMatmulDisableBias, apiCost, compileDisableBias)
	reg(r, ascendc.OpMatmulIterateAll, apiCost, withMessages(mmSyncMessages, compileIterateAll))
	reg(r, ascendc.OpMatmulIterate, apiCost, withMessages(mmSyncMessages, compileIterate))
	reg(r, ascendc.OpMatmulGetTensorC, apiCost, withMessages(mmSyncMessages, compileGetTensorC))
	reg(r, ascendc.OpMatmulSetTensorAScalar, apiCost, compileSetTensorScalar(true))
	reg(r, ascendc.OpMatmulSetTensorBScalar, apiCost, compileSetTensorScalar(false))
	reg(r, ascendc.OpMatmulSetSelfDefineData, apiCost, compileMatmulUserData)
	reg(r, ascendc.OpMatmulSetUserDefInfo, apiCost, compileMatmulUserData)
	registerMatmulBatch(r)
	registerMatmulQuant(r)
	// kfc_server: the model runs a block's AIC and AIV as one core and the client calls
	// do the work inline, so no message ever reaches the server (docs/sim/matmul-api.md).
	reg(r, ascendc.OpKfcServerInit, apiCost, compileKfcInit)
	reg(r, ascendc.OpKfcServerInitObj, apiCost, compileNop)
	reg(r, ascendc.OpKfcServerRun, apiCost, compileNop)
	reg(r, ascendc.OpKfcServerQuit, apiCost, compileNop)
	reg(r, ascendc.OpKfcServerIsRun, apiCost, compileKfcIsRun)
}

// mmType checks the Matmul type of v (operand i of op): ND data with no layout mode (or
// NORMAL for all of A, B and C: the batch forms, matmul_batch.go), A, B and bias in GM,
// C in GM or (for GetTensorC into UB) a VEC position, 16-bit float or s8 inputs.
func mmType(cc *sim.Compiler, op *ir.Operation, v *ir.Value) (*ascendc.MatmulType, error) {
	t, ok := v.Type().(*ascendc.MatmulType)
	if !ok {
		return nil, ir.OpError(op, "is not simulated for a Matmul operand of type %s", ir.TypeString(v.Type()))
	}
	for _, f := range []struct {
		name string
		pos  ascendc.TPosition
		fmt  ascendc.CubeFormat
		lay  ascendc.LayoutMode
	}{{"A", t.SrcAPositionAttr, t.CubeFormatAAttr, t.LayoutModeAAttr}, {"B", t.SrcBPositionAttr, t.CubeFormatBAttr, t.LayoutModeBAttr},
		{"C", t.SrcCPositionAttr, t.CubeFormatCAttr, t.LayoutModeCAttr}, {"bias", t.SrcBiasPositionAttr, t.CubeFormatBiasAttr, ascendc.LayoutMode(0)}} {
		if f.pos != ascendc.TPosition_GM && !(f.name == "C" && ubPosition(f.pos)) {
			return nil, ir.OpError(op, "is not simulated for %s in position %d: only GM operands are modelled (the path the library takes from UB or L1 is not given by the specs)", f.name, f.pos)
		}
		if f.fmt != ascendc.CubeFormat(0) {
			return nil, ir.OpError(op, "is not simulated for %s in CubeFormat %d: only ND is modelled", f.name, f.fmt)
		}
		if f.lay != ascendc.LayoutMode_NONE && f.lay != ascendc.LayoutMode_NORMAL {
			return nil, ir.OpError(op, "is not simulated for %s with LayoutMode %s: NONE and, for the batch forms, NORMAL are modelled (the BSNGD/SBNGD/BNGS1S2 layouts' strides come from the tiling's LayoutInfo members)", f.name, f.lay.Symbol())
		}
	}
	if t.LayoutModeAAttr != t.LayoutModeBAttr || t.LayoutModeAAttr != t.LayoutModeCAttr {
		return nil, ir.OpError(op, "is not simulated for LayoutMode A %s, B %s, C %s: A, B and C share one layout in the modelled forms", t.LayoutModeAAttr.Symbol(), t.LayoutModeBAttr.Symbol(), t.LayoutModeCAttr.Symbol())
	}
	if t.IsTransC {
		return nil, ir.OpError(op, "is not simulated for a transposed C MatmulType")
	}
	reg := cc.P.Chip.Registry
	ad, bd, cd, biasd := reg.DTypeOf(t.TypeA), reg.DTypeOf(t.TypeB), reg.DTypeOf(t.TypeC), reg.DTypeOf(t.TypeBias)
	okTypes := ad == bd && ((ad == sim.F16 || ad == sim.BF16) && (cd == sim.F32 || cd == ad) && (biasd == sim.F32 || biasd == ad) ||
		ad == sim.I8 && cd == sim.I32 && biasd == sim.I32)
	if msg := mmQuantRefusal(ad, cd); msg != "" && ad == bd {
		return nil, ir.OpError(op, "%s", msg)
	}
	if !okTypes {
		return nil, ir.OpError(op, "is not simulated for A %s, B %s, C %s, bias %s: modelled are f16/bf16 inputs with f32 or the input type out (f32 inputs: the precision of the cube's float32 products is not given by the specs) and s8 inputs with s32 out", ad, bd, cd, biasd)
	}
	if mc := t.MatmulConfig; mc != nil && (mc.IsPartialOutput || mc.IntraBlockPartSum || mc.IsNBatch) {
		return nil, ir.OpError(op, "is not simulated for a MatmulConfig with is_partial_output, intra_block_part_sum or is_n_batch: what they write is not given by the specs")
	}
	return t, nil
}

// mmOf returns the state of the Matmul object in register r.
func mmOf(c *sim.Core, in *sim.Instr, r int32) (*mmObj, bool) {
	key := c.Regs[r].O
	if key == nil {
		c.Fatal(in, "the Matmul object was not built by ascendc.construct")
		return nil, false
	}
	objs := c.Ext(mmKey).(map[any]*mmObj)
	o := objs[key]
	if o == nil {
		o = &mmObj{}
		objs[key] = o
	}
	return o, true
}

// compileMatmulNop: calls that change nothing the model computes. init and
// regist_matmul_obj take the TCubeTiling, which the model does not read (its fields are
// not in the specs; shapes come from set_org_shape/set_single_shape); set_workspace
// names the library's private GM; wait_iterate_all waits for an iterate_all the model
// completed when it was issued; set_hf32 affects float32 inputs only, which are refused.
func compileMatmulNop(mm int) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		if _, err := mmType(cc, op, op.Operand(mm)); err != nil {
			return nil, err
		}
		return nop, nil
	}
}

func compileKfcIsRun(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	r, d := in.Out[0], elemOf(cc, op.Result(0))
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		c.Regs[r] = sim.Value{I: sim.Norm(0, d)}
		return sim.Next
	}, nil
}

func compileSetOrgShape(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if _, err := mmType(cc, op, op.Operand(0)); err != nil {
		return nil, err
	}
	v, _ := ascendc.AsMatmulSetOrgShapeOp(op)
	// SetOrgShape(orgM, orgN, orgKa[, orgKb[, orgKc]]): a lone orgkc is the 4th argument,
	// orgKb (trailingOptionals).
	opt := trailingOptionals(cc, v.Orgkb(), v.Orgkc())
	mr, kb, kc := in.In[0], opt[0], opt[1]
	m, n, ka := cc.Slot(v.Orgm()), cc.Slot(v.Orgn()), cc.Slot(v.Orgka())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, mr)
		if !ok {
			return sim.Fail
		}
		o.orgM, o.orgN, o.orgKa = c.Regs[m].I, c.Regs[n].I, c.Regs[ka].I
		o.orgKb, o.orgKc = o.orgKa, o.orgN
		if kb >= 0 {
			o.orgKb = c.Regs[kb].I
		}
		if kc >= 0 {
			o.orgKc = c.Regs[kc].I
		}
		if o.orgM <= 0 || o.orgN <= 0 || o.orgKa <= 0 || o.orgKb <= 0 || o.orgKc <= 0 {
			return c.Fatal(in, "SetOrgShape(%d, %d, %d, %d, %d) needs positive sizes", o.orgM, o.orgN, o.orgKa, o.orgKb, o.orgKc)
		}
		o.orgSet = true
		return sim.Next
	}, nil
}

// compileSetSingle: set_single_shape(m, n, k) sets the shape one core computes;
// set_tail(m, n, k) replaces the dimensions given as positive values and keeps those
// given as -1 (SetTail's default).
func compileSetSingle(tail bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		if _, err := mmType(cc, op, op.Operand(0)); err != nil {
			return nil, err
		}
		mr, vm, vn, vk := in.In[0], in.In[1], in.In[2], in.In[3]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			o, ok := mmOf(c, in, mr)
			if !ok {
				return sim.Fail
			}
			set := func(v int64, dst *int64, flag *bool) bool {
				if tail && v == -1 {
					return true
				}
				if v <= 0 {
					return false
				}
				*dst, *flag = v, true
				return true
			}
			m, n, k := c.Regs[vm].I, c.Regs[vn].I, c.Regs[vk].I
			if !set(m, &o.sm, &o.singleM) || !set(n, &o.sn, &o.singleN) || !set(k, &o.sk, &o.sinK) {
				return c.Fatal(in, "single shape (%d, %d, %d) needs positive sizes (or -1 in SetTail to keep one)", m, n, k)
			}
			return sim.Next
		}, nil
	}
}

// compileSetTensorAB binds A or B; the runtime transpose flag selects the stored layout
// (A: M×Ka row major, or Ka×M when transposed; B: Kb×N, or N×Kb) and is accepted only
// when the MatmulType allows it (isTrans).
func compileSetTensorAB(isA bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		t, err := mmType(cc, op, op.Operand(0))
		if err != nil {
			return nil, err
		}
		if _, ok := op.Operand(1).Type().(*ascendc.GlobalTensorType); !ok {
			return nil, ir.OpError(op, "is not simulated for %s: the matrix must be a global tensor (GM position)", ir.TypeString(op.Operand(1).Type()))
		}
		allowed := t.IsTransA
		if !isA {
			allowed = t.IsTransB
		}
		mr, tr, fr := in.In[0], in.In[1], in.In[2]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			o, ok := mmOf(c, in, mr)
			if !ok {
				return sim.Fail
			}
			trans := c.Regs[fr].I != 0
			if trans && !allowed {
				return c.Fatal(in, "a transposed matrix on a MatmulType declared with isTrans=false is not defined")
			}
			if isA {
				o.a, o.hasA, o.transA, o.aScalar = c.Regs[tr].T, true, trans, nil
			} else {
				o.b, o.hasB, o.transB, o.bScalar = c.Regs[tr].T, true, trans, nil
			}
			return sim.Next
		}, nil
	}
}

func compileSetBias(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if _, err := mmType(cc, op, op.Operand(0)); err != nil {
		return nil, err
	}
	if _, ok := op.Operand(1).Type().(*ascendc.GlobalTensorType); !ok {
		return nil, ir.OpError(op, "is not simulated for %s: the bias must be a global tensor (GM position)", ir.TypeString(op.Operand(1).Type()))
	}
	mr, tr := in.In[0], in.In[1]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, mr)
		if !ok {
			return sim.Fail
		}
		o.bias, o.hasBias = c.Regs[tr].T, true
		return sim.Next
	}, nil
}

func compileDisableBias(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if _, err := mmType(cc, op, op.Operand(0)); err != nil {
		return nil, err
	}
	mr := in.In[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, mr)
		if !ok {
			return sim.Fail
		}
		o.hasBias = false
		return sim.Next
	}, nil
}

// ready checks that everything the result depends on was set.
func (o *mmObj) ready() string {
	switch {
	case o.hasSparseIndex:
		return whySparse
	case !o.hasA || !o.hasB:
		return "A and B must be set (set_tensor_a, set_tensor_b) before computing"
	case !o.orgSet:
		return "the original shape is not set: neither the TCubeTiling given to Init (M, N, Ka) nor set_org_shape gave it"
	case !o.singleM || !o.singleN || !o.sinK:
		return "the single-core shape is not set: neither the TCubeTiling given to Init (singleCoreM/N/K) nor set_single_shape/set_tail gave all of it"
	case o.sm > o.orgM || o.sn > o.orgN || o.sn > o.orgKc || o.sk > o.orgKa || o.sk > o.orgKb:
		return fmt.Sprintf("single shape %d×%d×%d exceeds the original shape M=%d N=%d Ka=%d Kb=%d Kc=%d", o.sm, o.sn, o.sk, o.orgM, o.orgN, o.orgKa, o.orgKb, o.orgKc)
	}
	return ""
}

// stage runs after everything issued on the previous pipe completed: the library's own
// flags between the stages of one call (MTE2 → MTE1 → M → FIX).
func stage(c *sim.Core, from, to arch.Pipe) {
	t, vc := signal(c, from)
	await(c, to, t, &vc)
}

package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Iterate and GetTensorC (docs/sim/matmul-api.md, "Iterate and GetTensorC"): each
// Iterate computes the next baseM×baseN tile of the single-core C (smaller at the
// single-core shape's edges) over the whole single-core K, walking the tiles M first
// (iterateOrder 0) or N first (1); GetTensorC writes the tile the last Iterate computed.

// compileIterate: `bool Iterate<sync>(enPartialSum)`; the optional user L0C tensor
// (localCmatrix) is refused.
func compileIterate(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, err := mmType(cc, op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	if err := mmNotBatch(op, t); err != nil {
		return nil, err
	}
	v, _ := ascendc.AsMatmulIterateOp(op)
	if v.LocalCmaxtrix() != nil {
		return nil, ir.OpError(op, "is not simulated with a user L0C tensor (localCmatrix): the layout the library keeps there is not modelled")
	}
	if mc := t.MatmulConfig; mc != nil && mc.ScheduleType != nil && mc.ScheduleType.Value != 0 {
		return nil, ir.OpError(op, "is not simulated for MatmulConfig schedule_type %d: only INNER_PRODUCT (the tiling's iterateOrder walk) is modelled", mc.ScheduleType.Value)
	}
	ty := mmTypesOf(cc, t)
	mr, pr, res := in.In[0], cc.Slot(v.Partialsum()), in.Out[0]
	rd := elemOf(cc, v.Result())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, mr)
		if !ok {
			return sim.Fail
		}
		if c.Regs[pr].I != 0 {
			return c.Fatal(in, "is not simulated with enPartialSum: adding to the L0C tile of an earlier call is not modelled")
		}
		more, ctl := o.iterate(c, in, ty)
		if ctl != sim.Next {
			return ctl
		}
		c.Regs[res] = sim.Value{I: sim.Norm(b2i(more), rd)}
		return sim.Next
	}, nil
}

func mmTypesOf(cc *sim.Compiler, t *ascendc.MatmulType) mmTypes {
	reg := cc.P.Chip.Registry
	return mmTypes{reg.DTypeOf(t.TypeA), reg.DTypeOf(t.TypeC), reg.DTypeOf(t.TypeBias)}
}

// iterate advances to the next tile and computes it; false once every tile was
// computed, after which the next Iterate starts again from the first tile.
func (o *mmObj) iterate(c *sim.Core, in *sim.Instr, ty mmTypes) (bool, sim.Ctl) {
	if why := o.ready(); why != "" {
		return false, c.Fatal(in, "%s", why)
	}
	baseM, why := o.needTiling("baseM")
	if why == "" {
		var baseN, order int64
		if baseN, why = o.needTiling("baseN"); why == "" {
			if order, why = o.needTiling("iterateOrder"); why == "" {
				return o.step(c, in, ty, baseM, baseN, order)
			}
		}
	}
	return false, c.Fatal(in, "%s", why)
}

func (o *mmObj) step(c *sim.Core, in *sim.Instr, ty mmTypes, baseM, baseN, order int64) (bool, sim.Ctl) {
	if baseM <= 0 || baseN <= 0 {
		return false, c.Fatal(in, "TCubeTiling baseM=%d baseN=%d: the tile needs positive sizes", baseM, baseN)
	}
	if order != 0 && order != 1 {
		return false, c.Fatal(in, "is not simulated for TCubeTiling.iterateOrder=%d (0: M first and 1: N first are)", order)
	}
	if o.tilingBias() && !o.hasBias {
		return false, c.Fatal(in, "TCubeTiling.isBias=1 but no bias was set (set_bias)")
	}
	it := &o.it
	if !it.running {
		*it = mmIter{running: true, idx: -1}
	}
	it.idx++
	mIter, nIter := (o.sm+baseM-1)/baseM, (o.sn+baseN-1)/baseN
	if it.idx >= mIter*nIter {
		o.it = mmIter{}
		mmDrain(c)
		return false, sim.Next
	}
	mi, ni := it.idx%mIter, it.idx/mIter
	if order == 1 {
		ni, mi = it.idx%nIter, it.idx/nIter
	}
	it.m0, it.n0, it.baseN = mi*baseM, ni*baseN, baseN
	it.tm, it.tn = min(baseM, o.sm-it.m0), min(baseN, o.sn-it.n0)
	es := int64(ty.a.Size())
	A, ok := o.operand(c, in, true, 0, it.m0, 0, it.tm, o.sk, es)
	if !ok {
		return false, sim.Fail
	}
	B, ok := o.operand(c, in, false, 0, 0, it.n0, o.sk, it.tn, es)
	if !ok {
		return false, sim.Fail
	}
	var bias []byte
	if o.hasBias {
		bs := int64(ty.bias.Size())
		if bias, ok = c.Mem(in, arch.MTE2, &o.bias, it.n0*bs, it.tn*bs, false); !ok {
			return false, sim.Fail
		}
	}
	o.chargeTile(c, in, it.tm, it.tn, es, ty.bias)
	if _, ok := mmBytes(c, in, "result tile", it.tm, it.tn, 8); !ok {
		return false, sim.Fail
	}
	if !chargeProducts(c, in, it.tm, it.tn, o.sk) {
		return false, sim.Fail
	}
	it.tile = mmCompute(A, B, bias, it.tm, it.tn, o.sk, ty)
	mmDrain(c)
	return true, sim.Next
}

func (o *mmObj) tilingBias() bool {
	b := tilingField(o.tiling, "isBias")
	return b != unsetField && b != 0
}

// compileGetTensorC: GetTensorC<sync>(dst, enAtomic, enSequentialWrite) writes the tile
// of the last Iterate. A global dst receives it at the tile's place in C (row pitch Kc,
// enSequentialWrite false); a local dst (UB, C in a VEC position) receives it at its
// start with row pitch baseN (enSequentialWrite true). The other forms are refused.
func compileGetTensorC(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, err := mmType(cc, op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	if err := mmNotBatch(op, t); err != nil {
		return nil, err
	}
	v, _ := ascendc.AsMatmulGetTensorCOp(op)
	if v.Tensor2() != nil {
		return nil, ir.OpError(op, "is not simulated for the two-destination form (GM and UB at once)")
	}
	ty := mmTypesOf(cc, t)
	if d := elemOf(cc, v.Tensor()); d != ty.c {
		return nil, ir.OpError(op, "is not simulated for a C tensor of %s on a Matmul whose C type is %s", d, ty.c)
	}
	_, global := v.Tensor().Type().(*ascendc.GlobalTensorType)
	_, local := v.Tensor().Type().(*ascendc.LocalTensorType)
	switch {
	case global && t.SrcCPositionAttr != ascendc.TPosition_GM:
		return nil, ir.OpError(op, "is not simulated for a global C on a MatmulType whose C position is %d", t.SrcCPositionAttr)
	case local && !ubPosition(t.SrcCPositionAttr):
		return nil, ir.OpError(op, "is not simulated for a local C on a MatmulType whose C position is %d (VECIN, VECOUT or VECCALC are)", t.SrcCPositionAttr)
	case !global && !local:
		return nil, ir.OpError(op, "is not simulated for a C of type %s", ir.TypeString(v.Tensor().Type()))
	}
	mr, cr, ar, sr := in.In[0], in.In[1], cc.Slot(v.Atomic()), cc.Slot(v.Sequentialwrite())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := mmOf(c, in, mr)
		if !ok {
			return sim.Fail
		}
		it := &o.it
		if !it.running || it.tile == nil {
			return c.Fatal(in, "GetTensorC without a tile: it must follow an Iterate that returned true")
		}
		at, seq := c.Regs[ar].I, c.Regs[sr].I != 0
		if at != 0 && (local || at != 1) {
			return c.Fatal(in, "is not simulated for enAtomic=%d on a %s C (0, and 1 on a global C, are)", at, map[bool]string{true: "local", false: "global"}[local])
		}
		if c.GMAtomic {
			return c.Fatal(in, "is not simulated while a GM atomic mode is set: the library sets and clears its own")
		}
		ct := &c.Regs[cr].T
		if global {
			if seq {
				return c.Fatal(in, "is not simulated with enSequentialWrite on a global C: where consecutive tiles go is not modelled")
			}
			off := it.m0*o.orgKc + it.n0
			if it.m0+it.tm > o.orgM || it.n0+it.tn > o.orgKc {
				return c.Fatal(in, "the tile at (%d, %d) leaves C (%d rows, row pitch %d)", it.m0, it.n0, o.orgM, o.orgKc)
			}
			return o.writeTile(c, in, ct, off, o.orgKc, ty, at == 1)
		}
		if ct.Space != arch.UB {
			return c.Fatal(in, "a local C must be in UB (the MatmulType's C position is a VEC position), got %s", ct.Space)
		}
		if !seq {
			return c.Fatal(in, "is not simulated for a local C without enSequentialWrite: where the tile goes in the local tensor is not modelled")
		}
		if it.tn != it.baseN {
			return c.Fatal(in, "is not simulated for a tile of %d columns (baseN %d) into a local C: the row pitch of a narrowed tile in UB is not modelled", it.tn, it.baseN)
		}
		return o.writeTile(c, in, ct, 0, it.baseN, ty, false)
	}, nil
}

func ubPosition(p ascendc.TPosition) bool {
	return p == ascendc.TPosition_VECIN || p == ascendc.TPosition_VECOUT || p == ascendc.TPosition_VECCALC
}

// writeTile stores the current tile at element off of ct with row pitch ld (FIX pipe),
// adding to the old values when atomic, and charges the FIX transfer.
func (o *mmObj) writeTile(c *sim.Core, in *sim.Instr, ct *sim.Tensor, off, ld int64, ty mmTypes, atomic bool) sim.Ctl {
	it := &o.it
	ces := int64(ty.c.Size())
	c.IssueGM(in, arch.FIX, it.tm*it.tn*ces, 1, ct.Addr, c.Cost().FixBytesPerCycle)
	for i := int64(0); i < it.tm; i++ {
		if !storeCRow(c, in, ct, (off+i*ld)*ces, it.tile[i*it.tn:(i+1)*it.tn], ty.c, atomic) {
			return sim.Fail
		}
	}
	mmDrain(c)
	return sim.Next
}

// storeCRow writes one row of accumulator values to C at byte offset off in C's type:
// floats rounded to nearest even, integers wrapped to int32; atomic adds to the old
// value (docs/sim/matmul-api.md, enAtomic); an atomic integer add that leaves int32 stops
// the run, as SetAtomicAdd's does.
func storeCRow(c *sim.Core, in *sim.Instr, ct *sim.Tensor, off int64, row []float64, d sim.DType, atomic bool) bool {
	n := int64(len(row)) * int64(d.Size())
	var old []byte
	if atomic {
		defer c.LockGMAtomic()()
		prev, ok := c.Mem(in, arch.FIX, ct, off, n, false)
		if !ok {
			return false
		}
		old = append(old, prev...)
	}
	D, ok := c.Mem(in, arch.FIX, ct, off, n, true)
	if !ok {
		return false
	}
	for j, x := range row {
		if !d.IsFloat() {
			v := int64(x)
			if atomic {
				o := sim.LoadI(old, j, d)
				if s := o + v; s != int64(int32(s)) {
					// As SetAtomicAdd's integer add (atomic.go): the hardware's choice
					// between wrapping and saturating is not documented.
					c.Fatal(in, "atomic add (enAtomic) in %s overflows (%d + %d): wrap-around or saturation is not documented, so it is not simulated", d, o, v)
					return false
				}
				v += o
			}
			sim.StoreI(D, j, d, int64(int32(v)))
			continue
		}
		if atomic {
			x = float64(float32(sim.Load(old, j, d)) + float32(x))
		}
		sim.Store(D, j, d, x)
	}
	return true
}

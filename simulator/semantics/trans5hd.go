package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// TransDataTo5HD in its three forms (docs/sim/gather.md): 16 destination and 16 source
// 32-byte blocks per repeat, given as tensors, as UB addresses (get_phy_addr values) or
// as a UB tensor holding the addresses. For 16-bit elements the 16 source blocks are the
// rows of a 16x16 matrix and destination block j receives its column j. 8- and 32-bit
// elements are refused: how their blocks pair up is not fixed by the sources here.

func registerTrans5HD(r *sim.Registry) {
	reg(r, ascendc.OpTransDataTo5hdTensorList, apiCost, compileTrans5HDLists(false))
	reg(r, ascendc.OpTransDataTo5hdUintList, apiCost, compileTrans5HDLists(true))
	reg(r, ascendc.OpTransDataTo5hd, apiCost, compileTrans5HDAddrTensor)
}

// trans5HDElem checks the element type TransDataTo5HD runs on.
func trans5HDElem(op *ir.Operation, d sim.DType) error {
	if d == sim.Invalid {
		return ir.OpError(op, "is not simulated: its element type is not known (the translator infers it from the tensors the addresses were taken from)")
	}
	if d.Size() != 2 {
		return ir.OpError(op, "is not simulated for %s elements: which destination blocks the transposed %d-bit data goes to (and, for 8-bit data, the high-half flags) is not fixed by the sources here; 16-bit elements are simulated", d, 8*d.Size())
	}
	return nil
}

// phyAddrElem is the element type of the LocalTensor whose get_phy_addr produced v
// (sim.Invalid if v is not such a value).
func phyAddrElem(cc *sim.Compiler, v *ir.Value) sim.DType {
	def := v.DefiningOp()
	if def == nil || (def.Name() != ascendc.OpLocalTensorGetPhyAddr && def.Name() != ascendc.OpLocalTensorGetPhyAddrV2) {
		return sim.Invalid
	}
	return elemOf(cc, def.Operand(0))
}

func compileTrans5HDLists(addrs bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		dl, sl := opdef.OperandGroup(op, "dstList"), opdef.OperandGroup(op, "srcList")
		if len(dl) != 16 || len(sl) != 16 {
			return nil, ir.OpError(op, "is not simulated with %d destination and %d source blocks (the instruction takes 16 of each)", len(dl), len(sl))
		}
		var d sim.DType
		if addrs {
			if d = phyAddrElem(cc, dl[0]); d == sim.Invalid {
				d = phyAddrElem(cc, sl[0])
			}
		} else {
			d = elemOf(cc, dl[0])
		}
		if err := trans5HDElem(op, d); err != nil {
			return nil, err
		}
		regs := make([]int32, 32)
		for i, v := range append(append([]*ir.Value(nil), dl...), sl...) {
			regs[i] = cc.Slot(v)
		}
		pr := operand(cc, op, "params")
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			p, ok := trans5HDParams(c, in, pr)
			if !ok {
				return sim.Fail
			}
			var ts [32]sim.Tensor
			for i, r := range regs {
				if addrs {
					ts[i] = addrView(c.Regs[r].I, p, i < 16)
				} else {
					ts[i] = c.Regs[r].T
				}
			}
			return runTrans5HD(c, in, pv, &ts, p)
		}, nil
	}
}

// compileTrans5HDAddrTensor: TransDataTo5HD(dst, src, params) where dst and src are UB
// tensors of 64-bit integers each holding 16 UB byte addresses. The element type is the
// translator's: that of the tensor whose get_phy_addr a local_tensor.set_value stores
// into dst (then src).
func compileTrans5HDAddrTensor(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	v, _ := ascendc.AsTransDataTo5hdOp(op)
	for _, t := range []*ir.Value{v.Dst(), v.Src()} {
		if ad := elemOf(cc, t); ad != sim.U64 && ad != sim.I64 {
			return nil, ir.OpError(op, "is not simulated for an address tensor of %s elements (addresses are 64-bit)", ad)
		}
	}
	d := addrTensorElem(cc, v.Dst())
	if d == sim.Invalid {
		d = addrTensorElem(cc, v.Src())
	}
	if err := trans5HDElem(op, d); err != nil {
		return nil, err
	}
	dr, sr, pr := cc.Slot(v.Dst()), cc.Slot(v.Src()), cc.Slot(v.Params())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := trans5HDParams(c, in, pr)
		if !ok {
			return sim.Fail
		}
		var ts [32]sim.Tensor
		for k, r := range []int32{dr, sr} {
			at := &c.Regs[r].T
			if !ubOnly(c, in, at) {
				return sim.Fail
			}
			b, ok := c.Mem(in, pv, at, 0, 16*8, false)
			if !ok {
				return sim.Fail
			}
			for i := 0; i < 16; i++ {
				ts[16*k+i] = addrView(sim.LoadI(b, i, sim.U64), p, k == 0)
			}
		}
		return runTrans5HD(c, in, pv, &ts, p)
	}, nil
}

// addrTensorElem finds, among t's users, a local_tensor.set_value into t of a
// get_phy_addr value, and returns the element type of that address's tensor.
func addrTensorElem(cc *sim.Compiler, t *ir.Value) sim.DType {
	for _, use := range t.Uses() {
		u := use.Owner()
		if u.Name() == ascendc.OpLocalTensorSetValue && u.NumOperands() == 3 && u.Operand(0) == t {
			if d := phyAddrElem(cc, u.Operand(2)); d != sim.Invalid {
				return d
			}
		}
	}
	return sim.Invalid
}

// trans5HD is TransDataTo5HDParams: dstHighHalf, srcHighHalf, repeatTimes, dstRepStride,
// srcRepStride (strides in 32-byte blocks).
type trans5HD struct{ dstHigh, srcHigh, rep, dstRS, srcRS int64 }

func trans5HDParams(c *sim.Core, in *sim.Instr, r int32) (trans5HD, bool) {
	p, ok := params(c, in, r)
	if !ok {
		return trans5HD{}, false
	}
	if len(p.F) < 5 {
		c.Fatal(in, "trans_data_to_5hd_params has %d fields, expected 5", len(p.F))
		return trans5HD{}, false
	}
	t := trans5HD{p.F[0], p.F[1], p.F[2], p.F[3], p.F[4]}
	if t.dstHigh != 0 || t.srcHigh != 0 {
		c.Fatal(in, "is not simulated with dstHighHalf/srcHighHalf set (%d, %d): the flags choose byte halves of 8-bit data", t.dstHigh, t.srcHigh)
		return t, false
	}
	if !repeatInRange(c, in, "repeatTimes", t.rep) {
		return t, false
	}
	if t.dstRS < 0 || t.srcRS < 0 {
		c.Fatal(in, "negative repeat stride (%d, %d)", t.dstRS, t.srcRS)
		return t, false
	}
	return t, true
}

// addrView is the UB view an address stands for: the 32-byte blocks every repeat reads or
// writes from it.
func addrView(a int64, p trans5HD, dst bool) sim.Tensor {
	rs := p.srcRS
	if dst {
		rs = p.dstRS
	}
	n := int64(32)
	if p.rep > 1 {
		n += (p.rep - 1) * rs * 32
	}
	return sim.Tensor{Space: arch.UB, Pos: -1, Region: -1, Addr: a, Size: n}
}

// runTrans5HD runs the repeats over ts (16 destination then 16 source blocks): repeat r
// reads source block i at its address + r*srcRepStride*32 and writes destination block j
// at its address + r*dstRepStride*32, with element i of block j = element j of block i.
func runTrans5HD(c *sim.Core, in *sim.Instr, pv arch.Pipe, ts *[32]sim.Tensor, p trans5HD) sim.Ctl {
	for i := range ts {
		if !ubOnly(c, in, &ts[i]) {
			return sim.Fail
		}
		if ts[i].Addr%32 != 0 {
			side := "src"
			if i < 16 {
				side = "dst"
			}
			return c.Fatal(in, "block address %d (%s %d) is not 32-byte aligned", ts[i].Addr, side, i%16)
		}
	}
	c.Issue(in, pv, c.Cost().Vector(p.rep, false), c.Cost().VecHead)
	var m [16][32]byte
	for r := int64(0); r < p.rep; r++ {
		for i := 0; i < 16; i++ {
			b, ok := c.Mem(in, pv, &ts[16+i], r*p.srcRS*32, 32, false)
			if !ok {
				return sim.Fail
			}
			copy(m[i][:], b)
		}
		for j := 0; j < 16; j++ {
			w, ok := c.Mem(in, pv, &ts[j], r*p.dstRS*32, 32, true)
			if !ok {
				return sim.Fail
			}
			for i := 0; i < 16; i++ {
				copy(w[2*i:2*i+2], m[i][2*j:2*j+2])
			}
		}
	}
	return sim.Next
}

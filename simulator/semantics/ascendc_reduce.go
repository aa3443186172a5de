package semantics

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Reductions, casts, compare/select and broadcasts. Reductions combine lanes in the tree
// order of reduce.go (docs/sim/reduce.md).

type reduceFamily struct {
	rd                   treeOp
	l2, wholeL0, wholeL1 string
	blockL0, blockL1     string
}

var reduceFamilies = []reduceFamily{
	{tSum, ascendc.OpReduceSumL2, ascendc.OpWholeReduceSumL0, ascendc.OpWholeReduceSumL1, ascendc.OpBlockReduceSumL0, ascendc.OpBlockReduceSumL1},
	{tMax, ascendc.OpReduceMaxL2, ascendc.OpWholeReduceMaxL0, ascendc.OpWholeReduceMaxL1, ascendc.OpBlockReduceMaxL0, ascendc.OpBlockReduceMaxL1},
	{tMin, ascendc.OpReduceMinL2, ascendc.OpWholeReduceMinL0, ascendc.OpWholeReduceMinL1, ascendc.OpBlockReduceMinL0, ascendc.OpBlockReduceMinL1},
}

func ubOnly(c *sim.Core, in *sim.Instr, ts ...*sim.Tensor) bool {
	for _, t := range ts {
		if t != nil && t.Space != arch.UB {
			c.Fatal(in, "vector operands must be in UB, got %s", t.Space)
			return false
		}
	}
	return true
}

// storeIndex writes an index into an element slot as the hardware does: its bits as an
// unsigned integer of the element's width.
func storeIndex(b []byte, i int, d sim.DType, idx int64) {
	switch d.Size() {
	case 2:
		sim.StoreI(b, i, sim.U16, idx)
	case 4:
		sim.StoreI(b, i, sim.U32, idx)
	default:
		sim.StoreI(b, i, d, idx)
	}
}

// registerReduce adds reductions, casts, compare/select and broadcasts.
func registerReduce(r *sim.Registry) {
	for _, f := range reduceFamilies {
		reg(r, f.l2, apiCost, compileReduceL2(f.rd))
		reg(r, f.wholeL0, apiCost, groupReduce(f.rd, formL0, false))
		reg(r, f.wholeL1, apiCost, groupReduce(f.rd, formL1, false))
		reg(r, f.blockL0, apiCost, groupReduce(f.rd, formL0, true))
		reg(r, f.blockL1, apiCost, groupReduce(f.rd, formL1, true))
	}
	reg(r, ascendc.OpCompareL2, apiCost, compileCompare(false))
	reg(r, ascendc.OpCompareScalarL2, apiCost, compileCompare(true))
	reg(r, ascendc.OpSelectL2, apiCost, compileSelect)
	reg(r, ascendc.OpBrcbL0, apiCost, compileBrcb)
}

func groupReduce(rd treeOp, form vecForm, perBlock bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return compileGroupReduce(cc, op, in, rd, form, perBlock)
	}
}

// compileReduceL2 is ReduceX over count contiguous elements, with the winner's index for
// max and min when calIndex is set.
func compileReduceL2(rd treeOp) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		dr, sr, nr := operand(cc, op, "dst"), operand(cc, op, "src"), operand(cc, op, "count")
		ir_ := operand(cc, op, "calIndex")
		d := elemOf(cc, op.Operand(0))
		if err := floatOnly(op, d); err != nil {
			return nil, err
		}
		es := int64(d.Size())
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, src := &c.Regs[dr].T, &c.Regs[sr].T
			if !ubOnly(c, in, dst, src) {
				return sim.Fail
			}
			n := c.Regs[nr].I
			if n <= 0 {
				return c.Fatal(in, "count must be positive, got %d", n)
			}
			l2ResetsMask(c)
			cost := c.Cost()
			c.Issue(in, pv, cost.Vector((n*es+255)/256, true)+cost.VecHead, cost.VecHead)
			s, ok := c.Mem(in, pv, src, 0, n*es, false)
			if !ok {
				return sim.Fail
			}
			v := make([]float64, n)
			for i := range v {
				v[i] = sim.Load(s, i, d)
			}
			withIdx := rd.idx && ir_ >= 0 && c.Regs[ir_].I&1 != 0
			return writeReduced(c, in, pv, dst, d, v, rd, withIdx)
		}, nil
	}
}

// compileGroupReduce: WholeReduce* (one result per repeat, over the masked lanes) and
// BlockReduce* (one result per 32-byte block). WholeReduceMax/Min write value and index
// pairs in the order attribute's order; dstRepStride counts results of one repeat.
func compileGroupReduce(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, rd treeOp, form vecForm, perBlock bool) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	o := vecOperands{dst: operand(cc, op, "dst"), src0: operand(cc, op, "src"), rep: operand(cc, op, "repeatTime"), params: -1, dstBlk: -1}
	o.maskList = maskOperands(cc, op)
	dRS, sBS, sRS := operand(cc, op, "dstRepStride"), operand(cc, op, "srcBlkStride"), operand(cc, op, "srcRepStride")
	order := int64(2) // ORDER_ONLY_VALUE: the ops without an order attribute
	if a := op.Attr("order"); a != nil {
		o, ok := ascendc.ReduceOrderOf(a)
		if !ok {
			return nil, ir.OpError(op, "has an unknown reduce order %v", a)
		}
		order = int64(o)
	}
	d := elemOf(cc, op.Operand(0))
	if err := floatOnly(op, d); err != nil {
		return nil, err
	}
	es := int64(d.Size())
	lanes, epb := 256/es, 32/es
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[o.dst].T, &c.Regs[o.src0].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		g, ok := readGeom(c, in, o, form, lanes, 1)
		if !ok {
			return sim.Fail
		}
		dstRep, blk, srep := c.Regs[dRS].I, c.Regs[sBS].I, c.Regs[sRS].I
		cost := c.Cost()
		c.Issue(in, pv, cost.Vector(g.rep, true), cost.VecHead)
		v, ok := gatherRepeats(c, in, pv, src, g, d, blk, srep, rd.id)
		if !ok {
			return sim.Fail
		}
		pairs := rd.idx && !perBlock && order <= 1
		for r := int64(0); r < g.rep; r++ {
			rv := v[r*lanes : (r+1)*lanes]
			if perBlock {
				// dstRepStride counts one repeat's results, 8 elements (16 bytes of half,
				// 32 of float), as for the other per-repeat reductions.
				at := r * dstRep * 8 * es
				w, ok := c.Mem(in, pv, dst, at, 8*es, true)
				if !ok {
					return sim.Fail
				}
				for b := int64(0); b < 8; b++ {
					if !anyActive(g.mask, b*epb, epb) {
						// No source gives the result of a block whose lanes are all
						// masked out: it is left undefined, so using it is reported.
						c.Poison(in, dst, at+b*es, es, 0)
						continue
					}
					val, _ := reduceLanes(rv[b*epb:(b+1)*epb], d, rd)
					sim.Store(w, int(b), d, val)
				}
				continue
			}
			acc, at := reduceLanes(rv, d, rd)
			n := int64(1)
			if pairs {
				n = 2
			}
			w, ok := c.Mem(in, pv, dst, r*dstRep*n*es, n*es, true)
			if !ok {
				return sim.Fail
			}
			switch {
			case pairs && order == 0:
				sim.Store(w, 0, d, acc)
				storeIndex(w, 1, d, at)
			case pairs:
				storeIndex(w, 0, d, at)
				sim.Store(w, 1, d, acc)
			case rd.idx && order == 3:
				storeIndex(w, 0, d, at)
			default:
				sim.Store(w, 0, d, acc)
			}
		}
		return sim.Next
	}, nil
}

func cmp(mode int64, a, b float64) bool {
	switch mode {
	case 0:
		return a < b
	case 1:
		return a > b
	case 2:
		return a == b
	case 3:
		return a <= b
	case 4:
		return a >= b
	}
	return a != b
}

// compileCompare writes one bit per element (LSB first) into dst, an 8-bit mask tensor.
func compileCompare(scalar bool) func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		dr, ar, nr := in.In[0], in.In[1], operand(cc, op, "calCount")
		br := in.In[2]
		mode, _ := intAttr(op, "cmpMode")
		d := elemOf(cc, op.Operand(1))
		sd := elemOf(cc, op.Operand(2))
		es := int64(d.Size())
		// compare_scalar's src1Scalar may also be a one-element local tensor: its first
		// element is the scalar (read by the vector pipe, never taken as 0).
		tensorScalar := scalar && isTensorValue(op.Operand(2))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, a := &c.Regs[dr].T, &c.Regs[ar].T
			var b *sim.Tensor
			if !scalar {
				b = &c.Regs[br].T
			}
			if !ubOnly(c, in, dst, a, b) {
				return sim.Fail
			}
			n := c.Regs[nr].I
			if n < 0 {
				return c.Fatal(in, "negative calCount %d", n)
			}
			if n*es%256 != 0 {
				// The bits of the lanes past calCount in the last repeat (in its last
				// byte and beyond) are written by the hardware in a way no source gives;
				// the L0/L1 forms refuse a partial repeat for the same reason.
				return c.Fatal(in, "is not simulated for calCount %d: %d bytes of %s is not a whole number of 256-byte repeats, and which bits the lanes past calCount get is not settled", n, n*es, d)
			}
			l2ResetsMask(c)
			cost := c.Cost()
			c.Issue(in, pv, cost.Vector((n*es+255)/256, false), cost.VecHead)
			x, ok := c.Mem(in, pv, a, 0, n*es, false)
			if !ok {
				return sim.Fail
			}
			var y []byte
			if b != nil {
				if y, ok = c.Mem(in, pv, b, 0, n*es, false); !ok {
					return sim.Fail
				}
			}
			var s float64
			if tensorScalar {
				if st := &c.Regs[br].T; st.Space != arch.UB {
					return c.Fatal(in, "is not simulated for a scalar operand in %s (the scalar tensor must be in UB)", st.Space)
				} else if s, ok = tensorScalarValue(c, in, pv, st, sd); !ok {
					return sim.Fail
				}
			} else if scalar {
				s = sim.ScalarToElem(c.Regs[br], sd)
			}
			w, ok := c.Mem(in, pv, dst, 0, (n+7)/8, true)
			if !ok {
				return sim.Fail
			}
			clear(w)
			for i := 0; i < int(n); i++ {
				v := s
				if y != nil {
					v = sim.Load(y, i, d)
				}
				if cmp(mode, sim.Load(x, i, d), v) {
					w[i/8] |= 1 << uint(i%8)
				}
			}
			return sim.Next
		}, nil
	}
}

// compileSelect: dst[i] = bit i of selMask ? src0[i] : src1[i].
func compileSelect(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	// VSEL_TENSOR_TENSOR_MODE consumes selMask bit after bit across the whole count;
	// VSEL_CMPMASK_SPR reuses one repeat's bits (lanes of the type) for every repeat; the
	// scalar mode with a tensor src1 is refused (docs/sim/vector-select.md).
	mode, err := selModeOf(op, false)
	if err != nil {
		return nil, err
	}
	dr, mr, ar, br, nr := in.In[0], in.In[1], in.In[2], in.In[3], operand(cc, op, "calCount")
	d := elemOf(cc, op.Operand(0))
	es := int64(d.Size())
	lanes := 256 / es
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, mk, a, b := &c.Regs[dr].T, &c.Regs[mr].T, &c.Regs[ar].T, &c.Regs[br].T
		if !ubOnly(c, in, dst, mk, a, b) {
			return sim.Fail
		}
		n := c.Regs[nr].I
		if n < 0 {
			return c.Fatal(in, "negative calCount %d", n)
		}
		l2ResetsMask(c)
		cost := c.Cost()
		c.Issue(in, pv, cost.Vector((n*es+255)/256, false), cost.VecHead)
		mb, ok := c.Mem(in, pv, mk, 0, selBytes(mode, n, lanes), false)
		if !ok {
			return sim.Fail
		}
		x, ok := c.Mem(in, pv, a, 0, n*es, false)
		if !ok {
			return sim.Fail
		}
		y, ok := c.Mem(in, pv, b, 0, n*es, false)
		if !ok {
			return sim.Fail
		}
		w, ok := c.Mem(in, pv, dst, 0, n*es, true)
		if !ok {
			return sim.Fail
		}
		for i := int64(0); i < n; i++ {
			src, k := y, selBit(mode, i/lanes, i%lanes, lanes)
			if mb[k/8]&(1<<uint(k%8)) != 0 {
				src = x
			}
			copy(w[i*es:(i+1)*es], src[i*es:(i+1)*es])
		}
		return sim.Next
	}, nil
}

// compileBrcb: each repeat broadcasts 8 source elements, each to one 32-byte block of dst
// (BrcbRepeatParams: dstBlkStride, dstRepStride in blocks).
func compileBrcb(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	dr, sr, rr, pr := in.In[0], in.In[1], in.In[2], in.In[3]
	d := elemOf(cc, op.Operand(0))
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		rep := c.Regs[rr].I
		if !repeatInRange(c, in, "repeatTimes", rep) {
			return sim.Fail
		}
		cost := c.Cost()
		c.Issue(in, pv, cost.Vector(rep, false), cost.VecHead)
		s, ok := c.Mem(in, pv, src, 0, rep*8*es, false)
		if !ok {
			return sim.Fail
		}
		vals := append([]byte(nil), s...)
		for r := int64(0); r < rep; r++ {
			for b := int64(0); b < 8; b++ {
				w, ok := c.Mem(in, pv, dst, (r*p.F[1]+b*p.F[0])*32, 32, true)
				if !ok {
					return sim.Fail
				}
				e := vals[(r*8+b)*es : (r*8+b+1)*es]
				for k := int64(0); k < 32/es; k++ {
					copy(w[k*es:], e)
				}
			}
		}
		return sim.Next
	}, nil
}

package semantics

import (
	"fmt"
	"math/bits"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Compare, Select, the CMPMASK register, UB->UB Copy and the 16x16 Transpose at L0/L1
// (docs/sim/vector-select.md). The L2 forms of compare/select live in ascendc_reduce.go.

func registerCompareSelect(r *sim.Registry) {
	reg(r, ascendc.OpCompareL0, apiCost, compileCompareRep(false, formL0))
	reg(r, ascendc.OpCompareL1, apiCost, compileCompareRep(false, formL1))
	reg(r, ascendc.OpCompareScalarL0, apiCost, compileCompareRep(true, formL0))
	reg(r, ascendc.OpCompareScalarL1, apiCost, compileCompareRep(true, formL1))
	reg(r, ascendc.OpCompareRL0, apiCost, compileCompareR(formL0))
	reg(r, ascendc.OpCompareRL1, apiCost, compileCompareR(formL1))
	reg(r, ascendc.OpSetCmpMask, apiCost, compileSetCmpMask)
	reg(r, ascendc.OpGetCmpMask, apiCost, compileGetCmpMask)
	reg(r, ascendc.OpSelectL0, apiCost, compileSelectRep(false, formL0))
	reg(r, ascendc.OpSelectL1, apiCost, compileSelectRep(false, formL1))
	reg(r, ascendc.OpSelectScalarL0, apiCost, compileSelectRep(true, formL0))
	reg(r, ascendc.OpSelectScalarL1, apiCost, compileSelectRep(true, formL1))
	reg(r, ascendc.OpSelectScalarL2, apiCost, compileSelectScalarL2)
	// copy_l0 takes the mask as a list of words (emitted as a uint64_t array, em §3.12) and
	// copy_l1 as one count: the bitwise and continuous forms, the reverse of the names.
	reg(r, ascendc.OpCopyL0, apiCost, compileCopyUB(formL1))
	reg(r, ascendc.OpCopyL1, apiCost, compileCopyUB(formL0))
	reg(r, ascendc.OpTranspose, apiCost, compileTranspose16)
}

// vecL01Types checks the element type of an L0/L1 op: 16- or 32-bit (hw §2).
func vecL01Types(op *ir.Operation, d sim.DType) error {
	if d == sim.Invalid {
		return fmt.Errorf("unsupported element type")
	}
	if d.Size() != 2 && d.Size() != 4 {
		return ir.OpError(op, "is not simulated for %s elements at L0/L1 (the 128-bit mask covers the lanes of 16- and 32-bit types)", d)
	}
	return nil
}

// fullMask reports whether every lane of every repeat of g is enabled.
func fullMask(g geom, lanes int64) bool {
	fh, fl := contiguousMask(lanes)
	if g.mask != [2]uint64{fl, fh} {
		return false
	}
	return !g.counter || g.last == g.mask
}

// scalarOperand reads the scalar operand of a vector op at run time: a scalar register,
// or the first element of a one-element UB tensor.
type scalarOperand struct {
	r      int32
	d      sim.DType
	tensor bool
}

func newScalarOperand(cc *sim.Compiler, op *ir.Operation, name string) (scalarOperand, error) {
	v := operandValue(op, name)
	if v == nil {
		return scalarOperand{}, fmt.Errorf("has no %s operand", name)
	}
	s := scalarOperand{r: cc.Slot(v), d: elemOf(cc, v), tensor: isTensorValue(v)}
	if s.d == sim.Invalid {
		return s, ir.OpError(op, "is not simulated for a scalar operand of type %s", ir.TypeString(v.Type()))
	}
	return s, nil
}

func (s scalarOperand) value(c *sim.Core, in *sim.Instr, p arch.Pipe) (float64, bool) {
	if !s.tensor {
		return sim.ScalarToElem(c.Regs[s.r], s.d), true
	}
	t := &c.Regs[s.r].T
	if t.Space != arch.UB {
		c.Fatal(in, "is not simulated for a scalar operand in %s (the scalar tensor must be in UB)", t.Space)
		return 0, false
	}
	return tensorScalarValue(c, in, p, t, s.d)
}

// compileCompareRep: Compare / CompareScalar at L0/L1. Every enabled lane of every repeat
// writes one bit; repeat r's bits are lanes r*L .. r*L+L-1 of dst (L = 256/sizeof(T)), LSB
// first, so the result is packed as the L2 form's. The dst strides of the repeat params
// are not used; anything but their defaults is refused, as are masks with disabled lanes
// (the bits written for them are not fixed by the API's definition).
func compileCompareRep(scalar bool, form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		o := vecRegs(cc, op)
		o.counterOK = true // the emitted call drops isSetMask: the operands are the mask (em §2)
		d := elemOf(cc, op.Operand(1))
		if err := vecL01Types(op, d); err != nil {
			return nil, err
		}
		mode, _ := intAttr(op, "cmpMode")
		var so scalarOperand
		srcs := 2
		if scalar {
			srcs = 1
			if so, err = newScalarOperand(cc, op, "src1Scalar"); err != nil {
				return nil, err
			}
		}
		es := int64(d.Size())
		lanes := 256 / es
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, a := &c.Regs[o.dst].T, &c.Regs[o.src0].T
			var b *sim.Tensor
			if !scalar {
				b = &c.Regs[o.src1].T
			}
			if !ubOnly(c, in, dst, a, b) {
				return sim.Fail
			}
			g, ok := readGeom(c, in, o, form, lanes, srcs)
			if !ok {
				return sim.Fail
			}
			if !fullMask(g, lanes) {
				return c.Fatal(in, "is not simulated with disabled lanes: the bits Compare writes for masked-out lanes are not fixed by the API's definition")
			}
			if g.blk[0] != 1 || g.rs[0] != 8 {
				return c.Fatal(in, "is not simulated for dst strides (%d, %d): the bit output is packed repeat after repeat and no source says what other dst strides do", g.blk[0], g.rs[0])
			}
			c.Issue(in, pv, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
			var s float64
			if scalar {
				if s, ok = so.value(c, in, pv); !ok {
					return sim.Fail
				}
			}
			w, ok := c.Mem(in, pv, dst, 0, g.rep*lanes/8, true)
			if !ok {
				return sim.Fail
			}
			clear(w)
			ub := c.Local.Buf[arch.UB]
			return lanesDoAt(c, in, pv, g, [3]*sim.Tensor{nil, a, b}, es, false, func(r, l int64, off [3]int64) {
				i := r*lanes + l
				y := s
				if b != nil {
					y = sim.Load(ub[b.Addr+off[2]:], 0, d)
				}
				if cmp(mode, sim.Load(ub[a.Addr+off[1]:], 0, d), y) {
					w[i/8] |= 1 << uint(i%8)
				}
			})
		}, nil
	}
}

// compileCompareR: Compare(src0, src1, cmpMode, mask, repeatParams) compares one repeat
// and writes its lanes' bits into CMPMASK (bit l = lane l). For 32-bit types only the low
// 64 bits are defined afterwards.
func compileCompareR(form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		o := vecRegs(cc, op)
		o.rep = -1
		d := elemOf(cc, op.Operand(0))
		if err := vecL01Types(op, d); err != nil {
			return nil, err
		}
		mode, _ := intAttr(op, "cmpMode")
		es := int64(d.Size())
		lanes := 256 / es
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			a, b := &c.Regs[o.src0].T, &c.Regs[o.src1].T
			if !ubOnly(c, in, a, b) {
				return sim.Fail
			}
			var g geom
			g.rep = 1
			if !maskGeom(c, in, o, form, lanes, &g) { // counterOK false: one repeat, no count
				return sim.Fail
			}
			if !fullMask(g, lanes) {
				return c.Fatal(in, "is not simulated with disabled lanes: the CMPMASK bits of masked-out lanes are not fixed by the API's definition")
			}
			p, ok := params(c, in, o.params)
			if !ok {
				return sim.Fail
			}
			if !repeatStrides(c, in, p, true, &g) {
				return sim.Fail
			}
			c.Issue(in, pv, c.Cost().Vector(1, false), c.Cost().VecHead)
			ub := c.Local.Buf[arch.UB]
			var bits [2]uint64
			ctl := lanesDoAt(c, in, pv, g, [3]*sim.Tensor{nil, a, b}, es, false, func(_, l int64, off [3]int64) {
				if cmp(mode, sim.Load(ub[a.Addr+off[1]:], 0, d), sim.Load(ub[b.Addr+off[2]:], 0, d)) {
					bits[l/64] |= 1 << uint(l%64)
				}
			})
			if ctl == sim.Next {
				m := maskOf(c)
				m.cmp, m.cmpSet, m.cmpLanes = bits, true, lanes
			}
			return ctl
		}, nil
	}
}

// compileSetCmpMask: SetCmpMask(src) loads 128 bits (16 bytes) from UB into CMPMASK.
func compileSetCmpMask(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	sr := in.In[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		src := &c.Regs[sr].T
		if !ubOnly(c, in, src) {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(1, false), c.Cost().VecHead)
		b, ok := c.Mem(in, pv, src, 0, 16, false)
		if !ok {
			return sim.Fail
		}
		m := maskOf(c)
		m.cmp = [2]uint64{le64(b[:8]), le64(b[8:16])}
		m.cmpSet, m.cmpLanes = true, 128
		return sim.Next
	}, nil
}

// compileGetCmpMask: GetCmpMask(dst) stores CMPMASK's 128 bits (16 bytes) into UB.
func compileGetCmpMask(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	dr := in.In[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst := &c.Regs[dr].T
		if !ubOnly(c, in, dst) {
			return sim.Fail
		}
		m := maskOf(c)
		if !m.cmpSet {
			return c.Fatal(in, "reads CMPMASK before any compare_r or set_cmp_mask wrote it")
		}
		if m.cmpLanes < 128 {
			return c.Fatal(in, "is not simulated after a 32-bit compare_r: CMPMASK bits 64..127 are not fixed by the API's definition")
		}
		c.Issue(in, pv, c.Cost().Vector(1, false), c.Cost().VecHead)
		w, ok := c.Mem(in, pv, dst, 0, 16, true)
		if !ok {
			return sim.Fail
		}
		for k := 0; k < 16; k++ {
			w[k] = byte(m.cmp[k/8] >> uint(8*(k%8)))
		}
		return sim.Next
	}, nil
}

func le64(b []byte) uint64 {
	var v uint64
	for k := 7; k >= 0; k-- {
		v = v<<8 | uint64(b[k])
	}
	return v
}

// selModeOf checks the selMode of a select op: select_scalar_* only in
// VSEL_TENSOR_SCALAR_MODE; the tensor forms in VSEL_CMPMASK_SPR and
// VSEL_TENSOR_TENSOR_MODE (the scalar mode with a tensor src1 would need which element of
// src1 stands for the scalar, which the definition does not give).
func selModeOf(op *ir.Operation, scalar bool) (ascendc.SELMODE, error) {
	m, _ := intAttr(op, "selMode")
	mode := ascendc.SELMODE(m)
	switch {
	case scalar && mode != ascendc.SELMODE_VSEL_TENSOR_SCALAR_MODE:
		return 0, ir.OpError(op, "is not simulated for selMode %d (a scalar src1 goes with VSEL_TENSOR_SCALAR_MODE)", m)
	case !scalar && mode == ascendc.SELMODE_VSEL_TENSOR_SCALAR_MODE:
		return 0, ir.OpError(op, "is not simulated for VSEL_TENSOR_SCALAR_MODE with a tensor src1 (which element of src1 is the scalar is not fixed by the definition)")
	case !scalar && mode != ascendc.SELMODE_VSEL_CMPMASK_SPR && mode != ascendc.SELMODE_VSEL_TENSOR_TENSOR_MODE:
		return 0, ir.OpError(op, "is not simulated for selMode %d", m)
	}
	return mode, nil
}

// selBit is the selMask bit that picks src0 for lane l of repeat r: in VSEL_CMPMASK_SPR
// every repeat reuses bits 0..L-1; in the other two modes selMask is consumed L bits per
// repeat (L = lanes per repeat), so bit i stands for element i as in the L2 form.
func selBit(mode ascendc.SELMODE, r, l, lanes int64) int64 {
	if mode == ascendc.SELMODE_VSEL_CMPMASK_SPR {
		return l
	}
	return r*lanes + l
}

// selBytes is how many selMask bytes n repeats (or, at L2, n elements) consume.
func selBytes(mode ascendc.SELMODE, n, lanes int64) int64 {
	if mode == ascendc.SELMODE_VSEL_CMPMASK_SPR && n > lanes {
		n = lanes
	}
	return (n + 7) / 8
}

// selUsedBytes is how many selMask bytes the enabled lanes of g consult: bit positions
// count every lane (selBit), but the bits past the last enabled lane are never used.
// Reading only those keeps a mask sized for the elements (PyAsc's i1 tiles hold
// ceil(N/8) bytes) from counting as a read of undefined bytes, which the sanitizer would
// otherwise map onto valid lanes of dst.
func selUsedBytes(mode ascendc.SELMODE, g geom, lanes int64) int64 {
	hi := int64(highestLane(g.mask))
	last := hi
	if g.counter {
		last = int64(highestLane(g.last))
	}
	if g.rep <= 0 {
		return 0
	}
	var n int64
	switch {
	case mode == ascendc.SELMODE_VSEL_CMPMASK_SPR && g.rep > 1:
		n = max(hi, last) + 1
	case mode == ascendc.SELMODE_VSEL_CMPMASK_SPR:
		n = last + 1
	default:
		n = (g.rep-1)*lanes + last + 1
	}
	return (n + 7) / 8
}

// highestLane is the index of the highest enabled lane of a two-word lane mask, -1 when
// none is.
func highestLane(m [2]uint64) int {
	if m[1] != 0 {
		return 64 + bits.Len64(m[1]) - 1
	}
	return bits.Len64(m[0]) - 1
}

// compileSelectRep: Select at L0/L1: dst lane = selMask bit ? src0 : src1 (or the scalar),
// on the enabled lanes, with the Binary repeat params' strides for dst, src0 and src1.
func compileSelectRep(scalar bool, form vecForm) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		mode, err := selModeOf(op, scalar)
		if err != nil {
			return nil, err
		}
		o := vecRegs(cc, op)
		o.counterOK = true // the emitted call drops isSetMask: the operands are the mask (em §2)
		mr := operand(cc, op, "selMask")
		d := elemOf(cc, op.Operand(0))
		if err := vecL01Types(op, d); err != nil {
			return nil, err
		}
		var so scalarOperand
		if scalar {
			if so, err = newScalarOperand(cc, op, "src1"); err != nil {
				return nil, err
			}
		}
		es := int64(d.Size())
		lanes := 256 / es
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, sel, a := &c.Regs[o.dst].T, &c.Regs[mr].T, &c.Regs[o.src0].T
			var b *sim.Tensor
			if !scalar {
				b = &c.Regs[o.src1].T
			}
			if !ubOnly(c, in, dst, sel, a, b) {
				return sim.Fail
			}
			g, ok := readGeom(c, in, o, form, lanes, 2)
			if !ok {
				return sim.Fail
			}
			c.Issue(in, pv, c.Cost().Vector(g.rep, false), c.Cost().VecHead)
			var s float64
			if scalar {
				if s, ok = so.value(c, in, pv); !ok {
					return sim.Fail
				}
			}
			mb, ok := c.Mem(in, pv, sel, 0, selUsedBytes(mode, g, lanes), false)
			if !ok {
				return sim.Fail
			}
			bits := append([]byte(nil), mb...)
			ub := c.Local.Buf[arch.UB]
			return lanesDoAt(c, in, pv, g, [3]*sim.Tensor{dst, a, b}, es, false, func(r, l int64, off [3]int64) {
				i := selBit(mode, r, l, lanes)
				on := bits[i/8]&(1<<uint(i%8)) != 0
				switch {
				case on:
					copy(ub[dst.Addr+off[0]:dst.Addr+off[0]+es], ub[a.Addr+off[1]:])
				case b != nil:
					copy(ub[dst.Addr+off[0]:dst.Addr+off[0]+es], ub[b.Addr+off[2]:])
				default:
					sim.Store(ub[dst.Addr+off[0]:], 0, d, s)
				}
			})
		}, nil
	}
}

// compileSelectScalarL2: dst[i] = bit i of selMask ? src0[i] : scalar, for the first
// calCount elements (VSEL_TENSOR_SCALAR_MODE only).
func compileSelectScalarL2(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	if _, err := selModeOf(op, true); err != nil {
		return nil, err
	}
	so, err := newScalarOperand(cc, op, "src1")
	if err != nil {
		return nil, err
	}
	dr, mr, ar, nr := operand(cc, op, "dst"), operand(cc, op, "selMask"), operand(cc, op, "src0"), operand(cc, op, "calCount")
	d := elemOf(cc, op.Operand(0))
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, mk, a := &c.Regs[dr].T, &c.Regs[mr].T, &c.Regs[ar].T
		if !ubOnly(c, in, dst, mk, a) {
			return sim.Fail
		}
		n := c.Regs[nr].I
		if n < 0 {
			return c.Fatal(in, "negative calCount %d", n)
		}
		l2ResetsMask(c)
		c.Issue(in, pv, c.Cost().Vector((n*es+255)/256, false), c.Cost().VecHead)
		s, ok := so.value(c, in, pv)
		if !ok {
			return sim.Fail
		}
		mb, ok := c.Mem(in, pv, mk, 0, (n+7)/8, false)
		if !ok {
			return sim.Fail
		}
		x, ok := c.Mem(in, pv, a, 0, n*es, false)
		if !ok {
			return sim.Fail
		}
		bits, xs := append([]byte(nil), mb...), append([]byte(nil), x...)
		w, ok := c.Mem(in, pv, dst, 0, n*es, true)
		if !ok {
			return sim.Fail
		}
		for i := int64(0); i < n; i++ {
			if bits[i/8]&(1<<uint(i%8)) != 0 {
				copy(w[i*es:(i+1)*es], xs[i*es:])
			} else {
				sim.Store(w, int(i), d, s)
			}
		}
		return sim.Next
	}, nil
}

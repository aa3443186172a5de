package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The register-based MicroAPI of the Ascend 950 (arch 3510): vector registers
// (RegTensor<T>) of VL bytes and mask (predicate) registers with one bit per byte of a
// vector register (hardware.md §1: 32 × 256 B vector and 8 × 32 B mask registers). The
// rules, with their sources and error bounds, are in docs/sim/microapi.md.
//
// A register is an object in the SSA value of the op that declared it (reg_tensor,
// mask_reg): MicroAPI calls write their destination register in place, as the C++ does.
// Every lane carries a "defined" bit. Lanes are undefined when declared, when loaded from
// beyond the end of the source tensor, and where a reduction leaves no specified value; an
// active lane that reads an undefined lane stops the run, so an unknown value can never
// reach memory as a number.

// vreg is a vector register: VL bytes holding lanes of one element type.
type vreg struct {
	d   sim.DType
	b   []byte
	def []bool
	// garbage marks lanes loaded from (or computed from) uninitialised UB: they hold a
	// value, as on the hardware, which the sanitizer follows into what is stored from
	// them (sanitize/defined.go); origin is the sanitizer's origin of the first.
	garbage []bool
	origin  int32
}

func newVReg(d sim.DType, vl int64) *vreg {
	n := vl / int64(d.Size())
	return &vreg{d: d, b: make([]byte, vl), def: make([]bool, n), garbage: make([]bool, n)}
}

// loadGarbage marks the lanes of r whose bytes of t were undefined when the load read
// them, handing them from the sanitizer's reports to the register.
func loadGarbage(c *sim.Core, in *sim.Instr, r *vreg, t *sim.Tensor, es int64) {
	clear(r.garbage)
	r.origin = 0
	if !c.TakeUndefined() {
		return
	}
	for i := range r.garbage {
		if !r.def[i] {
			continue
		}
		if u, o := c.Undefined(t, int64(i)*es, es); u {
			r.garbage[i] = true
			if r.origin == 0 {
				r.origin = o
				if o == 0 {
					r.origin = in.ID + 1 // this load is where uninitialised memory entered
				}
			}
		}
	}
}

// preg is a mask register: bit k governs byte k of a vector register, so an element of
// e bytes is governed by e bits. Masks are only ever results of ops (no MicroAPI op of
// the dialect writes a mask in place), so one value may be shared.
type preg struct {
	bits [4]uint64
	def  bool
}

// maxLanes bounds the lanes of a register (VL bytes of 1-byte elements) for scratch arrays.
const maxLanes = 256

// prefixMask is a mask whose first n elements of e bytes are active (all their bits set).
func prefixMask(n, e int64) *preg {
	m := &preg{def: true}
	for k := int64(0); k < n*e; k++ {
		m.bits[k/64] |= 1 << uint(k%64)
	}
	return m
}

// activeLanes decodes a mask for n lanes of e bytes into act. A lane is active when all
// its e bits are set and inactive when none is; with mixed bits it returns the lane, as no
// source fixes which bit of the group the hardware reads (docs/sim/microapi.md).
func activeLanes(m *preg, e, n int, act *[maxLanes]bool) int {
	for i := 0; i < n; i++ {
		set := 0
		for k := i * e; k < (i+1)*e; k++ {
			if m.bits[k/64]&(1<<uint(k%64)) != 0 {
				set++
			}
		}
		if set != 0 && set != e {
			return i
		}
		act[i] = set == e
	}
	return -1
}

// microDType is the lane type of a register element type; the MicroAPI lane types the
// simulator models are the 8-, 16- and 32-bit ones of the L2 vector family.
func microDType(t ir.Type) (sim.DType, error) {
	var d sim.DType
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Name {
		case "f16":
			d = sim.F16
		case "bf16":
			d = sim.BF16
		case "f32":
			d = sim.F32
		}
	case *ir.IntegerType:
		signed := map[int]sim.DType{8: sim.I8, 16: sim.I16, 32: sim.I32}
		unsigned := map[int]sim.DType{8: sim.U8, 16: sim.U16, 32: sim.U32}
		if t.Sign == ir.Unsigned {
			d = unsigned[t.Width]
		} else {
			d = signed[t.Width]
		}
	}
	if d == sim.Invalid {
		return d, fmt.Errorf("%s lanes (the simulator models 8-, 16- and 32-bit integer, f16, bf16 and f32 lanes)", ir.TypeString(t))
	}
	return d, nil
}

// regDType is the lane type of a !ascendc.reg_tensor value.
func regDType(op *ir.Operation, v *ir.Value) (sim.DType, error) {
	rt, ok := v.Type().(*ascendc.RegTensorType)
	if !ok {
		return 0, ir.OpError(op, "is not simulated for a %s register operand", ir.TypeString(v.Type()))
	}
	d, err := microDType(rt.ElementType)
	if err != nil {
		return 0, ir.OpError(op, "is not simulated for %v", err)
	}
	return d, nil
}

// vecLen is the SoC's VL, refusing SoCs without a register file.
func vecLen(cc *sim.Compiler, op *ir.Operation) (int64, error) {
	s := cc.P.Chip.SoC
	if s.VecRegBytes == 0 {
		return 0, ir.OpError(op, "is not simulated for %s: the MicroAPI needs the vector register file of the Ascend 950 (arch 3510), which this SoC does not have (hardware.md §1)", s.Name)
	}
	return s.VecRegBytes, nil
}

// micro registers a MicroAPI op: the SoC check, then f; the scalar unit spends one
// instruction issuing it (it is one vector instruction of a vector function, not a library
// call).
func micro(r *sim.Registry, name string, f func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error)) {
	reg(r, name, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		vl, err := vecLen(cc, op)
		if err != nil {
			return nil, err
		}
		return f(cc, op, in, vl)
	})
}

// registerMicroAPI adds the MicroAPI: register declarations, masks, loads and stores,
// and the lane-wise, reduction and broadcast ops (microapi_ops.go), with the vector
// function containers they live in (vfgroup.go).
func registerMicroAPI(r *sim.Registry) {
	micro(r, ascendc.OpRegTensor, compileRegTensor)
	micro(r, ascendc.OpMaskReg, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
		out := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[out] = sim.Value{O: &preg{}}
			return sim.Next
		}, nil
	})
	micro(r, ascendc.OpCreateMask, compileCreateMask)
	micro(r, ascendc.OpUpdateMask, compileUpdateMask)
	micro(r, ascendc.OpGetVecLen, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
		out := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[out] = sim.Value{I: vl}
			return sim.Next
		}, nil
	})
	micro(r, ascendc.OpDataCopyVldMicro, loadReg("dstReg", "src", fixedPipe))
	micro(r, ascendc.OpDataCopyVstMicro, storeReg("dst", "srcReg", "maskReg", fixedPipe))
	// emitasc's register moves have no C++ of their own (emission.md §1.17); their operands
	// are those of the ascendc DataCopy forms above, and they move the same bytes on the
	// same pipe, the vector unit's.
	micro(r, emitasc.OpLoadMicro, loadReg("dstReg", "srcTensor", vectorPipe))
	micro(r, emitasc.OpStoreMicro, storeReg("dstTensor", "srcReg", "mask", vectorPipe))
	micro(r, ascendc.OpDuplicate, compileDupScalar)
	registerMicroOps(r)
	registerMicroDuplicate(r)
	registerVF(r)
}

// compileRegTensor declares a register: a fresh one, all lanes undefined, on every
// execution, as the C++ declaration `RegTensor<T> r;` is.
func compileRegTensor(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
	d, err := regDType(op, op.Result(0))
	if err != nil {
		return nil, err
	}
	out := in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		c.Regs[out] = sim.Value{O: newVReg(d, vl)}
		return sim.Next
	}, nil
}

// typeAttrDType reads a TypeAttr naming a lane type.
func typeAttrDType(op *ir.Operation, name string) (sim.DType, error) {
	ta, ok := op.Attr(name).(*ir.TypeAttr)
	if !ok {
		return 0, ir.OpError(op, "needs a type attribute '%s'", name)
	}
	d, err := microDType(ta.Type)
	if err != nil {
		return 0, ir.OpError(op, "is not simulated for %v", err)
	}
	return d, nil
}

// compileCreateMask builds the constant mask of a MaskPattern for the lanes of dtype.
func compileCreateMask(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
	v, _ := ascendc.AsCreateMaskOp(op)
	d, err := typeAttrDType(op, "dtype")
	if err != nil {
		return nil, err
	}
	e := int64(d.Size())
	n := vl / e
	var k int64
	switch p := v.Mask(); p {
	case ascendc.MaskPattern_ALL:
		k = n
	case ascendc.MaskPattern_ALLF:
		k = 0
	case ascendc.MaskPattern_H:
		k = n / 2
	case ascendc.MaskPattern_Q:
		k = n / 4
	case ascendc.MaskPattern_VL1, ascendc.MaskPattern_VL2, ascendc.MaskPattern_VL3, ascendc.MaskPattern_VL4,
		ascendc.MaskPattern_VL8, ascendc.MaskPattern_VL16, ascendc.MaskPattern_VL32, ascendc.MaskPattern_VL64,
		ascendc.MaskPattern_VL128:
		k = map[ascendc.MaskPattern]int64{ascendc.MaskPattern_VL1: 1, ascendc.MaskPattern_VL2: 2, ascendc.MaskPattern_VL3: 3,
			ascendc.MaskPattern_VL4: 4, ascendc.MaskPattern_VL8: 8, ascendc.MaskPattern_VL16: 16, ascendc.MaskPattern_VL32: 32,
			ascendc.MaskPattern_VL64: 64, ascendc.MaskPattern_VL128: 128}[p]
		if k > n {
			return nil, ir.OpError(op, "is not simulated for pattern %s with %d-lane %s registers: no source fixes whether a pattern longer than the register enables no lane or all of them", p, n, d)
		}
	default: // M3, M4
		return nil, ir.OpError(op, "is not simulated for pattern %s: no source fixes whether it enables the largest prefix whose length is a multiple of %s or every %s-th lane", p, p.String()[1:], p.String()[1:])
	}
	m := prefixMask(k, e)
	out := in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		c.Regs[out] = sim.Value{O: m}
		return sim.Next
	}, nil
}

// compileUpdateMask is UpdateMask<T>(count): a mask of the first min(count, VL/sizeof(T))
// lanes, and count decreased by that many (the C++ passes *count by reference), so that a
// loop over ceil(n / lanes) chunks masks exactly the n elements.
func compileUpdateMask(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
	d, err := typeAttrDType(op, "type")
	if err != nil {
		return nil, err
	}
	cnt := operandValue(op, "count")
	mt, ok := cnt.Type().(*ir.MemRefType)
	if !ok {
		return nil, ir.OpError(op, "is not simulated for a %s count", ir.TypeString(cnt.Type()))
	}
	cd, err := microDType(mt.Elem)
	if err != nil || cd.IsFloat() {
		return nil, ir.OpError(op, "is not simulated for a count of %s elements (UpdateMask takes a uint32_t)", ir.TypeString(mt.Elem))
	}
	e := int64(d.Size())
	n := vl / e
	src, out := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		left, ok := loadCell(c, in, &c.Regs[src], cd)
		if !ok {
			return sim.Fail
		}
		if cd.Signed() && left < 0 {
			return c.Fatal(in, "negative element count %d", left)
		}
		k := min(left, n)
		if !storeCell(c, in, &c.Regs[src], cd, left-k) {
			return sim.Fail
		}
		c.Regs[out] = sim.Value{O: prefixMask(k, e)}
		return sim.Next
	}, nil
}

// regOf returns the vector register held by a value, or fails the run when the value is
// not a declared register.
func regOf(c *sim.Core, in *sim.Instr, slot int32) (*vreg, bool) {
	r, ok := c.Regs[slot].O.(*vreg)
	if !ok {
		c.Fatal(in, "operand is not a declared register tensor")
	}
	return r, ok
}

// maskOf returns the active lanes of a mask operand for lanes of e bytes.
func microMaskOf(c *sim.Core, in *sim.Instr, slot int32, e, n int, act *[maxLanes]bool) bool {
	m, ok := c.Regs[slot].O.(*preg)
	if !ok {
		c.Fatal(in, "operand is not a mask register")
		return false
	}
	if !m.def {
		c.Fatal(in, "uses a mask register that was declared (ascendc.mask_reg) but never set")
		return false
	}
	if l := activeLanes(m, e, n, act); l >= 0 {
		c.Fatal(in, "is not simulated for a mask whose %d bits for lane %d are neither all set nor all clear", e, l)
		return false
	}
	return true
}

// ubPointer checks that a pointer operand addresses UB, where registers load and store.
func ubPointer(c *sim.Core, in *sim.Instr, t *sim.Tensor) bool {
	if t.Space != arch.UB {
		c.Fatal(in, "is not simulated for a pointer into %s: registers load from and store to UB", t.Space)
		return false
	}
	if t.Addr%32 != 0 {
		c.Report(in, nil, "", "register load/store at UB address %d is not 32-byte aligned (hardware.md §6)", t.Addr)
	}
	return true
}

// pointerElem checks that a memref's elements are the register's lanes (the default
// distribution moves lanes one to one; a reinterpreting access is not modelled).
func pointerElem(op *ir.Operation, p *ir.Value, d sim.DType) error {
	mt, ok := p.Type().(*ir.MemRefType)
	if !ok {
		return ir.OpError(op, "is not simulated for a %s address", ir.TypeString(p.Type()))
	}
	pd, err := microDType(mt.Elem)
	if err != nil || pd != d {
		return ir.OpError(op, "is not simulated for a %s memref with %s register lanes", ir.TypeString(mt.Elem), d)
	}
	return nil
}

// compileLoadReg is DataCopy(dstReg, src) with the default (normal) distribution: VL
// contiguous bytes from src into the register, lane i from src[i]. Bytes past the end of
// the source tensor are not read: their lanes are undefined (the hardware reads whatever
// UB holds there, which only matters if an active lane uses it, and that stops the run).
func loadReg(regName, srcName string, pipeOf func(*ir.Operation) (arch.Pipe, error)) func(*sim.Compiler, *ir.Operation, *sim.Instr, int64) (sim.Exec, error) {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
		return compileLoadReg(cc, op, in, vl, regName, srcName, pipeOf)
	}
}

func compileLoadReg(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64, regName, srcName string, pipeOf func(*ir.Operation) (arch.Pipe, error)) (sim.Exec, error) {
	d, err := regDType(op, operandValue(op, regName))
	if err != nil {
		return nil, err
	}
	if err := pointerElem(op, operandValue(op, srcName), d); err != nil {
		return nil, err
	}
	dst, src := operand(cc, op, regName), operand(cc, op, srcName)
	pv, err := pipeOf(op)
	if err != nil {
		return nil, err
	}
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		r, ok := regOf(c, in, dst)
		if !ok {
			return sim.Fail
		}
		t := &c.Regs[src].T
		if !ubPointer(c, in, t) {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(1, false), c.Cost().VecHead)
		n := min(vl, max(t.Size, 0))
		b, ok := c.Mem(in, pv, t, 0, n, false)
		if !ok {
			return sim.Fail
		}
		copy(r.b, b)
		for i := range r.def {
			r.def[i] = int64(i+1)*es <= n
		}
		loadGarbage(c, in, r, t, es)
		return sim.Next
	}, nil
}

// compileStoreReg is DataCopy(dst, srcReg, mask) with the default distribution: the
// active lanes to dst[i]; inactive lanes leave memory as it was.
func storeReg(dstName, regName, maskName string, pipeOf func(*ir.Operation) (arch.Pipe, error)) func(*sim.Compiler, *ir.Operation, *sim.Instr, int64) (sim.Exec, error) {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
		return compileStoreReg(cc, op, in, vl, dstName, regName, maskName, pipeOf)
	}
}

func compileStoreReg(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64, dstName, regName, maskName string, pipeOf func(*ir.Operation) (arch.Pipe, error)) (sim.Exec, error) {
	d, err := regDType(op, operandValue(op, regName))
	if err != nil {
		return nil, err
	}
	if err := pointerElem(op, operandValue(op, dstName), d); err != nil {
		return nil, err
	}
	dst, src, mask := operand(cc, op, dstName), operand(cc, op, regName), operand(cc, op, maskName)
	pv, err := pipeOf(op)
	if err != nil {
		return nil, err
	}
	es, n := d.Size(), int(vl)/d.Size()
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		r, ok := regOf(c, in, src)
		if !ok {
			return sim.Fail
		}
		var act [maxLanes]bool
		if !microMaskOf(c, in, mask, es, n, &act) {
			return sim.Fail
		}
		t := &c.Regs[dst].T
		if !ubPointer(c, in, t) {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(1, false), c.Cost().VecHead)
		// Contiguous runs of active lanes, so the sanitizer sees exactly the bytes written.
		for i := 0; i < n; {
			if !act[i] {
				i++
				continue
			}
			j := i
			for j < n && act[j] {
				if !r.def[j] {
					return c.Fatal(in, "stores lane %d of a register that holds no defined value there", j)
				}
				j++
			}
			b, ok := c.Mem(in, pv, t, int64(i*es), int64((j-i)*es), true)
			if !ok {
				return sim.Fail
			}
			copy(b, r.b[i*es:j*es])
			for k := i; k < j; k++ {
				if r.garbage[k] {
					c.Poison(in, t, int64(k*es), int64(es), r.origin)
				}
			}
			i = j
		}
		return sim.Next
	}, nil
}

// vectorPipe is the pipe of the register moves whose op records name none.
func vectorPipe(*ir.Operation) (arch.Pipe, error) { return arch.V, nil }

// compileDupScalar is Duplicate(dstReg, scalar): every lane takes the scalar, converted
// to the lane type as the C++ call converts its argument (floats round to nearest even,
// integers narrow modulo 2^bits). A float scalar into integer lanes is refused: the C++
// conversion truncates and is undefined out of range.
func compileDupScalar(cc *sim.Compiler, op *ir.Operation, in *sim.Instr, vl int64) (sim.Exec, error) {
	d, err := regDType(op, operandValue(op, "dstReg"))
	if err != nil {
		return nil, err
	}
	sd := cc.DType(operandValue(op, "scalar"))
	if sd == sim.Invalid || (sd.IsFloat() && !d.IsFloat()) {
		return nil, ir.OpError(op, "is not simulated for a %s scalar into %s lanes", ir.TypeString(operandValue(op, "scalar").Type()), d)
	}
	dst, s := operand(cc, op, "dstReg"), operand(cc, op, "scalar")
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		r, ok := regOf(c, in, dst)
		if !ok {
			return sim.Fail
		}
		c.Issue(in, pv, c.Cost().Vector(1, false), c.Cost().VecHead)
		v := c.Regs[s]
		for i := range r.def {
			if d.IsFloat() {
				sim.Store(r.b, i, d, sim.ScalarToElem(v, sd))
			} else {
				sim.StoreI(r.b, i, d, v.I)
			}
			r.def[i] = true
		}
		clear(r.garbage)
		return sim.Next
	}, nil
}

// intRange is the value range of an integer lane type.
func intRange(d sim.DType) (lo, hi float64) {
	b := d.Bits()
	if d.Signed() {
		return -math.Ldexp(1, b-1), math.Ldexp(1, b-1) - 1
	}
	return 0, math.Ldexp(1, b) - 1
}

package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Pointers and private memory of the scalar unit: the memref values of memref.alloca /
// memref.alloc (without a memory space) and emitasc.variable live in stackMem; memrefs
// into GM or a local buffer (kernel arguments, get_phy_addr, ptr_offset of those) are
// sim.Tensor views and every access goes through Core.Mem on the S pipe, so the sanitizer
// and the bounds checks see them like GetValue/SetValue.

// stackMem is one object of the scalar unit's private memory. init tracks which bytes
// were written: C++ leaves automatic arrays uninitialised, and reading such a byte is an
// error rather than a guessed 0.
type stackMem struct {
	b     []byte
	init  []bool
	freed bool
	decl  *ir.Operation
}

// stackValue is a memref value pointing at the start of a fresh private object.
func stackValue(m *stackMem) sim.Value {
	return sim.Value{O: m, T: sim.Tensor{Region: -1, Pos: -1, Size: int64(len(m.b))}}
}

// memSpaceBuffer maps a memref memory space (the address-space numbers the Ascend C
// translator prints as __gm__, __ca__, ...) to a buffer; ok is false for the default space.
func memSpaceBuffer(t ir.Type) (arch.Buffer, bool, error) {
	var sp ir.Attribute
	switch t := t.(type) {
	case *ir.MemRefType:
		sp = t.MemSpace
	case *ir.UnrankedMemRefType:
		sp = t.MemSpace
	}
	if sp == nil {
		return 0, false, nil
	}
	a, ok := sp.(*ir.IntegerAttr)
	if !ok {
		return 0, false, fmt.Errorf("is not simulated for memory space %s", ir.AttrString(sp))
	}
	switch a.Value {
	case 22:
		return arch.GM, true, nil
	case 23:
		return arch.L0A, true, nil
	case 24:
		return arch.L0B, true, nil
	case 25:
		return arch.L0C, true, nil
	case 26:
		return arch.UB, true, nil
	case 27:
		return arch.L1, true, nil
	case 28:
		return arch.FB, true, nil
	}
	return 0, false, fmt.Errorf("is not simulated for memory space %d", a.Value)
}

// memBytes returns the bytes [off, off+n) of the memory a memref value points to, for a
// scalar-unit access: private memory directly, GM and local buffers through Core.Mem on
// the S pipe (charged as GetValue/SetValue and recorded for the sanitizer).
func memBytes(c *sim.Core, in *sim.Instr, v *sim.Value, off, n int64, write bool) ([]byte, bool) {
	if m, ok := v.O.(*stackMem); ok {
		if m.freed {
			c.Fatal(in, "access to private memory after memref.dealloc")
			return nil, false
		}
		if off < 0 || off+n > v.T.Size {
			c.Fatal(in, "out-of-bounds %s [%d, %d) of a %d-byte private object", rwName(write), off, off+n, v.T.Size)
			return nil, false
		}
		a := v.T.Addr + off
		if write {
			for i := a; i < a+n; i++ {
				m.init[i] = true
			}
		} else {
			for i := a; i < a+n; i++ {
				if !m.init[i] {
					c.Fatal(in, "read of uninitialised private memory (byte %d of the object declared at %s)", i, m.decl.Loc())
					return nil, false
				}
			}
		}
		return m.b[a : a+n], true
	}
	if v.O != nil {
		c.Fatal(in, "the operand is not a pointer to memory")
		return nil, false
	}
	c.Now += accessCost(c, &v.T)
	if c.San != nil {
		c.San.Tick(arch.S)
	}
	return c.Mem(in, arch.S, &v.T, off, n, write)
}

func rwName(write bool) string {
	if write {
		return "write"
	}
	return "read"
}

// offsetPtr moves a pointer by off bytes, keeping the bounds of the object it points
// into; moving before its start or past its end is an error.
func offsetPtr(c *sim.Core, in *sim.Instr, v sim.Value, off int64) (sim.Value, bool) {
	if off < 0 || off > v.T.Size {
		c.Fatal(in, "pointer offset of %d bytes leaves the %d bytes the pointer may access", off, v.T.Size)
		return v, false
	}
	v.T.Addr += off
	v.T.Size -= off
	return v, true
}

// elemBytes is the byte size of a memref element type: a scalar or a py_struct.
func elemBytes(cc *sim.Compiler, t ir.Type) (int64, error) {
	if ps, ok := t.(*emitasc.PyStructType); ok {
		l, err := layoutOf(ps)
		if err != nil {
			return 0, err
		}
		return l.size, nil
	}
	d := cc.P.Chip.Registry.DTypeOf(t)
	if d == sim.Invalid {
		return 0, fmt.Errorf("is not simulated for element type %s", ir.TypeString(t))
	}
	return int64(d.Size()), nil
}

// loadScalar reads element 0 of b as a register value of type d.
func loadScalar(b []byte, d sim.DType) sim.Value {
	if d.IsFloat() {
		return sim.Value{F: sim.Load(b, 0, d)}
	}
	return sim.Value{I: sim.Norm(sim.LoadI(b, 0, d), d)}
}

// storeScalar writes a register value of type d (exact: the value already has type d).
func storeScalar(b []byte, d sim.DType, v sim.Value) {
	if d.IsFloat() {
		sim.Store(b, 0, d, v.F)
	} else {
		sim.StoreI(b, 0, d, v.I)
	}
}

// memrefStrides returns the row-major element strides of a memref with the identity
// layout; only the leading dimension may be dynamic.
func memrefStrides(t ir.Type) (dims, strides []int64, err error) {
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return nil, nil, fmt.Errorf("is not simulated for %s (an unranked memref has no strides)", ir.TypeString(t))
	}
	if mt.Layout != nil {
		return nil, nil, fmt.Errorf("is not simulated for the memref layout %s", ir.AttrString(mt.Layout))
	}
	strides = make([]int64, len(mt.Dims))
	s := int64(1)
	for i := len(mt.Dims) - 1; i >= 0; i-- {
		strides[i] = s
		if mt.Dims[i] < 0 && i > 0 {
			return nil, nil, fmt.Errorf("is not simulated for %s (a dynamic inner dimension)", ir.TypeString(t))
		}
		s *= mt.Dims[i]
	}
	return mt.Dims, strides, nil
}

// linearIndex turns memref indices into an element offset, checking each against its
// static dimension.
func linearIndex(c *sim.Core, in *sim.Instr, dims, strides []int64, idx []int32) (int64, bool) {
	off := int64(0)
	for k, r := range idx {
		i := c.Regs[r].I
		if i < 0 || (dims[k] >= 0 && i >= dims[k]) {
			c.Fatal(in, "index %d is outside dimension %d of size %d", i, k, dims[k])
			return 0, false
		}
		off += i * strides[k]
	}
	return off, true
}

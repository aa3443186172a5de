package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// LocalTensor views and linear allocation (docs/sim/shapeinfo.md): SetAddrWithOffset,
// SetBufferLen, LocalMemAllocator, and the declarations that only create an object
// (DataCopyPadExtParams' default constructor, TensorDesc, MrgSortSrcList).

func registerLocalViews(r *sim.Registry) {
	reg(r, ascendc.OpLocalTensorSetAddrWithOffset, scalarOp, compileSetAddrWithOffset)
	reg(r, ascendc.OpLocalTensorSetBufferLen, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		// SetBufferLen(dataLen) sets the tensor's length in bytes (what GetLength returns;
		// GetSize divides it by the element size), as SetSize sets it in elements.
		t, n := in.In[0], in.In[1]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[t].T.Size = int64(uint32(c.Regs[n].I)) // bounds stay checked against the buffer
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpLocalMemAllocator, scalarOp, compileLocalMemAllocator)
	reg(r, ascendc.OpLocalMemAllocatorAlloc, scalarOp, compileLocalMemAlloc)
	reg(r, ascendc.OpLocalMemAllocatorAllocDynamic, scalarOp, compileLocalMemAlloc)
	reg(r, ascendc.OpLocalMemAllocatorGetCurAddr, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		a, r := in.In[0], in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			m, ok := c.Regs[a].O.(*localMemAllocator)
			if !ok {
				return c.Fatal(in, "is not simulated for an allocator not built by ascendc.local_mem_allocator")
			}
			c.Regs[r] = sim.Value{I: int64(uint32(m.head))}
			return sim.Next
		}, nil
	})
	// Declarations of objects whose every use is refused or needs a constructor with
	// arguments (docs/sim/shapeinfo.md): `AscendC::TensorDesc vN = TensorDesc<T>()` and
	// `AscendC::MrgSortSrcList<T> vN;` create an object and change no state the model has;
	// the ops that would read one refuse it. (`ListTensorDesc vN;` is listtensor.go's.)
	for _, n := range []string{ascendc.OpTensorDesc, ascendc.OpMrgSortSrcList} {
		reg(r, n, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
			r, name := in.Out[0], op.Name()
			return func(c *sim.Core, in *sim.Instr) sim.Ctl {
				c.Regs[r] = sim.Value{O: &declaredObject{op: name}}
				return sim.Next
			}, nil
		})
	}
	// DataCopyPadExtParams<T>(): isPad false, no left or right padding, padding value 0
	// (the default constructor's member values), in the field order construct uses.
	reg(r, ascendc.OpDataCopyPadExtParams, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		r := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[r] = sim.Value{O: &Params{F: []int64{0, 0, 0, 0}}}
			return sim.Next
		}, nil
	})
}

// declaredObject is an object default-constructed by op, with no state the model reads.
type declaredObject struct{ op string }

// compileSetAddrWithOffset is tensor.SetAddrWithOffset(src, offset): the tensor takes
// src's address fields (buffer, position, length in bytes) and its address moves by
// offset elements of src's type. The length is src's, not shortened by the offset.
// The tensor keeps its own ShapeInfo (only the address fields are assigned).
func compileSetAddrWithOffset(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, s, o := in.In[0], in.In[1], in.In[2]
	es := elemSize(cc, op.Operand(1))
	if es == 0 {
		return nil, fmt.Errorf("is not simulated for a source of type %s", ir.TypeString(op.Operand(1).Type()))
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		v := c.Regs[s].T
		if v.Space == arch.GM {
			return c.Fatal(in, "is not simulated for a source that is not a local tensor")
		}
		off, ok := c.Bytes(in, int64(uint32(c.Regs[o].I)), es)
		if !ok {
			return sim.Fail
		}
		v.Addr += off
		c.Regs[t].T = v
		return sim.Next
	}, nil
}

// localMemAllocator is a LocalMemAllocator<hardware>: a linear allocator over one local
// buffer whose next address starts at 0.
type localMemAllocator struct {
	space arch.Buffer
	head  int64
}

// hardwareBuffer maps AscendC::Hardware (GM, UB, L1, L0A, L0B, L0C, BIAS, FIXBUF, in
// this order from 0) to the model's buffers; GM and MAX are not local buffers.
func hardwareBuffer(h uint64) (arch.Buffer, bool) {
	if h == 0 || h >= uint64(arch.NumBuffers) {
		return 0, false
	}
	return arch.Buffer(h), true // arch.Buffer has the Hardware order
}

func compileLocalMemAllocator(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, _ := op.Result(0).Type().(*ascendc.LocalMemAllocatorType)
	if t == nil {
		return nil, fmt.Errorf("is not simulated for result type %s", ir.TypeString(op.Result(0).Type()))
	}
	space, ok := hardwareBuffer(t.Hardware)
	if !ok {
		return nil, fmt.Errorf("is not simulated for hardware %d (allocations come from a local buffer: UB, L1, L0A, L0B, L0C, BIAS or FIXBUF)", t.Hardware)
	}
	r := in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		c.Regs[r] = sim.Value{O: &localMemAllocator{space: space}}
		return sim.Next
	}, nil
}

// compileLocalMemAlloc is Alloc<pos, T, tileSize>() or Alloc<pos, T>(tileSize): the
// LocalTensor<T>(pos, head, tileSize) at the allocator's next address (tileSize counts
// elements), after which the next address moves by tileSize·sizeof(T). Tiles whose size
// is not a multiple of the buffer's alignment (at least 32 bytes; 512 for L0A/L0B) are
// refused: whether the next address is then rounded up is not fixed by a source here.
func compileLocalMemAlloc(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	var pos ascendc.TPosition
	var dtype ir.Type
	if v, ok := ascendc.AsLocalMemAllocatorAllocOp(op); ok {
		pos, dtype = v.Pos(), v.Dtype()
	} else if v, ok := ascendc.AsLocalMemAllocatorAllocDynamicOp(op); ok {
		pos, dtype = v.Pos(), v.Dtype()
	}
	at, _ := op.Operand(0).Type().(*ascendc.LocalMemAllocatorType)
	d := cc.ScalarDType(dtype)
	if d == sim.Invalid || d == sim.Bool || at == nil {
		return nil, fmt.Errorf("is not simulated for element type %s", ir.TypeString(dtype))
	}
	if rd := elemOf(cc, op.Result(0)); rd != d {
		return nil, fmt.Errorf("is not simulated for a result of element type %s from an allocation of %s", rd, d)
	}
	space, ok := arch.PositionBuffer(pos)
	if hw, hok := hardwareBuffer(at.Hardware); !ok || !hok || space != hw {
		return nil, fmt.Errorf("is not simulated for TPosition %s from a LocalMemAllocator of hardware %d (the position's buffer must be the allocator's)", pos, at.Hardware)
	}
	a, n, r, es := in.In[0], in.In[1], in.Out[0], int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		m, ok := c.Regs[a].O.(*localMemAllocator)
		if !ok {
			return c.Fatal(in, "is not simulated for an allocator not built by ascendc.local_mem_allocator")
		}
		tile := int64(uint32(c.Regs[n].I)) // a uint32_t template or call argument
		size := tile * es
		align := max(c.SoC().Align[space], 32)
		if size%align != 0 {
			return c.Fatal(in, "is not simulated for a tile of %d bytes (%d elements of %s): the next address after a tile that is not a multiple of %s's %d-byte alignment is not fixed by a source here", size, tile, d, space, align)
		}
		addr := m.head
		if addr+size > c.SoC().Capacity[space] {
			return c.Fatal(in, "allocation capacity exceeded: [%d, %d) does not fit %s (%d bytes on %s)",
				addr, addr+size, space, c.SoC().Capacity[space], c.SoC().Name)
		}
		m.head += size
		c.Regs[r] = sim.Value{T: sim.Tensor{Space: space, Pos: int8(pos), Region: -1, Addr: addr, Size: size}}
		return sim.Next
	}, nil
}

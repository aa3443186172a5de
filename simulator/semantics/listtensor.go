package semantics

import (
	"encoding/binary"
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// ListTensorDesc (docs/sim/shapeinfo.md): a view of the GM block the host writes for a
// list of tensors. The block's first 8-byte word is the byte offset of the array of data
// pointers (one 8-byte GM address per tensor, in list order); the per-tensor descriptor
// words lie between the two. The model decodes only what that layout fixes: the offset
// word and the data pointers. The descriptor words (dim, index, shape), the tensor count
// and a non-default length or shapeSize stay refused (refused.go), as the reasons there say.

// noCheck is the default of the constructor's and Init's length and shapeSize.
const noCheck = 0xffffffff

// listTensorDesc is a ListTensorDesc object. One object per declaration: a copy of its
// SSA value shares it, so Init on one is seen through the others (a C++ object).
type listTensorDesc struct {
	set    bool
	block  sim.Value // GM pointer to the block's first byte, with its bounds
	ptrOff int64     // the offset word read by the constructor / Init
}

func registerListTensor(r *sim.Registry) {
	reg(r, ascendc.OpListTensorDesc, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		res := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[res] = sim.Value{O: &listTensorDesc{}}
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpListTensorDescV2, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		v, _ := ascendc.AsListTensorDescV2Op(op)
		if err := ltdDataType(v.Data()); err != nil {
			return nil, err
		}
		d, l, s, res := in.In[0], in.In[1], in.In[2], in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			o := &listTensorDesc{}
			if !o.init(c, in, c.Regs[d], c.Regs[l].I, c.Regs[s].I) {
				return sim.Fail
			}
			c.Regs[res] = sim.Value{O: o}
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpListTensorDescInit, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		v, _ := ascendc.AsListTensorDescInitOp(op)
		if err := ltdDataType(v.Data()); err != nil {
			return nil, err
		}
		t, d, l, s := in.In[0], in.In[1], in.In[2], in.In[3]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			o, ok := c.Regs[t].O.(*listTensorDesc)
			if !ok {
				return c.Fatal(in, "is not simulated for a ListTensorDesc not made by ascendc.list_tensor_desc")
			}
			if !o.init(c, in, c.Regs[d], c.Regs[l].I, c.Regs[s].I) {
				return sim.Fail
			}
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpListTensorDescGetDataPtr, scalarOp, compileLTDGetDataPtr)
}

// ltdDataType accepts the block operand's type: a __gm__ pointer (memref in GM).
func ltdDataType(v *ir.Value) error {
	sp, has, err := memSpaceBuffer(v.Type())
	if err != nil || !has || sp != arch.GM {
		return fmt.Errorf("is not simulated for data of type %s (the block is a __gm__ pointer: a memref in memory space 22)", ir.TypeString(v.Type()))
	}
	return nil
}

// init is the constructor and Init: it records the block and reads its offset word. A
// length or shapeSize other than 0xffffffff is refused: what the API does with them is
// not fixed by a source here. An offset word that cannot start a pointer array inside
// the block (below 8, past the block's end, or not a multiple of 8) is an error rather
// than a read of whatever lies there.
func (o *listTensorDesc) init(c *sim.Core, in *sim.Instr, data sim.Value, length, shapeSize int64) bool {
	if uint32(length) != noCheck {
		c.Fatal(in, "is not simulated for length %d (only the default 0xffffffff is: what the API checks or derives from a given length is not fixed by a source here)", uint32(length))
		return false
	}
	if uint32(shapeSize) != noCheck {
		c.Fatal(in, "is not simulated for shapeSize %d (only the default 0xffffffff is: what the API checks or derives from a given shapeSize is not fixed by a source here)", uint32(shapeSize))
		return false
	}
	off, ok := ltdWord(c, in, &data, 0)
	if !ok {
		return false
	}
	if off < 8 || off%8 != 0 || off > uint64(data.T.Size) {
		c.Fatal(in, "malformed ListTensorDesc block: data-pointer offset %d must be a multiple of 8 in [8, %d] (the block's %d bytes)", off, data.T.Size, data.T.Size)
		return false
	}
	*o = listTensorDesc{set: true, block: data, ptrOff: int64(off)}
	return true
}

// ltdWord reads the little-endian 8-byte word at byte off of the block through memBytes:
// bounds-checked against the block's pointer and GM region, charged on the S pipe and
// seen by the sanitizer.
func ltdWord(c *sim.Core, in *sim.Instr, block *sim.Value, off int64) (uint64, bool) {
	b, ok := memBytes(c, in, block, off, 8, false)
	if !ok {
		return 0, false
	}
	return binary.LittleEndian.Uint64(b), true
}

// compileLTDGetDataPtr is GetDataPtr<T>(index): the index-th 8-byte word of the pointer
// array, a GM address, as a pointer into the GM allocation holding it (bounds: to the
// allocation's end). The offset word is read again: a block whose offset changed since
// the constructor/Init is refused, as whether GetDataPtr uses the value read then is not
// fixed. An address in no allocation (null included) is an error.
func compileLTDGetDataPtr(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := ascendc.AsListTensorDescGetDataPtrOp(op)
	sp, has, err := memSpaceBuffer(v.Result().Type())
	if err != nil || !has || sp != arch.GM {
		return nil, fmt.Errorf("is not simulated for a result of type %s (GetDataPtr returns a __gm__ pointer: a memref in memory space 22)", ir.TypeString(v.Result().Type()))
	}
	if st, ok := v.Result().Type().(ir.ShapedType); !ok || st.ElementType() != v.Dtype() {
		return nil, fmt.Errorf("is not simulated for a result of type %s with dtype %s (the pointee is the dtype)", ir.TypeString(v.Result().Type()), ir.TypeString(v.Dtype()))
	}
	t, ix, res := in.In[0], in.In[1], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		o, ok := c.Regs[t].O.(*listTensorDesc)
		if !ok || !o.set {
			return c.Fatal(in, "reads a ListTensorDesc that neither its constructor nor Init gave a block")
		}
		now, ok := ltdWord(c, in, &o.block, 0)
		if !ok {
			return sim.Fail
		}
		if int64(now) != o.ptrOff {
			return c.Fatal(in, "is not simulated after the block's data-pointer offset changed (%d at Init, %d now)", o.ptrOff, now)
		}
		i := int64(uint32(c.Regs[ix].I))
		addr, ok := ltdWord(c, in, &o.block, o.ptrOff+8*i)
		if !ok {
			return sim.Fail
		}
		g := c.Chip.GM
		r := -1
		if addr < 1<<62 {
			r = g.Find(int64(addr), 1)
		}
		if r < 0 {
			return c.Fatal(in, "data pointer %d of the ListTensorDesc block is 0x%x, in no GM allocation", i, addr)
		}
		reg := g.Regions[r]
		c.Regs[res] = sim.Value{T: sim.Tensor{Space: arch.GM, Pos: -1, Region: int32(r), Addr: int64(addr), Size: reg.Base + reg.Size - int64(addr)}}
		return sim.Next
	}, nil
}

// Why the rest of the family is refused (refused.go; docs/sim/shapeinfo.md).
const (
	whyLTDDesc = "GetDesc fills a TensorDesc from the index-th per-tensor descriptor of the block " +
		"(a descriptor word, then the tensor's shape words); which 32-bit half of the descriptor word holds the " +
		"dimension count and which the index GetIndex returns, and whether GetDesc copies the shape words into " +
		"the SetShapeAddr buffer or only points at them, are not fixed by a source here (docs/sim/shapeinfo.md), " +
		"so no descriptor is decoded"
	whyLTDSize = "how GetSize counts the tensors when length and shapeSize keep their 0xffffffff defaults " +
		"(walking the descriptors up to the data-pointer offset, or otherwise) is not fixed by a source here " +
		"(docs/sim/shapeinfo.md); list_tensor_desc_get_data_ptr is simulated"
	whyTDQuery = "a TensorDesc holds what list_tensor_desc_get_desc decodes, and that is refused (which half of " +
		"the descriptor word is the dimension and which the index is not fixed by a source here, " +
		"docs/sim/shapeinfo.md), so no descriptor is decoded"
	whyTDDataObj = "a TensorDesc holds what list_tensor_desc_get_desc decodes, which is refused, and the size " +
		"GetDataObj gives its GlobalTensor (the shape's product, or none) is not fixed by a source here " +
		"(docs/sim/shapeinfo.md), so no descriptor is decoded"
	whyTDShapeAddr = "SetShapeAddr takes the shape buffer as a 64-bit integer address ((uint64_t*)v), and the " +
		"model gives private arrays no integer address; what GetDesc then stores there is not fixed by a source " +
		"here either (docs/sim/shapeinfo.md), so no descriptor is decoded"
)

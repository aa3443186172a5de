package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// ShapeInfo (docs/sim/shapeinfo.md): the Ascend C structure a kernel attaches to a
// LocalTensor or GlobalTensor to describe its logical shape. Its members are shapeDim and
// originalShapeDim (uint8_t) and the uint32_t arrays shape and originalShape of
// K_MAX_SHAPE_DIM = 8 entries. The constructors copy the first shapeDim (originalShapeDim)
// entries of the arrays they are given; the default constructor initialises nothing.

const maxShapeDim = 8 // K_MAX_SHAPE_DIM

// shapeInfo is the value of an !ascendc.shape_info. A default-constructed one has no
// defined member (defined is false); only the first dim (origDim) entries of shape
// (orig) are defined otherwise.
type shapeInfo struct {
	defined      bool
	dim, origDim int
	shape, orig  [maxShapeDim]uint32
}

func registerShapeInfo(r *sim.Registry) {
	reg(r, ascendc.OpGetShapeSize, scalarOp, compileGetShapeSize)
	reg(r, ascendc.OpShapeInfoShape, scalarOp, compileShapeInfoDim(false))
	reg(r, ascendc.OpShapeInfoOriginalShape, scalarOp, compileShapeInfoDim(true))
	reg(r, ascendc.OpLocalTensorSetShapeInfo, scalarOp, compileSetShapeInfo)
	reg(r, ascendc.OpGlobalTensorSetShapeInfo, scalarOp, compileSetShapeInfo)
	reg(r, ascendc.OpGlobalTensorSetShapeInfoV2, scalarOp, compileSetShapeInfoDims)
	reg(r, ascendc.OpLocalTensorGetShapeInfo, scalarOp, compileGetShapeInfo)
	reg(r, ascendc.OpGlobalTensorGetShapeInfo, scalarOp, compileGetShapeInfo)
	// ReinterpretCast builds a new LocalTensor from the source's address fields only, so
	// the result does not carry the source's ShapeInfo.
	reg(r, ascendc.OpReinterpretCast, noCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		a, r := in.In[0], in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[r] = sim.Value{T: c.Regs[a].T}; return sim.Next }, nil
	})
}

// compileShapeInfoConstruct is ascendc.construct of a !ascendc.shape_info, by operand
// count: () the default constructor; (shapeDim, shape) and (shapeDim, shape, dataFormat),
// which copy shape into originalShape too; (shapeDim, shape, originalShapeDim,
// originalShape, dataFormat). The arrays are memrefs of 32-bit integers, read when the
// structure is built, as the constructor copies them.
func compileShapeInfoConstruct(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	ops, ins, r := op.Operands(), in.In, in.Out[0]
	n := len(ops)
	if n != 0 && n != 2 && n != 3 && n != 5 {
		return nil, fmt.Errorf("is not simulated for a ShapeInfo of %d operands (its constructors take 0, 2, 3 or 5)", n)
	}
	for _, i := range []int{1, 3} { // the arrays
		if i >= n {
			continue
		}
		if !isTensorValue(ops[i]) || elemSize(cc, ops[i]) != 4 || elemOf(cc, ops[i]).IsFloat() {
			return nil, fmt.Errorf("is not simulated for a ShapeInfo shape array of type %s (a uint32_t array, as a memref of 32-bit integers, is expected)", ir.TypeString(ops[i].Type()))
		}
	}
	for _, i := range []int{0, 2, 4} { // counts and the format
		if i >= n {
			continue
		}
		if d := elemOf(cc, ops[i]); isTensorValue(ops[i]) || d == sim.Invalid || d.IsFloat() {
			return nil, fmt.Errorf("is not simulated for ShapeInfo operand %d of type %s (an integer is expected)", i, ir.TypeString(ops[i].Type()))
		}
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s := &shapeInfo{defined: n > 0}
		if n == 0 {
			c.Regs[r] = sim.Value{O: s}
			return sim.Next
		}
		// The dimension counts are uint8_t parameters: the argument converts modulo 256.
		s.dim = int(uint8(c.Regs[ins[0]].I))
		s.origDim = s.dim
		if n == 5 {
			s.origDim = int(uint8(c.Regs[ins[2]].I))
		}
		if !readShapeArray(c, in, &c.Regs[ins[1]], s.dim, &s.shape) {
			return sim.Fail
		}
		if n == 5 {
			if !readShapeArray(c, in, &c.Regs[ins[3]], s.origDim, &s.orig) {
				return sim.Fail
			}
		} else {
			s.orig = s.shape
		}
		// dataFormat (operand 2 of 3, 4 of 5) is read by no op the simulator runs.
		c.Regs[r] = sim.Value{O: s}
		return sim.Next
	}, nil
}

// readShapeArray copies the first dim uint32 entries of the array p points to.
func readShapeArray(c *sim.Core, in *sim.Instr, p *sim.Value, dim int, dst *[maxShapeDim]uint32) bool {
	if dim > maxShapeDim {
		c.Fatal(in, "ShapeInfo dimension count %d exceeds K_MAX_SHAPE_DIM (%d)", dim, maxShapeDim)
		return false
	}
	if dim == 0 {
		return true
	}
	b, ok := memBytes(c, in, p, 0, int64(4*dim), false)
	if !ok {
		return false
	}
	for i := 0; i < dim; i++ {
		dst[i] = uint32(b[4*i]) | uint32(b[4*i+1])<<8 | uint32(b[4*i+2])<<16 | uint32(b[4*i+3])<<24
	}
	return true
}

// shapeInfoOf is the ShapeInfo in register r, which must have defined members.
func shapeInfoOf(c *sim.Core, in *sim.Instr, r int32) (*shapeInfo, bool) {
	s, ok := c.Regs[r].O.(*shapeInfo)
	if !ok {
		c.Fatal(in, "is not simulated for a ShapeInfo not built by ascendc.construct or get_shape_info")
		return nil, false
	}
	if !s.defined {
		c.Fatal(in, "is not simulated for a default-constructed ShapeInfo (or that of a tensor never given one): its members are never initialised")
		return nil, false
	}
	return s, true
}

// compileGetShapeSize is GetShapeSize: the product of shape[0..shapeDim), computed as the
// API does, in an int multiplied by uint32_t entries (so modulo 2^32) and returned as int;
// 1 for shapeDim 0.
func compileGetShapeSize(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	a, r, d := in.In[0], in.Out[0], elemOf(cc, op.Result(0))
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s, ok := shapeInfoOf(c, in, a)
		if !ok {
			return sim.Fail
		}
		p := uint32(1)
		for i := 0; i < s.dim; i++ {
			p *= s.shape[i]
		}
		c.Regs[r] = sim.Value{I: sim.Norm(int64(int32(p)), d)}
		return sim.Next
	}, nil
}

// compileShapeInfoDim is base.shape[dim] or base.originalShape[dim]. Entries at or past
// the dimension count were never written by the constructor and are refused; an index
// outside the 8-entry array is an error.
func compileShapeInfoDim(orig bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		a, i, r, d := in.In[0], in.In[1], in.Out[0], elemOf(cc, op.Result(0))
		field := "shape"
		if orig {
			field = "originalShape"
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			s, ok := shapeInfoOf(c, in, a)
			if !ok {
				return sim.Fail
			}
			k := c.Regs[i].I
			if k < 0 || k >= maxShapeDim {
				return c.Fatal(in, "out-of-bounds index %d of ShapeInfo.%s (%d entries)", k, field, maxShapeDim)
			}
			n, arr := s.dim, &s.shape
			if orig {
				n, arr = s.origDim, &s.orig
			}
			if int(k) >= n {
				return c.Fatal(in, "is not simulated for ShapeInfo.%s[%d] past its %d dimensions: the constructor never writes that entry", field, k, n)
			}
			c.Regs[r] = sim.Value{I: sim.Norm(int64(arr[k]), d)}
			return sim.Next
		}, nil
	}
}

// compileSetShapeInfo is tensor.SetShapeInfo(shapeInfo): the tensor object keeps a copy.
// The model keeps it with the tensor value, so copies of the value (block arguments,
// yields) carry it as C++ copies of the object do; views built from it (operator[],
// ReinterpretCast) do not, and reading theirs is refused.
func compileSetShapeInfo(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, a := in.In[0], in.In[1]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s, ok := c.Regs[a].O.(*shapeInfo)
		if !ok {
			return c.Fatal(in, "is not simulated for a ShapeInfo not built by ascendc.construct or get_shape_info")
		}
		switch c.Regs[t].O.(type) {
		case nil, *shapeInfo:
		default:
			return c.Fatal(in, "is not simulated for a tensor over the scalar unit's private memory")
		}
		c.Regs[t].O = s // a ShapeInfo is never modified after construction: sharing is a copy
		return sim.Next
	}, nil
}

// compileGetShapeInfo is tensor.GetShapeInfo(): a copy of the ShapeInfo last set on this
// tensor object. A tensor never given one holds a default-constructed ShapeInfo, whose
// members no source defines: the copy is undefined too, and reading a member of it is
// refused (shapeInfoOf), while passing it on is not.
func compileGetShapeInfo(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, r := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s, ok := c.Regs[t].O.(*shapeInfo)
		if !ok {
			s = &shapeInfo{}
		}
		c.Regs[r] = sim.Value{O: s}
		return sim.Next
	}, nil
}

// compileSetShapeInfoDims is global_tensor.set_shape_info_v2 t, d0, ..., dn-1, which the
// translator writes as t.SetShapeInfo(AscendC::ShapeInfo(n, (uint32_t[]){d0, ..., dn-1})):
// the two-argument constructor, so shape and originalShape both hold the n dimensions,
// both counts are n and the format is ND. More than K_MAX_SHAPE_DIM dimensions would
// write past the arrays and are refused; a dimension that is no uint32_t value (negative,
// or 2^32 and above) is refused rather than wrapped, as the array's list initialisation
// does not convert it.
func compileSetShapeInfoDims(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsGlobalTensorSetShapeInfoV2Op(op)
	if !ok {
		return nil, fmt.Errorf("not a set_shape_info_v2")
	}
	dims := v.Dims()
	if len(dims) > maxShapeDim {
		return nil, fmt.Errorf("is not simulated for %d dimensions: a ShapeInfo holds at most K_MAX_SHAPE_DIM (%d)", len(dims), maxShapeDim)
	}
	regs, types := make([]int32, len(dims)), make([]sim.DType, len(dims))
	for i, d := range dims {
		regs[i], types[i] = cc.Slot(d), elemOf(cc, d)
	}
	t := cc.Slot(v.Tensor())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		s := &shapeInfo{defined: true, dim: len(regs), origDim: len(regs)}
		for i, r := range regs {
			x := c.Regs[r].I
			if x < 0 || x > math.MaxUint32 {
				what := fmt.Sprint(x)
				if !types[i].Signed() {
					what = fmt.Sprint(uint64(x))
				}
				return c.Fatal(in, "is not simulated for dimension %d = %s: a ShapeInfo dimension is a uint32_t", i, what)
			}
			s.shape[i] = uint32(x)
		}
		s.orig = s.shape
		switch c.Regs[t].O.(type) {
		case nil, *shapeInfo:
		default:
			return c.Fatal(in, "is not simulated for a tensor over the scalar unit's private memory")
		}
		c.Regs[t].O = s
		return sim.Next
	}, nil
}

package transforms

import (
	"slices"

	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// sroa (MLIR 19's pass of that name) on the memory slots of our dialects: a
// memref.alloca of 2 to 16 elements (static shape) of an integer, index or float type
// (or a vector of one), used only by memref.load and memref.store at constant in-bounds
// indices, is split into one rank-0 alloca per element accessed, built right after it in
// the order the accesses are met walking its uses (most recent first, as MLIR's use lists
// go); each access then reads or writes its element's alloca without indices. Allocas
// are taken in post-order of the pass op's regions; an unused one stays.

func registerSROA(r *passes.Registry) {
	r.Register(&passes.Info{Name: "sroa", Summary: "Scalar Replacement of Aggregates",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				for _, r := range root.Regions() {
					for _, a := range regionAllocas(r, func(*ir.Operation) bool { return true }) {
						destructureAlloca(a, ctx)
					}
				}
				return nil
			}), nil
		}})
}

// sroaElements is the element count of a destructurable alloca, or 0.
func sroaElements(a *ir.Operation) int64 {
	t, ok := a.Result(0).Type().(*ir.MemRefType)
	if !ok || a.NumOperands() != 0 || t.Layout != nil {
		return 0
	}
	switch e := t.Elem.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
	case *ir.VectorType:
		switch e.Elem.(type) {
		case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		default:
			return 0
		}
	default:
		return 0
	}
	n := int64(1)
	for _, d := range t.Dims {
		if d == ir.Dynamic {
			return 0
		}
		n *= d
	}
	if n > 16 || n == 1 {
		return 0
	}
	return n
}

// accessIndex is the linear element index a load or store of ptr reaches with constant
// in-bounds indices, or -1.
func accessIndex(o *ir.Operation, ptr *ir.Value, t *ir.MemRefType) int64 {
	var idx []*ir.Value
	switch o.Name() {
	case memref.OpLoad:
		if o.Operand(0) != ptr {
			return -1
		}
		idx = o.Operands()[1:]
	case memref.OpStore:
		if o.NumOperands() < 2 || o.Operand(1) != ptr || o.Operand(0) == ptr {
			return -1
		}
		idx = o.Operands()[2:]
	default:
		return -1
	}
	lin := int64(0)
	for k, v := range idx {
		c, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
		if !ok || c.Big != nil || c.Value < 0 || c.Value >= t.Dims[k] {
			return -1
		}
		lin = lin*t.Dims[k] + c.Value
	}
	return lin
}

func destructureAlloca(a *ir.Operation, ctx *ir.Context) {
	if sroaElements(a) == 0 || a.Result(0).FirstUse() == nil {
		return
	}
	ptr := a.Result(0)
	t := ptr.Type().(*ir.MemRefType)
	var used []int64
	index := map[*ir.Operation]int64{}
	for u := ptr.FirstUse(); u != nil; u = u.NextUse() {
		k := accessIndex(u.Owner(), ptr, t)
		if k < 0 {
			return
		}
		index[u.Owner()] = k
		if !slices.Contains(used, k) {
			used = append(used, k)
		}
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointAfter(a)
	sub := map[int64]*ir.Value{}
	for _, k := range used {
		n := b.Create(a.Loc(), memref.OpAlloca, nil, []ir.Type{&ir.MemRefType{Elem: t.Elem}},
			ir.NamedAttr{Name: "operandSegmentSizes", Value: ir.DenseI32Array(0, 0)})
		b.SetInsertionPointAfter(n)
		sub[k] = n.Result(0)
	}
	for o, k := range index {
		keep := 2
		if o.Name() == memref.OpLoad {
			keep = 1
		}
		ops := slices.Clone(o.Operands()[:keep])
		ops[keep-1] = sub[k]
		o.SetOperands(ops)
	}
	a.Erase()
}

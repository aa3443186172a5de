package transforms

import (
	"slices"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// expand-realloc (MLIR 19's pass of that name): each memref.realloc becomes
//
//	cmpi ult (old size, new size); scf.if: alloc + subview + copy (+ dealloc of the old
//	buffer unless emit-deallocs=false), else a reinterpret_cast of the old buffer.
//
// It is a dialect conversion in MLIR: ops are built in that order before the realloc, and
// only the ops of dialects other than arith, scf and memref are folded. Static sizes become arith.constant ops; a dynamic old size a
// memref.dim.

func registerExpandRealloc(r *passes.Registry) {
	r.Register(&passes.Info{Name: "expand-realloc", Summary: "Expand memref.realloc operations into its components",
		Options: []passes.Option{{Name: "emit-deallocs", Kind: passes.BoolOption, Default: "true", Help: "Emit deallocation operations for the original MemRef"}},
		New: func(o passes.Options) (passes.Pass, error) {
			dealloc := o.Bool("emit-deallocs")
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				foldUnknownOps(root, ctx, func(op *ir.Operation) bool { return inDialect(op, "arith", "scf", "memref") })
				var todo []*ir.Operation
				for _, op := range convertibleOps(root) {
					if op.Name() == memref.OpRealloc {
						todo = append(todo, op)
					}
				}
				for _, op := range todo {
					if err := expandRealloc(op, ctx, dealloc); err != nil {
						return err
					}
				}
				return nil
			}), nil
		}})
}

// sizeOf is a size known statically (v nil) or held by a value.
type sizeOf struct {
	v *ir.Value
	c int64
}

func expandRealloc(op *ir.Operation, ctx *ir.Context, dealloc bool) error {
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil || len(src.Dims) != 1 || len(res.Dims) != 1 || src.Layout != nil || res.Layout != nil {
		// The verifier admits only these; MLIR asserts them.
		return ir.OpError(op, "expand-realloc expects 1-d memrefs with the identity layout")
	}
	loc, old := op.Loc(), op.Operand(0)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointBefore(op)
	index := func(c int64) *ir.Value {
		return arith.Materialize(b, &ir.IntegerAttr{Type: ir.Index, Value: c}, ir.Index, loc).Result(0)
	}
	cur := sizeOf{c: src.Dims[0]}
	if cur.c == ir.Dynamic {
		cur.v = b.Create(loc, memref.OpDim, []*ir.Value{old, index(0)}, []ir.Type{ir.Index}).Result(0)
	}
	var dynSize *ir.Value
	if op.NumOperands() > 1 {
		dynSize = op.Operand(1)
	}
	target := sizeOf{c: res.Dims[0], v: dynSize}
	asValue := func(s sizeOf) *ir.Value {
		if s.v != nil {
			return s.v
		}
		return index(s.c)
	}
	lhs := asValue(cur)
	rhs := asValue(target)
	cond := b.Create(loc, arith.OpCmpi, []*ir.Value{lhs, rhs}, []ir.Type{ir.I1},
		ir.NamedAttr{Name: "predicate", Value: &ir.IntegerAttr{Type: ir.I64, Value: int64(slices.Index(arith.CmpIPredicates, "ult"))}})
	st := &ir.OperationState{Name: scf.OpIf, Loc: loc, Operands: []*ir.Value{cond.Result(0)}, Types: []ir.Type{res}}
	then, els := ir.NewBlock(), ir.NewBlock()
	st.AddRegion().AddBlock(then)
	st.AddRegion().AddBlock(els)
	ifOp := b.CreateState(st)

	b.SetInsertionPointToEnd(then)
	var allocOperands []*ir.Value
	if dynSize != nil {
		allocOperands = append(allocOperands, dynSize)
	}
	allocAttrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{int64(len(allocOperands)), 0}}}}
	if a := op.Attr("alignment"); a != nil {
		allocAttrs = append(allocAttrs, ir.NamedAttr{Name: "alignment", Value: a})
	}
	alloc := b.Create(loc, memref.OpAlloc, allocOperands, []ir.Type{res}, allocAttrs...).Result(0)
	view := b.Create(loc, memref.OpSubView, viewOperands(alloc, cur), []ir.Type{subviewType(res, cur)}, viewAttrs(cur)...).Result(0)
	b.Create(loc, memref.OpCopy, []*ir.Value{old, view}, nil)
	if dealloc {
		b.Create(loc, memref.OpDealloc, []*ir.Value{old}, nil)
	}
	b.Create(loc, scf.OpYield, []*ir.Value{alloc}, nil)

	b.SetInsertionPointToEnd(els)
	cast := b.Create(loc, memref.OpReinterpretCast, viewOperands(old, target), []ir.Type{res}, viewAttrs(target)...).Result(0)
	b.Create(loc, scf.OpYield, []*ir.Value{cast}, nil)

	op.Result(0).ReplaceAllUsesWith(ifOp.Result(0))
	op.Erase()
	return nil
}

// viewOperands and viewAttrs describe a 1-d view at offset 0, stride 1, of the given size,
// as memref.subview and memref.reinterpret_cast take it.
func viewOperands(src *ir.Value, size sizeOf) []*ir.Value {
	if size.v != nil {
		return []*ir.Value{src, size.v}
	}
	return []*ir.Value{src}
}

func viewAttrs(size sizeOf) []ir.NamedAttr {
	sz, dyn := size.c, int64(0)
	if size.v != nil {
		sz, dyn = ir.Dynamic, 1
	}
	arr := func(v int64) *ir.DenseArrayAttr { return &ir.DenseArrayAttr{Elem: ir.I64, Ints: []int64{v}} }
	return []ir.NamedAttr{
		{Name: "operandSegmentSizes", Value: &ir.DenseArrayAttr{Elem: ir.I32, Ints: []int64{1, 0, dyn, 0}}},
		{Name: "static_offsets", Value: arr(0)}, {Name: "static_sizes", Value: arr(sz)}, {Name: "static_strides", Value: arr(1)},
	}
}

// subviewType is the type MLIR infers for that subview of the new buffer: offset 0,
// stride 1, written as a strided layout.
func subviewType(of *ir.MemRefType, size sizeOf) *ir.MemRefType {
	d := size.c
	if size.v != nil {
		d = ir.Dynamic
	}
	return &ir.MemRefType{Dims: []int64{d}, Elem: of.Elem, MemSpace: of.MemSpace,
		Layout: &ir.StridedLayoutAttr{Offset: 0, Strides: []int64{1}}}
}

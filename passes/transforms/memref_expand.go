package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// memref-expand (MLIR 19's pass of that name), a dialect conversion that folds the ops
// of dialects other than arith and memref, and the ops it rewrites before it rewrites them:
//   - memref.atomic_rmw of kind maximumf, minimumf, maxnumf or minnumf becomes a
//     memref.generic_atomic_rmw whose body applies the arith op of that name;
//   - memref.reshape whose shape operand has a static length becomes a
//     memref.reinterpret_cast, sizes loaded from the shape (index_cast when not index)
//     and strides multiplied up from the innermost dimension, built in MLIR's order.

// expandedRMW maps the atomic kinds memref-expand rewrites to their arith op.
var expandedRMW = map[string]string{"maximumf": arith.OpMaximumf, "minimumf": arith.OpMinimumf,
	"maxnumf": arith.OpMaxnumf, "minnumf": arith.OpMinnumf}

func registerMemRefExpand(r *passes.Registry) {
	r.Register(&passes.Info{Name: "memref-expand", Summary: "Legalize memref operations to be convertible to LLVM.",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				foldUnknownOps(root, ctx, func(op *ir.Operation) bool { return inDialect(op, "arith", "memref") })
				todo := convertibleOps(root)
				b := ir.NewBuilder(ctx)
				for _, op := range todo {
					switch op.Name() {
					case memref.OpAtomicRMW:
						if name, ok := expandedRMW[memref.AtomicKind(op)]; ok {
							foldInPlace(b, op)
							expandAtomicRMW(b, op, name)
						}
					case memref.OpReshape:
						expandReshape(b, op)
					}
				}
				return nil
			}), nil
		}})
}

// foldInPlace folds an op the conversion is about to expand, as MLIR's driver tries the
// folder of an illegal op first: atomic_rmw's folder takes the source of a memref.cast
// operand in place (the only kind of fold it has), and the op is then legalized afresh.
func foldInPlace(b *ir.Builder, op *ir.Operation) {
	for tries := 0; tries < 4; tries++ {
		if res, ok := passes.FoldOp(op, b); !ok || len(res) != 0 {
			return
		}
	}
}

func expandAtomicRMW(b *ir.Builder, op *ir.Operation, arithOp string) {
	loc, val := op.Loc(), op.Operand(0)
	operands := append([]*ir.Value{op.Operand(1)}, op.Operands()[2:]...)
	st := &ir.OperationState{Name: memref.OpGenericAtomicRMW, Loc: loc, Operands: operands, Types: []ir.Type{val.Type()}}
	body := ir.NewBlock()
	// MLIR's builder gives the body's argument the location of the memref.
	cur := body.AddArg(val.Type(), valueLoc(op.Operand(1)))
	st.AddRegion().AddBlock(body)
	b.SetInsertionPointBefore(op)
	gen := b.CreateState(st)
	b.SetInsertionPointToEnd(body)
	none := &arith.FlagsAttr{Kind: arith.FastMathNone.Kind}
	res := b.Create(loc, arithOp, []*ir.Value{cur, val}, []ir.Type{val.Type()}, ir.NamedAttr{Name: "fastmath", Value: none})
	b.Create(loc, memref.OpAtomicYield, res.Results(), nil)
	op.Result(0).ReplaceAllUsesWith(gen.Result(0))
	op.Erase()
}

func expandReshape(b *ir.Builder, op *ir.Operation) {
	shape, _ := op.Operand(1).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if shape == nil || res == nil || len(shape.Dims) != 1 || shape.Dims[0] == ir.Dynamic {
		return
	}
	loc := op.Loc()
	b.SetInsertionPointBefore(op)
	index := func(c int64) *ir.Value {
		return arith.Materialize(b, &ir.IntegerAttr{Type: ir.Index, Value: c}, ir.Index, loc).Result(0)
	}
	rank := len(res.Dims)
	sizes := make([]sizeOf, rank)
	strides := make([]*ir.Value, rank)
	stride := index(1)
	for i := rank - 1; i >= 0; i-- {
		var size *ir.Value
		if res.Dims[i] == ir.Dynamic {
			size = b.Create(loc, memref.OpLoad, []*ir.Value{op.Operand(1), index(int64(i))}, []ir.Type{shape.Elem},
				ir.NamedAttr{Name: "nontemporal", Value: ir.BoolAttr(false)}).Result(0)
			if _, isIndex := size.Type().(*ir.IndexType); !isIndex {
				size = b.Create(loc, arith.OpIndexCast, []*ir.Value{size}, []ir.Type{ir.Index}).Result(0)
			}
			sizes[i] = sizeOf{v: size}
		} else {
			size = index(res.Dims[i])
			sizes[i] = sizeOf{c: res.Dims[i]}
		}
		strides[i] = stride
		if i > 0 {
			stride = b.Create(loc, arith.OpMuli, []*ir.Value{stride, size}, []ir.Type{ir.Index},
				ir.NamedAttr{Name: "overflowFlags", Value: arith.OverflowNone}).Result(0)
		}
	}
	operands := []*ir.Value{op.Operand(0)}
	static := make([]int64, rank)
	nDyn := 0
	for i, s := range sizes {
		static[i] = s.c
		if s.v != nil {
			static[i] = ir.Dynamic
			operands = append(operands, s.v)
			nDyn++
		}
	}
	operands = append(operands, strides...)
	dynStrides := make([]int64, rank)
	for i := range dynStrides {
		dynStrides[i] = ir.Dynamic
	}
	i32s := func(v ...int64) *ir.DenseArrayAttr { return &ir.DenseArrayAttr{Elem: ir.I32, Ints: v} }
	i64s := func(v ...int64) *ir.DenseArrayAttr { return &ir.DenseArrayAttr{Elem: ir.I64, Ints: v} }
	cast := b.Create(loc, memref.OpReinterpretCast, operands, []ir.Type{res},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: i32s(1, 0, int64(nDyn), int64(rank))},
		ir.NamedAttr{Name: "static_offsets", Value: i64s(0)},
		ir.NamedAttr{Name: "static_sizes", Value: i64s(static...)},
		ir.NamedAttr{Name: "static_strides", Value: i64s(dynStrides...)})
	op.Result(0).ReplaceAllUsesWith(cast.Result(0))
	op.Erase()
}

// valueLoc is where a value is defined: a block argument's own location, else its op's.
func valueLoc(v *ir.Value) ir.Location {
	if v.IsBlockArg() {
		if l := v.ArgLoc(); l != nil {
			return l
		}
		return ir.Unknown
	}
	return v.DefiningOp().Loc()
}

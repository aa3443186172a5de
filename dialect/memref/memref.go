// Package memref defines the part of MLIR's memref dialect that kernel code uses: stack
// and heap allocation, casts, and scalar loads and stores.
package memref

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Dialect returns a fresh memref dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: "memref"}
	tc := opdef.TypeConstraints
	index := tc["Index"]
	anyMemRef := tc["AnyMemRef"]
	anyRef := tc["AnyRankedOrUnrankedMemRef"]
	for _, n := range []string{"alloca", "alloc"} {
		opdef.Register(d, &opdef.Op{Name: "memref." + n, Traits: ir.TraitAttrSizedOperandSegments,
			Operands: []opdef.Operand{{Name: "dynamicSizes", Type: index, Kind: opdef.Variadic},
				{Name: "symbolOperands", Type: index, Kind: opdef.Variadic}},
			Attrs:   []opdef.Attr{{Name: "alignment", C: opdef.I64Attr, Optional: true}},
			Results: []opdef.Operand{{Name: "memref", Type: anyMemRef}},
			Format:  "`(` $dynamicSizes `)` (`[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
			Verify:  verifyAlloc, ResultNames: resultName(n)})
	}
	opdef.Register(d, &opdef.Op{Name: "memref.dealloc",
		Operands: []opdef.Operand{{Name: "memref", Type: anyRef}},
		Format:   "$memref attr-dict `:` type($memref)"})
	opdef.Register(d, &opdef.Op{Name: "memref.cast", Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: anyRef}},
		Results:  []opdef.Operand{{Name: "dest", Type: anyRef}},
		Format:   "$source attr-dict `:` type($source) `to` type($dest)", ResultNames: resultName("cast")})
	opdef.Register(d, &opdef.Op{Name: "memref.load",
		Operands: []opdef.Operand{{Name: "memref", Type: anyMemRef}, {Name: "indices", Type: index, Kind: opdef.Variadic}},
		Attrs:    []opdef.Attr{{Name: "nontemporal", C: opdef.BoolAttrC, Optional: true}},
		Results:  []opdef.Operand{{Name: "result", Type: opdef.AnyType}},
		Format:   "$memref `[` $indices `]` attr-dict `:` type($memref)",
		Infer: func(s *opdef.State) error {
			if ts := s.OperandTypeOf("memref"); len(ts) == 1 {
				if mt, ok := ts[0].(*ir.MemRefType); ok {
					s.SetResultTypes("result", []ir.Type{mt.Elem})
				}
			}
			return nil
		},
		Verify: func(op *ir.Operation) error {
			return verifyAccess(op, op.Operand(0), op.Result(0).Type(), op.NumOperands()-1)
		}})
	opdef.Register(d, &opdef.Op{Name: "memref.store",
		Operands: []opdef.Operand{{Name: "value", Type: opdef.AnyType}, {Name: "memref", Type: anyMemRef},
			{Name: "indices", Type: index, Kind: opdef.Variadic}},
		Attrs:  []opdef.Attr{{Name: "nontemporal", C: opdef.BoolAttrC, Optional: true}},
		Format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
		Infer: func(s *opdef.State) error {
			if ts := s.OperandTypeOf("memref"); len(ts) == 1 {
				if mt, ok := ts[0].(*ir.MemRefType); ok {
					s.SetOperandTypes("value", []ir.Type{mt.Elem})
				}
			}
			return nil
		},
		Verify: func(op *ir.Operation) error {
			return verifyAccess(op, op.Operand(1), op.Operand(0).Type(), op.NumOperands()-2)
		}})
	return d
}

func verifyAlloc(op *ir.Operation) error {
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return ir.OpError(op, "result must be a memref")
	}
	dyn := 0
	for _, d := range mt.Dims {
		if d < 0 {
			dyn++
		}
	}
	if seg, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr); ok && len(seg.Ints) == 2 && int(seg.Ints[0]) != dyn {
		return ir.OpError(op, "dimension operand count does not equal memref dynamic dimension count")
	}
	return nil
}

// verifyAccess checks a load or store: one index per dimension, and the value of the
// memref's element type.
func verifyAccess(op *ir.Operation, m *ir.Value, elem ir.Type, nIndices int) error {
	mt, ok := m.Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	if len(mt.Dims) != nIndices {
		return ir.OpError(op, "incorrect number of indices for load, expected %d but got %d", len(mt.Dims), nIndices)
	}
	if !ir.TypeEqual(mt.Elem, elem) {
		return ir.OpError(op, "value type must match the memref element type")
	}
	return nil
}

// resultName names results as MLIR's printer does (%alloca, %cast_0, ...).
func resultName(n string) func(op *ir.Operation, set func(v *ir.Value, name string)) {
	return func(op *ir.Operation, set func(v *ir.Value, name string)) { set(op.Result(0), n) }
}

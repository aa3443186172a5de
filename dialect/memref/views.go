package memref

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

func registerViews(d *ir.Dialect) {
	customs := map[string]opdef.CustomDirective{"DynamicIndexList": indexListDirective}
	mixedOperands := []opdef.Operand{{Name: "source", Type: anyRef}, {Name: "offsets", Type: index, Kind: opdef.Variadic},
		{Name: "sizes", Type: index, Kind: opdef.Variadic}, {Name: "strides", Type: index, Kind: opdef.Variadic}}
	mixedAttrs := []opdef.Attr{{Name: "static_offsets", C: opdef.DenseI64ArrayAttr}, {Name: "static_sizes", C: opdef.DenseI64ArrayAttr},
		{Name: "static_strides", C: opdef.DenseI64ArrayAttr}}
	reg(d, &opdef.Op{Name: OpSubView, Traits: ir.TraitPure | ir.TraitAttrSizedOperandSegments,
		Operands: append([]opdef.Operand{{Name: "source", Type: anyMemRef}}, mixedOperands[1:]...), Attrs: mixedAttrs,
		Results: []opdef.Operand{{Name: "result", Type: anyMemRef}}, Customs: customs,
		Format: "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) " +
			"custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
		Verify: verifySubView, ResultNames: resultName("subview"), Fold: foldSubView})
	reg(d, &opdef.Op{Name: OpReinterpretCast, Traits: ir.TraitPure | ir.TraitAttrSizedOperandSegments,
		Operands: mixedOperands, Attrs: mixedAttrs,
		Results: []opdef.Operand{{Name: "result", Type: anyMemRef}}, Customs: customs,
		Format: "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` " +
			"custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) " +
			"attr-dict `:` type($source) `to` type($result)",
		Verify: verifyReinterpretCast, ResultNames: resultName("reinterpret_cast"), Fold: foldReinterpretCast})
	reg(d, &opdef.Op{Name: OpView, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: i8MemRef}, {Name: "byte_shift", Type: index},
			{Name: "sizes", Type: index, Kind: opdef.Variadic}},
		Results: []opdef.Operand{{Name: "result", Type: anyMemRef}},
		Format:  "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
		Verify:  verifyView, ResultNames: resultName("view")})
	reg(d, &opdef.Op{Name: OpExpandShape, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "src", Type: stridedMemRef}, {Name: "output_shape", Type: index, Kind: opdef.Variadic}},
		Attrs:    []opdef.Attr{{Name: "reassociation", C: reassocAttr}, {Name: "static_output_shape", C: opdef.DenseI64ArrayAttr}},
		Results:  []opdef.Operand{{Name: "result", Type: stridedMemRef}}, Customs: customs,
		Format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` " +
			"type($src) `into` type($result)",
		Verify: verifyExpandShape, ResultNames: resultName("expand_shape"), Fold: foldExpandShape})
	reg(d, &opdef.Op{Name: OpCollapseShape, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "src", Type: stridedMemRef}},
		Attrs:    []opdef.Attr{{Name: "reassociation", C: reassocAttr}},
		Results:  []opdef.Operand{{Name: "result", Type: stridedMemRef}},
		Format:   "$src $reassociation attr-dict `:` type($src) `into` type($result)",
		Verify:   verifyCollapseShape, ResultNames: resultName("collapse_shape"), Fold: foldCollapseShape})
	reg(d, &opdef.Op{Name: OpTranspose, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "in", Type: stridedMemRef}},
		Attrs:    []opdef.Attr{{Name: "permutation", C: affineMapAttrC}},
		Results:  []opdef.Operand{{Name: "result", Type: stridedMemRef}},
		Parse:    parseTranspose, Print: printTranspose, Verify: verifyTranspose,
		ResultNames: resultName("transpose"), Fold: foldTranspose})
	reg(d, &opdef.Op{Name: OpReshape, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: anyRef}, {Name: "shape", Type: shapeMemRef}},
		Results:  []opdef.Operand{{Name: "result", Type: anyRef}},
		Format:   "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
		Verify:   verifyReshape, ResultNames: resultName("reshape")})
	reg(d, &opdef.Op{Name: OpCast, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: anyRef}},
		Results:  []opdef.Operand{{Name: "dest", Type: anyRef}},
		Format:   "$source attr-dict `:` type($source) `to` type($dest)", ResultNames: resultName("cast"),
		Verify: func(op *ir.Operation) error {
			if !castCompatible(op.Operand(0).Type(), op.Result(0).Type()) {
				return castIncompatible(op)
			}
			return nil
		}, Fold: foldCast})
	reg(d, &opdef.Op{Name: OpMemorySpaceCast, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: anyRef}},
		Results:  []opdef.Operand{{Name: "dest", Type: anyRef}},
		Format:   "$source attr-dict `:` type($source) `to` type($dest)", ResultNames: resultName("memspacecast"),
		Verify: func(op *ir.Operation) error {
			if !memSpaceCastCompatible(op.Operand(0).Type(), op.Result(0).Type()) {
				return castIncompatible(op)
			}
			return nil
		}, Fold: foldMemorySpaceCast})
}

func registerMisc(d *ir.Dialect) {
	reg(d, &opdef.Op{Name: OpDim, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: non0Ref}, {Name: "index", Type: index}},
		Results:  []opdef.Operand{{Name: "result", Type: index}},
		Format:   "attr-dict $source `,` $index `:` type($source)", ResultNames: resultName("dim"), Fold: foldDim})
	reg(d, &opdef.Op{Name: OpRank, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "memref", Type: anyRef}},
		Results:  []opdef.Operand{{Name: "result", Type: index}},
		Format:   "$memref attr-dict `:` type($memref)", Fold: foldRank})
	// LLVM 19 takes unranked memrefs too (AnyRankedOrUnrankedMemRef).
	reg(d, &opdef.Op{Name: OpExtractAlignedPointerAsIndex, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: anyRef}},
		Results:  []opdef.Operand{{Name: "aligned_pointer", Type: index}},
		Format:   "$source `:` type($source) `->` type(results) attr-dict", ResultNames: resultName("intptr")})
	reg(d, &opdef.Op{Name: OpExtractStridedMetadata, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "source", Type: stridedMemRef}},
		Results: []opdef.Operand{{Name: "base_buffer", Type: rank0MemRef}, {Name: "offset", Type: index},
			{Name: "sizes", Type: index, Kind: opdef.Variadic}, {Name: "strides", Type: index, Kind: opdef.Variadic}},
		Format: "$source `:` type($source) `->` type(results) attr-dict", Verify: verifyExtractStridedMetadata,
		FoldBuild: foldExtractStridedMetadata,
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
			n := (op.NumResults() - 2) / 2
			set(op.Result(0), "base_buffer")
			set(op.Result(1), "offset")
			if n > 0 {
				set(op.Result(2), "sizes")
				set(op.Result(2+n), "strides")
			}
		}})
}

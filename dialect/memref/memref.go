// Package memref defines MLIR's memref dialect as LLVM 19 has it: allocation, loads and
// stores, views (subview, reinterpret_cast, view, expand/collapse_shape, transpose), casts,
// globals, atomics, DMA and prefetch, with their custom forms, verifiers, folders and
// canonicalization patterns.
package memref

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"slices"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "memref"

// Type constraints with the descriptions mlir-opt 19 prints in operand diagnostics. Their
// Kind is the type class MLIR's custom parsers read (MemRefType or BaseMemRefType).
var (
	index     = opdef.TypeConstraints["Index"]
	anyMemRef = &opdef.TypeConstraint{Name: "AnyMemRef", Kind: isRankedMemRef, Desc: "memref of any type values",
		Pred: func(t ir.Type) bool { _, ok := t.(*ir.MemRefType); return ok }}
	// staticMemRef is AnyStaticShapeMemRef (memref.get_global's result).
	staticMemRef = &opdef.TypeConstraint{Name: "AnyStaticShapeMemRef", Kind: isRankedMemRef, Desc: "statically shaped memref of any type values",
		Pred: func(t ir.Type) bool {
			m, ok := t.(*ir.MemRefType)
			return ok && !slices.Contains(m.Dims, ir.Dynamic)
		}}
	anyRef = &opdef.TypeConstraint{Name: "AnyRankedOrUnrankedMemRef", Kind: isAnyRef, Desc: "ranked or unranked memref of any type values",
		Pred: isAnyRef}
	// An AnyTypeOf without a C++ class: memref.dim's format parses any type, the verifier
	// refuses it.
	non0Ref = &opdef.TypeConstraint{Name: "AnyNon0RankedOrUnrankedMemRef",
		Desc: "unranked.memref of any type values or non-0-ranked.memref of any type values",
		Pred: func(t ir.Type) bool {
			m, ok := t.(*ir.MemRefType)
			_, u := t.(*ir.UnrankedMemRefType)
			return u || ok && len(m.Dims) > 0
		}}
	// stridedMemRef is AnyStridedMemRef: a ranked memref whose layout has strides and an
	// offset (the reshapes, transpose and extract_strided_metadata take only those).
	stridedMemRef = &opdef.TypeConstraint{Name: "AnyStridedMemRef", Kind: isRankedMemRef, Desc: "strided memref of any type values",
		Pred: func(t ir.Type) bool {
			m, ok := t.(*ir.MemRefType)
			if !ok {
				return false
			}
			_, _, strided := ir.StridesAndOffset(m)
			return strided
		}}
	intOrFloat = &opdef.TypeConstraint{Name: "IntOrFloat", Desc: "signless integer or floating-point",
		Pred: isIntOrFloat}
	intOrFloatMemRef = &opdef.TypeConstraint{Name: "IntOrFloatMemRef", Kind: isRankedMemRef, Desc: "memref of signless integer or floating-point values",
		Pred: func(t ir.Type) bool { m, ok := t.(*ir.MemRefType); return ok && isIntOrFloat(m.Elem) }}
	rank0MemRef = &opdef.TypeConstraint{Name: "Rank0MemRef", Kind: isRankedMemRef, Desc: "strided memref of any type values of rank 0",
		Pred: func(t ir.Type) bool { m, ok := t.(*ir.MemRefType); return ok && len(m.Dims) == 0 }}
	shapeMemRef = &opdef.TypeConstraint{Name: "ShapeMemRef", Kind: isRankedMemRef, Desc: "1D memref of signless integer or index values",
		Pred: func(t ir.Type) bool {
			m, ok := t.(*ir.MemRefType)
			return ok && len(m.Dims) == 1 && (ir.IsSignlessInt(m.Elem, 0) || ir.TypeEqual(m.Elem, ir.Index))
		}}
	i8MemRef = &opdef.TypeConstraint{Name: "I8MemRef", Kind: isRankedMemRef, Desc: "1D memref of 8-bit signless integer values",
		Pred: func(t ir.Type) bool {
			m, ok := t.(*ir.MemRefType)
			return ok && len(m.Dims) == 1 && ir.IsSignlessInt(m.Elem, 8)
		}}
	memRef1D = &opdef.TypeConstraint{Name: "MemRef1D", Kind: isRankedMemRef, Desc: "1D memref of any type values",
		Pred: func(t ir.Type) bool { m, ok := t.(*ir.MemRefType); return ok && len(m.Dims) == 1 }}
	localityAttr = &opdef.AttrConstraint{Name: "LocalityHint", Type: ir.I32, Storage: opdef.IntAttrStorage,
		Desc: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
		Pred: func(a ir.Attribute) bool {
			i, ok := a.(*ir.IntegerAttr)
			return ok && ir.TypeEqual(i.Type, ir.I32) && i.Value >= 0 && i.Value <= 3
		}}
	positiveI32 = &opdef.AttrConstraint{Name: "PositiveI32", Type: ir.I32, Storage: opdef.IntAttrStorage,
		Desc: "32-bit signless integer attribute whose value is positive",
		Pred: func(a ir.Attribute) bool {
			i, ok := a.(*ir.IntegerAttr)
			return ok && ir.TypeEqual(i.Type, ir.I32) && i.Value > 0
		}}
	nonNegI64 = &opdef.AttrConstraint{Name: "NonNegI64", Type: ir.I64, Storage: opdef.IntAttrStorage, Desc: "64-bit signless integer attribute whose minimum value is 0",
		Pred: func(a ir.Attribute) bool {
			i, ok := a.(*ir.IntegerAttr)
			return ok && ir.TypeEqual(i.Type, ir.I64) && i.Value >= 0
		}}
	// memRefTypeAttr is MemRefTypeAttr: a type attribute holding a ranked memref type.
	memRefTypeAttr = &opdef.AttrConstraint{Name: "MemRefTypeAttr", Desc: "memref type attribute",
		Pred: func(a ir.Attribute) bool {
			t, ok := a.(*ir.TypeAttr)
			if !ok {
				return false
			}
			_, ok = t.Type.(*ir.MemRefType)
			return ok
		}}
	reassocAttr = &opdef.AttrConstraint{Name: "IndexListArrayAttr", Desc: "Array of 64-bit integer array attributes",
		Type: ir.None, Storage: opdef.IsArrayAttr, Pred: isReassociation}
)

func isAnyRef(t ir.Type) bool {
	switch t.(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

func isIntOrFloat(t ir.Type) bool {
	_, f := t.(*ir.FloatType)
	return f || ir.IsSignlessInt(t, 0)
}

// isReassociation is Array of 64-bit integer array attributes.
var isReassociation = opdef.ArrayOf(opdef.ArrayOf(func(e ir.Attribute) bool {
	i, ok := e.(*ir.IntegerAttr)
	return ok && ir.TypeEqual(i.Type, ir.I64)
}))

// Dialect returns a fresh memref dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Closed: true}
	registerAllocs(d)
	registerAccesses(d)
	registerViews(d)
	registerMisc(d)
	addCanonicalizations(d)
	return d
}

func reg(d *ir.Dialect, op *opdef.Op) { opdef.Register(d, op) }

// globalAttrs are memref.global's attributes; its parser checks those its dictionary
// spells.
var globalAttrs = []opdef.Attr{{Name: "sym_name", C: opdef.SymbolNameAttr}, {Name: "sym_visibility", C: opdef.StrAttr, Optional: true},
	{Name: "type", C: memRefTypeAttr}, {Name: "initial_value", C: opdef.AnyAttr, Optional: true},
	{Name: "constant", C: opdef.UnitAttr, Optional: true}, {Name: "alignment", C: opdef.I64Attr, Optional: true}}

func registerAllocs(d *ir.Dialect) {
	for _, n := range []string{"alloca", "alloc"} {
		reg(d, &opdef.Op{Name: "memref." + n, Traits: ir.TraitAttrSizedOperandSegments | ir.TraitAllocatesResults,
			Operands: []opdef.Operand{{Name: "dynamicSizes", Type: index, Kind: opdef.Variadic},
				{Name: "symbolOperands", Type: index, Kind: opdef.Variadic}},
			Attrs:   []opdef.Attr{{Name: "alignment", C: nonNegI64, Optional: true}},
			Results: []opdef.Operand{{Name: "memref", Type: anyMemRef}},
			Format:  "`(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
			Verify:  verifyAlloc, ResultNames: resultName(n)})
	}
	// realloc frees its source and allocates its result (MLIR declares no write): CSE
	// merges reads across it, but it is no dead allocation.
	reg(d, &opdef.Op{Name: OpRealloc, Traits: ir.TraitWritesMemory | ir.TraitFreesOperand,
		Operands: []opdef.Operand{{Name: "source", Type: memRef1D}, {Name: "dynamicResultSize", Type: index, Kind: opdef.Optional}},
		Attrs:    []opdef.Attr{{Name: "alignment", C: nonNegI64, Optional: true}},
		Results:  []opdef.Operand{{Name: "result", Type: memRef1D}},
		Format:   "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
		Verify:   verifyRealloc})
	reg(d, &opdef.Op{Name: OpDealloc, Traits: ir.TraitFreesOperand,
		Operands: []opdef.Operand{{Name: "memref", Type: anyRef}},
		Format:   "$memref attr-dict `:` type($memref)", Fold: foldDealloc})
	reg(d, &opdef.Op{Name: OpAllocaScope,
		Traits:             ir.TraitAutomaticAllocationScope | ir.TraitRecursiveMemoryEffects | ir.TraitSingleBlock | ir.TraitNoRegionArguments,
		ImplicitTerminator: OpAllocaScopeReturn,
		Results:            []opdef.Operand{{Name: "results", Type: opdef.AnyType, Kind: opdef.Variadic}},
		Regions:            []opdef.Region{{Name: "bodyRegion", Blocks: 1}},
		Parse:              parseAllocaScope, Print: printAllocaScope,
		VerifyRegions: verifyAllocaScopeRegions})
	reg(d, &opdef.Op{Name: OpAllocaScopeReturn, Traits: ir.TraitTerminator | ir.TraitPure | ir.TraitReturnLike,
		Parents:  []string{OpAllocaScope},
		Operands: []opdef.Operand{{Name: "results", Type: opdef.AnyType, Kind: opdef.Variadic}},
		Format:   "attr-dict ($results^ `:` type($results))?"})
	reg(d, &opdef.Op{Name: OpGlobal, Traits: ir.TraitSymbol, Attrs: globalAttrs,
		Parse: parseGlobal, Print: printGlobal, Verify: verifyGlobal})
	reg(d, &opdef.Op{Name: OpGetGlobal, Traits: ir.TraitPure,
		Attrs:   []opdef.Attr{{Name: "name", C: opdef.FlatSymbolRefAttr}},
		Results: []opdef.Operand{{Name: "result", Type: staticMemRef}},
		Format:  "$name `:` type($result) attr-dict", VerifySymbolUses: verifyGetGlobal})
}

func registerAccesses(d *ir.Dialect) {
	reg(d, &opdef.Op{Name: OpLoad, Traits: ir.TraitMemRead,
		Operands: []opdef.Operand{{Name: "memref", Type: anyMemRef}, {Name: "indices", Type: index, Kind: opdef.Variadic}},
		Attrs:    []opdef.Attr{{Name: "nontemporal", C: opdef.BoolAttrC, Optional: true}},
		Results:  []opdef.Operand{{Name: "result", Type: opdef.AnyType}},
		Format:   "$memref `[` $indices `]` attr-dict `:` type($memref)",
		Infer:    inferElem("result", false),
		Verify: func(op *ir.Operation) error {
			return verifyAccess(op, op.Operand(0), op.Result(0).Type(), op.NumOperands()-1, "load")
		}, Fold: foldLoad, Print: printAccess(false)})
	reg(d, &opdef.Op{Name: OpStore, Traits: ir.TraitWritesMemory,
		Operands: []opdef.Operand{{Name: "value", Type: opdef.AnyType}, {Name: "memref", Type: anyMemRef},
			{Name: "indices", Type: index, Kind: opdef.Variadic}},
		Attrs:  []opdef.Attr{{Name: "nontemporal", C: opdef.BoolAttrC, Optional: true}},
		Format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
		Infer:  inferElem("value", true),
		Verify: func(op *ir.Operation) error {
			return verifyAccess(op, op.Operand(1), op.Operand(0).Type(), op.NumOperands()-2, "store")
		}, Fold: foldStore, Print: printAccess(true)})
	reg(d, &opdef.Op{Name: OpAtomicRMW, Traits: ir.TraitWritesMemory,
		Operands: []opdef.Operand{{Name: "value", Type: intOrFloat}, {Name: "memref", Type: intOrFloatMemRef},
			{Name: "indices", Type: index, Kind: opdef.Variadic}},
		Attrs:   []opdef.Attr{{Name: "kind", C: atomicKind.Constraint()}},
		Results: []opdef.Operand{{Name: "result", Type: intOrFloat}},
		Format:  "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
		Verify:  verifyAtomicRMW, Fold: foldAtomicRMW})
	// It reads and writes its memref (and has no recursive effects), so it is never erased
	// or merged, even with its result unused.
	reg(d, &opdef.Op{Name: OpGenericAtomicRMW, Traits: ir.TraitSingleBlock | ir.TraitWritesMemory,
		ImplicitTerminator: OpAtomicYield,
		Operands:           []opdef.Operand{{Name: "memref", Type: intOrFloatMemRef}, {Name: "indices", Type: index, Kind: opdef.Variadic}},
		Results:            []opdef.Operand{{Name: "result", Type: intOrFloat}},
		Regions:            []opdef.Region{{Name: "atomic_body"}},
		Parse:              parseGenericAtomicRMW, Print: printGenericAtomicRMW, Verify: verifyGenericAtomicRMW})
	// Not ReturnLike, as in LLVM 19: it hands its value to the atomic update, not back to
	// a caller or a region-branch successor.
	reg(d, &opdef.Op{Name: OpAtomicYield, Traits: ir.TraitTerminator | ir.TraitPure,
		Parents:  []string{OpGenericAtomicRMW},
		Operands: []opdef.Operand{{Name: "result", Type: opdef.AnyType}},
		Format:   "$result attr-dict `:` type($result)", Verify: verifyAtomicYield})
	reg(d, &opdef.Op{Name: OpPrefetch,
		Operands: []opdef.Operand{{Name: "memref", Type: anyMemRef}, {Name: "indices", Type: index, Kind: opdef.Variadic}},
		Attrs: []opdef.Attr{{Name: "isWrite", C: opdef.BoolAttrC}, {Name: "localityHint", C: localityAttr},
			{Name: "isDataCache", C: opdef.BoolAttrC}},
		Parse: parsePrefetch, Print: printPrefetch, Verify: verifyPrefetch, Fold: foldPrefetch})
	reg(d, &opdef.Op{Name: OpDmaStart, Parse: parseDmaStart, Print: printDmaStart, Verify: verifyDmaStart,
		Operands: []opdef.Operand{{Name: "operands", Type: opdef.AnyType, Kind: opdef.Variadic}}, Fold: foldCastOperands})
	reg(d, &opdef.Op{Name: OpDmaWait,
		Operands: []opdef.Operand{{Name: "tagMemRef", Type: anyMemRef}, {Name: "tagIndices", Type: index, Kind: opdef.Variadic},
			{Name: "numElements", Type: index}},
		Format: "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
		Verify: verifyDmaWait, Fold: foldCastOperands})
	reg(d, &opdef.Op{Name: OpCopy, Traits: ir.TraitWritesMemory,
		Operands: []opdef.Operand{{Name: "source", Type: anyRef}, {Name: "target", Type: anyRef}},
		Format:   "$source `,` $target attr-dict `:` type($source) `to` type($target)",
		Verify:   verifyCopy, Fold: foldCopy})
	reg(d, &opdef.Op{Name: OpAssumeAlignment,
		Operands: []opdef.Operand{{Name: "memref", Type: anyMemRef}},
		Attrs:    []opdef.Attr{{Name: "alignment", C: positiveI32}},
		Format:   "$memref `,` $alignment attr-dict `:` type($memref)", Verify: verifyAssumeAlignment})
}

// inferElem sets the value or result group to the memref's element type.
func inferElem(name string, operand bool) func(s *opdef.State) error {
	return func(s *opdef.State) error {
		if ts := s.OperandTypeOf("memref"); len(ts) == 1 {
			if mt, ok := ts[0].(*ir.MemRefType); ok {
				if operand {
					s.SetOperandTypes(name, []ir.Type{mt.Elem})
				} else {
					s.SetResultTypes(name, []ir.Type{mt.Elem})
				}
			}
		}
		return nil
	}
}

// resultName names results as MLIR's printer does (%alloca, %cast_0, ...).
func resultName(n string) func(op *ir.Operation, set func(v *ir.Value, name string)) {
	return func(op *ir.Operation, set func(v *ir.Value, name string)) { set(op.Result(0), n) }
}

func isRankedMemRef(t ir.Type) bool { _, ok := t.(*ir.MemRefType); return ok }

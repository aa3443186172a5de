// Package affine defines the part of MLIR's affine dialect that upstream tests of our
// dialects write in generic form: affine.if and its terminator affine.yield, which mlir-opt
// prints in their custom forms. The dialect stays open, so its other ops pass through
// under --allow-unregistered-dialect, printed generic.
//
// Canonicalization is partial: a dead affine.if is erased and an empty else dropped, as in
// LLVM 19, but its integer set and operands are not rewritten (LLVM 19 promotes operands
// that are valid symbols to symbols, drops unused ones and simplifies the set), so
// -canonicalize prints such an affine.if as it was given.
package affine

import (
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/tensor"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "affine"

// Dialect returns the affine dialect with affine.if and affine.yield only.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Verbatim: true}
	// RecursiveMemoryEffects as in LLVM 19: an affine.if whose regions have no effects and
	// whose results are unused is dead.
	// SingleBlock as in LLVM 19: a region of several blocks is refused by the trait, with
	// its message, before the region constraints are checked.
	ifOp := opdef.Register(d, &opdef.Op{Name: OpIf, Traits: ir.TraitRecursiveMemoryEffects | ir.TraitNoRegionArguments | ir.TraitSingleBlock,
		Operands:           []opdef.Operand{{Name: "operands", Type: opdef.AnyType, Kind: opdef.Variadic}},
		Results:            []opdef.Operand{{Name: "results", Type: opdef.AnyType, Kind: opdef.Variadic}},
		Regions:            []opdef.Region{{Name: "thenRegion", Blocks: 1}, {Name: "elseRegion"}},
		ImplicitTerminator: OpYield,
		Parse:              parseIf, Print: printIf, Verify: verifyIf,
		VerifyRegions: func(op *ir.Operation) error { return opdef.VerifyRegionBranch(op, opdef.IfBranch) }})
	opdef.Register(d, &opdef.Op{Name: OpYield, Traits: ir.TraitTerminator | ir.TraitPure | ir.TraitReturnLike,
		Operands: []opdef.Operand{{Name: "operands", Type: opdef.AnyType, Kind: opdef.Variadic}},
		Format:   "attr-dict ($operands^ `:` type($operands))?", Verify: verifyYield})
	ifOp.Canonicalize = append(ifOp.Canonicalize, simplifyDeadElse)
	return d
}

// condition is the op's integer set, nil when the attribute is missing or of another kind.
func condition(op *ir.Operation) *ir.IntegerSet {
	if a, ok := op.Attr("condition").(*ir.IntegerSetAttr); ok {
		return a.Set
	}
	return nil
}

// isTopLevel reports whether v is defined directly in the body of an affine scope (a
// func.func, the one scope among our ops): an argument of its entry block or a result of
// an op of its body.
func isTopLevel(v *ir.Value) bool {
	b := v.ParentBlock()
	if b == nil {
		return false
	}
	p := b.ParentOp()
	return p != nil && p.Name() == fn.OpFunc
}

// validSymbol is LLVM 19's isValidSymbol for the ops we define: an index value defined at
// the top level of an affine scope, a constant, or a dim of a memref or tensor that is a
// top-level value or whose size there is static. Without affine.for, affine.parallel and
// affine.apply, a valid dimension (isValidDim) is exactly a valid symbol.
func validSymbol(v *ir.Value) bool {
	if !ir.TypeEqual(v.Type(), ir.Index) {
		return false
	}
	if isTopLevel(v) {
		return true
	}
	d := v.DefiningOp()
	if d == nil {
		return false
	}
	if d.HasTrait(ir.TraitConstantLike) {
		return true
	}
	if d.Name() == memref.OpDim || d.Name() == tensor.OpDim {
		return isTopLevel(d.Operand(0)) || staticDim(d)
	}
	return false
}

// staticDim reports whether a dim op reads a static size at a constant index.
func staticDim(d *ir.Operation) bool {
	st, ok := d.Operand(0).Type().(ir.ShapedType)
	c := d.Operand(1).DefiningOp()
	if !ok || c == nil || !c.HasTrait(ir.TraitConstantLike) {
		return false
	}
	ia, _ := c.Attr("value").(*ir.IntegerAttr)
	return ia != nil && ia.Value >= 0 && ia.Value < int64(len(st.Shape())) && st.Shape()[ia.Value] != ir.Dynamic
}

// verifyIf checks the condition, its operand count and that each operand is a valid
// dimension or symbol, with LLVM 19's messages.
func verifyIf(op *ir.Operation) error {
	set := condition(op)
	if set == nil {
		return ir.OpError(op, "requires an integer set attribute named 'condition'")
	}
	if op.NumOperands() != set.NumDims+set.NumSymbols {
		return ir.OpError(op, "operand count and condition integer set dimension and symbol count must match")
	}
	for i, v := range op.Operands() {
		if validSymbol(v) {
			continue
		}
		if i < set.NumDims {
			return ir.OpError(op, "operand cannot be used as a dimension id")
		}
		return ir.OpError(op, "operand cannot be used as a symbol")
	}
	return nil
}

// verifyYield checks the parent and the yielded types with LLVM 19's messages (its own
// verifier, which runs after the terminator-position check).
func verifyYield(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent == nil || parent.Name() != OpIf {
		return ir.OpError(op, "only terminates affine.if/for/parallel regions")
	}
	if parent.NumResults() != op.NumOperands() {
		return ir.OpError(op, "parent of yield must have same number of results as the yield operands")
	}
	for i, t := range op.OperandTypes() {
		if !ir.TypeEqual(t, parent.Result(i).Type()) {
			return ir.OpError(op, "types mismatch between yield op and its parent")
		}
	}
	return nil
}

// simplifyDeadElse erases an else region that holds only its terminator when the op has
// no results (LLVM 19's SimplifyDeadElse).
var simplifyDeadElse = &ir.PatternFunc{Name: "SimplifyDeadElse", RootOp: OpIf,
	Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
		els := op.Region(1)
		if op.NumResults() != 0 || els.Empty() || els.Front().First() != els.Front().Last() {
			return false
		}
		rw.EraseBlock(els.Front())
		return true
	}}

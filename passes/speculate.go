package passes

import (
	"github.com/ascend-toolchain/asc/dialect/affine"
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/dialect/tensor"
	"github.com/ascend-toolchain/asc/ir"
)

// MLIR splits "pure" into free of memory effects and speculatable: an op may only be
// executed where the program would not have run it (hoisted out of a loop that may run
// zero times, moved above a branch) when evaluating it can never trap or hang. Most ops
// with TraitPure are always speculatable; the ones below are MLIR's
// ConditionallySpeculatable ops of this toolchain's dialects, and ops with nested regions
// (scf.if, scf.while, ...) are never speculatable unless listed.

// signedDivision maps the integer divisions that may trap to whether a divisor of -1
// (signed overflow of MIN / -1) also makes them unsafe.
var signedDivision = map[string]bool{arith.OpDivui: false, arith.OpCeildivui: false,
	arith.OpDivsi: true, arith.OpCeildivsi: true}

// Speculation is how IsSpeculatable decides for an op kind beyond TraitPure alone.
type Speculation uint8

const (
	// ByPurity: speculatable exactly when Pure.
	ByPurity Speculation = iota
	// Conditional: MLIR's ConditionallySpeculatable ops with a rule of their own.
	Conditional
	// Recursive: MLIR's RecursivelySpeculatable ops, speculatable when every op nested
	// in them is.
	Recursive
)

// String names the rule as MLIR's interfaces do ("" for ByPurity).
func (s Speculation) String() string {
	return [...]string{"", "conditional", "recursive"}[s]
}

// SpeculationRule is the rule IsSpeculatable applies to op kind name.
func SpeculationRule(name string) Speculation {
	if _, ok := signedDivision[name]; ok {
		return Conditional
	}
	switch name {
	case scf.OpFor, memref.OpDim, tensor.OpDim:
		return Conditional
	case affine.OpIf:
		return Recursive
	}
	return ByPurity
}

// IsSpeculatable is MLIR's isSpeculatable.
func IsSpeculatable(op *ir.Operation) bool {
	if signed, ok := signedDivision[op.Name()]; ok {
		return safeDivisor(op.Operand(1), signed)
	}
	switch op.Name() {
	case scf.OpFor:
		return forSpeculatable(op)
	case memref.OpDim, tensor.OpDim:
		return dimInBounds(op)
	case affine.OpIf:
		return op.IsRegistered() && nestedSpeculatable(op)
	}
	return op.IsRegistered() && op.HasTrait(ir.TraitPure)
}

// IsPure is MLIR's isPure: speculatable and free of memory effects.
func IsPure(op *ir.Operation) bool {
	return ir.IsMemoryEffectFree(op) && IsSpeculatable(op)
}

// safeDivisor reports whether v is a constant (scalar or splat) that is not zero and,
// for signed division, not -1.
func safeDivisor(v *ir.Value, signed bool) bool {
	var x int64
	switch a := ir.ConstantValue(v).(type) {
	case *ir.IntegerAttr:
		x = a.Value
	case *ir.DenseElementsAttr:
		if !a.Splat || len(a.Ints) != 1 {
			return false
		}
		x = a.Ints[0]
	default:
		return false
	}
	return x != 0 && !(signed && x == -1)
}

// forSpeculatable: an scf.for whose step is the constant 1 terminates whatever its
// bounds, so it is speculatable when everything in its body is; any other step (zero,
// negative or unknown) may loop forever, and MLIR does not look further.
func forSpeculatable(op *ir.Operation) bool {
	if c, ok := ir.ConstantValue(op.Operand(2)).(*ir.IntegerAttr); !ok || c.Value != 1 {
		return false
	}
	return nestedSpeculatable(op)
}

// nestedSpeculatable reports whether every op directly in op's regions is speculatable
// (each judged by its own rule, so nested regions are looked into as their ops say).
func nestedSpeculatable(op *ir.Operation) bool {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !IsSpeculatable(o) {
					return false
				}
			}
		}
	}
	return true
}

// dimInBounds: a dim op is speculatable only on a ranked source with a constant index
// below the rank (any other index is undefined behaviour).
func dimInBounds(op *ir.Operation) bool {
	src, ok := op.Operand(0).Type().(ir.ShapedType)
	if !ok || !src.Ranked() {
		return false
	}
	c, ok := ir.ConstantValue(op.Operand(1)).(*ir.IntegerAttr)
	return ok && c.Value >= 0 && c.Value < int64(len(src.Shape()))
}

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

// speculationOf is the one table of the op kinds IsSpeculatable decides by a rule of
// their own: the kind of rule (what SpeculationRule reports) and the rule itself.
func speculationOf(name string) (Speculation, func(*ir.Operation) bool) {
	switch name {
	case arith.OpDivui, arith.OpCeildivui:
		return Conditional, func(op *ir.Operation) bool { return safeDivisor(op.Operand(1), false) }
	case arith.OpDivsi, arith.OpCeildivsi:
		// A divisor of -1 also traps them (signed overflow of MIN / -1).
		return Conditional, func(op *ir.Operation) bool { return safeDivisor(op.Operand(1), true) }
	case scf.OpFor:
		return Conditional, forSpeculatable
	case memref.OpDim, tensor.OpDim:
		return Conditional, dimInBounds
	case affine.OpIf:
		return Recursive, func(op *ir.Operation) bool { return op.IsRegistered() && nestedSpeculatable(op) }
	}
	return ByPurity, func(op *ir.Operation) bool { return op.IsRegistered() && op.HasTrait(ir.TraitPure) }
}

// SpeculationRule is the rule IsSpeculatable applies to op kind name.
func SpeculationRule(name string) Speculation {
	kind, _ := speculationOf(name)
	return kind
}

// IsSpeculatable is MLIR's isSpeculatable.
func IsSpeculatable(op *ir.Operation) bool {
	_, rule := speculationOf(op.Name())
	return rule(op)
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

package ir

// Constants and side effects: what folding, canonicalization and dead-code erasure ask of
// any op, answered from its traits and folder alone.

// Materialize asks op's dialect to build a constant op for attribute a of type t.
func Materialize(b *Builder, op *Operation, a Attribute, t Type) *Operation {
	if dl := op.Info().Dialect; dl != nil && dl.Materialize != nil {
		return dl.Materialize(b, a, t, op.Loc())
	}
	return nil
}

// ConstantOperands returns the constant attribute behind each operand (nil if not constant).
func ConstantOperands(op *Operation) []Attribute {
	out := make([]Attribute, op.NumOperands())
	for i := range out {
		out[i] = ConstantValue(op.Operand(i))
	}
	return out
}

// ConstantValue returns the attribute of a value produced by a constant-like op.
func ConstantValue(v *Value) Attribute {
	def := v.DefiningOp()
	if def == nil || !def.HasTrait(TraitConstantLike) || def.NumResults() != 1 {
		return nil
	}
	if fold := def.Info().Fold; fold != nil {
		if r := fold(def, nil); len(r) == 1 && r[0].Attr != nil {
			return r[0].Attr
		}
		return nil
	}
	return def.Attr("value")
}

// IsTriviallyDead reports whether op has no used results and no side effects.
func IsTriviallyDead(op *Operation) bool {
	return op.UseEmpty() && WouldBeTriviallyDead(op)
}

// WouldBeTriviallyDead reports whether op could be erased were its results unused: it is not
// a terminator or a symbol, and it and (for ops with recursive effects) its nested ops at
// most read memory.
func WouldBeTriviallyDead(op *Operation) bool {
	if !op.IsRegistered() || op.HasTrait(TraitTerminator) || op.HasTrait(TraitSymbol) {
		return false
	}
	return noEffects(op)
}

func noEffects(op *Operation) bool {
	if !op.IsRegistered() {
		return false
	}
	rec := op.HasTrait(TraitRecursiveMemoryEffects)
	if !rec {
		return op.HasTrait(TraitPure) || op.HasTrait(TraitMemRead) || op.HasTrait(TraitAllocatesResults)
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !noEffects(o) {
					return false
				}
			}
		}
	}
	return true
}

// DeclaresMemoryEffects reports whether op states its own memory effects (MLIR's
// MemoryEffectOpInterface), whatever they are. Ops that do not (func.call,
// scf.execute_region, memref.prefetch, emitc ops, unregistered ops) have unknown effects:
// memref.alloca_scope's inliner counts each as a possible stack allocation. Ops whose
// effects are their regions' (TraitRecursiveMemoryEffects) are not asked about here.
func DeclaresMemoryEffects(op *Operation) bool {
	if !op.IsRegistered() {
		return false
	}
	return op.info.EffectTraits != nil ||
		op.HasTrait(TraitPure|TraitMemRead|TraitAllocatesResults|TraitFreesOperand|TraitWritesMemory)
}

// IsMemoryEffectFree reports whether op, and for ops with recursive effects everything
// nested in it, has no memory effect at all (reads included).
func IsMemoryEffectFree(op *Operation) bool {
	if !op.IsRegistered() {
		return false
	}
	if !op.HasTrait(TraitRecursiveMemoryEffects) {
		return op.HasTrait(TraitPure)
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !IsMemoryEffectFree(o) {
					return false
				}
			}
		}
	}
	return true
}

// IsTriviallyDeadIfUnused reports whether op would be dead were its results unused (it has
// no side effects), which is what hoisting and erasure need.
func IsTriviallyDeadIfUnused(op *Operation) bool { return WouldBeTriviallyDead(op) }

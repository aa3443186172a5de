// Package mlirtest defines the part of MLIR's test dialect (`test`, which mlir-opt
// registers) whose meaning upstream MLIR tests rely on: ops declaring memory effects, which
// decide what cse and canonicalize may merge or erase, and a constant op that folders read.
// The test dialect allows unknown operations, so every other `test.*` op parses and stays
// an op of unknown effects, as in mlir-opt.
package mlirtest

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "test"

var anyInteger = opdef.TypeConstraints["AnyInteger"]

// Dialect returns the test dialect with the ops LLVM 19's mlir-opt defines under these
// names, with their operand, result and attribute constraints.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Verbatim: true, AllowUnknownOps: true, Materialize: materialize}
	// A constant of any attribute and type; its folder returns the attribute, and the
	// dialect materializes folded values as test.constant (value kept as a property).
	opdef.Register(d, &opdef.Op{Name: OpConstant, Traits: ir.TraitPure | ir.TraitConstantLike,
		Attrs:   []opdef.Attr{{Name: "value", C: opdef.AnyAttr}},
		Results: []opdef.Operand{{Name: "result", Type: opdef.AnyType}},
		Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			return []ir.FoldResult{{Attr: op.Attr("value")}}
		}})
	// An integer result read from memory: cse merges two with no write between them.
	opdef.Register(d, &opdef.Op{Name: OpMemRead, Traits: ir.TraitMemRead,
		Results: []opdef.Operand{{Name: "result", Type: anyInteger}}})
	// A write to memory with no operands or results.
	opdef.Register(d, &opdef.Op{Name: OpMemWrite, Traits: ir.TraitWritesMemory})
	// One result of any type, effects listed by the instance's `effects` attribute.
	opdef.Register(d, &opdef.Op{Name: OpSideEffectOp,
		Results: []opdef.Operand{{Name: "result", Type: opdef.AnyType}}}).EffectTraits = sideEffectTraits
	// Results named through the op's own hook, as mlir-opt prints them: the first
	// `first`, the ones between the first and the last `middle_results`, the last a
	// numbered group of its own.
	opdef.Register(d, &opdef.Op{Name: OpAsmInterface,
		Results: []opdef.Operand{{Name: "first", Type: opdef.AnyType},
			{Name: "middle_results", Type: opdef.AnyType, Kind: opdef.Variadic}, {Type: opdef.AnyType}},
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
			set(op.Result(0), "first")
			if op.NumResults() > 2 {
				set(op.Result(1), "middle_results")
			}
			set(op.Result(op.NumResults()-1), "")
		}})
	// The terminator upstream tests end test regions with: no operands, no results, no
	// declared effects (a second one in a block is "must be the last operation").
	opdef.Register(d, &opdef.Op{Name: OpFinish, Traits: ir.TraitTerminator})
	return d
}

// materialize builds a test.constant for a folded value.
func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if a == nil {
		return nil
	}
	return b.Create(loc, OpConstant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a})
}

// sideEffectTraits classifies a test.side_effect_op by its `effects` attribute, an array
// of dictionaries whose `effect` is "read", "write", "allocate" or "free" (optionally on
// the op's result, `on_result`, or on a symbol, `on_reference`), as MLIR's cse and dead
// code rules read effects: no effects is pure; only reads is a read, merged with no write
// between; allocations of its own result (and reads) may be erased when unused but are
// never merged; a free or an allocation elsewhere keeps the op but writes nothing; a
// write, or an entry of another shape, may write.
func sideEffectTraits(op *ir.Operation) ir.Trait {
	effects, ok := op.Attr("effects").(*ir.ArrayAttr)
	if !ok {
		return ir.TraitPure
	}
	var reads, ownAllocs, keeps int
	for _, e := range effects.Elems {
		d, ok := e.(*ir.DictAttr)
		if !ok {
			return 0
		}
		kind, _ := d.Get("effect").(*ir.StringAttr)
		switch {
		case kind == nil:
			return 0
		case kind.Value == "read":
			reads++
		case kind.Value == "allocate" && d.Get("on_result") != nil:
			ownAllocs++
		case kind.Value == "allocate" || kind.Value == "free":
			keeps++
		default:
			return 0
		}
	}
	switch {
	case keeps > 0:
		return ir.TraitFreesOperand
	case ownAllocs > 0:
		return ir.TraitAllocatesResults
	case reads > 0:
		return ir.TraitMemRead
	}
	return ir.TraitPure
}

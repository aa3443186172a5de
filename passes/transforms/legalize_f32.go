package transforms

import (
	"strings"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	"github.com/ascend-toolchain/asc/passes"
)

// math-legalize-to-f32 (MLIR 19's pass of that name): a math op on floats narrower than
// f32 (math.fma excepted) is rebuilt on f32, its operands widened by arith.extf and its
// results narrowed back by arith.truncf, both with the `contract` flag. It is a dialect
// conversion in MLIR, and the output keeps that machinery's placement: an operand is
// widened once per value, right after its definition (at the start of its block for a
// block argument, so later ones come first), and nothing is folded or erased.
//
// Its type rule is MLIR 19's as observed: a scalar float narrower than 32 bits other
// than tf32 becomes f32, and a tensor or vector of any float becomes one of f32 (so a
// vector of f64 is "narrowed" by an arith.extf the verifier then rejects, as in MLIR).

func registerLegalizeToF32(r *passes.Registry) {
	r.Register(&passes.Info{Name: "math-legalize-to-f32", Summary: "Legalize floating-point math ops on low-precision floats",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				legalizeToF32(root, ctx)
				return nil
			}), nil
		}})
}

// f32Of returns the type t converts to and whether it differs from t.
func f32Of(t ir.Type) (ir.Type, bool) {
	switch s := t.(type) {
	case *ir.FloatType:
		if s.Width < 32 && s.Name != ir.TF32.Name {
			return ir.F32, true
		}
	case *ir.TensorType, *ir.UnrankedTensorType, *ir.VectorType:
		if _, ok := s.(ir.ShapedType).ElementType().(*ir.FloatType); ok {
			c, _ := opdef.WithElementType(t, ir.F32)
			return c, !ir.TypeEqual(c, t)
		}
	}
	return t, false
}

func needsF32(op *ir.Operation) bool {
	if !strings.HasPrefix(op.Name(), "math.") || op.Name() == math.OpFma {
		return false
	}
	for _, ts := range [][]ir.Type{op.OperandTypes(), op.ResultTypes()} {
		for _, t := range ts {
			if _, changed := f32Of(t); changed {
				return true
			}
		}
	}
	return false
}

// f32Legal says whether the conversion target holds op legal: math ops on types it
// keeps, math.fma, arith.extf and arith.truncf. Every other op is of unknown legality,
// which MLIR's partial conversion still tries to fold.
func f32Legal(op *ir.Operation) bool {
	switch op.Name() {
	case math.OpFma, arith.OpExtf, arith.OpTruncf:
		return true
	}
	return strings.HasPrefix(op.Name(), "math.") && !needsF32(op)
}

func legalizeToF32(root *ir.Operation, ctx *ir.Context) {
	var todo, walk []*ir.Operation
	for _, op := range convertibleOps(root) {
		if !f32Legal(op) {
			walk = append(walk, op)
		}
	}
	// Illegal and unknown ops are folded first, in pre-order; an illegal one that does not
	// fold is rebuilt on f32 below, from the operands the folds left it.
	c := newConversion(ctx)
	// A fold's new constant must be legal too, and no constant op is: only folds to
	// values already there are kept.
	c.constLegal = f32Legal
	for _, op := range walk {
		if !c.fold(op) && needsF32(op) {
			todo = append(todo, op)
		}
	}
	contract := &arith.FlagsAttr{Kind: arith.FastMathNone.Kind, Value: contractBit}
	widened := map[*ir.Value]*ir.Value{}
	b := ir.NewBuilder(ctx)
	widen := func(v *ir.Value, to ir.Type, loc ir.Location) *ir.Value {
		if w, ok := widened[v]; ok {
			return w
		}
		if v.IsBlockArg() {
			b.SetInsertionPointToStart(v.OwnerBlock())
		} else {
			b.SetInsertionPointAfter(v.DefiningOp())
		}
		w := b.Create(loc, arith.OpExtf, []*ir.Value{v}, []ir.Type{to}, ir.NamedAttr{Name: "fastmath", Value: contract}).Result(0)
		widened[v] = w
		return w
	}
	for _, op := range todo {
		var operands []*ir.Value
		for _, v := range c.operands(op) {
			if to, changed := f32Of(v.Type()); changed {
				v = widen(v, to, op.Loc()) // located at its first user, as in MLIR
			}
			operands = append(operands, v)
		}
		var types []ir.Type
		for _, t := range op.ResultTypes() {
			to, _ := f32Of(t)
			types = append(types, to)
		}
		b.SetInsertionPointBefore(op)
		nop := b.CreateState(&ir.OperationState{Info: op.Info(), Loc: op.Loc(), Operands: operands, Types: types, Attrs: op.Attrs()})
		for i, r := range op.Results() {
			nr := nop.Result(i)
			if !ir.TypeEqual(nr.Type(), r.Type()) {
				b.SetInsertionPointBefore(op)
				nr = b.Create(op.Loc(), arith.OpTruncf, []*ir.Value{nr}, []ir.Type{r.Type()}, ir.NamedAttr{Name: "fastmath", Value: contract}).Result(0)
			}
			c.repl[r] = nr
		}
		c.done = append(c.done, op)
	}
	c.finish()
}

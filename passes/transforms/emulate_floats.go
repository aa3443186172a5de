package transforms

import (
	"slices"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// arith-emulate-unsupported-floats (MLIR 19's pass of that name), a dialect conversion
// (see conversion): every arith op other than constant, bitcast, extf and truncf that has
// an operand or result of a source type (a float type, or a vector or tensor of one) is
// rebuilt on the target type. Its operands are widened by `arith.extf ... contract`, once
// per value, right after the value's definition (at the start of its block for a block
// argument, so later ones come first), and each converted result is narrowed back by
// `arith.truncf ... contract`. Ops of other dialects are left alone.

// parsableFloats are the float type names the pass's type options accept in MLIR 19.
var parsableFloats = []string{"f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ",
	"bf16", "f16", "f32", "f64", "f80", "f128"}

func registerEmulateFloats(r *passes.Registry) {
	r.Register(&passes.Info{Name: "arith-emulate-unsupported-floats", Summary: "Emulate operations on unsupported floats with extf/truncf",
		Options: []passes.Option{
			{Name: "source-types", Kind: passes.ListOption, Help: "MLIR types without arithmetic support on a given target"},
			{Name: "target-type", Kind: passes.StringOption, Default: "f32", Help: "MLIR type to convert the unsupported source types to"}},
		New: func(o passes.Options) (passes.Pass, error) {
			var sources []string
			if v, ok := o["source-types"]; ok {
				sources = passes.SplitList(v)
			}
			target := o["target-type"]
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				return emulateFloats(root, ctx, sources, target)
			}), nil
		}})
}

func floatNamed(ctx *ir.Context, name string) *ir.FloatType {
	if !slices.Contains(parsableFloats, name) {
		return nil
	}
	t, err := ir.ParseTypeText(ctx, name)
	if err != nil {
		return nil
	}
	f, _ := t.(*ir.FloatType)
	return f
}

// emulation converts the types of one run.
type emulation struct {
	sources []string // float type names
	target  *ir.FloatType
	widened map[*ir.Value]*ir.Value
}

func emulateFloats(root *ir.Operation, ctx *ir.Context, sourceNames []string, targetName string) error {
	target := floatNamed(ctx, strings.TrimSpace(targetName))
	if target == nil {
		return ir.Errorf(ir.Unknown, "could not map target type '%s' to a known floating-point type", targetName)
	}
	em := &emulation{target: target, widened: map[*ir.Value]*ir.Value{}}
	for _, s := range sourceNames {
		f := floatNamed(ctx, s)
		if f == nil {
			return ir.Errorf(ir.Unknown, "could not map source type '%s' to a known floating-point type", s)
		}
		em.sources = append(em.sources, f.Name)
	}
	if slices.Contains(em.sources, target.Name) {
		return ir.Errorf(ir.Unknown, "target type cannot be an unsupported source type")
	}
	var todo []*ir.Operation
	root.Walk(func(op *ir.Operation) bool {
		if op != root && em.illegal(op) {
			todo = append(todo, op)
		}
		return true
	})
	c := newConversion(ctx)
	for _, op := range todo {
		if !c.fold(op) {
			em.rebuild(c, op)
		}
	}
	c.finish()
	return nil
}

// convert returns the type t becomes and whether it changes.
func (em *emulation) convert(t ir.Type) (ir.Type, bool) {
	if f, ok := elemOf(t).(*ir.FloatType); ok && slices.Contains(em.sources, f.Name) {
		switch t.(type) {
		case *ir.FloatType, *ir.VectorType, *ir.TensorType, *ir.UnrankedTensorType:
			return withElem(t, em.target), true
		}
	}
	return t, false
}

func (em *emulation) illegal(op *ir.Operation) bool {
	if op.Info().Dialect == nil || op.Info().Dialect.Name != "arith" {
		return false
	}
	switch op.Name() {
	case arith.OpConstant, arith.OpBitcast, arith.OpExtf, arith.OpTruncf:
		return false
	}
	for _, ts := range [][]ir.Type{op.OperandTypes(), op.ResultTypes()} {
		for _, t := range ts {
			if _, changed := em.convert(t); changed {
				return true
			}
		}
	}
	return false
}

func contractFlags() ir.NamedAttr {
	return ir.NamedAttr{Name: "fastmath", Value: &arith.FlagsAttr{Kind: arith.FastMathNone.Kind, Value: contractBit}}
}

// widen returns v extended to the target type, built once per value.
func (em *emulation) widen(b *ir.Builder, v *ir.Value, to ir.Type, loc ir.Location) *ir.Value {
	if w, ok := em.widened[v]; ok {
		return w
	}
	if v.IsBlockArg() {
		b.SetInsertionPointToStart(v.OwnerBlock())
	} else {
		b.SetInsertionPointAfter(v.DefiningOp())
	}
	w := b.Create(loc, arith.OpExtf, []*ir.Value{v}, []ir.Type{to}, contractFlags()).Result(0)
	em.widened[v] = w
	return w
}

func (em *emulation) rebuild(c *conversion, op *ir.Operation) {
	var operands []*ir.Value
	for _, v := range c.operands(op) {
		if to, changed := em.convert(v.Type()); changed {
			v = em.widen(c.b, v, to, op.Loc()) // located at its first user, as in MLIR
		}
		operands = append(operands, v)
	}
	var types []ir.Type
	for _, t := range op.ResultTypes() {
		to, _ := em.convert(t)
		types = append(types, to)
	}
	c.b.SetInsertionPointBefore(op)
	nop := c.b.CreateState(&ir.OperationState{Info: op.Info(), Loc: op.Loc(), Operands: operands, Types: types, Attrs: op.Attrs()})
	res := make([]*ir.Value, op.NumResults())
	for i, r := range op.Results() {
		res[i] = nop.Result(i)
		if !ir.TypeEqual(types[i], r.Type()) {
			res[i] = c.b.Create(op.Loc(), arith.OpTruncf, []*ir.Value{res[i]}, []ir.Type{r.Type()}, contractFlags()).Result(0)
		}
	}
	c.replace(op, res)
}

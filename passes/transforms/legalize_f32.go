package transforms

import (
	"slices"
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

// f32Legalizer is the state of one legalizeToF32 run: the conversion, and the f32
// widenings made so far (one per value, reused by every user).
type f32Legalizer struct {
	c        *conversion
	b        *ir.Builder
	contract *arith.FlagsAttr
	widened  map[*ir.Value]*ir.Value
	// dropped holds the widenings of operands a folded op drops, true once an attempt
	// touched them (see attempts in legalizeToF32).
	dropped map[*ir.Value]bool
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
	// folded[op] is, for an op of unknown legality the conversion pattern rewrites (see
	// foldsConverted), the operand each result becomes before it is narrowed back.
	folded := map[*ir.Operation][]int{}
	// attempts are the ops of unknown legality the pattern fails on: it is undone, but an
	// operand widening it used that only a folded op's dropped operand made stays (MLIR
	// 19 erases such a widening at the end only when no attempt touched it).
	attempts := map[*ir.Operation]bool{}
	for _, op := range walk {
		if c.fold(op) {
			continue
		}
		if needsF32(op) {
			todo = append(todo, op)
		} else if vs := foldsConverted(c, op); vs != nil {
			folded[op] = vs
			todo = append(todo, op)
		} else if !strings.HasPrefix(op.Name(), "math.") && typesConvert(op) {
			attempts[op] = true
			todo = append(todo, op)
		}
	}
	l := &f32Legalizer{c: c, b: ir.NewBuilder(ctx), contract: &arith.FlagsAttr{Kind: arith.FastMathNone.Kind, Value: contractBit},
		widened: map[*ir.Value]*ir.Value{}, dropped: map[*ir.Value]bool{}}
	for _, op := range todo {
		switch {
		case attempts[op]:
			for _, v := range c.operands(op) {
				if _, isDropped := l.dropped[l.widened[v]]; isDropped {
					l.dropped[l.widened[v]] = true
				}
			}
		case folded[op] != nil:
			l.rebuildFolded(op, folded[op])
		default:
			l.rebuild(op)
		}
	}
	c.finish()
	for w, touched := range l.dropped {
		if !touched && !w.HasUses() {
			w.DefiningOp().Erase()
		}
	}
}

// widen returns v extended to type to, made once per value right after its definition.
func (l *f32Legalizer) widen(v *ir.Value, to ir.Type, loc ir.Location) *ir.Value {
	if w, ok := l.widened[v]; ok {
		return w
	}
	if v.IsBlockArg() {
		l.b.SetInsertionPointToStart(v.OwnerBlock())
	} else {
		l.b.SetInsertionPointAfter(v.DefiningOp())
	}
	w := l.b.Create(loc, arith.OpExtf, []*ir.Value{v}, []ir.Type{to}, ir.NamedAttr{Name: "fastmath", Value: l.contract}).Result(0)
	l.widened[v] = w
	return w
}

// narrow truncates v back to type t before op when the types differ.
func (l *f32Legalizer) narrow(op *ir.Operation, v *ir.Value, t ir.Type) *ir.Value {
	if ir.TypeEqual(v.Type(), t) {
		return v
	}
	l.b.SetInsertionPointBefore(op)
	return l.b.Create(op.Loc(), arith.OpTruncf, []*ir.Value{v}, []ir.Type{t}, ir.NamedAttr{Name: "fastmath", Value: l.contract}).Result(0)
}

// rebuildFolded replaces an op of unknown legality that folds once converted: each
// result becomes the widened operand idx names, narrowed back. Every operand is widened
// first, those the fold drops too.
func (l *f32Legalizer) rebuildFolded(op *ir.Operation, idx []int) {
	ops := l.c.operands(op)
	for i, v := range ops {
		if to, changed := f32Of(v.Type()); changed {
			if _, had := l.widened[v]; !had && !slices.ContainsFunc(idx, func(j int) bool { return ops[j] == ops[i] }) {
				l.dropped[l.widen(v, to, op.Loc())] = false
			} else {
				l.widen(v, to, op.Loc())
			}
		}
	}
	for i, r := range op.Results() {
		v := ops[idx[i]]
		if to, changed := f32Of(v.Type()); changed {
			v = l.widen(v, to, op.Loc())
		}
		l.c.repl[r] = l.narrow(op, v, r.Type())
	}
	l.c.done = append(l.c.done, op)
}

// rebuild makes op again on f32 operands and results, narrowing its results back.
func (l *f32Legalizer) rebuild(op *ir.Operation) {
	var operands []*ir.Value
	for _, v := range l.c.operands(op) {
		if to, changed := f32Of(v.Type()); changed {
			v = l.widen(v, to, op.Loc()) // located at its first user, as in MLIR
		}
		operands = append(operands, v)
	}
	var types []ir.Type
	for _, t := range op.ResultTypes() {
		to, _ := f32Of(t)
		types = append(types, to)
	}
	l.b.SetInsertionPointBefore(op)
	nop := l.b.CreateState(&ir.OperationState{Info: op.Info(), Loc: op.Loc(), Operands: operands, Types: types, Attrs: op.Attrs()})
	for i, r := range op.Results() {
		l.c.repl[r] = l.narrow(op, nop.Result(i), r.Type())
	}
	l.c.done = append(l.c.done, op)
}

// typesConvert reports whether the type converter changes a type of op's operands or
// results (MLIR's TypeConverter::isLegal(op) is false).
func typesConvert(op *ir.Operation) bool {
	for _, ts := range [][]ir.Type{op.OperandTypes(), op.ResultTypes()} {
		for _, t := range ts {
			if _, changed := f32Of(t); changed {
				return true
			}
		}
	}
	return false
}

// foldsConverted tells what MLIR 19's conversion pattern makes of op, an op of unknown
// legality (not math, not extf/truncf) that did not fold. The pattern matches any op:
// it rebuilds op on the converted operand and result types, and the driver must then
// legalize the rebuilt op, which for an op of unknown legality can only be a fold (the
// pattern may not apply to its own output); otherwise the rewrite is undone. The rebuilt
// op folds where the conversion made it an identity (arith.bitcast bf16 -> f16 becomes
// f32 -> f32, which every cast folds away) or where operands an earlier fold replaced
// became one value. It returns, per result, the operand (as the conversion maps it) the
// rebuilt op folds to (by its index), or nil when the rewrite is undone. The rebuilt op is folded on
// stand-ins for the widened operands (one per value, as the conversion widens each value
// once); they are no constants, as the arith.extf widening them is none. Ops with regions
// or successors are left alone: the pattern rebuilds them without either.
func foldsConverted(c *conversion, op *ir.Operation) []int {
	if op.NumRegions() > 0 || op.NumSuccessors() > 0 || op.NumResults() == 0 {
		return nil
	}
	changes := false
	var types []ir.Type
	for _, t := range op.ResultTypes() {
		to, changed := f32Of(t)
		changes = changes || changed
		types = append(types, to)
	}
	scratch := ir.NewBlock()
	stand := map[*ir.Value]*ir.Value{}
	orig := map[*ir.Value]int{}
	var operands []*ir.Value
	for i, v := range c.operands(op) {
		if to, changed := f32Of(v.Type()); changed {
			changes = true
			s, ok := stand[v]
			if !ok {
				s = scratch.AddArg(to, op.Loc())
				stand[v], orig[s] = s, i
			}
			v = s
		}
		operands = append(operands, v)
	}
	if !changes {
		return nil
	}
	c.b.SetInsertionPointToEnd(scratch)
	nop := c.b.CreateState(&ir.OperationState{Info: op.Info(), Loc: op.Loc(), Operands: operands, Types: types, Attrs: op.Attrs()})
	defer nop.Erase()
	res, ok := passes.FoldOp(nop, c.b)
	for tries := 0; ok && len(res) == 0 && tries < 4; tries++ {
		res, ok = passes.FoldOp(nop, c.b)
	}
	if !ok || len(res) != nop.NumResults() {
		return nil
	}
	idx := make([]int, len(res))
	for i, r := range res {
		j, ok := orig[r.Value]
		if !ok {
			return nil
		}
		idx[i] = j
	}
	return idx
}

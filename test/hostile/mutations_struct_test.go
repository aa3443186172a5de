package hostile

import (
	"math"
	"math/rand/v2"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// Structural mutations: regions, terminators, op order, function signatures and loops.
func irStructMutations() []mutation {
	return []mutation{
		{name: "empty-region", ir: emptyRegion},
		{name: "swap-ops", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, func(o *ir.Operation) bool { return o.Prev() != nil })
			if op == nil {
				return false
			}
			op.MoveBefore(op.Prev())
			return true
		}},
		{name: "hoist-out-of-region", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, func(o *ir.Operation) bool {
				p := o.ParentOp()
				return p != nil && p != m && p.Block() != nil && p.ParentOp() != m
			})
			if op == nil {
				return false
			}
			op.MoveBefore(op.ParentOp())
			return true
		}},
		{name: "delete-terminator", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, func(o *ir.Operation) bool { return o.Next() == nil && o.UseEmpty() && o.ParentOp() != m })
			if op == nil {
				return false
			}
			op.Erase()
			return true
		}},
		{name: "delete-op", ir: deleteOp},
		{name: "duplicate-op", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			op := pickOp(r, m, func(o *ir.Operation) bool { return o.ParentOp() != m })
			if op == nil {
				return false
			}
			c := op.Clone(nil)
			c.MoveBefore(op)
			return true
		}},
		{name: "delete-func-arg", ir: deleteFuncArg},
		{name: "loop-step", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			return setLoopBound(r, m, 2, []int64{0, -1, -8, math.MinInt32})
		}},
		{name: "trip-count", ir: func(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
			if r.IntN(2) == 0 {
				return setLoopBound(r, m, 1, []int64{1 << 40, math.MaxInt32, math.MaxInt64})
			}
			return setLoopBound(r, m, 0, []int64{-(1 << 40), math.MinInt32, math.MinInt64})
		}},
	}
}

// emptyRegion empties one region: its blocks go, or its entry block's ops do.
func emptyRegion(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
	op := pickOp(r, m, func(o *ir.Operation) bool {
		for _, reg := range o.Regions() {
			if !reg.Empty() {
				return true
			}
		}
		return false
	})
	if op == nil {
		return false
	}
	var regs []*ir.Region
	for _, reg := range op.Regions() {
		if !reg.Empty() {
			regs = append(regs, reg)
		}
	}
	reg := pick(r, regs)
	if r.IntN(2) == 0 {
		for _, b := range reg.Blocks() {
			dropBlock(b)
			reg.RemoveBlock(b)
		}
		return true
	}
	dropBlock(reg.Front())
	return true
}

// dropBlock removes every op of b, whatever still uses their results (the uses go too:
// DropAllReferences before any op is unlinked).
func dropBlock(b *ir.Block) {
	ops := b.Ops()
	for _, op := range ops {
		op.DropAllReferences()
	}
	for _, op := range ops {
		for _, v := range op.Results() {
			for _, u := range v.Uses() {
				u.Set(nil)
			}
		}
		op.Remove()
	}
}

// deleteOp deletes an op, its results' uses rewired to other values in scope (of any
// type); an op whose results have uses but nothing to rewire them to is left alone.
func deleteOp(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
	op := pickOp(r, m, func(o *ir.Operation) bool { return o.ParentOp() != m })
	if op == nil {
		return false
	}
	vs := inScope(op)
	for _, res := range op.Results() {
		if res.HasUses() {
			if len(vs) == 0 {
				return false
			}
			res.ReplaceAllUsesWith(pick(r, vs))
		}
	}
	op.Erase()
	return true
}

// deleteFuncArg removes a parameter of a function, from its entry block, its
// function_type and its arg_attrs; uses of it are rewired to another parameter.
func deleteFuncArg(r *rand.Rand, _ *ir.Context, m *ir.Operation) bool {
	f := pickOp(r, m, func(o *ir.Operation) bool {
		return o.Name() == fn.OpFunc && o.NumRegions() == 1 && !o.Region(0).Empty() && o.Region(0).Front().NumArgs() > 0
	})
	if f == nil {
		return false
	}
	b := f.Region(0).Front()
	i := r.IntN(b.NumArgs())
	if a := b.Arg(i); a.HasUses() {
		if b.NumArgs() < 2 {
			return false
		}
		a.ReplaceAllUsesWith(b.Arg((i + 1) % b.NumArgs()))
	}
	b.EraseArg(i)
	if ta, ok := f.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := ta.Type.(*ir.FunctionType); ok && i < len(ft.Inputs) {
			in := append(append([]ir.Type{}, ft.Inputs[:i]...), ft.Inputs[i+1:]...)
			f.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: in, Results: ft.Results}})
		}
	}
	if aa, ok := f.Attr("arg_attrs").(*ir.ArrayAttr); ok && i < len(aa.Elems) {
		es := append(append([]ir.Attribute{}, aa.Elems[:i]...), aa.Elems[i+1:]...)
		f.SetAttr("arg_attrs", &ir.ArrayAttr{Elems: es})
	}
	return true
}

// setLoopBound gives operand k of an scf.for (0 lower bound, 1 upper bound, 2 step) a new
// constant of its type, cloned from a constant of that type in the module.
func setLoopBound(r *rand.Rand, m *ir.Operation, k int, vals []int64) bool {
	loop := pickOp(r, m, func(o *ir.Operation) bool { return o.Name() == scf.OpFor && o.NumOperands() > k })
	if loop == nil {
		return false
	}
	t := loop.Operand(k).Type()
	var proto *ir.Operation
	m.Walk(func(o *ir.Operation) bool {
		if proto == nil && o.Name() == arith.OpConstant && o.NumResults() == 1 && ir.TypeEqual(o.Result(0).Type(), t) {
			if _, ok := o.Attr("value").(*ir.IntegerAttr); ok {
				proto = o
			}
		}
		return proto == nil
	})
	if proto == nil {
		return false
	}
	v := pick(r, vals)
	if it, ok := t.(*ir.IntegerType); ok && it.Width < 64 {
		v = max(min(v, int64(1)<<(it.Width-1)-1), -int64(1)<<(it.Width-1))
	}
	c := proto.Clone(nil)
	c.SetAttr("value", &ir.IntegerAttr{Type: t, Value: v})
	c.MoveBefore(loop)
	loop.SetOperand(k, c.Result(0))
	return true
}

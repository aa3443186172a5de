package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// form-expressions (MLIR 19's EmitC pass of that name): every single-result op modelling a
// C operator is wrapped in its own emitc.expression, then the greedy driver folds each
// expression whose only use is inside another expression into that one, unless it has
// side effects or its value has its address taken. Everything else the greedy driver does
// (folding, constant hoisting, region simplification) happens too, as in MLIR.

func registerFormExpressions(r *passes.Registry) {
	r.Register(&passes.Info{Name: "form-expressions", Summary: "Form C-style expressions from C-operator ops",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				wrapCExpressions(root, ctx)
				pats := []ir.Pattern{&ir.PatternFunc{Name: "FoldExpressionOp", RootOp: emitc.OpExpression, Rewrite: foldExpressionOperands}}
				passes.ApplyPatternsGreedily(ctx, root, pats, bottomUpConfig())
				return nil
			}), nil
		}})
}

// wrapCExpressions visits ops in post-order, outside any expression, and moves each
// single-result C operator into a new expression placed right after it.
func wrapCExpressions(root *ir.Operation, ctx *ir.Context) {
	var todo []*ir.Operation
	root.WalkPost(func(op *ir.Operation) {
		if emitc.IsCExpression(op.Name()) && op.NumResults() == 1 && op.ParentOfName(emitc.OpExpression) == nil {
			todo = append(todo, op)
		}
	})
	b := ir.NewBuilder(ctx)
	for _, op := range todo {
		res := op.Result(0)
		st := &ir.OperationState{Name: emitc.OpExpression, Loc: op.Loc(), Types: []ir.Type{res.Type()}}
		body := ir.NewBlock()
		st.AddRegion().AddBlock(body)
		b.SetInsertionPointAfter(op)
		expr := b.CreateState(st)
		res.ReplaceAllUsesWith(expr.Result(0))
		b.SetInsertionPointToEnd(body)
		yield := b.Create(op.Loc(), emitc.OpYield, []*ir.Value{res}, nil)
		op.MoveBefore(yield)
	}
}

// foldExpressionOperands clones, into expr, every single-use expression free of side
// effects that one of its ops uses (except the operand of an address-of apply), before
// that op, and replaces the used expression by the clone of its root.
func foldExpressionOperands(expr *ir.Operation, rw *ir.Rewriter) bool {
	folded := false
	body := expr.Region(0).Front()
	for op := body.First(); op != nil && op != body.Terminator(); {
		next := op.Next()
		if isApply(op, "&") {
			op = next
			continue
		}
		for i := 0; i < op.NumOperands(); i++ {
			used := op.Operand(i).DefiningOp()
			if used == nil || used.Name() != emitc.OpExpression || !used.Result(0).HasOneUse() || expressionHasSideEffects(used) {
				continue
			}
			rw.SetInsertionPointBefore(op)
			m := map[*ir.Value]*ir.Value{}
			ub := used.Region(0).Front()
			for c := ub.First(); c != nil && c != ub.Terminator(); c = c.Next() {
				rw.Clone(c, m)
			}
			rootVal := ub.Terminator().Operand(0)
			rw.ReplaceOp(used, []*ir.Value{m[rootVal]})
			folded = true
		}
		op = next
	}
	return folded
}

func isApply(op *ir.Operation, operator string) bool {
	if op.Name() != emitc.OpApply {
		return false
	}
	s, _ := op.Attr("applicableOperator").(*ir.StringAttr)
	return s != nil && s.Value == operator
}

// expressionHasSideEffects is MLIR's ExpressionOp::hasSideEffects: calls are assumed to
// touch memory, a dereference reads it, and an operand that is a variable may have been
// assigned.
func expressionHasSideEffects(expr *ir.Operation) bool {
	body := expr.Region(0).Front()
	for op := body.First(); op != nil && op != body.Terminator(); op = op.Next() {
		if op.Name() == emitc.OpCallOpaque {
			return true
		}
		if op.Name() == emitc.OpApply {
			if isApply(op, "*") {
				return true
			}
			continue
		}
		for _, v := range op.Operands() {
			if d := v.DefiningOp(); d != nil && d.Name() == emitc.OpVariable {
				return true
			}
		}
	}
	return false
}

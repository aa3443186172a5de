package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// remove-dead-values (MLIR 19's pass of that name) erases what no live value depends on:
// pure ops whose results are dead, dead arguments and results of non-public functions
// (and the matching operands and results of every call), and dead results, iteration
// values, region arguments and yielded values of region-branch ops. Liveness is the
// backward analysis of remove_dead_values_liveness.go. The pass refuses IR it cannot
// follow (symbols other than functions, symbol users other than calls, branch ops): it
// reports an error on the first such op and leaves the IR alone, yet succeeds, as
// mlir-opt does. Where MLIR 19 leaves a use without a value (its cleanup dropping a value
// an op it keeps still reads), the verifier's "null operand found" is the result here
// too, never a silently broken module.

func registerRemoveDeadValues(r *passes.Registry) {
	r.Register(&passes.Info{Name: "remove-dead-values", Summary: "Remove dead values",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(removeDeadValues), nil
		}})
}

const rdvRefusal = "cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops\n"

func removeDeadValues(root *ir.Operation, ctx *ir.Context) error {
	// The analysis runs first, as in MLIR, whose constant folding may leave a cast
	// folded even in IR the pass then refuses.
	a, err := analyzeLiveness(root, ctx)
	if err != nil {
		return err
	}
	if bad := rdvUnsupported(root); bad != nil {
		d := ir.Errorf(bad.Loc(), "%s", rdvRefusal).AtOp(bad)
		ir.AttachOpNotes(d, false)
		ctx.Emit(d)
		return nil
	}
	c := &rdvCleaner{a: a, root: root, ctx: ctx, erased: map[*ir.Operation]bool{}}
	var order []*ir.Operation
	root.WalkPost(func(op *ir.Operation) {
		if op != root {
			order = append(order, op)
		}
	})
	for _, op := range order {
		if !c.erased[op] {
			c.clean(op)
		}
	}
	return nullOperand(root)
}

// rdvUnsupported is the first op, in post-order, the pass cannot follow.
func rdvUnsupported(root *ir.Operation) *ir.Operation {
	var bad *ir.Operation
	root.WalkPost(func(op *ir.Operation) {
		if bad != nil {
			return
		}
		if ir.IsBranch(op) || symbolUserNotCall(op) || (isSymbolOp(op) && !isFunctionOp(op)) {
			bad = op
		}
	})
	return bad
}

// isSymbolOp: an unnamed builtin.module is no symbol here (mlir-opt cleans inside one).
func isSymbolOp(op *ir.Operation) bool {
	if op.HasTrait(ir.TraitOptionalSymbol) {
		return op.Attr("sym_name") != nil
	}
	return op.HasTrait(ir.TraitSymbol)
}

func isFunctionOp(op *ir.Operation) bool {
	return op.Name() == fn.OpFunc || op.Name() == emitc.OpFunc
}

// symbolUserNotCall reports the ops with MLIR's SymbolUserOpInterface that are not
// calls (mlir-opt 19 accepts func.constant).
func symbolUserNotCall(op *ir.Operation) bool {
	switch op.Name() {
	case memref.OpGetGlobal, emitc.OpGetGlobal:
		return op.IsRegistered()
	}
	return false
}

// nullOperand reports an op left reading a dropped value, as MLIR's verifier does.
func nullOperand(root *ir.Operation) error {
	var err error
	root.Walk(func(op *ir.Operation) bool {
		for _, v := range op.Operands() {
			if v == nil && err == nil {
				d := ir.Errorf(op.Loc(), "null operand found").AtOp(op)
				ir.AttachOpNotes(d, false)
				err = d
			}
		}
		return err == nil
	})
	return err
}

type rdvCleaner struct {
	a      *rdvLiveness
	root   *ir.Operation
	ctx    *ir.Context
	erased map[*ir.Operation]bool
	calls  map[*ir.Operation][]*ir.Operation // callee: its calls (see callsOf)
}

func (c *rdvCleaner) clean(op *ir.Operation) {
	switch {
	case funcLike(op):
		c.cleanFunc(op)
	case isRegionBranch(op):
		c.cleanRegionBranch(op)
	case op.HasTrait(ir.TraitTerminator), isCallOp(op):
		// Terminators change with their parent op, calls with their callee.
	default:
		if ir.IsMemoryEffectFree(op) && !c.a.keepAny(op.Results()) {
			c.erase(op)
		}
	}
}

// erase removes op, dropping the uses of its results (their users are dead too, or
// have the matching operand removed later).
func (c *rdvCleaner) erase(op *ir.Operation) {
	for _, r := range op.Results() {
		dropUses(r)
	}
	op.Walk(func(o *ir.Operation) bool {
		c.erased[o] = true
		return true
	})
	op.Erase()
}

func dropUses(v *ir.Value) {
	for v.FirstUse() != nil {
		v.FirstUse().Set(nil)
	}
}

// eraseOperands removes the operands of op whose bit in drop is set.
func eraseOperands(op *ir.Operation, drop []bool) {
	var keep []*ir.Value
	changed := false
	for i, v := range op.Operands() {
		if i < len(drop) && drop[i] {
			changed = true
			continue
		}
		keep = append(keep, v)
	}
	if changed {
		op.SetOperands(keep)
	}
}

// eraseArgs removes the arguments of b whose bit in drop is set, dropping their uses.
func eraseArgs(b *ir.Block, drop []bool) {
	for i := len(drop) - 1; i >= 0; i-- {
		if drop[i] && i < b.NumArgs() {
			dropUses(b.Arg(i))
			b.EraseArg(i)
		}
	}
}

// withoutResults replaces op by a copy without the results whose bit in drop is set,
// moving its regions over; uses of the dropped results are dropped.
func (c *rdvCleaner) withoutResults(op *ir.Operation, drop []bool) *ir.Operation {
	dropped := false
	for _, d := range drop {
		dropped = dropped || d
	}
	if !dropped {
		return op
	}
	var types []ir.Type
	for i, r := range op.Results() {
		if !drop[i] {
			types = append(types, r.Type())
		}
	}
	st := &ir.OperationState{Name: op.Name(), Info: op.Info(), Loc: op.Loc(), Operands: op.Operands(),
		Types: types, Attrs: op.Attrs(), Props: unregisteredProps(op)}
	repl := c.ctx.CreateOp(st)
	for _, r := range op.Regions() {
		repl.AddRegion().TakeBody(r)
	}
	repl.MoveBefore(op)
	j := 0
	for i, r := range op.Results() {
		if drop[i] {
			dropUses(r)
			continue
		}
		r.ReplaceAllUsesWith(repl.Result(j))
		j++
	}
	c.erase(op)
	return repl
}

func unregisteredProps(op *ir.Operation) ir.Attribute {
	if op.IsRegistered() {
		return nil
	}
	return op.Props()
}

func not(bs []bool) []bool {
	out := make([]bool, len(bs))
	for i, b := range bs {
		out[i] = !b
	}
	return out
}

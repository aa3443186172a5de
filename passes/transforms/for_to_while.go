package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// scf-for-to-while (MLIR 19's pass of that name) rewrites every scf.for as an scf.while
// carrying the induction variable first, then the iteration arguments: the before region
// compares the variable with the upper bound (cmpi slt, whatever the type) and forwards
// all values; the after region is the loop body with the increment (addi of the step)
// built first and prepended to the yielded values. The for's attributes go to the while.
// It runs in the greedy driver, so what that driver does (folding, hoisting and merging
// constants, erasing dead ops) happens too, as in MLIR.

func registerForToWhile(r *passes.Registry) {
	r.Register(&passes.Info{Name: "scf-for-to-while", Summary: "Convert SCF for loops to SCF while loops",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				pats := []ir.Pattern{&ir.PatternFunc{Name: "ForLoopLoweringPattern", RootOp: scf.OpFor, Rewrite: forToWhile}}
				passes.ApplyPatternsGreedily(ctx, root, pats, bottomUpConfig())
				return nil
			}), nil
		}})
}

func forToWhile(op *ir.Operation, rw *ir.Rewriter) bool {
	if op.NumRegions() != 1 || op.Region(0).Empty() || op.NumOperands() < 3 {
		return false
	}
	body := op.Region(0).Front()
	iv := body.Arg(0)
	inits := op.Operands()[3:]
	types := []ir.Type{iv.Type()}
	locs := []ir.Location{valueLoc(iv)}
	for _, v := range inits {
		types = append(types, v.Type())
		locs = append(locs, valueLoc(v))
	}
	loc := op.Loc()
	rw.SetInsertionPointBefore(op)
	st := &ir.OperationState{Name: scf.OpWhile, Loc: loc, Operands: append([]*ir.Value{op.Operand(0)}, inits...),
		Types: types, Attrs: op.Attrs()}
	before, after := ir.NewBlock(), ir.NewBlock()
	for i, t := range types {
		before.AddArg(t, locs[i])
		after.AddArg(t, locs[i])
	}
	st.AddRegion().AddBlock(before)
	st.AddRegion().AddBlock(after)
	while := rw.CreateState(st)

	rw.SetInsertionPointToEnd(before)
	e := emitter{b: &rw.Builder, loc: loc}
	cond := e.cmpi("slt", before.Arg(0), op.Operand(1))
	rw.Create(loc, scf.OpCondition, append([]*ir.Value{cond}, before.Args()...), nil)

	rw.SetInsertionPointToEnd(after)
	inc := e.bin(arith.OpAddi, after.Arg(0), op.Operand(2))
	rw.MergeBlocks(body, after, after.Args())
	if y := after.Last(); y != nil && y.Name() == scf.OpYield {
		rw.ModifyInPlace(y, func() { y.SetOperands(append([]*ir.Value{inc}, y.Operands()...)) })
	}
	rw.ReplaceOp(op, while.Results()[1:])
	return true
}

package arith

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// constOperand returns the integer constant behind a value.
func constOperand(v *ir.Value) (int64, bool) {
	a := passes.ConstantValue(v)
	if a == nil {
		return 0, false
	}
	x, _, ok := intOf(a)
	return x, ok
}

// defOf returns v's defining op when it is named name and v has a single use (MLIR's
// reassociation patterns only fire when they do not duplicate work).
func defOf(v *ir.Value, name string) *ir.Operation {
	d := v.DefiningOp()
	if d == nil || d.Name() != name {
		return nil
	}
	return d
}

func newConst(rw *ir.Rewriter, loc ir.Location, t ir.Type, v int64) *ir.Value {
	c := rw.Create(loc, "arith.constant", nil, []ir.Type{t},
		ir.NamedAttr{Name: "value", Value: &ir.IntegerAttr{Type: t, Value: ir.TruncInt(v, width(t), false)}})
	return c.Result(0)
}

func replaceWithBinary(rw *ir.Rewriter, op *ir.Operation, name string, x, y *ir.Value) {
	attrs := []ir.NamedAttr{}
	if name == "arith.addi" || name == "arith.subi" || name == "arith.muli" {
		attrs = append(attrs, ir.NamedAttr{Name: "overflowFlags", Value: OverflowNone})
	}
	n := rw.Create(op.Loc(), name, []*ir.Value{x, y}, []ir.Type{op.Result(0).Type()}, attrs...)
	rw.ReplaceOp(op, n.Results())
}

// reassoc builds "(x inner c0) outer c1 -> x new (c0 f c1)" style patterns on scalars.
func reassoc(root, inner string, rewrite func(rw *ir.Rewriter, op, def *ir.Operation, c0, c1 int64) bool) passes.Pattern {
	return &passes.PatternFunc{Name: root + "/" + inner, RootOp: root, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			if _, scalar := op.Result(0).Type().(*ir.VectorType); scalar {
				return false
			}
			c1, ok := constOperand(op.Operand(1))
			if !ok {
				return false
			}
			def := defOf(op.Operand(0), inner)
			if def == nil {
				return false
			}
			c0, ok := constOperand(def.Operand(1))
			if !ok {
				// subi(c0, x) forms put the constant on the left.
				if c0l, okl := constOperand(def.Operand(0)); okl && inner == "arith.subi" {
					return rewrite(rw, op, def, c0l, c1)
				}
				return false
			}
			return rewrite(rw, op, def, c0, c1)
		}}
}

func attachPatterns(d *ir.Dialect) {
	pats := []passes.Pattern{
		// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
		reassoc("arith.addi", "arith.addi", func(rw *ir.Rewriter, op, def *ir.Operation, c0, c1 int64) bool {
			t := op.Result(0).Type()
			replaceWithBinary(rw, op, "arith.addi", def.Operand(0), newConst(rw, op.Loc(), t, c0+c1))
			return true
		}),
		// addi(subi(x, c0), c1) -> addi(x, c1 - c0); addi(subi(c0, x), c1) -> subi(c0 + c1, x)
		reassoc("arith.addi", "arith.subi", func(rw *ir.Rewriter, op, def *ir.Operation, c0, c1 int64) bool {
			t := op.Result(0).Type()
			if _, lhsConst := constOperand(def.Operand(0)); lhsConst {
				replaceWithBinary(rw, op, "arith.subi", newConst(rw, op.Loc(), t, c0+c1), def.Operand(1))
				return true
			}
			replaceWithBinary(rw, op, "arith.addi", def.Operand(0), newConst(rw, op.Loc(), t, c1-c0))
			return true
		}),
		// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
		reassoc("arith.subi", "arith.addi", func(rw *ir.Rewriter, op, def *ir.Operation, c0, c1 int64) bool {
			t := op.Result(0).Type()
			replaceWithBinary(rw, op, "arith.addi", def.Operand(0), newConst(rw, op.Loc(), t, c0-c1))
			return true
		}),
		// subi(subi(x, c0), c1) -> subi(x, c0 + c1); subi(subi(c0, x), c1) -> subi(c0 - c1, x)
		reassoc("arith.subi", "arith.subi", func(rw *ir.Rewriter, op, def *ir.Operation, c0, c1 int64) bool {
			t := op.Result(0).Type()
			if _, lhsConst := constOperand(def.Operand(0)); lhsConst {
				replaceWithBinary(rw, op, "arith.subi", newConst(rw, op.Loc(), t, c0-c1), def.Operand(1))
				return true
			}
			replaceWithBinary(rw, op, "arith.subi", def.Operand(0), newConst(rw, op.Loc(), t, c0+c1))
			return true
		}),
		// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
		reassoc("arith.muli", "arith.muli", func(rw *ir.Rewriter, op, def *ir.Operation, c0, c1 int64) bool {
			t := op.Result(0).Type()
			replaceWithBinary(rw, op, "arith.muli", def.Operand(0), newConst(rw, op.Loc(), t, c0*c1))
			return true
		}),
		castChain("arith.extsi", "arith.extsi"),
		castChain("arith.extui", "arith.extui"),
		castChain("arith.trunci", "arith.trunci"),
		castChain("arith.extf", "arith.extf"),
	}
	for _, p := range pats {
		for _, info := range d.Ops {
			if info.Name == p.Root() {
				info.Canonicalize = append(info.Canonicalize, p)
			}
		}
	}
}

// castChain folds ext(ext(x)) and trunc(trunc(x)) into one cast from x.
func castChain(outer, inner string) passes.Pattern {
	return &passes.PatternFunc{Name: outer + "/" + inner, RootOp: outer, Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			def := defOf(op.Operand(0), inner)
			if def == nil {
				return false
			}
			n := rw.Create(op.Loc(), outer, []*ir.Value{def.Operand(0)}, op.ResultTypes(), op.Attrs()...)
			rw.ReplaceOp(op, n.Results())
			return true
		}}
}

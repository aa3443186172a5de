// Package cf defines LLVM 19's control flow dialect: cf.assert, cf.br, cf.cond_br and
// cf.switch, the unstructured branches between the blocks of a region.
package cf

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "cf"

var anyVar = opdef.Operand{Kind: opdef.Variadic, Type: opdef.AnyType}

func named(o opdef.Operand, n string) opdef.Operand { o.Name = n; return o }

// Dialect returns a fresh cf dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Closed: true}
	// cf.assert declares a write effect: it must stay even when nothing uses it.
	opdef.Register(d, &opdef.Op{Name: OpAssert, Summary: "Assert operation with message attribute",
		Traits:   ir.TraitWritesMemory,
		Operands: []opdef.Operand{{Name: "arg", Type: opdef.TypeConstraints["I1"]}},
		Attrs:    []opdef.Attr{{Name: "msg", C: opdef.StrAttr}},
		Format:   "$arg `,` $msg attr-dict"})
	br := opdef.Register(d, &opdef.Op{Name: OpBr, Summary: "Branch operation",
		Traits:     ir.TraitPure | ir.TraitTerminator,
		Operands:   []opdef.Operand{named(anyVar, "destOperands")},
		Successors: []opdef.Successor{{Name: "dest"}},
		Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
		Verify:     ir.VerifyBranchOperands})
	br.SuccessorOperands, br.SetSuccessorOperands = brOperands, setBrOperands
	condBr := opdef.Register(d, &opdef.Op{Name: OpCondBr, Summary: "Conditional branch operation",
		Traits: ir.TraitPure | ir.TraitTerminator | ir.TraitAttrSizedOperandSegments,
		Operands: []opdef.Operand{{Name: "condition", Type: opdef.TypeConstraints["I1"]},
			named(anyVar, "trueDestOperands"), named(anyVar, "falseDestOperands")},
		Successors: []opdef.Successor{{Name: "trueDest"}, {Name: "falseDest"}},
		Format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` " +
			"$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
		Verify: ir.VerifyBranchOperands})
	condBr.SuccessorOperands, condBr.SetSuccessorOperands = condBrOperands, setCondBrOperands
	registerSwitch(d)
	attachCanonicalization(d)
	return d
}

// brOperands: cf.br forwards all its operands.
func brOperands(op *ir.Operation, _ int) (int, int) { return 0, op.NumOperands() }

func setBrOperands(op *ir.Operation, _ int, vs []*ir.Value) { op.SetOperands(vs) }

// segments reads an i32 dense array attribute (nil when absent or of another kind).
func segments(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Ints
	}
	return nil
}

// condBrOperands: operands are [condition, true operands..., false operands...], split by
// operandSegmentSizes.
func condBrOperands(op *ir.Operation, i int) (int, int) {
	seg := segments(op, "operandSegmentSizes")
	if len(seg) != 3 {
		return op.NumOperands(), 0
	}
	if i == 0 {
		return int(seg[0]), int(seg[1])
	}
	return int(seg[0] + seg[1]), int(seg[2])
}

func setCondBrOperands(op *ir.Operation, i int, vs []*ir.Value) {
	all := op.Operands()
	t := ir.SuccessorOperands(op, 0)
	f := ir.SuccessorOperands(op, 1)
	if i == 0 {
		t = vs
	} else {
		f = vs
	}
	ops := append(append(append([]*ir.Value{}, all[0]), t...), f...)
	op.SetOperands(ops)
	op.SetAttr("operandSegmentSizes", ir.DenseI32Array(1, int64(len(t)), int64(len(f))))
}

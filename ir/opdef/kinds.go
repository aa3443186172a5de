package opdef

import (
	"github.com/ascend-toolchain/asc/ir"
)

// CheckKinds checks the operands and results of op against the refined kinds of their
// groups (Operand.Refined): the kinds the translator and the simulator handle where the
// op catalogue, and so the verifier, accepts any type. It returns nil for a verified op
// whose values all have their kinds, and for ops without refined kinds; otherwise one
// diagnostic at the op naming the first value out of its kind, by position and group
// name:
//
//	'ascendc.add_l2' op operand #3 ('calCount') must be integer or index scalar, but got f32
//
// Consumers call it before they read such a value's type.
func CheckKinds(op *ir.Operation) error {
	d := defs[op.Info()]
	if d == nil || !d.refined {
		return nil
	}
	if err := checkGroupKinds(op, "operand", d.Operands, op.NumOperands(), op.Attr("operandSegmentSizes"), op.Operand); err != nil {
		return err
	}
	return checkGroupKinds(op, "result", d.Results, op.NumResults(), op.Attr("resultSegmentSizes"), op.Result)
}

// hasRefined reports whether any operand or result group of d has a refined kind.
func (d *Op) hasRefined() bool {
	for _, gs := range [][]Operand{d.Operands, d.Results} {
		for _, g := range gs {
			if g.Refined != nil {
				return true
			}
		}
	}
	return false
}

// checkGroupKinds checks the n values of groups (operands or results, what) laid out by
// segments; a layout that does not match the groups is left to the verifier.
func checkGroupKinds(op *ir.Operation, what string, groups []Operand, n int, segments ir.Attribute, at func(int) *ir.Value) error {
	var buf [8]int
	sizes, ok := groupSizesInto(buf[:0], groups, n, segments)
	if !ok {
		return ir.OpError(op, "has %d %ss, which do not fit its %s groups", n, what, what)
	}
	k := 0
	for i, g := range groups {
		for j := 0; j < sizes[i]; j++ {
			if g.Refined != nil && !g.Refined.Pred(at(k).Type()) {
				return ir.OpError(op, "%s #%d ('%s') must be %s, but got %s", what, k, g.Name, g.Refined.Desc, ir.TypeString(at(k).Type()))
			}
			k++
		}
	}
	return nil
}

package opdef

import (
	"errors"

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
	if err := checkGroupKinds(op, "operand", d.Operands, op.NumOperands(), d.operandSegments(op), op.Operand); err != nil {
		return err
	}
	return checkGroupKinds(op, "result", d.Results, op.NumResults(), d.resultSegments(op), op.Result)
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

// CheckGroupKind checks the values of op's operand (or else result) group named name
// against that group's refined kind, with CheckKinds' wording. It is for consumers that
// read the types of some groups only (the translator spells an element type here and
// prints other values by name): a value outside the kind of a group nobody reads is no
// error for them. An unknown name, or a group without a refined kind, passes.
func CheckGroupKind(op *ir.Operation, name string) error {
	d := defs[op.Info()]
	if d == nil || !d.refined {
		return nil
	}
	if err := checkNamedGroupKind(op, name, "operand", d.Operands, op.NumOperands(), d.operandSegments(op), op.Operand); err != errNoGroup {
		return err
	}
	if err := checkNamedGroupKind(op, name, "result", d.Results, op.NumResults(), d.resultSegments(op), op.Result); err != errNoGroup {
		return err
	}
	return nil
}

// errNoGroup tells CheckGroupKind that a list has no group of the name asked for.
var errNoGroup = errors.New("no such group")

func checkNamedGroupKind(op *ir.Operation, name, what string, groups []Operand, n int, segments ir.Attribute, at func(int) *ir.Value) error {
	gi := -1
	for i, g := range groups {
		if g.Name == name {
			gi = i
		}
	}
	if gi < 0 {
		return errNoGroup
	}
	if groups[gi].Refined == nil {
		return nil
	}
	var buf [8]int
	sizes, ok := groupSizesInto(buf[:0], groups, n, segments)
	if !ok {
		return ir.OpError(op, "has %d %ss, which do not fit its %s groups", n, what, what)
	}
	k := 0
	for i := 0; i < gi; i++ {
		k += sizes[i]
	}
	g := groups[gi]
	for j := 0; j < sizes[gi]; j++ {
		if !g.Refined.Pred(at(k + j).Type()) {
			return ir.OpError(op, "%s #%d ('%s') must be %s, but got %s", what, k+j, g.Name, g.Refined.Desc, ir.TypeString(at(k+j).Type()))
		}
	}
	return nil
}

package opdef

import (
	"fmt"
	"slices"

	"github.com/ascend-toolchain/asc/ir"
)

// Parent stands for the op itself as the source or target of a region control-flow
// edge: entering from its operands, or leaving to its results.
const Parent = -1

// RegionSuccessor is where control may go from a point of a region-branching op: one of
// its regions (Region >= 0) or its results (Region == Parent), with the types the target
// receives (the region's entry arguments, or the op's result types).
type RegionSuccessor struct {
	Region int
	Inputs []ir.Type
}

// RegionBranch describes an op's region control flow as MLIR's RegionBranchOpInterface
// does, for VerifyRegionBranch.
type RegionBranch struct {
	// Successors lists where control goes from point (Parent: on entry; a region index:
	// when that region's terminator runs), in the op's own order.
	Successors func(op *ir.Operation, point int) []RegionSuccessor
	// EntryOperands are the op's operands passed to succ on entry; nil means all operands.
	EntryOperands func(op *ir.Operation, succ RegionSuccessor) []ir.Type
	// TerminatorOperands are the operands term passes to succ; nil means all of them.
	TerminatorOperands func(term *ir.Operation, succ RegionSuccessor) []ir.Type
}

// VerifyRegionBranch checks the types along every region control-flow edge of op, in
// the order and with the words of MLIR's verifyTypesAlongControlFlowEdges: first the
// edges from the op's operands, then the edges from each region, whose return-like
// terminators must agree with the region's first one on what they pass to each successor
// (a region that ends in none is left to the op's own checks). The messages keep MLIR's
// doubled space after "op", and its missing one before the edge of the terminators'
// mismatch.
func VerifyRegionBranch(op *ir.Operation, rb RegionBranch) error {
	entry := func(s RegionSuccessor) ([]ir.Type, error) {
		if rb.EntryOperands != nil {
			return rb.EntryOperands(op, s), nil
		}
		return op.OperandTypes(), nil
	}
	if err := verifyEdges(op, rb, Parent, entry); err != nil {
		return err
	}
	for ri, r := range op.Regions() {
		var terms []*ir.Operation
		for _, b := range r.Blocks() {
			if term := b.Last(); term != nil && term.Info().Traits&ir.TraitReturnLike != 0 {
				terms = append(terms, term)
			}
		}
		if len(terms) == 0 {
			continue
		}
		operands := func(term *ir.Operation, s RegionSuccessor) []ir.Type {
			if rb.TerminatorOperands != nil {
				return rb.TerminatorOperands(term, s)
			}
			return term.OperandTypes()
		}
		from := func(s RegionSuccessor) ([]ir.Type, error) {
			first := operands(terms[0], s)
			for _, term := range terms[1:] {
				if !slices.EqualFunc(first, operands(term, s), ir.TypeEqual) {
					return nil, ir.OpError(op, " along control flow edge%s operands mismatch between return-like terminators",
						edgeName(ri, s.Region))
				}
			}
			return first, nil
		}
		if err := verifyEdges(op, rb, ri, from); err != nil {
			return err
		}
	}
	return nil
}

func verifyEdges(op *ir.Operation, rb RegionBranch, point int, src func(RegionSuccessor) ([]ir.Type, error)) error {
	for _, s := range rb.Successors(op, point) {
		got, err := src(s)
		if err != nil {
			return err
		}
		if len(got) != len(s.Inputs) {
			return ir.OpError(op, " region control flow edge %s: source has %d operands, but target successor needs %d",
				edgeName(point, s.Region), len(got), len(s.Inputs))
		}
		for i, t := range got {
			if !ir.TypeEqual(t, s.Inputs[i]) {
				return ir.OpError(op, " along control flow edge %s: source type #%d '%s' should match input type #%d '%s'",
					edgeName(point, s.Region), i, ir.TypeString(t), i, ir.TypeString(s.Inputs[i]))
			}
		}
	}
	return nil
}

func edgeName(from, to int) string {
	f, t := "from parent operands", "to parent results"
	if from != Parent {
		f = fmt.Sprintf("from Region #%d", from)
	}
	if to != Parent {
		t = fmt.Sprintf("to Region #%d", to)
	}
	return f + " " + t
}

package opdef

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// verifyCounts checks the numbers of regions, results, successors and operands, in the
// order of MLIR's count traits and with their messages.
func (d *Op) verifyCounts(op *ir.Operation) error {
	nFixed, variadic := 0, false
	for _, r := range d.Regions {
		if r.Variadic {
			variadic = true
		} else {
			nFixed++
		}
	}
	if n := op.NumRegions(); n < nFixed || !variadic && n != nFixed {
		return ir.OpError(op, "%s", countMsg("region", nFixed, variadic, n))
	}
	var rbuf [8]int
	// Too many values for an op's only optional group pass the count traits; the
	// generated invariants reject the group later (verifyInvariants).
	if _, ok := groupSizesInto(rbuf[:0], d.Results, op.NumResults(), d.resultSegments(op)); !ok && !isOptionalOverflow(d.Results, op.NumResults()) {
		fixed, variadic := fixedCount(d.Results)
		return ir.OpError(op, "%s", countMsg("result", fixed, variadic, op.NumResults()))
	}
	nFixed, variadic = 0, false
	for _, s := range d.Successors {
		if s.Variadic {
			variadic = true
		} else {
			nFixed++
		}
	}
	if n := op.NumSuccessors(); n < nFixed || !variadic && n != nFixed {
		return ir.OpError(op, "%s", countMsg("successor", nFixed, variadic, n))
	}
	if d.Traits&ir.TraitAttrSizedOperandSegments != 0 {
		// MLIR checks the AtLeastNOperands trait before the segments; a missing
		// operandSegmentSizes is a property left at its default, all zeros.
		if fixed, _ := fixedCount(d.Operands); fixed > 0 && op.NumOperands() < fixed {
			return ir.OpError(op, "%s", countMsg("operand", fixed, true, op.NumOperands()))
		}
		if op.Attr("operandSegmentSizes") == nil && op.NumOperands() > 0 {
			return ir.OpError(op, "operand count (%d) does not match with the total size (0) specified in attribute 'operandSegmentSizes'", op.NumOperands())
		}
	}
	var buf [8]int
	if _, ok := groupSizesInto(buf[:0], d.Operands, op.NumOperands(), d.operandSegments(op)); !ok {
		if d.Traits&ir.TraitAttrSizedOperandSegments != 0 {
			seg, isArr := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
			if !isArr {
				return ir.OpError(op, "missing segment sizes attribute 'operandSegmentSizes'")
			}
			if len(seg.Ints) != len(d.Operands) {
				return ir.OpError(op, "'operandSegmentSizes' attribute for specifying operand segments must have %d elements, but got %d", len(d.Operands), len(seg.Ints))
			}
			sum := int64(0)
			for _, v := range seg.Ints {
				if v < 0 {
					return ir.OpError(op, "'operandSegmentSizes' attribute cannot have negative elements")
				}
				sum += v
			}
			return ir.OpError(op, "operand count (%d) does not match with the total size (%d) specified in attribute 'operandSegmentSizes'", op.NumOperands(), sum)
		}
		if isOptionalOverflow(d.Operands, op.NumOperands()) {
			return nil
		}
		fixed, variadic := fixedCount(d.Operands)
		return ir.OpError(op, "%s", countMsg("operand", fixed, variadic, op.NumOperands()))
	}
	return nil
}

// verifyInvariants checks what MLIR's generated verifyInvariants does: attributes, then
// operand and result constraints, then the type-equality groups.
func (d *Op) verifyInvariants(op *ir.Operation) error {
	// The generated verifier checks the presence of required attributes by name order,
	// then the constraints of those present in declaration order.
	missing := ""
	for _, a := range d.Attrs {
		if !a.Optional && a.Default == nil && !a.C.Unit && op.Attr(a.Name) == nil && (missing == "" || a.Name < missing) {
			missing = a.Name
		}
	}
	if missing != "" {
		return ir.OpError(op, "requires attribute '%s'", missing)
	}
	for _, a := range d.Attrs {
		v := op.Attr(a.Name)
		if v == nil {
			continue
		}
		if a.C.Pred != nil && !a.C.Pred(v) {
			return ir.OpError(op, "attribute '%s' failed to satisfy constraint: %s", a.Name, a.C.Desc)
		}
	}
	var buf, rbuf [8]int
	sizes, _ := groupSizesInto(buf[:0], d.Operands, op.NumOperands(), d.operandSegments(op))
	k := 0
	for i, g := range d.Operands {
		if g.Kind == Optional && sizes[i] > 1 {
			return ir.OpError(op, "operand group starting at #%d requires 0 or 1 element, but found %d", k, sizes[i])
		}
		// MLIR's generated verifier does not check that a segment of a required operand
		// holds exactly one value, and its accessors then read past the group (undefined
		// behaviour); such an op has no custom form either. It is refused here, in the
		// words of the optional-group message, so that no pass, translator or simulator
		// rule meets a missing or doubled operand.
		if g.Kind == Single && sizes[i] != 1 {
			return ir.OpError(op, "operand group starting at #%d requires 1 element, but found %d", k, sizes[i])
		}
		for j := 0; j < sizes[i]; j++ {
			if g.Type != nil && !g.Type.Pred(op.Operand(k).Type()) {
				return ir.OpError(op, "operand #%d must be %s, but got '%s'", k, descOf(g), ir.TypeString(op.Operand(k).Type()))
			}
			k++
		}
	}
	rsizes, _ := groupSizesInto(rbuf[:0], d.Results, op.NumResults(), d.resultSegments(op))
	k = 0
	for i, g := range d.Results {
		if g.Kind == Optional && rsizes[i] > 1 {
			return ir.OpError(op, "result group starting at #%d requires 0 or 1 element, but found %d", k, rsizes[i])
		}
		if g.Kind == Single && rsizes[i] != 1 {
			return ir.OpError(op, "result group starting at #%d requires 1 element, but found %d", k, rsizes[i])
		}
		for j := 0; j < rsizes[i]; j++ {
			if g.Type != nil && !g.Type.Pred(op.Result(k).Type()) {
				return ir.OpError(op, "result #%d must be %s, but got '%s'", k, descOf(g), ir.TypeString(op.Result(k).Type()))
			}
			k++
		}
	}
	// The generated verifier checks the predicate traits (AllTypesMatch, TypesMatchWith,
	// ...) after the results and before the region constraints; the native traits
	// (SameTypeOperands, ...) run after all of them.
	if err := d.verifySameTypes(op); err != nil {
		return err
	}
	if err := d.verifyRelations(op, true); err != nil {
		return err
	}
	if err := d.verifyRegionConstraints(op); err != nil {
		return err
	}
	if d.SameTypeOperands {
		for _, v := range op.Operands() {
			if !ir.TypeEqual(v.Type(), op.Operand(0).Type()) {
				return ir.OpError(op, "requires all operands to have the same type")
			}
		}
	}
	return d.verifyRelations(op, false)
}

// verifyRegionConstraints checks the block counts of SizedRegion and MaxSizedRegion.
func (d *Op) verifyRegionConstraints(op *ir.Operation) error {
	for i, r := range d.Regions {
		last := i + 1
		if r.Variadic {
			last = op.NumRegions()
		}
		for j := i; j < last && j < op.NumRegions(); j++ {
			n := op.Region(j).NumBlocks()
			if r.Blocks > 0 && n != r.Blocks {
				return ir.OpError(op, "region #%d ('%s') failed to verify constraint: region with %d blocks", j, r.Name, r.Blocks)
			}
			if r.MaxBlocks > 0 && n > r.MaxBlocks {
				return ir.OpError(op, "region #%d ('%s') failed to verify constraint: region with at most %d blocks", j, r.Name, r.MaxBlocks)
			}
		}
	}
	return nil
}

// verifySameTypes checks the AllTypesMatch groups of SameTypes; a group of all the
// operands of an op with SameTypeOperands is that native trait's, checked after. It runs
// for every op on every verification, so it walks the groups in place instead of
// gathering their types into slices.
func (d *Op) verifySameTypes(op *ir.Operation) error {
	if len(d.SameTypes) == 0 {
		return nil
	}
	var obuf, rbuf [8]int
	osizes, ook := groupSizesInto(obuf[:0], d.Operands, op.NumOperands(), d.operandSegments(op))
	rsizes, rok := groupSizesInto(rbuf[:0], d.Results, op.NumResults(), d.resultSegments(op))
	for _, g := range d.SameTypes {
		if d.SameTypeOperands && d.allOperandNames(g) {
			continue
		}
		var first ir.Type
		same := func(t ir.Type) bool {
			if first == nil {
				first = t
				return true
			}
			return ir.TypeEqual(first, t)
		}
		for _, name := range g {
			ok := true
			if i := d.OperandIndex(name); i >= 0 {
				ok = !ook || eachInGroup(osizes, i, func(k int) bool { return same(op.Operand(k).Type()) })
			} else if i := d.resultIndex(name); i >= 0 {
				ok = !rok || eachInGroup(rsizes, i, func(k int) bool { return same(op.Result(k).Type()) })
			}
			if !ok {
				return ir.OpError(op, "failed to verify that all of {%s} have same type", strings.Join(g, ", "))
			}
		}
	}
	return nil
}

// eachInGroup calls f with the index of every value of group i (sizes as groupSizesInto
// gives them) until f returns false, and reports whether none did.
func eachInGroup(sizes []int, i int, f func(k int) bool) bool {
	start := 0
	for _, n := range sizes[:i] {
		start += n
	}
	for k := start; k < start+sizes[i]; k++ {
		if !f(k) {
			return false
		}
	}
	return true
}

func (d *Op) typesNamed(op *ir.Operation, name string) []ir.Type {
	if i := d.OperandIndex(name); i >= 0 {
		return types(d.operandGroup(op, i))
	}
	if i := d.resultIndex(name); i >= 0 {
		return types(d.resultGroup(op, i))
	}
	return nil
}

func descOf(g Operand) string {
	desc := g.Type.Desc
	switch g.Kind {
	case Variadic:
		return "variadic of " + desc
	case Optional:
		return desc
	}
	return desc
}

// isOptionalOverflow reports the one case where an op whose only variable group is
// Optional gets too many values: MLIR's count traits accept any number, and the
// generated invariants then reject the group.
func isOptionalOverflow(groups []Operand, total int) bool {
	opt, nVar := -1, 0
	for i, g := range groups {
		if g.Kind != Single {
			nVar++
			opt = i
		}
	}
	fixed, _ := fixedCount(groups)
	return nVar == 1 && groups[opt].Kind == Optional && total-fixed > 1
}

// fixedCount is the number of single groups and whether any group is variable.
func fixedCount(groups []Operand) (int, bool) {
	fixed, variadic := 0, false
	for _, g := range groups {
		if g.Kind == Single {
			fixed++
		} else {
			variadic = true
		}
	}
	return fixed, variadic
}

// countMsg words a count mismatch as MLIR's ZeroX/OneX/NX/AtLeastNX traits do.
func countMsg(what string, fixed int, variadic bool, got int) string {
	if variadic {
		switch what {
		case "successor":
			return fmt.Sprintf("requires at least %d successors but found %d", fixed, got)
		case "region", "result":
			return fmt.Sprintf("expected %d or more %ss", fixed, what)
		}
		return fmt.Sprintf("expected %d or more %ss, but found %d", fixed, what, got)
	}
	switch what {
	case "successor":
		if fixed == 1 {
			return fmt.Sprintf("requires 1 successor but found %d", got)
		}
		return fmt.Sprintf("requires %d successors but found %d", fixed, got)
	case "region":
		switch fixed {
		case 0:
			return "requires zero regions"
		case 1:
			return "requires one region"
		}
		return fmt.Sprintf("expected %d regions", fixed)
	case "result":
		switch fixed {
		case 0:
			return "requires zero results"
		case 1:
			return "requires one result"
		}
		return fmt.Sprintf("expected %d results", fixed)
	}
	switch fixed {
	case 0:
		return "requires zero operands"
	case 1:
		return "requires a single operand"
	}
	return fmt.Sprintf("expected %d operands, but found %d", fixed, got)
}

// allOperandNames reports whether the group g names every operand group of the op.
func (d *Op) allOperandNames(g []string) bool {
	if len(g) != len(d.Operands) {
		return false
	}
	for _, n := range g {
		if d.OperandIndex(n) < 0 {
			return false
		}
	}
	return true
}

package opdef

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// verify checks an op against its definition: operand/result counts and constraints,
// attributes, regions, successors and type-equality groups, then the custom verifier.
func (d *Op) verify(op *ir.Operation) error {
	var buf, rbuf [8]int
	sizes, ok := groupSizesInto(buf[:0], d.Operands, op.NumOperands(), op.Attr("operandSegmentSizes"))
	if !ok {
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
				sum += v
			}
			return ir.OpError(op, "operand count (%d) does not match with the total size (%d) specified in attribute 'operandSegmentSizes'", op.NumOperands(), sum)
		}
		return ir.OpError(op, "%s", countMsg("operand", d.Operands, op.NumOperands()))
	}
	k := 0
	for i, g := range d.Operands {
		if g.Kind == Single && sizes[i] != 1 || g.Kind == Optional && sizes[i] > 1 {
			return ir.OpError(op, "operand group '%s' must have %s value(s), but got %d", g.Name, map[ArgKind]string{Single: "1", Optional: "0 or 1"}[g.Kind], sizes[i])
		}
		for j := 0; j < sizes[i]; j++ {
			if g.Type != nil && !g.Type.Pred(op.Operand(k).Type()) {
				return ir.OpError(op, "operand #%d must be %s, but got '%s'", k, descOf(g), ir.TypeString(op.Operand(k).Type()))
			}
			k++
		}
	}
	rsizes, ok := groupSizesInto(rbuf[:0], d.Results, op.NumResults(), op.Attr("resultSegmentSizes"))
	if !ok {
		return ir.OpError(op, "%s", countMsg("result", d.Results, op.NumResults()))
	}
	k = 0
	for i, g := range d.Results {
		for j := 0; j < rsizes[i]; j++ {
			if g.Type != nil && !g.Type.Pred(op.Result(k).Type()) {
				return ir.OpError(op, "result #%d must be %s, but got '%s'", k, descOf(g), ir.TypeString(op.Result(k).Type()))
			}
			k++
		}
	}
	for _, a := range d.Attrs {
		v := op.Attr(a.Name)
		if v == nil {
			if !a.Optional && a.Default == nil && !a.C.Unit {
				return ir.OpError(op, "requires attribute '%s'", a.Name)
			}
			continue
		}
		if a.C.Pred != nil && !a.C.Pred(v) {
			return ir.OpError(op, "attribute '%s' failed to satisfy constraint: %s", a.Name, a.C.Desc)
		}
	}
	nFixed, variadic := 0, false
	for _, r := range d.Regions {
		if r.Variadic {
			variadic = true
		} else {
			nFixed++
		}
	}
	if n := op.NumRegions(); n < nFixed || !variadic && n != nFixed {
		if nFixed == 1 && !variadic {
			return ir.OpError(op, "requires one region")
		}
		return ir.OpError(op, "expected %d regions", nFixed)
	}
	for _, g := range d.SameTypes {
		var first ir.Type
		for _, name := range g {
			for _, t := range d.typesNamed(op, name) {
				if first == nil {
					first = t
				} else if !ir.TypeEqual(first, t) {
					if d.allOperandNames(g) {
						return ir.OpError(op, "requires all operands to have the same type")
					}
					return ir.OpError(op, "failed to verify that all of {%s} have same type", strings.Join(g, ", "))
				}
			}
		}
	}
	if d.Verify != nil {
		return d.Verify(op)
	}
	return nil
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

func countMsg(what string, groups []Operand, got int) string {
	fixed, variadic := 0, false
	for _, g := range groups {
		if g.Kind == Single {
			fixed++
		} else {
			variadic = true
		}
	}
	if variadic {
		return fmt.Sprintf("expected %d or more %ss, but found %d", fixed, what, got)
	}
	return fmt.Sprintf("expected %d %ss, but found %d", fixed, what, got)
}

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

package opdef

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// Operand-group sizing, same-type rules and the inherent-attribute check that complete a
// parsed custom form (engine_parse.go).

// guessSizes assigns operands to groups when several are optional/variadic and no segment
// sizes were written: fixed groups first, the rest to the first variable groups, greedily.
func guessSizes(groups []Operand, total int) []int {
	sizes := make([]int, len(groups))
	fixed := 0
	for _, g := range groups {
		if g.Kind == Single {
			fixed++
		}
	}
	extra := total - fixed
	for i, g := range groups {
		switch g.Kind {
		case Single:
			sizes[i] = 1
		case Optional:
			if extra > 0 {
				sizes[i] = 1
				extra--
			}
		default:
			// Fewer operands than the single groups need leave nothing for the variadic
			// one (a negative size sliced out of range): the count error reports it.
			sizes[i] = max(extra, 0)
			extra = 0
		}
	}
	return sizes
}

// typeGroups returns the equal-type groups (SameTypes plus SameOperandsAndResultType),
// computed once per definition.
func (d *Op) typeGroups() [][]string {
	d.groupsOnce.Do(func() {
		d.groups = append(append([][]string(nil), d.SameTypes...), d.relationGroups()...)
		if d.Traits&ir.TraitSameOperandsAndResultType != 0 {
			var all []string
			for _, o := range d.Operands {
				all = append(all, o.Name)
			}
			for _, r := range d.Results {
				all = append(all, r.Name)
			}
			d.groups = append(d.groups, all)
		}
	})
	return d.groups
}

func (s *State) applySameTypes() {
	d := s.Def
	for _, g := range d.typeGroups() {
		var known ir.Type
		for _, name := range g {
			if ts := s.typesOf(name); len(ts) > 0 && ts[0] != nil {
				known = ts[0]
				break
			}
		}
		if known == nil {
			continue
		}
		for _, name := range g {
			if i := d.OperandIndex(name); i >= 0 && s.OperandTypes[i] == nil {
				s.OperandTypes[i] = s.nTypes(known, len(s.Operands[i]))
			} else if i := d.resultIndex(name); i >= 0 && s.ResultTypes[i] == nil {
				s.ResultTypes[i] = s.oneType(known)
			}
		}
	}
}

func (s *State) typesOf(name string) []ir.Type {
	if i := s.Def.OperandIndex(name); i >= 0 {
		return s.OperandTypes[i]
	}
	if i := s.Def.resultIndex(name); i >= 0 {
		return s.ResultTypes[i]
	}
	return nil
}

var _ = strings.TrimSpace

// checkInherentAttrs checks the op's own attributes that an attr-dict spelled, in their
// declaration order, right after the dictionary is read: generated MLIR parsers do so and
// report the first bad one at the dictionary as a parse error.
func (s *State) checkInherentAttrs(pos int, parsed []ir.NamedAttr) error {
	return CheckDictAttrs(s.P, s.Def.Name, s.Def.Attrs, pos, parsed)
}

// CheckDictAttrs checks the entries of an op's attribute dictionary (parsed, read at pos)
// that name its inherent attributes against their constraints, as the verifyInherentAttrs
// call of an ODS parser does: the failure is a parse error at the dictionary.
func CheckDictAttrs(p *ir.OpParser, opName string, attrs []Attr, pos int, parsed []ir.NamedAttr) error {
	if len(parsed) == 0 {
		return nil
	}
	for _, a := range attrs {
		if a.C == nil || a.C.Pred == nil {
			continue
		}
		for _, na := range parsed {
			if na.Name == a.Name && !a.C.Pred(na.Value) {
				return p.EmitError(pos, "'%s' op attribute '%s' failed to satisfy constraint: %s", opName, a.Name, a.C.Desc)
			}
		}
	}
	return nil
}

func hasSingle(groups []Operand) bool {
	for _, g := range groups {
		if g.Kind == Single {
			return true
		}
	}
	return false
}

func allSingle(groups []Operand) bool {
	for _, g := range groups {
		if g.Kind != Single {
			return false
		}
	}
	return true
}

package opdef

import (
	"slices"

	"github.com/ascend-toolchain/asc/ir"
)

// RelationKind says how a Relation ties the types of named operands and results.
type RelationKind uint8

const (
	RelAllTypes         RelationKind = iota // all named values have one type (AllTypesMatch)
	RelAllElementTypes                      // all named values have one element type (AllElementTypesMatch)
	RelElementTypeOf                        // Names[1] has the element type of Names[0]
	RelI1SameShape                          // Names[1] is Names[0] with i1 elements
	RelSameOperandTypes                     // native SameTypeOperands (no names)
	RelSameShape                            // native SameOperandsAndResultShape (no names)
	RelSameElementType                      // native SameOperandsAndResultElementType (no names)
)

// native reports whether the relation is a native trait (verified after the generated
// invariants) rather than a predicate trait (verified with them).
func (k RelationKind) native() bool { return k >= RelSameOperandTypes }

// Relation is a type relation of an op: the predicate kinds are checked in the order
// listed after the operand and result constraints and before the region constraints, the
// native kinds after those; custom-form parsers derive the types a format leaves out
// from them.
type Relation struct {
	Kind    RelationKind
	Names   []string // the operand/result groups related (none for the native kinds)
	Summary string   // the words after "failed to verify that" for the predicate kinds
}

// ElementCloner is implemented by dialect shaped types that can be rebuilt with another
// element type, keeping shape and every other parameter (MLIR's ShapedType::cloneWith).
type ElementCloner interface {
	CloneWithElement(elem ir.Type) ir.Type
}

// WithElementType returns t with its element type replaced by elem: builtin tensors and
// vectors and ElementCloner types; false for anything else.
func WithElementType(t, elem ir.Type) (ir.Type, bool) {
	switch s := t.(type) {
	case *ir.TensorType:
		return &ir.TensorType{Dims: s.Dims, Elem: elem, Encoding: s.Encoding}, true
	case *ir.UnrankedTensorType:
		return &ir.UnrankedTensorType{Elem: elem}, true
	case *ir.VectorType:
		return &ir.VectorType{Dims: s.Dims, Scalable: s.Scalable, Elem: elem}, true
	case ElementCloner:
		return s.CloneWithElement(elem), true
	}
	return nil, false
}

// ShapedOfC is the constraint of ShapedOf: a value of the dialect type dialect.mnemonic
// (recognised by is, implementing ir.ShapedType) with a non-empty shape, an element type
// accepted by one of elems, a rank in ranks and an element count in lengths (empty lists
// allow any).
func ShapedOfC(name, desc, dialect, mnemonic string, is func(ir.Type) bool, elems []*TypeConstraint, ranks, lengths []int64) *TypeConstraint {
	return &TypeConstraint{Name: name, Desc: desc, Dialect: dialect, Mnemonic: mnemonic, Pred: func(t ir.Type) bool {
		s, ok := t.(ir.ShapedType)
		if !ok || !is(t) || len(s.Shape()) == 0 {
			return false
		}
		if len(ranks) > 0 && !slices.Contains(ranks, int64(len(s.Shape()))) {
			return false
		}
		if len(lengths) > 0 && !slices.Contains(lengths, ir.NumElements(s.Shape())) {
			return false
		}
		for _, e := range elems {
			if e.Pred(s.ElementType()) {
				return true
			}
		}
		return false
	}}
}

// verifyRelations checks the op's relations in order: the predicate kinds when pred is
// set, else the native ones.
func (d *Op) verifyRelations(op *ir.Operation, pred bool) error {
	for _, r := range d.Relations {
		if r.Kind.native() == pred {
			continue
		}
		if err := d.verifyRelation(op, r); err != nil {
			return err
		}
	}
	return nil
}

func (d *Op) verifyRelation(op *ir.Operation, r Relation) error {
	failed := func() error { return ir.OpError(op, "failed to verify that %s", r.Summary) }
	switch r.Kind {
	case RelAllTypes, RelAllElementTypes:
		var first ir.Type
		for _, name := range r.Names {
			for _, t := range d.typesNamed(op, name) {
				if r.Kind == RelAllElementTypes {
					t = ir.ElementTypeOrSelf(t)
				}
				if first == nil {
					first = t
				} else if !ir.TypeEqual(first, t) {
					return failed()
				}
			}
		}
	case RelElementTypeOf, RelI1SameShape:
		from, to := d.typesNamed(op, r.Names[0]), d.typesNamed(op, r.Names[1])
		if len(from) == 0 || len(to) == 0 {
			return nil
		}
		want, ok := derive(r.Kind, from[0])
		if !ok || !ir.TypeEqual(want, to[0]) {
			return failed()
		}
	case RelSameOperandTypes:
		for i := 1; i < op.NumOperands(); i++ {
			if !ir.TypeEqual(op.Operand(0).Type(), op.Operand(i).Type()) {
				return ir.OpError(op, "requires all operands to have the same type")
			}
		}
	case RelSameShape, RelSameElementType:
		return verifySameAcross(op, r.Kind)
	}
	return nil
}

// verifySameAcross checks SameOperandsAndResultShape / SameOperandsAndResultElementType:
// at least one operand, and every operand and result agreeing with the first operand.
func verifySameAcross(op *ir.Operation, kind RelationKind) error {
	if op.NumOperands() < 1 {
		return ir.OpError(op, "expected 1 or more operands, but found %d", op.NumOperands())
	}
	all := append(op.OperandTypes(), op.ResultTypes()...)
	first := all[0]
	for _, t := range all[1:] {
		if kind == RelSameElementType && !ir.TypeEqual(ir.ElementTypeOrSelf(first), ir.ElementTypeOrSelf(t)) {
			return ir.OpError(op, "requires the same element type for all operands and results")
		}
		if kind == RelSameShape && !compatibleShapes(first, t) {
			return ir.OpError(op, "requires the same shape for all operands and results")
		}
	}
	return nil
}

// compatibleShapes is MLIR's verifyCompatibleShape for two types: scalars have the empty
// shape, an unranked shape matches any, and a dynamic dimension matches any size.
func compatibleShapes(a, b ir.Type) bool {
	shape := func(t ir.Type) ([]int64, bool) {
		if s, ok := t.(ir.ShapedType); ok {
			return s.Shape(), s.Ranked()
		}
		return nil, true
	}
	as, ar := shape(a)
	bs, br := shape(b)
	if !ar || !br {
		return true
	}
	if len(as) != len(bs) {
		return false
	}
	for i := range as {
		if as[i] != bs[i] && as[i] != ir.Dynamic && bs[i] != ir.Dynamic {
			return false
		}
	}
	return true
}

// derive computes the type a relation gives its second name from the first's type.
func derive(kind RelationKind, from ir.Type) (ir.Type, bool) {
	if kind == RelElementTypeOf {
		if s, ok := from.(ir.ShapedType); ok {
			return s.ElementType(), true
		}
		return nil, false
	}
	if _, shaped := from.(ir.ShapedType); !shaped {
		return ir.I1, true // getI1SameShape of a scalar
	}
	return WithElementType(from, ir.I1)
}

// relationGroups are the equal-type groups the relations contribute to parsing.
func (d *Op) relationGroups() [][]string {
	var out [][]string
	for _, r := range d.Relations {
		switch r.Kind {
		case RelAllTypes:
			out = append(out, r.Names)
		case RelSameOperandTypes:
			var all []string
			for _, o := range d.Operands {
				all = append(all, o.Name)
			}
			out = append(out, all)
		}
	}
	return out
}

// applyRelations derives the types still unknown after parsing from the element-type and
// i1-shape relations, checking each source type against its constraint first as MLIR's
// generated parsers do (the error is reported at the op name).
func (s *State) applyRelations() error {
	for changed, rounds := true, 0; changed && rounds < 4; rounds++ {
		changed = false
		for _, r := range s.Def.Relations {
			if r.Kind != RelElementTypeOf && r.Kind != RelI1SameShape {
				continue
			}
			from, to := s.typesOf(r.Names[0]), s.typesOf(r.Names[1])
			if len(from) == 0 || from[0] == nil || to != nil {
				continue
			}
			// The source is checked even when an absent optional operand needs no type,
			// as the generated parsers of MLIR do.
			if c := s.Def.constraintOf(r.Names[0]); c != nil && !c.Pred(from[0]) {
				return s.P.EmitError(s.P.OpNamePos(), "'%s' must be %s, but got '%s'", r.Names[0], c.Desc, ir.TypeString(from[0]))
			}
			if !s.hasValues(r.Names[1]) {
				continue
			}
			t, ok := derive(r.Kind, from[0])
			if !ok {
				return s.P.ErrorAt(s.P.OpNamePos(), "'%s' has no element type: '%s'", r.Names[0], ir.TypeString(from[0]))
			}
			s.setTypes(r.Names[1], t)
			changed = true
		}
		if changed {
			s.applySameTypes()
		}
	}
	return nil
}

// hasValues reports whether a named result exists or a named operand group was parsed
// with at least one value (an absent optional operand needs no type).
func (s *State) hasValues(name string) bool {
	if i := s.Def.OperandIndex(name); i >= 0 {
		return len(s.Operands[i]) > 0
	}
	return s.Def.resultIndex(name) >= 0
}

func (s *State) setTypes(name string, t ir.Type) {
	if i := s.Def.OperandIndex(name); i >= 0 {
		s.OperandTypes[i] = s.nTypes(t, len(s.Operands[i]))
	} else if i := s.Def.resultIndex(name); i >= 0 {
		s.ResultTypes[i] = s.oneType(t)
	}
}

// constraintOf returns the constraint of a named operand or result group.
func (d *Op) constraintOf(name string) *TypeConstraint {
	if i := d.OperandIndex(name); i >= 0 {
		return d.Operands[i].Type
	}
	if i := d.resultIndex(name); i >= 0 {
		return d.Results[i].Type
	}
	return nil
}

package tablegen

import (
	"strconv"
	"strings"
)

// Type is a TableGen type. The set of implementations is closed:
// *BitType, *BitsType, *IntType, *StringType, *DagType, *ListType and
// *RecordType. `code` is a StringType: like llvm-tblgen 19 we keep the code
// flavour on string values, not on types.
type Type interface {
	String() string
	isType()
}

// BitType is `bit`.
type BitType struct{}

// BitsType is `bits<N>`.
type BitsType struct{ N int }

// IntType is `int`.
type IntType struct{}

// StringType is `string` (and `code`).
type StringType struct{}

// DagType is `dag`.
type DagType struct{}

// ListType is `list<Elem>`.
type ListType struct{ Elem Type }

// RecordType is a record type: a def is of this type when it derives from
// every class listed.
type RecordType struct{ Classes []*Record }

func (*BitType) isType()    {}
func (*BitsType) isType()   {}
func (*IntType) isType()    {}
func (*StringType) isType() {}
func (*DagType) isType()    {}
func (*ListType) isType()   {}
func (*RecordType) isType() {}

// Canonical singletons for the parameterless types.
var (
	BitT    = &BitType{}
	IntT    = &IntType{}
	StringT = &StringType{}
	DagT    = &DagType{}
)

func (*BitType) String() string    { return "bit" }
func (t *BitsType) String() string { return "bits<" + strconv.Itoa(t.N) + ">" }
func (*IntType) String() string    { return "int" }
func (*StringType) String() string { return "string" }
func (*DagType) String() string    { return "dag" }
func (t *ListType) String() string { return "list<" + t.Elem.String() + ">" }
func (t *RecordType) String() string {
	if len(t.Classes) == 1 {
		return t.Classes[0].Name
	}
	names := make([]string, len(t.Classes))
	for i, c := range t.Classes {
		names[i] = c.Name
	}
	return "{" + strings.Join(names, ", ") + "}"
}

func listOf(t Type) *ListType { return &ListType{Elem: t} }

// sameType is structural type equality (llvm uniques types, we compare).
func sameType(a, b Type) bool {
	if a == nil || b == nil {
		return a == b
	}
	switch x := a.(type) {
	case *BitType, *IntType, *StringType, *DagType:
		return kindOf(a) == kindOf(b)
	case *BitsType:
		y, ok := b.(*BitsType)
		return ok && x.N == y.N
	case *ListType:
		y, ok := b.(*ListType)
		return ok && sameType(x.Elem, y.Elem)
	case *RecordType:
		y, ok := b.(*RecordType)
		if !ok || len(x.Classes) != len(y.Classes) {
			return false
		}
		for i := range x.Classes {
			if x.Classes[i] != y.Classes[i] {
				return false
			}
		}
		return true
	}
	return false
}

func kindOf(t Type) int {
	switch t.(type) {
	case *BitType:
		return 1
	case *BitsType:
		return 2
	case *IntType:
		return 3
	case *StringType:
		return 4
	case *DagType:
		return 5
	case *ListType:
		return 6
	case *RecordType:
		return 7
	}
	return 0
}

// convertible reports whether a value of type a can be converted to type b
// (bit, bits and int interconvert; records convert to their superclasses).
func convertible(a, b Type) bool {
	if sameType(a, b) {
		return true
	}
	switch x := a.(type) {
	case *BitType:
		switch b.(type) {
		case *BitType, *BitsType, *IntType:
			return true
		}
	case *BitsType:
		switch y := b.(type) {
		case *BitsType:
			return y.N == x.N
		case *BitType:
			return x.N == 1
		case *IntType:
			return true
		}
	case *IntType:
		switch b.(type) {
		case *BitType, *BitsType, *IntType:
			return true
		}
	case *ListType:
		if y, ok := b.(*ListType); ok {
			return convertible(x.Elem, y.Elem)
		}
	case *RecordType:
		if y, ok := b.(*RecordType); ok {
			return recordTypeIsA(x, y)
		}
	}
	return false
}

// typeIsA is the strict subtype relation: equal types, record subtypes and
// lists thereof.
func typeIsA(a, b Type) bool {
	if sameType(a, b) {
		return true
	}
	switch x := a.(type) {
	case *ListType:
		if y, ok := b.(*ListType); ok {
			return typeIsA(x.Elem, y.Elem)
		}
	case *RecordType:
		if y, ok := b.(*RecordType); ok {
			return recordTypeIsA(x, y)
		}
	}
	return false
}

// recordTypeIsA: every class required by b is one of a's classes or a
// superclass of one of them.
func recordTypeIsA(a, b *RecordType) bool {
	for _, want := range b.Classes {
		found := false
		for _, have := range a.Classes {
			if have == want || have.IsSubClassOf(want) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// resolveTypes finds a type both a and b convert to, or nil.
func resolveTypes(a, b Type) Type {
	if sameType(a, b) {
		return a
	}
	if ra, ok := a.(*RecordType); ok {
		if rb, ok := b.(*RecordType); ok {
			return commonRecordType(ra, rb)
		}
	}
	if convertible(a, b) {
		return b
	}
	if convertible(b, a) {
		return a
	}
	if la, ok := a.(*ListType); ok {
		if lb, ok := b.(*ListType); ok {
			if e := resolveTypes(la.Elem, lb.Elem); e != nil {
				return listOf(e)
			}
		}
	}
	return nil
}

// commonRecordType is the set of most derived classes shared by both types.
func commonRecordType(a, b *RecordType) Type {
	if recordTypeIsA(a, b) {
		return b
	}
	if recordTypeIsA(b, a) {
		return a
	}
	var common []*Record
	var visit func(c *Record)
	seen := map[*Record]bool{}
	visit = func(c *Record) {
		if seen[c] {
			return
		}
		seen[c] = true
		if recordTypeIsA(b, &RecordType{Classes: []*Record{c}}) {
			for _, x := range common {
				if x.IsSubClassOf(c) {
					return
				}
			}
			common = append(common, c)
			return
		}
		for i := len(c.Supers) - 1; i >= 0; i-- {
			visit(c.Supers[i])
		}
	}
	for _, c := range a.Classes {
		visit(c)
	}
	return &RecordType{Classes: common}
}

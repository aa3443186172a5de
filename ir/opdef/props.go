package opdef

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// Property storage. MLIR keeps an op's inherent attributes in a struct whose fields have
// the C++ class of each attribute's constraint (StrAttr a StringAttr, an I64EnumAttr its
// enum attribute class, an ArrayAttr-based constraint an ArrayAttr, AnyAttr any
// attribute). The generic parser converts `<{...}>` entries to those classes and rejects
// those of another class, before the verifier checks the rest of each constraint.

// storageOf returns the check of c's storage class, nil when any attribute is stored.
// upstream is set for the dialects LLVM defines, whose integer enums are stored in their
// enum attribute class (only the enum's cases, of its integer type); our own dialects'
// specifications make an integer that is no case a verifier failure (asctile §3.1), so
// their enums store any integer attribute.
func storageOf(c *AttrConstraint, upstream bool) func(ir.Attribute) bool {
	switch {
	case c.Unit:
		return isUnitAttr
	case EnumOf(c) != nil && EnumOf(c).Dialect == "" && upstream:
		// The C++ class of an integer enum attribute takes only an integer of the enum's
		// own width holding one of its cases (the predicate reads any integer type).
		e := EnumOf(c)
		return func(a ir.Attribute) bool {
			ia, ok := a.(*ir.IntegerAttr)
			return ok && ir.TypeEqual(ia.Type, e.IntType()) && c.Pred(a)
		}
	case (c.Keywords != nil || EnumOf(c) != nil) && upstream:
		return c.Pred
	case c.Keywords != nil || EnumOf(c) != nil:
		return isIntAttr
	}
	if s, ok := storageByName[c.Name]; ok {
		return s.check(c)
	}
	// A constraint that states its storage is believed; the name and type rules below
	// serve the constraints read from .td files, which state none.
	switch {
	case c.Storage != nil:
		return c.Storage
	case strings.HasPrefix(c.Name, "TypeAttrOf<"):
		return isTypeAttr
	case strings.HasSuffix(c.Name, "ArrayAttr") && !strings.HasPrefix(c.Name, "Dense"):
		return IsArrayAttr
	case c.Type != nil && ir.TypeEqual(c.Type, ir.I1):
		return isBoolAttr
	case c.Type != nil && ir.IsIntOrIndex(c.Type):
		return isIntAttr
	case c.Type != nil && isFloat(c.Type):
		return isFloatAttr
	case c.ParseStripped != nil:
		// Dialect attribute definitions and dense arrays: the class is what Pred checks.
		return c.Pred
	}
	return nil
}

// storageKind names a storage class by what checks it.
type storageKind uint8

const (
	storeAny  storageKind = iota // Attribute: anything
	storePred                    // the class is the constraint itself (interfaces, dense kinds)
	storeStr                     // StringAttr
	storeType                    // TypeAttr
)

func (k storageKind) check(c *AttrConstraint) func(ir.Attribute) bool {
	switch k {
	case storePred:
		return c.Pred
	case storeStr:
		return isStr
	case storeType:
		return isTypeAttr
	}
	return nil
}

// storageByName holds the constraints whose class the fields of AttrConstraint do not tell.
var storageByName = map[string]storageKind{
	"AnyAttr":                 storeAny,
	"EmitC_OpaqueOrTypedAttr": storeAny,
	"SymbolNameAttr":          storeStr,
	"TypeAttr":                storeType,
	"MemRefTypeAttr":          storeType,
	"AnyIntElementsAttr":      storePred,
	"AffineMapAttr":           storePred,
	"DenseI32ArrayAttr":       storePred,
	"DenseI64ArrayAttr":       storePred,
	"DictionaryAttr":          storePred,
	"TypedAttrInterface":      storePred,
	"ElementsAttr":            storePred,
}

func isUnitAttr(a ir.Attribute) bool { _, ok := a.(ir.UnitAttr); return ok }

func isTypeAttr(a ir.Attribute) bool { _, ok := a.(*ir.TypeAttr); return ok }

// isBoolAttr is BoolAttr's class: an integer attribute of type i1.
func isBoolAttr(a ir.Attribute) bool {
	i, ok := a.(*ir.IntegerAttr)
	return ok && ir.TypeEqual(i.Type, ir.I1)
}

// convertProperty is OpInfo.ConvertProperty: why a cannot be stored as property name.
func (d *Op) convertProperty(name string, a ir.Attribute) string {
	for i, at := range d.Attrs {
		if at.Name == name {
			if s := d.storage[i]; s != nil && !s(a) {
				return fmt.Sprintf("Invalid attribute `%s` in property conversion: %s", name, ir.AttrString(a))
			}
			return ""
		}
	}
	switch {
	case name == "operandSegmentSizes" && d.Traits&ir.TraitAttrSizedOperandSegments != 0:
		return convertSegments(a, len(d.Operands))
	case name == "resultSegmentSizes" && d.Traits&ir.TraitAttrSizedResultSegments != 0:
		return convertSegments(a, len(d.Results))
	}
	return ""
}

// convertSegments checks a segment sizes property, a fixed array of n 32-bit integers.
func convertSegments(a ir.Attribute, n int) string {
	arr, ok := a.(*ir.DenseArrayAttr)
	if !ok || !ir.TypeEqual(arr.Elem, ir.I32) {
		return "expected DenseI32ArrayAttr for key `value`"
	}
	if len(arr.Ints) != n {
		return fmt.Sprintf("size mismatch in attribute conversion: %d vs %d", len(arr.Ints), n)
	}
	return ""
}

// checkInherentAttr is OpInfo.CheckInherentAttr: the constraint message of an inherent
// attribute given in the attribute dictionary. The segment sizes are not checked there.
func (d *Op) checkInherentAttr(name string, a ir.Attribute) string {
	for _, at := range d.Attrs {
		if at.Name == name {
			if at.C.Pred != nil && !at.C.Pred(a) {
				return fmt.Sprintf("attribute '%s' failed to satisfy constraint: %s", name, at.C.Desc)
			}
			return ""
		}
	}
	return ""
}

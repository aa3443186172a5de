package opdef

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// SampleAttr gives an attribute that the constraint c accepts: the first case of an enum,
// f32 for a TypeAttr, an empty array or "x" for string kinds, and 1 of the constraint's
// integer type (i32 when it names none). Tests that build an instance of every op use it.
func SampleAttr(c *AttrConstraint) ir.Attribute {
	if en := EnumOf(c); en != nil {
		return en.Attr(en.Cases[0].Value)
	}
	switch {
	case c.Name == "TypeAttr":
		return &ir.TypeAttr{Type: ir.F32}
	case strings.Contains(c.Name, "Str") && strings.Contains(c.Name, "Array"), strings.Contains(c.Name, "TypeArray"):
		return &ir.ArrayAttr{}
	case strings.Contains(c.Name, "Str"):
		return ir.Str("x")
	case c.Storage != nil && c.Storage(&ir.ArrayAttr{}):
		return &ir.ArrayAttr{}
	case c.Type != nil && !ir.TypeEqual(c.Type, ir.None):
		return ir.NewIntAttr(c.Type, 1)
	}
	return ir.NewIntAttr(ir.I32, 1)
}

package opdef

import (
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// TestSampleAttr: each kind of constraint gets an attribute its predicate accepts.
func TestSampleAttr(t *testing.T) {
	for _, c := range []*AttrConstraint{
		{Name: "StrAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.StringAttr); return ok }},
		{Name: "TypeAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.TypeAttr); return ok }},
		{Name: "StrArrayAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.ArrayAttr); return ok }},
		{Name: "I64Attr", Type: ir.I64, Pred: func(a ir.Attribute) bool { i, ok := a.(*ir.IntegerAttr); return ok && i.Type == ir.I64 }},
	} {
		if a := SampleAttr(c); !c.Pred(a) {
			t.Errorf("%s: %T not accepted", c.Name, a)
		}
	}
}

package memref

import "github.com/ascend-toolchain/asc/ir"

// addCanonicalizations attaches the canonicalization patterns to their ops.
func addCanonicalizations(d *ir.Dialect) {
	d.Materialize = materialize
}

// materialize builds an arith.constant for a folded index or integer attribute, as the
// memref dialect's constant materializer does.
func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	ta, ok := a.(ir.TypedAttr)
	if !ok || !ir.TypeEqual(ta.AttrType(), t) {
		return nil
	}
	return b.Create(loc, "arith.constant", nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a})
}

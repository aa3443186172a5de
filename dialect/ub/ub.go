// Package ub defines MLIR's ub dialect as LLVM 19 has it: ub.poison, a value whose use is
// undefined behaviour, and the #ub.poison attribute it folds to. The math and arith
// folders propagate a poison operand to their result (as LLVM 19's common folders do),
// and their dialects materialize it back as ub.poison through Materialize.
package ub

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "ub"

// PoisonAttr is `#ub.poison`, the only poison attribute LLVM 19 defines (the op's value
// property accepts any attribute of the poison interface; this is its one member).
type PoisonAttr struct{}

// Print writes `#ub.poison`.
func (PoisonAttr) Print(p *ir.Printer) { p.WriteString("#ub.poison") }

// Equal reports whether o is the poison attribute too.
func (PoisonAttr) Equal(o ir.Attribute) bool { _, ok := o.(PoisonAttr); return ok }

// IsPoison reports whether a folded or constant operand value is poison.
func IsPoison(a ir.Attribute) bool { _, ok := a.(PoisonAttr); return ok }

// poisonC is the value property: its storage is the interface, so another attribute
// fails the property conversion of a generic form.
var poisonC = &opdef.AttrConstraint{Name: "UB_PoisonAttrInterface", Desc: "PoisonAttrInterface instance",
	Pred: IsPoison, Storage: IsPoison}

// Dialect returns the ub dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, ParseAttr: parseAttr, Materialize: Materialize}
	// Pure and ConstantLike as in LLVM 19: the canonicalizer treats a poison as a constant
	// (hoisted to the region's entry, merged with others of its type) through its value.
	opdef.Register(d, &opdef.Op{Name: OpPoison, Traits: ir.TraitPure | ir.TraitConstantLike,
		Attrs:   []opdef.Attr{{Name: "value", C: poisonC, Default: PoisonAttr{}}},
		Results: []opdef.Operand{{Name: "result", Type: opdef.AnyType}},
		Format:  "attr-dict (`<` $value^ `>`)? `:` type($result)",
		Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			if a := op.Attr("value"); a != nil {
				return []ir.FoldResult{{Attr: a}}
			}
			return []ir.FoldResult{{Attr: PoisonAttr{}}}
		}})
	return d
}

// parseAttr reads `#ub.poison` after its mnemonic.
func parseAttr(p *ir.OpParser, mnemonic string) (ir.Attribute, error) {
	if mnemonic == "poison" {
		return PoisonAttr{}, nil
	}
	// MLIR points at the mnemonic, which ends where the current token starts.
	return nil, p.ErrorAt(p.Pos()-len(mnemonic), "unknown attribute `%s` in dialect `ub`", mnemonic)
}

// Materialize builds a ub.poison of type t for a folded poison value; other dialects whose
// folders propagate poison call it from their own materializers.
func Materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if !IsPoison(a) {
		return nil
	}
	return b.Create(loc, OpPoison, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a})
}

// Package llvm defines the one op of MLIR's llvm dialect that PyAsc's translator handles
// (emission.md §1.16): llvm.mlir.undef, a value of a type with no defined contents.
package llvm

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "llvm"

// compatible is LLVM 19's "LLVM dialect-compatible type" as far as builtin types go:
// signless integers, the floats LLVM IR has (bf16, f16, f32, f64, f80, f128) and 1-D
// vectors, fixed or scalable, of any element (mlir-opt 19 accepts vector<2xindex> and
// vector<2xui32> but not vector<2x3xf16>). The llvm dialect's own types are not
// registered here, so they fail to parse before this check.
var compatible = &opdef.TypeConstraint{Name: "LLVM_Type", Desc: "LLVM dialect-compatible type",
	Pred: func(t ir.Type) bool {
		switch t := t.(type) {
		case *ir.IntegerType:
			return t.Sign == ir.Signless
		case *ir.FloatType:
			switch t.Name {
			case "bf16", "f16", "f32", "f64", "f80", "f128":
				return true
			}
		case *ir.VectorType:
			return len(t.Dims) == 1
		}
		return false
	}}

// Dialect returns the llvm dialect with llvm.mlir.undef only.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Materialize: materialize, Verbatim: true}
	// Pure and ConstantLike as in LLVM 19: an unused undef is erased, -cse merges two of
	// one type, and canonicalization treats it as a constant (hoisted to the region's
	// start and merged) through its folded value, the undef attribute.
	opdef.Register(d, &opdef.Op{Name: OpUndef, Traits: ir.TraitPure | ir.TraitConstantLike,
		Results: []opdef.Operand{{Name: "res", Type: compatible}},
		Format:  "attr-dict `:` type($res)",
		Fold: func(*ir.Operation, []ir.Attribute) []ir.FoldResult {
			return []ir.FoldResult{{Attr: UndefAttr{}}}
		}})
	return d
}

// UndefAttr is the value an llvm.mlir.undef folds to (`#llvm.undef`): other ops'
// folders see it as a constant operand they do not know, as in LLVM 19.
type UndefAttr struct{}

// Print writes `#llvm.undef`.
func (UndefAttr) Print(p *ir.Printer) { p.WriteString("#llvm.undef") }

// Equal reports whether o is the undef attribute too.
func (UndefAttr) Equal(o ir.Attribute) bool { _, ok := o.(UndefAttr); return ok }

// materialize rebuilds an undef of type t where a fold left the undef attribute.
func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if _, ok := a.(UndefAttr); !ok || !compatible.Pred(t) {
		return nil
	}
	return b.Create(loc, OpUndef, nil, []ir.Type{t})
}

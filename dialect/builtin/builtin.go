// Package builtin defines builtin.module and builtin.unrealized_conversion_cast.
package builtin

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Dialect returns the builtin dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: "builtin", Closed: true} // builtin.module and the cast only, as in MLIR
	opdef.Register(d, &opdef.Op{Name: OpModule,
		Traits: ir.TraitIsolatedFromAbove | ir.TraitNoTerminator | ir.TraitSymbolTable | ir.TraitSingleBlock |
			ir.TraitGraphRegion | ir.TraitAffineScope | ir.TraitSymbol | ir.TraitOptionalSymbol |
			ir.TraitNoRegionArguments,
		Attrs: []opdef.Attr{{Name: "sym_name", C: opdef.StrAttr, Optional: true},
			{Name: "sym_visibility", C: opdef.StrAttr, Optional: true}},
		Regions: []opdef.Region{{Name: "bodyRegion", Blocks: 1}}, DefaultDialect: "builtin",
		Parse: parseModule, Print: printModule, Verify: verifyModule,
		VerifyRegions: opdef.VerifyNestedSymbolUses})
	opdef.Register(d, &opdef.Op{Name: OpUnrealizedConversionCast, Traits: ir.TraitPure,
		Operands: []opdef.Operand{{Name: "inputs", Kind: opdef.Variadic, Type: opdef.AnyType}},
		Results:  []opdef.Operand{{Name: "outputs", Kind: opdef.Variadic, Type: opdef.AnyType}},
		Format:   "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict", Fold: foldCast})
	return d
}

// foldCast folds a cast whose inputs already have the result types, and a cast undoing the
// whole of another cast (A -> B -> A), as MLIR's folder does: the conversion passes leave
// such pairs and canonicalize removes them.
func foldCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.NumResults() == 0 {
		return nil // nothing to fold; an empty result list would mean an in-place change
	}
	if ir.TypesEqual(op.OperandTypes(), op.ResultTypes()) {
		return valuesAsFolds(op.Operands())
	}
	if op.NumOperands() == 0 {
		return nil
	}
	in := op.Operand(0).DefiningOp()
	if in == nil || in.Name() != op.Name() || in.NumResults() != op.NumOperands() {
		return nil
	}
	for i, r := range in.Results() {
		if op.Operand(i) != r {
			return nil
		}
	}
	if !ir.TypesEqual(in.OperandTypes(), op.ResultTypes()) {
		return nil
	}
	return valuesAsFolds(in.Operands())
}

func valuesAsFolds(vs []*ir.Value) []ir.FoldResult {
	out := make([]ir.FoldResult, len(vs))
	for i, v := range vs {
		out[i] = ir.FoldResult{Value: v}
	}
	return out
}

func parseModule(p *ir.OpParser, st *ir.OperationState) error {
	if p.IsSymbolNext() {
		name, err := p.ParseSymbolName()
		if err != nil {
			return err
		}
		st.AddAttr("sym_name", ir.Str(name))
	}
	if err := p.ParseOptionalAttrDictWithKeyword(st); err != nil {
		return err
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	EnsureBlock(r)
	return nil
}

// EnsureBlock gives an empty region the single block that no-terminator ops keep.
func EnsureBlock(r *ir.Region) {
	if r.Empty() {
		r.AddBlock(&ir.Block{})
	}
}

func printModule(p *ir.Printer, op *ir.Operation) {
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		p.WriteChar(' ')
		p.PrintSymbolName(n.Value)
	}
	// The visibility has no keyword of its own: it prints in the attribute dictionary.
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name")
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), false, false)
}

func verifyModule(op *ir.Operation) error {
	for _, a := range op.Attrs() {
		if op.Info().IsInherent(a.Name) {
			continue
		}
		hasDot := false
		for i := 0; i < len(a.Name); i++ {
			if a.Name[i] == '.' {
				hasDot = true
			}
		}
		if !hasDot {
			return ir.OpError(op, "can only contain attributes with dialect-prefixed names, found: '%s'", a.Name)
		}
	}
	return nil
}

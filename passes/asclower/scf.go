package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// asclower-scf: scf.for, scf.if and scf.while whose values are tiles (or asctile tensors,
// memrefs) are rebuilt with the converted types, as MLIR's structural scf type conversion
// does; the ops inside keep their types and see casts (../shared/spec/passes-asc2.md §2).

func lowerSCF(fn *ir.Operation, ctx *ir.Context) error {
	var c *conversion
	c = newConversion(ctx, tensorType, func(op *ir.Operation) legality {
		switch op.Name() {
		case builtin.OpUnrealizedConversionCast:
			return convLegal
		case scf.OpFor, scf.OpIf:
			return legalIf(c.typesLegal(op.ResultTypes()))
		case scf.OpWhile, scf.OpCondition:
			return legalIf(c.opTypesLegal(op))
		case scf.OpYield:
			switch p := op.ParentOp(); {
			case p == nil, p.Name() != scf.OpFor && p.Name() != scf.OpIf && p.Name() != scf.OpWhile:
				return convLegal
			}
			return legalIf(c.typesLegal(op.OperandTypes()))
		}
		return convUnknown
	})
	c.add(scf.OpFor, convertFor)
	c.add(scf.OpIf, convertIf)
	c.add(scf.OpWhile, convertWhile)
	c.add(scf.OpYield, convertTerminatorOperands)
	c.add(scf.OpCondition, convertTerminatorOperands)
	return c.run(fn)
}

func legalIf(ok bool) legality {
	if ok {
		return convLegal
	}
	return convIllegal
}

// convertedTypes converts ts; ok is false when one cannot be converted.
func convertedTypes(c *conversion, ts []ir.Type) ([]ir.Type, bool) {
	out := make([]ir.Type, len(ts))
	for i, t := range ts {
		if out[i] = c.convert(t); out[i] == nil {
			return nil, false
		}
	}
	return out, true
}

// rebuild creates op's twin with converted result types and operands, moves op's regions
// into it (their entry blocks converted when convertArgs says so) and replaces op.
func rebuild(c *conversion, op *ir.Operation, convertArgs []bool) (bool, error) {
	operands, ok := c.remapAll(op.Operands())
	if !ok {
		return false, nil
	}
	types, ok := convertedTypes(c, op.ResultTypes())
	if !ok {
		return false, nil
	}
	for i, r := range op.Regions() {
		if convertArgs[i] && !c.convertBlockTypes(r) {
			return false, nil
		}
	}
	st := &ir.OperationState{Name: op.Name(), Loc: op.Loc(), Operands: operands, Types: types,
		Attrs: append([]ir.NamedAttr(nil), op.Attrs()...)}
	for range op.Regions() {
		st.AddRegion()
	}
	nop := c.rw.CreateState(st)
	for i, r := range op.Regions() {
		c.rw.InlineRegionBefore(r, nop.Region(i), nil)
	}
	c.replace(op, nop.Results())
	return true, nil
}

func convertFor(c *conversion, op *ir.Operation) (bool, error) {
	return rebuild(c, op, []bool{true})
}

func convertIf(c *conversion, op *ir.Operation) (bool, error) {
	return rebuild(c, op, []bool{false, false})
}

func convertWhile(c *conversion, op *ir.Operation) (bool, error) {
	return rebuild(c, op, []bool{true, true})
}

// convertTerminatorOperands gives scf.yield and scf.condition their converted operands in
// place.
func convertTerminatorOperands(c *conversion, op *ir.Operation) (bool, error) {
	operands, ok := c.remapAll(op.Operands())
	if !ok {
		return false, nil
	}
	c.rw.ModifyInPlace(op, func() { op.SetOperands(operands) })
	return true, nil
}

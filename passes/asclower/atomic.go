package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// asclower-atomic: an atomic read-modify-write of a tile into global memory becomes a store
// between set_atomic_<kind> and set_atomic_none (../shared/spec/passes-asc2.md §2).

func lowerAtomic(fn *ir.Operation, ctx *ir.Context) error {
	c := newConversion(ctx, nil, func(op *ir.Operation) legality {
		switch {
		case op.Name() == asctile.OpAtomicRmw:
			return convIllegal
		case op.Name() == asctile.OpStore, sameDialect(op, ascendc.OpAddL2):
			return convLegal
		}
		return convUnknown
	})
	c.add(asctile.OpAtomicRmw, lowerAtomicRMW)
	return c.run(fn)
}

func lowerAtomicRMW(c *conversion, op *ir.Operation) (bool, error) {
	v, ok := asctile.AsAtomicRmwOp(op)
	if !ok {
		return false, nil
	}
	tt, ok := tileOf(v.Value())
	if !ok {
		return false, nil
	}
	// PyAsc runs asctile-transform-store-fixpipe before this pass, so the store made here
	// from an L0C (or L1) value is never turned into a fixpipe and no pass lowers it:
	// refuse such a value at the atomic op itself, naming what is wrong with it.
	if tt.Loc != asctile.TileLocation_UB {
		return false, ir.OpError(op, "atomically stores a tile in %s, but asclower-atomic makes a UB store of it (asctile-transform-store-fixpipe has run already, so an L0C tile gets no fixpipe); store the tile to GM plainly or bring it to UB first", tt.Loc)
	}
	var set string
	switch v.Kind() {
	case asctile.AtomicKind_Add:
		set = ascendc.OpSetAtomicAdd
	case asctile.AtomicKind_Max:
		set = ascendc.OpSetAtomicMax
	case asctile.AtomicKind_Min:
		set = ascendc.OpSetAtomicMin
	default:
		return false, ir.OpError(op, "unsupported atomic kind %d", int(v.Kind()))
	}
	b := &c.rw.Builder
	loc := op.Loc()
	b.Create(loc, set, nil, nil, ir.NamedAttr{Name: "dtype", Value: &ir.TypeAttr{Type: tt.ElemType}})
	b.Create(loc, asctile.OpStore, op.Operands(), nil)
	b.Create(loc, ascendc.OpSetAtomicNone, nil, nil)
	c.replace(op, nil)
	return true, nil
}

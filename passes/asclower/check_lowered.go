package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
)

// asclower-check-lowered (ours, not PyAsc's): after the asclower passes and the casts'
// realisation, no value of the tile level may remain. PyAsc's conversions leave an op
// they have no pattern for (arith.xori or arith.remsi on tiles, ...) in place, wrapped in
// unrealized_conversion_casts, and its pipeline goes on until the translator meets the
// casts far from the cause. The pyasc pipeline runs this check after asclower-expand-mask
// so the error names the op the lowering skipped, at its location.

// tileLevel reports whether t is an asctile type (a tile or a tensor view).
func tileLevel(t ir.Type) bool {
	switch t.(type) {
	case *asctile.TileType, *asctile.TensorType:
		return true
	}
	return false
}

// touchesTiles reports whether o takes, yields or binds (as a region argument) a
// tile-level value.
func touchesTiles(o *ir.Operation) bool {
	for _, v := range append(o.Operands(), o.Results()...) {
		if tileLevel(v.Type()) {
			return true
		}
	}
	for _, r := range o.Regions() {
		for _, b := range r.Blocks() {
			for _, a := range b.Args() {
				if tileLevel(a.Type()) {
					return true
				}
			}
		}
	}
	return false
}

// checkLowered reports every op left on tiles; a leftover unrealized_conversion_cast is
// reported only when no other op is, since it is the trace of the op it converted for.
func checkLowered(fn *ir.Operation, _ *ir.Context) error {
	var ops, casts ir.DiagList
	fn.Walk(func(o *ir.Operation) bool {
		if o == fn || !touchesTiles(o) {
			return true
		}
		if o.Name() == builtin.OpUnrealizedConversionCast {
			casts = append(casts, ir.OpError(o, "converts a tile-level value that no asclower pass lowered"))
			return true
		}
		ops = append(ops, ir.OpError(o, "on tile-level values is not lowered to ascendc by any asclower pass"))
		return true
	})
	if len(ops) > 0 {
		return ops
	}
	if len(casts) > 0 {
		return casts
	}
	return nil
}

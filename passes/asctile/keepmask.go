package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// keepMaskRegions marks every asc2.mask region (count_mask, bitwise_mask) as a fold
// barrier (ir.FoldBarrierAttr): the ops inside compute only the lanes of the mask, the
// others keep `other`, so canonicalize, the conversions' folds and CSE must not replace
// them by values or constants from outside (min(x, x) by x, x - x by a zero splat). Ours:
// PyAsc folds them (docs/pyasc.md §5); the pipeline runs this first with its departures,
// and asclower-expand-mask dissolves the regions, attribute and all.
func keepMaskRegions(fn *ir.Operation, _ *ir.Context) error {
	fn.Walk(func(o *ir.Operation) bool {
		if o.Name() == asctile.OpCountMask || o.Name() == asctile.OpBitwiseMask {
			o.SetAttr(ir.FoldBarrierAttr, ir.Unit)
		}
		return true
	})
	return nil
}

package asclower

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// registerData adds the passes that lower asctile's data movement, i1 tiles, concat and
// masks.
func registerData(r *passes.Registry) {
	reg := func(name, summary string, mk func(passes.Options) (passes.Pass, error)) {
		r.Register(&passes.Info{Name: name, Summary: summary, Anchor: anchorFunc, New: mk})
	}
	regDep := func(name, summary string, run func(*ir.Operation, *ir.Context, departures) error) {
		registerDeparting(r, name, summary, run)
	}
	reg("asclower-redress-i1-tile", "Store i1-tile constants as byte tiles with 8 booleans a byte", funcPass(redressI1Tile))
	regDep("asclower-expand-mask", "Apply the masks of asctile.count_mask/bitwise_mask to the L0 vector ops inside and inline them", expandMask)
	regDep("asclower-displace-concat", "Turn asctile.concat into slices of one allocation, or copies into a new one", displaceConcat)
	regDep("asclower-asctile", "Lower asctile compute ops (tensor, splat, cast, scalar ops, matmul, broadcast, reductions, softmax) to ascendc", lowerAsctile)
	regDep("asclower-asctile-data-transfer", "Lower asctile loads, stores and element accesses to ascendc data copies", lowerDataTransfer)
	regDep("asclower-asctile-i1", "Lower asctile.cmp, cmps and select on packed i1 tiles to ascendc", lowerAsctileI1)
	reg("asclower-realize-conversion-cast", "Turn casts between local tensors of equal size into ascendc.reinterpret_cast", funcPass(realizeConversionCast))
}

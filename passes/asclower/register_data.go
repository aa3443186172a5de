package asclower

import "github.com/ascend-toolchain/asc/passes"

// registerData adds the passes that lower asctile's data movement, i1 tiles, concat and
// masks.
func registerData(r *passes.Registry) {
	reg := func(name, summary string, mk func(passes.Options) (passes.Pass, error)) {
		r.Register(&passes.Info{Name: name, Summary: summary, Anchor: anchorFunc, New: mk})
	}
	reg("asclower-redress-i1-tile", "Store i1-tile constants as byte tiles with 8 booleans a byte", funcPass(redressI1Tile))
	reg("asclower-expand-mask", "Apply the masks of asctile.count_mask/bitwise_mask to the L0 vector ops inside and inline them", funcPass(expandMask))
	reg("asclower-displace-concat", "Turn asctile.concat into slices of one allocation, or copies into a new one", funcPass(displaceConcat))
	reg("asclower-asctile", "Lower asctile compute ops (tensor, splat, cast, scalar ops, matmul, broadcast, reductions, softmax) to ascendc", funcPass(lowerAsctile))
	reg("asclower-asctile-data-transfer", "Lower asctile loads, stores and element accesses to ascendc data copies", funcPass(lowerDataTransfer))
	reg("asclower-asctile-i1", "Lower asctile.cmp, cmps and select on packed i1 tiles to ascendc", funcPass(lowerAsctileI1))
	reg("asclower-realize-conversion-cast", "Turn casts between local tensors of equal size into ascendc.reinterpret_cast", funcPass(realizeConversionCast))
}

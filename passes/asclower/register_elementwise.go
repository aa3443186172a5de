package asclower

import (
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// registerElementwise adds the passes that lower arith, math, scf and atomics on tiles.
func registerElementwise(r *passes.Registry) {
	reg := func(name, summary string, run func(*ir.Operation, *ir.Context) error) {
		r.Register(&passes.Info{Name: name, Summary: summary, Anchor: funcdialect.OpFunc,
			New: func(passes.Options) (passes.Pass, error) { return passes.PassFunc(run), nil }})
	}
	regDep := func(name, summary string, run func(*ir.Operation, *ir.Context, departures) error) {
		registerDeparting(r, name, summary, run)
	}
	regDep("asclower-expand-math", "Expand math.rsqrt and math.exp2 into simpler math and arith ops", expandMath)
	regDep("asclower-arith", "Lower arith constants, bitcasts and negations on tiles to ascendc", lowerArith)
	regDep("asclower-arith-binary", "Lower binary arith ops on tiles to ascendc L2 vector ops", lowerArithBinary)
	regDep("asclower-math", "Lower math ops on tiles to ascendc math library and L2 vector ops", lowerMath)
	reg("asclower-scf", "Convert the tile types carried by scf.for, scf.if and scf.while to ascendc tensors", lowerSCF)
	reg("asclower-atomic", "Lower asctile.atomic_rmw to an atomic-mode asctile.store", lowerAtomic)
	reg("asclower-check-lowered", "Refuse, at the op, any op the asclower passes left on tiles (ours, not PyAsc's)", checkLowered)
}

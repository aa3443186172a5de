package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// tagUnrollGroups numbers the loads and stores inside every scf.for that carries an
// integer asctile.unroll_factor. Inner loops come first, so an enclosing tagged loop
// overwrites the numbers of its inner loops.
func tagUnrollGroups(small bool) func(*ir.Operation, *ir.Context) error {
	return func(fn *ir.Operation, _ *ir.Context) error {
		next := int64(0)
		tag := func(loop *ir.Operation, name string) {
			loop.Walk(func(o *ir.Operation) bool {
				if o.Name() == name {
					o.SetAttr(asctile.AttrUnrollGroup, ir.NewIntAttr(ir.I64, next))
					if small {
						next++
					}
				}
				return true
			})
			if !small {
				next++
			}
		}
		fn.WalkPost(func(loop *ir.Operation) {
			if loop.Name() != scf.OpFor {
				return
			}
			if _, ok := loop.Attr(asctile.AttrUnrollFactor).(*ir.IntegerAttr); !ok {
				return
			}
			tag(loop, asctile.OpLoad)
			tag(loop, asctile.OpStore)
		})
		return nil
	}
}

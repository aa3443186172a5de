package asctile

import (
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// keepCastRounding marks every asctile.cast whose conversion loses values (a float to a
// narrower float or to an integer, an integer to a narrower integer or to a float that
// cannot hold it) with asctile.keep_rounding, so that the cast folder keeps it in a
// chain. PyAsc's folder drops the inner conversion of `x.to(f16).to(f32)`, and the
// kernel then computes other numbers than its source says; --pyasc-pipeline runs this
// pass first when it takes its departures (docs/pyasc.md §5). Ours, not PyAsc's.
func keepCastRounding(fn *ir.Operation, _ *ir.Context) error {
	fn.Walk(func(o *ir.Operation) bool {
		c, ok := asctile.AsCastOp(o)
		if !ok {
			return true
		}
		from, ok1 := c.In().Type().(*asctile.TileType)
		to, ok2 := c.Out().Type().(*asctile.TileType)
		if ok1 && ok2 && !asctile.ExactConversion(from.ElemType, to.ElemType) {
			o.SetAttr(asctile.AttrKeepRounding, ir.UnitAttr{})
		}
		return true
	})
	return nil
}

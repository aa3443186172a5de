package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// registerReconcile adds reconcile-unrealized-casts, which PyAsc's pipeline runs after its
// conversions: a live builtin.unrealized_conversion_cast whose chain of casts leads back to
// values of its own result types is replaced by those values, and casts nothing uses any
// more are erased. As in mlir-opt 19, a live cast that cannot be folded stays.
func registerReconcile(r *passes.Registry) {
	r.Register(&passes.Info{Name: "reconcile-unrealized-casts", Summary: "Simplify and eliminate unrealized conversion casts",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(op *ir.Operation, _ *ir.Context) error {
				ReconcileCasts(op)
				return nil
			}), nil
		}})
}

func isCast(o *ir.Operation) bool { return o != nil && o.Name() == builtin.OpUnrealizedConversionCast }

// ReconcileCasts folds and erases the unrealized conversion casts nested in root.
func ReconcileCasts(root *ir.Operation) {
	var casts []*ir.Operation
	root.Walk(func(o *ir.Operation) bool {
		if isCast(o) && o != root {
			casts = append(casts, o)
		}
		return true
	})
	// In program order, so a cast folded early is seen folded by the casts after it.
	for _, c := range casts {
		if vals := foldChain(c); vals != nil {
			for i, r := range c.Results() {
				r.ReplaceAllUsesWith(vals[i])
			}
		}
	}
	// Users before producers: erasing a dead cast can make its producer dead.
	for i := len(casts) - 1; i >= 0; i-- {
		c := casts[i]
		dead := true
		for _, r := range c.Results() {
			if r.HasUses() {
				dead = false
			}
		}
		if dead {
			c.Erase()
		}
	}
}

// foldChain walks back from c through casts whose results are exactly the previous cast's
// operands, and returns the first operand list whose types are c's result types.
func foldChain(c *ir.Operation) []*ir.Value {
	want := c.Results()
	vals := c.Operands()
	for len(vals) > 0 {
		if sameTypes(vals, want) {
			return vals
		}
		d := vals[0].DefiningOp()
		if !isCast(d) || d.NumResults() != len(vals) {
			return nil
		}
		for i, v := range vals {
			if d.Result(i) != v {
				return nil
			}
		}
		vals = d.Operands()
	}
	return nil
}

func sameTypes(vals, want []*ir.Value) bool {
	if len(vals) != len(want) {
		return false
	}
	for i := range vals {
		if !ir.TypeEqual(vals[i].Type(), want[i].Type()) {
			return false
		}
	}
	return true
}

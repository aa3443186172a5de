package transforms

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// loop-invariant-subset-hoisting (MLIR 19's pass of that name) hoists pairs of matching
// subset extraction and insertion ops (tensor.extract_slice/insert_slice,
// vector.transfer_read/write) out of loops. None of the dialects we carry has a subset op,
// and the pass moves nothing else (not even loop-invariant arith ops, unlike
// loop-invariant-code-motion), so on every input ascopt reads it leaves the IR as it is,
// which is what mlir-opt 19 prints for such input.

func registerSubsetHoisting(r *passes.Registry) {
	r.Register(&passes.Info{Name: "loop-invariant-subset-hoisting", Summary: "Hoist loop invariant subset ops outside of the loop",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(*ir.Operation, *ir.Context) error { return nil }), nil
		}})
}

// Package gpu defines the part of MLIR's gpu dialect that PyAsc's tile-level tests use:
// gpu.barrier, an op with unknown effects that passes must keep in place.
package gpu

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Dialect returns the gpu dialect with gpu.barrier only.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: "gpu"}
	// Like LLVM 19's gpu.barrier: no operands, no results, no traits (so no memory
	// effect interface: it is never dead and is never reordered as pure).
	opdef.Register(d, &opdef.Op{Name: OpBarrier, Format: "attr-dict"})
	return d
}

// Package gpu defines the part of MLIR's gpu dialect that PyAsc's tile-level tests use:
// gpu.barrier, an op with unknown effects that passes must keep in place.
package gpu

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "gpu"

// Dialect returns the gpu dialect with gpu.barrier only.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Verbatim: true}
	// Like LLVM 19's gpu.barrier: no operands, no results, no traits (so no memory
	// effect interface: it is never dead and is never reordered as pure).
	info := opdef.Register(d, &opdef.Op{Name: OpBarrier, Format: "attr-dict"})
	// Of two barriers in a row the first is redundant (LLVM 19's canonicalization erases
	// a barrier whose next op is a barrier, whatever their attributes).
	info.Canonicalize = append(info.Canonicalize, &ir.PatternFunc{Name: "erase-redundant-barrier", RootOp: OpBarrier,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			if n := op.Next(); n == nil || n.Name() != OpBarrier {
				return false
			}
			rw.EraseOp(op)
			return true
		}})
	return d
}

package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
)

// insertResetBarriers puts a PIPE_ALL barrier before every TBufPool Reset and TPipe
// Reset/Destroy. These hand their buffers back: a queue or TBuf initialised afterwards
// reuses the bytes of those before (docs/sim/framework.md), and the producer/consumer search
// of insert-sync follows one tensor or queue at a time, so it orders nothing between a
// tensor of the old queue and one of the new (the new queue's first DataCopy raced with
// the old one's reads and writes). Every access before the reset completes first.
func insertResetBarriers(fn *ir.Operation, b *ir.Builder) {
	for _, r := range collect(fn, named(ascendc.OpTbufPoolReset, ascendc.OpPipeReset, ascendc.OpPipeDestroy)) {
		if p := r.Prev(); p != nil && isBarrier(p, ascendc.Pipe_PIPE_ALL) {
			continue // synchronised already (the pass is idempotent)
		}
		b.SetInsertionPointBefore(r)
		barrier(b, r.Loc(), ascendc.Pipe_PIPE_ALL)
	}
}

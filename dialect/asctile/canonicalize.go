package asctile

import "github.com/ascend-toolchain/asc/ir"

// accumulator, copy and copy_fixpipe have no effect interface, so generic dead-code
// removal keeps them; their canonicalization erases an unused one. load reads memory
// and is trivially dead anyway; PyAsc gives it the same pattern.

func eraseUnused(info *ir.OpInfo) {
	info.Canonicalize = append(info.Canonicalize, &ir.PatternFunc{Name: info.Name + "-erase-unused", RootOp: info.Name,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			if op.NumResults() != 1 || op.Result(0).HasUses() {
				return false
			}
			rw.EraseOp(op)
			return true
		}})
}

func canonicalizeAccumulatorOp(info *ir.OpInfo) { eraseUnused(info) }
func canonicalizeCopyOp(info *ir.OpInfo)        { eraseUnused(info) }
func canonicalizeCopyFixpipeOp(info *ir.OpInfo) { eraseUnused(info) }
func canonicalizeLoadOp(info *ir.OpInfo)        { eraseUnused(info) }

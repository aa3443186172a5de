package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/llvm"
	"github.com/ascend-toolchain/asc/ir"
)

// llvmRules is the table of the llvm dialect's rules (emission.md §1.16): only
// llvm.mlir.undef, which PyAsc declares as an uninitialised variable.
func llvmRules() map[string]Rule {
	return map[string]Rule{llvm.OpUndef: emitUndef}
}

// emitUndef declares the result's variable without a value: its contents are undefined
// until the program assigns them.
func emitUndef(e *Emitter, op *ir.Operation) error {
	t, err := e.cppTypeOf(op.Result(0))
	if err != nil {
		return err
	}
	e.line("%s %s;", t, e.fresh(op.Result(0)))
	return nil
}

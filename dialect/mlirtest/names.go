package mlirtest

// Names of the test ops this package defines, one constant per op: code outside the
// dialect names ops through them (TestOpNames in dialect/all checks the list against the
// registered ops).
const (
	OpConstant     = "test.constant"
	OpMemRead      = "test.op_with_memread"
	OpMemWrite     = "test.op_with_memwrite"
	OpSideEffectOp = "test.side_effect_op"
	OpAsmInterface = "test.asm_interface_op"
	OpFinish       = "test.finish"
)

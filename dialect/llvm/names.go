package llvm

// Names of the llvm ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpUndef = "llvm.mlir.undef"
)

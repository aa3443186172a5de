package tensor

// Names of the tensor ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpDim = "tensor.dim"
)

package fn

// Names of the func ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpFunc         = "func.func"
	OpReturn       = "func.return"
	OpCall         = "func.call"
	OpCallIndirect = "func.call_indirect"
	OpConstant     = "func.constant"
)

package emitc

// Names of the emitc ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpConstant = "emitc.constant"
	OpInclude  = "emitc.include"
	OpVerbatim = "emitc.verbatim"
)

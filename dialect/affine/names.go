package affine

// Names of the affine ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpIf    = "affine.if"
	OpYield = "affine.yield"
)

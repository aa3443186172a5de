package ub

// Names of the ub ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpPoison = "ub.poison"
)

package cf

// Names of the cf ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpAssert = "cf.assert"
	OpBr     = "cf.br"
	OpCondBr = "cf.cond_br"
	OpSwitch = "cf.switch"
)

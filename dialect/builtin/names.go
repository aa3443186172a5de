package builtin

// Names of the builtin ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpModule                   = "builtin.module"
	OpUnrealizedConversionCast = "builtin.unrealized_conversion_cast"
)

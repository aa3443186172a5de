package scf

// Names of the scf ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpFor           = "scf.for"
	OpIf            = "scf.if"
	OpWhile         = "scf.while"
	OpCondition     = "scf.condition"
	OpYield         = "scf.yield"
	OpExecuteRegion = "scf.execute_region"
	OpIndexSwitch   = "scf.index_switch"
	OpParallel      = "scf.parallel"
	OpReduce        = "scf.reduce"
	OpReduceReturn  = "scf.reduce.return"
	OpForall        = "scf.forall"
	OpInParallel    = "scf.forall.in_parallel"
)

package memref

// Names of the memref ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpAlloca  = "memref.alloca"
	OpAlloc   = "memref.alloc"
	OpDealloc = "memref.dealloc"
	OpCast    = "memref.cast"
	OpLoad    = "memref.load"
	OpStore   = "memref.store"
)

package memref

// Names of the memref ops, one constant per op: code outside the dialect names ops through
// them (TestOpNames in dialect/all checks the list against the registered ops).
const (
	OpAlloca                       = "memref.alloca"
	OpAlloc                        = "memref.alloc"
	OpAllocaScope                  = "memref.alloca_scope"
	OpAllocaScopeReturn            = "memref.alloca_scope.return"
	OpAssumeAlignment              = "memref.assume_alignment"
	OpAtomicRMW                    = "memref.atomic_rmw"
	OpAtomicYield                  = "memref.atomic_yield"
	OpCast                         = "memref.cast"
	OpCollapseShape                = "memref.collapse_shape"
	OpCopy                         = "memref.copy"
	OpDealloc                      = "memref.dealloc"
	OpDim                          = "memref.dim"
	OpDmaStart                     = "memref.dma_start"
	OpDmaWait                      = "memref.dma_wait"
	OpExpandShape                  = "memref.expand_shape"
	OpExtractAlignedPointerAsIndex = "memref.extract_aligned_pointer_as_index"
	OpExtractStridedMetadata       = "memref.extract_strided_metadata"
	OpGenericAtomicRMW             = "memref.generic_atomic_rmw"
	OpGetGlobal                    = "memref.get_global"
	OpGlobal                       = "memref.global"
	OpLoad                         = "memref.load"
	OpMemorySpaceCast              = "memref.memory_space_cast"
	OpPrefetch                     = "memref.prefetch"
	OpRank                         = "memref.rank"
	OpRealloc                      = "memref.realloc"
	OpReinterpretCast              = "memref.reinterpret_cast"
	OpReshape                      = "memref.reshape"
	OpStore                        = "memref.store"
	OpSubView                      = "memref.subview"
	OpTranspose                    = "memref.transpose"
	OpView                         = "memref.view"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "memref"

package asctile

// Discardable attributes PyAsc's frontend and passes put on ops (spec §3.4); passes name
// them through these constants.
const (
	// AttrUnrollFactor is an integer (the frontend writes an index) on scf.for: how many
	// times asctile-unroll-loop unrolls the loop.
	AttrUnrollFactor = "asctile.unroll_factor"
	// AttrParallel is a unit attribute on scf.for: iterations are independent, so no
	// loop-end synchronisation is needed.
	AttrParallel = "asctile.parallel"
	// AttrUnrollGroup is an i64 on asctile.load and asctile.store: the group
	// asctile-tag-unroll-groups assigns for densifying.
	AttrUnrollGroup = "asctile.unroll_group"
	// AttrIsMatrixA is a unit attribute on an asctile.load producing an L1 tile: the tile
	// is a left matrix (Nd2Nz layout when lowered).
	AttrIsMatrixA = "asctile.is_matrix_a"
	// AttrKeepRounding is ours, not PyAsc's: a unit attribute on an asctile.cast whose
	// conversion loses values (rounds or truncates). The cast folder never folds a later
	// cast across such a cast. asctile-keep-cast-rounding sets it (--pyasc-pipeline with
	// its departures); without it the folder is PyAsc's (docs/pyasc.md §5).
	AttrKeepRounding = "asctile.keep_rounding"
	// AttrAccRead is ours, not PyAsc's: an i64 on a side-effect-free op reading an
	// accumulator that asctile.matmul_acc writes in place, different on every such op so
	// that CSE does not merge reads from before and after a write.
	// asctile-keep-accumulator-reads sets it (--pyasc-pipeline with its departures).
	AttrAccRead = "asctile.acc_read"
)

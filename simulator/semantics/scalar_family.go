package semantics

import sim "github.com/ascend-toolchain/asc/simulator"

// registerScalarFamily adds the emitasc dialect, the scalar and system side of ascendc and
// the scalar MLIR ops (math, memref, extended arith, indirect calls, scf.parallel).
func registerScalarFamily(r *sim.Registry) {
	registerEmitAsc(r)
	registerEmitAscText(r)
	registerSystem(r)
	registerTensorInfo(r)
	registerMemref(r)
	registerMemrefQueries(r)
	registerScalarMath(r)
	registerScalarMathInt(r)
	registerArithExtended(r)
	registerIndirectCalls(r)
	registerParallel(r)
}

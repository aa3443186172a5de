package semantics

import sim "github.com/ascend-toolchain/asc/simulator"

// registerCubeSync adds the cube-side data movement, atomics and cross-core
// synchronisation family (docs/sim/cube-sync.md).
func registerCubeSync(r *sim.Registry) {
	registerCrossCore(r)
	registerAtomics(r)
	registerCubeExt(r)
}

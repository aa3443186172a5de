package asclower

import "github.com/ascend-toolchain/asc/passes"

// registerData adds the passes that lower asctile's data movement, i1 tiles, concat and
// masks.
func registerData(r *passes.Registry) {
	_ = r
}

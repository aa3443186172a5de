// Package asclower holds the asclower-* passes (PyAsc's LowerToAsc conversion, see
// ../shared/spec/passes-asc2.md §2) that lower asctile, arith, math and scf on tiles to
// the ascendc dialect.
package asclower

import "github.com/ascend-toolchain/asc/passes"

// Register adds the asclower-* passes to r.
func Register(r *passes.Registry) {
	registerElementwise(r)
	registerData(r)
}

// Package asctile holds the asctile-* passes of PyAsc's tile level (see
// ../shared/spec/passes-asc2.md §1): transformations of asctile IR before it is lowered.
package asctile

import "github.com/ascend-toolchain/asc/passes"

// Register adds the asctile-* passes to r.
func Register(r *passes.Registry) {
	_ = r
}

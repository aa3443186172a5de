package examples

import (
	"math/rand"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// extraMutationCases lists the further examples with explicit synchronisation.
func extraMutationCases(r *rand.Rand) []mutationCase {
	return append(rowMutationCases(r), append(cubeMutationCases(r), reduceMutationCases(r)...)...)
}

var _ = sim.ArgIn

package examples

import (
	"math/rand"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

func TestReduceSumRows(t *testing.T) {
	m := load(t, "reduce_sum_rows")
	const R = 32
	x := randF32(rand.New(rand.NewSource(11)), R*64, 10)
	y := out(4 * R)
	run(t, m, "reduce_sum_rows", 1, in(f32bytes(x)), y, scalar("32"))
	want := make([]float64, R)
	for r := 0; r < R; r++ {
		for c := 0; c < 64; c++ {
			want[r] += float64(x[r*64+c])
		}
	}
	checkClose(t, f64s(f32of(y.Data)), want, 1e-4, 1e-4)
}

func reduceMutationCases(r *rand.Rand) []mutationCase {
	return []mutationCase{{"reduce_sum_rows", "reduce_sum_rows", 1, func() []*sim.Arg {
		return []*sim.Arg{in(f32bytes(randF32(r, 32*64, 1))), out(4 * 32), scalar("32")}
	}}}
}

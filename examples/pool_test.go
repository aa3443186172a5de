package examples

import (
	"math/rand"
	"testing"
)

// TestVectorAddPool runs the vector add whose queues live in a TBufPool and checks z = x + y
// bit-exactly (a user tag that did not read back would leave z unwritten).
func TestVectorAddPool(t *testing.T) {
	m := load(t, "vector_add_pool")
	r := rand.New(rand.NewSource(3))
	n := 8 * 2048
	x, y := randF32(r, n, 100), randF32(r, n, 100)
	z := out(4 * n)
	run(t, m, "vector_add_pool", 8, in(f32bytes(x)), in(f32bytes(y)), z)
	got := f32of(z.Data)
	for i := range x {
		if got[i] != x[i]+y[i] {
			t.Fatalf("z[%d] = %g, want %g", i, got[i], x[i]+y[i])
		}
	}
}

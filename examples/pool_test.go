package examples

import (
	"math/rand"
	"testing"
)

// TestVectorAddPool runs the vector add whose queues live in a TBufPool and checks z = x + y
// bit-exactly and that no core printed (the kernel prints only a wrong user tag).
func TestVectorAddPool(t *testing.T) {
	m := load(t, "vector_add_pool")
	r := rand.New(rand.NewSource(3))
	n := 8 * 2048
	x, y := randF32(r, n, 100), randF32(r, n, 100)
	z := out(4 * n)
	ch := run(t, m, "vector_add_pool", 8, in(f32bytes(x)), in(f32bytes(y)), z)
	got := f32of(z.Data)
	for i := range x {
		if got[i] != x[i]+y[i] {
			t.Fatalf("z[%d] = %g, want %g", i, got[i], x[i]+y[i])
		}
	}
	for i, c := range ch.Cores {
		if c.Print.Len() != 0 {
			t.Fatalf("core %d printed %q", i, c.Print.String())
		}
	}
}

package examples

import (
	"math/rand"
	"testing"
)

func TestVectorAdd(t *testing.T) {
	m := load(t, "vector_add")
	r := rand.New(rand.NewSource(1))
	n := 8 * 2048
	x, y := randF32(r, n, 100), randF32(r, n, 100)
	z := out(4 * n)
	ch := run(t, m, "vector_add", 8, in(f32bytes(x)), in(f32bytes(y)), z)
	got := f32of(z.Data)
	for i := range x {
		if got[i] != x[i]+y[i] { // f32 add is bit-exact
			t.Fatalf("z[%d] = %g, want %g", i, got[i], x[i]+y[i])
		}
	}
	_ = ch
}

func TestVectorAddSync(t *testing.T) {
	m := load(t, "vector_add_sync")
	r := rand.New(rand.NewSource(2))
	n := 8 * 2048
	x, y := randF32(r, n, 100), randF32(r, n, 100)
	z := out(4 * n)
	run(t, m, "vector_add_sync", 8, in(f32bytes(x)), in(f32bytes(y)), z)
	got := f32of(z.Data)
	for i := range x {
		if got[i] != x[i]+y[i] {
			t.Fatalf("z[%d] = %g, want %g", i, got[i], x[i]+y[i])
		}
	}
}

package examples

import (
	"math/rand"
	"testing"
)

// static_alloc: 4 cores × (8 × 64) f32 blocks; the block size comes from the ShapeInfo on
// the GM tensor (GetShapeSize = rows·cols), the tiles from a LocalMemAllocator, and the
// second half of each block goes through a SetAddrWithOffset view (scaled by 2).
func TestStaticAlloc(t *testing.T) {
	m := load(t, "static_alloc")
	r := rand.New(rand.NewSource(13))
	const cores, rows, cols = 4, 8, 64
	n := cores * rows * cols
	x, y := randF32(r, n, 10), randF32(r, n, 10)
	z := out(4 * n)
	run(t, m, "static_alloc", cores, in(f32bytes(x)), in(f32bytes(y)), z, scalar(fmtInt(rows)), scalar(fmtInt(cols)))
	got := f32of(z.Data)
	for i := range x {
		want := x[i] + y[i] // f32 addition, then an exact doubling in the second half
		if i%(rows*cols) >= rows*cols/2 {
			want *= 2
		}
		if got[i] != want {
			t.Fatalf("z[%d] = %g, want %g", i, got[i], want)
		}
	}
}

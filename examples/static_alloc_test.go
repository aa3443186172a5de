package examples

import (
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
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

// The sanitizer sees the allocator's tiles and the SetAddrWithOffset view: removing any
// of the kernel's flags or its barrier is reported.
func TestStaticAllocMutations(t *testing.T) {
	r := rand.New(rand.NewSource(14))
	n := 2 * 8 * 64
	args := func() []*sim.Arg {
		return []*sim.Arg{in(f32bytes(randF32(r, n, 1))), in(f32bytes(randF32(r, n, 1))), out(4 * n), scalar("8"), scalar("64")}
	}
	src, err := os.ReadFile(filepath.Join("static_alloc", "kernel.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	ms := mutants(string(src), "static_alloc")
	if len(ms) != 5 {
		t.Fatalf("%d mutants, want 5 (two flag pairs and a barrier)", len(ms))
	}
	for name, m := range ms {
		if _, errs := tryRun(t, parse(t, "static_alloc", m), "static_alloc", 2, args()...); len(errs) == 0 {
			t.Errorf("removing %s reports no hazard", name)
		}
	}
}

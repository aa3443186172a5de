package examples

import (
	"encoding/binary"
	"math/rand"
	"testing"
)

// TestGatherRows runs gather_rows/ on 4 cores and checks it against the definition written
// out in Go: y[r][i] = x[r][perm[i]], z[r][k] = y[r][2k].
func TestGatherRows(t *testing.T) {
	const rows, cols, cores = 16, 256, 4
	rng := rand.New(rand.NewSource(13))
	x := randF32(rng, rows*cols, 4)
	perm := rng.Perm(cols)
	pb := make([]byte, 4*cols)
	for i, p := range perm {
		binary.LittleEndian.PutUint32(pb[4*i:], uint32(p))
	}
	y, z := out(4*rows*cols), out(4*rows*cols/2)
	run(t, load(t, "gather_rows"), "gather_rows", cores, ffts(), in(f32bytes(x)), in(pb), y, z, scalar(fmtInt(rows)))
	gy, gz := f32of(y.Data), f32of(z.Data)
	for r := 0; r < rows; r++ {
		for i := 0; i < cols; i++ {
			want := x[r*cols+perm[i]]
			if got := gy[r*cols+i]; got != want {
				t.Fatalf("y[%d][%d] = %v, want %v", r, i, got, want)
			}
			if i%2 == 0 {
				if got := gz[r*cols/2+i/2]; got != want {
					t.Fatalf("z[%d][%d] = %v, want %v", r, i/2, got, want)
				}
			}
		}
	}
}

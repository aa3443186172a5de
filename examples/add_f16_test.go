package examples

import (
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/numeric"
)

func TestAddF16(t *testing.T) {
	m := load(t, "add_f16")
	r := rand.New(rand.NewSource(4))
	n := 8 * 2048
	x, y := randF16(r, n, 10), randF16(r, n, 10)
	z := out(2 * n)
	run(t, m, "add_f16", 8, in(f16bytes(x)), in(f16bytes(y)), z, scalar("2048"), scalar("128"), scalar("16"))
	got := f16of(z.Data)
	gf, wf := make([]float64, n), make([]float64, n)
	for i := range x {
		want := numeric.F32ToF16(numeric.F16ToF32(x[i]) + numeric.F16ToF32(y[i]))
		if got[i] != want { // correctly rounded f16 addition
			t.Fatalf("z[%d] = %#x, want %#x", i, got[i], want)
		}
		gf[i] = float64(numeric.F16ToF32(got[i]))
		wf[i] = float64(numeric.F16ToF32(x[i])) + float64(numeric.F16ToF32(y[i]))
	}
	checkClose(t, gf, wf, 1e-3, 1e-3) // the f16 elementwise tolerance vs exact sums
}

package examples

import (
	"math/rand"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// The two kernels of this file hold the patterns ascendc-insert-sync once left racing on
// 910B (issues 13/15); they run through pyasc-pipeline on both SoCs of tileSoCs and must
// simulate without a diagnostic (the sanitizer is on) and give exact numbers.

// TestAscSyncViewRead: a vector write through a subindex view, a vector reader of the
// whole tensor, then its MTE3 copy to GM.
func TestAscSyncViewRead(t *testing.T) {
	forSoCs(t, "sync_view_read", func(t *testing.T, _ string, m *ir.Operation) {
		const n, cores = 512, 2
		r := rand.New(rand.NewSource(13))
		x := randF32(r, n*cores, 100)
		y, z := out(4*n*cores), out(4*n*cores)
		runAsc(t, m, "sync_view_read", cores, in(f32bytes(x)), y, z)
		gy, gz := f32of(y.Data), f32of(z.Data)
		bad := 0
		for i, xv := range x {
			wy := 2 * xv
			if i%128 >= 64 {
				wy = xv + 1
			}
			wz := wy + xv
			if (gy[i] != wy || gz[i] != wz) && bad < 10 {
				t.Errorf("element %d: y = %g, z = %g, want %g, %g", i, gy[i], gz[i], wy, wz)
				bad++
			}
		}
	})
}

// TestAscSyncLoadScalar: a loaded tensor read first by get_value, then stored straight
// back by MTE3 and read by a vector op.
func TestAscSyncLoadScalar(t *testing.T) {
	forSoCs(t, "sync_load_scalar", func(t *testing.T, _ string, m *ir.Operation) {
		const n, cores, tile = 512, 2, 128
		r := rand.New(rand.NewSource(15))
		x := randF32(r, n*cores, 10)
		y, s, xo := out(4*n*cores), out(4*8*(n/tile)*cores), out(4*n*cores)
		runAsc(t, m, "sync_load_scalar", cores, in(f32bytes(x)), y, s, xo)
		gy, gs, gxo := f32of(y.Data), f32of(s.Data), f32of(xo.Data)
		bad := 0
		for i, xv := range x {
			if gxo[i] != xv && bad < 10 {
				t.Errorf("xo[%d] = %g, want %g", i, gxo[i], xv)
				bad++
			}
			sv := x[i/tile*tile+5]
			if gy[i] != xv*sv && bad < 10 {
				t.Errorf("y[%d] = %g, want %g", i, gy[i], xv*sv)
				bad++
			}
		}
		for i, g := range gs {
			if want := x[i/8*tile+5]; g != want && bad < 10 {
				t.Errorf("s[%d] = %g, want %g", i, g, want)
				bad++
			}
		}
	})
}

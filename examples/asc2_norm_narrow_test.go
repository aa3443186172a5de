package examples

import (
	"math/rand"
	"testing"
)

// TestTileRmsNormNarrow: rms_norm_narrow, asctile.rms_norm of f32 rows of 20 (80 bytes).
// PyAsc's tiling rounds the row to hLength 24 with originalHLength 20, while the tile
// holds its rows packed at 20: RmsNorm would read every row after the first at the wrong
// place. asc-sim refuses the call at the op (the padded-column form is not modelled)
// instead of computing what the hardware would not.
func TestTileRmsNormNarrow(t *testing.T) {
	const rows, cols, cores = 10, 20, 2
	r := rand.New(rand.NewSource(60))
	x, g := randF32(r, rows*cols, 3), randF32(r, cols, 2)
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			m := lowerTile(t, "rms_norm_narrow", soc)
			msgs := tryTile(t, m, "rms_norm_kernel", cores, in(f32bytes(x)), in(f32bytes(g)), out(4*len(x)), scalar(fmtInt(rows)), scalar("1e-05"))
			wantDiag(t, msgs, "kernel.mlir:22:13: error: 'ascendc.rms_norm' op is not simulated for originalHLength 20 ≠ hLength 24")
		})
	}
}

package examples

import (
	"testing"
)

// TestTileRmsNormNarrow: rms_norm_narrow, asctile.rms_norm of f32 rows of 20 (80 bytes).
// PyAsc's tiling rounds the row to hLength 24 with originalHLength 20, while the tile
// holds its rows packed at 20: RmsNorm would read every row after the first at the wrong
// place, and how PyAsc would pad the rows is not specified. --pyasc-pipeline refuses the
// op at its line instead of emitting a call that computes something unknown.
func TestTileRmsNormNarrow(t *testing.T) {
	for _, soc := range tileSoCs {
		t.Run(soc, func(t *testing.T) {
			wantPipelineError(t, "rms_norm_narrow", soc, "kernel.mlir:22:13: error: 'asctile.rms_norm' op has rows of 20 f32 elements (80 bytes), not a whole number of 32-byte blocks")
		})
	}
}

#!/bin/sh
# The cost model against NPU figures: runs every row of docs/sim/calibration.md (the kernels
# under examples/, sanitizer on, outputs checked) and prints the table of NPU time,
# simulated time and error, held-out rows included. Fails when a row leaves its documented
# band. Needs ~2 GB and a few minutes (the heavy rows move hundreds of MB of GM; R10, the
# 20-core Matmul at N = 2560, computes 16.8 G MACs, ~20 s of CPU; R17/R18, N = 3840 and
# 5120, 57 G and 134 G MACs, several minutes each); without
# ASC_CALIBRATION_HEAVY=1 (go test ./examples) only the light rows run.
# ASC_CALIBRATION_ROWS=R10,H1 selects rows; ASC_CALIBRATION_PIPES=1 logs per-pipe cycles.
cd "$(dirname "$0")/.." && ASC_CALIBRATION_TABLE=1 ASC_CALIBRATION_HEAVY=1 go test ./examples -run '^TestCalibration$' -v -count=1 -timeout 60m "$@" |
	grep -E '^\||^Add series|outside|^(FAIL|ok)'

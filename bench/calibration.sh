#!/bin/sh
# The cost model against NPU figures: runs every row of docs/sim/calibration.md (the kernels
# under examples/, sanitizer on, outputs checked) and prints the table of NPU time,
# simulated time and error. Fails when a row leaves its documented band. Needs ~2 GB and a
# few minutes (the heavy rows move hundreds of MB of GM); without ASC_CALIBRATION_HEAVY=1
# (go test ./examples) only the light rows run.
cd "$(dirname "$0")/.." && ASC_CALIBRATION_TABLE=1 ASC_CALIBRATION_HEAVY=1 go test ./examples -run '^TestCalibration$' -v -count=1 -timeout 60m "$@" |
	grep -E '^\||^Add series|outside|^(FAIL|ok)'

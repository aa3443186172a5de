#!/bin/sh
# The cost model against NPU figures: runs every row of docs/sim/calibration.md (the kernels
# under examples/, sanitizer on, outputs checked) and prints the table of NPU time,
# simulated time and error. Fails when a row leaves its documented band. Needs ~2 GB and a
# few minutes (the heavy rows move hundreds of MB of GM); -short skips those.
cd "$(dirname "$0")/.." && ASC_CALIBRATION_TABLE=1 go test ./examples -run '^TestCalibration$' -count=1 -timeout 60m "$@" |
	grep -v '^\(ok\|PASS\|FAIL\|---\|===\)\|calibration_test.go' 

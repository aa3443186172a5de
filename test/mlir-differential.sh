#!/usr/bin/env bash
# Differential check of ascopt against mlir-opt 19 on ../shared/conformance/mlir; prints
# per-file counts. Any difference outside test/mlirdiff/testdata/known-differences.txt fails.
set -euo pipefail
cd "$(dirname "$0")/.."
go test ./test/mlirdiff -run TestDifferential -count=1 -v "$@" | grep -E 'chunks|mlirdiff:|SKIP|FAIL|ok'

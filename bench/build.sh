#!/usr/bin/env bash
# Cold build and cold test of the whole project, as a newcomer's first run sees them: each
# step runs with an empty build cache and reports wall time and the peak RSS of the largest
# process (the compiler or linker of the heaviest package, or a test binary).
#   bench/build.sh [build|test|all]      (default: all)
# Targets (issue 18): cold `go build ./cmd/...` <= 1.5 GB and <= 60 s, cold `go test ./...`
# <= 150 s on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
cache=$(mktemp -d) bin=$(mktemp -d)
trap 'rm -rf "$cache" "$bin"' EXIT
measure() { # label, command...
  local label=$1; shift
  rm -rf "$cache"; mkdir -p "$cache"
  local t status=ok
  GOCACHE=$cache /usr/bin/time -o "$bin/time" -f '%e %M' "$@" > "$bin/log" 2>&1 || status=FAILED
  t=$(tail -1 "$bin/time")
  [[ $status == ok ]] || { tail -20 "$bin/log"; echo "bench: $label failed"; }
  awk -v l="$label" -v t="${t% *}" -v m="${t#* }" 'BEGIN{printf "%-24s %7.1f s  peak %6.0f MB\n", l, t, m/1024}'
}
echo "cores: $(nproc), go: $(go version | cut -d' ' -f3)"
mkdir -p "$bin/tools"
[[ $what == test ]] || measure "cold go build ./cmd/..." go build -o "$bin/tools/" ./cmd/...
[[ $what == build ]] || measure "cold go test ./..." go test -count=1 ./...

#!/bin/sh
# Simulator speed: a 25.6 M-element f16 add on 20 modelled cores (examples/add_f16) against
# a plain Go loop doing the same f16 additions, in the same process. Target: ratio ≤ 2
# with the sanitizer on and off. The machine's load makes single runs noisy: run it a few times.
# Also the Go benchmarks: go test ./examples -bench 'AddF16' -run '^$'
cd "$(dirname "$0")/.." && ASC_SIM_SPEED=1 go test ./examples -run TestSimSpeed -v -count=1

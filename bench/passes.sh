#!/usr/bin/env bash
# Pass benchmark: `-canonicalize -cse` with ascopt against mlir-opt 19 on the same generated
# module, in one run, reporting wall time (best of N), peak RSS, the ratio, each tool's own
# pass timing (-mlir-timing) and whether the two outputs are identical.
#   bench/passes.sh [MB] [RUNS]      (default 52 MB of generic form, 3 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
mb=${1:-52} runs=${2:-3}
mlir=/usr/lib/llvm-19/bin/mlir-opt
[[ -x $mlir ]] || { echo "bench: mlir-opt 19 not installed (apt-get install mlir-19-tools)"; exit 0; }
out=bench/out; mkdir -p "$out"
ascopt=${ASCOPT:-$out/ascopt} # ASCOPT: an ascopt binary to time instead of this checkout's
[[ -n ${ASCOPT:-} ]] || go build -o "$out/ascopt" ./cmd/ascopt
src=$out/module-$mb.mlir
[[ -s $src ]] || go run ./bench/genmodule -mb "$mb" > "$src"
pipeline=(-canonicalize -cse)
echo "input: $(wc -c < "$src") bytes; pipeline: ${pipeline[*]}"

measure() { # prints "seconds maxrss_kb" (best time of $runs, its RSS)
  local best="" rss=""
  for ((i = 0; i < runs; i++)); do
    local t
    t=$( { /usr/bin/time -f "%e %M" "$@" > /dev/null; } 2>&1 | tail -1)
    if [[ -z $best ]] || awk -v a="${t% *}" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=${t% *}; rss=${t#* }; fi
  done
  echo "$best $rss"
}
read -r mt mr < <(measure "$mlir" "$src" "${pipeline[@]}" -o /dev/stdout)
read -r at ar < <(measure "$ascopt" "$src" "${pipeline[@]}" -o /dev/stdout)
"$mlir" "$src" "${pipeline[@]}" -o "$out/ref.passes.mlir"
"$ascopt" "$src" "${pipeline[@]}" -o "$out/ours.passes.mlir"
same=identical; cmp -s "$out/ours.passes.mlir" "$out/ref.passes.mlir" || same=DIFFERENT
awk -v mt="$mt" -v at="$at" -v mr="$mr" -v ar="$ar" -v s=$same 'BEGIN{
  printf "total    mlir-opt %6.2fs %7.0f MB | ascopt %6.2fs %7.0f MB | speedup %.2fx, memory %.2fx | output %s\n",
    mt, mr/1024, at, ar/1024, mt/at, ar/mr, s}'
# Time inside the passes alone, as each tool reports it.
passtime() { "$@" -o /dev/null --mlir-timing 2>&1 | awk '/canonicalize|Canonicalizer|cse|CSE/ && !/DominanceInfo/ {print $1, $NF}' | tr '\n' ' '; }
echo "passes   mlir-opt: $(passtime "$mlir" "$src" "${pipeline[@]}")| ascopt: $(passtime "$ascopt" "$src" "${pipeline[@]}")"

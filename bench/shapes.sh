#!/usr/bin/env bash
# Shape benchmark: ascopt against mlir-opt 19 on generated inputs sized in one dimension
# (long cf.br chains, diamond chains, wide cf.switch, deep scf nesting, many small
# functions, one flat block; see internal/irgen/shapes.go), a few pipelines each, in one
# run: wall time (best of N) of each tool, the ratio and whether the outputs are identical.
#   bench/shapes.sh [N] [RUNS]     (default N 20000, 1 run)
# SHAPES and PIPES (pipelines separated by ';', "print" for parse+print) narrow the set;
# ASCOPT names an ascopt binary to time instead of one built from this checkout.
# scf-nest is capped at 900 levels: ascopt refuses nesting deeper than 1000.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-20000} runs=${2:-1}
mlir=/usr/lib/llvm-19/bin/mlir-opt
[[ -x $mlir ]] || { echo "bench: mlir-opt 19 not installed (apt-get install mlir-19-tools)"; exit 0; }
out=bench/out; mkdir -p "$out"
ascopt=${ASCOPT:-$out/ascopt}
[[ -n ${ASCOPT:-} ]] || go build -o "$out/ascopt" ./cmd/ascopt
go build -o "$out/genmodule" ./bench/genmodule
shapes=${SHAPES:-br-chain arg-chain cond-chain wide-switch scf-nest small-funcs flat-block}
IFS=';' read -r -a pipes <<< "${PIPES:-print;-canonicalize -cse;-sccp;-remove-dead-values;-inline -symbol-dce;-mem2reg -control-flow-sink}"

measure() { # prints the best wall seconds of $runs
  local best=""
  for ((i = 0; i < runs; i++)); do
    local t
    /usr/bin/time -f "%e" -o "$out/time.txt" "$@" > /dev/null 2>&1 || true
    t=$(tail -1 "$out/time.txt")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=$t; fi
  done
  echo "$best"
}
for s in $shapes; do
  size=$n
  [[ $s == scf-nest && $size -gt 900 ]] && size=900
  src=$out/shape-$s-$size.mlir
  [[ -s $src ]] || "$out/genmodule" -shape "$s" -n "$size" > "$src"
  for p in "${pipes[@]}"; do
    read -r -a flags <<< "${p/print/}"
    mt=$(measure "$mlir" "$src" "${flags[@]}" -o /dev/stdout)
    at=$(measure "$ascopt" "$src" "${flags[@]}" -o /dev/stdout)
    "$mlir" "$src" "${flags[@]}" -o "$out/ref.shape.mlir" 2>/dev/null || true
    "$ascopt" "$src" "${flags[@]}" -o "$out/ours.shape.mlir" 2>/dev/null || true
    same=identical; cmp -s "$out/ours.shape.mlir" "$out/ref.shape.mlir" || same=DIFFERENT
    awk -v s="$s" -v n="$size" -v p="$p" -v mt="$mt" -v at="$at" -v same=$same 'BEGIN{
      printf "%-12s %6d %-32s mlir-opt %7.2fs | ascopt %7.2fs | ascopt/mlir %6.2fx | output %s\n",
        s, n, p, mt, at, (mt > 0 ? at/mt : 0), same}'
  done
done

#!/usr/bin/env bash
# Shape benchmark: ascopt against mlir-opt 19 on generated inputs sized in one dimension
# (long cf.br chains, diamond chains, wide cf.switch, deep scf nesting, many small
# functions, one flat block; see internal/irgen/shapes.go), a few pipelines each, in one
# run: wall time (best of N) and that run's CPU time (user+sys: steadier on a loaded
# machine, but it counts ascopt's parallel parsing and printing in full) of each tool, the
# ratios and whether the outputs are identical.
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
IFS=';' read -r -a pipes <<< "${PIPES:-print;-canonicalize -cse;-sccp;-int-range-optimizations;-remove-dead-values;-inline -symbol-dce;-mem2reg -control-flow-sink}"

measure() { # prints the best wall seconds of $runs and the CPU seconds (user+sys) of that run
  local best="" cpu=""
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f "%e %U %S" -o "$out/time.txt" "$@" > /dev/null 2>&1 || true
    local t u s
    read -r t u s < <(tail -1 "$out/time.txt")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a<b)}'; then
      best=$t cpu=$(awk -v u="$u" -v s="$s" 'BEGIN{print u+s}')
    fi
  done
  echo "$best $cpu"
}
for s in $shapes; do
  size=$n
  [[ $s == scf-nest && $size -gt 900 ]] && size=900
  src=$out/shape-$s-$size.mlir
  [[ -s $src ]] || "$out/genmodule" -shape "$s" -n "$size" > "$src"
  for p in "${pipes[@]}"; do
    read -r -a flags <<< "${p/print/}"
    read -r mt mc < <(measure "$mlir" "$src" "${flags[@]}" -o /dev/stdout)
    read -r at ac < <(measure "$ascopt" "$src" "${flags[@]}" -o /dev/stdout)
    rm -f "$out/ref.shape.mlir" "$out/ours.shape.mlir"
    "$mlir" "$src" "${flags[@]}" -o "$out/ref.shape.mlir" 2>/dev/null || true
    "$ascopt" "$src" "${flags[@]}" -o "$out/ours.shape.mlir" 2>/dev/null || true
    same=identical
    [[ -s $out/ref.shape.mlir ]] || same="mlir-opt FAILED"
    [[ -s $out/ours.shape.mlir ]] || same="ascopt FAILED"
    [[ $same != identical ]] || cmp -s "$out/ours.shape.mlir" "$out/ref.shape.mlir" || same=DIFFERENT
    awk -v s="$s" -v n="$size" -v p="$p" -v mt="$mt" -v at="$at" -v mc="$mc" -v ac="$ac" -v same=$same 'BEGIN{
      printf "%-11s %6d %-26s mlir-opt %6.2fs %6.2fs cpu | ascopt %6.2fs %6.2fs cpu | ascopt/mlir %6.2fx wall %6.2fx cpu | %s\n",
        s, n, p, mt, mc, at, ac, (mt > 0 ? at/mt : 0), (mc > 0 ? ac/mc : 0), same}'
  done
done

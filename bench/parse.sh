#!/usr/bin/env bash
# Parse+verify+print benchmark: ascopt against mlir-opt 19 on the same generated module, in
# one run, reporting wall time (best of N), peak RSS and the ratio.
#   bench/parse.sh [MB] [RUNS]      (default 52 MB of source, about 58 MB in generic form)
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
"$mlir" "$src" --mlir-print-op-generic -o "$out/ref.generic.mlir"
echo "input: $(wc -c < "$src") bytes source, $(wc -c < "$out/ref.generic.mlir") bytes generic form"

measure() { # prints "seconds maxrss_kb" (best time of $runs, its RSS)
  local best="" rss=""
  for ((i = 0; i < runs; i++)); do
    local t
    t=$( { /usr/bin/time -f "%e %M" "$@" > /dev/null; } 2>&1 | tail -1)
    if [[ -z $best ]] || awk -v a="${t% *}" -v b="$best" 'BEGIN{exit !(a<b)}'; then best=${t% *}; rss=${t#* }; fi
  done
  echo "$best $rss"
}
# generic / custom: the generated (custom-form) module printed in that form;
# generic-in: mlir-opt's generic form of it read back and printed generically.
for form in generic custom generic-in; do
  in=$src flag=""
  case $form in
    generic) flag=--mlir-print-op-generic ;;
    generic-in) in=$out/ref.generic.mlir flag=--mlir-print-op-generic ;;
  esac
  read -r mt mr < <(measure "$mlir" "$in" $flag -o /dev/stdout)
  read -r at ar < <(measure "$ascopt" "$in" $flag -o /dev/stdout)
  "$ascopt" "$in" $flag -o "$out/ours.$form.mlir"
  "$mlir" "$in" $flag -o "$out/want.$form.mlir"
  same=identical; cmp -s "$out/ours.$form.mlir" "$out/want.$form.mlir" || same=DIFFERENT
  awk -v f=$form -v mt="$mt" -v at="$at" -v mr="$mr" -v ar="$ar" -v s=$same 'BEGIN{
    printf "%-10s mlir-opt %6.2fs %7.0f MB | ascopt %6.2fs %7.0f MB | speedup %.2fx, memory %.2fx | output %s\n",
      f, mt, mr/1024, at, ar/1024, mt/at, ar/mr, s}'
done

#!/usr/bin/env bash
# Dense literals (issue 16, F17): ascopt against mlir-opt 19 on nested dense literals of
# n and 4n elements in three shapes (wide 2-D rows, a binary tree of depth d, a tall column
# of singletons nested 8 deep), reporting CPU seconds and how each tool's time grows when
# the literal grows 4× (linear is 4×; quadratic would be 16×).
#   bench/dense.sh [N]      (default 250000 elements)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-250000}
mlir=/usr/lib/llvm-19/bin/mlir-opt
[[ -x $mlir ]] || { echo "bench: mlir-opt 19 not installed (apt-get install mlir-19-tools)"; exit 0; }
out=bench/out; mkdir -p "$out"
go build -o "$out/ascopt" ./cmd/ascopt
gen() { # shape elements file
  python3 - "$1" "$2" > "$3" <<'PY'
import sys, math
kind, n = sys.argv[1], int(sys.argv[2])
if kind == "wide":
    r = int(math.isqrt(n)); shape = [r, r]
    lit = "[" + ",".join("[" + ",".join(str((i * j) % 7) for j in range(r)) + "]" for i in range(r)) + "]"
elif kind == "tree":
    d = max(1, round(math.log2(n))); shape = [2] * d
    lit = "1"
    for _ in range(d):
        lit = "[" + lit + "," + lit + "]"
else:
    shape = [n] + [1] * 8
    lit = "[" + ",".join(["[" * 8 + "1" + "]" * 8] * n) + "]"
t = "tensor<" + "x".join(map(str, shape)) + "xi32>"
print("func.func @f() -> %s {\n  %%c = arith.constant dense<%s> : %s\n  return %%c : %s\n}" % (t, lit, t, t))
PY
}
cpu() { /usr/bin/time -f "%U %S" "$@" -o /dev/null 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
for kind in wide tree tall; do
  gen $kind "$n" "$out/dense-$kind-1.mlir"
  gen $kind $((4 * n)) "$out/dense-$kind-4.mlir"
  a1=$(cpu "$out/ascopt" "$out/dense-$kind-1.mlir") a4=$(cpu "$out/ascopt" "$out/dense-$kind-4.mlir")
  m1=$(cpu "$mlir" "$out/dense-$kind-1.mlir") m4=$(cpu "$mlir" "$out/dense-$kind-4.mlir")
  awk -v k=$kind -v a1="$a1" -v a4="$a4" -v m1="$m1" -v m4="$m4" 'BEGIN{
    printf "%-5s ascopt %.2fs -> %.2fs (x%.1f) | mlir-opt %.2fs -> %.2fs (x%.1f) | ascopt/mlir-opt at 4n %.2f\n",
      k, a1, a4, a4 / (a1 > 0 ? a1 : 0.01), m1, m4, m4 / (m1 > 0 ? m1 : 0.01), a4 / (m4 > 0 ? m4 : 0.01) }'
done

#!/usr/bin/env bash
# Run a foreign lit suite (default: the PyAsc conformance tests) twice, through
# this project's lit runner and FileCheck (test/lit/cmd/lit) and through LLVM's
# lit and FileCheck (the shared run-lit script), and list every test whose
# verdict differs. Both sides use the same tools built from ./cmd/..., so any
# difference points at our runner or our FileCheck, not at the tools.
#
#   test/lit/compare-conformance.sh [SUITE_DIR]
#
# Exit status: 0 when the verdicts agree, 1 when some differ, 2 when a side
# could not run.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
suite=$(cd "${1:-/work/shared/conformance/pyasc}" && pwd)
runlit=${RUN_LIT:-/work/shared/conformance/run-lit}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Verdicts are reduced to pass (PASS, XFAIL), fail (FAIL, XPASS, TIMEOUT,
# UNRESOLVED) and unsupported, one "relative/path verdict" line per test.
verdict() {
  sed -E 's/^(PASS|XFAIL) (.*)$/\2 pass/; s/^(FAIL|XPASS|TIMEOUT|UNRESOLVED) (.*)$/\2 fail/; s/^UNSUPPORTED (.*)$/\1 unsupported/'
}

# Ours: -v prints "STATUS: /abs/path" (failures add " (1.23s)" and a report).
(cd "$repo" && go run ./test/lit/cmd/lit -v "$suite") >"$tmp/ours.log" 2>&1 || true
grep -E '^(PASS|XFAIL|FAIL|XPASS|TIMEOUT|UNRESOLVED|UNSUPPORTED): /' "$tmp/ours.log" |
  sed -E "s#^([A-Z]+): $suite/(.*)\$#\1 \2#; s# \([0-9.]+s\)\$##" | verdict | sort >"$tmp/ours" || true
if [[ ! -s $tmp/ours ]]; then
  echo "compare-conformance: our runner produced no results:" >&2
  tail -20 "$tmp/ours.log" >&2
  exit 2
fi

# LLVM's lit, kept so that passing tests are listed too:
# "PASS: conformance :: 1/Dir/test.mlir (3 of 55)".
"$runlit" --project "$repo" --keep "$suite" >"$tmp/theirs.log" 2>&1 || true
work=$(sed -nE 's/^run-lit: kept (.*) \(lit output in .*$/\1/p' "$tmp/theirs.log")
if [[ -z $work || ! -f $work/lit.out ]]; then
  echo "compare-conformance: run-lit did not run:" >&2
  tail -20 "$tmp/theirs.log" >&2
  exit 2
fi
grep -E '^(PASS|XFAIL|FAIL|XPASS|TIMEOUT|UNRESOLVED|UNSUPPORTED): ' "$work/lit.out" |
  sed -E 's#^([A-Z]+): [^ ]+ :: [0-9]+/(.*) \([0-9]+ of [0-9]+\)$#\1 \2#' | verdict | sort >"$tmp/theirs" || true
rm -rf "$work"

join -a1 -a2 -e missing -o 0,1.2,2.2 "$tmp/ours" "$tmp/theirs" >"$tmp/both"
differ=0
while read -r test ours theirs; do
  if [[ $ours != "$theirs" ]]; then
    echo "DIFFERS: $test: ours $ours, llvm-lit $theirs"
    differ=$((differ + 1))
  fi
done <"$tmp/both"
total=$(wc -l <"$tmp/both")
echo "compare-conformance: $total tests, $differ with different verdicts" \
  "(ours: $(grep -c ' pass$' "$tmp/ours" || true) passed; llvm-lit: $(grep -c ' pass$' "$tmp/theirs" || true) passed)"
((differ == 0))

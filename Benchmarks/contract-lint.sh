#!/usr/bin/env bash
# How long `bridgecheck lint` takes on a generated 10,000-declaration contract, side by side with
# ripgrep reading the same bytes in the same run (the floor for any tool that reads its input).
#
#   Benchmarks/contract-lint.sh           release build, hyperfine, ripgrep (installed if missing)
#   Benchmarks/contract-lint.sh --quick   1,000 declarations, the debug build, one timed run (CI)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ "${1:-}" = "--quick" ]; then
  . ci/toolchain.sh
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  python3 Benchmarks/generate-contract.py 1000 "$work"
  swift build >/dev/null
  start=$(date +%s%N)
  if ! .build/debug/bridgecheck lint --contracts "$work/contracts" >"$work/lint.out" 2>&1; then
    tail -n 20 "$work/lint.out" >&2
    echo "error: the generated contract does not lint clean" >&2
    exit 1
  fi
  end=$(date +%s%N)
  echo "lint of 1,000 declarations (debug build): $(( (end - start) / 1000000 )) ms"
  exit 0
fi

. Benchmarks/setup.sh

python3 Benchmarks/generate-contract.py 10000 "$work"
release_tool
contract="$work/contracts/bench.contract"
"$tool" lint --contracts "$work/contracts"
printf 'input: %s bytes, %s lines\n' "$(wc -c <"$contract")" "$(wc -l <"$contract")"
hyperfine --warmup 3 --runs 20 --style basic \
  --command-name "bridgecheck lint (10,000 declarations)" "$tool lint --contracts $work/contracts" \
  --command-name "rg --count message (same file)" "rg --count message $contract"

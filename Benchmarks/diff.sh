#!/usr/bin/env bash
# How long `bridgecheck diff` takes on a history of 50 releases and about 5,000 elements (the
# head adds a 51st release), beside ripgrep reading the same contracts in the same run.
# Target: under one second.
#
#   Benchmarks/diff.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Benchmarks/setup.sh
python3 Benchmarks/generate-history.py "$work"
release_tool
"$tool" lint --contracts "$work/head/contracts" | tail -n 1
"$tool" diff --base "$work/base" --contracts "$work/head/contracts" | tail -n 1
hyperfine -N --warmup 3 --runs 10 --style basic \
  --command-name "bridgecheck diff (50 → 51 releases)" "$tool diff --base $work/base --contracts $work/head/contracts" \
  --command-name "rg -c release (both contracts)" "rg -c release $work/base/contracts $work/head/contracts"

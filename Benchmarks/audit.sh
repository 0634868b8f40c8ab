#!/usr/bin/env bash
# How long `bridgecheck audit` takes on a history of 50 releases and 6,000 elements, writing the
# HTML report (a matrix of 6,000 × 50) and the JSON, beside ripgrep reading the same contract in
# the same run. How fast a browser shows that report is measured by
# Tests/Browser/audit-report-check.sh.
#
#   Benchmarks/audit.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Benchmarks/setup.sh
python3 Benchmarks/generate-history.py "$work" >/dev/null
release_tool
contracts="$work/base/contracts"
"$tool" lint --contracts "$contracts" | tail -n 1
"$tool" audit --contracts "$contracts" --html "$work/audit.html" >/dev/null
echo "HTML report: $(wc -c <"$work/audit.html") bytes"
hyperfine -N --warmup 1 --runs 10 --style basic \
  --command-name "bridgecheck audit --html (6,000 elements × 50 releases)" "$tool audit --contracts $contracts --html $work/audit.html" \
  --command-name "bridgecheck audit --format json" "$tool audit --contracts $contracts --format json" \
  --command-name "rg -c release (the same contract)" "rg -c release $contracts"

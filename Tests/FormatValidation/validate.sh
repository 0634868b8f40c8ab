#!/usr/bin/env bash
# Validates the SARIF and JUnit outputs: the committed expected files, and fresh output of
# BRIDGECHECK on the bundled example and on a refusing fixture.
#
#   Tests/FormatValidation/validate.sh BRIDGECHECK
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
tool=${1:?usage: Tests/FormatValidation/validate.sh BRIDGECHECK}
venv=Benchmarks/.cache/venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import jsonschema' 2>/dev/null; then
  mkdir -p Benchmarks/.cache
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >/dev/null 2>&1 || { echo "format validation skipped: no python3 venv"; exit 0; }
  if ! "$venv/bin/python" -m pip install --quiet jsonschema rfc3987 >/dev/null 2>&1; then
    echo "format validation skipped: cannot install jsonschema from PyPI (offline?)"
    exit 0
  fi
fi
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
fixtures=Tests/BridgeCheckCLITests/Fixtures
"$tool" gate Examples/TempoContent --format sarif >"$fresh/publish.sarif"
"$tool" gate Examples/TempoContent --format junit >"$fresh/publish.xml"
"$tool" gate "$fixtures/gate-content" --format sarif >"$fresh/refuse.sarif" || [ $? -eq 1 ]
"$tool" gate "$fixtures/gate-content" --format junit >"$fresh/refuse.xml" || [ $? -eq 1 ]
"$tool" lint --contracts Examples/BrokenPullRequest/contracts --format sarif >"$fresh/lint.sarif" || [ $? -eq 1 ]
"$tool" diff --base . --contracts Examples/BrokenPullRequest/contracts --format sarif >"$fresh/diff.sarif" \
  || [ $? -eq 1 ]
"$tool" diff --base /nonexistent-base --format sarif >"$fresh/undecided-diff.sarif" 2>/dev/null || [ $? -eq 2 ]
# Undecided runs print SARIF too: a wrong path, an invalid contract.
"$tool" gate /nonexistent-input --format sarif >"$fresh/undecided-input.sarif" 2>/dev/null || [ $? -eq 2 ]
"$tool" gate . --contracts /nonexistent-contracts --format sarif >"$fresh/undecided-contract.sarif" 2>/dev/null \
  || [ $? -eq 2 ]
# Every command that reports findings, undecided (a contracts folder that does not exist), in
# both formats.
for command in lint "scan Examples/TempoContent" "advise Examples/TempoContent" "diff --base ." replay audit; do
  name=${command%% *}
  for format in sarif junit; do
    extension=$([ $format = sarif ] && echo sarif || echo xml)
    # shellcheck disable=SC2086
    "$tool" $command --contracts /nonexistent-contracts --format $format \
      >"$fresh/undecided-$name.$extension" 2>/dev/null || [ $? -eq 2 ]
  done
done
"$venv/bin/python" Tests/FormatValidation/validate.py Tests/FormatValidation/sarif-schema-2.1.0.json \
  "$fixtures"/*.sarif "$fixtures"/*.xml "$fresh"/*.sarif "$fresh"/*.xml

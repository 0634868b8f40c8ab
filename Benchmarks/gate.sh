#!/usr/bin/env bash
# How long `bridgecheck gate` takes on what a content pipeline gates: a 5 MB bundle (plotly's
# widgetbundle.js, real minified JavaScript from PyPI, cached) plus a 100-file source tree,
# beside ripgrep over the same bytes in the same run. Target: under 0.5 s wall.
#
#   Benchmarks/gate.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Benchmarks/setup.sh
bundle="$cache/widgetbundle.js"
if [ ! -f "$bundle" ]; then
  Benchmarks/real-bundle-check.sh "$PWD/.build/debug/bridgecheck" >/dev/null 2>&1 || true
fi
[ -f "$bundle" ] || { echo "gate benchmark skipped: the bundle could not be fetched (offline?)"; exit 0; }
tree="$cache/tree-100-files"
[ -d "$tree" ] || python3 Benchmarks/generate-content.py 1 "$tree" >/dev/null
release_tool
files=$(find "$tree" -type f | wc -l)
bytes=$(( $(stat -c %s "$bundle") + $(find "$tree" -type f -printf '%s\n' | awk '{s += $1} END {print s}') ))
echo "inputs: $bundle and $files source files, $bytes bytes"
"$tool" gate "$tree" "$bundle" --format text | tail -n 1 || true
hyperfine -N --warmup 3 --runs 20 --ignore-failure --style basic \
  --command-name "bridgecheck gate (bundle + $files files)" "$tool gate $tree $bundle" \
  --command-name "rg -F -c tempo. (same inputs)" "rg -F -c tempo. $tree $bundle"

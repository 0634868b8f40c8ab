#!/usr/bin/env bash
# How fast `bridgecheck scan` reads content, side by side with ripgrep over the same bytes in the
# same run: a generated 50 MB tree of TypeScript files (both cores, and one core) and the real
# minified plotly.min.js (4.8 MB, fetched from PyPI and cached; skipped offline). Also the peak
# memory of each scan against the bound "2 × the largest single input + 50 MB", and the
# real-bundle correctness check (Benchmarks/real-bundle-check.py).
#
#   Benchmarks/scan.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Benchmarks/setup.sh
tree="$cache/tree-50mb"
[ -d "$tree" ] || python3 Benchmarks/generate-content.py 50 "$tree" >/dev/null
release_tool

Benchmarks/real-bundle-check.sh "$tool"
bundle="$cache/plotly.min.js"

# The median of 20 runs: this machine's neighbours move the mean by more than the changes measured.
measure() { # NAME BYTES COMMAND… : prints one row from hyperfine's median
  local name=$1 bytes=$2
  shift 2
  # rg exits 1 when it finds nothing, which is no failure here.
  hyperfine -N --warmup 3 --runs 20 --ignore-failure --export-json "$cache/run.json" "$*" >/dev/null 2>&1
  python3 - "$name" "$bytes" "$cache/run.json" <<'PY'
import json, sys
name, size, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
result = json.load(open(path))["results"][0]
median, user = result["median"], result["user"]
print(f"| {name} | {median * 1000:8.1f} ms | {size / median / 1e6:7.1f} MB/s | {user * 1000:8.1f} ms |")
PY
}

tree_bytes=$(find "$tree" -type f -printf '%s\n' | awk '{s += $1} END {print s}')
echo
echo "| command | wall (median of 20) | throughput | user CPU (mean) |"
echo "|---|---|---|---|"
measure "bridgecheck scan, 50 MB tree, 2 cores" "$tree_bytes" "$tool" scan "$tree"
measure "bridgecheck scan, 50 MB tree, 1 core" "$tree_bytes" taskset -c 0 "$tool" scan "$tree"
measure "rg -F -c tempo., 50 MB tree, 2 cores" "$tree_bytes" rg -F -c tempo. "$tree"
if [ -f "$bundle" ]; then
  bundle_bytes=$(stat -c %s "$bundle")
  measure "bridgecheck scan, plotly.min.js" "$bundle_bytes" "$tool" scan "$bundle"
  measure "rg -F -c tempo., plotly.min.js" "$bundle_bytes" rg -F -c tempo. "$bundle"
fi

echo
peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; }
largest=$(find "$tree" -type f -printf '%s\n' | sort -n | tail -n 1)
echo "peak memory, 50 MB tree: $(peak "$tool" scan "$tree") KB (bound: 2 × $largest B + 50 MB = $(( (2 * largest + 50 * 1024 * 1024) / 1024 )) KB)"
if [ -f "$bundle" ]; then
  echo "peak memory, plotly.min.js: $(peak "$tool" scan "$bundle") KB (bound: $(( (2 * bundle_bytes + 50 * 1024 * 1024) / 1024 )) KB)"
fi

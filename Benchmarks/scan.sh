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

# Every command runs in each of 10 rounds (a warm-up, then two timed runs) before the next round
# begins: this machine's neighbours change its speed by a fifth within minutes, and interleaving
# lets such a change meet every command alike instead of the one that happened to run then.
names=()
sizes=()
commands=()
add() { # NAME BYTES COMMAND…
  names+=("$1")
  sizes+=("$2")
  shift 2
  commands+=("$*")
}
tree_bytes=$(find "$tree" -type f -printf '%s\n' | awk '{s += $1} END {print s}')
add "bridgecheck scan, 50 MB tree, 2 cores" "$tree_bytes" "$tool" scan "$tree"
add "bridgecheck scan, 50 MB tree, 1 core" "$tree_bytes" taskset -c 0 "$tool" scan "$tree"
add "rg -F -c tempo., 50 MB tree, 2 cores" "$tree_bytes" rg -F -c tempo. "$tree"
if [ -f "$bundle" ]; then
  bundle_bytes=$(stat -c %s "$bundle")
  add "bridgecheck scan, plotly.min.js" "$bundle_bytes" "$tool" scan "$bundle"
  add "rg -F -c tempo., plotly.min.js" "$bundle_bytes" rg -F -c tempo. "$bundle"
  # Five copies in one file: the same code at five times the size, so that the process's start
  # and the contract (a fixed 4–6 ms) weigh a fifth as much as in the row above.
  for copy in 1 2 3 4 5; do cat "$bundle"; echo; done >"$work/bundle-x5.js"
  large=$(stat -c %s "$work/bundle-x5.js")
  add "bridgecheck scan, plotly.min.js ×5" "$large" "$tool" scan "$work/bundle-x5.js"
  add "rg -F -c tempo., plotly.min.js ×5" "$large" rg -F -c tempo. "$work/bundle-x5.js"
fi
for round in $(seq 10); do
  for i in "${!commands[@]}"; do
    # rg exits 1 when it finds nothing, which is no failure here.
    hyperfine -N --warmup 1 --runs 2 --ignore-failure --export-json "$work/$i.$round.json" \
      "${commands[$i]}" >/dev/null 2>&1
  done
done
python3 - "$work" "${names[@]}" -- "${sizes[@]}" <<'PY'
import glob, json, statistics, sys
work, rest = sys.argv[1], sys.argv[2:]
split = rest.index("--")
names, sizes = rest[:split], [int(size) for size in rest[split + 1:]]
medians = {}
print("| command | wall (median of 20) | throughput | user CPU (mean) |")
print("|---|---|---|---|")
for i, (name, size) in enumerate(zip(names, sizes)):
    results = [json.load(open(path))["results"][0] for path in glob.glob(f"{work}/{i}.*.json")]
    times = [time for result in results for time in result["times"]]
    median = medians[name] = statistics.median(times)
    user = statistics.mean(result["user"] for result in results)
    print(f"| {name} | {median * 1000:.1f} ms | {size / median / 1e6:,.0f} MB/s | {user * 1000:.1f} ms |")
ratio = medians["bridgecheck scan, 50 MB tree, 2 cores"] / medians["rg -F -c tempo., 50 MB tree, 2 cores"]
print(f"\nthe tree on 2 cores: {ratio:.2f}× rg's wall time (target: within 3×)")
PY

echo
peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; }
largest=$(find "$tree" -type f -printf '%s\n' | sort -n | tail -n 1)
echo "peak memory, 50 MB tree: $(peak "$tool" scan "$tree") KB (bound: 2 × $largest B + 50 MB = $(( (2 * largest + 50 * 1024 * 1024) / 1024 )) KB)"
if [ -f "$bundle" ]; then
  echo "peak memory, plotly.min.js: $(peak "$tool" scan "$bundle") KB (bound: $(( (2 * bundle_bytes + 50 * 1024 * 1024) / 1024 )) KB)"
  # The bundle five times as large: the bound's 50 MB no longer hides what the tokens take.
  echo "peak memory, plotly.min.js ×5 ($large B): $(peak "$tool" scan "$work/bundle-x5.js") KB (bound: $(( (2 * large + 50 * 1024 * 1024) / 1024 )) KB)"
fi
# No group to prune: four million statements, one of them a use.
python3 -c 'import sys; sys.stdout.write("a = b + c;" * 2000000 + "send(\"tempo.perform\");" + "a = b + c;" * 2000000)' >"$work/flat.js"
flat=$(stat -c %s "$work/flat.js")
echo "peak memory, one flat list of statements ($flat B): $(peak "$tool" scan "$work/flat.js") KB (bound: $(( (2 * flat + 50 * 1024 * 1024) / 1024 )) KB)"

#!/usr/bin/env bash
# Whether the analysis across files stays linear: a generated app of N screens (constants,
# a capabilities hook and an api module behind three barrels of re-exports, every send carried
# from the api module to each screen's handler: Benchmarks/generate-app.py), scanned at N and 2N
# beside `rg` over the same files in the same run (hyperfine, both on both cores). Double the
# files should take at most double the time.
#
#   Benchmarks/scan-linear.sh [N]     (default 1000)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Benchmarks/setup.sh
size=${1:-1000}
release_tool
for n in "$size" $((size * 2)); do
  [ -d "$cache/app-$n" ] || python3 Benchmarks/generate-app.py "$n" "$cache/app-$n" >/dev/null
done
small="$cache/app-$size"
large="$cache/app-$((size * 2))"
# Every use is found: two per screen (archive, create) and their message.
uses=$("$tool" scan "$large" --contracts contracts --format json | python3 -c \
  'import json, sys; print(len(json.load(sys.stdin)["uses"]))')
echo "uses found in the $((size * 2))-screen app: $uses (expected $((size * 2 * 4)))"
hyperfine --warmup 1 --runs 10 --export-json "$work/linear.json" \
  "$tool scan $small --contracts contracts" "$tool scan $large --contracts contracts" \
  "rg -c --no-ignore tempo. $small" "rg -c --no-ignore tempo. $large" >/dev/null
python3 - "$work/linear.json" "$size" <<'EOF'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
size = int(sys.argv[2])
means = [r["median"] * 1000 for r in results]
print(f"| screens | bridgecheck scan | rg |")
print(f"|---|---|---|")
print(f"| {size} | {means[0]:.1f} ms | {means[2]:.1f} ms |")
print(f"| {size * 2} | {means[1]:.1f} ms | {means[3]:.1f} ms |")
ratio = means[1] / means[0]
print(f"double the screens: {ratio:.2f}× the time (linear: at most 2×)")
sys.exit(0 if ratio <= 2.2 else 1)
EOF

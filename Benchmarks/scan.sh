#!/usr/bin/env bash
# How fast `bridgecheck scan` reads content, side by side with ripgrep counting the bridge's
# names over the same files in the same run, both on every core (and Babel's parser, one core,
# as a second yardstick): a generated 50 MB tree where every file names the bridge (a use every
# ~600 bytes, each behind a check), the largest repository of ../shared/corpus/real-apps (skipped
# without it), and the real minified plotly.min.js (fetched from PyPI and cached; skipped
# offline), and for the tree tree-sitter's parse on both cores (Benchmarks/treesitter-parse.py).
# Also each scan's peak memory against the bound "3 × the bytes read + 50 MB", and the
# real-bundle correctness check (Benchmarks/real-bundle-check.py).
#
#   Benchmarks/scan.sh [ROUNDS]     (default 5; each round runs every command twice)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Benchmarks/setup.sh
rounds=${1:-5}
tree="$cache/tree-50mb-every-file"
[ -d "$tree" ] || python3 Benchmarks/generate-content.py --every-file 50 "$tree" >/dev/null
release_tool

Benchmarks/real-bundle-check.sh "$tool"
bundle="$cache/plotly.min.js"
sources='-g *.ts -g *.tsx -g *.mts -g *.cts -g *.js -g *.jsx -g *.mjs -g *.cjs'

# Every command runs in each round (two timed runs after a warm-up) before the next round
# begins: this machine's neighbours change its speed by a fifth within minutes, and
# interleaving lets such a change meet every command alike.
names=()
sizes=()
commands=()
add() { # NAME BYTES COMMAND…
  names+=("$1")
  sizes+=("$2")
  shift 2
  commands+=("$*")
}
bytes_of() { find "$@" -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.cts' \
  -o -name '*.js' -o -name '*.jsx' -o -name '*.mjs' -o -name '*.cjs' \) -not -path '*/node_modules/*' \
  -printf '%s\n' | awk '{s += $1} END {print s + 0}'; }
list_of() { find "$@" -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.cts' \
  -o -name '*.js' -o -name '*.jsx' -o -name '*.mjs' -o -name '*.cjs' \) -not -path '*/node_modules/*'; }
babel=
if [ -f /usr/share/nodejs/@babel/parser/lib/index.js ] && command -v node >/dev/null; then
  babel="env NODE_PATH=/usr/share/nodejs node Benchmarks/babel-parse.js"
fi

# tree-sitter's parse (C, both cores, a tree and nothing else), in the venv the real-bundle check
# made, as the floor any full parse of the 50 MB tree costs on this machine.
treesitter=
if "$cache/venv/bin/python" -c 'import tree_sitter_typescript' 2>/dev/null ||
  "$cache/venv/bin/python" -m pip install --quiet tree-sitter-typescript >/dev/null 2>&1; then
  treesitter="$cache/venv/bin/python Benchmarks/treesitter-parse.py"
fi

tree_bytes=$(bytes_of "$tree")
list_of "$tree" >"$work/tree.list"
add "bridgecheck scan, 50 MB tree" "$tree_bytes" "$tool" scan "$tree"
add "rg -c --no-ignore tempo., 50 MB tree" "$tree_bytes" rg -c --no-ignore -F tempo. "$tree"
[ -z "$babel" ] || add "Babel parse (1 core), 50 MB tree" "$tree_bytes" $babel "$work/tree.list"
[ -z "$treesitter" ] ||
  add "tree-sitter parse (2 cores), 50 MB tree" "$tree_bytes" $treesitter "$work/tree.list"

corpus=../shared/corpus/real-apps
if ls "$corpus"/*.tar.xz >/dev/null 2>&1; then
  # The largest repository by source bytes, read whole (--all-files) so that both tools read
  # the same files.
  largest_repo=
  largest_bytes=0
  for archive in "$corpus"/*.tar.xz; do
    name=$(basename "$archive" .tar.xz)
    mkdir -p "$work/$name"
    tar -xJf "$archive" -C "$work/$name"
    size=$(bytes_of "$work/$name")
    if [ "$size" -gt "$largest_bytes" ]; then largest_bytes=$size largest_repo=$name; fi
  done
  repo="$work/$largest_repo"
  list_of "$repo" >"$work/repo.list"
  add "bridgecheck scan --all-files, $largest_repo" "$largest_bytes" \
    "$tool" scan --all-files --contracts contracts "$repo"
  add "rg -c --no-ignore tempo., $largest_repo" "$largest_bytes" \
    rg -c --no-ignore -F tempo. $sources "$repo"
  [ -z "$babel" ] || add "Babel parse (1 core), $largest_repo" "$largest_bytes" $babel "$work/repo.list"
fi
if [ -f "$bundle" ]; then
  bundle_bytes=$(stat -c %s "$bundle")
  echo "$bundle" >"$work/bundle.list"
  add "bridgecheck scan, plotly.min.js" "$bundle_bytes" "$tool" scan "$bundle"
  add "rg -c --no-ignore tempo., plotly.min.js" "$bundle_bytes" rg -c --no-ignore -F tempo. "$bundle"
  [ -z "$babel" ] || add "Babel parse (1 core), plotly.min.js" "$bundle_bytes" $babel "$work/bundle.list"
fi
for round in $(seq "$rounds"); do
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
print("| command | bytes | wall (median) | throughput | user CPU (mean) |")
print("|---|---|---|---|---|")
for i, (name, size) in enumerate(zip(names, sizes)):
    results = [json.load(open(path))["results"][0] for path in glob.glob(f"{work}/{i}.*.json")]
    times = [time for result in results for time in result["times"]]
    median = medians[name] = statistics.median(times)
    user = statistics.mean(result["user"] for result in results)
    print(f"| {name} | {size / 1e6:.1f} MB | {median * 1000:.1f} ms | {size / median / 1e6:,.0f} MB/s | {user * 1000:.1f} ms |")
print()
for name in names:
    if not name.startswith("bridgecheck"):
        continue
    input_name = name.split(", ", 1)[1]
    rg = next(n for n in names if n.startswith("rg") and n.endswith(input_name))
    line = f"{input_name}: {medians[name] / medians[rg]:.1f}× rg"
    babel = [n for n in names if n.startswith("Babel") and n.endswith(input_name)]
    if babel:
        line += f", {medians[babel[0]] / medians[name]:.1f}× faster than Babel's parse"
    treesitter = [n for n in names if n.startswith("tree-sitter") and n.endswith(input_name)]
    if treesitter:
        line += f", {medians[treesitter[0]] / medians[name]:.1f}× faster than tree-sitter's"
    print(line)
PY

echo
peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1; }
bound() { echo $(( (3 * $1 + 50 * 1024 * 1024) / 1024 )); }
echo "peak memory, 50 MB tree: $(peak "$tool" scan "$tree") KB (bound: 3 × bytes read + 50 MB = $(bound "$tree_bytes") KB)"
if [ -n "${repo:-}" ]; then
  echo "peak memory, $largest_repo: $(peak "$tool" scan --all-files --contracts contracts "$repo") KB (bound: $(bound "$largest_bytes") KB)"
fi
if [ -f "$bundle" ]; then
  echo "peak memory, plotly.min.js: $(peak "$tool" scan "$bundle") KB (bound: $(bound "$bundle_bytes") KB)"
fi

#!/usr/bin/env bash
# `init` on each native project of the real repositories (../shared/corpus/real-apps) must name
# every native module their sources define: the module list it writes is compared with an
# independent count by regular expressions (native-modules.py), and the repository's content is
# gated against the drafted contract (it must publish). Prints the figures per project.
#
# Usage: Tests/Differential/init-modules-check.sh BRIDGECHECK [CORPUS_DIR]
# CORPUS_DIR holds the repositories' .tar.xz archives (or the repositories unpacked); skips,
# saying so, without it.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bridgecheck="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
corpus="${2:-$here/../../../shared/corpus/real-apps}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ls "$corpus"/*.tar.xz >/dev/null 2>&1; then
  for archive in "$corpus"/*.tar.xz; do
    name=$(basename "$archive" .tar.xz)
    mkdir -p "$work/repos/$name"
    tar -xJf "$archive" -C "$work/repos/$name"
  done
  repos="$work/repos"
elif [ -d "$corpus" ] && find "$corpus" -mindepth 2 -maxdepth 3 -name package.json | grep -q .; then
  repos="$corpus"
else
  echo "skipped: no corpus at $corpus"
  exit 0
fi

status=0
projects=0
gated=0
for repo in "$repos"/*/; do
  name=$(basename "$repo")
  expected=$(python3 "$here/native-modules.py" "$repo")
  if [ -z "$expected" ]; then
    echo "$name: no native module defined (not a native project), skipped"
    continue
  fi
  projects=$((projects + 1))
  mkdir -p "$work/out/$name"
  (cd "$work/out/$name" && "$bridgecheck" init --native-sources "$repo" >/dev/null 2>"$work/out/$name.err") || {
    echo "$name: init failed:" >&2
    cat "$work/out/$name.err" >&2
    status=1
    continue
  }
  actual=$(sed -n 's/^module \([^ ]*\).*/\1/p' "$work/out/$name/contracts/modules.contract" | LC_ALL=C sort)
  expected=$(echo "$expected" | LC_ALL=C sort)
  if [ "$actual" = "$expected" ]; then
    echo "$name: $(echo "$expected" | wc -l) modules, all named ($(echo "$expected" | tr '\n' ' '))"
  else
    echo "$name: modules differ (- independent count, + init):" >&2
    diff <(echo "$expected") <(echo "$actual") >&2 || true
    status=1
  fi
  (cd "$work/out/$name" && "$bridgecheck" lint >/dev/null) || {
    echo "$name: the drafted contract does not lint clean" >&2
    status=1
  }
  # The repository's own content, gated against the contract drafted from its native sources:
  # every module it looks up is one they define, so it publishes.
  verdict=0
  (cd "$work/out/$name" && "$bridgecheck" gate "$repo" --contracts contracts \
    >"$work/out/$name.gate" 2>&1) || verdict=$?
  if [ "$verdict" = 0 ]; then
    gated=$((gated + 1))
    echo "$name: its content gated against the draft: $(tail -n 1 "$work/out/$name.gate")"
  else
    echo "$name: its content does not publish against the draft (exit $verdict):" >&2
    grep -E ': (error|fatal error):' "$work/out/$name.gate" | head -20 >&2
    status=1
  fi
done
echo "init named every module of $projects native projects; $gated of them publish their own content"
exit $status

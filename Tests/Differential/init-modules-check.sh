#!/usr/bin/env bash
# `init` on each native project of the real repositories (../shared/corpus/real-apps) must name
# every native module their sources define: the module list it writes is compared with an
# independent count by regular expressions (native-modules.py). Prints the figures per project.
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
done
echo "init named every module of $projects native projects"
exit $status

#!/usr/bin/env bash
# The differential check (CONTENT-ANALYSIS.md, "How it is verified"): every file of the real
# repositories in ../shared/corpus/real-apps that Babel's parser accepts must parse here, with
# exactly Babel's string literals, template chunks, module requests and native module lookups,
# and every reference resolved to the declaration Babel's scope tracker finds; every file Babel
# rejects must be rejected, but for the documented newer syntax.
#
# Usage: Tests/Differential/babel-check.sh BRIDGECHECK [CORPUS_DIR]
# Installs Debian's node-babel7 when it is missing; skips, saying so, without the corpus or when
# the package cannot be installed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bridgecheck="$1"
corpus="${2:-$here/../../../shared/corpus/real-apps}"

if ! ls "$corpus"/*.tar.xz >/dev/null 2>&1; then
  echo "skipped: no corpus at $corpus"
  exit 0
fi
if [ ! -f /usr/share/nodejs/@babel/parser/lib/index.js ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "installing node-babel7 (Babel's parser, as Debian ships it)"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq node-babel7) \
      >/dev/null 2>&1 || true
  fi
fi
if [ ! -f /usr/share/nodejs/@babel/parser/lib/index.js ] || ! command -v node >/dev/null 2>&1; then
  echo "skipped: Babel's parser (Debian's node-babel7) is not installed and could not be"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for archive in "$corpus"/*.tar.xz; do
  name=$(basename "$archive" .tar.xz)
  mkdir -p "$work/$name"
  tar -xJf "$archive" -C "$work/$name"
done
cd "$work"
find . -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.cts' -o -name '*.js' \
  -o -name '*.jsx' -o -name '*.mjs' -o -name '*.cjs' \) | LC_ALL=C sort >files.txt
NODE_PATH=/usr/share/nodejs node "$here/babel-summary.js" files.txt >babel.jsonl
status=0
# (Not bridgecheck.json: that name is the configuration file a run reads.)
"$bridgecheck" parse --files-from files.txt --format json >parsed.json || status=$?
if [ "$status" -ge 2 ]; then
  echo "error: bridgecheck parse could not read the corpus (exit $status)" >&2
  exit 1
fi
python3 "$here/compare.py" parsed.json babel.jsonl

#!/usr/bin/env bash
# Runs real-bundle-check.py in its own virtual environment (tree-sitter from PyPI), so it works
# with any system Python, including Debian's, which refuses packages installed outside one.
# Skips, exiting 0, when PyPI cannot be reached.
#
#   Benchmarks/real-bundle-check.sh BRIDGECHECK
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
tool=${1:?usage: Benchmarks/real-bundle-check.sh BRIDGECHECK}
cache=Benchmarks/.cache
venv="$cache/venv"
mkdir -p "$cache"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import tree_sitter, tree_sitter_javascript' 2>/dev/null; then
  rm -rf "$venv"
  if ! python3 -m venv "$venv" >/dev/null 2>&1 ||
    ! "$venv/bin/python" -m pip install --quiet tree-sitter tree-sitter-javascript >/dev/null 2>&1; then
    echo "real-bundle check skipped: cannot install tree-sitter from PyPI (offline?)"
    exit 0
  fi
fi
exec "$venv/bin/python" Benchmarks/real-bundle-check.py "$tool" contracts "$cache"

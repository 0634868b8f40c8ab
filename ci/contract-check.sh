#!/usr/bin/env bash
# The check a native repository runs on every pull request that touches its bridge contract:
# the contract parses and obeys the language's rules, and is formatted canonically.
#
#   ci/contract-check.sh [PROJECT-ROOT]     (default: the current folder)
#
# PROJECT-ROOT holds contracts/ and runtime-version.txt. Uses $BRIDGECHECK when set, else
# `bridgecheck` on PATH. Fails closed: a missing or failing bridgecheck fails the check.
set -euo pipefail

root=${1:-.}
tool=${BRIDGECHECK:-bridgecheck}

if ! command -v -- "$tool" >/dev/null 2>&1; then
  echo "error: '$tool' not found; build it with 'swift build -c release' or set BRIDGECHECK" >&2
  exit 2
fi
if [ ! -d "$root/contracts" ]; then
  echo "error: '$root' has no contracts/ folder" >&2
  exit 2
fi

status=0
"$tool" lint --contracts "$root/contracts" --runtime-version "$root/runtime-version.txt" || status=$?
if [ "$status" -eq 0 ]; then
  "$tool" fmt --check --contracts "$root/contracts" || {
    rc=$?
    echo "run '$tool fmt --contracts $root/contracts' to format the contract" >&2
    status=$rc
  }
fi
exit "$status"

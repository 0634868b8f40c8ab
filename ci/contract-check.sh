#!/usr/bin/env bash
# The check a native repository runs on every pull request that touches its bridge contract:
# the contract parses and obeys the language's rules, is formatted canonically, and — against
# the pull request's base — changes no shipped release and breaks nothing within a runtime.
#
#   ci/contract-check.sh [PROJECT-ROOT] [--base GIT-REV]
#
# PROJECT-ROOT (default: the current folder) holds contracts/ and runtime-version.txt. The base
# defaults to origin/$GITHUB_BASE_REF on a GitHub pull request; without one, the diff is skipped,
# saying so. On GitHub Actions the diff's findings are annotations. Uses $BRIDGECHECK when set,
# else `bridgecheck` on PATH. Fails closed: a missing or failing bridgecheck fails the check.
set -euo pipefail

root=.
base=${GITHUB_BASE_REF:+origin/$GITHUB_BASE_REF}
while [ $# -gt 0 ]; do
  case "$1" in
    --base) base=${2:?'--base needs a git revision'}; shift 2 ;;
    --base=*) base=${1#--base=}; shift ;;
    -*) echo "error: unknown option '$1'" >&2; exit 2 ;;
    *) root=$1; shift ;;
  esac
done
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
if [ -z "$base" ]; then
  echo "diff skipped: no base revision (pass --base GIT-REV; on a GitHub pull request the base branch is used)"
elif [ "$status" -eq 0 ]; then
  format=text
  [ "${GITHUB_ACTIONS:-}" = true ] && format=github
  "$tool" diff --base "$base" --contracts "$root/contracts" \
    --runtime-version "$root/runtime-version.txt" --format "$format" || status=$?
fi
exit "$status"

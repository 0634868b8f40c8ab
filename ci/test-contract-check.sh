#!/usr/bin/env bash
# ci/contract-check.sh against a native repository's pull requests, in a scratch git repository:
# an in-place change to a shipped release fails (exit 1) with the diff's finding, as a GitHub
# annotation on Actions; a change that only adds a gated element in a new release passes; a
# deprecation's impact is none, with the base's unreleased backlog listed as pending.
#
# Usage: ci/test-contract-check.sh BRIDGECHECK
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export BRIDGECHECK=${1:?usage: ci/test-contract-check.sh BRIDGECHECK}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
git init -q
git config user.name ci
git config user.email ci@example.invalid
mkdir contracts
cat >contracts/bridge.contract <<'CONTRACT'
bridge tempo

runtime 7 {
  release 7.0 {
    package expo-haptics 14.0.1
  }
  release 7.1 unreleased
}

capability task-archive @since(7.1)

message perform from content {
  case task.create
  case task.archive @since(7.1) @requires(task-archive)
}
CONTRACT
echo 7 >runtime-version.txt
git add -A
git commit -qm base
base=$(git rev-parse HEAD)

failures=0
expect() { # expect EXIT-CODE DESCRIPTION -- COMMAND…
  local want=$1 what=$2
  shift 3
  local got=0
  "$@" >out.txt 2>&1 || got=$?
  if [ "$got" -ne "$want" ]; then
    echo "FAIL: $what: exit $got, expected $want" >&2
    cat out.txt >&2
    failures=$((failures + 1))
  else
    echo "ok: $what (exit $got)"
  fi
}

# An in-place edit of shipped release 7.0's package version.
sed -i 's/package expo-haptics 14.0.1/package expo-haptics 14.0.2/' contracts/bridge.contract
expect 1 "an in-place change to a shipped release fails" -- "$here/contract-check.sh" . --base "$base"
grep -q "the version of expo-haptics that shipped release 7.0 links changed from 14.0.1 to 14.0.2" out.txt \
  || { echo "FAIL: the finding is not in the output" >&2; cat out.txt >&2; failures=$((failures + 1)); }
GITHUB_ACTIONS=true expect 1 "on Actions, as an annotation" -- "$here/contract-check.sh" . --base "$base"
grep -q '^::error file=.*bridge.contract,line=4,title=bridgecheck frozen-history%3A 7.0::' out.txt \
  || { echo "FAIL: no annotation" >&2; cat out.txt >&2; failures=$((failures + 1)); }
git checkout -q contracts/bridge.contract

# A deprecation: impact none, the base's unreleased 7.1 pending.
sed -i 's/  case task.create/  case task.create @deprecated(7.1)/' contracts/bridge.contract
expect 0 "a deprecation passes" -- "$here/contract-check.sh" . --base "$base"
grep -q "impact since $base: none" out.txt \
  || { echo "FAIL: impact is not none" >&2; cat out.txt >&2; failures=$((failures + 1)); }
grep -q "pending: 7.1 adds capability 'tempo.task-archive', adds case 'tempo.perform/task.archive'" out.txt \
  || { echo "FAIL: the backlog is not pending" >&2; cat out.txt >&2; failures=$((failures + 1)); }
git checkout -q contracts/bridge.contract

# Without a base, the diff is skipped, saying so; lint and fmt still run.
expect 0 "no base: lint and fmt only" -- env -u GITHUB_BASE_REF "$here/contract-check.sh" .
grep -q "diff skipped" out.txt || { echo "FAIL: no skip message" >&2; failures=$((failures + 1)); }

if [ "$failures" -gt 0 ]; then
  echo "$failures contract-check case(s) failed" >&2
  exit 1
fi
echo "contract-check: every case as expected"

#!/usr/bin/env bash
# Runs ci/ota-publish.sh end to end against stand-ins for `npx expo export` and `eas update`:
# a publishing package (the lock is recorded with the update id), a refused package (nothing is
# published), and a missing bridgecheck (the job fails before exporting).
#
#   ci/test-ota-publish.sh BRIDGECHECK
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tool=${1:?usage: ci/test-ota-publish.sh BRIDGECHECK}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Stand-ins: `npx expo export` copies the example's export; `eas update` logs and prints an id.
mkdir -p "$work/bin"
cat >"$work/bin/npx" <<'STUB'
#!/usr/bin/env bash
echo "npx $*" >>"$NPX_LOG"
if [ "$1 $2" = "expo-updates runtimeversion:resolve" ]; then
  echo "{\"runtimeVersion\":\"$RESOLVED_RUNTIME\",\"fingerprintSources\":null}"
  exit 0
fi
out=$(printf '%s\n' "$@" | sed -n '/--output-dir/{n;p}')
mkdir -p "$out" && cp -R "$EXAMPLE_EXPORT/." "$out/"
STUB
cat >"$work/bin/eas" <<'STUB'
#!/usr/bin/env bash
echo "$@" >>"$EAS_LOG"
echo "[{\"id\": \"${EAS_UPDATE_ID:-0b7d5c3e-1111-4000-8000-000000000001}\", \"group\": \"g1\", \"platform\": \"ios\"}]"
STUB
chmod +x "$work/bin/npx" "$work/bin/eas"
export PATH="$work/bin:$PATH" EAS_LOG="$work/eas.log" NPX_LOG="$work/npx.log" RESOLVED_RUNTIME=7 \
  EXAMPLE_EXPORT="$root/Examples/TempoContent/dist"
unset GITHUB_ACTIONS GITHUB_STEP_SUMMARY

fail() { echo "FAILED: $*" >&2; exit 1; }

# A package the gate allows: published once, lock recorded with the update id.
cp -R "$root/Examples/TempoContent/src" "$work/src"
(cd "$work" && BRIDGECHECK="$tool" "$root/ci/ota-publish.sh" --contracts "$root/contracts" --channel production \
  --message "release notes" --sources src --locks locks --environment production) >"$work/out.txt" 2>&1 || fail "publishing run: $(cat "$work/out.txt")"
grep -q -- "--skip-bundler --input-dir dist --channel production" "$EAS_LOG" || fail "eas update was not called on the export"
grep -q -- "--environment production" "$EAS_LOG" || fail "eas update was not given the environment"
grep -q -- "export --platform ios --output-dir dist --dump-sourcemap --dump-assetmap" "$NPX_LOG" \
  || fail "the export lacks the source and asset maps eas update writes"
grep -q -- "expo-updates runtimeversion:resolve --platform ios" "$NPX_LOG" || fail "the runtime was not resolved"
ls "$work"/locks/7-production-*.lock.json >/dev/null 2>&1 || fail "no lock recorded"
grep -q '"updateId": "0b7d5c3e-1111-4000-8000-000000000001"' "$work"/locks/*.lock.json || fail "the lock lacks the update id"

# On GitHub Actions one gate run writes the annotations and the job summary.
(cd "$work" && GITHUB_ACTIONS=true GITHUB_STEP_SUMMARY="$work/summary.md" BRIDGECHECK="$tool" \
  "$root/ci/ota-publish.sh" --contracts "$root/contracts" --channel production --sources src --dry-run) \
  >"$work/out.txt" 2>&1 || fail "dry run on GitHub Actions: $(cat "$work/out.txt")"
grep -q '^::warning' "$work/out.txt" || fail "no annotations on GitHub Actions"
grep -qi 'publish' "$work/summary.md" || fail "no job summary on GitHub Actions"

# The same package published again (a re-run, a rollback) under a new id: exit 0, and the lock
# lists both publications.
(cd "$work" && EAS_UPDATE_ID=0b7d5c3e-2222-4000-8000-000000000002 BRIDGECHECK="$tool" "$root/ci/ota-publish.sh" \
  --contracts "$root/contracts" --channel production --message "again" --sources src --locks locks) \
  >"$work/out.txt" 2>&1 || fail "republishing run: $(cat "$work/out.txt")"
[ "$(grep -c '"updateId": "0b7d5c3e-' "$work"/locks/*.lock.json)" -eq 3 ] \
  || fail "the lock does not list both publications (and the newest as updateId)"

# A package the gate refuses: nothing published, exit 1.
rm -f "$EAS_LOG"
printf 'perform({ kind: "task.archive", id })\n' >"$work/src/Unguarded.ts"
status=0
(cd "$work" && BRIDGECHECK="$tool" "$root/ci/ota-publish.sh" --contracts "$root/contracts" --channel production \
  --message "x" --sources src --locks locks2) >"$work/out.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "a refused package exited $status"
[ ! -e "$EAS_LOG" ] || fail "a refused package was published"
[ ! -e "$work/locks2" ] || fail "a refused package was recorded"

# expo-updates resolves another runtime than the gate's target: nothing published, exit 1.
rm -f "$EAS_LOG"
rm -f "$work/src/Unguarded.ts"
status=0
(cd "$work" && RESOLVED_RUNTIME=8 BRIDGECHECK="$tool" "$root/ci/ota-publish.sh" --contracts "$root/contracts" \
  --channel production --message "x" --sources src --locks locks3) >"$work/out.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "a package for another runtime exited $status: $(cat "$work/out.txt")"
[ ! -e "$EAS_LOG" ] || fail "a package for another runtime was published"

# The example workflow passes no expression into a script (read with Debian's python3-yaml,
# installed when missing and possible).: every user-controlled string goes
# through the environment (a \$(…) in a commit message must never run).
if ! python3 -c 'import yaml' 2>/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-yaml >/dev/null 2>&1 || true
fi
if ! python3 -c 'import yaml' 2>/dev/null; then
  echo "skipped: the workflow check needs PyYAML, which is not installed and could not be"
else
python3 - "$root/ci/github-ota-workflow.example.yml" <<'PY' || fail "the example workflow pastes an expression into a run: script"
import sys, yaml
workflow = yaml.safe_load(open(sys.argv[1]))
for job in workflow["jobs"].values():
    for step in job["steps"]:
        if "${{" in step.get("run", ""):
            sys.exit(f"step {step.get('name', step.get('uses'))!r} has ${{{{ in run:")
    if "concurrency" not in workflow and "concurrency" not in job:
        sys.exit("no concurrency group")
PY
fi

# No bridgecheck anywhere: exit 2 before anything runs.
status=0
(cd "$work" && PATH="$work/bin:/usr/bin:/bin" BRIDGECHECK="" BRIDGECHECK_SOURCE="" "$root/ci/ota-publish.sh" \
  --contracts "$root/contracts" --channel production --message x) >"$work/out.txt" 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "a missing bridgecheck exited $status"
[ ! -e "$EAS_LOG" ] || fail "published without bridgecheck"
echo "ci/ota-publish.sh: publishes and records a safe package (source and asset maps, the environment) and a republication of it, refuses an unsafe one and one for another runtime, fails closed without bridgecheck; the example workflow passes strings through the environment"


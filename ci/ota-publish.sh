#!/usr/bin/env bash
# Publishes an OTA update only when BridgeCheck's gate allows it (DOMAIN.md, "In the pipeline"):
#
#   1. export once:   npx expo export --platform ios --output-dir "$EXPORT" --dump-sourcemap
#                     --dump-assetmap (as eas update itself exports)
#   2. resolve:       npx expo-updates runtimeversion:resolve --platform ios (the runtime EAS
#                     will stamp, which the gate checks against its target)
#   3. gate:          bridgecheck gate over the sources and the export; a refusal stops here
#   4. publish:       eas update --skip-bundler --input-dir "$EXPORT" (exactly the gated folder)
#   5. record:        bridgecheck gate --record with the update id eas printed
#
# Usage (from the content repository's root):
#   ci/ota-publish.sh --contracts DIR --channel NAME --message TEXT [--locks DIR] [--sources DIR]...
#                     [--export DIR] [--runtime V] [--environment NAME] [--dry-run]
#
# --environment is the EAS environment `eas update` reads its variables from (development,
# preview, production); the export runs with the job's environment, so set the same variables
# there.
#
# --dry-run exports and gates but publishes nothing. bridgecheck is $BRIDGECHECK, else `bridgecheck`
# on PATH, else built from the checkout in $BRIDGECHECK_SOURCE. On GitHub Actions the findings
# become annotations and the verdict the job summary. Fails closed: any error stops the job
# before anything is published.
set -euo pipefail

contracts="" channel="" message="" locks="contracts/locks" export_dir="dist" runtime="" dry_run=0
environment=""
sources=()
while [ $# -gt 0 ]; do
  case "$1" in
    --contracts) contracts=${2:?--contracts needs a folder}; shift 2 ;;
    --channel) channel=${2:?--channel needs a name}; shift 2 ;;
    --message) message=${2:?--message needs a text}; shift 2 ;;
    --locks) locks=${2:?--locks needs a folder}; shift 2 ;;
    --sources) sources+=("${2:?--sources needs a folder}"); shift 2 ;;
    --export) export_dir=${2:?--export needs a folder}; shift 2 ;;
    --runtime) runtime=${2:?--runtime needs a version}; shift 2 ;;
    --environment) environment=${2:?--environment needs a name}; shift 2 ;;
    --dry-run) dry_run=1; shift ;;
    *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[ -n "$contracts" ] || { echo "error: --contracts is required" >&2; exit 2; }
[ -n "$channel" ] || { echo "error: --channel is required" >&2; exit 2; }
[ -n "$message" ] || [ "$dry_run" -eq 1 ] || { echo "error: --message is required" >&2; exit 2; }
[ ${#sources[@]} -gt 0 ] || sources=(.)

# Locate or build bridgecheck.
tool=${BRIDGECHECK:-}
if [ -z "$tool" ]; then
  if command -v bridgecheck >/dev/null 2>&1; then
    tool=$(command -v bridgecheck)
  elif [ -n "${BRIDGECHECK_SOURCE:-}" ]; then
    (cd "$BRIDGECHECK_SOURCE" && swift build -c release >&2)
    tool="$BRIDGECHECK_SOURCE/.build/release/bridgecheck"
  fi
fi
if [ -z "$tool" ] || [ ! -x "$tool" ]; then
  echo "error: bridgecheck not found: set BRIDGECHECK, put it on PATH, or set BRIDGECHECK_SOURCE to a checkout" >&2
  exit 2
fi

gate_options=(--contracts "$contracts" --channel "$channel")
[ -z "$runtime" ] || gate_options+=(--runtime "$runtime")

# 1. Export once; the same folder is gated and published.
rm -rf -- "$export_dir"
npx expo export --platform ios --output-dir "$export_dir" --dump-sourcemap --dump-assetmap
[ -f "$export_dir/metadata.json" ] || { echo "error: the export wrote no $export_dir/metadata.json" >&2; exit 2; }

# 2. The runtime EAS will stamp the update with, as expo-updates resolves it.
resolved=$(mktemp)
trap 'rm -f "$resolved"' EXIT
npx expo-updates runtimeversion:resolve --platform ios >"$resolved"
gate_options+=(--runtime-from "$resolved")

# 3. Gate. Annotations and the job summary on GitHub Actions; the verdict decides.
status=0
if [ -n "${GITHUB_ACTIONS:-}" ]; then
  # One evaluation gives the annotations and the job summary.
  summary=()
  [ -z "${GITHUB_STEP_SUMMARY:-}" ] || summary=(--output "markdown=$GITHUB_STEP_SUMMARY")
  "$tool" gate "${sources[@]}" "$export_dir" "${gate_options[@]}" --format github \
    ${summary[@]+"${summary[@]}"} || status=$?
else
  "$tool" gate "${sources[@]}" "$export_dir" "${gate_options[@]}" || status=$?
fi
case "$status" in
  0) ;;
  1) echo "the gate refused this update; nothing was published" >&2; exit 1 ;;
  *) echo "the gate could not decide (exit $status); nothing was published" >&2; exit 2 ;;
esac
if [ "$dry_run" -eq 1 ]; then
  echo "dry run: the gate allows publishing $export_dir on channel $channel"
  exit 0
fi

# 4. Publish exactly the gated folder.
eas_options=()
[ -z "$environment" ] || eas_options+=(--environment "$environment")
published=$(eas update --skip-bundler --input-dir "$export_dir" --channel "$channel" --message "$message" \
  --platform ios --non-interactive --json ${eas_options[@]+"${eas_options[@]}"})
update_id=$(printf '%s' "$published" | python3 -c '
import json, sys
updates = json.load(sys.stdin)
ids = [u["id"] for u in updates if u.get("platform") == "ios" and u.get("id")]
if len(ids) != 1:
    sys.exit("expected one iOS update in the output of eas update")
print(ids[0])
')

# 5. Record the lock with the update id.
"$tool" gate "${sources[@]}" "$export_dir" "${gate_options[@]}" --format json \
  --record "$locks" --update-id "$update_id" --published-at "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >/dev/null
echo "published update $update_id on channel $channel; lock recorded in $locks"

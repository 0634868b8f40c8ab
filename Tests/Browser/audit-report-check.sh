#!/usr/bin/env bash
# Renders the audit's HTML report in headless Chromium (Debian's `chromium`, installed here when
# missing) and checks what it shows: the matrix cell of chosen elements in chosen releases, the
# native drift list, and no console error — with a control page proving console errors are seen.
# Then times a report of 6,000 elements × 50 releases to its first screenshot.
#
#   Tests/Browser/audit-report-check.sh BRIDGECHECK [--update-screenshot]
#
# --update-screenshot rewrites docs/audit-report.png from the example report.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
tool=${1:?usage: Tests/Browser/audit-report-check.sh BRIDGECHECK [--update-screenshot]}
update=${2:-}
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
browse() { # browse MODE OUTPUT PAGE: the page's DOM or a screenshot; the console goes to $work
  local mode=$1 output=$2 page=$3
  local log="$work/$(basename "$output").log"
  local flags=(--headless=new --no-sandbox --disable-gpu --no-first-run --hide-scrollbars
    --enable-logging=stderr --v=0 --window-size=1280,1800)
  if [ "$mode" = dom ]; then
    timeout 120 chromium "${flags[@]}" --dump-dom "file://$page" >"$output" 2>"$log"
  else
    timeout 120 chromium "${flags[@]}" --screenshot="$output" "file://$page" >/dev/null 2>"$log"
  fi
}

fixtures=Tests/BridgeCheckCLITests/Fixtures
status=0
"$tool" audit --locks "$fixtures/audit-locks" --content Examples/TempoContent \
  --native-sources Examples/TempoShell --html "$work/audit.html" >/dev/null 2>&1 || status=$?
[ "$status" -eq 1 ] || { echo "error: audit exited $status, expected 1 (the example drifts)" >&2; exit 1; }
browse dom "$work/audit.dom" "$work/audit.html"

printf '<!doctype html><title>control</title><script>throw new Error("control error")</script>\n' \
  >"$work/control.html"
browse dom "$work/control.dom" "$work/control.html"

python3 Tests/Browser/check_audit_dom.py "$work/audit.dom" "$work/audit.dom.log" "$work/control.dom.log"

if [ "$update" = --update-screenshot ]; then
  browse screenshot docs/audit-report.png "$work/audit.html"
  echo "wrote docs/audit-report.png"
fi

# A report of 6,000 elements × 50 releases: laid out and painted to a screenshot.
python3 Benchmarks/generate-history.py "$work/big" >/dev/null
"$tool" audit --contracts "$work/big/base/contracts" --html "$work/big.html" >/dev/null 2>&1
start=$(date +%s%N)
browse screenshot "$work/big.png" "$work/big.html"
elapsed=$((($(date +%s%N) - start) / 1000000))
echo "large report: $(wc -c <"$work/big.html") bytes, first screenshot (browser start included) in ${elapsed} ms"
if [ "$elapsed" -gt 20000 ]; then
  echo "error: the large report took over 20 s to render" >&2
  exit 1
fi

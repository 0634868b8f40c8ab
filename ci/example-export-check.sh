#!/usr/bin/env bash
# The example's export is what its sources give: rebuilds the example's bundle from
# Examples/TempoContent (Babel and terser, as Debian's node-babel7 and node-terser ship them) and
# checks that the Hermes bytecode checked in under dist/ was compiled from that bundle (its name
# carries the bundle's hash: Examples/TempoContent/scripts/export-ios.js).
#
# Usage: ci/example-export-check.sh
# Installs the two packages when they are missing; skips, saying so, when they cannot be.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

have() { [ -f /usr/share/nodejs/@babel/core/lib/index.js ] && [ -f /usr/share/nodejs/terser/dist/bundle.min.cjs ]; }
if ! have && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing node-babel7 and node-terser (as Debian ships them)"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq node-babel7 node-terser) \
    >/dev/null 2>&1 || true
fi
if ! have || ! command -v node >/dev/null 2>&1; then
  echo "skipped: Node with Debian's node-babel7 and node-terser is not installed and could not be"
  exit 0
fi
node "$root/Examples/TempoContent/scripts/export-ios.js" --check

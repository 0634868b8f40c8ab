#!/usr/bin/env bash
# Puts a Swift 6 toolchain on PATH, or fails saying what is missing. Sourced by the other scripts.
#
# The toolchain is not in Debian's archive or on PyPI, the only registries this project's machines
# reach, so it is looked for where toolchains are installed: $SWIFT_TOOLCHAIN, then /opt/swift,
# /usr/share/swift and /usr (the default locations of the swift.org tarball and packages).
set -euo pipefail

find_swift() {
  local candidate
  for candidate in "${SWIFT_TOOLCHAIN:-}" /opt/swift /usr/share/swift /usr; do
    [ -n "$candidate" ] || continue
    if [ -x "$candidate/usr/bin/swift" ]; then
      printf '%s\n' "$candidate/usr/bin"
      return 0
    fi
    if [ -x "$candidate/bin/swift" ]; then
      printf '%s\n' "$candidate/bin"
      return 0
    fi
  done
  return 1
}

if ! command -v swift >/dev/null 2>&1; then
  if swift_bin=$(find_swift); then
    export PATH="$swift_bin:$PATH"
  else
    echo "error: no Swift toolchain found (looked in \$SWIFT_TOOLCHAIN, /opt/swift, /usr/share/swift, /usr)" >&2
    echo "       install Swift 6 from swift.org and set SWIFT_TOOLCHAIN to its folder" >&2
    exit 2
  fi
fi

swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\..*/\1/p' | head -n 1)
if [ -z "$swift_version" ] || [ "$swift_version" -lt 6 ]; then
  echo "error: BridgeCheck needs Swift 6 or newer; found: $(swift --version 2>&1 | head -n 1)" >&2
  exit 2
fi

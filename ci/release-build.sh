#!/usr/bin/env bash
# Builds the release binary of bridgecheck that a CI runner can carry alone, named with its
# version, into OUT (default: dist/):
#
#   Linux:  bridgecheck-VERSION-linux-ARCH      the Swift runtime linked in (--static-swift-stdlib):
#                                              nothing to install beside it
#   macOS:  bridgecheck-VERSION-macos-universal arm64 and x86_64 in one file (the Swift runtime
#                                              ships with macOS)
#
# Usage: ci/release-build.sh [OUT]
# Prints the path of the binary it wrote, after checking that it runs and that, on Linux, it
# needs no library from the toolchain.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. ci/toolchain.sh

out="${1:-dist}"
version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Sources/BridgeCheckCLI/BridgeCheck.swift)
if [ -z "$version" ]; then
  echo "error: no version in Sources/BridgeCheckCLI/BridgeCheck.swift" >&2
  exit 2
fi
mkdir -p "$out"

case "$(uname -s)" in
  Linux)
    arch=$(uname -m)
    swift build -c release --static-swift-stdlib --scratch-path .build/static >&2
    binary="$out/bridgecheck-$version-linux-$arch"
    cp .build/static/release/bridgecheck "$binary"
    # Nothing from the toolchain may be linked: the runner has no Swift.
    if command -v ldd >/dev/null 2>&1 && ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch' >&2; then
      echo "error: $binary links the Swift runtime dynamically" >&2
      exit 1
    fi
    ;;
  Darwin)
    swift build -c release --arch arm64 --arch x86_64 >&2
    binary="$out/bridgecheck-$version-macos-universal"
    cp .build/apple/Products/Release/bridgecheck "$binary"
    ;;
  *)
    echo "error: release builds are made on Linux and macOS, not $(uname -s)" >&2
    exit 2
    ;;
esac

if ! "$binary" --version | grep -qx "bridgecheck $version"; then
  echo "error: $binary does not report version $version" >&2
  exit 1
fi
echo "$binary"

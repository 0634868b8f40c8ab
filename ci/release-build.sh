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
# needs no library from the toolchain (readelf) and starts with the toolchain's folder hidden
# (unshare, where allowed). The macOS half is not verified on this project's Linux machines.
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
    if command -v readelf >/dev/null 2>&1; then
      needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
    else
      needed=$(ldd "$binary" | awk '{print $1}')
    fi
    if printf '%s\n' "$needed" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime' >&2; then
      echo "error: $binary needs the Swift runtime's libraries" >&2
      exit 1
    fi
    # And it must start with the toolchain out of reach: an empty folder mounted over it, in a
    # namespace of its own, where the kernel allows one.
    toolchain=$(cd "$(dirname "$(command -v swift)")/../.." && pwd)
    if [ "$toolchain" = / ] || [ "$toolchain" = /usr ]; then
      echo "not checked: the toolchain is installed into $toolchain, which cannot be hidden alone" >&2
    elif unshare -rm true 2>/dev/null; then
      unshare -rm sh -c 'mount -t tmpfs none "$1" && "$2" --version' _ "$toolchain" "$binary" \
        >/dev/null || { echo "error: $binary does not start without $toolchain" >&2; exit 1; }
      echo "checked: $binary starts with $toolchain hidden" >&2
    else
      echo "not checked: starting with $toolchain hidden needs unshare, which is not allowed here" >&2
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

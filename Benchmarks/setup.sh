# Sourced by the benchmark scripts, from the repository's root: the Swift toolchain, the tools
# every figure stands beside (Benchmarks/reference-tools.sh), the download and input cache
# `$cache` (kept between runs, ignored by git), a scratch folder `$work` removed when the script
# exits, and `release_tool`, which builds the tool as it ships and names it `$tool`.
#
#   . Benchmarks/setup.sh

. ci/toolchain.sh
. Benchmarks/reference-tools.sh
cache=Benchmarks/.cache
mkdir -p "$cache"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The tool as the README builds it for CI images and releases: in release mode with the Swift
# runtime linked in (`--static-swift-stdlib`, Linux), which needs no Swift libraries beside it and
# starts and scans faster (a 4.8 MB bundle: 41 ms instead of 52). Built in a folder of its own, so
# the ordinary builds beside it are not rebuilt back and forth.
release_tool() {
  swift build -c release --static-swift-stdlib --scratch-path .build/static >/dev/null
  tool=.build/static/release/bridgecheck
}

# Sourced by the benchmark scripts, from the repository's root: the Swift toolchain, the tools
# every figure stands beside (Benchmarks/reference-tools.sh), the download and input cache
# `$cache` (kept between runs, ignored by git), a scratch folder `$work` removed when the script
# exits, and `release_tool`, which builds the tool and names it `$tool`.
#
#   . Benchmarks/setup.sh

. ci/toolchain.sh
. Benchmarks/reference-tools.sh
cache=Benchmarks/.cache
mkdir -p "$cache"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The tool as the README builds it (`swift build -c release`).
release_tool() {
  swift build -c release >/dev/null
  tool=.build/release/bridgecheck
}

# Sourced by the benchmark scripts, from the repository's root: the Swift toolchain, the tools
# every figure stands beside (Benchmarks/reference-tools.sh), the download and input cache
# `$cache` (kept between runs, ignored by git), and a scratch folder `$work` removed when the
# script exits.
#
#   . Benchmarks/setup.sh

. ci/toolchain.sh
. Benchmarks/reference-tools.sh
cache=Benchmarks/.cache
mkdir -p "$cache"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

#!/usr/bin/env bash
# Builds the libFuzzer targets (with address sanitizer; linked by the toolchain's lld, as gold fails
# on their debug information) and runs each for a given time, seeded
# from the repository's fixtures. A crash, a leak or a hang (over 10 s for one input) fails the
# run and leaves the input in Fuzz/crashes/; add it to the target's regression inputs
# (Fuzz/regressions/TARGET/) and a test before fixing.
#
#   Fuzz/run.sh [SECONDS] [TARGET…]     (default: 60 s each, every target)
#
# Targets: FuzzContract FuzzContent FuzzHermes FuzzJSON FuzzSwift
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. ci/toolchain.sh
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzContract FuzzContent FuzzHermes FuzzJSON FuzzSwift)
build=.build/fuzz
work=Fuzz/.work
mkdir -p Fuzz/crashes "$work"

seed() { # seed TARGET FOLDER: copies the target's seed files into FOLDER
  local target=$1 folder=$2
  mkdir -p "$folder"
  case "$target" in
  FuzzContract) find contracts Tests/ContractLanguageTests/Fixtures Examples -name '*.contract' ;;
  FuzzContent) find Examples/TempoContent/src Examples/TempoContent/dist Tests/BridgeCheckCLITests/Fixtures/gate-content \
      -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.js' \) ;;
  FuzzHermes) find Tests/ContentScanTests/Fixtures/hermes -name '*.bundle' ;;
  FuzzJSON) find Tests/BridgeCheckCLITests/Fixtures Examples -maxdepth 2 -name '*.json' ;;
  FuzzSwift) find Examples/TempoShell Sources/NativeScan -name '*.swift' ;;
  esac | while read -r file; do
    # libFuzzer's default -max_len is 4 KB for seeds smaller than that; larger seeds are cut.
    head -c 65536 "$file" >"$folder/$(printf '%s' "$file" | tr '/' '_')"
  done
  if [ -d "Fuzz/regressions/$target" ]; then cp "Fuzz/regressions/$target"/* "$folder/" 2>/dev/null || true; fi
}

for target in "${targets[@]}"; do
  if ! BRIDGECHECK_FUZZ=1 swift build -c release --build-path "$build" --product "$target" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >"$work/build.log" 2>&1; then
    echo "error: $target does not build:" >&2
    grep -E "error:" "$work/build.log" | head -n 20 >&2
    exit 1
  fi
  corpus="$work/$target/corpus"
  rm -rf "$work/$target/seeds"
  seed "$target" "$work/$target/seeds"
  mkdir -p "$corpus"
  log="$work/$target/log"
  echo "== $target: ${seconds} s"
  status=0
  "$build/release/$target" "$corpus" "$work/$target/seeds" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="Fuzz/crashes/$target-" \
    >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 runs in \2 s/p' "$log" | tail -n 1)
  echo "$target: ${runs:-no summary}, exit $status, corpus $(ls "$corpus" | wc -l) inputs"
  if [ "$status" -ne 0 ]; then
    grep -E "ERROR|==ERROR|SUMMARY|Test unit written" "$log" | head -n 20 >&2
    exit 1
  fi
done

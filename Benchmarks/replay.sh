#!/usr/bin/env bash
# How long `bridgecheck replay` takes for 1,000 locks × 20 newer releases with generated
# payloads (20,000 cells, every package different), beside ripgrep reading the same locks in
# the same run. Target: under two seconds.
#
#   Benchmarks/replay.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Benchmarks/setup.sh
release_tool
python3 Benchmarks/generate-locks.py "$work" "$tool"
"$tool" lint --contracts "$work/contracts" | tail -n 1
echo "locks: $(ls "$work/contracts/locks" | wc -l), $(du -sh "$work/contracts/locks" | cut -f1)"
"$tool" replay --contracts "$work/contracts" | tail -n 1
/usr/bin/time -f "peak memory: %M KB" "$tool" replay --contracts "$work/contracts" --format json >/dev/null
hyperfine -N --warmup 1 --runs 10 --style basic \
  --command-name "bridgecheck replay, text (1,000 locks × 20 releases)" "$tool replay --contracts $work/contracts" \
  --command-name "bridgecheck replay, json (the same, every cell's problems: $("$tool" replay --contracts "$work/contracts" --format json | wc -c) bytes)" "$tool replay --contracts $work/contracts --format json" \
  --command-name "rg -c '\"id\"' (the same locks)" "rg -c \"\\\"id\\\"\" $work/contracts/locks"

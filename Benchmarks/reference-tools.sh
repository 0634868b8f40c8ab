# Sourced by the benchmark scripts: installs what they compare against and time with — hyperfine,
# ripgrep (the reference tool every figure stands beside) and GNU time (peak memory) — when a tool
# is missing, from Debian's packages.
#
#   . Benchmarks/reference-tools.sh

for reference_tool in hyperfine rg /usr/bin/time; do
  if ! command -v "$reference_tool" >/dev/null 2>&1; then
    apt-get update -qq && apt-get install -y -qq hyperfine ripgrep time >/dev/null
    break
  fi
done
unset reference_tool

#!/usr/bin/env bash
# How `bridgecheck scan` copes with files of one shape repeated many times — the shapes where a
# walk per construct, or a token kept per byte, would make a scan take seconds or its memory grow
# past the bound — side by side with ripgrep over the same file in the same run. Each file names
# the bridge, so it is lexed in full and analysed; those of 1 MiB or more are pruned.
#
#   Benchmarks/scan-shapes.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Benchmarks/setup.sh
release_tool

python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
use = 'perform("task.archive");\n'
shapes = {
    # name: text
    "statements.js": "a = b + c;\n" * 2_000_000 + use + "a = b + c;\n" * 2_000_000,
    "top-level-types.ts": "".join(f"export type T{i} = {{ a: string; b: number }};\n" for i in range(20_000)) + use,
    "top-level-guard-variables.ts": "".join(
        f'export const c{i} = caps["tempo.task-archive"] && f{i}();\n' for i in range(12_000)),
    "uses-on-one-line.ts": "".join(f'if (x{i}) {{ perform("task.archive") }} else ' for i in range(10_000)) + "{}\n",
    "early-exits.ts": "function f() {\n" + 'if (!caps["tempo.task-archive"]) return;\n' * 10_000 + use * 10_000 + "}\n",
    "checks-in-one-call.ts": 'perform("task.archive", ' + ", ".join(['caps["tempo.task-archive"] ? a : b'] * 10_000) + ");\n",
    "lookups.ts": "".join(f'const m{i} = requireNativeModule("ExpoHaptics");\n' for i in range(10_000)),
    "annotations.ts": "// bridgecheck: requires tempo.task-archive\nfunction f() { perform(\"task.archive\") }\n" * 10_000,
    "and-chain-999.ts": "x = " + " && ".join(['caps["tempo.task-archive"]'] * 999) + " && " + use,
    # Statements that pruning cannot drop, past the file's token limit: refused (exit 2) where
    # the limit ran out, within the memory bound.
    "one-comma-expression.js": "a = b, " * 4_000_000 + use,
    "statements-without-semicolons.js": "a = b + c\n" * 2_000_000 + use,
    "calls-without-semicolons.js": "f()\n" * 5_000_000 + use,
    # An outline of 5,000,000 groups, capped at half the token limit.
    "calls.js": "f();" * 5_000_000 + use,
    # 20,000,000 lines: the line table takes a 512th of the file.
    "empty-lines.js": "\n" * 20_000_000 + use,
    # What a scan finds costs memory of its own, about 0.4 KB a use.
    "uses.js": use * 100_000,
}
for name, text in shapes.items():
    with open(f"{work}/{name}", "w") as out:
        out.write(text)
PY

printf '| shape | size | bridgecheck scan | exit | rg -F -c tempo. | peak memory (bound) |\n|---|---|---|---|---|---|\n'
for file in "$work"/*.js "$work"/*.ts; do
  name=$(basename "$file")
  size=$(stat -c %s "$file")
  hyperfine -N --warmup 1 --runs 3 --ignore-failure --export-json "$work/t.json" \
    "$tool scan $file" "rg -F -c tempo. $file" >/dev/null 2>&1
  read -r ours theirs < <(python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))["results"]; print(*("%.1f" % (x["median"] * 1000) for x in r))' "$work/t.json")
  status=0
  "$tool" scan "$file" >/dev/null 2>&1 || status=$?
  peak=$( (/usr/bin/time -f %M "$tool" scan "$file" 2>&1 >/dev/null || true) | tail -n 1)
  bound=$(( (2 * size + 50 * 1024 * 1024) / 1024 ))
  printf '| %s | %s B | %s ms | %s | %s ms | %s KB (%s KB) |\n' "$name" "$size" "$ours" "$status" "$theirs" "$peak" "$bound"
done

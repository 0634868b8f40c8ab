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
    "and-chain-1000.ts": "x = " + " && ".join(['caps["tempo.task-archive"]'] * 1_000) + " && " + use,
    # Known to exceed the memory bound: every token is kept (see the README).
    "one-comma-expression.js": "a = b, " * 4_000_000 + use,
    "statements-without-semicolons.js": "a = b + c\n" * 2_000_000 + use,
}
for name, text in shapes.items():
    with open(f"{work}/{name}", "w") as out:
        out.write(text)
PY

printf '| shape | size | bridgecheck scan | rg -F -c tempo. | peak memory (bound) |\n|---|---|---|---|---|\n'
for file in "$work"/*.js "$work"/*.ts; do
  name=$(basename "$file")
  size=$(stat -c %s "$file")
  hyperfine -N --warmup 1 --runs 3 --ignore-failure --export-json "$work/t.json" \
    "$tool scan $file" "rg -F -c tempo. $file" >/dev/null 2>&1
  read -r ours theirs < <(python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))["results"]; print(*("%.1f" % (x["median"] * 1000) for x in r))' "$work/t.json")
  peak=$(/usr/bin/time -f %M "$tool" scan "$file" 2>&1 >/dev/null | tail -n 1)
  bound=$(( (2 * size + 50 * 1024 * 1024) / 1024 ))
  printf '| %s | %s B | %s ms | %s ms | %s KB (%s KB) |\n' "$name" "$size" "$ours" "$theirs" "$peak" "$bound"
done

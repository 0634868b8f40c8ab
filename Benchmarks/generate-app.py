#!/usr/bin/env python3
"""A generated app of N screens written the way teams write them, for the linearity benchmark
(Benchmarks/scan-linear.sh): a constants module, a capabilities hook, an api module of exported
wrappers, each reached through a chain of re-exporting barrels, and N screens that read all of
them, every send behind its check. Deterministic: the same N gives the same bytes.

    generate-app.py N FOLDER
"""
import json
import os
import sys

count, folder = int(sys.argv[1]), sys.argv[2]
files = {
    "package.json": json.dumps({"name": "generated-app", "main": "index.ts"}),
    "src/bridge/kinds.ts": 'export const KINDS = { archive: "task.archive", create: "task.create" } as const;\n',
    "src/bridge/has.ts": "export function hasCapability(name: string): boolean {\n"
    "  return (globalThis as any).capabilities?.[name] !== undefined;\n}\n",
    "src/bridge/hooks.ts": 'import { hasCapability } from "./has";\n'
    "export function useCapabilities() {\n"
    '  return { canArchive: hasCapability("tempo.task-archive") };\n}\n',
    "src/bridge/api.ts": 'import { sendMessage } from "expo-brownfield";\nimport { KINDS } from "./kinds";\n'
    "export function archive(id: string) {\n"
    '  sendMessage({ type: "tempo.perform", data: { kind: KINDS.archive, id } });\n}\n'
    "export const create = (title: string) =>\n"
    '  sendMessage({ type: "tempo.perform", data: { kind: KINDS.create, title } });\n',
    # Three barrels deep: each re-exports the one below.
    "src/bridge/index.ts": 'export * from "./api";\nexport * from "./hooks";\nexport { KINDS } from "./kinds";\n',
    "src/barrel.ts": 'export * from "./bridge";\n',
    "src/shared.ts": 'export { archive, create, useCapabilities, KINDS } from "./barrel";\n',
}
imports = []
for index in range(count):
    name = f"Screen{index}"
    imports.append(f'import {{ {name} }} from "./src/screens/{name}";')
    files[f"src/screens/{name}.tsx"] = (
        'import { useCallback } from "react";\n'
        'import { archive, create, useCapabilities } from "../shared";\n'
        f"export function {name}({{ id }}: {{ id: string }}) {{\n"
        "  const { canArchive } = useCapabilities();\n"
        "  const onArchive = useCallback(() => archive(id), [id]);\n"
        f'  const onCreate = () => create("task {index}");\n'
        "  return (\n"
        "    <Row onCreate={onCreate} onArchive={canArchive ? onArchive : undefined} />\n"
        "  );\n}\n"
    )
files["index.ts"] = "\n".join(imports) + "\nexport const screens = [" + ", ".join(
    f"Screen{index}" for index in range(count)) + "];\n"
for path, text in files.items():
    full = os.path.join(folder, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as out:
        out.write(text)
print(f"{len(files)} files in {folder}")

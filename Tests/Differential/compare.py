#!/usr/bin/env python3
"""Compares what BridgeCheck's parser reads with what Babel's reads, file by file.

Usage: compare.py BRIDGECHECK.json BABEL.jsonl

A file Babel rejects may parse here only when the parser read syntax newer than Babel 7.20
(its summary's `newerSyntax`, the list CONTENT-ANALYSIS.md allows).
Prints the counts, then each difference; exits 1 when there is one.
"""
import json
import sys


def read_stream(path):
    """Concatenated JSON values (pretty-printed or one a line)."""
    text = open(path, encoding="utf-8").read()
    decoder = json.JSONDecoder()
    index, values = 0, []
    while True:
        while index < len(text) and text[index].isspace():
            index += 1
        if index >= len(text):
            return values
        value, index = decoder.raw_decode(text, index)
        values.append(value)


def normalized(value):
    """Babel keeps lone surrogates; BridgeCheck shows them as U+FFFD."""
    if isinstance(value, list):
        return tuple(value)
    if not isinstance(value, str):
        return value
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in value)


def rows(summary, key):
    return sorted((tuple(normalized(v) for v in row) for row in summary.get(key, [])), key=repr)


def main():
    ours = {s["file"]: s for s in read_stream(sys.argv[1])}
    theirs = {s["file"]: s for s in read_stream(sys.argv[2])}
    accepted = rejected = exempted = declarations = unscoped = 0
    differences = []
    for file in sorted(theirs):
        babel, bridgecheck = theirs[file], ours.get(file)
        if bridgecheck is None:
            differences.append(f"{file}: not parsed by bridgecheck")
            continue
        if not babel["parsed"]:
            rejected += 1
            if bridgecheck["parsed"]:
                if bridgecheck.get("newerSyntax"):
                    exempted += 1
                elif file.endswith(".d.ts"):
                    # Declaration files are never bundled, so scan never reads them; Babel 7.20
                    # refuses some valid ones (names exported from `declare module` bodies).
                    declarations += 1
                else:
                    differences.append(
                        f"{file}: Babel rejects it ({babel['error']['message']}), bridgecheck parses it")
            continue
        accepted += 1
        if not bridgecheck["parsed"]:
            error = bridgecheck["error"]
            differences.append(
                f"{file}:{error['line']}:{error['column']}: Babel parses it, bridgecheck: {error['message']}")
            continue
        if babel.get("references", []) is None:
            unscoped += 1
        for key in ("strings", "templates", "requests", "lookups", "references"):
            if babel.get(key, []) is None:
                continue
            a, b = rows(babel, key), rows(bridgecheck, key)
            if a != b:
                only_babel = [r for r in a if r not in b][:3]
                only_ours = [r for r in b if r not in a][:3]
                differences.append(
                    f"{file}: {key} differ ({len(a)} in Babel, {len(b)} in bridgecheck); "
                    f"only Babel: {only_babel}; only bridgecheck: {only_ours}")
    counts = {key: sum(len(s.get(key) or []) for s in theirs.values() if s["parsed"])
              for key in ("strings", "templates", "requests", "lookups", "references")}
    print(f"differential: {len(theirs)} files; Babel accepts {accepted}, rejects {rejected} "
          f"({exempted} of them for newer syntax BridgeCheck accepts, {declarations} declaration files)")
    print("compared: " + ", ".join(f"{n} {k}" for k, n in counts.items()))
    if unscoped:
        print(f"references not compared in {unscoped} files Babel's scope tracker refuses")
    for line in differences:
        print("difference: " + line)
    print(f"{len(differences)} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""An independent count of the native modules a native project defines, by regular expressions
over the text (not bridgecheck's lexers or parser): Expo modules' Name("X") in Swift files that
build a ModuleDefinition, RCT_EXPORT_MODULE / RCT_EXTERN_MODULE / RCT_EXTERN_REMAP_MODULE in
Objective-C, and TurboModuleRegistry.getEnforcing / .get, createHybridObject and
codegenNativeComponent specs in JavaScript and TypeScript. Prints the names, one a line, sorted.

Usage: native-modules.py FOLDER
"""
import os
import re
import sys

SKIPPED = {"Pods", "Carthage", "DerivedData", "build", "node_modules", "__tests__", "__mocks__",
           "__fixtures__"}
C_COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRINGS = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def without_comments(text):
    # Keep string literals whole while dropping comments.
    out, i = [], 0
    pattern = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`|//[^\n]*|/\*.*?\*/', re.S)
    for match in pattern.finditer(text):
        out.append(text[i:match.start()])
        token = match.group(0)
        out.append(" " if token.startswith("/") else token)
        i = match.end()
    out.append(text[i:])
    return "".join(out)


def strip_rct(name):
    return name[3:] if name.startswith("RCT") and len(name) > 3 else name


def names(folder):
    found = set()
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in SKIPPED)
        for file in files:
            path = os.path.join(root, file)
            extension = os.path.splitext(file)[1]
            if extension not in {".swift", ".m", ".mm", ".h", ".ts", ".tsx", ".js", ".jsx", ".mjs",
                                 ".cjs", ".mts", ".cts"} or file.endswith(".d.ts"):
                continue
            try:
                text = without_comments(open(path, encoding="utf-8", errors="replace").read())
            except OSError:
                continue
            if extension == ".swift":
                if "ModuleDefinition" in text:
                    found.update(re.findall(r'(?<![.\w])Name\(\s*"([^"\\]+)"\s*\)', text))
            elif extension in {".m", ".mm", ".h"}:
                for match in re.finditer(r"(?<!define )\bRCT_EXPORT_MODULE\(\s*([^)]*?)\s*\)", text):
                    argument = match.group(1).strip('@"')
                    if argument:
                        found.add(strip_rct(argument))
                    else:
                        implementations = re.findall(r"@implementation\s+(\w+)", text[:match.start()])
                        if implementations:
                            found.add(strip_rct(implementations[-1]))
                for match in re.finditer(r"(?<!define )\bRCT_EXTERN_(?:REMAP_)?MODULE\(\s*(\w+)", text):
                    found.add(strip_rct(match.group(1)))
            else:
                spec = r"(?:\bgetEnforcing|\bcreateHybridObject|\bcodegenNativeComponent|\bTurboModuleRegistry\s*\.\s*get)"
                for match in re.finditer(spec + r"\s*(?:<[^()]*?>)?\s*\(\s*(['\"])([^'\"]+)\1", text):
                    found.add(match.group(2))
    return sorted(found)


if __name__ == "__main__":
    for name in names(sys.argv[1]):
        print(name)

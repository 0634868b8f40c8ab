#!/usr/bin/env python3
"""Real minified JavaScript that nobody here wrote: plotly.min.js (4.8 MB) from the plotly wheel
on PyPI. Checks that `bridgecheck scan`:

1. tokenizes it (and plotly's widgetbundle.js, 5 MB) to the end without error;
2. finds every use inserted at a statement boundary, written at its exact line and column (a
   use inside a function stands where the function is called, and its `via` says where it was
   written), when the boundaries come from an independent parser (tree-sitter's JavaScript
   grammar);
3. finds none of the bridge names placed in comments, regular expressions or longer strings.

    real-bundle-check.py BRIDGECHECK CONTRACTS CACHE_DIR

Exits 0 when all hold, 1 when one fails, and 0 with "skipped" when the bundle or the parser cannot
be fetched (offline).
"""
import json
import os
import subprocess
import sys
import tempfile
import zipfile

tool, contracts, cache = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(cache, exist_ok=True)
wheel = os.path.join(cache, "plotly-7.1.0-py3-none-any.whl")
bundles = {name: os.path.join(cache, name) for name in ("plotly.min.js", "widgetbundle.js")}

def skip(reason):
    print(f"real-bundle check skipped: {reason}")
    sys.exit(0)

if not all(os.path.exists(path) for path in bundles.values()):
    if not os.path.exists(wheel):
        fetched = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "plotly==7.1.0", "-d", cache],
            capture_output=True)
        if fetched.returncode != 0:
            skip("cannot download plotly==7.1.0 (offline?)")
    with zipfile.ZipFile(wheel) as archive:
        for name, path in bundles.items():
            with open(path, "wb") as out:
                out.write(archive.read(f"plotly/package_data/{name}"))
try:
    import tree_sitter
    import tree_sitter_javascript
except ImportError:
    installed = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "tree-sitter", "tree-sitter-javascript"],
        capture_output=True)
    if installed.returncode != 0:
        skip("cannot install tree-sitter (offline?)")
    import tree_sitter
    import tree_sitter_javascript

def scan(path):
    run = subprocess.run([tool, "scan", path, "--contracts", contracts, "--format", "json"], capture_output=True)
    return run.returncode, json.loads(run.stdout)

failures = []

# 1. Tokenizes to the end.
for name, path in bundles.items():
    code, report = scan(path)
    errors = [d for d in report["diagnostics"] if d["severity"] in ("error", "fatal")]
    print(f"{name}: {os.path.getsize(path):,} bytes, exit {code}, {len(report['uses'])} uses, {len(errors)} errors")
    if code != 0 or errors:
        failures.append(f"{name} did not tokenize: {errors[:3]}")

# 2 and 3. Inserted uses and decoys.
source = open(bundles["plotly.min.js"], "rb").read()
parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_javascript.language()))
statements = []
stack = [parser.parse(source).root_node]
while stack:
    node = stack.pop()
    if node.type in ("program", "statement_block"):
        statements += [child.start_byte for child in node.named_children if child.type.endswith("statement")]
    stack.extend(node.named_children)
statements = sorted(set(statements))
chosen = statements[:: max(1, len(statements) // 300)][:300]
USE = b'send("tempo.perform");'
DECOYS = [b'/* send("tempo.perform") */', b'/"tempo.perform"/.test(x);', b'"see tempo.perform docs";',
          b'// "tempo.perform"\n']
pieces, expected_offsets, last = [], [], 0
for index, offset in enumerate(chosen):
    pieces.append(source[last:offset])
    insertion = USE if index % 3 != 2 else DECOYS[(index // 3) % len(DECOYS)]
    position = sum(len(piece) for piece in pieces)
    if insertion is USE:
        expected_offsets.append(position + len(b"send("))
    pieces.append(insertion)
    last = offset
pieces.append(source[last:])
modified = b"".join(pieces)
if parser.parse(modified).root_node.has_error:
    failures.append("the modified bundle no longer parses (an insertion point was not a statement boundary)")

def location(data, offset):
    line_start = data.rfind(b"\n", 0, offset) + 1
    return data.count(b"\n", 0, offset) + 1, len(data[line_start:offset].decode("utf-8", "replace")) + 1

expected = sorted(location(modified, offset) for offset in expected_offsets)
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "plotly-with-uses.min.js")
    with open(path, "wb") as out:
        out.write(modified)
    code, report = scan(path)
def written(use):
    """Where the use's name was written: the use's own place, or, for a use that stands where
    the function holding it is called, the first place of its `via`."""
    values = [place for place in use.get("via", []) if place["what"] == "value"]
    return (values[0]["line"], values[0]["column"]) if values else (use["line"], use["column"])

# A name inside a function stands at each call of it: one literal, maybe several uses.
found = sorted({written(use) for use in report["uses"] if use["id"] == "message:tempo.perform"})
missing = sorted(set(expected) - set(found))
extra = sorted(set(found) - set(expected))
print(f"inserted {len(expected)} uses and {len(chosen) - len(expected)} decoys at tree-sitter statement boundaries: "
      f"{len(found)} found where written, {len(missing)} missing, {len(extra)} extra")
if code != 0 or missing or extra or len(found) != len(expected):
    failures.append(f"inserted uses: missing {missing[:5]}, extra {extra[:5]}")

for failure in failures:
    print("FAILED:", failure)
sys.exit(1 if failures else 0)

#!/usr/bin/env python3
"""Writes a base and a head project for the diff benchmark: a history of 10 runtimes × 5
releases (50) and about 5,000 elements, the head adding one release with gated additions.

    generate-history.py DIR    (writes DIR/base and DIR/head, each with contracts/ and runtime-version.txt)
"""
import os
import sys

folder = sys.argv[1]

def write(side, extra_release):
    lines = ["bridge bench", "runtime r1 {"]
    releases = []
    for runtime in range(1, 11):
        if runtime > 1:
            lines.append(f"runtime r{runtime} {{")
        for minor in range(5):
            lines.append(f"  release {runtime}.{minor}")
            releases.append(f"{runtime}.{minor}")
        if extra_release and runtime == 10:
            lines.append("  release 10.5 unreleased")
        lines.append("}")
    body = []
    for n in range(600):
        since = releases[(n * 7) % 50]
        runtime_first = since.split(".")[0] + ".0"
        body.append(f"capability cap{n} @since({since}) {{\n  scope scope{n}Bar\n}}")
        body.append(f"message area{n}.send from content @since({since}) @requires(cap{n}) {{\n  case item{n}.make(id: string, note: string?)\n}}")
        body.append(f"type Record{n} @since({runtime_first}) {{\n  id: string\n  count: int\n  label: string?\n}}")
    if extra_release:
        body.append("capability extra @since(10.5)\nmessage extra.send from content @since(10.5) @requires(extra)")
    os.makedirs(os.path.join(folder, side, "contracts"), exist_ok=True)
    with open(os.path.join(folder, side, "contracts", "bench.contract"), "w") as out:
        out.write("\n".join(lines + body) + "\n")
    with open(os.path.join(folder, side, "runtime-version.txt"), "w") as out:
        out.write("r10\n")

write("base", False)
write("head", True)

#!/usr/bin/env python3
"""Writes a valid contract of N top-level declarations to DIR/contracts (and
DIR/runtime-version.txt): a history of two runtimes, then messages with cases, capabilities with
scopes, record types with fields, and enums, in proportions like a real bridge's, with some
availability attributes so that every rule has work to do.

    generate-contract.py N DIR
"""
import os
import sys

count, folder = int(sys.argv[1]), sys.argv[2]
os.makedirs(os.path.join(folder, "contracts"), exist_ok=True)
lines = [
    "/// A generated bridge for benchmarks.",
    "bridge bench",
    "channels production, preview (unreleased)",
    "runtime 1 {",
    "  release 1.0 hermes(96) react-native(0.81.4)",
    "  release 1.1",
    "  release 1.2",
    "}",
    "runtime 2 {",
    "  release 2.0",
    "  release 2.1",
    "  release 2.2 unreleased",
    "}",
]
declarations = 3  # bridge, channels and the history count once each
index = 0
while declarations < count:
    kind = index % 5
    n = index
    if kind == 0:
        lines += [
            f"/// Message {n}.",
            f"message area{n}.perform from content {{",
            f"  case item{n}.create(title: string, due: date?, count: int)",
            f"  case item{n}.archive(id: string) @since(1.1) @requires(cap{n - n % 5 + 1})",
            f"  case item{n}.legacy(id: string) @removed(2.0)",
            "}",
        ]
    elif kind == 1:
        lines += [
            f"capability cap{n} @since(1.1) {{",
            f"  scope scope{n}Bar",
            f"  scope scope{n}Chrome @since(2.1)",
            "}",
        ]
    elif kind == 2:
        lines += [
            f"type Record{n} {{",
            "  id: string",
            f"  items: [Record{n - 5 if n >= 5 else n}]",
            "  labels: [string: string]",
            f"  state: Enum{n + 1}",
            f"  extra: int? @since(1.2)",
            "}",
        ]
    elif kind == 3:
        lines.append(f"open enum Enum{n} {{ low, normal, high, urgent @since(2.1) }}")
    else:
        lines += [
            f"open message area{n}.command from native @since(1.1) @requires(cap{n - 3}) {{",
            f"  case go{n}.to(route: string)",
            f"  case go{n}.back @since(1.2)",
            "}",
        ]
    declarations += 1
    index += 1

with open(os.path.join(folder, "contracts", "bench.contract"), "w") as out:
    out.write("\n".join(lines) + "\n")
with open(os.path.join(folder, "runtime-version.txt"), "w") as out:
    out.write("2\n")

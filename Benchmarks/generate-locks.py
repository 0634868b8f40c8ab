#!/usr/bin/env python3
"""A contract whose runtime has 21 releases, and 1,000 locks of packages built against its first.

Usage: generate-locks.py OUT BRIDGECHECK

Writes OUT/contracts/bench.contract and OUT/contracts/locks/*.lock.json. Every release after the
first adds what a runtime may add (an optional field, an open-enum value, a case of an open
native message, a guarded action, a capability with a scope), so each of the 20 newer releases
has an interface of its own. Each lock uses a different random subset of the actions, so no two
packages share a replay result. The interface each lock records is `bridgecheck show 1.0`.
"""
import json
import os
import random
import subprocess
import sys

out, tool = sys.argv[1], sys.argv[2]
random.seed(7)
releases = [f"1.{i}" for i in range(21)]
lines = ["bridge bench", "", "runtime 1 {"]
lines += [f"  release {release}" for release in releases]
lines += ["}", ""]
lines += ["message bootstrap from content", "message snapshot from native: Snapshot", ""]
lines += ["open message command from native {"]
lines += [f"  case nav.go{k}(route: Route, count: int)" for k in range(10)]
lines += [f"  case nav.later{i}(note: string?) @since({r})" for i, r in enumerate(releases[1:])]
lines += ["}", "", "message perform from content {"]
lines += [f"  case task.act{k}(id: string, when: date?, priority: Priority, tags: [string: string])" for k in range(40)]
lines += [f"  case task.guarded{i}(id: string) @since({r}) @requires(feature{i})" for i, r in enumerate(releases[1:])]
lines += ["}", ""]
for i, r in enumerate(releases[1:]):
    lines += [f"capability feature{i} @since({r}) {{", f"  scope area{i}Bar", "}"]
lines += ["", "type Snapshot {", "  capabilities: capabilities"]
lines += [f"  list{k}: [Item{k % 10}]" for k in range(20)]
lines += [f"  extra{i}: Item0? @since({r})" for i, r in enumerate(releases[1:])]
lines += ["}"]
for k in range(10):
    lines += [f"type Item{k} {{", "  id: string", "  title: string", "  done: bool",
              "  due: date?", "  priority: Priority", "  route: Route", "  score: number",
              "  labels: [string: string]"]
    lines += [f"  added{i}: int? @since({r})" for i, r in enumerate(releases[1:]) if i % 10 == k]
    lines += ["}"]
lines += ["enum Priority {", "  low", "  normal", "  high", "}"]
lines += ["open enum Route {"] + [f"  page{k}" for k in range(12)]
lines += [f"  added{i} @since({r})" for i, r in enumerate(releases[1:])] + ["}"]
os.makedirs(f"{out}/contracts/locks", exist_ok=True)
with open(f"{out}/contracts/bench.contract", "w") as file:
    file.write("\n".join(lines) + "\n")
with open(f"{out}/runtime-version.txt", "w") as file:
    file.write("1\n")

interface = json.loads(subprocess.run(
    [tool, "show", "1.0", "--contracts", f"{out}/contracts", "--format", "json"],
    check=True, capture_output=True, text=True).stdout)
actions = [e["id"] for e in interface["elements"] if e["id"].startswith("case:bench.perform/")]
for n in range(1000):
    chosen = sorted(random.sample(actions, 12))
    uses = [{"id": "message:bench.perform", "name": "bench.perform", "sends": True, "guards": []}]
    uses += [{"id": i, "name": i.split("/")[1], "sends": True, "guards": []} for i in chosen]
    digest = f"{n:012x}" + "0" * 52
    lock = {
        "lockVersion": 1, "bridge": "bench", "runtime": "1", "channel": "production",
        "builtAgainst": "1.0", "updateId": f"update-{n}", "publishedAt": f"2026-01-01T00:{n // 60 % 60:02}:{n % 60:02}Z",
        "digest": "sha256:" + digest, "tool": "generate-locks.py", "uses": uses,
        "interface": interface,
    }
    with open(f"{out}/contracts/locks/1-production-{digest[:12]}.lock.json", "w") as file:
        json.dump(lock, file, indent=2, sort_keys=True)

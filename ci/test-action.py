#!/usr/bin/env python3
"""Runs the composite action (action.yml) as a GitHub runner would, without GitHub: each `run:`
step in order in bash, with the action's expressions substituted and the runner's files
(GITHUB_OUTPUT, GITHUB_PATH) in a temporary folder; `actions/cache` is a miss unless a binary
is given to stand for the cached one.

Usage: ci/test-action.py [PREBUILT_BRIDGECHECK]

Checks that bridgecheck lands on PATH at the version the sources name, that `args` runs it
(the bundled example's gate), that a wrong `version` input fails, and that `args` is not
evaluated by a shell. Without PREBUILT it builds the release binary (minutes).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:  # Debian's python3-yaml, installed when this runs as root.
    if os.geteuid() == 0 and shutil.which("apt-get"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "python3-yaml"], capture_output=True)
    try:
        import yaml
    except ImportError:
        print("skipped: PyYAML is not installed and could not be (apt-get install python3-yaml)")
        sys.exit(0)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_action(inputs, prebuilt, work):
    action = yaml.safe_load(open(os.path.join(ROOT, "action.yml")))
    outputs = {}
    env_files = {name: os.path.join(work, name) for name in ("output", "path")}
    for path in env_files.values():
        open(path, "w").close()
    tool_cache = os.path.join(work, "tool-cache")

    def expand(text):
        def value(match):
            expression = match.group(1).strip()
            if expression == "github.action_path":
                return ROOT
            if expression.startswith("inputs."):
                return inputs.get(expression[7:], "")
            step, name = re.match(r"steps\.(\w+)\.outputs\.(\w+)", expression).groups()
            return outputs.get(step, {}).get(name, "")
        return re.sub(r"\$\{\{(.*?)\}\}", value, text)

    for step in action["runs"]["steps"]:
        condition = step.get("if")
        if condition == "steps.cache.outputs.cache-hit != 'true'" and prebuilt:
            continue
        if condition == "inputs.args != ''" and not inputs.get("args"):
            continue
        if "uses" in step:
            # actions/cache: a hit when a prebuilt binary stands for the cached one.
            if prebuilt:
                folder = outputs["key"]["folder"]
                os.makedirs(folder, exist_ok=True)
                shutil.copy(prebuilt, os.path.join(folder, "bridgecheck"))
            continue
        env = dict(os.environ, GITHUB_OUTPUT=env_files["output"], GITHUB_PATH=env_files["path"],
                   RUNNER_TOOL_CACHE=tool_cache, RUNNER_OS="Linux", RUNNER_ARCH="X64")
        env.update({k: expand(str(v)) for k, v in step.get("env", {}).items()})
        result = subprocess.run(["bash", "-c", expand(step["run"])], env=env, cwd=ROOT,
                                capture_output=True, text=True)
        if "id" in step:
            lines = open(env_files["output"]).read().splitlines()
            outputs[step["id"]] = dict(line.split("=", 1) for line in lines if "=" in line)
        if result.returncode != 0:
            return result.returncode, result.stdout + result.stderr, None
    added = open(env_files["path"]).read().split()
    return 0, "", added


def main():
    prebuilt = sys.argv[1] if len(sys.argv) > 1 else None
    version = re.search(r'public static let version = "(.*)"',
                        open(os.path.join(ROOT, "Sources/BridgeCheckCLI/BridgeCheck.swift")).read())[1]
    failures = []
    with tempfile.TemporaryDirectory() as work:
        status, log, added = run_action({}, prebuilt, work)
        if status != 0 or not added:
            failures.append(f"install: exit {status}: {log}")
        else:
            binary = os.path.join(added[0], "bridgecheck")
            shown = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout
            if shown.strip() != f"bridgecheck {version}":
                failures.append(f"on PATH: {shown!r}, expected bridgecheck {version}")
    with tempfile.TemporaryDirectory() as work:
        args = "gate Examples/TempoContent --contracts contracts --format text"
        status, log, _ = run_action({"args": args, "version": version}, prebuilt, work)
        if status != 0:
            failures.append(f"args: exit {status}: {log}")
    with tempfile.TemporaryDirectory() as work:
        status, log, _ = run_action({"version": "0.0.0-not-this"}, prebuilt, work)
        if status != 2 or "expects BridgeCheck 0.0.0-not-this" not in log:
            failures.append(f"a wrong version input: exit {status}: {log}")
    with tempfile.TemporaryDirectory() as work:
        marker = os.path.join(work, "evaluated")
        status, log, _ = run_action({"args": f"lint $(touch {marker})"}, prebuilt, work)
        if os.path.exists(marker):
            failures.append("args were evaluated by a shell")
    for failure in failures:
        print("error: " + failure, file=sys.stderr)
    print(f"action.yml: {4 - len(failures)} of 4 checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

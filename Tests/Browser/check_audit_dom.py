#!/usr/bin/env python3
"""Checks the audit report's DOM as Chromium rendered it.

    check_audit_dom.py DOM CONSOLE_LOG CONTROL_CONSOLE_LOG
"""
import re
import sys
from html.parser import HTMLParser


class Report(HTMLParser):
    """Matrix rows (id → runs of state with releases) and drift list items (rule, name)."""

    def __init__(self):
        super().__init__()
        self.rows = {}
        self.row = None
        self.drift = []
        self.in_drift = False

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        classes = (attributes.get("class") or "").split()
        if "row" in classes and "data-id" in attributes:
            self.row = attributes["data-id"]
            self.rows[self.row] = []
        elif "run" in classes and self.row is not None:
            self.rows[self.row].append((attributes["data-state"], attributes["data-releases"].split()))
        elif tag == "ul" and attributes.get("id") == "drift-list":
            self.in_drift = True
        elif tag == "li" and self.in_drift:
            self.drift.append((attributes.get("data-rule"), attributes.get("data-name"),
                               " ".join(classes)))

    def handle_endtag(self, tag):
        if tag == "ul":
            self.in_drift = False


def state(report, element, release):
    for name, releases in report.rows[element]:
        if release in releases:
            return name
    return "absent"


def console_errors(path):
    lines = open(path, encoding="utf-8", errors="replace").read().splitlines()
    return [line for line in lines if "CONSOLE" in line or "Uncaught" in line]


dom_path, log_path, control_log_path = sys.argv[1:4]
report = Report()
report.feed(open(dom_path, encoding="utf-8").read())
failures = []
expected_cells = {
    ("case:tempo.perform/task.archive", "7.0"): "absent",
    ("case:tempo.perform/task.archive", "7.1"): "available",
    ("case:tempo.perform/task.complete", "7.0"): "available",
    ("case:tempo.perform/task.complete", "7.2"): "deprecated",
    ("message:tempo.sync-status", "6.2"): "available",
    ("message:tempo.sync-status", "7.0"): "removed",
    ("module:ExpoHaptics", "7.1"): "absent",
    ("module:ExpoHaptics", "7.2"): "available",
    ("scope:tempo.navigation-progress/toolChrome", "7.2"): "available",
}
for (element, release), expected in sorted(expected_cells.items()):
    if element not in report.rows:
        failures.append(f"the matrix has no row for {element}")
        continue
    shown = state(report, element, release)
    print(f"matrix {element} in {release}: {shown}")
    if shown != expected:
        failures.append(f"{element} in {release} shows {shown}, expected {expected}")
expected_drift = [
    ("undeclared-name", "tempo.sync-status", "warning"),
    ("unhandled-case", "progress.finish", "warning"),
]
print(f"drift list: {report.drift}")
if report.drift != expected_drift:
    failures.append(f"the drift list shows {report.drift}, expected {expected_drift}")
if not console_errors(control_log_path):
    failures.append("the control page's console error was not seen: the console check cannot work")
errors = console_errors(log_path)
print(f"console messages: {len(errors)}")
failures += [f"console: {line}" for line in errors]
if failures:
    print("\n".join("error: " + failure for failure in failures), file=sys.stderr)
    sys.exit(1)
print(f"audit report: {len(report.rows)} matrix rows, every checked cell and the drift list as expected, no console error")

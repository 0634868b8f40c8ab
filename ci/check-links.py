#!/usr/bin/env python3
"""Every relative link in README.md and docs/*.md names a file or folder inside the repository,
and every `#anchor` a heading of the page it points to (GitHub's slugs).

Usage: ci/check-links.py
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path):
    """The anchors GitHub gives a Markdown file's headings."""
    found = set()
    in_code = False
    for line in open(path, encoding="utf-8"):
        if line.startswith("```"):
            in_code = not in_code
        if in_code or not line.startswith("#"):
            continue
        title = line.lstrip("#").strip().lower()
        slug = re.sub(r"[^\w\- ]", "", title).replace(" ", "-")
        found.add(slug)
    return found


def main():
    pages = [os.path.join(ROOT, "README.md")] + sorted(
        os.path.join(ROOT, "docs", name) for name in os.listdir(os.path.join(ROOT, "docs"))
        if name.endswith(".md"))
    problems, count = [], 0
    for page in pages:
        text = open(page, encoding="utf-8").read()
        # Links inside code blocks are examples, not links.
        text = re.sub(r"```.*?```", "", text, flags=re.S)
        # So are code spans (`result[0](id)`), which may run over a line break.
        text = re.sub(r"(`+)(.+?)\1", "", text, flags=re.S)
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target):
                continue
            count += 1
            path, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
            shown = os.path.relpath(page, ROOT)
            if not (resolved + os.sep).startswith(ROOT + os.sep):
                problems.append(f"{shown}: '{target}' points outside the repository")
            elif not os.path.exists(resolved):
                problems.append(f"{shown}: '{target}' names nothing")
            elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                problems.append(f"{shown}: '{target}' names no heading of {os.path.relpath(resolved, ROOT)}")
    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    print(f"links: {count} relative links in {len(pages)} pages, {len(problems)} broken")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

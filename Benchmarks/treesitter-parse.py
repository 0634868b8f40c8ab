"""tree-sitter's parse of every file in LIST, on every core: a parser written in C that builds a
concrete syntax tree and nothing else (no scopes, no analysis), as the floor a full parse of the
same bytes costs on this machine. The scan's speed stands beside it (Benchmarks/scan.sh).

    python3 Benchmarks/treesitter-parse.py LIST

Needs the PyPI packages tree-sitter, tree-sitter-javascript and tree-sitter-typescript.
"""

import os
import sys
from concurrent.futures import ProcessPoolExecutor


def parse(files):
    import tree_sitter
    import tree_sitter_javascript
    import tree_sitter_typescript

    javascript = tree_sitter.Parser(tree_sitter.Language(tree_sitter_javascript.language()))
    typescript = tree_sitter.Parser(
        tree_sitter.Language(tree_sitter_typescript.language_typescript()))
    tsx = tree_sitter.Parser(tree_sitter.Language(tree_sitter_typescript.language_tsx()))
    errors = 0
    for name in files:
        parser = tsx if name.endswith(".tsx") else (
            typescript if name.endswith((".ts", ".mts", ".cts")) else javascript)
        with open(name, "rb") as file:
            tree = parser.parse(file.read())
        errors += tree.root_node.has_error
    return errors


def main():
    with open(sys.argv[1]) as listing:
        files = [line for line in listing.read().split("\n") if line]
    cores = os.cpu_count() or 1
    shares = [files[index::cores] for index in range(cores)]
    with ProcessPoolExecutor(cores) as pool:
        errors = sum(pool.map(parse, shares))
    sys.stderr.write(f"{len(files)} files, {errors} with a syntax error\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Fails when a module's landing page leaves a symbol to DocC's automatic groups.

Usage: check-docs-curated.py ARCHIVE MODULE...

DocC puts every top-level symbol that no Topics section curates into groups of its own, named
by kind ("Classes", "Structures", ...) and marked `"generated": true` in the page's render JSON.
A reader looks for a type by concept, so each landing page must curate every symbol; docc
itself has no warning for this.
"""

import json
import pathlib
import sys


def main() -> int:
    archive = pathlib.Path(sys.argv[1])
    failed = False
    for module in sys.argv[2:]:
        page = archive / "data" / "documentation" / f"{module.lower()}.json"
        if not page.is_file():
            print(f"error: {page} is missing: no documentation for {module}", file=sys.stderr)
            failed = True
            continue
        sections = json.loads(page.read_text()).get("topicSections", [])
        for section in sections:
            if not section.get("generated"):
                continue
            failed = True
            for identifier in section["identifiers"]:
                symbol = identifier.rsplit("/", 1)[-1]
                print(
                    f"error: {module}: '{symbol}' is in the automatic group "
                    f"'{section['title']}'; curate it under a Topics heading of "
                    f"Sources/{module}/{module}.docc/{module}.md",
                    file=sys.stderr,
                )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Prints how many public declarations each library declares, from the symbol graphs.

Run `swift package dump-symbol-graph --minimum-access-level public` first; pass the folder it
names (default: .build/x86_64-unknown-linux-gnu/symbolgraph). Every public or open symbol counts
once: a type, a member, an enum case, an extension's member on another module's type.
"""
import collections
import glob
import json
import os
import sys

folder = sys.argv[1] if len(sys.argv) > 1 else ".build/x86_64-unknown-linux-gnu/symbolgraph"
counts = collections.Counter()
for path in glob.glob(os.path.join(folder, "*.symbols.json")):
    graph = json.load(open(path))
    module = graph["module"]["name"]
    if not module.startswith("Symbiosis") or module.startswith("SymbiosisPackage"):
        continue
    counts[module] += sum(
        1 for symbol in graph["symbols"] if symbol.get("accessLevel") in ("public", "open"))
for module, count in sorted(counts.items()):
    print(f"{module:24} {count:5}")
print(f"{'total':24} {sum(counts.values()):5}")

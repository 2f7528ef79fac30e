#!/usr/bin/env python3
"""Fails when a public symbol of the documented libraries has no summary. Reads the symbol
graphs that `make docs` extracted (.build/<triple>/extracted-symbols/<checkout>/<Target>/). A symbol
that overrides one, or implements a protocol requirement with a default, shows the documentation
of the one it stands for, and is not counted; nor are symbols the compiler made (no location)."""
import glob
import json
import sys

targets = sys.argv[1:] or ["MiniUIKit", "X11Host", "MiniUIKitSnapshotTesting"]
missing = []
for target in targets:
    # .build/<triple>/extracted-symbols/<the root package's folder name>/<Target>/
    files = glob.glob(f".build/*/extracted-symbols/*/{target}/*.symbols.json")
    if not files:
        sys.exit(f"check-doc-coverage: no symbol graphs for {target}: run make docs")
    symbols, inherited = {}, set()
    for path in files:
        with open(path) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol
        inherited |= {r["source"] for r in graph["relationships"]
                      if r["kind"] in ("overrides", "defaultImplementationOf")}
    documented = 0
    for identifier, symbol in symbols.items():
        if (symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol
                or symbol["kind"]["identifier"] == "swift.extension"):
            continue
        if symbol.get("docComment") or identifier in inherited:
            documented += 1
            continue
        location = symbol["location"]
        path = location["uri"].split("/Sources/", 1)[-1]
        missing.append(f"Sources/{path}:{location['position']['line'] + 1}: "
                       f"{'.'.join(symbol['pathComponents'])} has no summary")
    print(f"check-doc-coverage: {target}: {documented} public symbols documented")
if missing:
    print("\n".join(sorted(missing)))
    sys.exit(f"check-doc-coverage: {len(missing)} public symbols without a summary")

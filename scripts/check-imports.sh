#!/usr/bin/env bash
# Checks that every target of Package.swift declares exactly the modules its Swift files import: an import with no
# declared dependency builds only by accident (through another target's dependencies), and a declared dependency that
# no file imports links a library for nothing. Modules of the toolchain (Foundation, Glibc, Testing, …) are not
# declared and are ignored. It also checks that the modules linked into `gdata` import full Foundation only where
# FoundationEssentials does not exist (no ICU in the binary). Exit status 1 names each difference. CI runs it
# (scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
swift package dump-package >"$manifest"
python3 - "$manifest" <<'PY'
import json
import os
import re
import sys

TOOLCHAIN = {"Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
             "FoundationXML", "Glibc", "Musl", "Darwin", "Android", "WinSDK", "Dispatch", "Synchronization",
             "Testing", "XCTest", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Swift", "os"}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
                    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")
DEFAULT_ROOT = {"executable": "Sources", "regular": "Sources", "test": "Tests", "macro": "Sources", "plugin": "Plugins"}

package = json.load(open(sys.argv[1]))
problems = []
for target in package["targets"]:
    if target["type"] in ("system", "binary", "plugin"):
        continue
    name = target["name"]
    path = target.get("path") or os.path.join(DEFAULT_ROOT[target["type"]], name)
    excluded = [os.path.normpath(os.path.join(path, e)) for e in target.get("exclude", [])]
    declared = set()
    for dependency in target.get("dependencies", []):
        kind, value = next(iter(dependency.items()))
        declared.add(value[0])  # byName, target or product: the module has the dependency's name in this package
    imported = {}
    for folder, _, files in os.walk(path):
        if any(folder == e or folder.startswith(e + os.sep) for e in excluded):
            continue
        for file in files:
            if not file.endswith(".swift"):
                continue
            source = os.path.join(folder, file)
            if source in excluded:
                continue
            for line in open(source, encoding="utf-8"):
                match = IMPORT.match(line)
                if match and match.group(1) not in TOOLCHAIN and match.group(1) != name:
                    imported.setdefault(match.group(1), source)
    for module in sorted(set(imported) - declared):
        problems.append("%s: %s imports %s, which the target does not declare" % (name, imported[module], module))
    for module in sorted(declared - set(imported)):
        problems.append("%s: declares %s, which none of its files imports" % (name, module))

# The installed `gdata` carries no ICU (issue 30 §5, docs/performance.md): a module linked into it imports full
# Foundation (or its ICU-backed parts) only where FoundationEssentials does not exist, in the `#else` of
# `#if canImport(FoundationEssentials)`. One such import anywhere in the executable's modules links all of ICU.
FULL_FOUNDATION = {"Foundation", "FoundationInternationalization", "FoundationNetworking", "FoundationXML"}
by_name = {target["name"]: target for target in package["targets"]}
linked, pending = set(), ["GDataCLI"]
while pending:
    name = pending.pop()
    if name in linked or name not in by_name:
        continue
    linked.add(name)
    for dependency in by_name[name].get("dependencies", []):
        kind, value = next(iter(dependency.items()))
        if kind != "product":
            pending.append(value[0])
for name in sorted(linked):
    target = by_name[name]
    if target["type"] == "system":
        continue
    path = target.get("path") or os.path.join(DEFAULT_ROOT[target["type"]], name)
    for folder, _, files in os.walk(path):
        for file in sorted(f for f in files if f.endswith(".swift")):
            source = os.path.join(folder, file)
            conditions = []  # for each open #if: (its condition, whether we are in its #else)
            for number, line in enumerate(open(source, encoding="utf-8"), 1):
                stripped = line.strip()
                if stripped.startswith("#if "):
                    conditions.append((stripped[4:].strip(), False))
                elif stripped.startswith("#else") and conditions:
                    conditions[-1] = (conditions[-1][0], True)
                elif stripped.startswith("#endif") and conditions:
                    conditions.pop()
                match = IMPORT.match(line)
                if match and match.group(1) in FULL_FOUNDATION and not any(
                    condition == "canImport(FoundationEssentials)" and in_else for condition, in_else in conditions
                ):
                    problems.append("%s:%d imports %s outside `#if canImport(FoundationEssentials) … #else`, which "
                                    "links ICU into gdata" % (source, number, match.group(1)))
for problem in problems:
    print("check-imports: " + problem)
if problems:
    sys.exit(1)
print("check-imports: every target declares exactly what it imports; gdata's modules import full Foundation only "
      "where FoundationEssentials does not exist")
PY

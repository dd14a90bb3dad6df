#!/usr/bin/env python3
"""Regenerates everything derived from the Discovery documents in Schemas/discovery/.

Usage:
    python3 scripts/generate-gtlr.py            # build gtlr-generate, write the generated sources
    python3 scripts/generate-gtlr.py --check    # exit 1 (naming the stale files) if committed files drift

Writes:
  * Sources/GTLRServices/<Api>/Generated/ for each bundled document (storage, calendar, tasks, drive, youtube), by
    running `swift run gtlr-generate DOCUMENT DIRECTORY` (the package's own generator; anyone can run it on any
    document);
  * Tests/GTLRTestingSvc/Generated/ from Schemas/discovery/testing/TestingSvc.json (the original's generator test
    service).

The `gdata` binary carries the documents themselves (`gdata api storage.objects.list …`): Sources/CGDataDiscovery
embeds them from Schemas/discovery/ at compile time, so there is no generated copy to keep in step.
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (document in Schemas/discovery/, API name); Sources/CGDataDiscovery/CGDataDiscovery.c embeds the same five.
BUNDLED = [("storage.v1", "Storage"), ("calendar.v3", "Calendar"), ("tasks.v1", "Tasks"), ("drive.v3", "Drive"),
           ("youtube.v3", "YouTube")]


def main():
    check = "--check" in sys.argv[1:]
    os.chdir(ROOT)
    stale = []
    jobs = [("Schemas/discovery/%s.json" % file, "Sources/GTLRServices/%s/Generated" % api, api)
            for file, api in BUNDLED]
    jobs.append(("Schemas/discovery/testing/TestingSvc.json", "Tests/GTLRTestingSvc/Generated", "TestingSvc"))
    if not check:
        subprocess.run(["swift", "build", "--product", "gtlr-generate"], check=True)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], check=True, capture_output=True, text=True).stdout
    tool = os.path.join(binary.strip(), "gtlr-generate")
    for document, directory, api in jobs:
        args = [tool, document, directory, "--api-name", api] + (["--check"] if check else [])
        result = subprocess.run(args, capture_output=True, text=True)
        if result.returncode != 0:
            if not check:
                sys.exit(result.stdout + result.stderr)
            stale.append(directory)
            sys.stdout.write(result.stdout + result.stderr)
    if stale:
        print("generate-gtlr: generated files are out of date (run python3 scripts/generate-gtlr.py): "
              + ", ".join(stale))
        sys.exit(1)
    if not check:
        print("generate-gtlr: up to date")


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# Runs the whole test suite (installs what it needs first). CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
python3 scripts/generate-schemas.py --check
# Every target declares exactly the modules its files import (Package.swift against the sources).
scripts/check-imports.sh
# The package version is written once; the docs that quote it agree.
scripts/check-version.sh
# Hand-written Swift is formatted (.swift-format: the NIO family's style, 120 columns; Generated/ folders excluded).
scripts/format.sh --lint
swift build --build-tests
python3 scripts/generate-gtlr.py --check
swift test --skip-build --parallel "$@"
# The public API against the newest release tag (skipped, with a line saying so, while there is none).
scripts/check-api.sh
# A scratch package that depends on this checkout by version, uses every library product and runs.
scripts/check-consumer.sh
# The DocC catalogs of every library module, with no warnings (Sources/*/*.docc).
scripts/docs.sh
# Every fuzz target for 30 seconds (libFuzzer with the address sanitizer; a finding fails the run).
scripts/fuzz.sh --all "${GDATA_FUZZ_SECONDS:-30}"

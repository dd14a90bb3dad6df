#!/usr/bin/env bash
# Runs the whole test suite (installs what it needs first). CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
python3 scripts/generate-schemas.py --check
swift build --build-tests
python3 scripts/generate-gtlr.py --check
swift test --skip-build --parallel "$@"
# The DocC catalogs of every library module, with no warnings (Sources/*/*.docc).
scripts/docs.sh
# Every fuzz target for 30 seconds (libFuzzer with the address sanitizer; a finding fails the run).
scripts/fuzz.sh --all "${GDATA_FUZZ_SECONDS:-30}"

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
# The `gdata` the tests run loads no full Foundation, like the installed one (whose ICU it must not carry, issue 30 §5):
# check-imports reads our sources, this reads what was linked, dependencies included. It also keeps the tests honest:
# with Foundation loaded, `URL(string:)` and other Foundation calls behave differently in the subprocess. An
# incremental build can keep a removed import's link entry in objects it did not recompile: `rm -rf .build` then.
if readelf -d "$(swift build --show-bin-path)/gdata" | grep -E 'NEEDED.*lib(Foundation|FoundationInternationalization|_FoundationICU)\.so' >&2; then
    echo "test: the gdata built for the tests links full Foundation (the libraries above); see scripts/test.sh" >&2
    exit 1
fi
python3 scripts/generate-gtlr.py --check
# The suite takes 1-3 minutes. A watchdog stops it after 20 and names the tests that started and never ended, so a
# hang fails the run with a lead instead of waiting for CI's 90-minute cap.
log=$(mktemp "${TMPDIR:-/tmp}/gdata-tests.XXXXXX")
status=0
timeout -s INT -k 30 "${GDATA_TEST_TIMEOUT:-1200}" swift test --skip-build --parallel "$@" 2>&1 | tee "$log" || status=$?
if [[ $status -ne 0 ]]; then
    if [[ $status -eq 124 ]]; then
        pkill -f "$PWD/.build/.*PackageTests.xctest" || true
        echo "test: the suite did not end within ${GDATA_TEST_TIMEOUT:-1200} s; tests that started and never ended:" >&2
        comm -23 \
            <(grep -v '◇ Test case ' "$log" | sed -n 's/^.*◇ Test \(.*\) started\.$/\1/p' | grep -vx run | sort -u) \
            <(sed -n -e 's/^.*[✔✘] Test \(.*\) with [0-9]* test cases* \(passed\|failed\) after .*$/\1/p' \
                -e 's/^.*[✔✘] Test \(.*\) \(passed\|failed\) after .*$/\1/p' "$log" | sort -u) >&2
    fi
    rm -f "$log"
    exit "$status"
fi
rm -f "$log"
# The public API against the newest release tag (skipped, with a line saying so, while there is none).
scripts/check-api.sh
# A scratch package that depends on this checkout by version, uses every library product and runs.
scripts/check-consumer.sh
# The DocC catalogs of every library module, with no warnings (Sources/*/*.docc).
scripts/docs.sh
# Every fuzz target for 30 seconds (libFuzzer with the address sanitizer; a finding fails the run).
scripts/fuzz.sh --all "${GDATA_FUZZ_SECONDS:-30}"

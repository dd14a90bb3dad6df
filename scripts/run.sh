#!/usr/bin/env bash
# The main job: build the `gdata` tool and inspect the bundled sample archive (no network needed).
# Extra arguments are passed to `gdata inspect`, e.g. `scripts/run.sh --format json`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
# The release flags (scripts/release-flags.sh): static linking of the Swift runtime and Foundation starts faster and
# uses ~6 MB less memory. The build's progress goes to stderr as it happens (a cold build takes 10+ minutes on a small
# machine); the linker's warning about `mktemp` inside Foundation's own archive (not our code) is filtered.
source scripts/release-flags.sh
echo "run: building gdata (release; the first build compiles every dependency and takes several minutes)" >&2
# (pipefail: the pipeline fails when the build does; the filter itself never fails.)
if ! swift build "${release_flags[@]}" --product gdata 2>&1 |
    { grep --line-buffered -v -e "the use of \`mktemp' is dangerous" -e '^$' >&2 || true; }; then
    echo "run: the build failed (its output is above)" >&2
    exit 1
fi
exec .build/release/gdata inspect Examples/archive/sample-feed.xml "$@"

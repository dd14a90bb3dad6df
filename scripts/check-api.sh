#!/usr/bin/env bash
# Compares the public API of every library product with the newest release tag (`X.Y.Z`, see README "Versions") and
# fails on a breaking change: `swift package diagnose-api-breaking-changes`. With no release tag in the repository
# there is nothing to compare with, and it says so. CI runs it (scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
latest=$(git tag --list --sort=-version:refname | grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' | head -1 || true)
if [[ -z "$latest" ]]; then
    echo "check-api: skipped: no release tag (X.Y.Z) in this repository yet, so no API to compare with"
    exit 0
fi
echo "check-api: public API against $latest (swift package diagnose-api-breaking-changes)"
# Minor and patch releases keep every public API of the last release; a major release (or 0.x minor) may break it,
# and then records the breaks in CHANGELOG.md and sets GDATA_API_BREAKS_ALLOWED=1 for that release's CI run.
if [[ "${GDATA_API_BREAKS_ALLOWED:-0}" == "1" ]]; then
    swift package diagnose-api-breaking-changes "$latest" || echo "check-api: breaking changes allowed for this release"
else
    swift package diagnose-api-breaking-changes "$latest"
fi

#!/usr/bin/env bash
# The package version is written once, in Sources/GDataHTTP/Support/GDataPackage.swift (what `gdata --version` and
# every User-Agent say); this checks that the docs that quote it agree: the newest CHANGELOG.md heading and the
# README's `gdata --version` example. CI runs it (scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's/^ *public static let version = "\(.*\)"$/\1/p' Sources/GDataHTTP/Support/GDataPackage.swift)
[[ -n "$version" ]] || { echo "check-version: no version in Sources/GDataHTTP/Support/GDataPackage.swift" >&2; exit 1; }
status=0
changelog=$(sed -n 's/^## \([0-9][0-9.]*[0-9]\).*/\1/p' CHANGELOG.md | head -1)
if [[ "$changelog" != "$version" ]]; then
    echo "check-version: CHANGELOG.md's newest heading is '$changelog', the package is $version" >&2
    status=1
fi
if ! grep -q "# gdata $version (" README.md; then
    echo "check-version: README.md's 'gdata --version' example does not show $version" >&2
    status=1
fi
if [[ $status -eq 0 ]]; then echo "check-version: $version everywhere"; fi
exit $status

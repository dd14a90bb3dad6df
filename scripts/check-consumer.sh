#!/usr/bin/env bash
# Builds swift-gdata the way a user depends on it: a scratch package outside the repository depends *by version* on a
# bare clone of this checkout tagged with the release version (`.package(url: "file://…", from: "0.1.0")`), uses
# every library product, builds in debug and runs a small program that touches each one (scripts/consumer/main.swift).
# It fails when a product stops being usable as a dependency: unsafe flags under a tools version before 6.2 (SwiftPM
# refuses them in a versioned dependency), a resource or source file that is not committed, an import that only
# builds inside this repository, or a new library product the program does not cover. CI runs it (scripts/test.sh).
#
# What is checked is the working tree as it would be committed (tracked and untracked files, minus .gitignore), so
# the check can be run before committing; in CI that is the commit itself. The repository's refs are not touched.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
version=$(sed -n 's/^ *public static let version = "\(.*\)"$/\1/p' Sources/GDataHTTP/Support/GDataPackage.swift)
[[ -n "$version" ]] || { echo "check-consumer: no package version in Sources/GDataHTTP/Support/GDataPackage.swift" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/gdata-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The library products the program must cover: every one Package.swift declares.
expected=$(sed -n 's/^import \(.*\)$/\1/p' scripts/consumer/main.swift | grep -v '^Foundation$' | sort)
declared=$(swift package dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print(product["name"])' | sort)
if [[ "$expected" != "$declared" ]]; then
    echo "check-consumer: scripts/consumer/main.swift must import exactly the library products of Package.swift" >&2
    diff <(echo "$declared") <(echo "$expected") | sed 's/^/check-consumer:   /' >&2 || true
    exit 1
fi

# A commit of the working tree (through a private index), pushed into a bare repository and tagged there.
cp "$(git rev-parse --git-path index)" "$work/index"
GIT_INDEX_FILE="$work/index" git add -A
tree=$(GIT_INDEX_FILE="$work/index" git write-tree)
commit=$(git commit-tree "$tree" -p HEAD -m "consumer check of $version")
git init -q --bare "$work/swift-gdata.git"
git push -q "$work/swift-gdata.git" "$commit:refs/heads/main"
git -C "$work/swift-gdata.git" tag "$version" "$commit"

mkdir -p "$work/consumer/Sources/GDataConsumer"
cp scripts/consumer/main.swift "$work/consumer/Sources/GDataConsumer/main.swift"
products=$(echo "$declared" | sed 's/.*/                .product(name: "&", package: "swift-gdata"),/')
cat >"$work/consumer/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GDataConsumer",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: "file://$work/swift-gdata.git", from: "$version")],
    targets: [
        .executableTarget(
            name: "GDataConsumer",
            dependencies: [
$products
            ]
        )
    ]
)
MANIFEST
echo "check-consumer: building a package that depends on swift-gdata $version (every library product, debug)" >&2
start=$SECONDS
if ! swift build --package-path "$work/consumer" >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "check-consumer: the consumer package does not build" >&2
    exit 1
fi
echo "check-consumer: built in $((SECONDS - start)) s" >&2
"$work/consumer/.build/debug/GDataConsumer"

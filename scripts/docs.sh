#!/usr/bin/env bash
# Builds the DocC documentation of every library module (swift-docc-plugin) and fails on any warning.
#   scripts/docs.sh                 # all catalogs, output in .build/plugins/Swift-DocC/outputs/
#   scripts/docs.sh GDataHTTP       # one module
# Warnings of dependency packages' manifests ("'swift-…': found N file(s) which are unhandled") are not ours and are
# ignored; every other warning (DocC's unresolved links, missing articles, compiler warnings) fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
modules=("$@")
if [[ ${#modules[@]} -eq 0 ]]; then
    # Every module with a catalog.
    for catalog in Sources/*/*.docc; do modules+=("$(basename "$(dirname "$catalog")")"); done
fi
args=()
for module in "${modules[@]}"; do args+=(--target "$module"); done
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift package --disable-sandbox generate-documentation "${args[@]}" > "$log" 2>&1
status=$?
warnings="$(grep -E "warning:" "$log" | grep -vE "^warning: 'swift-[^']*': found [0-9]+ file\(s\) which are unhandled" | sort -u)"
if [[ $status -ne 0 ]]; then
    echo "docs: generate-documentation failed (exit $status); last lines:" >&2
    tail -30 "$log" >&2
    exit 1
fi
if [[ -n "$warnings" ]]; then
    echo "docs: $(echo "$warnings" | wc -l) warning(s):" >&2
    echo "$warnings" >&2
    exit 1
fi
echo "docs: ${modules[*]}: no warnings"
echo "docs: archives in .build/plugins/Swift-DocC/outputs/"

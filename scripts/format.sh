#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format and the repo's .swift-format (NIO style, 120 columns).
# Generated files are left alone: every one lives in a `Generated/` folder (scripts/generate-schemas.py and
# scripts/generate-gtlr.py write them; CI checks them for drift, so formatting them would fail that check).
# `scripts/format.sh --lint` only reports; CI runs it (scripts/test.sh), where any finding fails the run (`--strict`).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.swift' | grep -v '/Generated/' | grep -v '^Package.swift$')
if [[ "${1:-}" == "--lint" ]]; then
    swift format lint --strict "${files[@]}"
else
    swift format format --in-place "${files[@]}"
fi

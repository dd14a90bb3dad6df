#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format and the repo's .swift-format (NIO style, 120 columns).
# Generated files are left alone: they come from scripts/generate-schemas.py, which CI checks for drift.
# `scripts/format.sh --lint` only reports.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
mapfile -t files < <(git ls-files '*.swift' | grep -v '^Sources/GData/Generated/' | grep -v '^Sources/GDataCore/Generated/' | grep -v '^Package.swift$')
if [[ "${1:-}" == "--lint" ]]; then
    swift format lint "${files[@]}"
else
    swift format format --in-place "${files[@]}"
fi

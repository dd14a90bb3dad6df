#!/usr/bin/env bash
# Installs the `gdata` tool under PREFIX (default /usr/local):
#   PREFIX/bin/gdata                                      release build, static Swift standard library, stripped
#   PREFIX/share/bash-completion/completions/gdata        shell completions (ArgumentParser's
#   PREFIX/share/zsh/site-functions/_gdata                  --generate-completion-script)
#   PREFIX/share/fish/vendor_completions.d/gdata.fish
#   PREFIX/share/man/man1/gdata.1                         the manual (ArgumentParser's generate-manual plugin)
# Usage: scripts/install.sh [PREFIX]     e.g. scripts/install.sh "$HOME/.local"
# SCRATCH_PATH=.build-foo scripts/install.sh … builds in another SwiftPM scratch path (default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
prefix="${1:-/usr/local}"
scratch="${SCRATCH_PATH:-.build}"
scripts/setup.sh

# The statically linked tool starts in ~20 ms (the dynamically linked one in 50-70 ms) and needs no Swift runtime on
# the machine; scripts/release-flags.sh has the flags and says why each. Progress is shown as the build goes (a first
# build takes several minutes).
source scripts/release-flags.sh
echo "install: building gdata (release, static Swift standard library)" >&2
# (pipefail: the pipeline fails when the build does; the filter itself never fails.)
if ! swift build "${release_flags[@]}" --scratch-path "$scratch" --product gdata 2>&1 |
    { grep --line-buffered -v -e "the use of \`mktemp' is dangerous" -e '^$' >&2 || true; }; then
    echo "install: the build failed (its output is above)" >&2
    exit 1
fi
binary="$(swift build "${release_flags[@]}" --scratch-path "$scratch" --show-bin-path)/gdata"

# The manual: ArgumentParser's generate-manual plugin builds every product of the package and reads the commands'
# help from the tool. The help is the same in every configuration, so it uses the debug build when one exists (a
# developer's checkout) and otherwise the release build just made, which it then only has to complete.
configuration=release
if [[ -x "$scratch/debug/gdata" ]]; then configuration=debug; fi
echo "install: generating the manual (swift package generate-manual, $configuration build)" >&2
rm -rf "$scratch/plugins/GenerateManual/outputs"
if ! swift package --scratch-path "$scratch" generate-manual --configuration "$configuration" 2>&1 |
    { grep --line-buffered -v '^$' >&2 || true; }; then
    echo "install: the generate-manual plugin failed (its output is above)" >&2
    exit 1
fi
manual=$(find "$scratch/plugins/GenerateManual" -name gdata.1 2>/dev/null | head -1)
[[ -n "$manual" ]] || { echo "install: the generate-manual plugin wrote no gdata.1" >&2; exit 1; }

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
# Stripped: 98 MB -> 34 MB (the symbol tables of the static standard library and the package). No ICU: the
# package uses FoundationEssentials, not Foundation (docs/performance.md, "Issue 30 §5"; it was 83 MB with ICU).
install -m 755 -s "$binary" "$prefix/bin/gdata"
"$prefix/bin/gdata" --generate-completion-script bash >"$prefix/share/bash-completion/completions/gdata"
"$prefix/bin/gdata" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_gdata"
"$prefix/bin/gdata" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/gdata.fish"
install -m 644 "$manual" "$prefix/share/man/man1/gdata.1"
echo "install: $("$prefix/bin/gdata" --version) installed in $prefix (bin/gdata, man page, bash/zsh/fish completions)"

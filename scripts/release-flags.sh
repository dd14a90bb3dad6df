# The flags of the release build of `gdata`, in one place: sourced by scripts/install.sh, run.sh, bench.sh and
# bench-rest.sh, so each builds the same binary (and a scratch path shared by two of them is not rebuilt from scratch
# for a flag that differs). docs/performance.md, "Issue 30 §5", has the measurements behind each.
#   --static-swift-stdlib       the Swift runtime and Foundation linked in: nothing to install beside the binary, and
#                               a faster start than loading them as shared libraries.
#   --no-export-dynamic         undoes the `-export-dynamic` of the toolchain's static-stdlib link arguments: nothing
#                               loads code that looks up gdata's symbols, and 42,000 exported symbols cost 3.4 MB and
#                               start-up time (the Swift runtime's `dladdr` walks them).
#   -use-ld=lld, -z pack-relative-relocs
#                               links with the toolchain's lld and packs the ~95,000 relative relocations of a
#                               position-independent executable into a DT_RELR bitmap (glibc 2.36+), which the loader
#                               applies at start-up in a fraction of the instructions; the binary is smaller too.
#                               (The toolchain's default linker, gold, does not know DT_RELR.)
#   -disable-concrete-type-metadata-mangled-name-accessors
#                               the compiler gets the metadata of a concrete generic type (a `Dictionary` keyed by a
#                               package type) from an accessor function instead of by demangling its name at run
#                               time; the demangling checks the key's `Hashable` conformance, and the runtime answers
#                               the first such question for each key type by scanning every protocol-conformance
#                               record of the binary. A code-generation choice of the compiler (the one it makes for
#                               older deployment targets), not a language mode: the program is the same.
# shellcheck disable=SC2034  # used by the scripts that source this file
release_flags=(
    -c release --static-swift-stdlib
    -Xlinker --no-export-dynamic
    -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
)

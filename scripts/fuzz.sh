#!/usr/bin/env bash
# libFuzzer on swift-gdata's parsers (Fuzz/GDataFuzz). Builds what it needs in .build-fuzz/ (release, address
# sanitizer, fuzzer coverage).
#   scripts/fuzz.sh --list                 the targets
#   scripts/fuzz.sh TARGET SECONDS         fuzz one target; prints libFuzzer's last status line
#   scripts/fuzz.sh --all SECONDS          every target in turn (CI: 30 seconds each)
# Seeds: Fuzz/Corpus/TARGET (committed) and, for the XML targets, the fixture feeds of Tests/GDataTests/Fixtures.
# New inputs go to .build-fuzz/corpus/TARGET; a crashing input to .build-fuzz/findings/TARGET/ (replay it with
# `swift run GDataFuzz TARGET FILE`). Exits non-zero on a finding.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scratch=.build-fuzz
binary="$scratch/release/GDataFuzz"

build() {
    if ! swift build -c release --product GDataFuzz --scratch-path "$scratch" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -enable-testing -Xswiftc -parse-as-library \
        > "$scratch/build.log" 2>&1; then
        echo "fuzz: build failed; last lines of $scratch/build.log:" >&2
        tail -30 "$scratch/build.log" >&2
        exit 1
    fi
}

targets() { swift run -q GDataFuzz --list 2>/dev/null | cut -f1; }

run_target() {
    local target="$1" seconds="$2"
    local corpus="$scratch/corpus/$target" findings="$scratch/findings/$target"
    mkdir -p "$corpus" "$findings"
    local seeds=()
    [[ -d "Fuzz/Corpus/$target" ]] && seeds+=("Fuzz/Corpus/$target")
    case "$target" in
        xml-roundtrip | feed-reader | json-model) seeds+=("Tests/GDataTests/Fixtures/gdata-objc") ;;
        gtlr-json | gtlr-batch) seeds+=("Tests/GTLRTests/Fixtures/responses") ;;
    esac
    local log="$scratch/$target.log"
    GDATA_FUZZ_TARGET="$target" ASAN_OPTIONS=detect_leaks=0 nice -n 5 "$binary" \
        -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$findings/" "$corpus" "${seeds[@]}" > "$log" 2>&1
    local status=$?
    local last
    last="$(grep -E '^#[0-9]+' "$log" | tail -1)"
    local cpu
    cpu="$(grep -E 'stat::number_of_executed_units' "$log" | awk '{print $2}')"
    if [[ $status -ne 0 ]]; then
        echo "fuzz: $target: FINDING (exit $status), see $log and $findings/" >&2
        grep -E "fuzz finding|ERROR: AddressSanitizer|Fatal error|==ERROR" "$log" | head -5 >&2
        return 1
    fi
    echo "$target: ${seconds}s, ${cpu:-?} runs: $last"
}

case "${1:-}" in
    --list) swift run -q GDataFuzz --list ;;
    --all)
        [[ $# -eq 2 ]] || { echo "usage: scripts/fuzz.sh --all SECONDS" >&2; exit 64; }
        mkdir -p "$scratch"; build
        failed=0
        for target in $(targets); do run_target "$target" "$2" || failed=1; done
        exit $failed
        ;;
    "" | -h | --help) sed -n 2,9p "$0"; exit 64 ;;
    *)
        [[ $# -eq 2 ]] || { echo "usage: scripts/fuzz.sh TARGET SECONDS" >&2; exit 64; }
        mkdir -p "$scratch"; build
        run_target "$1" "$2"
        ;;
esac

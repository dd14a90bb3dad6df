#!/usr/bin/env bash
# The REST suites under ThreadSanitizer (issue 30 §2; the findings are in docs/json-backend.md, "ThreadSanitizer"):
# builds the package and its tests with `--sanitize=thread` in a scratch path of their own, runs the suites that share
# state between threads and tasks (the GTLR runtime and JSON model, the fetcher and its curl multi driver thread,
# uploads, the sign-in clients, `gdata api` in a subprocess, the XML parse pipeline's worker thread) and groups what
# ThreadSanitizer reports by the pair of functions that made the two accesses.
# Not part of CI. On the 2 shared cores of 2026-12-07: a clean build 13 min; after a change to GDataCore and
# GDataServer the script took 5.3 min (incremental build 2.8 min, the 377 tests 1.6 min), after a rebase that touched
# GDataHTTP and GTLR 7.1 min (build 5.4 min).
# Usage: scripts/tsan.sh [FILTER]     FILTER: a `swift test --filter` pattern (default: the suites above)
# SCRATCH_PATH=.build-foo scripts/tsan.sh … builds in another scratch path (default .build-tsan); TSAN_DIR (default
# /tmp/tsan-rest) receives the test log (tests.log) and the reports, one file per process, so the subprocesses' own
# standard error stays what the tests expect. Exits 1 when a test failed or ThreadSanitizer reported anything.
#
# First it checks the toolchain: scripts/tsan/MutexVisibility.swift is a correct program whose threads share a value
# only inside one `Mutex`'s `withLock`. If ThreadSanitizer reports races there, it cannot see `Synchronization.Mutex`
# (Swift 6.3 on Linux: the lock is a futex inside the uninstrumented libswiftSynchronization), and every report below
# whose two accesses are both inside the same Mutex's `withLock` body is one of those false reports.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scratch="${SCRATCH_PATH:-.build-tsan}"
dir="${TSAN_DIR:-/tmp/tsan-rest}"
filter="${1:-^(GTLRTests|GDataHTTPTests|GDataAuthTests)\.|^GDataTests\.ParsePipelineTests|^GDataCLITests\.APICommand}"
rm -rf "$dir"
mkdir -p "$dir/mutex" "$dir/reports"

swiftc -Onone -sanitize=thread scripts/tsan/MutexVisibility.swift -o "$dir/mutex/check" 2>&1 | grep -v '^$' >&2 || true
TSAN_OPTIONS="halt_on_error=0 exitcode=0 log_path=$dir/mutex/report" "$dir/mutex/check" >/dev/null
mutex_reports=$(cat "$dir"/mutex/report.* 2>/dev/null | grep -c 'WARNING: ThreadSanitizer' || true)
if ((mutex_reports > 0)); then
    echo "tsan: the toolchain's Mutex is invisible to ThreadSanitizer ($mutex_reports false reports on a correct program)"
else
    echo "tsan: the toolchain's Mutex is visible to ThreadSanitizer (no report on scripts/tsan/MutexVisibility.swift)"
fi

swift build --build-tests --sanitize=thread --scratch-path "$scratch" 2>&1 |
    { grep --line-buffered -v -e "the use of \`mktemp' is dangerous" -e '^$' -e 'unhandled; explicitly declare' \
        -e '/CMakeLists.txt$' >&2 || true; }
# Every process (the test runner and each `gdata` it starts) writes its reports to $dir/reports/report.PID, goes on
# after a report (halt_on_error=0) and keeps its own exit status (exitcode=0): the tests judge the programs, the
# reports are judged below.
status=0
TSAN_OPTIONS="halt_on_error=0 exitcode=0 log_path=$dir/reports/report ${TSAN_OPTIONS:-}" swift test --skip-build \
    --sanitize=thread --scratch-path "$scratch" --filter "$filter" >"$dir/tests.log" 2>&1 || status=$?
grep -E '^(✔|✘) Test run with' "$dir/tests.log" || tail -3 "$dir/tests.log"
python3 - "$dir/reports" <<'PY'
import collections, glob, re, subprocess, sys
groups, total = collections.Counter(), 0
for path in glob.glob(sys.argv[1] + "/report.*"):
    text = open(path, errors="replace").read()
    for report in text.split("WARNING: ThreadSanitizer: ")[1:]:
        total += 1
        kind = report.split(" (pid")[0]
        frames = re.findall(r"^\s*#0 (\S+)", report.split("SUMMARY")[0], re.M)[:2]
        groups[(kind, *frames)] += 1
def demangle(symbol):
    try:
        out = subprocess.run(["swift-demangle", "-simplified", "-compact", symbol], capture_output=True, text=True)
        return out.stdout.strip() or symbol
    except OSError:
        return symbol
print("tsan: %d report(s) in %d group(s)" % (total, len(groups)))
for (kind, *frames), count in groups.most_common():
    print("  %d× %s" % (count, kind))
    for frame in frames:
        print("      " + demangle(frame)[:200])
PY
reports=$(cat "$dir"/reports/report.* 2>/dev/null | grep -c 'WARNING: ThreadSanitizer' || true)
echo "tsan: swift test exited $status; test log $dir/tests.log, reports $dir/reports/"
if ((status != 0 || reports > 0)); then exit 1; fi

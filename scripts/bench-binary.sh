#!/usr/bin/env bash
# The installed binary before and after, in one run (issue 30 §5, docs/performance.md "Issue 30 §5"): size stripped,
# whether ICU is in it, the libraries it loads, start-up instructions (callgrind, when valgrind is installed) and
# start-up wall time of `gdata inspect` on a 1 KB feed against `xmllint --noout` on the same file.
# Usage: scripts/bench-binary.sh BEFORE_GDATA AFTER_GDATA [ROUNDS]
#   BEFORE_GDATA, AFTER_GDATA: release builds of `gdata` (`swift build "${release_flags[@]}" --product gdata` with
#   the flags of scripts/release-flags.sh, as scripts/install.sh builds it), e.g. the "before" built from an older
#   commit in another directory.
#   ROUNDS: wall-time rounds (default 200); each round runs the three commands once, in rotating order.
set -euo pipefail
cd "$(dirname "$0")/.."
before="$1"
after="$2"
rounds="${3:-200}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The harness's start-up feed, read from its one definition (Benchmarks/GDataBenchmarks/FeedShapes.swift, StartupFeed).
python3 - "$work/feed.xml" <<'FEED'
import re, sys
source = open("Benchmarks/GDataBenchmarks/FeedShapes.swift").read()
body = re.search(r'enum StartupFeed \{\n    static let text = """\n(.*?)\n        """', source, re.S).group(1)
lines = [line[8:] if line.startswith("        ") else line for line in body.split("\n")]
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
FEED
echo "bench-binary: $(date -u '+%Y-%m-%d %H:%M UTC'); uptime:$(uptime | sed 's/.*load average/ load average/')"
echo "bench-binary: feed $(wc -c <"$work/feed.xml") bytes"
for name in before after; do
    binary="${!name}"
    strip -o "$work/$name" "$binary"
    strip -g -o "$work/$name.g" "$binary"
done
printf '\n| | before | after |\n|---|---:|---:|\n'
size() { stat -c %s "$1" | awk '{printf "%.1f MB", $1 / 1e6}'; }
echo "| unstripped | $(size "$before") | $(size "$after") |"
echo "| stripped (\`install -s\`) | $(size "$work/before") | $(size "$work/after") |"
icu() { nm "$1" 2>/dev/null | grep -cE 'icudt|_FoundationICU|ucol_|ubrk_|uloc_|FoundationInternationalization' || true; }
echo "| ICU and FoundationInternationalization symbols (\`nm\`) | $(icu "$before") | $(icu "$after") |"
data() {
    nm -S "$1" 2>/dev/null | awk '/icudt/ {print $2}' |
        python3 -c 'import sys; print("%.1f MB" % (sum(int(line, 16) for line in sys.stdin) / 1e6))'
}
echo "| ICU data (\`icudt*_dat\`) | $(data "$before") | $(data "$after") |"
needed() { readelf -d "$1" | grep -c NEEDED; }
echo "| shared libraries (\`DT_NEEDED\`) | $(needed "$before") | $(needed "$after") |"
relocations() { readelf -r "$1" | grep -c 'R_X86_64' || true; }
dynsym() { readelf --dyn-syms "$1" | grep -c ': ' || true; }
echo "| dynamic symbols (\`.dynsym\`) | $(dynsym "$work/before") | $(dynsym "$work/after") |"
echo "| dynamic relocations | $(relocations "$work/before") | $(relocations "$work/after") |"
"$work/before" inspect "$work/feed.xml" >"$work/before.out"
"$work/after" inspect "$work/feed.xml" >"$work/after.out"
if cmp -s "$work/before.out" "$work/after.out"; then echo "bench-binary: before and after print the same summary"; else
    echo "bench-binary: the summaries differ:"; diff "$work/before.out" "$work/after.out" || true; fi

if command -v valgrind >/dev/null; then
    printf '\nStart-up instructions (callgrind, whole process, `strip -g` builds):\n\n| | instructions | ÷ xmllint |\n|---|---:|---:|\n'
    count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/refs:/ {gsub(",", "", $NF); print $NF}'; }
    x=$(count xmllint --noout "$work/feed.xml")
    for name in before after; do
        n=$(count "$work/$name.g" inspect "$work/feed.xml")
        awk -v n="$n" -v x="$x" -v name="$name" 'BEGIN {printf "| `gdata inspect`, %s | %.1f M | %.2f× |\n", name, n / 1e6, n / x}'
    done
    awk -v x="$x" 'BEGIN {printf "| `xmllint --noout` | %.1f M | 1 |\n", x / 1e6}'
fi

if command -v perf >/dev/null && perf stat -e task-clock true >/dev/null 2>&1; then
    # CPU time is what the start-up costs the machine; on a loaded machine it varies far less than wall time.
    printf '\nStart-up CPU time (`perf stat -r %s -e task-clock,page-faults`, three passes in rotation, means):\n\n' "$rounds"
    printf '| | task-clock ms | page faults | ÷ xmllint (CPU) |\n|---|---:|---:|---:|\n'
    cpu() { perf stat -r "$rounds" -x, -e task-clock,page-faults "$@" 2>&1 >/dev/null | awk -F, '{print $1}' | paste -sd' '; }
    declare -A clock faults
    for pass in 1 2 3; do
        for name in xmllint before after; do
            if [[ $name == xmllint ]]; then set -- xmllint --noout "$work/feed.xml"; else set -- "$work/$name" inspect "$work/feed.xml"; fi
            read -r ms pf <<<"$(cpu "$@")"
            clock[$name]="${clock[$name]:-} $ms"
            faults[$name]=$pf
        done
    done
    mean() { tr ' ' '\n' <<<"$1" | awk 'NF {s += $1; n++} END {printf "%.2f", s / n}'; }
    x=$(mean "${clock[xmllint]}")
    for name in before after; do
        m=$(mean "${clock[$name]}")
        awk -v m="$m" -v x="$x" -v f="${faults[$name]}" -v name="$name" \
            'BEGIN {printf "| `gdata inspect`, %s | %.2f | %d | %.2f× |\n", name, m, f, m / x}'
    done
    echo "| \`xmllint --noout\` | $x | ${faults[xmllint]} | 1 |"
fi

python3 - "$rounds" "$work" <<'PY'
import os, statistics, subprocess, sys, time
rounds, work = int(sys.argv[1]), sys.argv[2]
feed = os.path.join(work, "feed.xml")
commands = {
    "`xmllint --noout`": ["xmllint", "--noout", feed],
    "`gdata inspect`, before": [os.path.join(work, "before"), "inspect", feed],
    "`gdata inspect`, after": [os.path.join(work, "after"), "inspect", feed],
}
names = list(commands)
times = {name: [] for name in names}
def run(name):
    start = time.perf_counter()
    subprocess.run(commands[name], stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start
for _ in range(2):
    for name in names: run(name)
for i in range(rounds):
    for k in range(len(names)):
        name = names[(i + k) % len(names)]
        times[name].append(run(name))
base = statistics.median(times[names[0]])
print(f"\nStart-up wall time, {rounds} rounds (each runs the three commands once, in rotating order, after two warm-up "
      "rounds):\n\n| | median ms | p25–p75 ms | ÷ xmllint |\n|---|---:|---:|---:|")
for name in names:
    values = sorted(times[name])
    q = statistics.quantiles(values, n=4)
    median = statistics.median(values)
    print(f"| {name} | {median * 1000:.2f} | {q[0] * 1000:.2f}–{q[2] * 1000:.2f} | {median / base:.2f} |")
PY
echo "bench-binary: done $(date -u '+%H:%M UTC'); uptime:$(uptime | sed 's/.*load average/ load average/')"

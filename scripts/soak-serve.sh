#!/usr/bin/env bash
# Soak test of `gdata serve` (release build; not in CI): a server over one collection of ENTRIES entries under wrk
# (2 threads, CONNECTIONS connections) for SOAK_SECONDS, with a load that keeps the data's size steady: GETs (a first
# page, a later page, entries), PUTs (If-Match: *) on a fixed set of 50 entries, and POSTs each followed by a DELETE of
# the entry it made. The load runs in segments of SEGMENT seconds; between two segments the entries a cut-off POST left
# are deleted and the server's descriptors counted with no connection open. Every SAMPLE seconds the server's RSS,
# descriptors and threads are read from /proc. At the end:
#   - requests, error answers (anything but 2xx) and socket errors;
#   - the RSS slope after warm-up (the first WARMUP_PERCENT of the requests) in MB per million requests, by least
#     squares over the samples (each placed at the requests made by its time) — must stay under 1;
#   - descriptors with no connection open after every segment — must not grow past the first segment's count;
#   - the collection after a SIGKILL (the journal replayed) and after a clean stop (the journal folded into the file)
#     — must reload to the same entries, in the same order, with the same ETags.
# Exits 1 when a check fails.
#   scripts/soak-serve.sh                  # ten minutes
#   scripts/soak-serve.sh --quick          # one minute, 10 s segments (a quick check; the slope is then only indicative)
#   SOAK_SECONDS=1800 ENTRIES=5000 CONNECTIONS=16 scripts/soak-serve.sh
#   GDATA=/path/to/gdata scripts/soak-serve.sh           # another binary (no build)
#   MALLOC_STATS=1 scripts/soak-serve.sh   # after each segment, glibc's heap in use and held from the system (gdb
#                                          # calls malloc_stats in the server): tells a leak from memory malloc keeps
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
if [[ "${1:-}" == "--quick" ]]; then
    : "${SOAK_SECONDS:=60}" "${SEGMENT:=10}"
fi
seconds="${SOAK_SECONDS:-600}"
segment="${SEGMENT:-20}"
entries="${ENTRIES:-1000}"
connections="${CONNECTIONS:-8}"
sample="${SAMPLE:-2}"
warmup="${WARMUP_PERCENT:-20}"
if ! command -v wrk >/dev/null 2>&1; then
    echo "soak-serve: installing wrk" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
gdata="${GDATA:-}"
if [[ -z "$gdata" ]]; then
    swift build -c release --product gdata 2>&1 | grep -E "error|warning: .*Sources" >&2 || true
    gdata="$(swift build -c release --show-bin-path)/gdata"
fi

work="$(mktemp -d)"
server=""
sampler=""
stop_server() {
    local signal="$1"
    [[ -n "$server" ]] || return 0
    kill "-$signal" "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
}
cleanup() {
    [[ -n "$sampler" ]] && kill "$sampler" 2>/dev/null || true
    stop_server TERM
    rm -rf "$work"
}
trap cleanup EXIT
python3 scripts/make-feed.py "$work/data" notes "$entries"

# Starts the server over $work/data; sets $server and $base.
start_server() {
    rm -f "$work/url"
    mkfifo "$work/url"
    "$gdata" serve "$work/data" --port 0 > "$work/url" 2>> "$work/server.err" &
    server=$!
    read -r base < "$work/url"
}

# Every entry of the collection in order: "ID ETAG" per line.
collection_state() {
    curl -sf "${base}feeds/notes?max-results=10000" | python3 -c '
import sys, xml.etree.ElementTree as tree
atom, gd = "{http://www.w3.org/2005/Atom}", "{http://schemas.google.com/g/2005}"
for entry in tree.parse(sys.stdin).getroot().iter(atom + "entry"):
    print(entry.find(atom + "id").text, entry.get(gd + "etag"))'
}

# Deletes the entries after the first $entries (POSTs append; a POST cut off by the end of a segment leaves its entry).
delete_leftovers() {
    local left=0 url
    for url in $(curl -sf "${base}feeds/notes?start-index=$((entries + 1))&max-results=10000" |
        grep -o 'rel="edit" type="application/atom+xml" href="[^"]*"' | sed 's/.*href="//;s/"$//'); do
        curl -sf -o /dev/null -X DELETE -H 'If-Match: *' "$url"
        left=$((left + 1))
    done
    echo "$left"
}

descriptors() { find "/proc/$server/fd" -mindepth 1 -maxdepth 1 | wc -l; }

# glibc's heap of the server, through gdb (malloc_stats writes to the server's standard error): "heap IN_USE/HELD KiB".
heap() {
    gdb -p "$server" -batch -nx -ex 'call (void) malloc_stats()' > /dev/null 2>&1 || true
    awk '/^Total/ {total = 1} total && /system bytes/ {held = $4} total && /in use bytes/ {used = $5; total = 0}
        END {printf "heap %d/%d KiB", used / 1024, held / 1024}' "$work/server.err"
}

start_server
initial="$(collection_state)"
[[ "$(wc -l <<< "$initial")" -eq "$entries" ]] || { echo "soak-serve: the collection does not list $entries entries" >&2; exit 1; }
# The fixed PUT targets (the first 50 entries) and entry GETs, as paths for wrk.
curl -sf "${base}feeds/notes?max-results=50" | grep -o 'rel="edit" type="application/atom+xml" href="[^"]*"' |
    sed 's/.*href="//;s/"$//;s|^http://[^/]*||' > "$work/paths"
{
    echo "local paths = {"
    sed 's/.*/  "&",/' "$work/paths"
    echo "}"
    cat <<'LUA'
local later = "/feeds/notes?start-index=" .. math.floor(#paths * 10) .. "&max-results=25"
local body = "<entry xmlns='http://www.w3.org/2005/Atom'><title>soak</title><content>written by wrk</content></entry>"
local atom = {["Content-Type"] = "application/atom+xml"}
local put = {["Content-Type"] = "application/atom+xml", ["If-Match"] = "*"}
local threads = {}
local queue = {}
local n = 0
statuses = {}

function setup(thread)
    table.insert(threads, thread)
end

function request()
    -- A POST's entry is deleted by the next request this thread makes.
    if #queue > 0 then
        return wrk.format("DELETE", table.remove(queue, 1), {["If-Match"] = "*"})
    end
    n = n + 1
    local path = paths[(n % #paths) + 1]
    local kind = n % 20
    if kind < 6 then return wrk.format("GET", "/feeds/notes?max-results=25") end
    if kind < 9 then return wrk.format("GET", later) end
    if kind < 14 then return wrk.format("GET", path) end
    if kind < 18 then return wrk.format("PUT", path, put, body) end
    return wrk.format("POST", "/feeds/notes", atom, body)
end

function response(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
    if status == 201 then
        local location = headers["Location"] or headers["location"]
        if location then table.insert(queue, (location:gsub("^https?://[^/]+", ""))) end
    end
end

function done(summary, latency, requests)
    local counts = {}
    for _, thread in ipairs(threads) do
        for status, count in pairs(thread:get("statuses")) do counts[status] = (counts[status] or 0) + count end
    end
    local line = "SOAK requests=" .. summary.requests .. " socket_errors=" ..
        (summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout)
    for status, count in pairs(counts) do line = line .. " " .. status .. "=" .. count end
    io.write(line .. "\n")
end
LUA
} > "$work/soak.lua"

: > "$work/samples.tsv"
: > "$work/segments.tsv"
(
    while kill -0 "$server" 2>/dev/null; do
        rss="$(awk '/^VmRSS:/ {print $2}' "/proc/$server/status" 2>/dev/null || true)"
        threads="$(awk '/^Threads:/ {print $2}' "/proc/$server/status" 2>/dev/null || true)"
        fds="$(find "/proc/$server/fd" -mindepth 1 -maxdepth 1 2>/dev/null | wc -l)"
        [[ -n "$rss" ]] && echo "$(date +%s.%N) $rss $fds $threads" >> "$work/samples.tsv"
        sleep "$sample"
    done
) &
sampler=$!

echo "soak-serve: $seconds s of load in ${segment} s segments, $entries entries, $connections connections, $gdata; load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
echo "$(date +%s.%N) 0 0 $(descriptors) 0" >> "$work/segments.tsv"
started="$(date +%s)"
total=0
while (($(date +%s) - started < seconds)); do
    line="$(wrk -t2 -c"$connections" -d"${segment}s" -s "$work/soak.lua" "$base" | grep '^SOAK ')"
    requests="$(sed 's/.* requests=\([0-9]*\).*/\1/' <<< "$line")"
    total=$((total + requests))
    left="$(delete_leftovers)"
    [[ -n "${MALLOC_STATS:-}" ]] && line="$line $(heap)"
    echo "$(date +%s.%N) $total $requests $(descriptors) $left $line" >> "$work/segments.tsv"
    echo "soak-serve: $(($(date +%s) - started)) s, $total requests; $line; $left left by cut-off POSTs; RSS $(awk '/^VmRSS:/ {print $2}' "/proc/$server/status") KiB, $(descriptors) descriptors; load average $(cut -d' ' -f1 /proc/loadavg)" >&2
done
kill "$sampler" 2>/dev/null || true
wait "$sampler" 2>/dev/null || true
sampler=""

# The state the load left, then a kill (the journal is replayed) and a clean stop (the journal is folded).
served="$(collection_state)"
stop_server KILL
start_server
after_kill="$(collection_state)"
stop_server TERM
start_server
after_stop="$(collection_state)"
stop_server TERM

python3 - "$work" "$warmup" "$entries" "$initial" "$served" "$after_kill" "$after_stop" <<'PY'
import re, sys
work, warmup, entries = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
initial, served, after_kill, after_stop = (s.split('\n') for s in sys.argv[4:8])
segments = [line.split() for line in open(f'{work}/segments.tsv')]
samples = [[float(x) for x in line.split()] for line in open(f'{work}/samples.tsv') if len(line.split()) == 4]
failures = []

# Requests and errors, from wrk's per-segment lines.
requests = int(segments[-1][1])
socket_errors = 0
statuses = {}
for segment in segments[1:]:
    fields = dict(f.split('=') for f in segment[6:] if '=' in f)
    socket_errors += int(fields.pop('socket_errors'))
    fields.pop('requests')
    for status, count in fields.items():
        statuses[int(status)] = statuses.get(int(status), 0) + int(count)
errors = sum(count for status, count in statuses.items() if not 200 <= status < 300)
elapsed = float(segments[-1][0]) - float(segments[0][0])
print(f'requests: {requests:,} in {elapsed:.0f} s ({requests / elapsed:,.0f}/s); answers by status: '
      + ', '.join(f'{s}: {c:,}' for s, c in sorted(statuses.items())) + f'; socket errors: {socket_errors}')
if errors or socket_errors:
    failures.append(f'{errors} error answers, {socket_errors} socket errors')

# RSS against requests: each sample placed at the requests made by its time (linear within a segment).
points = [(float(s[0]), int(s[1])) for s in segments]
def requests_at(time):
    for (t0, r0), (t1, r1) in zip(points, points[1:]):
        if t0 <= time <= t1:
            # A segment's requests are spread over its wrk run; the leftover deletions after it take little time.
            return r0 + (r1 - r0) * (time - t0) / (t1 - t0)
    return None
placed = [(requests_at(t), rss / 1024, fds, threads) for t, rss, fds, threads in samples]
placed = [p for p in placed if p[0] is not None]
steady = [p for p in placed if p[0] >= requests * warmup / 100]
xs = [p[0] / 1e6 for p in steady]
ys = [p[1] for p in steady]
mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys)) / sum((x - mean_x) ** 2 for x in xs)
print(f'RSS: {placed[0][1]:.1f} MiB at the start of the load, {steady[0][1]:.1f} MiB after warm-up ({warmup:.0f} % of the requests), '
      f'{steady[-1][1]:.1f} MiB at the end, {min(ys):.1f}-{max(ys):.1f} MiB after warm-up; slope {slope:+.3f} MiB per million requests '
      f'over {len(steady)} samples')
if slope >= 1:
    failures.append(f'RSS slope {slope:.3f} MiB per million requests (limit 1)')
print(f'threads: {min(p[3] for p in placed):.0f}-{max(p[3] for p in placed):.0f}; '
      f'descriptors under load: {min(p[2] for p in placed):.0f}-{max(p[2] for p in placed):.0f}')

# Descriptors with no connection open: before the load, and after each segment. The first write opens the journal
# (one more for good), so the baseline is the count after the first segment.
idle = [int(s[3]) for s in segments]
left = [int(s[4]) for s in segments[1:]]
print(f'descriptors with no connection open: {idle[0]} before the load (no journal open yet), {idle[1]} after the first '
      f'segment, {min(idle[1:])}-{max(idle[1:])} after every segment (last {idle[-1]}); entries left by POSTs cut off at a '
      f'segment\'s end (deleted): {sum(left)} in {len(left)} segments')
if max(idle[1:]) > idle[1]:
    failures.append(f'descriptors grew from {idle[1]} to {max(idle[1:])}')

# The collection: the same entries as at the start (POSTs deleted again), and the same state after a kill and a stop.
ids = lambda state: [line.split()[0] for line in state if line]
print(f'collection: {len(ids(served))} entries after the load ({entries} at the start, same ids in the same order: '
      f'{ids(served) == ids(initial)}); after a kill: {"the same" if after_kill == served else "DIFFERENT"}; '
      f'after a clean stop: {"the same" if after_stop == served else "DIFFERENT"}')
if ids(served) != ids(initial):
    failures.append('the collection does not hold the entries it started with')
if after_kill != served or after_stop != served:
    failures.append('the collection did not reload to the state served before the restart')
print('soak-serve: ' + ('PASS' if not failures else 'FAIL: ' + '; '.join(failures)))
sys.exit(1 if failures else 0)
PY

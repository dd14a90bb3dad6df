#!/usr/bin/env bash
# Throughput of `gdata serve` (release build) beside nginx serving the same feed page as a static file and beside a
# minimal Hummingbird server answering the same bytes from one route (the framework's own ceiling), all in the same
# run, measured with wrk (2 threads, 8 connections). Every target is measured ROUNDS times (default 7), interleaved
# round by round (so drift of a shared machine hits all alike), DURATION seconds each (default 3); the table gives the
# median requests/s and the ratios to nginx and to the ceiling.
#   scripts/bench-serve.sh                 ROUNDS=9 DURATION=5 scripts/bench-serve.sh
#   GDATA_BEFORE=/path/to/old/gdata scripts/bench-serve.sh     # adds the same gdata rows for another binary
#
# Two more modes (issue 29 §4), each beside a peer measured in the same rounds:
#   scripts/bench-serve.sh load              # start-up of `gdata serve` over one collection of 1,000, 10,000 and 100,000
#                                            # entries (until it prints its URL) beside `xmllint --noout` of the same file
#                                            # LOAD_SIZES=1000,10000,100000 ROUNDS=3 LOAD_TIMEOUT=600 (seconds)
#   scripts/bench-serve.sh read-after-write  # one connection (wrk -t1 -c1) alternating a POST and a GET of the first 5
#                                            # entries of the same collection, at 100, 20,000 and 100,000 entries, beside
#                                            # the GET alone, the POST alone and nginx serving that page on one connection;
#                                            # every measurement on a fresh server over a fresh copy of the data
#                                            # RAW_SIZES=100,20000,100000 ROUNDS=5 DURATION=3 SERVE_FLAGS=--in-memory
#                                            # GDATA_BEFORE=… (measured up to RAW_BEFORE_MAX=20000 entries)
set -euo pipefail
mode="${1:-throughput}"
case "$mode" in
    throughput | load | read-after-write) ;;
    *) echo "usage: scripts/bench-serve.sh [throughput|load|read-after-write]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
if ! command -v wrk >/dev/null 2>&1; then
    echo "bench-serve: installing wrk" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
duration="${DURATION:-3}"
rounds="${ROUNDS:-7}"
products=(gdata)
if [[ "$mode" == throughput ]]; then products+=(HummingbirdCeiling); fi
for product in "${products[@]}"; do
    swift build -c release --product "$product" 2>&1 | grep -E "error|warning: .*(Sources|Benchmarks)" >&2 || true
done
bin="$(swift build -c release --show-bin-path)"
gdata="$bin/gdata"
ceiling="$bin/HummingbirdCeiling"

work="$(mktemp -d)"
pids=()
# Stop every server and wait for it (gdata serve folds its journal into the collection files as it stops) before the
# work directory is removed; removing it under a server still writing failed with "Directory not empty".
cleanup() {
    for pid in "${pids[@]-}"; do [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]-}"; do [[ -n "$pid" ]] && wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/www" "$work/tmp"
chmod 755 "$work" "$work/www"   # nginx's workers run as nobody

# One collection NAME of COUNT entries in DIR/NAME.xml.
make_feed() { python3 scripts/make-feed.py "$1" "$2" "$3"; }

# Two collections: 200 entries (the page served is the first 25) and 500 (the page served starts at entry 26).
make_data() {
    make_feed "$1" bench 200
    make_feed "$1" big 500
}

# Starts `gdata serve` on a fresh copy of the data; sets $base.
start_gdata() {
    local binary="$1" label="$2"
    make_data "$work/data-$label"
    rm -f "$work/url-$label"; mkfifo "$work/url-$label"
    "$binary" serve "$work/data-$label" --port 0 > "$work/url-$label" 2>/dev/null &
    pids+=($!)
    read -r base < "$work/url-$label"
}

# nginx serving $work/www (its workers run as nobody); sets $static to the URL of the file $1 there.
start_nginx() {
    local port
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    cat > "$work/nginx.conf" <<CONF
daemon off; master_process on; worker_processes auto; pid $work/nginx.pid; error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log off; default_type application/atom+xml; keepalive_requests 100000;
    client_body_temp_path $work/tmp; proxy_temp_path $work/tmp; fastcgi_temp_path $work/tmp;
    uwsgi_temp_path $work/tmp; scgi_temp_path $work/tmp;
    server { listen 127.0.0.1:$port; root $work/www; }
}
CONF
    nginx -c "$work/nginx.conf" -p "$work" &
    pids+=($!)
    static="http://127.0.0.1:$port/$1"
    for _ in $(seq 100); do curl -sf -o /dev/null "$static" && break; done
    curl -sf -o /dev/null "$static" || { echo "bench-serve: nginx does not serve $static" >&2; cat "$work/nginx-error.log" >&2; exit 1; }
}

# `load`: start-up over one large collection (until the URL is printed; then the server is killed), beside xmllint.
if [[ "$mode" == load ]]; then
    sizes="${LOAD_SIZES:-1000,10000,100000}"
    for size in ${sizes//,/ }; do make_feed "$work/load-$size" notes "$size"; done
    echo "bench-serve load: sizes $sizes, ${ROUNDS:-3} rounds; load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
    python3 - "$work" "$sizes" "${ROUNDS:-3}" "${LOAD_TIMEOUT:-600}" "$gdata" "${GDATA_BEFORE:-}" <<'PY'
import os, selectors, signal, statistics, subprocess, sys, time
work, sizes, rounds, limit, gdata, before = sys.argv[1], [int(s) for s in sys.argv[2].split(',')], int(sys.argv[3]), float(sys.argv[4]), sys.argv[5], sys.argv[6]

def xmllint(size):
    start = time.monotonic()
    subprocess.run(['xmllint', '--noout', '--huge', f'{work}/load-{size}/notes.xml'], check=True)
    return time.monotonic() - start, None

def serve(binary, size):
    """Seconds from the start of `gdata serve` to its URL line, and its RSS then (KiB); None when over the limit."""
    start = time.monotonic()
    process = subprocess.Popen([binary, 'serve', f'{work}/load-{size}', '--in-memory', '--port', '0'],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    line = b''
    if selector.select(timeout=limit):
        line = process.stdout.readline()
    elapsed = time.monotonic() - start
    rss = None
    if line.startswith(b'http'):
        with open(f'/proc/{process.pid}/status') as status:
            rss = next(int(l.split()[1]) for l in status if l.startswith('VmRSS:'))
    process.send_signal(signal.SIGKILL)
    process.wait()
    return (elapsed, rss) if line.startswith(b'http') else (None, None)

commands = [('xmllint', xmllint), ('gdata', lambda n: serve(gdata, n))]
if before:
    commands.append(('before', lambda n: serve(before, n)))
samples = {}
gave_up = set()
for round in range(rounds):
    for size in sizes:
        for offset in range(len(commands)):
            name, run = commands[(round + offset) % len(commands)]
            if (name, size) in gave_up:
                continue
            seconds, rss = run(size)
            samples.setdefault((name, size), []).append((seconds, rss))
            # A start over the limit, or one slower than a minute, is measured once (the quadratic load of before).
            if seconds is None or seconds > 60:
                gave_up.add((name, size))
    print(f'bench-serve load: round {round + 1}/{rounds} done (load average {open("/proc/loadavg").read().split()[0]})', file=sys.stderr)

def median(name, size):
    values = [s for s, _ in samples.get((name, size), []) if s is not None]
    if not values:
        return None
    return statistics.median(values)

header = f'{"entries":>8} {"xmllint --noout s":>18} {"gdata serve s":>14} {"÷ xmllint":>10} {"µs/entry":>9} {"RSS MiB":>8}'
if before:
    header += f' {"before s":>10} {"before ÷ after":>15}'
print(header)
for size in sizes:
    x, g = median('xmllint', size), median('gdata', size)
    rss = statistics.median(r for _, r in samples[('gdata', size)] if r is not None) / 1024
    row = f'{size:>8} {x:>18.3f} {g:>14.3f} {g / x:>10.2f} {g / size * 1e6:>9.1f} {rss:>8.1f}'
    if before:
        b = median('before', size)
        runs = len(samples.get(('before', size), []))
        row += f' {"> %.0f" % limit if b is None else "%.3f" % b:>10} {"" if b is None else "%.1f" % (b / g):>15}'
        if runs < rounds and b is not None:
            row += f'  ({runs} run)'
    print(row)
PY
    echo "bench-serve load: load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
    exit 0
fi

# `read-after-write`: what a read costs after a write, by collection size. Every measurement starts a server over a
# fresh copy of the data (the POSTs grow the collection), killed afterwards (no journal folding).
if [[ "$mode" == read-after-write ]]; then
    sizes="${RAW_SIZES:-100,20000,100000}"
    for size in ${sizes//,/ }; do make_feed "$work/raw-$size" notes "$size"; done
    cat > "$work/alternate.lua" <<'LUA'
local count = 0
local body = "<entry xmlns='http://www.w3.org/2005/Atom'><title>bench</title><content>posted by wrk</content></entry>"
request = function()
    count = count + 1
    if count % 2 == 1 then
        return wrk.format("POST", "/feeds/notes", {["Content-Type"] = "application/atom+xml"}, body)
    end
    return wrk.format("GET", "/feeds/notes?max-results=5")
end
LUA
    cat > "$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.body = "<entry xmlns='http://www.w3.org/2005/Atom'><title>bench</title><content>posted by wrk</content></entry>"
wrk.headers["Content-Type"] = "application/atom+xml"
LUA
    # nginx's peer page: the same 5-entry page, served on one connection.
    make_feed "$work/raw-peer" notes 100
    rm -f "$work/url-peer"; mkfifo "$work/url-peer"
    "$gdata" serve "$work/raw-peer" --in-memory --port 0 > "$work/url-peer" 2>/dev/null &
    peer_pid=$!
    read -r peer_base < "$work/url-peer"
    curl -sf "${peer_base}feeds/notes?max-results=5" > "$work/www/page5.xml"
    kill "$peer_pid"; wait "$peer_pid" 2>/dev/null || true
    start_nginx page5.xml
    echo "bench-serve read-after-write: sizes $sizes, ${ROUNDS:-5} rounds × ${DURATION:-3}s, server flags '${SERVE_FLAGS-}'; load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
    python3 - "$work" "$sizes" "${ROUNDS:-5}" "${DURATION:-3}" "$gdata" "${GDATA_BEFORE:-}" "${RAW_BEFORE_MAX:-20000}" "$static" "${SERVE_FLAGS-}" <<'PY'
import os, re, shutil, signal, statistics, subprocess, sys
work, sizes, rounds, duration, gdata, before, before_max, static, flags = sys.argv[1:10]
sizes, rounds, before_max = [int(s) for s in sizes.split(',')], int(rounds), int(before_max)
flags = flags.split()

def wrk(url, script=None):
    command = ['wrk', '-t1', '-c1', f'-d{duration}s'] + (['-s', script] if script else []) + [url]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    errors = re.search(r'Non-2xx or 3xx responses: (\d+)', out)
    if errors:
        sys.exit(f'bench-serve: {errors.group(1)} error answers from {url}:\n{out}')
    return float(re.search(r'Requests/sec:\s+([\d.]+)', out).group(1))

def measure(binary, size, kind):
    data = f'{work}/run'
    shutil.rmtree(data, ignore_errors=True)
    shutil.copytree(f'{work}/raw-{size}', data)
    process = subprocess.Popen([binary, 'serve', data, '--port', '0'] + flags, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    base = process.stdout.readline().decode().strip()
    try:
        if kind == 'alternate':
            return wrk(base, f'{work}/alternate.lua')
        if kind == 'get':
            return wrk(base + 'feeds/notes?max-results=5')
        return wrk(base + 'feeds/notes', f'{work}/post.lua')
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()

targets = [('nginx', None, None, 'nginx: the 5-entry page, static')]
binaries = [('gdata', gdata, '')] + ([('before', before, ' (before)')] if before else [])
for key, binary, tag in binaries:
    for size in sizes:
        if key == 'before' and size > before_max:
            continue
        for kind, what in [('alternate', 'POST + GET ?max-results=5'), ('get', 'GET ?max-results=5 alone'), ('post', 'POST alone')]:
            targets.append((f'{key}-{kind}-{size}', binary, (size, kind), f'gdata serve{tag}, {size:,} entries: {what}'))
samples = {}
for round in range(rounds):
    for offset in range(len(targets)):
        key, binary, spec, _ = targets[(round + offset) % len(targets)]
        rate = wrk(static) if key == 'nginx' else measure(binary, *spec)
        samples.setdefault(key, []).append(rate)
    print(f'bench-serve read-after-write: round {round + 1}/{rounds} done (load average {open("/proc/loadavg").read().split()[0]})', file=sys.stderr)

rate = {key: statistics.median(values) for key, values in samples.items()}
print(f'{"what (wrk -t1 -c1, %ss × %d, medians)" % (duration, rounds):<62} {"requests/s":>11} {"÷ nginx":>8} {"÷ 100-entry rate":>17}')
for key, _, spec, label in targets:
    row = f'{label:<62} {rate[key]:>11.0f} {rate[key] / rate["nginx"]:>8.3f}'
    if spec:
        smallest = f'{key.rsplit("-", 1)[0]}-{min(sizes)}'
        row += f' {rate[key] / rate[smallest]:>17.3f}'
    print(row)
PY
    echo "bench-serve read-after-write: load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
    exit 0
fi

start_gdata "$gdata" after
after_base="$base"
curl -sf "${after_base}feeds/bench?max-results=25" > "$work/www/feed.xml"
curl -sf "${after_base}feeds/big?start-index=26&max-results=25" > "$work/www/later.xml"
entry_path() { grep -o 'rel="edit" type="application/atom+xml" href="[^"]*"' "$1" | head -1 | sed 's/.*href="//;s/"$//;s|^http://[^/]*/||'; }
entry="$(entry_path "$work/www/feed.xml")"
before_base=""
if [[ -n "${GDATA_BEFORE:-}" ]]; then
    start_gdata "$GDATA_BEFORE" before
    before_base="$base"
fi

start_nginx feed.xml

mkfifo "$work/url-ceiling"
"$ceiling" "$work/www/feed.xml" > "$work/url-ceiling" 2>/dev/null &
pids+=($!)
read -r ceiling_base < "$work/url-ceiling"

cat > "$work/put.lua" <<'LUA'
wrk.method = "PUT"
wrk.body = "<entry xmlns='http://www.w3.org/2005/Atom'><title>bench</title><content>updated by wrk</content></entry>"
wrk.headers["Content-Type"] = "application/atom+xml"
wrk.headers["If-Match"] = "*"
LUA

# name|label|wrk arguments
targets=(
    "nginx|nginx: the feed page as a static file|$static"
    "ceiling|Hummingbird: one route, the same bytes|${ceiling_base}feed"
)
add_gdata_rows() {
    local key="$1" base="$2" tag="$3"
    targets+=(
        "$key-feed|gdata serve$tag: feed page (25 of 200)|${base}feeds/bench?max-results=25"
        "$key-later|gdata serve$tag: later page (26-50 of 500)|${base}feeds/big?start-index=26&max-results=25"
        "$key-entry|gdata serve$tag: entry GET|${base}${entry}"
        "$key-put|gdata serve$tag: entry PUT, 8 writers|-s $work/put.lua ${base}${entry}"
    )
}
add_gdata_rows after "$after_base" ""
if [[ -n "$before_base" ]]; then add_gdata_rows before "$before_base" " (before)"; fi
for target in "${targets[@]}"; do
    IFS='|' read -r _ _ args <<< "$target"
    # shellcheck disable=SC2086
    curl -sf -o /dev/null ${args##* } || { echo "bench-serve: ${args##* } does not answer 200" >&2; exit 1; }
done

echo "bench-serve: $rounds rounds × ${#targets[@]} targets × ${duration}s; load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
declare -A samples=()
for round in $(seq "$rounds"); do
    count=${#targets[@]}
    for offset in $(seq 0 $((count - 1))); do
        IFS='|' read -r key _ args <<< "${targets[$(((round + offset) % count))]}"
        # shellcheck disable=SC2086
        rate="$(wrk -t2 -c8 -d"${duration}s" $args | awk '/Requests\/sec/ {print $2}')"
        samples[$key]="${samples[$key]-} $rate"
    done
    echo "bench-serve: round $round/$rounds done (load average $(cut -d' ' -f1 /proc/loadavg))" >&2
done
echo "bench-serve: load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

median() { python3 -c "import statistics,sys; print(statistics.median(float(x) for x in sys.argv[1:]))" $1; }
nginx_rate="$(median "${samples[nginx]}")"
ceiling_rate="$(median "${samples[ceiling]}")"
printf '%-46s %12s %10s %12s\n' "what (wrk -t2 -c8, ${duration}s × ${rounds}, medians)" "requests/s" "÷ nginx" "÷ ceiling"
for target in "${targets[@]}"; do
    IFS='|' read -r key label _ <<< "$target"
    rate="$(median "${samples[$key]}")"
    python3 -c "import sys; r,n,c=map(float,sys.argv[2:5]); print(f'{sys.argv[1]:<46} {r:12.0f} {r/n:10.3f} {r/c:12.3f}')" \
        "$label" "$rate" "$nginx_rate" "$ceiling_rate"
done

#!/usr/bin/env bash
# Throughput of `gdata serve` (release build) beside nginx serving the same feed page as a static file and beside a
# minimal Hummingbird server answering the same bytes from one route (the framework's own ceiling), all in the same
# run, measured with wrk (2 threads, 8 connections). Every target is measured ROUNDS times (default 7), interleaved
# round by round (so drift of a shared machine hits all alike), DURATION seconds each (default 3); the table gives the
# median requests/s and the ratios to nginx and to the ceiling.
#   scripts/bench-serve.sh                 ROUNDS=9 DURATION=5 scripts/bench-serve.sh
#   GDATA_BEFORE=/path/to/old/gdata scripts/bench-serve.sh     # adds the same gdata rows for another binary
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
if ! command -v wrk >/dev/null 2>&1; then
    echo "bench-serve: installing wrk" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
duration="${DURATION:-3}"
rounds="${ROUNDS:-7}"
for product in gdata HummingbirdCeiling; do
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

# Two collections: 200 entries (the page served is the first 25) and 500 (the page served starts at entry 26).
make_data() {
    mkdir -p "$1"
    python3 - "$1" <<'PY'
import sys
def feed(name, count):
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">',
           f'<id>tag:bench,2026:{name}</id><title>Bench</title><updated>2026-01-01T00:00:00Z</updated>']
    for i in range(count):
        out.append(f'<entry><id>tag:bench,2026:{name}:{i}</id><title>Entry {i}</title><updated>2026-01-01T00:00:00Z</updated>'
                   f'<author><name>Author {i % 7}</name></author><category term="c{i % 5}"/>'
                   f'<content>Body of entry {i}, long enough to look like a real note about something.</content>'
                   f'<gd:email address="user{i}@example.com" rel="http://schemas.google.com/g/2005#work"/></entry>')
    out.append('</feed>')
    open(f'{sys.argv[1]}/{name}.xml', 'w').write('\n'.join(out))
feed('bench', 200)
feed('big', 500)
PY
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
static="http://127.0.0.1:$port/feed.xml"
for _ in $(seq 100); do curl -sf -o /dev/null "$static" && break; done
curl -sf -o /dev/null "$static" || { echo "bench-serve: nginx does not serve $static" >&2; cat "$work/nginx-error.log" >&2; exit 1; }

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

#!/usr/bin/env bash
# Throughput of `gdata serve` (release build) beside nginx serving the same feed page as a static file, measured in the
# same run with wrk (2 threads, 8 connections, DURATION seconds each, default 5). Prints requests/s and the ratios.
#   scripts/bench-serve.sh            DURATION=10 scripts/bench-serve.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
scripts/setup.sh
if ! command -v wrk >/dev/null 2>&1; then
    echo "bench-serve: installing wrk" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
duration="${DURATION:-5}"
swift build -c release --product gdata 2>&1 | grep -E "error|warning: .*Sources" >&2 || true
gdata="$(swift build -c release --show-bin-path)/gdata"

work="$(mktemp -d)"
pids=()
cleanup() { for pid in "${pids[@]-}"; do [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$work/data" "$work/www" "$work/tmp"
chmod 755 "$work" "$work/www"   # nginx's workers run as nobody

# A collection of 200 entries (the page served is the first 25).
python3 - "$work/data/bench.xml" <<'PY'
import sys
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">',
       '<id>tag:bench,2026:feed</id><title>Bench</title><updated>2026-01-01T00:00:00Z</updated>']
for i in range(200):
    out.append(f'<entry><id>tag:bench,2026:{i}</id><title>Entry {i}</title><updated>2026-01-01T00:00:00Z</updated>'
               f'<author><name>Author {i % 7}</name></author><category term="c{i % 5}"/>'
               f'<content>Body of entry {i}, long enough to look like a real note about something.</content>'
               f'<gd:email address="user{i}@example.com" rel="http://schemas.google.com/g/2005#work"/></entry>')
out.append('</feed>')
open(sys.argv[1], 'w').write('\n'.join(out))
PY

mkfifo "$work/url"
"$gdata" serve "$work/data" --port 0 > "$work/url" 2>/dev/null &
pids+=($!)
read -r base < "$work/url"
feed="${base}feeds/bench?max-results=25"
curl -sf "$feed" > "$work/www/feed.xml"
entry="$(grep -o 'rel="edit" type="application/atom+xml" href="[^"]*"' "$work/www/feed.xml" | head -1 | sed 's/.*href="//;s/"$//')"

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

cat > "$work/put.lua" <<'LUA'
wrk.method = "PUT"
wrk.body = "<entry xmlns='http://www.w3.org/2005/Atom'><title>bench</title><content>updated by wrk</content></entry>"
wrk.headers["Content-Type"] = "application/atom+xml"
wrk.headers["If-Match"] = "*"
LUA

rate() { wrk -t2 -c8 -d"${duration}s" "$@" | awk '/Requests\/sec/ {print $2}'; }
feed_rate="$(rate "$feed")"
entry_rate="$(rate "$entry")"
put_rate="$(rate -s "$work/put.lua" "$entry")"
nginx_rate="$(rate "$static")"
ratio() { python3 -c "print(f'{float($1)/float($2):.3f}')"; }
printf '%-40s %12s %10s\n' "what (2 cores, wrk -t2 -c8, ${duration}s)" "requests/s" "vs nginx"
printf '%-40s %12.0f %10s\n' "nginx: the feed page as a static file" "$nginx_rate" "1.000"
printf '%-40s %12.0f %10s\n' "gdata serve: feed page (25 of 200)" "$feed_rate" "$(ratio "$feed_rate" "$nginx_rate")"
printf '%-40s %12.0f %10s\n' "gdata serve: entry GET" "$entry_rate" "$(ratio "$entry_rate" "$nginx_rate")"
printf '%-40s %12.0f %10s\n' "gdata serve: entry PUT (journal fsync)" "$put_rate" "$(ratio "$put_rate" "$nginx_rate")"

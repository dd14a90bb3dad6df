#!/usr/bin/env python3
"""What bounds the REST paging row: the same 20 page requests made by curl on one connection, beside `gdata api
--all-pages`, one page, `gdata --version` and Python's import of googleapiclient, against one fake-gcs-server bucket.

    python3 Benchmarks/REST/paging_bound.py --gdata .build/release/gdata [--runs 9] [--objects 2000] [--page 100]

Medians of --runs, the commands taking turns run by run. See docs/performance.md ("Issue 21 goal 4").
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_rest  # noqa: E402  (the server start and seeding of the main benchmark)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gdata", default=".build/release/gdata")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--objects", type=int, default=2000)
    parser.add_argument("--page", type=int, default=100)
    parser.add_argument("--out", default="bench-out/rest-bound")
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    gdata = os.path.abspath(args.gdata)
    server, port = bench_rest.start_server(out)
    root = "http://127.0.0.1:%d/" % port
    pages = -(-args.objects // args.page)
    page_url = root + "storage/v1/b/bench/o?maxResults=%d" % args.page
    listing = [gdata, "api", "storage.objects.list", "--param", "bucket=bench", "--param",
               "maxResults=%d" % args.page, "--root-url", root]
    commands = {
        "gdata api --all-pages": listing + ["--all-pages"],
        "gdata api, one page": listing,
        "gdata --version": [gdata, "--version"],
        "curl, %d pages on one connection" % pages: ["curl", "-sf"] + [page_url] * pages,
        "curl, one page": ["curl", "-sf", page_url],
        "python client --all-pages": [sys.executable, os.path.join(bench_rest.HERE, "python_client.py"), root,
                                      "list", "bench", str(args.page)],
        "python: import googleapiclient.discovery": [sys.executable, "-c", "import googleapiclient.discovery"],
    }
    times = {name: [] for name in commands}
    try:
        bench_rest.seed(port, "bench", args.objects)
        for _ in range(args.runs):
            for name, command in commands.items():
                start = time.perf_counter()
                subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
                times[name].append(time.perf_counter() - start)
    finally:
        server.kill()
    print("| command | median ms | min–max ms |\n|---|---:|---:|")
    for name, values in times.items():
        print("| %s | %.1f | %.1f–%.1f |" % (name, statistics.median(values) * 1000, min(values) * 1000,
                                           max(values) * 1000))
    print("load average: %s" % open("/proc/loadavg").read().split()[:3])


if __name__ == "__main__":
    main()

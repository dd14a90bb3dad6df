import Foundation
import Glibc

/// The XML suite: generated feeds parsed by `gdata inspect` (full and streaming) next to `xmllint`.
struct XMLSuite {
    var options: BenchmarkOptions
    /// The gdata binary, or why it is unavailable.
    var gdata: Result<String, SpawnError>

    /// libxml2 refuses inputs and text nodes over this size without `XML_PARSE_HUGE` (`--huge`).
    static let hugeThreshold: Int64 = 10_000_000

    /// Creates (or reuses) the feed with `entries` entries; returns its path and size.
    func feed(entries: Int) throws -> (path: String, bytes: Int64) {
        let directory = options.outDirectory + "/feeds"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/feed-\(entries)-seed\(options.seed).xml"
        let metaPath = path + ".meta"
        let expectedMeta = "generator=\(FeedGenerator.version) seed=\(options.seed) entries=\(entries)"
        if let meta = try? String(contentsOfFile: metaPath, encoding: .utf8),
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.int64Value,
            meta == "\(expectedMeta) bytes=\(size)\n"
        {
            BenchmarkRunner.log("xml: reusing \(path) (\(size) bytes)")
            return (path, size)
        }
        BenchmarkRunner.log("xml: generating \(path) ...")
        let start = ProcessRunner.now()
        let bytes = try FeedGenerator(seed: options.seed).write(entries: entries, to: path)
        try "\(expectedMeta) bytes=\(bytes)\n".write(toFile: metaPath, atomically: true, encoding: .utf8)
        BenchmarkRunner.log(
            String(
                format: "xml: generated %.1f MB (%.0f bytes/entry) in %.1f s",
                Double(bytes) / 1e6,
                Double(bytes) / Double(entries),
                ProcessRunner.now() - start
            )
        )
        return (path, bytes)
    }

    func run(runner: BenchmarkRunner) -> (results: [PeerResult], goals: [GoalResult]) {
        var results: [PeerResult] = []
        var goals: [GoalResult] = []
        let xmllintPath = ProcessRunner.resolveExecutable(options.xmllint)
        for entries in options.sizes {
            let scenario = "\(entries) entries"
            let input: (path: String, bytes: Int64)
            do {
                input = try feed(entries: entries)
            } catch {
                BenchmarkRunner.log("xml: cannot create the feed: \(error)")
                continue
            }
            let huge = input.bytes > Self.hugeThreshold
            var values = [
                "file": input.path, "xmllint": xmllintPath ?? options.xmllint, "huge": huge ? "--huge" : "",
            ]
            if case .success(let path) = gdata { values["gdata"] = path }
            let hugeNote = huge ? "xmllint runs with --huge for files over 10,000,000 bytes" : nil

            var specs: [PeerSpec] = []
            for name in ["gdata-full", "xmllint-tree", "gdata-stream", "xmllint-stream"] {
                let template = options.templates[name] ?? ""
                var spec = PeerSpec(
                    suite: "xml",
                    scenario: scenario,
                    peer: name,
                    arguments: BenchmarkCommands.expand(template, values: values),
                    inputBytes: input.bytes,
                    note: name.hasPrefix("xmllint") ? hugeNote : nil
                )
                if template.contains("{gdata}"), case .failure(let error) = gdata {
                    spec.unavailable = error.description
                }
                if template.contains("{xmllint}"), xmllintPath == nil {
                    spec.unavailable = "\(options.xmllint) not found"
                }
                specs.append(spec)
            }
            BenchmarkRunner.log("xml: measuring \(scenario) (\(String(format: "%.1f", Double(input.bytes) / 1e6)) MB)")
            let measured = runner.measure(specs)
            results += measured

            func peer(_ name: String) -> PeerResult? { measured.first { $0.peer == name } }
            func ratio(_ a: Double?, _ b: Double?) -> Double? {
                guard let a, let b, b > 0 else { return nil }
                return a / b
            }
            goals.append(
                GoalResult(
                    suite: "xml",
                    scenario: scenario,
                    goal: "gdata full time / xmllint --noout time",
                    value: ratio(peer("gdata-full")?.medianWall, peer("xmllint-tree")?.medianWall),
                    comparison: "<=",
                    limit: 0.65
                )
            )
            goals.append(
                GoalResult(
                    suite: "xml",
                    scenario: scenario,
                    goal: "gdata full peak RSS / input size",
                    value: peer("gdata-full")?.rssToInput,
                    comparison: "<=",
                    limit: 3.0
                )
            )
            goals.append(
                GoalResult(
                    suite: "xml",
                    scenario: scenario,
                    goal: "gdata stream time / xmllint --stream time",
                    value: ratio(peer("gdata-stream")?.medianWall, peer("xmllint-stream")?.medianWall),
                    comparison: "<=",
                    limit: 1.4
                )
            )
            goals.append(
                GoalResult(
                    suite: "xml",
                    scenario: scenario,
                    goal: "gdata stream peak RSS (MiB)",
                    value: peer("gdata-stream")?.medianRSSMiB,
                    comparison: "<=",
                    limit: 64
                )
            )
        }
        let wide = wideElements(runner: runner)
        return (results + wide.results, goals + wide.goals)
    }

    /// One element with 160,000 attributes, and one with 200,000 namespace declarations (issue 18): `gdata inspect`
    /// must answer (here: refuse, exit 65, by `GDataParseOptions.maxAttributesPerElement`) in under 3 s. libxml2 2.9
    /// alone needs tens of seconds for them (its duplicate-attribute check is quadratic), so xmllint is not run.
    func wideElements(runner: BenchmarkRunner) -> (results: [PeerResult], goals: [GoalResult]) {
        var results: [PeerResult] = []
        var goals: [GoalResult] = []
        let directory = options.outDirectory + "/feeds"
        let cases = [
            (160_000, false, "160,000 attributes on one element"),
            (200_000, true, "200,000 namespace declarations on one element"),
        ]
        for (count, declarations, scenario) in cases {
            let path = "\(directory)/wide-\(declarations ? "xmlns" : "attributes")-\(count).xml"
            let bytes: Int64
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                bytes = try FeedGenerator.writeWideElement(count: count, declarations: declarations, to: path)
            } catch {
                BenchmarkRunner.log("xml: cannot create \(path): \(error)")
                continue
            }
            var specs: [PeerSpec] = []
            for name in ["gdata-full", "gdata-stream"] {
                var spec = PeerSpec(
                    suite: "xml",
                    scenario: scenario,
                    peer: name,
                    arguments: [],
                    inputBytes: bytes,
                    note: "refused: exit 65 expected"
                )
                spec.expectedStatus = 65
                switch gdata {
                case .success(let gdataPath):
                    spec.arguments = BenchmarkCommands.expand(
                        options.templates[name] ?? "",
                        values: ["file": path, "gdata": gdataPath, "huge": ""]
                    )
                case .failure(let error): spec.unavailable = error.description
                }
                specs.append(spec)
            }
            BenchmarkRunner.log("xml: measuring \(scenario)")
            let measured = runner.measure(specs)
            results += measured
            for result in measured {
                goals.append(
                    GoalResult(
                        suite: "xml",
                        scenario: scenario,
                        goal: "\(result.peer) wall time, s (answered: parsed or refused)",
                        value: result.medianWall,
                        comparison: "<=",
                        limit: 3
                    )
                )
            }
        }
        return (results, goals)
    }
}

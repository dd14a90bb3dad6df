import Foundation
import Glibc

/// The XML suite: generated feeds parsed by `gdata inspect` (full and streaming) next to `xmllint`.
struct XMLSuite {
    var options: BenchmarkOptions
    /// The gdata binary, or why it is unavailable.
    var gdata: Result<String, SpawnError>

    /// libxml2 refuses inputs and text nodes over this size without `XML_PARSE_HUGE` (`--huge`).
    static let hugeThreshold: Int64 = 10_000_000

    /// Returns `path` and its size when its `.meta` file says it was generated with `meta`; otherwise runs
    /// `generate` (which returns the bytes written) and records `meta`.
    func cachedFile(_ path: String, meta: String, generate: () throws -> Int64) throws -> (path: String, bytes: Int64) {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true
        )
        let metaPath = path + ".meta"
        if let recorded = try? String(contentsOfFile: metaPath, encoding: .utf8),
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.int64Value,
            recorded == "\(meta) bytes=\(size)\n"
        {
            BenchmarkRunner.log("xml: reusing \(path) (\(size) bytes)")
            return (path, size)
        }
        BenchmarkRunner.log("xml: generating \(path) ...")
        let start = ProcessRunner.now()
        let bytes = try generate()
        try "\(meta) bytes=\(bytes)\n".write(toFile: metaPath, atomically: true, encoding: .utf8)
        BenchmarkRunner.log(
            String(format: "xml: generated %.1f MB in %.1f s", Double(bytes) / 1e6, ProcessRunner.now() - start)
        )
        return (path, bytes)
    }

    /// Creates (or reuses) the calendar feed with `entries` entries; returns its path and size.
    func feed(entries: Int) throws -> (path: String, bytes: Int64) {
        let path = "\(options.outDirectory)/feeds/feed-\(entries)-seed\(options.seed).xml"
        return try cachedFile(
            path,
            meta: "generator=\(FeedGenerator.version) seed=\(options.seed) entries=\(entries)"
        ) {
            try FeedGenerator(seed: options.seed).write(entries: entries, to: path)
        }
    }

    /// Creates (or reuses) the feed of `shape` of about `--shape-size` bytes.
    func feed(shape: FeedShape) throws -> (path: String, bytes: Int64) {
        let path = "\(options.outDirectory)/feeds/\(shape.rawValue)-\(options.shapeBytes)-seed\(options.seed).xml"
        let generator = FeedShapeGenerator(seed: options.seed, fixturesDirectory: options.fixturesDirectory)
        return try cachedFile(
            path,
            meta: "shapes=\(FeedShapeGenerator.version) seed=\(options.seed) target=\(options.shapeBytes)"
        ) {
            try generator.write(shape, targetBytes: options.shapeBytes, to: path)
        }
    }

    func run(runner: BenchmarkRunner) -> (results: [PeerResult], goals: [GoalResult]) {
        var results: [PeerResult] = []
        var goals: [GoalResult] = []
        if options.startupRuns > 0 {
            let startup = startup(runner: runner)
            results += startup.results
            goals += startup.goals
        }
        var inputs: [(scenario: String, path: String, bytes: Int64)] = []
        for entries in options.sizes {
            do {
                let input = try feed(entries: entries)
                inputs.append(("\(entries) entries", input.path, input.bytes))
            } catch {
                BenchmarkRunner.log("xml: cannot create the feed: \(error)")
            }
        }
        for shape in options.shapes {
            do {
                let input = try feed(shape: shape)
                inputs.append((shape.title, input.path, input.bytes))
            } catch {
                BenchmarkRunner.log("xml: cannot create the \(shape.rawValue) feed: \(error)")
            }
        }
        for input in inputs {
            let measured = measureFeed(scenario: input.scenario, path: input.path, bytes: input.bytes, runner: runner)
            results += measured.results
            goals += measured.goals
        }
        let wide = wideElements(runner: runner)
        return (results + wide.results, goals + wide.goals)
    }

    /// The four parse commands on one feed, and the goals of issue 21 §1 for it.
    func measureFeed(scenario: String, path: String, bytes: Int64, runner: BenchmarkRunner)
        -> (results: [PeerResult], goals: [GoalResult])
    {
        let huge = bytes > Self.hugeThreshold
        let hugeNote = huge ? "xmllint runs with --huge for files over 10,000,000 bytes" : nil
        var names = ["gdata-full", "xmllint-tree", "gdata-stream", "xmllint-stream"]
        if options.beforePath != nil { names += ["gdata-before-full", "gdata-before-stream"] }
        let measured = runner.measure(
            specs(
                names,
                scenario: scenario,
                path: path,
                bytes: bytes,
                huge: huge,
                note: hugeNote
            )
        )
        func peer(_ name: String) -> PeerResult? { measured.first { $0.peer == name } }
        func goal(_ text: String, _ value: Double?, _ limit: Double) -> GoalResult {
            GoalResult(suite: "xml", scenario: scenario, goal: text, value: value, comparison: "<=", limit: limit)
        }
        return (
            measured,
            [
                goal(
                    "gdata full time / xmllint --noout time",
                    Self.ratio(peer("gdata-full")?.medianWall, peer("xmllint-tree")?.medianWall),
                    0.5
                ),
                goal("gdata full peak RSS / input size", peer("gdata-full")?.rssToInput, 2.5),
                goal(
                    "gdata stream time / xmllint --stream time",
                    Self.ratio(peer("gdata-stream")?.medianWall, peer("xmllint-stream")?.medianWall),
                    1.0
                ),
                goal("gdata stream peak RSS (MiB)", peer("gdata-stream")?.medianRSSMiB, 64),
            ]
        )
    }

    /// Start-up (issue 21 §3): `gdata inspect` and `xmllint --noout` on a 1 KB feed, `--startup-runs` rounds.
    func startup(runner: BenchmarkRunner) -> (results: [PeerResult], goals: [GoalResult]) {
        let path = "\(options.outDirectory)/feeds/startup-1k.xml"
        do {
            try FileManager.default.createDirectory(
                atPath: options.outDirectory + "/feeds",
                withIntermediateDirectories: true
            )
            try StartupFeed.text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            BenchmarkRunner.log("xml: cannot write \(path): \(error)")
            return ([], [])
        }
        let bytes = Int64(StartupFeed.text.utf8.count)
        var startupRunner = runner
        startupRunner.runs = options.startupRuns
        startupRunner.warmups = max(runner.warmups, 2)
        let scenario = "start-up (1 KB feed)"
        BenchmarkRunner.log("xml: measuring \(scenario), \(options.startupRuns) runs")
        let measured = startupRunner.measure(
            specs(["gdata-full", "xmllint-tree"], scenario: scenario, path: path, bytes: bytes, huge: false, note: nil)
        )
        let gdata = measured.first { $0.peer == "gdata-full" }
        let xmllint = measured.first { $0.peer == "xmllint-tree" }
        return (
            measured,
            [
                GoalResult(
                    suite: "xml",
                    scenario: scenario,
                    goal: "gdata inspect time / xmllint --noout time",
                    value: Self.ratio(gdata?.medianWall, xmllint?.medianWall),
                    comparison: "<=",
                    limit: 3
                )
            ]
        )
    }

    static func ratio(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b, b > 0 else { return nil }
        return a / b
    }

    /// The command specs of the named templates on one input.
    func specs(_ names: [String], scenario: String, path: String, bytes: Int64, huge: Bool, note: String?)
        -> [PeerSpec]
    {
        let xmllintPath = ProcessRunner.resolveExecutable(options.xmllint)
        var values = ["file": path, "xmllint": xmllintPath ?? options.xmllint, "huge": huge ? "--huge" : ""]
        if case .success(let gdataPath) = gdata { values["gdata"] = gdataPath }
        if let before = options.beforePath { values["before"] = before }
        BenchmarkRunner.log("xml: measuring \(scenario) (\(String(format: "%.1f", Double(bytes) / 1e6)) MB)")
        return names.map { name in
            let template = options.templates[name] ?? ""
            var spec = PeerSpec(
                suite: "xml",
                scenario: scenario,
                peer: name,
                arguments: BenchmarkCommands.expand(template, values: values),
                inputBytes: bytes,
                note: name.hasPrefix("xmllint") ? note : nil
            )
            if template.contains("{gdata}"), case .failure(let error) = gdata {
                spec.unavailable = error.description
            }
            if template.contains("{xmllint}"), xmllintPath == nil {
                spec.unavailable = "\(options.xmllint) not found"
            }
            return spec
        }
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

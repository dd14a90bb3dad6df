import Foundation

/// One command measured in one scenario (e.g. `gdata-full` on the 10,000-entry feed), with every run kept.
struct PeerResult: Codable {
    /// `xml` or `http`.
    var suite: String
    /// What was measured, e.g. `10000 entries` or `download`.
    var scenario: String
    /// The template name (see ``BenchmarkCommands``).
    var peer: String
    /// The expanded command line.
    var command: [String]
    /// Bytes of input (the feed, or the bytes transferred); the throughput is `inputBytes / medianWall`.
    var inputBytes: Int64
    /// For request-rate scenarios, the number of requests.
    var requests: Int?
    /// Every measured run, in order.
    var runs: [ProcessMeasurement] = []
    /// Why the command has no figures, when it failed (`n/a` in the table).
    var failure: String?
    /// A remark printed under the table (e.g. that `--huge` was passed).
    var note: String?
    /// The medians, filled in by ``summarize()`` so that they appear in the JSON output.
    var summary: PeerSummary?

    /// Stores the computed medians in ``summary``.
    mutating func summarize() {
        summary = PeerSummary(
            medianWallSeconds: medianWall,
            medianPeakRSSMiB: medianRSSMiB,
            medianCPUSeconds: medianCPU,
            throughputMBps: throughputMBps,
            requestsPerSecond: requestsPerSecond,
            rssToInput: rssToInput
        )
    }

    var medianWall: Double? {
        guard failure == nil, !runs.isEmpty else { return nil }
        return Statistics.median(runs.map(\.wallSeconds))
    }

    /// The median of user + system CPU time.
    var medianCPU: Double? {
        guard failure == nil, !runs.isEmpty else { return nil }
        return Statistics.median(runs.map(\.cpuSeconds))
    }

    var medianRSSMiB: Double? {
        guard failure == nil, !runs.isEmpty else { return nil }
        return Statistics.median(runs.map { Double($0.maxRSSKiB) / 1024 })
    }

    /// Input megabytes (10^6 bytes) per second of median wall time.
    var throughputMBps: Double? {
        guard let wall = medianWall, wall > 0 else { return nil }
        return Double(inputBytes) / 1e6 / wall
    }

    /// Requests per second of median wall time.
    var requestsPerSecond: Double? {
        guard let requests, let wall = medianWall, wall > 0 else { return nil }
        return Double(requests) / wall
    }

    /// Peak RSS divided by the input size.
    var rssToInput: Double? {
        guard let rss = medianRSSMiB, inputBytes > 0 else { return nil }
        return rss * 1_048_576 / Double(inputBytes)
    }
}

/// The medians of a ``PeerResult`` (JSON output).
struct PeerSummary: Codable {
    var medianWallSeconds: Double?
    var medianPeakRSSMiB: Double?
    var medianCPUSeconds: Double?
    var throughputMBps: Double?
    var requestsPerSecond: Double?
    var rssToInput: Double?
}

/// A goal checked on the results: PASS, FAIL, or n/a when a figure is missing.
struct GoalResult: Codable {
    var suite: String
    var scenario: String
    var goal: String
    var value: Double?
    /// `<=` or `>=`.
    var comparison: String
    var limit: Double
    var status: String

    init(suite: String, scenario: String, goal: String, value: Double?, comparison: String, limit: Double) {
        self.suite = suite
        self.scenario = scenario
        self.goal = goal
        self.value = value
        self.comparison = comparison
        self.limit = limit
        if let value {
            let pass = comparison == "<=" ? value <= limit : value >= limit
            status = pass ? "PASS" : "FAIL"
        } else {
            status = "n/a"
        }
    }
}

/// Everything one invocation measured.
struct BenchmarkReport: Codable {
    var started: String
    var host: String
    var runsPerCommand: Int
    var warmupsPerCommand: Int
    var results: [PeerResult] = []
    var goals: [GoalResult] = []
    var notes: [String] = []
}

enum Statistics {
    /// The median (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Prints reports as aligned text tables.
enum ReportPrinter {
    static func format(_ value: Double?, _ digits: Int) -> String {
        guard let value, value.isFinite else { return "n/a" }
        return String(format: "%.\(digits)f", value)
    }

    /// Pads every column to its widest cell; the first `leftAligned` columns are left-aligned.
    static func table(_ rows: [[String]], leftAligned: Int) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { i, cell in
                let padding = String(repeating: " ", count: widths[i] - cell.count)
                return i < leftAligned ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    static func render(_ report: BenchmarkReport) -> String {
        var out = "GDataBenchmarks — \(report.started) — \(report.host)\n"
        out += "median of \(report.runsPerCommand) run(s) per command"
        out += report.warmupsPerCommand > 0 ? ", after \(report.warmupsPerCommand) warm-up run(s)\n" : "\n"
        out += "CPU s = median user + system CPU time of the command (its children included)\n"
        out +=
            "MB = 10^6 bytes of input; RSS = peak resident set (ru_maxrss) in MiB; RSS/input = peak RSS / input size\n"

        for suite in ["xml", "http"] {
            let results = report.results.filter { $0.suite == suite }
            guard !results.isEmpty else { continue }
            out += "\n== \(suite.uppercased()) suite ==\n"
            var rows = [
                ["scenario", "command", "input MB", "wall s", "CPU s", "MB/s", "req/s", "RSS MiB", "RSS/input", "runs"]
            ]
            for result in results {
                let runs = result.failure == nil ? "\(result.runs.count)" : "-"
                rows.append([
                    result.scenario, result.peer, format(Double(result.inputBytes) / 1e6, 2),
                    format(result.medianWall, 3), format(result.medianCPU, 3), format(result.throughputMBps, 1),
                    result.requests == nil ? "" : format(result.requestsPerSecond, 0),
                    format(result.medianRSSMiB, 1),
                    result.requests != nil ? "" : result.rssToInput.map { format($0, 2) + "x" } ?? "n/a", runs,
                ])
            }
            out += table(rows, leftAligned: 2) + "\n"
            for result in results {
                if let failure = result.failure {
                    out += "  n/a \(result.scenario) \(result.peer): command failed: \(failure)\n"
                }
            }
            let notes = Set(results.compactMap(\.note)).sorted()
            for note in notes { out += "  note: \(note)\n" }

            let goals = report.goals.filter { $0.suite == suite }
            if !goals.isEmpty {
                out += "\ngoals:\n"
                var goalRows = [["scenario", "goal", "value", "limit", "result"]]
                for goal in goals {
                    goalRows.append([
                        goal.scenario, goal.goal, format(goal.value, 2), "\(goal.comparison) \(format(goal.limit, 2))",
                        goal.status,
                    ])
                }
                out += table(goalRows, leftAligned: 2) + "\n"
            }
        }
        for note in report.notes { out += "note: \(note)\n" }
        return out
    }

    static func json(_ report: BenchmarkReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf",
            negativeInfinity: "-inf",
            nan: "nan"
        )
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}

import Foundation
import Glibc

/// A command to measure in one scenario, with optional checks run after each run.
struct PeerSpec {
    var suite: String
    var scenario: String
    var peer: String
    var arguments: [String]
    var inputBytes: Int64
    var requests: Int?
    var note: String?
    /// Called after each successful run; returns a failure message when the run's output is wrong.
    var validate: (() -> String?)?
    /// Called after every run (e.g. to delete a downloaded file).
    var cleanup: (() -> Void)?
    /// Set when the command cannot even be built (e.g. the gdata binary is missing).
    var unavailable: String?
    /// The exit status of a correct run (65 where the input must be refused).
    var expectedStatus: Int32 = 0
    /// When set, the command's standard output is a pipe the harness drains, and a run is correct only when exactly
    /// this many bytes came through it.
    var expectedStdoutBytes: Int64?
}

/// Measures peers side by side: each round runs every peer once, so slow drift of the machine hits all alike.
struct BenchmarkRunner {
    var runs: Int
    var warmups: Int
    var timeout: Double
    var scratchDirectory: String

    static func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    func measure(_ specs: [PeerSpec]) -> [PeerResult] {
        var results = specs.map { spec in
            PeerResult(
                suite: spec.suite,
                scenario: spec.scenario,
                peer: spec.peer,
                command: spec.arguments,
                inputBytes: spec.inputBytes,
                requests: spec.requests,
                failure: spec.unavailable,
                note: spec.note
            )
        }
        for round in 0..<(warmups + runs) {
            let isWarmup = round < warmups
            // Rotate the order every round so that no command always runs first (or right after another).
            let order = specs.indices.map { (round + $0) % specs.count }
            for index in order where results[index].failure == nil {
                let spec = specs[index]
                let label = isWarmup ? "warm-up" : "run \(round - warmups + 1)/\(runs)"
                do {
                    let measurement = try ProcessRunner.measure(
                        spec.arguments,
                        timeout: timeout,
                        scratchDirectory: scratchDirectory,
                        drainingStdout: spec.expectedStdoutBytes != nil
                    )
                    defer { spec.cleanup?() }
                    guard measurement.exitStatus == spec.expectedStatus && !measurement.timedOut else {
                        results[index].failure = measurement.failureDescription
                        Self.log("  \(spec.scenario) \(spec.peer) \(label): FAILED (\(measurement.failureDescription))")
                        continue
                    }
                    if let expected = spec.expectedStdoutBytes, measurement.stdoutBytes != expected {
                        let got = measurement.stdoutBytes.map(String.init) ?? "no"
                        results[index].failure = "wrote \(got) bytes to standard output, expected \(expected)"
                        Self.log("  \(spec.scenario) \(spec.peer) \(label): WRONG OUTPUT (\(got) bytes)")
                        continue
                    }
                    if let problem = spec.validate?() {
                        results[index].failure = problem
                        Self.log("  \(spec.scenario) \(spec.peer) \(label): WRONG OUTPUT (\(problem))")
                        continue
                    }
                    Self.log(
                        "  \(spec.scenario) \(spec.peer) \(label): "
                            + String(
                                format: "%.3f s, %.3f s CPU, %.1f MiB",
                                measurement.wallSeconds,
                                measurement.cpuSeconds,
                                Double(measurement.maxRSSKiB) / 1024
                            )
                    )
                    if !isWarmup { results[index].runs.append(measurement) }
                } catch {
                    spec.cleanup?()
                    results[index].failure = String(describing: error)
                    Self.log("  \(spec.scenario) \(spec.peer): cannot start (\(error))")
                }
            }
        }
        for index in results.indices { results[index].summarize() }
        return results
    }
}

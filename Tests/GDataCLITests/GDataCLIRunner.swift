import Foundation
import Testing

/// Runs the built `gdata` executable as a subprocess and collects its exit status and output.
///
/// The binary is found, in order: `$GDATA_CLI_PATH`; `gdata` beside the test bundle (SwiftPM puts both in
/// `<scratch>/debug/`); `.build*/debug/gdata` in the package root. `swift build --build-tests` builds it.
enum GDataCLIRunner {
    /// What a run produced.
    struct Result {
        var status: Int32
        var standardOutput: Data
        var standardError: Data
        var stdoutText: String { String(decoding: standardOutput, as: UTF8.self) }
        var stderrText: String { String(decoding: standardError, as: UTF8.self) }
    }

    /// The `gdata` executable, or nil when none is built.
    static let executable: URL? = {
        if let path = ProcessInfo.processInfo.environment["GDATA_CLI_PATH"],
            FileManager.default.isExecutableFile(atPath: path)
        {
            return URL(fileURLWithPath: path)
        }
        return builtExecutable(named: "gdata")
    }()

    /// A built product of this package (`gdata`, `ReadArchive`), found beside the test bundle or in `.build*/debug`.
    static func builtExecutable(named product: String) -> URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        for base in [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")] {
            var directory = base.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent(product))
                directory = directory.deletingLastPathComponent()
            }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scratch = (try? fileManager.contentsOfDirectory(atPath: root.path))?.filter { $0.hasPrefix(".build") } ?? []
        for name in scratch.sorted() {
            candidates.append(root.appendingPathComponent(name).appendingPathComponent("debug/\(product)"))
        }
        return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `gdata arguments…` with standard input from /dev/null; waits for it to exit.
    static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        standardInput: URL? = nil,
        product: String = "gdata"
    ) async throws -> Result {
        let found = product == "gdata" ? executable : builtExecutable(named: product)
        let executable = try #require(found, "build the \(product) executable first: swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let env = cleanEnvironment(environment)
        process.environment = env
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = try standardInput.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        // Dedicated threads, not Dispatch's pool: many tests waiting at once would starve it.
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                do {
                    try process.run()
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                // Drain both pipes concurrently so a full pipe never blocks the child.
                let group = DispatchGroup()
                let errorData = DataBox()
                group.enter()
                Thread.detachNewThread {
                    errorData.data = error.fileHandleForReading.readDataToEndOfFile()
                    group.leave()
                }
                let outputData = output.fileHandleForReading.readDataToEndOfFile()
                group.wait()
                process.waitUntilExit()
                continuation.resume(
                    returning: Result(
                        status: process.terminationStatus,
                        standardOutput: outputData,
                        standardError: errorData.data
                    )
                )
            }
        }
    }

    /// The test process's environment for a `gdata` run, with `extra` on top: no bearer token, proxy or Google
    /// credentials of the machine (no ADC file, gcloud directory or metadata server) leak in.
    static func cleanEnvironment(_ extra: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "GDATA_BEARER_TOKEN")
        env["http_proxy"] = nil
        env["HTTP_PROXY"] = nil
        env["no_proxy"] = "127.0.0.1"
        for key in env.keys
        where key.hasPrefix("GOOGLE_") || key.hasPrefix("GCE_") || key.hasPrefix("CLOUDSDK_")
            || key == "XDG_CONFIG_HOME"
        {
            env.removeValue(forKey: key)
        }
        env["HOME"] = "/nonexistent/gdata-cli-tests"
        env["NO_GCE_CHECK"] = "true"
        for (key, value) in extra { env[key] = value }
        return env
    }

    /// `count` deterministic bytes that are not all alike (so truncation or reordering shows).
    static func patternedBytes(_ count: Int) -> Data {
        var data = Data(capacity: count)
        var state: UInt32 = 0x1234_5678
        for _ in 0..<count {
            state = state &* 1_664_525 &+ 1_013_904_223
            data.append(UInt8(truncatingIfNeeded: state >> 24))
        }
        return data
    }
}

/// Bytes handed from a reader thread to the waiting one (ordered by a `DispatchGroup`).
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

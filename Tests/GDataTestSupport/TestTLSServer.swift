public import Foundation

/// A throw-away HTTPS server for TLS tests: `openssl s_server -www` on 127.0.0.1 with a freshly generated
/// self-signed certificate for `127.0.0.1` / `localhost`. Needs the `openssl` command (see scripts/setup.sh).
///
/// `s_server -www` answers any `GET` with `HTTP/1.0 200 ok` and an HTML status page, one connection at a time.
public final class TestTLSServer: Sendable {
    /// The port the server listens on.
    public let port: Int
    /// The PEM file of the server's self-signed certificate (use it as a CA bundle to trust the server).
    public let certificatePath: String
    private let directory: URL
    private let process: TestLockedValue<Process>
    private let exited: TestLockedValue<Bool>

    private init(port: Int, certificatePath: String, directory: URL, process: Process, exited: TestLockedValue<Bool>) {
        self.port = port
        self.certificatePath = certificatePath
        self.directory = directory
        self.process = TestLockedValue(process)
        self.exited = exited
    }

    /// `https://127.0.0.1:<port>/`.
    public var baseURL: URL { URL(string: "https://127.0.0.1:\(port)/") ?? URL(fileURLWithPath: "/") }

    /// Generates a certificate and starts the server; returns once it accepts connections.
    public static func start() async throws -> TestTLSServer {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gdata-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let key = directory.appendingPathComponent("key.pem").path
        let cert = directory.appendingPathComponent("cert.pem").path
        let status = try await run([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key, "-out", cert, "-subj", "/CN=localhost",
            "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-days", "1",
        ])
        guard status == 0 else {
            try? FileManager.default.removeItem(at: directory)
            throw TestHTTPServerError(message: "openssl req failed with status \(status)")
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl", "s_server", "-accept", "127.0.0.1:0", "-cert", cert, "-key", key, "-www"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = TestLockedValue(false)
        let buffer = TestLockedValue((text: "", continuation: CheckedContinuation<Int, any Error>?.none))
        let port: Int = try await withCheckedThrowingContinuation { continuation in
            buffer.withLock { $0.continuation = continuation }
            output.fileHandleForReading.readabilityHandler = { handle in
                let chunk = handle.availableData
                if chunk.isEmpty { handle.readabilityHandler = nil }
                let resume = buffer.withLock {
                    state -> (CheckedContinuation<Int, any Error>, Result<Int, any Error>)? in
                    guard let continuation = state.continuation else { return nil }
                    if chunk.isEmpty {
                        state.continuation = nil
                        return (
                            continuation,
                            .failure(TestHTTPServerError(message: "openssl s_server exited before accepting"))
                        )
                    }
                    state.text += String(decoding: chunk, as: UTF8.self)
                    guard let line = state.text.split(separator: "\n").first(where: { $0.hasPrefix("ACCEPT ") }),
                        let portText = line.split(separator: ":").last,
                        let port = Int(portText.trimmingCharacters(in: .whitespaces))
                    else { return nil }
                    state.continuation = nil
                    return (continuation, .success(port))
                }
                // Later output (one line per connection) is read and dropped so the pipe never fills.
                if let (continuation, result) = resume { continuation.resume(with: result) }
            }
            process.terminationHandler = { _ in
                exited.withLock { $0 = true }
                let pending = buffer.withLock { state -> CheckedContinuation<Int, any Error>? in
                    defer { state.continuation = nil }
                    return state.continuation
                }
                pending?.resume(throwing: TestHTTPServerError(message: "openssl s_server exited before accepting"))
            }
            do {
                try process.run()
                // A safety net, not synchronisation: if openssl never reports its port, stop it so start() throws.
                let watchdog = TestLockedValue(process)
                Task {
                    try? await Task.sleep(for: .seconds(30))
                    watchdog.withLock {
                        if $0.isRunning, buffer.withLock({ $0.continuation != nil }) {
                            kill($0.processIdentifier, SIGKILL)
                        }
                    }
                }
            } catch {
                let pending = buffer.withLock { state -> CheckedContinuation<Int, any Error>? in
                    defer { state.continuation = nil }
                    return state.continuation
                }
                pending?.resume(throwing: error)
            }
        }
        return TestTLSServer(port: port, certificatePath: cert, directory: directory, process: process, exited: exited)
    }

    /// Stops the server and removes its certificate files.
    public func stop() {
        process.withLock { process in
            // SIGKILL: the child may inherit a signal mask that blocks SIGTERM from the test runner.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    private static func run(_ arguments: [String]) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}

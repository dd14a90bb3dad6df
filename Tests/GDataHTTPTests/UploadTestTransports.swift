import Foundation
import GDataTestSupport
import Synchronization
import Testing

@testable import GDataHTTP

/// The bytes a body would put on the wire (file regions are read).
func wireBytes(_ body: GDataHTTPBody?) throws -> Data {
    guard let body else { return Data() }
    switch body {
    case .data(let data):
        return data
    case .parts(let parts):
        var out = Data()
        for part in parts { out.append(try wireBytes(part)) }
        return out
    case .file(let url, let offset, let length):
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(offset))
        if let length { return try handle.read(upToCount: Int(length)) ?? Data() }
        return try handle.readToEnd() ?? Data()
    }
}

/// Deterministic pseudo-random bytes.
func uploadBytes(_ count: Int, seed: UInt64 = 42) -> Data {
    var state = seed
    var out = Data(capacity: count)
    for _ in 0..<count {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        out.append(UInt8(truncatingIfNeeded: state >> 33))
    }
    return out
}

/// A temporary file holding `data`, removed by `cleanup()`.
struct TemporaryFile {
    let url: URL
    init(_ data: Data, name: String = "upload.bin") throws {
        let directory = try temporaryDirectory(prefix: "gdata-upload")
        url = directory.appendingPathComponent(name)
        try data.write(to: url)
    }
    func cleanup() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
}

/// Records retry intervals instead of sleeping.
final class RecordingSleeper: Sendable {
    private let recorded = Mutex<[TimeInterval]>([])
    /// Run before returning from each "sleep" (e.g. restart a server).
    let onSleep: (@Sendable (Int) async -> Void)?

    init(onSleep: (@Sendable (Int) async -> Void)? = nil) { self.onSleep = onSleep }

    var intervals: [TimeInterval] { recorded.withLock { $0 } }

    var sleep: @Sendable (TimeInterval) async throws -> Void {
        { [self] interval in
            let count = recorded.withLock { recorded in
                recorded.append(interval)
                return recorded.count
            }
            await onSleep?(count)
            try Task.checkCancellation()
        }
    }
}

/// Answers from a script, one reply per request, and records every request.
final class ScriptedTransport: GDataHTTPTransport, Sendable {
    typealias Reply = @Sendable (GDataHTTPRequest) throws -> GDataHTTPResponse
    private struct Script {
        var replies: [Reply]
        var recorded: [GDataHTTPRequest] = []
    }
    private let script: Mutex<Script>

    init(_ replies: [Reply]) { script = Mutex(Script(replies: replies)) }

    var requests: [GDataHTTPRequest] { script.withLock { $0.recorded } }

    func send(_ request: GDataHTTPRequest, progress: GDataHTTPProgressHandler?) async throws -> GDataHTTPResponse {
        let reply: Reply? = script.withLock { script in
            script.recorded.append(request)
            return script.replies.isEmpty ? nil : script.replies.removeFirst()
        }
        guard let reply else { throw GDataHTTPError(code: .network, message: "script exhausted", url: request.url) }
        return try reply(request)
    }

    /// A reply with `status` and headers.
    static func reply(_ status: Int, _ headers: [(String, String)] = [], body: String = "") -> Reply {
        { request in
            GDataHTTPResponse(
                url: request.url,
                status: status,
                headers: GDataHTTPHeaders(headers),
                body: Data(body.utf8)
            )
        }
    }
}

/// Routes requests straight into an ``UploadTestServer`` (no sockets); can hang chosen requests until cancelled.
final class ServerTransport: GDataHTTPTransport, Sendable {
    let server: UploadTestServer
    /// Requests for which this returns true wait until their task is cancelled.
    let hangs: (@Sendable (GDataHTTPRequest) -> Bool)?
    /// Called when a request starts hanging.
    let onHang: (@Sendable () -> Void)?

    init(
        _ server: UploadTestServer,
        hangs: (@Sendable (GDataHTTPRequest) -> Bool)? = nil,
        onHang: (@Sendable () -> Void)? = nil
    ) {
        self.server = server
        self.hangs = hangs
        self.onHang = onHang
    }

    func send(_ request: GDataHTTPRequest, progress: GDataHTTPProgressHandler?) async throws -> GDataHTTPResponse {
        if hangs?(request) == true {
            onHang?()
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                throw GDataHTTPError(code: .cancelled, message: "cancelled", url: request.url)
            }
        }
        let body = try wireBytes(request.body)
        let host =
            request.url.port.map { "\(request.url.host ?? "127.0.0.1"):\($0)" } ?? (request.url.host ?? "127.0.0.1")
        var headers = [TestHTTPHeader("Host", host)]
        headers += request.headers.map { TestHTTPHeader($0.name, $0.value) }
        var uri = request.url.path
        if let query = request.url.query { uri += "?" + query }
        let answer = server.handle(TestHTTPRequest(method: request.method, uri: uri, headers: headers, body: body))
        if answer.closesWithoutAnswering || answer.dropAfterBytes != nil {
            // The server read the whole body before the connection broke: a real transport reports it sent.
            progress?(GDataHTTPProgress(bytesSent: Int64(body.count), totalBytesToSend: Int64(body.count)))
            throw GDataHTTPError(code: .network, message: "connection closed", url: request.url)
        }
        progress?(GDataHTTPProgress(bytesSent: Int64(body.count), totalBytesToSend: Int64(body.count)))
        return GDataHTTPResponse(
            url: request.url,
            status: answer.status,
            headers: GDataHTTPHeaders(answer.headers.map { ($0.name, $0.value) }),
            body: answer.body
        )
    }
}

/// Collects engine events for assertions and lets a test await one.
final class EventLog: Sendable {
    private struct Log {
        var events: [GDataResumableUpload.Event] = []
        var waiters:
            [(match: @Sendable (GDataResumableUpload.Event) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
                []
    }
    private let log = Mutex(Log())
    /// Extra reaction run synchronously on each event (e.g. pause).
    let reaction: (@Sendable (GDataResumableUpload.Event) -> Void)?

    init(reaction: (@Sendable (GDataResumableUpload.Event) -> Void)? = nil) { self.reaction = reaction }

    var handler: @Sendable (GDataResumableUpload.Event) -> Void {
        { [self] event in
            reaction?(event)
            let ready = log.withLock { log in
                log.events.append(event)
                let ready = log.waiters.filter { $0.match(event) }.map(\.continuation)
                log.waiters.removeAll { $0.match(event) }
                return ready
            }
            for continuation in ready { continuation.resume() }
        }
    }

    var all: [GDataResumableUpload.Event] { log.withLock { $0.events } }

    /// Waits until an event matching `match` has happened (returns at once if it already did).
    func wait(for match: @escaping @Sendable (GDataResumableUpload.Event) -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let happened = log.withLock { log in
                if log.events.contains(where: match) { return true }
                log.waiters.append((match, continuation))
                return false
            }
            if happened { continuation.resume() }
        }
    }
}

extension GDataResumableUpload.Event {
    var isPaused: Bool {
        if case .paused = self { return true }
        return false
    }
    var isRetrying: Bool {
        if case .retrying = self { return true }
        return false
    }
}

/// Builds an engine with a recording sleeper.
func makeUpload(
    url: URL = URL(string: "http://127.0.0.1:9/start/gdata")!,
    method: String = "POST",
    headers: GDataHTTPHeaders = GDataHTTPHeaders(),
    metadata: Data? = nil,
    resuming sessionURL: URL? = nil,
    dialect: GDataResumableUpload.Dialect,
    source: GDataResumableUpload.Source,
    mimeType: String = "application/octet-stream",
    transport: any GDataHTTPTransport,
    options: GDataResumableUpload.Options,
    sleeper: RecordingSleeper = RecordingSleeper()
) throws -> GDataResumableUpload {
    var request = GDataHTTPRequest(url: url, method: method, headers: headers)
    if let metadata { request.body = .data(metadata) }
    return try GDataResumableUpload(
        request: sessionURL == nil ? request : nil,
        sessionURL: sessionURL,
        dialect: dialect,
        source: source,
        mimeType: mimeType,
        transport: transport,
        options: options,
        sleeper: sleeper.sleep
    )
}

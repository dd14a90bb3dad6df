public import Foundation
import Synchronization

/// The server side of Google's resumable upload protocols, for tests.
///
/// Speaks all three dialects of `GDataResumableUpload` and records every byte it accepts per session, every
/// request, and every protocol violation (a chunk that overlaps bytes already accepted, a gap, a wrong total,
/// a misaligned chunk). Session state lives in this object, so it survives stopping and restarting the
/// ``TestHTTPServer`` that carries it (``listen(port:)``). Faults can be injected per request kind.
///
/// Routes: `POST|PUT /start/gdata`, `/start/resumable`, `/start/goog` open a session; the session URL is
/// `http://<Host>/session/<id>`. `PUT|POST /single` is a single-request upload (the whole body at once, `201`).
///
/// It is the tests' one fault-injecting upload server (the product's `GDataLocalServer` plays the server wherever no
/// fault is needed) and, with `keepsBytes: false`, the benchmark's upload sink.
///
/// ```swift
/// let uploads = UploadTestServer()
/// uploads.inject(.status(503), on: .chunk, skipping: 1)      // the second chunk gets a 503
/// let server = try await uploads.listen()
/// // … upload to server.url("/start/gdata") …
/// #expect(uploads.sessions[0].received == fileBytes)
/// #expect(uploads.violations.isEmpty)
/// ```
public final class UploadTestServer: @unchecked Sendable {
    // @unchecked: all mutable state is in the `fields` mutex; the rest is set once in init.

    /// The wire protocol of a session.
    public enum Dialect: String, Sendable, Hashable {
        /// `X-Upload-*`, `Location`, `Content-Range`, `308` + `Range`; result `201`.
        case gdata
        /// Like `gdata`, non-final chunks must be multiples of 256 KiB; result `200`.
        case resumable
        /// `X-Goog-Upload-*` commands.
        case goog
        /// No session: one request carries the whole body; result `201`.
        case single
    }

    /// What kind of request arrived.
    public enum RequestKind: String, Sendable, Hashable {
        /// The initial request opening a session.
        case start
        /// A chunk carrying bytes (or an empty `finalize` / `bytes */0`).
        case chunk
        /// A status query (`bytes */N` or `X-Goog-Upload-Command: query`).
        case query
        /// `X-Goog-Upload-Command: cancel`.
        case cancel
    }

    /// A misbehaviour to apply to one request.
    public enum Fault: Sendable, Hashable {
        /// Answer with this status without accepting anything.
        case status(Int)
        /// Accept the first `acceptingBytes` bytes of the chunk body (0 = none; more than the body = all), then
        /// break the connection in the middle of the answer (headers sent, body cut short). The client sees a failed
        /// transfer; unlike a connection closed before any reply, an HTTP client cannot silently re-send it.
        case dropConnection(acceptingBytes: Int)
        /// Finish the upload with the bytes held (a chunk's bytes accepted first) and answer as for a completed
        /// upload, as fake-gcs-server does with a status query: a server that loses data.
        case finishEarly
    }

    /// One upload session.
    public struct Session: Sendable {
        /// The session identifier (the last path component of its URL).
        public var id: String
        /// The dialect the session was opened with.
        public var dialect: Dialect
        /// The announced total length.
        public var totalLength: Int64
        /// The announced media type.
        public var contentType: String?
        /// The initial request's body (metadata).
        public var metadata: Data
        /// The initial request's headers.
        public var startHeaders: [TestHTTPHeader]
        /// The bytes accepted so far, assembled in order (empty when the server counts without keeping bytes).
        public var received = Data()
        /// How many bytes were accepted so far.
        public var receivedLength: Int64 = 0
        /// Every accepted byte range, in order.
        public var acceptedRanges: [Range<Int64>] = []
        /// Whether the upload completed.
        public var isFinished = false
        /// Whether the upload was cancelled.
        public var isCancelled = false
    }

    /// A record of one request handled.
    public struct Record: Sendable {
        /// The classified kind (`nil` for unroutable requests).
        public var kind: RequestKind?
        /// The session, when known.
        public var sessionID: String?
        /// The request as received.
        public var request: TestHTTPRequest
        /// The status answered (`nil` when the connection was broken by a ``Fault/dropConnection(acceptingBytes:)``).
        public var status: Int?
    }

    /// The chunk granularity the `goog` dialect announces (`X-Goog-Upload-Chunk-Granularity`), if any.
    public let googGranularity: Int64?
    /// Whether accepted bytes are kept in ``Session/received`` (otherwise only counted).
    public let keepsBytes: Bool
    /// Called (on the server's task) for every chunk after its bytes were accepted, before answering.
    public let onChunk: (@Sendable (Session) -> Void)?

    private struct Fields {
        var sessionList: [Session] = []
        var recordList: [Record] = []
        var violationList: [String] = []
        var faults: [(kind: RequestKind, skip: Int, fault: Fault)] = []
        var nextID = 1
    }
    private let fields = Mutex(Fields())

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - googGranularity: The granularity announced to `goog` clients.
    ///   - keepsBytes: `false` counts the bytes of every session (``Session/receivedLength``) without keeping them, and
    ///     ``listen(port:)`` keeps no request bodies: for uploads of gigabytes.
    ///   - onChunk: Called for every chunk after it was accepted.
    public init(
        googGranularity: Int64? = nil,
        keepsBytes: Bool = true,
        onChunk: (@Sendable (Session) -> Void)? = nil
    ) {
        self.googGranularity = googGranularity
        self.keepsBytes = keepsBytes
        self.onChunk = onChunk
    }

    /// Every session, in creation order.
    public var sessions: [Session] { locked { $0.sessionList } }
    /// Every request handled, in order.
    public var records: [Record] { locked { $0.recordList } }
    /// Protocol violations seen (overlapping or missing bytes, bad totals, misaligned chunks…); empty when the
    /// client behaved.
    public var violations: [String] { locked { $0.violationList } }

    /// Applies `fault` to the next request of `kind` after skipping `skipping` of them. Faults queue up in order.
    public func inject(_ fault: Fault, on kind: RequestKind, skipping: Int = 0) {
        locked { $0.faults.append((kind, skipping, fault)) }
    }

    /// Starts a ``TestHTTPServer`` on 127.0.0.1 that routes to this object (`port` 0 = ephemeral; pass the old
    /// port to restart after ``TestHTTPServer/stop()``).
    public func listen(port: Int = 0) async throws -> TestHTTPServer {
        try await TestHTTPServer.start(port: port, keepsBodies: keepsBytes) { [self] request in handle(request) }
    }

    /// Answers one request (the ``TestHTTPServer`` handler; stub transports call it directly).
    public func handle(_ request: TestHTTPRequest) -> TestHTTPResponse {
        let host = request.header("Host") ?? "127.0.0.1"
        let parts = request.path.split(separator: "/").map(String.init)
        if parts.count == 2, parts[0] == "start", let dialect = Dialect(rawValue: parts[1]), dialect != .single {
            return start(request, dialect: dialect, host: host)
        }
        if parts == ["single"], request.method == "PUT" || request.method == "POST" {
            return single(request)
        }
        if parts.count == 2, parts[0] == "session", request.method == "PUT" {
            return sessionRequest(request, id: parts[1])
        }
        record(kind: nil, session: nil, request: request, status: 404)
        return .status(404, "no route for \(request.method) \(request.path)")
    }

    // MARK: - Single request

    private func single(_ request: TestHTTPRequest) -> TestHTTPResponse {
        if let fault = takeFault(.chunk) { return apply(fault, kind: .chunk, request: request, sessionID: nil) }
        let id = open(
            dialect: .single,
            totalLength: Int64(request.bodyLength),
            contentType: request.header("Content-Type"),
            request: request,
            metadata: Data()
        )
        accept(request.body, length: request.bodyLength, at: 0, session: id)
        update(id) { $0.isFinished = true }
        record(kind: .chunk, session: id, request: request, status: 201)
        guard let session = locked({ $0.sessionList.first { $0.id == id } }) else { return .status(404) }
        return TestHTTPResponse(status: 201, headers: resultHeaders(session), body: resultBody(session))
    }

    // MARK: - Start

    private func start(_ request: TestHTTPRequest, dialect: Dialect, host: String) -> TestHTTPResponse {
        if let fault = takeFault(.start) {
            return apply(fault, kind: .start, request: request, sessionID: nil)
        }
        let lengthText: String?
        let type: String?
        switch dialect {
        case .gdata, .resumable:
            lengthText = request.header("X-Upload-Content-Length")
            type = request.header("X-Upload-Content-Type")
        case .single:
            return .status(404)
        case .goog:
            guard request.header("X-Goog-Upload-Protocol") == "resumable",
                request.header("X-Goog-Upload-Command") == "start"
            else {
                record(kind: .start, session: nil, request: request, status: 400)
                return .status(400, "not a goog start request")
            }
            lengthText =
                request.header("X-Goog-Upload-Content-Length") ?? request.header("X-Goog-Upload-Header-Content-Length")
            type = request.header("X-Goog-Upload-Content-Type") ?? request.header("X-Goog-Upload-Header-Content-Type")
        }
        guard let lengthText, let total = Int64(lengthText), total >= 0 else {
            record(kind: .start, session: nil, request: request, status: 400)
            return .status(400, "missing upload length")
        }
        let id = open(dialect: dialect, totalLength: total, contentType: type, request: request, metadata: request.body)
        record(kind: .start, session: id, request: request, status: 200)
        let url = "http://\(host)/session/\(id)"
        switch dialect {
        case .gdata, .resumable, .single:
            return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Location", url)])
        case .goog:
            var response = TestHTTPResponse(
                status: 200,
                headers: [TestHTTPHeader("X-Goog-Upload-Status", "active"), TestHTTPHeader("X-Goog-Upload-URL", url)]
            )
            if let googGranularity {
                response = response.header("X-Goog-Upload-Chunk-Granularity", String(googGranularity))
            }
            return response
        }
    }

    /// Adds a session and returns its identifier.
    private func open(
        dialect: Dialect,
        totalLength: Int64,
        contentType: String?,
        request: TestHTTPRequest,
        metadata: Data
    ) -> String {
        locked { state in
            let id = "s\(state.nextID)"
            state.nextID += 1
            state.sessionList.append(
                Session(
                    id: id,
                    dialect: dialect,
                    totalLength: totalLength,
                    contentType: contentType,
                    metadata: metadata,
                    startHeaders: request.headers
                )
            )
            return id
        }
    }

    // MARK: - Session requests

    private func sessionRequest(_ request: TestHTTPRequest, id: String) -> TestHTTPResponse {
        guard let session = locked({ $0.sessionList.first { $0.id == id } }) else {
            record(kind: nil, session: id, request: request, status: 404)
            return .status(404, "no session \(id)")
        }
        switch session.dialect {
        case .gdata, .resumable: return rangeRequest(request, session: session)
        case .goog: return googRequest(request, session: session)
        case .single: return .status(405, "\(id) was a single-request upload")
        }
    }

    private func rangeRequest(_ request: TestHTTPRequest, session: Session) -> TestHTTPResponse {
        guard let range = request.header("Content-Range"), range.hasPrefix("bytes ") else {
            record(kind: nil, session: session.id, request: request, status: 400)
            return .status(400, "missing Content-Range")
        }
        let spec = range.dropFirst("bytes ".count)
        let pieces = spec.split(separator: "/", maxSplits: 1).map(String.init)
        guard pieces.count == 2, let total = Int64(pieces[1]) else {
            record(kind: nil, session: session.id, request: request, status: 400)
            return .status(400, "bad Content-Range")
        }
        if total != session.totalLength {
            violation("\(session.id): Content-Range total \(total) != \(session.totalLength)")
        }
        if pieces[0] == "*" {
            let isEmptyUpload = session.totalLength == 0
            let kind: RequestKind = isEmptyUpload ? .chunk : .query
            if let fault = takeFault(kind) { return apply(fault, kind: kind, request: request, sessionID: session.id) }
            if isEmptyUpload { update(session.id) { $0.isFinished = true } }
            return rangeStatus(session.id, kind: kind, request: request)
        }
        let bounds = pieces[0].split(separator: "-").map { Int64($0) }
        guard bounds.count == 2, let first = bounds[0], let last = bounds[1], first <= last else {
            record(kind: .chunk, session: session.id, request: request, status: 400)
            return .status(400, "bad Content-Range")
        }
        if Int64(request.bodyLength) != last - first + 1 {
            violation("\(session.id): body of \(request.bodyLength) bytes for range \(first)-\(last)")
        }
        if let fault = takeFault(.chunk) {
            return apply(fault, kind: .chunk, request: request, sessionID: session.id, offset: first)
        }
        if session.dialect == .resumable, last + 1 < session.totalLength, (last + 1) % (256 * 1024) != 0 {
            violation("\(session.id): non-final chunk ends at \(last + 1), not a multiple of 256 KiB")
        }
        accept(request.body, length: request.bodyLength, at: first, session: session.id)
        return rangeStatus(session.id, kind: .chunk, request: request)
    }

    /// 308 with the current `Range`, or the result once every byte is in (or the session was finished).
    private func rangeStatus(_ id: String, kind: RequestKind, request: TestHTTPRequest) -> TestHTTPResponse {
        guard let session = locked({ $0.sessionList.first { $0.id == id } }) else { return .status(404) }
        if session.isFinished || (session.receivedLength == session.totalLength && session.totalLength > 0) {
            update(id) { $0.isFinished = true }
            let status = session.dialect == .gdata ? 201 : 200
            record(kind: kind, session: id, request: request, status: status)
            return TestHTTPResponse(status: status, headers: resultHeaders(session), body: resultBody(session))
        }
        record(kind: kind, session: id, request: request, status: 308)
        var response = TestHTTPResponse(status: 308)
        if session.receivedLength > 0 { response = response.header("Range", "bytes=0-\(session.receivedLength - 1)") }
        return response
    }

    private func googRequest(_ request: TestHTTPRequest, session: Session) -> TestHTTPResponse {
        let command = (request.header("X-Goog-Upload-Command") ?? "").lowercased()
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let id = session.id
        if command == ["cancel"] {
            if let fault = takeFault(.cancel) { return apply(fault, kind: .cancel, request: request, sessionID: id) }
            update(id) { $0.isCancelled = true }
            record(kind: .cancel, session: id, request: request, status: 200)
            return googStatus(id, kind: .cancel, request: request)
        }
        if command == ["query"] {
            if let fault = takeFault(.query) { return apply(fault, kind: .query, request: request, sessionID: id) }
            return googStatus(id, kind: .query, request: request)
        }
        let uploads = command.contains("upload")
        let finalizes = command.contains("finalize")
        guard uploads || finalizes, let offset = request.header("X-Goog-Upload-Offset").flatMap({ Int64($0) }) else {
            record(kind: nil, session: id, request: request, status: 400)
            return .status(400, "bad goog command")
        }
        if session.isCancelled { return googStatus(id, kind: .chunk, request: request) }
        if offset != session.receivedLength {
            violation("\(id): chunk at offset \(offset) but \(session.receivedLength) bytes held")
            record(kind: .chunk, session: id, request: request, status: 400)
            return TestHTTPResponse(status: 400, headers: [TestHTTPHeader("X-Goog-Upload-Status", "active")])
        }
        if let fault = takeFault(.chunk) {
            return apply(fault, kind: .chunk, request: request, sessionID: id, offset: offset)
        }
        let end = offset + Int64(request.bodyLength)
        if let g = googGranularity, !finalizes, end % g != 0 {
            violation("\(id): non-final chunk ends at \(end), not a multiple of \(g)")
        }
        accept(request.body, length: request.bodyLength, at: offset, session: id)
        if finalizes {
            let complete = locked { state in
                state.sessionList.first { $0.id == id }.map { $0.receivedLength == $0.totalLength } ?? false
            }
            if complete {
                update(id) { $0.isFinished = true }
            } else {
                violation("\(id): finalize before all bytes arrived")
            }
        }
        return googStatus(id, kind: .chunk, request: request)
    }

    private func googStatus(_ id: String, kind: RequestKind, request: TestHTTPRequest) -> TestHTTPResponse {
        guard let session = locked({ $0.sessionList.first { $0.id == id } }) else { return .status(404) }
        if session.isCancelled {
            if kind != .cancel { record(kind: kind, session: id, request: request, status: 200) }
            return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("X-Goog-Upload-Status", "cancelled")])
        }
        if session.isFinished {
            record(kind: kind, session: id, request: request, status: 200)
            return TestHTTPResponse(
                status: 200,
                headers: resultHeaders(session) + [TestHTTPHeader("X-Goog-Upload-Status", "final")],
                body: resultBody(session)
            )
        }
        record(kind: kind, session: id, request: request, status: 200)
        var response = TestHTTPResponse(
            status: 200,
            headers: [
                TestHTTPHeader("X-Goog-Upload-Status", "active"),
                TestHTTPHeader("X-Goog-Upload-Size-Received", String(session.receivedLength)),
            ]
        )
        if let googGranularity {
            response = response.header("X-Goog-Upload-Chunk-Granularity", String(googGranularity))
        }
        return response
    }

    // MARK: - Bookkeeping

    /// Accepts `length` bytes at `offset` (the first `length` of `body` when bytes are kept).
    private func accept(_ body: Data, length: Int, at offset: Int64, session id: String) {
        var accepted: Session?
        locked { state in
            guard let index = state.sessionList.firstIndex(where: { $0.id == id }) else { return }
            let held = state.sessionList[index].receivedLength
            if offset != held {
                state.violationList.append(
                    offset < held
                        ? "\(id): bytes \(offset)..<\(held) sent again" : "\(id): gap \(held)..<\(offset)"
                )
                return
            }
            if offset + Int64(length) > state.sessionList[index].totalLength {
                state.violationList.append("\(id): bytes past the announced length")
                return
            }
            if length > 0 {
                if keepsBytes { state.sessionList[index].received.append(body.prefix(length)) }
                state.sessionList[index].receivedLength += Int64(length)
                state.sessionList[index].acceptedRanges.append(offset..<(offset + Int64(length)))
            }
            accepted = state.sessionList[index]
        }
        if let accepted { onChunk?(accepted) }
    }

    private func apply(
        _ fault: Fault,
        kind: RequestKind,
        request: TestHTTPRequest,
        sessionID: String?,
        offset: Int64? = nil
    ) -> TestHTTPResponse {
        switch fault {
        case .status(let status):
            record(kind: kind, session: sessionID, request: request, status: status)
            return .status(status, "injected \(status)")
        case .dropConnection(let count):
            if let sessionID, let offset, count > 0 {
                accept(request.body, length: min(count, request.bodyLength), at: offset, session: sessionID)
            }
            record(kind: kind, session: sessionID, request: request, status: nil)
            return TestHTTPResponse.status(500, String(repeating: "x", count: 200)).dropAfter(bytes: 20)
        case .finishEarly:
            guard let sessionID else { return .status(400, "finishEarly needs a session") }
            if let offset { accept(request.body, length: request.bodyLength, at: offset, session: sessionID) }
            update(sessionID) { $0.isFinished = true }
            guard let session = locked({ $0.sessionList.first { $0.id == sessionID } }) else { return .status(404) }
            let status = session.dialect == .gdata ? 201 : 200
            record(kind: kind, session: sessionID, request: request, status: status)
            var headers = resultHeaders(session)
            if session.dialect == .goog { headers.append(TestHTTPHeader("X-Goog-Upload-Status", "final")) }
            return TestHTTPResponse(status: status, headers: headers, body: resultBody(session))
        }
    }

    private func takeFault(_ kind: RequestKind) -> Fault? {
        locked { state in
            guard let index = state.faults.firstIndex(where: { $0.kind == kind }) else { return nil }
            if state.faults[index].skip > 0 {
                state.faults[index].skip -= 1
                return nil
            }
            return state.faults.remove(at: index).fault
        }
    }

    private func resultHeaders(_ session: Session) -> [TestHTTPHeader] {
        session.dialect == .gdata || session.dialect == .single
            ? [TestHTTPHeader("Content-Type", "application/atom+xml; charset=UTF-8")]
            : [TestHTTPHeader("Content-Type", "application/json; charset=UTF-8")]
    }

    /// The "created resource": names the session and its size.
    public func resultBody(_ session: Session) -> Data {
        switch session.dialect {
        case .gdata, .single:
            return Data(
                "<entry xmlns='http://www.w3.org/2005/Atom'><id>\(session.id)</id><size>\(session.receivedLength)</size></entry>"
                    .utf8
            )
        case .resumable, .goog:
            return Data("{\"id\":\"\(session.id)\",\"size\":\(session.receivedLength)}".utf8)
        }
    }

    private func record(kind: RequestKind?, session: String?, request: TestHTTPRequest, status: Int?) {
        locked { $0.recordList.append(Record(kind: kind, sessionID: session, request: request, status: status)) }
    }

    private func violation(_ text: String) { locked { $0.violationList.append(text) } }

    private func update(_ id: String, _ body: (inout Session) -> Void) {
        locked { state in
            if let index = state.sessionList.firstIndex(where: { $0.id == id }) { body(&state.sessionList[index]) }
        }
    }

    /// Runs `body` with exclusive access to the mutable fields.
    private func locked<T>(_ body: (inout Fields) -> T) -> T {
        fields.withLock { body(&$0) }
    }
}

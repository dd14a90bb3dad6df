internal import GDataPlatform
internal import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The upload loop: initial request, chunks, status queries, back-off, pause and cancel.
extension GDataResumableUpload {
    /// What a chunk or query response means.
    enum Outcome {
        /// The server holds bytes `0..<offset`; continue from there.
        case offset(Int64)
        /// The upload is finished; this is the final response.
        case complete(GDataHTTPResponse)
        /// Ask the server for its offset (after a back-off).
        case recover(GDataHTTPError, retryAfter: TimeInterval?)
    }

    /// One chunk to send.
    struct Chunk {
        let start: Int64
        let length: Int64
        let isLast: Bool
    }

    /// Why a request in flight ended early.
    enum Interruption: Error {
        case paused
        case cancelled
    }

    /// The ``Dialect/resumable`` chunk granularity (256 KiB).
    static let resumableGranularity: Int64 = 256 * 1024
    /// A tail shorter than this is merged into the previous chunk.
    static let tailSlack: Int64 = 2500

    // MARK: - Main loop

    func run() async throws -> GDataHTTPResponse {
        var needsQuery = sessionURL != nil
        if !needsQuery {
            try await initiate()
        }
        var failures = 0

        // Waits before the next attempt, or throws `error` when the retry budget is spent.
        func backOff(_ error: GDataHTTPError, retryAfter: TimeInterval?) async throws {
            failures += 1
            guard let interval = options.retryPolicy.delay(beforeRetry: failures, retryAfter: retryAfter) else {
                var final = error
                final.message = "\(error.message) (gave up after \(failures - 1) retries)"
                final.url = final.url ?? sessionURL
                throw final
            }
            emit(.retrying(attempt: failures, delay: interval, error: error))
            do {
                try await interruptible(abortableByPause: true) { [sleeper, interval] in try await sleeper(interval) }
            } catch Interruption.paused {
                return
            }
        }

        while true {
            try checkCancelled()
            if withLock({ $0.pauseRequested }) {
                // Between chunks the acknowledged offset is known: go on from it without asking (a chunk or query
                // aborted by the pause left `needsQuery` set).
                try await park()
                continue
            }
            if needsQuery {
                let outcome: Outcome
                do {
                    let response = try await interruptible(abortableByPause: true) { [self] in
                        try await send(try await queryRequest(), chunk: nil)
                    }
                    outcome = try interpretQuery(response)
                } catch Interruption.paused {
                    continue
                } catch {
                    let transient = try transientError(error)
                    try await backOff(transient, retryAfter: nil)
                    continue
                }
                switch outcome {
                case .complete(let response):
                    try verifyCompletion(response)
                    acknowledge(totalBytes)
                    return response
                case .offset(let offset):
                    if offset >= totalBytes && dialect != .goog {
                        throw uploadError(
                            "the server holds all \(totalBytes) bytes but did not finish the upload",
                            response: nil
                        )
                    }
                    if acknowledge(offset) { failures = 0 }
                    needsQuery = false
                case .recover(let error, let retryAfter):
                    try await backOff(error, retryAfter: retryAfter)
                }
                continue
            }

            let chunk = nextChunk(at: withLock { $0.acknowledged })
            let outcome: Outcome
            do {
                let response = try await interruptible(abortableByPause: true) { [self] in
                    try await send(try await chunkRequest(chunk), chunk: chunk)
                }
                outcome = try interpretChunk(response, chunk: chunk)
            } catch Interruption.paused {
                needsQuery = true
                continue
            } catch {
                let transient = try transientError(error)
                try await backOff(transient, retryAfter: nil)
                needsQuery = true
                continue
            }
            switch outcome {
            case .complete(let response):
                try verifyCompletion(response)
                acknowledge(totalBytes)
                return response
            case .offset(let offset):
                if acknowledge(offset) { failures = 0 }
                if offset >= totalBytes && dialect != .goog {
                    // Everything is there but the server did not answer with the resource: ask for it.
                    needsQuery = true
                }
            case .recover(let error, let retryAfter):
                try await backOff(error, retryAfter: retryAfter)
                needsQuery = true
            }
        }
    }

    /// Sends the initial request (retrying transient failures) and records the session URL.
    func initiate() async throws {
        var failures = 0
        while true {
            try checkCancelled()
            let request = try await startRequest()
            let response: GDataHTTPResponse
            do {
                response = try await interruptible(abortableByPause: false) { [self] in
                    try await send(request, chunk: nil)
                }
            } catch {
                let transient = try transientError(error)
                try await waitBeforeRetry(transient, retryAfter: nil, failures: &failures)
                continue
            }
            if options.retryPolicy.isRetryable(status: response.status, body: response.body) {
                let error = uploadError("the initial request failed with status \(response.status)", response: response)
                try await waitBeforeRetry(error, retryAfter: retryAfter(response), failures: &failures)
                continue
            }
            let url = try sessionURL(fromStart: response, requestURL: request.url)
            setSessionURL(url)
            return
        }
    }

    /// The initial request's back-off (no status query: there is no session yet).
    func waitBeforeRetry(_ error: GDataHTTPError, retryAfter: TimeInterval?, failures: inout Int) async throws {
        failures += 1
        guard let interval = options.retryPolicy.delay(beforeRetry: failures, retryAfter: retryAfter) else {
            throw error
        }
        emit(.retrying(attempt: failures, delay: interval, error: error))
        try await interruptible(abortableByPause: false) { [sleeper, interval] in try await sleeper(interval) }
    }

    // MARK: - Requests

    func startRequest() async throws -> GDataHTTPRequest {
        guard var request = initialRequest else {
            throw GDataHTTPError(code: .uploadFailed, message: "no initial request to start the upload with")
        }
        let method = request.method.uppercased()
        request.method = (method.isEmpty || method == "GET") ? "POST" : method
        switch dialect {
        case .gdata, .resumable:
            request.headers.replaceOrAdd(name: "X-Upload-Content-Type", value: mimeType)
            request.headers.replaceOrAdd(name: "X-Upload-Content-Length", value: String(totalBytes))
        case .goog:
            request.headers.replaceOrAdd(name: "X-Goog-Upload-Protocol", value: "resumable")
            request.headers.replaceOrAdd(name: "X-Goog-Upload-Command", value: "start")
            request.headers.replaceOrAdd(name: "X-Goog-Upload-Content-Type", value: mimeType)
            request.headers.replaceOrAdd(name: "X-Goog-Upload-Content-Length", value: String(totalBytes))
            request.headers.replaceOrAdd(name: "X-Goog-Upload-Header-Content-Type", value: mimeType)
            request.headers.replaceOrAdd(name: "X-Goog-Upload-Header-Content-Length", value: String(totalBytes))
        }
        if request.body == nil {
            request.body = .data(Data())
            request.headers.replaceOrAdd(name: "Content-Length", value: "0")
        }
        if request.timeout == nil { request.timeout = options.requestTimeout }
        if request.comment == nil { request.comment = "start upload" }
        try await authorize(&request)
        return request
    }

    func chunkRequest(_ chunk: Chunk) async throws -> GDataHTTPRequest {
        var request = try baseSessionRequest()
        let end = chunk.start + chunk.length - 1
        switch dialect {
        case .gdata, .resumable:
            let range = chunk.length == 0 ? "bytes */\(totalBytes)" : "bytes \(chunk.start)-\(end)/\(totalBytes)"
            request.headers.add(name: "Content-Range", value: range)
            request.headers.add(name: "Content-Length", value: String(chunk.length))
            request.headers.add(name: "Content-Type", value: mimeType)
        case .goog:
            let command = !chunk.isLast ? "upload" : (chunk.length == 0 ? "finalize" : "upload, finalize")
            request.headers.add(name: "X-Goog-Upload-Protocol", value: "resumable")
            request.headers.add(name: "X-Goog-Upload-Command", value: command)
            request.headers.add(name: "X-Goog-Upload-Offset", value: String(chunk.start))
            request.headers.add(name: "X-Goog-Upload-Content-Length", value: String(totalBytes))
            request.headers.add(name: "Content-Length", value: String(chunk.length))
        }
        request.body = body(for: chunk)
        request.comment = chunk.length == 0 ? "upload (empty)" : "upload (\(chunk.start)-\(end))"
        if dialect == .resumable { try await authorize(&request) }
        return request
    }

    func queryRequest() async throws -> GDataHTTPRequest {
        var request = try baseSessionRequest()
        switch dialect {
        case .gdata, .resumable:
            request.headers.add(name: "Content-Range", value: "bytes */\(totalBytes)")
        case .goog:
            request.headers.add(name: "X-Goog-Upload-Protocol", value: "resumable")
            request.headers.add(name: "X-Goog-Upload-Command", value: "query")
        }
        request.headers.add(name: "Content-Length", value: "0")
        request.body = .data(Data())
        request.comment = "upload status query"
        if dialect == .resumable { try await authorize(&request) }
        return request
    }

    /// `PUT <session URL>` with the initial request's `User-Agent` and no credentials.
    func baseSessionRequest() throws -> GDataHTTPRequest {
        guard let url = sessionURL else {
            throw GDataHTTPError(code: .uploadFailed, message: "the upload has no session URL")
        }
        var request = GDataHTTPRequest(url: url, method: "PUT")
        // The session URL came from the server: credentials only if it is at the initial request's origin.
        request.credentialOrigin = initialRequest.flatMap { $0.credentialOrigin ?? GDataHTTPOrigin($0.url) }
        if let agent = initialRequest?.headers["User-Agent"] { request.headers.add(name: "User-Agent", value: agent) }
        request.timeout = options.requestTimeout
        return request
    }

    func body(for chunk: Chunk) -> GDataHTTPBody {
        guard chunk.length > 0 else { return .data(Data()) }
        switch source {
        case .data(let data):
            let lower = data.startIndex + Int(chunk.start)
            return .data(data.subdata(in: lower..<(lower + Int(chunk.length))))
        case .file(let url):
            return .file(url, offset: chunk.start, length: chunk.length)
        }
    }

    func authorize(_ request: inout GDataHTTPRequest) async throws {
        guard let authorizer = options.authorizer else { return }
        try request.checkCredentialOrigin()
        do {
            try await authorizer.authorize(&request)
        } catch let error as GDataHTTPError {
            throw error
        } catch {
            throw GDataHTTPError(
                code: .authorization,
                message: "the authorizer failed: \(error)",
                url: request.url,
                underlying: error
            )
        }
    }

    /// Sends through the transport, tracking a chunk's sent bytes for progress and for ``MutableState/sentThrough``
    /// (a transport that reports no progress is taken to have sent the whole chunk once it answers).
    func send(_ request: GDataHTTPRequest, chunk: Chunk?) async throws -> GDataHTTPResponse {
        var handler: GDataHTTPProgressHandler?
        let reported = TransportProgress()
        if let chunk, chunk.length > 0 {
            handler = { [weak self] progress in
                guard let self else { return }
                let sent = min(max(0, progress.bytesSent), chunk.length)
                reported.mark()
                self.withLock { state in
                    state.inFlight = sent
                    state.sentThrough = max(state.sentThrough, chunk.start + sent)
                }
                self.reportProgress()
            }
        }
        defer { withLock { $0.inFlight = 0 } }
        let response = try await sendAuthorized(request, progress: handler)
        if let chunk, !reported.happened {
            withLock { $0.sentThrough = max($0.sentThrough, chunk.start + chunk.length) }
        }
        return response
    }

    /// The transport's answer to `request`, refreshing the credentials once after a `401`.
    private func sendAuthorized(_ request: GDataHTTPRequest, progress handler: GDataHTTPProgressHandler?)
        async throws -> GDataHTTPResponse
    {
        let response = try await transport.send(request, progress: handler)
        // A refused token (it expired while the upload ran): refresh it and send this request again, once.
        guard response.status == 401, let authorizer = options.authorizer, authorizer.canRefresh,
            request.carriesCredentials
        else { return response }
        do {
            try await authorizer.refresh(rejecting: request)
        } catch let error as GDataHTTPError {
            throw error
        } catch {
            throw GDataHTTPError(
                code: .authorization,
                message: "refreshing the credentials failed: \(error)",
                url: request.url,
                underlying: error
            )
        }
        var again = request
        again.headers.remove(name: "Authorization")
        try await authorize(&again)
        withLock { $0.inFlight = 0 }
        return try await transport.send(again, progress: handler)
    }

    // MARK: - Chunk sizing

    /// The chunk starting at `offset`: the chunk size (aligned to the granularity, ends on a multiple of it),
    /// or everything left when fewer than chunk + 2500 bytes remain.
    func nextChunk(at offset: Int64) -> Chunk {
        let remaining = max(0, totalBytes - offset)
        var size = max(options.chunkSize, Options.minimumChunkSize)
        let granularity: Int64? =
            switch dialect {
            case .gdata: nil
            case .resumable: Self.resumableGranularity
            case .goog: withLock { $0.granularity }
            }
        if let g = granularity, g > 0 {
            size = size < g ? g : size - size % g
            let misalignment = offset % g
            if misalignment != 0 { size -= misalignment }
        }
        // remaining - size cannot overflow (both non-negative); size + tailSlack could, with a huge granularity.
        if remaining - size < Self.tailSlack {
            return Chunk(start: offset, length: remaining, isLast: true)
        }
        return Chunk(start: offset, length: size, isLast: false)
    }

    // MARK: - Responses

    func sessionURL(fromStart response: GDataHTTPResponse, requestURL: URL) throws -> URL {
        switch dialect {
        case .gdata, .resumable:
            guard response.status < 300 else {
                throw uploadError("the initial request failed with status \(response.status)", response: response)
            }
            guard let location = response.headers["Location"], let url = Self.resolve(location, against: requestURL)
            else {
                throw uploadError("the initial response has no Location header", response: response)
            }
            return url
        case .goog:
            guard response.isSuccess else {
                throw uploadError("the initial request failed with status \(response.status)", response: response)
            }
            let status = response.headers["X-Goog-Upload-Status"]?.lowercased()
            guard status == "active" else {
                throw uploadError(
                    "the initial response has X-Goog-Upload-Status \(status ?? "(missing)"), not active",
                    response: response
                )
            }
            guard let location = response.headers["X-Goog-Upload-URL"],
                let url = Self.resolve(location, against: requestURL)
            else {
                throw uploadError("the initial response has no X-Goog-Upload-URL header", response: response)
            }
            readGranularity(response)
            return url
        }
    }

    func interpretChunk(_ response: GDataHTTPResponse, chunk: Chunk) throws -> Outcome {
        switch dialect {
        case .gdata, .resumable:
            if response.status == 308 {
                updateLocation(response)
                return .offset(try rangeOffset(response))
            }
            if response.isSuccess { return .complete(response) }
            return try failure(response, what: "chunk \(chunk.start)+\(chunk.length)")
        case .goog:
            if response.isSuccess {
                let status = response.headers["X-Goog-Upload-Status"]?.lowercased()
                switch status {
                case "final":
                    return .complete(response)
                case "active":
                    if chunk.isLast {
                        throw uploadError(
                            "the server did not finalize the upload after the last chunk",
                            response: response
                        )
                    }
                    readGranularity(response)
                    if let received = response.headers["X-Goog-Upload-Size-Received"] {
                        return .offset(try parseOffset(received, response: response))
                    }
                    return .offset(chunk.start + chunk.length)
                default:
                    throw uploadError(
                        "the chunk response has X-Goog-Upload-Status \(status ?? "(missing)")",
                        response: response
                    )
                }
            }
            // A rejected offset ("bad offset"): ask the server where it is.
            if (400..<500).contains(response.status), response.status != 404, chunk.length > 0,
                response.headers["X-Goog-Upload-Status"]?.lowercased() == "active"
            {
                return .recover(
                    uploadError("the server rejected the chunk with status \(response.status)", response: response),
                    retryAfter: nil
                )
            }
            return try failure(response, what: "chunk \(chunk.start)+\(chunk.length)")
        }
    }

    func interpretQuery(_ response: GDataHTTPResponse) throws -> Outcome {
        switch dialect {
        case .gdata, .resumable:
            if response.status == 308 {
                updateLocation(response)
                return .offset(try rangeOffset(response))
            }
            if response.isSuccess { return .complete(response) }
            return try failure(response, what: "status query")
        case .goog:
            guard response.isSuccess else { return try failure(response, what: "status query") }
            let status = response.headers["X-Goog-Upload-Status"]?.lowercased()
            switch status {
            case "final":
                return .complete(response)
            case "active":
                guard let received = response.headers["X-Goog-Upload-Size-Received"] else {
                    throw uploadError("the status query answer has no X-Goog-Upload-Size-Received", response: response)
                }
                readGranularity(response)
                return .offset(try parseOffset(received, response: response))
            default:
                throw uploadError(
                    "the status query answer has X-Goog-Upload-Status \(status ?? "(missing)")",
                    response: response
                )
            }
        }
    }

    /// A non-success status: transient ones are recovered from, others end the upload.
    func failure(_ response: GDataHTTPResponse, what: String) throws -> Outcome {
        let error = uploadError("the \(what) failed with status \(response.status)", response: response)
        if options.retryPolicy.isRetryable(status: response.status, body: response.body) {
            return .recover(error, retryAfter: retryAfter(response))
        }
        throw error
    }

    /// `Range: bytes=0-X` -> X + 1; no `Range` -> 0.
    func rangeOffset(_ response: GDataHTTPResponse) throws -> Int64 {
        guard let range = response.headers["Range"]?.trimmingWhitespace() else { return 0 }
        guard let last = GDataHTTPContentRange.uploadRangeLast(range), last < totalBytes else {
            throw GDataHTTPError(
                code: .invalidResponse,
                message: "unusable Range header \"\(range)\" for a \(totalBytes)-byte upload",
                url: sessionURL,
                status: response.status,
                headers: response.headers,
                body: response.body
            )
        }
        return last + 1
    }

    func parseOffset(_ text: String, response: GDataHTTPResponse) throws -> Int64 {
        guard let value = GDataHTTPContentRange.decimal(text.trimmingWhitespace()), value <= totalBytes
        else {
            throw GDataHTTPError(
                code: .invalidResponse,
                message: "unusable X-Goog-Upload-Size-Received \"\(text)\" for a \(totalBytes)-byte upload",
                url: sessionURL,
                status: response.status,
                headers: response.headers,
                body: response.body
            )
        }
        return value
    }

    func retryAfter(_ response: GDataHTTPResponse) -> TimeInterval? {
        GDataHTTPRetryPolicy.retryAfter(response.headers["Retry-After"])
    }

    func readGranularity(_ response: GDataHTTPResponse) {
        guard let text = response.headers["X-Goog-Upload-Chunk-Granularity"],
            let value = GDataHTTPContentRange.decimal(text.trimmingWhitespace()), value > 0
        else {
            return
        }
        withLock { $0.granularity = value }
    }

    func updateLocation(_ response: GDataHTTPResponse) {
        guard let location = response.headers["Location"], let current = sessionURL,
            let url = Self.resolve(location, against: current), url != current
        else { return }
        setSessionURL(url)
    }

    /// A session `Location` resolved against the URL it answered; `nil` unless http or https. (The credential rule
    /// then decides whether credentials may go there: ``GDataHTTPRequest/checkCredentialOrigin()``.)
    static func resolve(_ location: String, against base: URL) -> URL? {
        let trimmed = location.trimmingWhitespace()
        guard !trimmed.isEmpty, let url = URL(string: trimmed, relativeTo: base)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        return url
    }

    func setSessionURL(_ url: URL) {
        withLock { $0.sessionURL = url }
        emit(.sessionURL(url))
    }

    /// Records the server's offset; true when it moved forward. What was sent beyond it no longer counts as on the
    /// wire: the server says it does not hold it.
    @discardableResult
    func acknowledge(_ offset: Int64) -> Bool {
        let advanced = withLock { state -> Bool in
            let advanced = offset > state.acknowledged
            state.acknowledged = offset
            state.sentThrough = offset
            state.inFlight = 0
            return advanced
        }
        emit(.acknowledged(offset: offset))
        reportProgress()
        return advanced
    }

    /// A server's "finished" is believed only when it cannot have lost data: its answer names a stored size equal to
    /// the media's length, or, when it names none, the client had put every byte on the wire (a lost final answer
    /// fetched by a status query). Anything else throws `.uploadFailed` with a ``PrematureCompletion``.
    func verifyCompletion(_ response: GDataHTTPResponse) throws {
        let sent = withLock { max($0.sentThrough, $0.acknowledged) }
        var stored = options.storedSize?(response)
        if stored == nil, dialect == .goog, let text = response.headers["X-Goog-Upload-Size-Received"] {
            stored = GDataHTTPContentRange.decimal(text.trimmingWhitespace())
        }
        if let stored {
            if stored == totalBytes { return }
        } else if sent >= totalBytes {
            return
        }
        let premature = PrematureCompletion(totalBytes: totalBytes, bytesSent: sent, bytesStored: stored)
        var error = uploadError(premature.description, response: response)
        error.underlying = premature
        throw error
    }

    func uploadError(_ message: String, response: GDataHTTPResponse?) -> GDataHTTPError {
        GDataHTTPError(
            code: .uploadFailed,
            message: message,
            url: sessionURL,
            status: response?.status,
            headers: response?.headers,
            body: response?.body
        )
    }

    /// Maps a thrown error to a transient ``GDataHTTPError`` worth recovering from, or rethrows it.
    func transientError(_ error: any Error) throws -> GDataHTTPError {
        if let interruption = error as? Interruption {
            throw interruption
        }
        guard let http = error as? GDataHTTPError else { throw error }
        if http.code != .httpStatus, options.retryPolicy.isRetryable(status: nil, error: http) {
            var copy = http
            if copy.url == nil { copy.url = sessionURL }
            return copy
        }
        var copy = http
        copy.url = copy.url ?? sessionURL
        throw copy
    }

    // MARK: - Pause, cancel, in-flight work

    func checkCancelled() throws {
        if withLock({ $0.cancelRequested }) { throw Interruption.cancelled }
    }

    /// Waits while paused; throws when cancelled.
    func park() async throws {
        emit(.paused)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let action: Int = withLock { state in
                if state.cancelRequested { return 1 }
                if !state.pauseRequested { return 0 }
                state.parked = continuation
                state.phase = .paused
                return 2
            }
            switch action {
            case 0: continuation.resume()
            case 1: continuation.resume(throwing: Interruption.cancelled)
            default: break
            }
        }
        emit(.resumed)
    }

    /// Runs `operation` as a task that ``pause(abortingChunkInFlight:)`` and ``cancel()`` can abort.
    /// An aborted operation throws ``Interruption``.
    func interruptible<T: Sendable>(
        abortableByPause: Bool,
        _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let task = Task { try await operation() }
        let abortNow = withLock { state -> Bool in
            state.current = InFlight(cancel: { task.cancel() }, abortableByPause: abortableByPause)
            if abortableByPause && state.pauseRequested && state.pauseAborts { state.abortedForPause = true }
            return state.cancelRequested || state.abortedForPause
        }
        if abortNow { task.cancel() }
        do {
            let value = try await task.value
            withLock {
                $0.current = nil
                $0.abortedForPause = false
            }
            return value
        } catch {
            let (cancelled, paused) = withLock { state -> (Bool, Bool) in
                state.current = nil
                defer { state.abortedForPause = false }
                return (state.cancelRequested, state.abortedForPause)
            }
            if cancelled { throw Interruption.cancelled }
            if paused { throw Interruption.paused }
            throw error
        }
    }

    /// ``Dialect/goog``: tells the server the upload is cancelled (`X-Goog-Upload-Command: cancel`).
    func sendCancelRequest() async {
        guard dialect == .goog, var request = try? baseSessionRequest() else { return }
        request.headers.add(name: "X-Goog-Upload-Protocol", value: "resumable")
        request.headers.add(name: "X-Goog-Upload-Command", value: "cancel")
        request.headers.add(name: "Content-Length", value: "0")
        request.body = .data(Data())
        request.comment = "cancel upload"
        let transport = self.transport
        // A fresh task: the caller's task may itself be cancelled.
        _ = try? await Task { [request] in try await transport.send(request, progress: nil) }.value
    }
}

/// Whether a transport reported any progress for a request (set from its thread, read after it answers).
final class TransportProgress: Sendable {
    private let flag = Mutex(false)

    func mark() { flag.withLock { $0 = true } }

    var happened: Bool { flag.withLock { $0 } }
}

internal import Synchronization

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A chunked, resumable upload speaking one of Google's three resumable-upload dialects.
///
/// One engine, three wire protocols (see ``Dialect``): the original GData protocol (`X-Upload-*` headers, a
/// `Location` session URI, `PUT` chunks with `Content-Range`, `308` with `Range`), the same shape as used by
/// today's `uploadType=resumable` endpoints, and the `X-Goog-Upload-*` protocol.
///
/// Failed chunks are never re-sent blindly: after a back-off the engine asks the server how many bytes it holds
/// (a status query) and continues from there, so no byte is sent twice and none is lost.
///
/// ```swift
/// var request = GDataHTTPRequest(url: resumableCreateMediaURL, method: "POST")
/// request.headers["GData-Version"] = "3.0"
/// let upload = try GDataResumableUpload(
///     request: request, dialect: .gdata, source: .file(movieURL), mimeType: "video/mp4",
///     transport: fetcher, options: .init(chunkSize: 4 << 20))
/// let response = try await upload.start()    // the final entry XML is in response.body
/// ```
///
/// ``pause(abortingChunkInFlight:)``, ``resume()`` and ``cancel()`` are synchronous and may be called from any thread, including the
/// progress and event handlers. The session URL (``sessionURL``) is known as soon as the server hands it out; save
/// it to continue in another process with ``init(resuming:dialect:source:mimeType:transport:options:)``.
public final class GDataResumableUpload: @unchecked Sendable {
    // @unchecked: the mutable state is in the `state` mutex; the stored closures and handles are set once in init.

    /// The wire protocol.
    public enum Dialect: String, Sendable, Hashable, CaseIterable {
        /// The GData resumable protocol (2010–2016): `X-Upload-Content-Type/Length`, `Location`, chunks
        /// `PUT` with `Content-Range` and **no** `Authorization`, `308` + `Range`, `bytes */N` status queries.
        case gdata
        /// Google's current `uploadType=resumable` endpoints: the same shape as ``gdata``, but chunks carry
        /// `Authorization` and every chunk but the last is a multiple of 256 KiB.
        case resumable
        /// The `X-Goog-Upload-*` protocol: commands `start`, `upload`, `upload, finalize`, `query`, `cancel`,
        /// `X-Goog-Upload-URL`, `X-Goog-Upload-Status`, `X-Goog-Upload-Size-Received`, chunk granularity.
        case goog
    }

    /// Where the bytes come from.
    public enum Source: Sendable, Hashable {
        /// Bytes in memory.
        case data(Data)
        /// A file, streamed from disk one chunk region at a time (never read whole).
        case file(URL)
    }

    /// Upload progress in bytes of the media (the metadata body of the initial request is not counted).
    public struct Progress: Sendable, Hashable {
        /// Bytes the server has acknowledged.
        public var acknowledgedBytes: Int64
        /// Bytes of the chunk in flight sent so far.
        public var inFlightBytes: Int64
        /// The media length.
        public var totalBytes: Int64

        /// Creates a progress value.
        public init(acknowledgedBytes: Int64, inFlightBytes: Int64, totalBytes: Int64) {
            self.acknowledgedBytes = acknowledgedBytes
            self.inFlightBytes = inFlightBytes
            self.totalBytes = totalBytes
        }

        /// Acknowledged plus in-flight bytes.
        public var completedBytes: Int64 { acknowledgedBytes + inFlightBytes }
        /// `completedBytes / totalBytes` (1 for an empty upload).
        public var fractionCompleted: Double {
            totalBytes == 0 ? 1 : Double(completedBytes) / Double(totalBytes)
        }
    }

    /// Something that happened during the upload, reported to ``Options/eventHandler``.
    public enum Event: Sendable {
        /// The session URL became known (or changed).
        case sessionURL(URL)
        /// The server acknowledged bytes `0..<offset`.
        case acknowledged(offset: Int64)
        /// A failure will be retried after `delay` seconds (then the server is asked for its offset).
        case retrying(attempt: Int, delay: TimeInterval, error: GDataHTTPError)
        /// The upload is paused (after ``GDataResumableUpload/pause(abortingChunkInFlight:)``).
        case paused
        /// The upload resumed after a pause.
        case resumed
        /// The upload finished with this HTTP status.
        case completed(status: Int)
        /// The upload was cancelled.
        case cancelled
    }

    /// The underlying error of the ``GDataHTTPError/Code/uploadFailed`` thrown when the server reports the upload
    /// finished without every byte: it answered a chunk or a status query as complete before the client had put the
    /// last byte on the wire (and the answer does not say it stores them all), or its answer names a stored size
    /// other than the media's length. Such a server has lost data; the upload is never reported as a success.
    public struct PrematureCompletion: Error, Sendable, Hashable, CustomStringConvertible {
        /// The media length.
        public var totalBytes: Int64
        /// How far this upload had put the media on the wire (the server's last acknowledged offset, or the end of
        /// the bytes sent after it).
        public var bytesSent: Int64
        /// How many bytes the server says it stored, when its answer says.
        public var bytesStored: Int64?

        /// Creates the error value.
        public init(totalBytes: Int64, bytesSent: Int64, bytesStored: Int64?) {
            self.totalBytes = totalBytes
            self.bytesSent = bytesSent
            self.bytesStored = bytesStored
        }

        /// Names both counts.
        public var description: String {
            if let bytesStored {
                return "the server finished the upload holding \(bytesStored) of \(totalBytes) bytes "
                    + "(\(bytesSent) had been sent): it lost data"
            }
            return "the server reported the upload finished when \(bytesSent) of \(totalBytes) bytes had been sent: "
                + "it lost data"
        }
    }

    /// Where the upload is.
    public enum Phase: Sendable, Hashable {
        /// Not started.
        case idle
        /// Sending.
        case running
        /// Paused, waiting for ``GDataResumableUpload/resume()``.
        case paused
        /// Finished successfully.
        case completed
        /// Failed (the session URL may still allow a later resume).
        case failed
        /// Cancelled.
        case cancelled
    }

    /// Engine options.
    public struct Options: Sendable {
        /// The chunk size in bytes; at least 50,000. ``Dialect/resumable`` rounds it down to a multiple of
        /// 256 KiB (at least 256 KiB); ``Dialect/goog`` to the server's `X-Goog-Upload-Chunk-Granularity`.
        public var chunkSize: Int64
        /// How failures are retried (``GDataHTTPRetryPolicy/upload`` by default: the statuses and transport
        /// failures it names, up to ten retries in a row without new bytes acknowledged, waits capped at 600 s,
        /// `Retry-After` honoured). After a failed chunk the engine waits, asks the server for its offset and
        /// continues from there. Its `shouldRetry` predicate is not consulted: chunk recovery never re-sends
        /// acknowledged bytes.
        public var retryPolicy: GDataHTTPRetryPolicy
        /// Adds credentials to the initial request (and, for ``Dialect/resumable``, to chunks and queries). A `401`
        /// to a request it authorized refreshes it (``GDataAuthorizer/refresh(rejecting:)``, when it
        /// ``GDataAuthorizer/canRefresh``) and sends that request again once, so an upload outlives its token.
        public var authorizer: (any GDataAuthorizer)?
        /// A timeout for each request (seconds); `nil` uses the transport's default.
        public var requestTimeout: TimeInterval?
        /// Called as bytes are sent and acknowledged, from the transport's thread: keep it short.
        public var progressHandler: (@Sendable (Progress) -> Void)?
        /// Called for each ``Event``, from the engine's task: keep it short.
        public var eventHandler: (@Sendable (Event) -> Void)?
        /// Reads how many bytes the server stored from its final answer (for example the `size` of a Cloud Storage
        /// object), or `nil` when the answer does not say. A count other than ``GDataResumableUpload/totalBytes``
        /// fails the upload (``PrematureCompletion``). The `goog` dialect's `X-Goog-Upload-Size-Received` on a final
        /// answer is read without it.
        public var storedSize: (@Sendable (GDataHTTPResponse) -> Int64?)?

        /// The smallest chunk size accepted.
        public static let minimumChunkSize: Int64 = 50_000
        /// The default chunk size (8 MiB).
        public static let defaultChunkSize: Int64 = 8 << 20

        /// Creates options.
        public init(
            chunkSize: Int64 = defaultChunkSize,
            retryPolicy: GDataHTTPRetryPolicy = .upload,
            authorizer: (any GDataAuthorizer)? = nil,
            requestTimeout: TimeInterval? = nil,
            progressHandler: (@Sendable (Progress) -> Void)? = nil,
            eventHandler: (@Sendable (Event) -> Void)? = nil
        ) {
            self.chunkSize = chunkSize
            self.retryPolicy = retryPolicy
            self.authorizer = authorizer
            self.requestTimeout = requestTimeout
            self.progressHandler = progressHandler
            self.eventHandler = eventHandler
        }
    }

    /// The wire protocol.
    public let dialect: Dialect
    /// Where the bytes come from.
    public let source: Source
    /// The media's content type.
    public let mimeType: String
    /// The media length in bytes.
    public let totalBytes: Int64
    /// The options.
    public let options: Options

    let transport: any GDataHTTPTransport
    let initialRequest: GDataHTTPRequest?
    /// Waits between retries: the policy's ``GDataHTTPRetryPolicy/sleeper`` or `Task.sleep`; tests replace it to
    /// record intervals without sleeping.
    let sleeper: @Sendable (TimeInterval) async throws -> Void

    let state: Mutex<MutableState>

    struct MutableState {
        var phase: Phase = .idle
        var sessionURL: URL?
        var granularity: Int64?
        var acknowledged: Int64 = 0
        var inFlight: Int64 = 0
        /// How far the media is known to be on the wire: the last acknowledged offset, or the end of the bytes sent
        /// after it (a chunk's sent bytes as the transport reports them). What a server that says "finished" must
        /// have been sent.
        var sentThrough: Int64 = 0
        var pauseRequested = false
        var pauseAborts = true
        /// The request in flight was aborted by a pause (not a failure).
        var abortedForPause = false
        var cancelRequested = false
        var parked: CheckedContinuation<Void, any Error>?
        var current: InFlight?
    }

    struct InFlight {
        let cancel: @Sendable () -> Void
        let abortableByPause: Bool
    }

    /// Creates an upload that starts a new session with `request`.
    ///
    /// - Parameters:
    ///   - request: The initial request: its URL (the `resumable-create-media` link or `...?uploadType=resumable`),
    ///     method (`POST` for inserts, `PUT` for updates; `GET` becomes `POST`), headers (e.g. `GData-Version`,
    ///     `Slug`, the metadata's `Content-Type`) and an optional metadata body.
    ///   - dialect: The wire protocol.
    ///   - source: The media.
    ///   - mimeType: The media's content type.
    ///   - transport: Sends the requests (a `GDataHTTPFetcher`, or a stub in tests).
    ///   - options: Chunk size, retry, authorizer, handlers.
    /// - Throws: ``GDataHTTPError`` `.fileIO` when the file cannot be stat'ed, `.uploadFailed` for a MIME type
    ///   containing a line break.
    public convenience init(
        request: GDataHTTPRequest,
        dialect: Dialect,
        source: Source,
        mimeType: String,
        transport: any GDataHTTPTransport,
        options: Options = Options()
    ) throws {
        try self.init(
            request: request,
            sessionURL: nil,
            dialect: dialect,
            source: source,
            mimeType: mimeType,
            transport: transport,
            options: options,
            sleeper: nil
        )
    }

    /// Creates an upload that continues an existing session: ``start()`` first asks the server for its offset.
    ///
    /// This engine has sent none of the bytes the session holds, so a status query answered "finished" is trusted
    /// only when the answer says the server stores all ``totalBytes`` (``Options/storedSize``, or the `goog`
    /// dialect's `X-Goog-Upload-Size-Received`); otherwise ``start()`` fails with a ``PrematureCompletion``.
    ///
    /// - Parameters:
    ///   - sessionURL: The session URL saved from an earlier upload (``sessionURL``).
    ///   - dialect: The wire protocol the session was started with.
    ///   - source: The same media as before.
    ///   - mimeType: The media's content type.
    ///   - transport: Sends the requests.
    ///   - options: Chunk size, retry, authorizer, handlers.
    /// - Throws: ``GDataHTTPError`` `.fileIO` when the file cannot be stat'ed.
    public convenience init(
        resuming sessionURL: URL,
        dialect: Dialect,
        source: Source,
        mimeType: String,
        transport: any GDataHTTPTransport,
        options: Options = Options()
    ) throws {
        try self.init(
            request: nil,
            sessionURL: sessionURL,
            dialect: dialect,
            source: source,
            mimeType: mimeType,
            transport: transport,
            options: options,
            sleeper: nil
        )
    }

    /// The designated initializer (tests pass a recording `sleeper`).
    init(
        request: GDataHTTPRequest?,
        sessionURL: URL?,
        dialect: Dialect,
        source: Source,
        mimeType: String,
        transport: any GDataHTTPTransport,
        options: Options,
        sleeper: (@Sendable (TimeInterval) async throws -> Void)?
    ) throws {
        try GDataMultipartBody.checkHeaderValue(mimeType, name: "MIME type")
        self.dialect = dialect
        self.source = source
        self.mimeType = mimeType
        self.transport = transport
        self.options = options
        self.initialRequest = request
        let policy = options.retryPolicy
        self.sleeper = sleeper ?? { seconds in try await policy.sleep(seconds) }
        switch source {
        case .data(let data):
            totalBytes = Int64(data.count)
        case .file(let url):
            guard let length = GDataHTTPBody.file(url).contentLength() else {
                throw GDataHTTPError(code: .fileIO, message: "cannot read the size of \(url.path)", url: url)
            }
            totalBytes = length
        }
        var initial = MutableState()
        initial.sessionURL = sessionURL
        state = Mutex(initial)
    }

    // MARK: - Public state

    /// The session URL, as soon as the server has handed it out (save it to resume later).
    public var sessionURL: URL? { withLock { $0.sessionURL } }

    /// The current progress.
    public var progress: Progress {
        withLock { Progress(acknowledgedBytes: $0.acknowledged, inFlightBytes: $0.inFlight, totalBytes: totalBytes) }
    }

    /// Where the upload is.
    public var phase: Phase { withLock { $0.phase } }

    /// Whether a pause has been requested and not yet resumed.
    public var isPaused: Bool { withLock { $0.pauseRequested } }

    // MARK: - Control

    /// Runs the upload to the end and returns the server's final response (the created or updated resource).
    ///
    /// While paused, `start()` waits for ``resume()``. Cancelling the calling task cancels the upload.
    ///
    /// - Throws: ``GDataHTTPError``: `.uploadFailed` (with `status`, `headers`, `body` and the session URL in
    ///   `url`) when the server refuses the upload, or reports it finished without every byte (the `underlying`
    ///   error is a ``PrematureCompletion`` naming the counts); `.network`/`.timedOut` when retries are exhausted;
    ///   `.cancelled` after ``cancel()``; `.invalidResponse` for a malformed `Range` or offset.
    public func start() async throws -> GDataHTTPResponse {
        let mayStart: Bool = withLock { state in
            guard state.phase == .idle else { return false }
            state.phase = .running
            return true
        }
        guard mayStart else {
            throw GDataHTTPError(code: .uploadFailed, message: "the upload was already started", url: sessionURL)
        }
        do {
            let response = try await withTaskCancellationHandler {
                try await run()
            } onCancel: {
                self.cancel()
            }
            withLock { $0.phase = .completed }
            emit(.completed(status: response.status))
            return response
        } catch {
            let cancelled = withLock { state -> Bool in
                state.phase = state.cancelRequested ? .cancelled : .failed
                state.inFlight = 0
                return state.cancelRequested
            }
            if cancelled {
                await sendCancelRequest()
                emit(.cancelled)
                throw GDataHTTPError(code: .cancelled, message: "the upload was cancelled", url: sessionURL)
            }
            throw error
        }
    }

    /// Pauses the upload. By default the chunk in flight is aborted (the server is asked for its offset on
    /// ``resume()``); with `abortingChunkInFlight: false` the chunk finishes first (and ``resume()`` continues from
    /// its acknowledged offset without asking). The initial request is never aborted by a pause.
    public func pause(abortingChunkInFlight: Bool = true) {
        let abort: InFlight? = withLock { state in
            guard !state.pauseRequested, state.phase == .idle || state.phase == .running else { return nil }
            state.pauseRequested = true
            state.pauseAborts = abortingChunkInFlight
            guard abortingChunkInFlight, let current = state.current, current.abortableByPause else { return nil }
            state.abortedForPause = true
            return current
        }
        abort?.cancel()
    }

    /// Resumes a paused upload. After a pause between chunks the upload continues from the offset the server
    /// acknowledged last; after a pause that aborted a chunk (or a request) the server is asked for its offset first.
    public func resume() {
        let parked: CheckedContinuation<Void, any Error>? = withLock { state in
            guard state.pauseRequested else { return nil }
            state.pauseRequested = false
            let parked = state.parked
            state.parked = nil
            if parked != nil { state.phase = .running }
            return parked
        }
        parked?.resume()
    }

    /// Cancels the upload: aborts the request in flight and, for ``Dialect/goog``, tells the server
    /// (`X-Goog-Upload-Command: cancel`). ``start()`` then throws ``GDataHTTPError/Code/cancelled``.
    public func cancel() {
        let (parked, current): (CheckedContinuation<Void, any Error>?, InFlight?) = withLock { state in
            guard !state.cancelRequested else { return (nil, nil) }
            switch state.phase {
            case .completed, .failed, .cancelled: return (nil, nil)
            case .idle, .running, .paused: break
            }
            state.cancelRequested = true
            let parked = state.parked
            state.parked = nil
            return (parked, state.current)
        }
        current?.cancel()
        parked?.resume(throwing: CancellationError())
    }

    // MARK: - Helpers

    func withLock<T>(_ body: (inout MutableState) throws -> T) rethrows -> T {
        try state.withLock { value in try body(&value) }
    }

    func emit(_ event: Event) { options.eventHandler?(event) }

    func reportProgress() { options.progressHandler?(progress) }
}

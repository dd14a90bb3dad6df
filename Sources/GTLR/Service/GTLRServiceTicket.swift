public import Foundation
public import GDataHTTP
import Synchronization

/// One execution of a query, as `GTLRServiceTicket`: its progress, what was fetched, and a way to cancel it.
///
/// ``GTLRService/startQuery(_:)`` returns a ticket at once; `try await ticket.value` waits for the result.
/// ``cancel()`` stops the transfer; the awaiting code then gets ``GTLRServiceError/Code/cancelled`` (cancellation
/// always completes the execution exactly once).
public final class GTLRServiceTicket: @unchecked Sendable {
    // @unchecked: mutable members are behind `state`; `task` is set once, right after init.
    struct State {
        var statusCode: Int?
        var pagesFetched = 0
        var reachedPageLimit = false
        var fetchedObject: GTLRObject?
        var fetchError: (any Error & Sendable)?
        var request: GDataHTTPRequest?
        var uploadProgress: (sent: Int64, total: Int64)?
        var properties: [String: any Sendable]
        var cancelled = false
        var finished = false
        var task: Task<GTLRObject?, any Error>?
        /// The engine of a chunked upload, once created.
        var upload: GDataResumableUpload?
        /// A pause asked for before the upload engine existed.
        var uploadPauseRequested = false
        var uploadLocationURL: URL?
    }

    /// The service that runs the query.
    public let service: GTLRService
    /// The query being executed (a copy of the one given).
    public let query: GTLRQuery
    /// When the ticket was created.
    public let creationDate = Date()
    let state: Mutex<State>

    init(service: GTLRService, query: GTLRQuery, properties: [String: any Sendable]) {
        self.service = service
        self.query = query
        self.state = Mutex(State(properties: properties))
    }

    /// The HTTP status of the last response.
    public var statusCode: Int? { state.withLock { $0.statusCode } }
    /// How many pages were fetched (1 without paging).
    public var pagesFetchedCounter: Int { state.withLock { $0.pagesFetched } }
    /// Whether paging stopped at ``GTLRService/maxNextPagesFetched`` with pages remaining.
    public var reachedPageLimit: Bool { state.withLock { $0.reachedPageLimit } }
    /// The result, once fetched.
    public var fetchedObject: GTLRObject? { state.withLock { $0.fetchedObject } }
    /// The error, once failed.
    public var fetchError: (any Error & Sendable)? { state.withLock { $0.fetchError } }
    /// The last request sent, as sent: its URL, method, body and headers, the `User-Agent` and the authorizer's
    /// `Authorization` included (with a test block, the request that would have been sent, unauthorized).
    ///
    /// For a chunked upload it is the request that opened the session; in a batch, the batch's request. The value
    /// holds the credentials (do not log its headers one by one); its `description`, `debugDescription` and
    /// `dump` mask them (`Bearer _snip_`). Headers libcurl adds itself (`Host`, `Content-Length`,
    /// `Accept-Encoding`) are not in it.
    public var request: GDataHTTPRequest? { state.withLock { $0.request } }
    /// Upload progress: bytes acknowledged and total.
    public var uploadProgress: (sent: Int64, total: Int64)? { state.withLock { $0.uploadProgress } }
    /// The session URL of a chunked upload (`resumable` or `goog`), as soon as the server handed it out, as the
    /// original's `uploadLocationURL`. After a failed or cancelled upload, set it as the
    /// ``GTLRUploadParameters/uploadLocationURL`` of a new query with the same media to continue where the server
    /// stopped. `nil` for single-request uploads, and after cancelling a `goog` upload (the cancel is sent to the
    /// server, as the original did, which ends the session).
    public var uploadLocationURL: URL? { state.withLock { $0.uploadLocationURL } }

    /// Pauses a chunked upload (`resumable` or `goog`), as the original's `pauseUpload`: the chunk in flight is
    /// stopped and nothing more is sent until ``resumeUpload()``. It may be called from the upload progress block;
    /// before the session exists, the session is opened and no chunk is sent. Single-request uploads and other
    /// queries ignore it.
    public func pauseUpload() {
        guard isChunkedUpload else { return }
        let upload = state.withLock { state -> GDataResumableUpload? in
            if state.upload == nil { state.uploadPauseRequested = true }
            return state.upload
        }
        upload?.pause()
    }

    /// Resumes a paused upload: the server is asked how many bytes it holds and the upload continues from there.
    public func resumeUpload() {
        let upload = state.withLock { state -> GDataResumableUpload? in
            state.uploadPauseRequested = false
            return state.upload
        }
        upload?.resume()
    }

    /// Whether the upload is paused (the original's `uploadPaused`).
    public var isUploadPaused: Bool {
        let (upload, requested) = state.withLock { ($0.upload, $0.uploadPauseRequested) }
        return upload?.isPaused ?? requested
    }

    var isChunkedUpload: Bool {
        guard let parameters = query.uploadParameters else { return false }
        let uploadProtocol = parameters.effectiveProtocol(hasBody: query.bodyObject != nil)
        return uploadProtocol == .resumable || uploadProtocol == .goog
    }

    /// Hands the ticket the engine of its chunked upload (a pause asked for earlier takes effect on it).
    func attach(_ upload: GDataResumableUpload) {
        state.withLock { state in
            state.upload = upload
            if let location = upload.sessionURL { state.uploadLocationURL = location }
            if state.uploadPauseRequested {
                state.uploadPauseRequested = false
                upload.pause()
            }
        }
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }
    /// Whether the execution has ended.
    public var hasCalledCallback: Bool { state.withLock { $0.finished } }

    /// The ticket's properties: the service's ``GTLRService/serviceProperties`` and the query's.
    public var properties: [String: any Sendable] {
        get { state.withLock { $0.properties } }
        set { state.withLock { $0.properties = newValue } }
    }

    /// Waits for the result (`nil` for an empty body, e.g. a delete).
    ///
    /// - Throws: ``GTLRServiceError``.
    public var value: GTLRObject? {
        get async throws {
            guard let task = state.withLock({ $0.task }) else { return nil }
            return try await task.value
        }
    }

    /// Stops the execution: the transfer is cancelled and the awaiting code gets `.cancelled` (a cancel that arrives
    /// after the execution ended changes nothing). A chunked upload stops at once, also one run by
    /// ``GTLRService/executeQuery(_:)`` and cancelled from its progress block; its ``uploadLocationURL`` stays
    /// (except for `goog`).
    public func cancel() {
        let (task, upload) = state.withLock { state -> (Task<GTLRObject?, any Error>?, GDataResumableUpload?) in
            guard !state.finished else { return (nil, nil) }
            state.cancelled = true
            return (state.task, state.upload)
        }
        upload?.cancel()
        task?.cancel()
    }

    /// The original's name for ``cancel()``.
    public func cancelTicket() { cancel() }

    func update(_ body: (inout State) -> Void) { state.withLock { body(&$0) } }

    /// Records the request as it goes out (authorized).
    func recordRequest(_ request: GDataHTTPRequest) { state.withLock { $0.request = request } }

    func start(_ operation: @escaping @Sendable () async throws -> GTLRObject?) {
        let task = Task {
            let outcome: Result<GTLRObject?, GTLRServiceError>
            do {
                outcome = .success(try await operation())
            } catch {
                outcome = .failure(GTLRService.mapError(error))
            }
            return try self.finish(outcome).get()
        }
        state.withLock { $0.task = task }
    }

    /// Records how the execution ended, calls the query's ``GTLRQuery/completionBlock`` and returns the outcome; a
    /// cancel that arrived before the end wins, even if the transfer completed meanwhile.
    func finish(_ outcome: Result<GTLRObject?, GTLRServiceError>) -> Result<GTLRObject?, GTLRServiceError> {
        let final = state.withLock { state in
            var final = outcome
            if state.cancelled {
                final = .failure(GTLRServiceError(code: .cancelled, message: "the query was cancelled"))
            }
            switch final {
            case .success(let object): state.fetchedObject = object
            case .failure(let error): state.fetchError = error
            }
            state.finished = true
            return final
        }
        if let completionBlock = query.completionBlock {
            switch final {
            case .success(let object): completionBlock(self, object, nil)
            case .failure(let error): completionBlock(self, nil, error)
            }
        }
        return final
    }

    @TaskLocal static var current: GTLRServiceTicket?
}

public import GDataHTTP
import Synchronization

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// One execution of a query, as `GTLRServiceTicket`: its progress, what was fetched, and a way to cancel it.
///
/// ``GTLRService/startQuery(_:)`` (and the original's ``GTLRService/executeQuery(_:completionHandler:)``) return a
/// ticket at once; `try await ticket.value` waits for the result, as `GDataServiceTicket`'s does: the two tickets share
/// their words (`GDataTicket`: ``value``, ``events``, ``isFinished``, ``cancel()``). ``cancel()`` stops the transfer;
/// the awaiting code then gets ``GTLRServiceError/Code/cancelled`` (cancellation always completes the execution
/// exactly once).
///
/// The ticket is `Sendable`; the query and the object it holds are not, so it keeps copies of its own behind its
/// lock and hands out copies (``query``, ``fetchedObject``, ``value``): the execution's objects never meet the
/// ticket's readers.
public final class GTLRServiceTicket: GDataTicket {
    /// What a ticket reports while it runs (shared with `GDataServiceTicket`).
    public typealias Event = GDataTicketEvent

    /// The original's callback form (``GTLRService/executeQuery(_:completionHandler:)``, ``GTLRQuery/completionBlock``):
    /// the ticket and either the object or the error, typed as `GDataServiceTicket.CompletionHandler`'s is.
    public typealias CompletionHandler = @Sendable (GTLRServiceTicket, GTLRObject?, GTLRServiceError?) -> Void

    struct State {
        /// The ticket's copy of the query (never handed out: ``query`` returns copies of it).
        var query: GTLRQuery
        var statusCode: Int?
        var pagesFetched = 0
        var reachedPageLimit = false
        /// The ticket's copy of the result (never handed out: ``fetchedObject`` returns copies of it).
        var fetchedObject: GTLRObjectSnapshot?
        var fetchError: GTLRServiceError?
        var request: GDataHTTPRequest?
        var uploadProgress: (sent: Int64, total: Int64)?
        var properties: [String: any Sendable]
        var cancelled = false
        var finished = false
        var task: Task<Void, Never>?
        /// The handler of ``GTLRService/executeQuery(_:completionHandler:)``: called when the execution ends, then
        /// cleared.
        var completionHandler: CompletionHandler?
        /// The engine of a chunked upload, once created.
        var upload: GDataResumableUpload?
        /// A pause asked for before the upload engine existed.
        var uploadPauseRequested = false
        var uploadLocationURL: URL?
    }

    /// The service that runs the query.
    public let service: GTLRService
    /// When the ticket was created.
    public let creationDate = Date()
    /// The query's ID (``GTLRQuery/requestID``).
    public let requestID: String
    /// The query's ``GTLRQuery/completionBlock``.
    let completionBlock: GTLRServiceTicket.CompletionHandler?
    /// Whether the query is a `resumable` or `goog` upload.
    let isChunkedUpload: Bool
    /// Everything mutable; the query and the object in it are the ticket's own copies.
    let state: Mutex<State>
    private let eventStream = GDataTicketEventStream()

    /// Events in the order they happened: each request, retry delay, page, parse and upload progress; the stream
    /// finishes with `GDataTicketEvent.finished`. Buffers the newest 256 when nobody reads it.
    public var events: AsyncStream<Event> { eventStream.events }

    /// A ticket holding `query` (a copy nobody else holds).
    init(service: GTLRService, query: sending GTLRQuery, properties: [String: any Sendable]) {
        self.service = service
        requestID = query.requestID
        completionBlock = query.completionBlock
        if let parameters = query.uploadParameters {
            let uploadProtocol = parameters.effectiveProtocol(hasBody: query.bodyObject != nil)
            isChunkedUpload = uploadProtocol == .resumable || uploadProtocol == .goog
        } else {
            isChunkedUpload = false
        }
        self.state = Mutex(State(query: query, properties: properties))
    }

    /// The query being executed: a new copy of the one given on each read.
    public var query: GTLRQuery { state.withLock { $0.query.copy() } }

    /// The HTTP status of the last response.
    public var statusCode: Int? { state.withLock { $0.statusCode } }
    /// How many pages were fetched (1 without paging).
    public var pagesFetched: Int { state.withLock { $0.pagesFetched } }
    /// The original's name for ``pagesFetched``.
    public var pagesFetchedCounter: Int { pagesFetched }
    /// Whether paging stopped at ``GTLRService/maxNextPagesFetched`` with pages remaining.
    public var reachedPageLimit: Bool { state.withLock { $0.reachedPageLimit } }
    /// The result, once fetched: a new copy on each read.
    public var fetchedObject: GTLRObject? { state.withLock { $0.fetchedObject }?.copy() }
    /// The error, once failed or cancelled.
    public var fetchError: GTLRServiceError? { state.withLock { $0.fetchError } }
    /// The object sent (the query's ``GTLRQuery/bodyObject``): a new copy on each read.
    public var postedObject: GTLRObject? { state.withLock { $0.query.bodyObject?.copy() } }
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
    /// Whether the execution has ended (the original's `hasCalledCallback`).
    public var isFinished: Bool { state.withLock { $0.finished } }

    /// The ticket's properties: the service's ``GTLRService/serviceProperties`` and the query's.
    public var properties: [String: any Sendable] {
        get { state.withLock { $0.properties } }
        set { state.withLock { $0.properties = newValue } }
    }

    /// Waits for the result (`nil` for an empty body, e.g. a delete): a new copy of it for each caller, in the
    /// caller's isolation (an actor's code can await it). Cancelling the awaiting task cancels the ticket.
    ///
    /// - Throws: ``GTLRServiceError``; ``GTLRServiceError/Code/cancelled`` after ``cancel()``.
    public nonisolated(nonsending) var value: GTLRObject? {
        get async throws(GTLRServiceError) {
            guard let task = state.withLock({ $0.task }) else { return nil }
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                self.cancel()
            }
            let (object, error) = state.withLock { ($0.fetchedObject, $0.fetchError) }
            if let error { throw error }
            return object?.copy()
        }
    }

    /// Waits for the result as an object of class `objectClass`, as ``value``.
    ///
    /// - Throws: ``GTLRServiceError``; `.unexpectedResponse` when the body is empty or another class.
    public nonisolated(nonsending) func value<T: GTLRObject>(as objectClass: T.Type) async throws(GTLRServiceError)
        -> sending T
    {
        let name = state.withLock { $0.query.loggingName }
        return try GTLRService.typed(try await value, as: objectClass, queryName: name)
    }

    /// Stops the execution: the transfer is cancelled and the awaiting code gets `.cancelled` (a cancel that arrives
    /// after the execution ended changes nothing). A chunked upload stops at once, also one run by
    /// ``GTLRService/executeQuery(_:)`` and cancelled from its progress block; its ``uploadLocationURL`` stays
    /// (except for `goog`).
    public func cancel() {
        let (task, upload) = state.withLock { state -> (Task<Void, Never>?, GDataResumableUpload?) in
            guard !state.finished else { return (nil, nil) }
            state.cancelled = true
            return (state.task, state.upload)
        }
        upload?.cancel()
        task?.cancel()
    }

    func update(_ body: (inout State) -> Void) { state.withLock { body(&$0) } }

    /// Records the request as it goes out (authorized) and reports it.
    func recordRequest(_ request: GDataHTTPRequest) {
        state.withLock { $0.request = request }
        emit(.requestStarted(method: request.method, url: request.url))
    }

    /// Reports `event` to readers of ``events``.
    func emit(_ event: Event) { eventStream.emit(event) }

    /// Records upload progress and reports it.
    func recordUploadProgress(sent: Int64, total: Int64) {
        state.withLock { $0.uploadProgress = (sent, total) }
        emit(.uploadProgress(sent: sent, total: total))
    }

    /// Runs `operation` in a new task; its outcome is recorded by ``finish(_:)`` and read through ``value``.
    func start(_ operation: sending @escaping () async throws -> sending GTLRObject?) {
        let task = Task {
            let outcome: Result<GTLRObject?, GTLRServiceError>
            do {
                outcome = .success(try await operation())
            } catch {
                outcome = .failure(GTLRService.mapError(error))
            }
            self.finish(outcome)
        }
        state.withLock { $0.task = task }
    }

    /// Records how the execution ended (a copy of the object: the ticket never holds the caller's) and calls the
    /// query's ``GTLRQuery/completionBlock``. Returns the cancellation error when a cancel arrived before the end: it
    /// wins, even if the transfer completed meanwhile.
    @discardableResult
    func finish(_ outcome: Result<GTLRObject?, GTLRServiceError>) -> GTLRServiceError? {
        let kept = GTLRObjectSnapshot(Self.copyOfObject(in: outcome))
        let failure: GTLRServiceError? = if case .failure(let error) = outcome { error } else { nil }
        let (cancelled, handler) = state.withLock { state -> (GTLRServiceError?, CompletionHandler?) in
            state.finished = true
            defer { state.completionHandler = nil }
            if state.cancelled {
                let error = GTLRServiceError(code: .cancelled, message: "the query was cancelled")
                state.fetchError = error
                return (error, state.completionHandler)
            }
            if let failure {
                state.fetchError = failure
            } else {
                state.fetchedObject = kept
            }
            return (nil, state.completionHandler)
        }
        eventStream.finish()
        if let completionBlock {
            switch outcome {
            case _ where cancelled != nil: completionBlock(self, nil, cancelled)
            case .success(let object): completionBlock(self, object, nil)
            case .failure(let error): completionBlock(self, nil, error)
            }
        }
        if let handler { complete(handler) }
        return cancelled
    }

    /// Sets the handler called when the execution ends, after the query's ``GTLRQuery/completionBlock`` (at once, on
    /// a new task, when it has already ended), as `GDataServiceTicket` does.
    func completing(with handler: @escaping CompletionHandler) -> GTLRServiceTicket {
        let finished = state.withLock { state -> Bool in
            if state.finished { return true }
            state.completionHandler = handler
            return false
        }
        if finished { Task { self.complete(handler) } }
        return self
    }

    /// Calls `handler` with the outcome: a copy of the ticket's object, or its error.
    private func complete(_ handler: CompletionHandler) {
        let (object, error) = state.withLock { ($0.fetchedObject, $0.fetchError) }
        if let error {
            handler(self, nil, error)
        } else {
            handler(self, object?.copy(), nil)
        }
    }

    /// A copy of the object of a successful outcome.
    static func copyOfObject(in outcome: Result<GTLRObject?, GTLRServiceError>) -> sending GTLRObject? {
        guard case .success(let object?) = outcome else { return nil }
        return object.copy()
    }

    @TaskLocal static var current: GTLRServiceTicket?
}

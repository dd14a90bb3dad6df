public import GData
public import GDataHTTP
import Synchronization

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// One service operation in progress: a fetch with its next-link follows, an insert, update, delete, batch or upload,
/// including any sign-in it waits for (the original's `GDataServiceTicket`).
///
/// The `start…` methods of ``GDataService`` return a ticket at once; ``result()`` (or the typed ``feed()``,
/// ``entry()``) waits for the outcome. ``cancel()`` stops the whole sequence (page follows, upload chunks, a pending
/// sign-in) and no result is delivered after it. ``events`` reports progress for applications that show it.
///
/// The fetched object is handed to whoever awaits the ticket; the ticket keeps a reference but never touches it
/// again after delivering it, so treat it as owned by one task at a time.
public final class GDataServiceTicket: Sendable, CustomStringConvertible {
    /// What a ticket reports while it runs.
    public enum Event: Sendable {
        /// An HTTP request was started.
        case requestStarted(method: String, url: URL)
        /// The ticket waits for a ClientLogin sign-in (shared with other tickets).
        case signInStarted
        /// A transient failure will be retried after this many seconds.
        case retryDelayStarted(TimeInterval)
        /// A page of a feed was fetched (1 for the first page).
        case pageFetched(index: Int, url: URL)
        /// Parsing of a response started.
        case parsingStarted
        /// Parsing of a response stopped.
        case parsingStopped
        /// Upload progress: bytes sent of the total, the entry XML included (the whole multipart body for a
        /// single-request upload; the entry XML plus the media bytes acknowledged or in flight for a resumable one).
        case uploadProgress(sent: Int64, total: Int64)
        /// The ticket finished (successfully, with an error, or cancelled). The stream ends after this.
        case finished
    }

    /// Whether the cap on next links stopped paging (see ``GDataService/Configuration/maxNextLinksFollowed``).
    public struct PagingTruncation: Sendable, Hashable {
        /// The next link that was not followed.
        public var unfollowedNextURL: URL
        /// The pages fetched, the first included.
        public var pagesFetched: Int
    }

    /// Holds an object of the (non-`Sendable`) element tree in the ticket's state. The ticket only stores and hands
    /// out the reference; the object is used by one task at a time (the operation, then whoever awaits the ticket).
    /// @unchecked: a box is stored only in the ticket's `state` Mutex, so the ticket's own accesses are locked; the
    /// object inside is handed over (operation, then the awaiting caller), not guarded by that lock once delivered.
    struct ObjectBox<Object>: @unchecked Sendable {
        var object: Object
        init(_ object: Object) { self.object = object }
    }

    struct State: Sendable {
        var isCancelled = false
        var isFinished = false
        var result: ObjectBox<Result<GDataObject?, GDataServiceError>>?
        var task: Task<Void, Never>?
        var statusCode: Int?
        var currentRequest: GDataHTTPRequest?
        var nextLinksFollowed = 0
        var accumulatedFeed: ObjectBox<GDataFeedBase>?
        var postedObject: ObjectBox<GDataObject?>
        var pagingTruncation: PagingTruncation?
        var uploadProgress: (sent: Int64, total: Int64)?
        var upload: GDataResumableUpload?
        var userData: (any Sendable)?
        var properties: [String: any Sendable] = [:]
        var responseHeaders: GDataHTTPHeaders?
    }

    private let state: Mutex<State>
    private let eventContinuation: AsyncStream<Event>.Continuation

    /// Events in the order they happened; the stream finishes with ``Event/finished``. Buffers the newest 256 when
    /// nobody reads it.
    public let events: AsyncStream<Event>

    /// The service that made the ticket.
    public let service: GDataService

    init(service: GDataService, postedObject: GDataObject?) {
        self.service = service
        (events, eventContinuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(256))
        var initial = State(postedObject: ObjectBox(postedObject))
        initial.userData = service.configuration.serviceUserData
        initial.properties = service.configuration.serviceProperties
        state = Mutex(initial)
    }

    /// The ticket of the operation running in this task, if any (used to route fetcher callbacks to tickets).
    @TaskLocal static var current: GDataServiceTicket?

    /// Starts `body` in a task bound to this ticket.
    func start(_ body: @escaping @Sendable (GDataServiceTicket) async throws(GDataServiceError) -> GDataObject?) {
        let task = Task { [self] in
            let result = await Self.$current.withValue(self) { () async -> Result<GDataObject?, GDataServiceError> in
                do throws(GDataServiceError) {
                    return .success(try await body(self))
                } catch {
                    return .failure(error)
                }
            }
            finish(ObjectBox(result))
        }
        locked { $0.task = task }
    }

    private func finish(_ result: ObjectBox<Result<GDataObject?, GDataServiceError>>) {
        let first = locked { state -> Bool in
            guard !state.isFinished else { return false }
            state.isFinished = true
            if !state.isCancelled { state.result = result }
            return true
        }
        if first {
            eventContinuation.yield(.finished)
            eventContinuation.finish()
        }
    }

    // MARK: Control

    /// Stops the operation: the request in flight, any further page, upload chunk or sign-in. ``result()`` then
    /// throws ``GDataServiceError/Code/cancelled``; no result is delivered after this call.
    public func cancel() {
        let (task, upload) = locked { state -> (Task<Void, Never>?, GDataResumableUpload?) in
            if !state.isFinished {
                state.isCancelled = true
                state.result = ObjectBox(
                    .failure(GDataServiceError(code: .cancelled, message: "the ticket was cancelled"))
                )
            }
            return (state.task, state.upload)
        }
        upload?.cancel()
        task?.cancel()
    }

    /// Whether ``cancel()`` was called before the ticket finished.
    public var isCancelled: Bool { locked { $0.isCancelled } }

    /// Whether the ticket has finished (including by cancellation once its task stopped).
    public var isFinished: Bool { locked { $0.isFinished } }

    /// Pauses a resumable upload (the chunk in flight is stopped; ``resumeUpload()`` asks the server where to go on).
    public func pauseUpload() { locked { $0.upload }?.pause() }

    /// Resumes a paused upload.
    public func resumeUpload() { locked { $0.upload }?.resume() }

    /// Whether a resumable upload is paused.
    public var isUploadPaused: Bool { locked { $0.upload }?.isPaused ?? false }

    // MARK: Results

    /// Waits for the outcome: the fetched object, or `nil` for a delete (or another operation with an empty reply).
    /// Cancelling the awaiting task cancels the ticket.
    public func result() async throws(GDataServiceError) -> GDataObject? {
        let task = locked { $0.task }
        if let task {
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                self.cancel()
            }
        }
        let result = locked { $0.result }?.object
        switch result {
        case .success(let object)?: return object
        case .failure(let error)?: throw error
        case nil: throw GDataServiceError(code: .cancelled, message: "the ticket was never started")
        }
    }

    /// Waits for a feed of class `feedClass` (a fetch, a batch).
    public func feed<Feed: GDataFeedBase>(as feedClass: Feed.Type) async throws(GDataServiceError) -> Feed {
        try Self.typed(try await result(), as: feedClass)
    }

    /// Waits for a feed.
    public func feed() async throws(GDataServiceError) -> GDataFeedBase { try await feed(as: GDataFeedBase.self) }

    /// Waits for an entry of class `entryClass` (a fetch, insert, update or upload).
    public func entry<Entry: GDataEntryBase>(as entryClass: Entry.Type) async throws(GDataServiceError) -> Entry {
        try Self.typed(try await result(), as: entryClass)
    }

    /// Waits for an entry.
    public func entry() async throws(GDataServiceError) -> GDataEntryBase { try await entry(as: GDataEntryBase.self) }

    static func typed<T: GDataObject>(_ object: GDataObject?, as type: T.Type, hint: String? = nil)
        throws(GDataServiceError) -> T
    {
        if let typed = object as? T { return typed }
        let found = object.map { "\(Swift.type(of: $0))" } ?? "no object"
        throw GDataServiceError(
            code: .couldNotConstructObject,
            message: "expected a \(type), got \(found)" + (hint.map { " (\($0))" } ?? "")
        )
    }

    // MARK: State

    /// The HTTP status of the latest response.
    public var statusCode: Int? { locked { $0.statusCode } }
    /// The headers of the latest response.
    public var responseHeaders: GDataHTTPHeaders? { locked { $0.responseHeaders } }
    /// The request in flight (or the latest one), as sent, authorization included. Do not log it.
    public var currentRequest: GDataHTTPRequest? { locked { $0.currentRequest } }
    /// How many next links were followed.
    public var nextLinksFollowed: Int { locked { $0.nextLinksFollowed } }
    /// Pages fetched so far for a feed fetch (the first included).
    public var pagesFetched: Int { locked { $0.accumulatedFeed == nil ? 0 : $0.nextLinksFollowed + 1 } }
    /// The feed gathering every page's entries while next links are followed.
    public var accumulatedFeed: GDataFeedBase? { locked { $0.accumulatedFeed }?.object }
    /// The object sent (the inserted, updated or deleted entry, the batch feed).
    public var postedObject: GDataObject? { locked { $0.postedObject }.object }
    /// Set when the cap on next links stopped paging; `nil` otherwise.
    public var pagingTruncation: PagingTruncation? { locked { $0.pagingTruncation } }
    /// The latest upload progress as (bytes sent, total bytes).
    public var uploadProgress: (sent: Int64, total: Int64)? { locked { $0.uploadProgress } }

    /// Application data (copied from the service's configuration when the ticket was made).
    public var userData: (any Sendable)? {
        get { locked { $0.userData } }
        set { locked { $0.userData = newValue } }
    }

    /// A named property (copied from the service's configuration when the ticket was made).
    public func property(forKey key: String) -> (any Sendable)? { locked { $0.properties[key] } }

    /// Sets or (with `nil`) removes a named property.
    public func setProperty(_ value: (any Sendable)?, forKey key: String) {
        locked { $0.properties[key] = value }
    }

    /// `GDataServiceTicket(finished: …, cancelled: …, status: …)`.
    public var description: String {
        let snapshot = locked { ($0.isFinished, $0.isCancelled, $0.statusCode, $0.nextLinksFollowed) }
        return "GDataServiceTicket(finished: \(snapshot.0), cancelled: \(snapshot.1), "
            + "status: \(snapshot.2.map(String.init) ?? "-"), nextLinksFollowed: \(snapshot.3))"
    }

    // MARK: Updates from the operation

    func emit(_ event: Event) { eventContinuation.yield(event) }

    /// Records upload progress, emits ``Event/uploadProgress(sent:total:)`` and calls the service-wide
    /// ``GDataService/Configuration/uploadProgressBlock``.
    func reportUploadProgress(sent: Int64, total: Int64) {
        locked { $0.uploadProgress = (sent, total) }
        emit(.uploadProgress(sent: sent, total: total))
        service.configuration.uploadProgressBlock?(self, sent, total)
    }

    func update(_ body: (inout State) -> Void) { locked(body) }

    func setAccumulatedFeed(_ feed: GDataFeedBase) {
        let box = ObjectBox(feed)
        locked { $0.accumulatedFeed = box }
    }

    func checkCancelled() throws(GDataServiceError) {
        if locked({ $0.isCancelled }) || Task.isCancelled {
            throw GDataServiceError(code: .cancelled, message: "the ticket was cancelled")
        }
    }

    private func locked<T: Sendable>(_ body: (inout State) -> T) -> T {
        state.withLock { body(&$0) }
    }
}

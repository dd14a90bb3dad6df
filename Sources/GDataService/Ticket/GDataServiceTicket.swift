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
/// The `start…` methods of ``GDataService`` return a ticket at once; ``value`` (or ``value(as:)``) waits for the
/// outcome, as `GTLRServiceTicket`'s does: the two tickets share their words (`GDataTicket`). ``cancel()`` stops the
/// whole sequence (page follows, upload chunks, a pending sign-in) and no result is delivered after it. ``events``
/// reports progress for applications that show it.
///
/// The element tree is not `Sendable`, so the ticket keeps objects of its own and hands out copies: each read of
/// ``value``, ``fetchedObject``, ``postedObject`` or ``accumulatedFeed`` returns a new deep copy that nobody else
/// holds. The service's `async` methods skip the copy (their ticket is never seen by anyone else, so they hand over
/// the object itself), and so does ``takeValue()``, for the one reader of a large feed.
public final class GDataServiceTicket: GDataTicket, CustomStringConvertible {
    /// What a ticket reports while it runs (shared with `GTLRServiceTicket`).
    public typealias Event = GDataTicketEvent

    /// The original's callback form: called once when the ticket ends, with the ticket and either a copy of the
    /// fetched object (`nil` for an empty reply) or the error; after ``cancel()`` with a
    /// ``GDataServiceError/Code/cancelled`` error (where the original called nothing), as `GTLRServiceTicket` does.
    /// It runs on the ticket's task, not on the caller's actor.
    public typealias CompletionHandler = @Sendable (GDataServiceTicket, GDataObject?, GDataServiceError?) -> Void

    /// Whether the cap on next links stopped paging (see ``GDataService/Configuration/maxNextLinksFollowed``).
    public struct PagingTruncation: Sendable, Hashable {
        /// The next link that was not followed.
        public var unfollowedNextURL: URL
        /// The pages fetched, the first included.
        public var pagesFetched: Int
    }

    /// Holds an object of the (non-`Sendable`) element tree in the ticket's state.
    /// @unchecked: a box lives only in the ticket's `state` Mutex, and the object in it is read (to copy it) and
    /// changed (a page merged into the accumulated feed) only under that lock; it leaves the ticket only through
    /// ``GDataServiceTicket/takeValue()``, which removes it.
    struct ObjectBox<Object>: @unchecked Sendable {
        var object: Object
        init(_ object: Object) { self.object = object }
    }

    struct State: Sendable {
        var isCancelled = false
        var isFinished = false
        /// The outcome; its object is the ticket's own (copied for each reader).
        var result: ObjectBox<Result<GDataObject?, GDataServiceError>>?
        /// Set when ``takeValue()`` handed the object over: readers then get an error saying so.
        var handedOver = false
        var task: Task<Void, Never>?
        var statusCode: Int?
        var request: GDataHTTPRequest?
        var nextLinksFollowed = 0
        /// The feed gathering the pages while next links are followed: changed only under the lock.
        var accumulatedFeed: ObjectBox<GDataFeedBase>?
        /// A copy of the object sent, made when the ticket was created.
        var postedObject: ObjectBox<GDataObject?>
        var pagingTruncation: PagingTruncation?
        var uploadProgress: (sent: Int64, total: Int64)?
        var upload: GDataResumableUpload?
        var userData: (any Sendable)?
        var properties: [String: any Sendable] = [:]
        var responseHeaders: GDataHTTPHeaders?
        /// Called when the ticket ends, then cleared.
        var completionHandler: CompletionHandler?
    }

    private let state: Mutex<State>
    private let eventStream = GDataTicketEventStream()

    /// Events in the order they happened; the stream finishes with `GDataTicketEvent.finished`. Buffers the newest
    /// 256 when nobody reads it.
    public var events: AsyncStream<Event> { eventStream.events }

    /// The service that made the ticket.
    public let service: GDataService

    /// A ticket for an operation sending `postedObject` (copied here: later changes to the caller's object are not
    /// seen through ``postedObject``).
    init(service: GDataService, postedObject: GDataObject?) {
        self.service = service
        var initial = State(postedObject: ObjectBox(postedObject.map { Self.copy(of: $0) }))
        initial.userData = service.configuration.serviceUserData
        initial.properties = service.configuration.serviceProperties
        state = Mutex(initial)
    }

    /// The ticket of the operation running in this task, if any (used to route fetcher callbacks to tickets).
    @TaskLocal static var current: GDataServiceTicket?

    /// Starts `body` in a task bound to this ticket; the object it returns becomes the ticket's own.
    func start(_ body: @escaping @Sendable (GDataServiceTicket) async throws(GDataServiceError) -> GDataObject?) {
        let task = Task { [self] in
            let result = await Self.$current.withValue(self) {
                () async -> ObjectBox<Result<GDataObject?, GDataServiceError>> in
                do throws(GDataServiceError) {
                    return ObjectBox(.success(try await body(self)))
                } catch {
                    return ObjectBox(.failure(error))
                }
            }
            finish(result)
        }
        locked { $0.task = task }
    }

    private func finish(_ result: ObjectBox<Result<GDataObject?, GDataServiceError>>) {
        let (first, handler) = locked { state -> (Bool, CompletionHandler?) in
            guard !state.isFinished else { return (false, nil) }
            state.isFinished = true
            if !state.isCancelled { state.result = result }
            defer { state.completionHandler = nil }
            return (true, state.completionHandler)
        }
        guard first else { return }
        eventStream.finish()
        if let handler { complete(handler) }
    }

    /// Sets the handler called when the ticket ends (at once, on a new task, when it has already ended).
    func completing(with handler: CompletionHandler?) -> GDataServiceTicket {
        guard let handler else { return self }
        let finished = locked { state -> Bool in
            if state.isFinished { return true }
            state.completionHandler = handler
            return false
        }
        if finished { Task { self.complete(handler) } }
        return self
    }

    /// Calls `handler` with a copy of the outcome.
    private func complete(_ handler: CompletionHandler) {
        do throws(GDataServiceError) {
            let object = try copyOfResult()
            handler(self, object, nil)
        } catch {
            handler(self, nil, error)
        }
    }

    // MARK: Control

    /// Stops the operation: the request in flight, any further page, upload chunk or sign-in. ``value`` then
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

    /// Whether the ticket has finished (including by cancellation once its task stopped); the original's
    /// `hasCalledCallback`.
    public var isFinished: Bool { locked { $0.isFinished } }

    /// Pauses a resumable upload (the chunk in flight is stopped; ``resumeUpload()`` asks the server where to go on).
    public func pauseUpload() { locked { $0.upload }?.pause() }

    /// Resumes a paused upload.
    public func resumeUpload() { locked { $0.upload }?.resume() }

    /// Whether a resumable upload is paused.
    public var isUploadPaused: Bool { locked { $0.upload }?.isPaused ?? false }

    // MARK: Results

    /// Waits for the outcome: the fetched object (a new copy for each reader), or `nil` for a delete (or another
    /// operation with an empty reply). Cancelling the awaiting task cancels the ticket.
    ///
    /// - Throws: ``GDataServiceError``; ``GDataServiceError/Code/cancelled`` after ``cancel()``.
    public var value: GDataObject? {
        get async throws(GDataServiceError) {
            await wait()
            return try copyOfResult()
        }
    }

    /// Waits for the outcome as an object of class `objectClass` (a feed or entry class).
    ///
    /// - Throws: ``GDataServiceError``; ``GDataServiceError/Code/couldNotConstructObject`` when the reply is another
    ///   class or empty.
    public func value<Object: GDataObject>(as objectClass: Object.Type) async throws(GDataServiceError) -> Object {
        try Self.typed(try await value, as: objectClass)
    }

    /// The fetched object once the ticket succeeded (a new copy on each read); `nil` before, after a failure, and on
    /// the tickets of the service's `async` methods (their caller got the object itself).
    public var fetchedObject: GDataObject? { (try? copyOfResult()) ?? nil }

    /// The error once the ticket failed or was cancelled; `nil` otherwise.
    public var fetchError: GDataServiceError? {
        guard case .failure(let error)? = locked({ $0.result })?.object else { return nil }
        return error
    }

    /// Waits for the operation's task to end; cancelling the awaiting task cancels the ticket.
    private func wait() async {
        guard let task = locked({ $0.task }) else { return }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            self.cancel()
        }
    }

    /// Waits for the outcome and hands over the ticket's object itself, without a copy: for the one reader of a large
    /// feed that wants it once in memory (the service's `async` methods do this). Afterwards the ticket holds no
    /// object: ``fetchedObject`` is `nil`, and ``value`` and a second `takeValue()` throw
    /// ``GDataServiceError/Code/invalidArgument`` saying it was taken.
    ///
    /// - Throws: ``GDataServiceError``, as ``value``.
    public func takeValue() async throws(GDataServiceError) -> sending GDataObject? {
        await wait()
        let box = locked { state -> ObjectBox<Result<GDataObject?, GDataServiceError>>? in
            let result = state.result
            if case .success? = result?.object {
                state.result = nil
                state.accumulatedFeed = nil
                state.handedOver = true
            }
            return result
        }
        switch box?.object {
        case .success(let object)?: return Self.handOver(object)
        case .failure(let error)?: throw error
        case nil: throw missingResult()
        }
    }

    /// ``takeValue()`` as an object of class `objectClass`.
    func take<Object: GDataObject>(as objectClass: Object.Type, hint: String? = nil) async throws(GDataServiceError)
        -> sending Object
    {
        try Self.typed(try await takeValue(), as: objectClass, hint: hint)
    }

    /// The error for a finished ticket without a result: its object was taken, or it never started.
    private func missingResult() -> GDataServiceError {
        if locked({ $0.handedOver }) {
            return GDataServiceError(code: .invalidArgument, message: "the ticket's object was taken by takeValue()")
        }
        return GDataServiceError(code: .cancelled, message: "the ticket was never started")
    }

    /// The object of a box that the ticket no longer holds, as a value nobody else holds.
    /// `nonisolated(unsafe)`: the compiler cannot follow the box; ``takeValue()`` removed every reference the ticket had,
    /// and the operation that made the object has ended.
    private static func handOver(_ object: GDataObject?) -> sending GDataObject? {
        nonisolated(unsafe) let owned = object
        return owned
    }

    /// A copy of the result, made under the lock; throws the ticket's error.
    private func copyOfResult() throws(GDataServiceError) -> sending GDataObject? {
        let copied = locked { state -> ObjectBox<Result<GDataObject?, GDataServiceError>>? in
            guard let result = state.result?.object else { return nil }
            return ObjectBox(result.map { $0.map { Self.copy(of: $0) } })
        }
        switch copied?.object {
        case .success(let object)?: return Self.handOver(object)
        case .failure(let error)?: throw error
        case nil: throw missingResult()
        }
    }

    /// A deep copy of `object` carrying what the service noted on it (the origin it was fetched from, a next link
    /// the cap left unfollowed), which `GDataObject.copy()` leaves out.
    static func copy<Object: GDataObject>(of object: Object) -> Object {
        let copy = object.copy()
        if let origin = object.fetchedOrigin { copy.fetchedOrigin = origin }
        if let feed = object as? GDataFeedBase, let next = feed.unfollowedNextLinkURL,
            let copiedFeed = copy as? GDataFeedBase
        {
            copiedFeed.unfollowedNextLinkURL = next
        }
        return copy
    }

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
    /// The request in flight (or the latest one), as sent, authorization included; its descriptions mask the
    /// credentials, but do not log its headers one by one.
    public var request: GDataHTTPRequest? { locked { $0.request } }
    /// How many next links were followed (the original's `nextLinksFollowedCounter`).
    public var nextLinksFollowed: Int { locked { $0.nextLinksFollowed } }
    /// Pages fetched so far for a feed fetch (the first included).
    public var pagesFetched: Int { locked { $0.accumulatedFeed == nil ? 0 : $0.nextLinksFollowed + 1 } }
    /// A copy of the feed gathering every page's entries while next links are followed (the pages fetched so far).
    public var accumulatedFeed: GDataFeedBase? {
        locked { state -> ObjectBox<GDataFeedBase>? in
            state.accumulatedFeed.map { ObjectBox(Self.copy(of: $0.object)) }
        }?.object
    }
    /// A copy of the object sent (the inserted, updated or deleted entry, the batch feed), as it was when the ticket
    /// was created.
    public var postedObject: GDataObject? {
        locked { state -> ObjectBox<GDataObject?> in
            ObjectBox(state.postedObject.object.map { Self.copy(of: $0) })
        }.object
    }
    /// Set when the cap on next links stopped paging; `nil` otherwise.
    public var pagingTruncation: PagingTruncation? { locked { $0.pagingTruncation } }
    /// The latest upload progress as (bytes sent, total bytes).
    public var uploadProgress: (sent: Int64, total: Int64)? { locked { $0.uploadProgress } }

    /// Application data (copied from the service's configuration when the ticket was made).
    public var userData: (any Sendable)? {
        get { locked { $0.userData } }
        set { locked { $0.userData = newValue } }
    }

    /// Named properties (copied from the service's ``GDataService/Configuration/serviceProperties`` when the ticket
    /// was made); `property(forKey:)` and `setProperty(_:forKey:)` read and change one.
    public var properties: [String: any Sendable] {
        get { locked { $0.properties } }
        set { locked { $0.properties = newValue } }
    }

    /// `GDataServiceTicket(finished: …, cancelled: …, status: …)`.
    public var description: String {
        let snapshot = locked { ($0.isFinished, $0.isCancelled, $0.statusCode, $0.nextLinksFollowed) }
        return "GDataServiceTicket(finished: \(snapshot.0), cancelled: \(snapshot.1), "
            + "status: \(snapshot.2.map(String.init) ?? "-"), nextLinksFollowed: \(snapshot.3))"
    }

    // MARK: Updates from the operation

    func emit(_ event: Event) { eventStream.emit(event) }

    /// Records upload progress, emits `GDataTicketEvent.uploadProgress(sent:total:)` and calls the service-wide
    /// ``GDataService/Configuration/uploadProgressBlock``.
    func reportUploadProgress(sent: Int64, total: Int64) {
        locked { $0.uploadProgress = (sent, total) }
        emit(.uploadProgress(sent: sent, total: total))
        service.configuration.uploadProgressBlock?(self, sent, total)
    }

    func update(_ body: (inout State) -> Void) { locked(body) }

    /// Makes `feed` the accumulated feed; from now on the operation changes it only through
    /// ``changeAccumulatedFeed(_:)``.
    func setAccumulatedFeed(_ feed: GDataFeedBase) {
        let box = ObjectBox(feed)
        locked { $0.accumulatedFeed = box }
    }

    /// Changes the accumulated feed under the ticket's lock (readers copy it under the same lock).
    func changeAccumulatedFeed(_ change: (GDataFeedBase) -> Void) {
        state.withLock { state in
            if let feed = state.accumulatedFeed?.object { change(feed) }
        }
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

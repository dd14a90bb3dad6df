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
    /// The last request sent (or, with a test block, the request that would have been sent).
    public var request: GDataHTTPRequest? { state.withLock { $0.request } }
    /// Upload progress: bytes acknowledged and total.
    public var uploadProgress: (sent: Int64, total: Int64)? { state.withLock { $0.uploadProgress } }
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
    /// after the execution ended changes nothing).
    public func cancel() {
        let task = state.withLock { state -> Task<GTLRObject?, any Error>? in
            guard !state.finished else { return nil }
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }

    /// The original's name for ``cancel()``.
    public func cancelTicket() { cancel() }

    func update(_ body: (inout State) -> Void) { state.withLock { body(&$0) } }

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

    /// Records how the execution ended and returns it; a cancel that arrived before the end wins, even if the
    /// transfer completed meanwhile.
    func finish(_ outcome: Result<GTLRObject?, GTLRServiceError>) -> Result<GTLRObject?, GTLRServiceError> {
        state.withLock { state in
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
    }

    @TaskLocal static var current: GTLRServiceTicket?
}

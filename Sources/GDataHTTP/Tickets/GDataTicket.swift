#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What the tickets of both halves share, in the same words: `GDataServiceTicket` (Atom, the GData service) and
/// `GTLRServiceTicket` (JSON, the REST service).
///
/// A ticket is one operation in progress. Whichever half made it:
///
/// - its outcome is `try await ticket.value` (and `ticket.value(as:)` for a typed one), the same result the
///   service's `async` method returns; each reader gets an object of its own;
/// - ``events`` reports progress, ending with ``GDataTicketEvent/finished``;
/// - ``isFinished`` says it has ended (the originals' ``hasCalledCallback``);
/// - ``cancel()`` stops it (the originals' ``cancelTicket()``), and the awaiting code gets a `.cancelled` error;
/// - ``statusCode``, ``request``, ``uploadProgress``, ``properties`` and the upload controls read alike.
///
/// Code that shows progress or cancels work can take `some GDataTicket` and serve both halves.
public protocol GDataTicket: AnyObject, Sendable {
    /// Progress in the order it happened; the stream finishes after ``GDataTicketEvent/finished``. It buffers the
    /// newest 256 events when nobody reads it.
    var events: AsyncStream<GDataTicketEvent> { get }
    /// Whether the operation has ended: with a result, an error, or cancelled once its task stopped.
    var isFinished: Bool { get }
    /// Whether ``cancel()`` was called before the operation ended.
    var isCancelled: Bool { get }
    /// Stops the operation: the transfer in flight and anything it would do next (pages, upload chunks, a sign-in).
    /// The awaiting code gets a `.cancelled` error; a cancel after the end changes nothing.
    func cancel()
    /// The HTTP status of the latest response.
    var statusCode: Int? { get }
    /// The latest request as sent, authorization included; its descriptions mask the credentials.
    var request: GDataHTTPRequest? { get }
    /// The latest upload progress as (bytes sent, total bytes).
    var uploadProgress: (sent: Int64, total: Int64)? { get }
    /// Pauses a chunked upload; other operations ignore it.
    func pauseUpload()
    /// Resumes a paused upload from what the server holds.
    func resumeUpload()
    /// Whether an upload is paused.
    var isUploadPaused: Bool { get }
    /// Named values for the application, starting from the service's `serviceProperties`.
    var properties: [String: any Sendable] { get set }
}

extension GDataTicket {
    /// The originals' name for ``isFinished`` (`hasCalledCallback`).
    public var hasCalledCallback: Bool { isFinished }

    /// The originals' name for ``cancel()`` (`cancelTicket`).
    public func cancelTicket() { cancel() }

    /// The value of a named property (the originals' `propertyForKey:`).
    public func property(forKey key: String) -> (any Sendable)? { properties[key] }

    /// Sets or, with `nil`, removes a named property (the originals' `setProperty:forKey:`).
    public func setProperty(_ value: (any Sendable)?, forKey key: String) {
        properties[key] = value
    }
}

/// What a ticket reports while it runs (``GDataTicket/events``), the same for both halves.
public enum GDataTicketEvent: Sendable, Hashable {
    /// An HTTP request went out (each page, each upload request; retries of one request are reported by
    /// ``retryDelayStarted(_:)``).
    case requestStarted(method: String, url: URL)
    /// A response to the request ``requestStarted(method:url:)`` last reported came: its HTTP status, success or
    /// not. A response the fetcher retries is reported too, followed by ``retryDelayStarted(_:)``; an attempt that
    /// got no response (a network error, a cancel) reports none.
    case responseReceived(status: Int, url: URL)
    /// The operation waits for a sign-in shared with other tickets (the GData service's ClientLogin).
    case signInStarted
    /// A transient failure will be retried after this many seconds.
    case retryDelayStarted(TimeInterval)
    /// A page was fetched: 1 for the first, then each next link or page token followed.
    case pageFetched(index: Int, url: URL)
    /// Reading a response into objects started.
    case parsingStarted
    /// Reading a response into objects stopped.
    case parsingStopped
    /// Upload progress: bytes sent (or acknowledged) of the total.
    case uploadProgress(sent: Int64, total: Int64)
    /// The operation ended (a result, an error, or cancelled). Nothing follows.
    case finished
}

/// The event stream of a ticket: the stream handed to readers and the side that feeds it.
package struct GDataTicketEventStream: Sendable {
    /// The stream readers iterate.
    package let events: AsyncStream<GDataTicketEvent>
    private let continuation: AsyncStream<GDataTicketEvent>.Continuation

    /// A stream buffering the newest 256 events.
    package init() {
        (events, continuation) = AsyncStream.makeStream(
            of: GDataTicketEvent.self,
            bufferingPolicy: .bufferingNewest(256)
        )
    }

    /// Reports `event`.
    package func emit(_ event: GDataTicketEvent) { continuation.yield(event) }

    /// Reports ``GDataTicketEvent/finished`` and ends the stream.
    package func finish() {
        continuation.yield(.finished)
        continuation.finish()
    }
}

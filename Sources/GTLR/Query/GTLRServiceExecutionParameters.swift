public import GDataHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Settings of one query's execution that override the service's, as `GTLRServiceExecutionParameters`; `nil`
/// members leave the service's value.
public struct GTLRServiceExecutionParameters: Sendable {
    /// Follow `nextPageToken`s and merge every page's items into one result.
    public var shouldFetchNextPages: Bool?
    /// Retry failures the fetcher's retry policy deems transient (`GDataHTTPRetryPolicy`: 408, 429, 500, 502, 503, 504, time-outs, lost or refused connections).
    public var retryEnabled: Bool?
    /// Decides each retry (its answer overrides the suggestion; setting it implies retry).
    public var retryBlock: (@Sendable (GDataHTTPRetryContext) async -> Bool)?
    /// Called as an upload's bytes are acknowledged: (the ticket, bytes sent, total bytes).
    public var uploadProgressBlock: (@Sendable (GTLRServiceTicket, Int64, Int64) -> Void)?
    /// Answers the query without the network (see ``GTLRService/testBlock``).
    public var testBlock: GTLRServiceTestBlock?
    /// Picks classes of the result's objects.
    public var objectClassResolver: GTLRObjectClassResolver?
    /// Values for the ticket's ``GTLRServiceTicket/properties``, added to the service's.
    public var ticketProperties: [String: any Sendable]?

    /// No overrides.
    public init() {}
}

/// What a test block answers for a query: an object (or `nil` for an empty body), or an error. Not `Sendable`, as
/// ``GTLRObject`` is not: the block makes the object it answers with (or takes it from the query it receives).
public enum GTLRServiceTestResponse {
    /// The query succeeds with this object.
    case object(GTLRObject?)
    /// The query fails with this error.
    case error(any Error & Sendable)
}

/// Answers queries in unit tests without the network: it receives the ticket (whose ``GTLRServiceTicket/request``
/// holds the request that would have been sent) and the query.
public typealias GTLRServiceTestBlock = @Sendable (GTLRServiceTicket, GTLRQuery) async -> GTLRServiceTestResponse

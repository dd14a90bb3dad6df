#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Several queries sent as one `multipart/mixed` request to the API's batch path, as `GTLRBatchQuery`.
///
/// Each query becomes one `application/http` part identified by `Content-ID: <request ID>`. Uploads cannot be
/// batched.
///
/// Like its queries, a batch is not `Sendable`: the compiler keeps it in one task or actor at a time, and
/// ``GTLRService/executeBatch(_:)`` copies it before it suspends.
public final class GTLRBatchQuery {
    /// The queries, in order.
    public var queries: [GTLRQuery]
    /// The MIME boundary (`END_OF_PART` as in the original; choose another if a body could contain it).
    public var boundary = "END_OF_PART"
    /// Headers of the outer request.
    public var additionalHTTPHeaders: [String: String] = [:]
    /// Query items of the outer request.
    public var additionalURLQueryParameters: [String: String] = [:]
    /// Sends the batch without the service's authorizer.
    public var shouldSkipAuthorization = false
    /// A name for logs.
    public var loggingName: String?

    /// A batch of `queries`.
    public init(queries: [GTLRQuery] = []) {
        self.queries = queries
    }

    /// Adds a query.
    public func addQuery(_ query: GTLRQuery) {
        queries.append(query)
    }

    /// A copy holding copies of the queries. The copy shares nothing with the batch, so it can be sent to another
    /// task while the batch stays here.
    public func copy() -> sending GTLRBatchQuery {
        let (boundary, headers, items) = (boundary, additionalHTTPHeaders, additionalURLQueryParameters)
        let (skipAuthorization, loggingName) = (shouldSkipAuthorization, loggingName)
        var queries: [GTLRQuery] = []
        for query in self.queries { queries.append(query.copy()) }
        let copy = GTLRBatchQuery(queries: queries)
        copy.boundary = boundary
        copy.additionalHTTPHeaders = headers
        copy.additionalURLQueryParameters = items
        copy.shouldSkipAuthorization = skipAuthorization
        copy.loggingName = loggingName
        return copy
    }

    /// The query with `requestID`.
    public func query(forRequestID requestID: String) -> GTLRQuery? {
        queries.first { $0.requestID == requestID }
    }
}

/// The results of a batch, keyed by request ID, as `GTLRBatchResult`.
///
/// Not `Sendable`, as the objects it holds are not; ``GTLRService/executeBatch(_:)`` returns it as the caller's own
/// (`sending`), so it can be sent on whole.
public struct GTLRBatchResult {
    /// The objects of the queries that succeeded (an empty object for a part without a body, e.g. a 204).
    public var successes: [String: GTLRObject] = [:]
    /// The errors of the queries that failed.
    public var failures: [String: GTLRServiceError] = [:]
    /// Each part's HTTP status.
    public var statuses: [String: Int] = [:]
    /// Each part's response headers.
    public var responseHeaders: [String: [String: String]] = [:]
    /// Each part's body as the server sent it (empty for a part without one, e.g. a 204; the first page's when the
    /// batch is paged), for callers that pass the server's JSON on unchanged instead of the decoded objects.
    public var responseBodies: [String: Data] = [:]

    /// The outcome of the query with `requestID`.
    public func result(forRequestID requestID: String) -> Result<GTLRObject, GTLRServiceError> {
        if let object = successes[requestID] { return .success(object) }
        if let error = failures[requestID] { return .failure(error) }
        return .failure(
            GTLRServiceError(
                code: .queryResultMissing,
                message: "the batch response has no part for \(requestID)",
                requestID: requestID
            )
        )
    }
}

/// A ``GDataHTTPTransport`` that answers every request with a closure: the short way to stub the network.
///
/// Set it as a fetcher's ``GDataHTTPFetcher/Configuration/transport`` (the role of the original fetcher's
/// `testBlock`, which was "called instead of the fetch") and the fetcher's whole pipeline runs around it, or pass it
/// to anything written against ``GDataHTTPTransport``, such as ``GDataResumableUpload``:
///
/// ```swift
/// var configuration = GDataHTTPFetcher.Configuration()
/// configuration.transport = GDataHTTPClosureTransport { request in
///     GDataHTTPResponse(url: request.url, status: 200, body: Data(cannedFeedXML.utf8))
/// }
/// ```
///
/// The closure reports no progress; the fetcher reports the final counts once for it.
public struct GDataHTTPClosureTransport: GDataHTTPTransport {
    /// The closure answering each request: return the response, whatever its status, or throw.
    public let handler: @Sendable (GDataHTTPRequest) async throws -> GDataHTTPResponse

    /// Creates a transport answering every request with `handler`.
    public init(_ handler: @escaping @Sendable (GDataHTTPRequest) async throws -> GDataHTTPResponse) {
        self.handler = handler
    }

    /// Returns `handler`'s response for `request` (`progress` is not called).
    public func send(_ request: GDataHTTPRequest, progress: GDataHTTPProgressHandler?) async throws
        -> GDataHTTPResponse
    {
        try await handler(request)
    }
}

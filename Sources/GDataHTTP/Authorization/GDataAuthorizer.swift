/// Adds credentials to requests, and optionally refreshes them after a `401 Unauthorized`.
///
/// `GDataHTTPFetcher.fetch` calls ``authorize(_:)`` before every attempt (including retries). When a response is
/// `401` and ``canRefresh`` is true, the fetcher calls ``refresh()`` once and repeats the request once.
public protocol GDataAuthorizer: Sendable {
    /// Adds credentials (a header, a query parameter…) to `request`.
    func authorize(_ request: inout GDataHTTPRequest) async throws
    /// Whether ``refresh()`` can obtain new credentials. Defaults to `false`.
    var canRefresh: Bool { get }
    /// Obtains new credentials (e.g. a fresh OAuth token). Defaults to doing nothing.
    func refresh() async throws
}

extension GDataAuthorizer {
    /// Not refreshable by default.
    public var canRefresh: Bool { false }
    /// Does nothing by default.
    public func refresh() async throws {}
}

/// Adds credentials to requests, and optionally refreshes them after a `401 Unauthorized`.
///
/// Every request the library sends with credentials goes through one authorizer: `GDataHTTPFetcher.fetch`, a
/// `GDataService`, a `GTLRService` and the resumable-upload engine call ``authorize(_:)`` before every attempt
/// (including retries, chunks and status queries). When a response is `401` and ``canRefresh`` is true, they call
/// ``refresh(rejecting:)`` with the request the server refused and repeat it once.
///
/// Credentials that are shared by many concurrent requests (an OAuth 2 access token) should refresh once for all of
/// them: ``refresh(rejecting:)`` names the credentials the server refused, so an authorizer whose cached token is
/// already newer than the one in `rejected` does nothing (see `GDataGoogleCredentials` in the `GDataAuth` module).
public protocol GDataAuthorizer: Sendable {
    /// Adds credentials (a header, a query parameter…) to `request`.
    func authorize(_ request: inout GDataHTTPRequest) async throws
    /// Whether ``refresh(rejecting:)`` can obtain new credentials. Defaults to `false`.
    var canRefresh: Bool { get }
    /// Obtains new credentials (e.g. a fresh OAuth token). Defaults to doing nothing.
    func refresh() async throws
    /// Called after the server answered `401` to `rejected`, a request this authorizer authorized: obtains new
    /// credentials unless newer ones than `rejected` carries are already at hand. Defaults to ``refresh()``.
    func refresh(rejecting rejected: GDataHTTPRequest) async throws
}

extension GDataAuthorizer {
    /// Not refreshable by default.
    public var canRefresh: Bool { false }
    /// Does nothing by default.
    public func refresh() async throws {}
    /// Calls ``refresh()``.
    public func refresh(rejecting rejected: GDataHTTPRequest) async throws { try await refresh() }
}

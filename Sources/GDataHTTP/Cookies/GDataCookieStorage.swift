public import Foundation

/// Stand-in for the cookie store (the real implementation arrives with the http-components branch).
///
/// This minimal version stores nothing; it only fixes the members `GDataHTTPFetcher` calls.
public final class GDataCookieStorage: Sendable {
    /// Creates an empty store.
    public init() {}

    /// The `Cookie` header value to send to `url`, or `nil` when no cookie matches.
    public func cookieHeader(for url: URL) -> String? { nil }

    /// Records the `Set-Cookie` header values received from `url`.
    public func store(setCookieHeaders: [String], from url: URL) {}
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Adds a `key=<API key>` query parameter (Google API keys for public data).
public struct GDataAPIKeyAuthorizer: GDataAuthorizer, CustomStringConvertible {
    private let key: String

    /// An authorizer sending `key`.
    public init(key: String) { self.key = key }

    /// Appends `key=<key>` to the URL's query (replacing an existing `key` parameter).
    public func authorize(_ request: inout GDataHTTPRequest) async throws {
        guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
            throw GDataHTTPError(code: .invalidURL, message: "cannot add an API key to this URL", url: request.url)
        }
        var items = (components.queryItems ?? []).filter { $0.name != "key" }
        items.append(URLQueryItem(name: "key", value: key))
        components.queryItems = items
        // URLComponents leaves "+" unescaped in queries; servers read it as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
        guard let url = components.url else {
            throw GDataHTTPError(code: .invalidURL, message: "cannot add an API key to this URL", url: request.url)
        }
        request.url = url
    }

    /// Names the type only; the key is never printed.
    public var description: String { "GDataAPIKeyAuthorizer(key: <redacted>)" }
}

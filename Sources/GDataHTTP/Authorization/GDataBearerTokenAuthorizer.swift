internal import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sends `Authorization: Bearer <token>` (OAuth 2).
///
/// Use a fixed token, or a provider closure that is asked for a token on first use and again (with
/// `forceRefresh: true`) when the server answers `401`:
///
/// ```swift
/// let auth = GDataBearerTokenAuthorizer { forceRefresh in try await tokenStore.accessToken(refresh: forceRefresh) }
/// ```
public final class GDataBearerTokenAuthorizer: GDataAuthorizer, Sendable, CustomStringConvertible {
    /// Returns an access token; `forceRefresh` asks for a new one rather than a cached one.
    public typealias TokenProvider = @Sendable (_ forceRefresh: Bool) async throws -> String

    private let provider: TokenProvider?
    private let token: Mutex<String?>

    /// An authorizer that always sends `token` and cannot refresh it.
    public init(token: String) {
        self.provider = nil
        self.token = Mutex(token)
    }

    /// An authorizer that asks `tokenProvider` for tokens and can refresh them.
    public init(tokenProvider: @escaping TokenProvider) {
        self.provider = tokenProvider
        self.token = Mutex(nil)
    }

    /// Sets `Authorization: Bearer <token>`, asking the provider first if no token is cached.
    public func authorize(_ request: inout GDataHTTPRequest) async throws {
        var current = cachedToken
        if current == nil, let provider {
            let fresh = try await provider(false)
            store(fresh)
            current = fresh
        }
        guard let current else {
            throw GDataHTTPError(code: .authorization, message: "no bearer token is available", url: request.url)
        }
        request.headers["Authorization"] = "Bearer \(current)"
    }

    /// True when a token provider was given.
    public var canRefresh: Bool { provider != nil }

    /// Asks the provider for a new token (`forceRefresh: true`).
    public func refresh() async throws {
        guard let provider else { return }
        store(try await provider(true))
    }

    /// Names the type only; the token is never printed.
    public var description: String { "GDataBearerTokenAuthorizer(token: <redacted>)" }

    private var cachedToken: String? { token.withLock { $0 } }

    private func store(_ newToken: String) {
        token.withLock { $0 = newToken }
    }
}

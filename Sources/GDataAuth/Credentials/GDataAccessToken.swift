#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An OAuth 2 access token and how long it lasts. Its `description` never shows the token.
public struct GDataAccessToken: Sendable, Hashable, CustomStringConvertible {
    /// The token, sent as `Authorization: Bearer <value>`.
    public var value: String
    /// Seconds it stays valid from when it was received, or `nil` when the server did not say.
    public var expiresIn: TimeInterval?
    /// The scopes the server says it grants (the response's `scope`), when it says.
    public var grantedScopes: [String]?

    /// A token.
    public init(value: String, expiresIn: TimeInterval?, grantedScopes: [String]? = nil) {
        self.value = value
        self.expiresIn = expiresIn
        self.grantedScopes = grantedScopes
    }

    /// The lifetime only.
    public var description: String {
        "GDataAccessToken(<redacted>, expiresIn: \(expiresIn.map { "\(Int($0)) s" } ?? "unknown"))"
    }
}

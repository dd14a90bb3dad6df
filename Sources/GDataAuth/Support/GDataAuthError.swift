#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why obtaining or refreshing credentials failed. Its `description` names the file, the endpoint's origin and the
/// server's OAuth error code and description; never a key, token, assertion or request body.
public struct GDataAuthError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// Application Default Credentials found nothing (``GDataAuthError/searched`` lists where it looked).
        public static let noCredentialsFound = Code("noCredentialsFound")
        /// A credentials file is missing, unreadable, not JSON, of an unknown `type` or lacks a field.
        public static let invalidCredentialsFile = Code("invalidCredentialsFile")
        /// A private key could not be read (not PEM, not RSA, too short).
        public static let invalidKey = Code("invalidKey")
        /// The token endpoint refused the request with an OAuth 2 error (``GDataAuthError/oauthError``).
        public static let tokenRefused = Code("tokenRefused")
        /// The token endpoint or metadata server answered something that is not a token (a status without an OAuth
        /// error, a body that is not the expected JSON, a missing `Metadata-Flavor: Google`).
        public static let invalidResponse = Code("invalidResponse")
        /// The endpoint could not be reached (connection refused, time-out, DNS).
        public static let network = Code("network")
        /// The sign-in flow failed (state mismatch, the user denied consent, the listener timed out).
        public static let signIn = Code("signIn")
        /// The credentials cannot do what was asked (e.g. an ID token from authorized-user credentials).
        public static let unsupported = Code("unsupported")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of failure.
    public var code: Code
    /// What went wrong, with the file or endpoint it concerns. Never a secret.
    public var message: String
    /// The credentials file concerned, if any.
    public var file: String?
    /// The OAuth 2 `error` code the server sent (`invalid_grant`, `invalid_scope`, `unauthorized_client`…).
    public var oauthError: String?
    /// The server's `error_description`.
    public var oauthErrorDescription: String?
    /// The HTTP status, when a server answered.
    public var status: Int?
    /// For ``Code/noCredentialsFound``: every place Application Default Credentials looked, in order.
    public var searched: [String]
    /// The error underneath (a transport error), if any.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(
        code: Code,
        message: String,
        file: String? = nil,
        oauthError: String? = nil,
        oauthErrorDescription: String? = nil,
        status: Int? = nil,
        searched: [String] = [],
        underlying: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.oauthError = oauthError
        self.oauthErrorDescription = oauthErrorDescription
        self.status = status
        self.searched = searched
        self.underlying = underlying
    }

    /// `message`, then the OAuth error and its description when the server sent one.
    public var description: String {
        var text = message
        if let oauthError {
            text += " (\(oauthError)"
            if let oauthErrorDescription, !oauthErrorDescription.isEmpty { text += ": \(oauthErrorDescription)" }
            text += ")"
        }
        if !searched.isEmpty { text += "; looked in: " + searched.joined(separator: "; ") }
        return text
    }
}

import GDataHTTP
public import GDataJSON

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Tokens for a service account from its key: the JWT-bearer grant (RFC 7523) posted to the key's `token_uri`, or
/// (``Mode/selfSignedJWT(audience:)``) a JWT signed locally and sent as the token itself, with no token endpoint.
///
/// The grant's assertion is what google-auth sends: header `{"alg":"RS256","typ":"JWT","kid":private_key_id}`, claims
/// `iss` (the account), `scope` (space-separated), `aud` (`https://oauth2.googleapis.com/token`, whatever `token_uri`
/// is), `iat` (now, whole seconds), `exp` (`iat` + 3600) and, for domain-wide delegation, `sub`.
public struct GDataServiceAccountCredentials: GDataAccessTokenProvider, GDataIdentityTokenProvider,
    CustomStringConvertible
{
    /// How tokens are obtained.
    public enum Mode: Sendable, Hashable {
        /// The OAuth 2 JWT-bearer grant at the token endpoint (the default).
        case tokenEndpoint
        /// A self-signed JWT (AIP-4111) sent as the bearer token: with scopes, a `scope` claim; without, `aud` =
        /// `audience` (an API's root, e.g. `https://storage.googleapis.com/`).
        case selfSignedJWT(audience: String?)
    }

    /// The key.
    public var key: GDataServiceAccountKey
    /// The user to act for with domain-wide delegation (`sub`), or `nil`.
    public var subject: String?
    /// Token endpoint or self-signed JWT.
    public var mode: Mode
    /// The lifetime asked for in the assertion (`exp` − `iat`), seconds. Google accepts at most 3600.
    public var lifetime: Int = 3600

    /// Credentials from `key`.
    public init(key: GDataServiceAccountKey, subject: String? = nil, mode: Mode = .tokenEndpoint) {
        self.key = key
        self.subject = subject
        self.mode = mode
    }

    /// `"service account"`.
    public var kind: String { subject == nil ? "service account" : "service account (domain-wide delegation)" }
    /// The service account's e-mail address.
    public var account: String? { key.clientEmail }
    /// The key file's `quota_project_id`.
    public var quotaProjectID: String? { key.quotaProjectID }

    /// The JWT header google-auth sends.
    var header: GDataJSONValue {
        var header: [String: GDataJSONValue] = ["alg": "RS256", "typ": "JWT"]
        if let id = key.privateKeyID { header["kid"] = .string(id) }
        return .object(header)
    }

    /// The claims of the grant's assertion for `scopes` at `now`.
    public func assertionClaims(scopes: [String], now: Date) -> GDataJSONValue {
        let issuedAt = Int64(now.timeIntervalSince1970.rounded(.down))
        var claims: [String: GDataJSONValue] = [
            "iss": .string(key.clientEmail), "aud": .string(GDataServiceAccountKey.googleTokenURI.absoluteString),
            "scope": .string(scopes.joined(separator: " ")), "iat": .integer(issuedAt),
            "exp": .integer(issuedAt + Int64(lifetime)),
        ]
        if let subject { claims["sub"] = .string(subject) }
        return .object(claims)
    }

    /// The signed assertion of the JWT-bearer grant.
    public func assertion(scopes: [String], now: Date) throws(GDataAuthError) -> String {
        try GDataJWT.sign(header: header, claims: assertionClaims(scopes: scopes, now: now), key: key.privateKey)
    }

    /// A self-signed JWT for `scopes` (a `scope` claim) or, without scopes, for `audience`.
    public func selfSignedJWT(scopes: [String], audience: String?, now: Date) throws(GDataAuthError) -> String {
        let issuedAt = Int64(now.timeIntervalSince1970.rounded(.down))
        var claims: [String: GDataJSONValue] = [
            "iss": .string(key.clientEmail), "sub": .string(key.clientEmail), "iat": .integer(issuedAt),
            "exp": .integer(issuedAt + Int64(lifetime)),
        ]
        if !scopes.isEmpty {
            claims["scope"] = .string(scopes.joined(separator: " "))
        } else if let audience {
            claims["aud"] = .string(audience)
        } else {
            throw GDataAuthError(
                code: .unsupported,
                message: "a self-signed JWT needs scopes or an audience (the API's root URL)"
            )
        }
        return try GDataJWT.sign(header: header, claims: .object(claims), key: key.privateKey)
    }

    /// A token from the token endpoint, or a self-signed JWT.
    public func fetchToken(scopes: [String], client: GDataAuthHTTPClient) async throws -> GDataAccessToken {
        let now = client.clock.now()
        switch mode {
        case .selfSignedJWT(let audience):
            let jwt = try selfSignedJWT(scopes: scopes, audience: audience, now: now)
            return GDataAccessToken(value: jwt, expiresIn: TimeInterval(lifetime), grantedScopes: scopes)
        case .tokenEndpoint:
            let response = try await client.tokenRequest(
                key.tokenURI,
                form: [
                    ("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer"),
                    ("assertion", try assertion(scopes: scopes, now: now)),
                ],
                purpose: "the service account's token request"
            )
            return try response.accessToken(endpoint: GDataAuthHTTPClient.origin(key.tokenURI))
        }
    }

    /// An ID token for `audience`: the JWT-bearer grant with a `target_audience` claim instead of `scope`; the
    /// response's `id_token`.
    public func fetchIdentityToken(audience: String, client: GDataAuthHTTPClient) async throws -> String {
        let now = client.clock.now()
        let issuedAt = Int64(now.timeIntervalSince1970.rounded(.down))
        var claims: [String: GDataJSONValue] = [
            "iss": .string(key.clientEmail), "aud": .string(GDataServiceAccountKey.googleTokenURI.absoluteString),
            "target_audience": .string(audience), "iat": .integer(issuedAt),
            "exp": .integer(issuedAt + Int64(lifetime)),
        ]
        if let subject { claims["sub"] = .string(subject) }
        let assertion = try GDataJWT.sign(header: header, claims: .object(claims), key: key.privateKey)
        let response = try await client.tokenRequest(
            key.tokenURI,
            form: [("grant_type", "urn:ietf:params:oauth:grant-type:jwt-bearer"), ("assertion", assertion)],
            purpose: "the service account's ID token request"
        )
        guard let token = response.json["id_token"]?.stringValue, !token.isEmpty else {
            throw GDataAuthError(code: .invalidResponse, message: "the ID token response has no id_token")
        }
        return token
    }

    /// The account and mode; never the key.
    public var description: String { "GDataServiceAccountCredentials(\(key.clientEmail))" }
}

/// Credentials that can also obtain OpenID Connect ID tokens for an audience.
public protocol GDataIdentityTokenProvider: Sendable {
    /// An ID token whose `aud` is `audience`.
    func fetchIdentityToken(audience: String, client: GDataAuthHTTPClient) async throws -> String
}

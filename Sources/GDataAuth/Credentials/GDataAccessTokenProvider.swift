/// Something that obtains new OAuth 2 access tokens: a service-account key, an authorized-user refresh token, the
/// metadata server, or your own. ``GDataGoogleCredentials`` caches what it returns and decides when to ask again.
public protocol GDataAccessTokenProvider: Sendable {
    /// The kind of credentials, for logs and `gdata api -v` ("service account", "authorized user"…). No secret.
    var kind: String { get }
    /// The account the tokens are for (an e-mail address), when known. No secret.
    var account: String? { get }
    /// The quota project the credentials file names (`quota_project_id`), if any.
    var quotaProjectID: String? { get }
    /// Whether the provider's requests must not go through a proxy (the metadata server). Default `false`.
    var connectsDirectly: Bool { get }
    /// Whether requested scopes apply. Authorized-user credentials keep the scopes they were granted, so they
    /// ignore the scopes a request asks for. Default `true`.
    var takesScopes: Bool { get }
    /// Obtains a new token for `scopes` (empty: the provider's defaults) with `client`.
    func fetchToken(scopes: [String], client: GDataAuthHTTPClient) async throws -> GDataAccessToken
}

extension GDataAccessTokenProvider {
    /// No quota project by default.
    public var quotaProjectID: String? { nil }
    /// Through the configured proxy by default.
    public var connectsDirectly: Bool { false }
    /// Scopes apply by default.
    public var takesScopes: Bool { true }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Server applications signing in their users (what GTMAppAuth users port to a server): the web-server
/// authorization-code flow, with PKCE and `state`, and a ``GDataTokenStore`` that keeps each user's refresh token.
///
/// ```swift
/// let flow = GDataWebServerFlow(client: client, scopes: ["openid", "email"], redirectURI: "https://app.example/oauth")
/// // 1. A user clicks "Sign in with Google":
/// let request = flow.start()              // keep request.state and request.codeVerifier in the user's session
/// redirect(to: request.url)
/// // 2. Google redirects the browser to https://app.example/oauth?code=…&state=…:
/// try await flow.finish(callback: callbackURL, request: sessionRequest, user: userID, store: store, client: http)
/// // 3. Later, for that user's API calls (rotated refresh tokens are saved back to the store):
/// let credentials = try await GDataGoogleCredentials.user(userID, store: store)
/// ```
public struct GDataWebServerFlow: Sendable {
    /// The application's OAuth client (a "Web application" client).
    public var client: GDataOAuthClient
    /// The scopes asked for.
    public var scopes: [String]
    /// The application's registered redirect URI.
    public var redirectURI: String

    /// A flow.
    public init(client: GDataOAuthClient, scopes: [String], redirectURI: String) {
        self.client = client
        self.scopes = scopes
        self.redirectURI = redirectURI
    }

    /// A new sign-in: the consent URL to redirect the user to, with the `state` and PKCE verifier to keep in the
    /// user's session until the callback.
    public func start() -> GDataAuthorizationRequest {
        let flow = GDataInstalledAppFlow(client: client, scopes: scopes)
        return GDataAuthorizationRequest(
            url: flow.authorizationURL(redirectURI: redirectURI),
            state: flow.state,
            codeVerifier: flow.codeVerifier
        )
    }

    /// Completes the sign-in from the callback URL (or its query): checks `state` against `request`, exchanges the
    /// code with the verifier, and saves the user's authorized-user information to `store` under `user`.
    @discardableResult
    public func finish(
        callback: String,
        request: GDataAuthorizationRequest,
        user: String,
        store: any GDataTokenStore,
        client http: GDataAuthHTTPClient
    ) async throws -> GDataAuthorizedUserInfo {
        let flow = GDataInstalledAppFlow(
            client: client,
            scopes: scopes,
            state: request.state,
            codeVerifier: request.codeVerifier
        )
        let code = try flow.code(fromRedirect: callback)
        let result = try await flow.exchange(code: code, redirectURI: redirectURI, client: http)
        try await store.save(result.info, user: user)
        return result.info
    }
}

/// What a web sign-in keeps between the redirect to Google and the callback. Its `description` shows only the URL.
public struct GDataAuthorizationRequest: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The consent page to send the user to.
    public var url: URL
    /// The `state` the callback must carry.
    public var state: String
    /// The PKCE verifier the code is exchanged with.
    public var codeVerifier: String

    /// A request (to restore one from a session).
    public init(url: URL, state: String, codeVerifier: String) {
        self.url = url
        self.state = state
        self.codeVerifier = codeVerifier
    }

    /// The consent URL only.
    public var description: String { "GDataAuthorizationRequest(\(url.host ?? "?"), state and verifier: <redacted>)" }
}

extension GDataGoogleCredentials {
    /// The credentials of `user` from `store`, or `nil` when the user has not signed in. A refresh token the server
    /// rotates is saved back to the store before it is used.
    public static func user(
        _ user: String,
        store: any GDataTokenStore,
        environment: GDataAuthEnvironment = .current,
        configuration: Configuration = Configuration()
    ) async throws -> GDataGoogleCredentials? {
        guard let info = try await store.load(user: user) else { return nil }
        let provider = GDataAuthorizedUserCredentials(info) { updated in
            try? await store.save(updated, user: user)
        }
        return GDataGoogleCredentials(
            provider: provider,
            source: "the token store (\(user))",
            environment: environment,
            configuration: configuration
        )
    }
}

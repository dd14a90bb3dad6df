import Crypto
import GDataHTTP
import GDataJSON
internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// User sign-in for command-line programs and other installed apps: the authorization-code flow with PKCE (S256) and
/// `state`, as Google documents it for desktop apps.
///
/// 1. ``authorizationURL(redirectURI:)`` is shown to the user (``run(openURL:readPastedURL:timeout:client:)`` hands it to
///    `openURL`, which prints it and may start a browser);
/// 2. the user consents; Google redirects the browser to `http://127.0.0.1:PORT/?code=…&state=…`, where a listener of
///    this flow (loopback only, with a time limit) receives it. On a machine with no browser the user opens the URL
///    elsewhere and pastes the address the browser was sent to back (`readPastedURL`);
/// 3. the code is exchanged, with the PKCE verifier, for tokens; the result is an authorized-user
///    ``GDataAuthorizedUserInfo`` to keep (``writeAuthorizedUserFile(_:to:)`` writes it 0600).
///
/// The OAuth client is the application's own (a client secret file from the Cloud console); the flow never borrows
/// another tool's.
public struct GDataInstalledAppFlow: Sendable {
    /// The OAuth client.
    public var client: GDataOAuthClient
    /// The scopes asked for.
    public var scopes: [String]
    /// The PKCE code verifier (43 characters of base64url randomness). Never printed.
    public let codeVerifier: String
    /// The `state` value the redirect must carry back.
    public let state: String

    /// A flow for `client` and `scopes` with a fresh verifier and state.
    public init(client: GDataOAuthClient, scopes: [String]) {
        self.init(client: client, scopes: scopes, state: Self.randomToken(), codeVerifier: Self.randomToken())
    }

    /// A flow with a `state` and verifier kept from its start (a web application's session).
    public init(client: GDataOAuthClient, scopes: [String], state: String, codeVerifier: String) {
        self.client = client
        self.scopes = scopes
        self.state = state
        self.codeVerifier = codeVerifier
    }

    /// 32 random bytes, base64url (43 characters).
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return GDataJWT.base64URL(Data((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    }

    /// The S256 code challenge: base64url(SHA-256(verifier)).
    public var codeChallenge: String { GDataJWT.base64URL(Data(SHA256.hash(data: Data(codeVerifier.utf8)))) }

    /// The consent page's URL for `redirectURI`.
    public func authorizationURL(redirectURI: String) -> URL {
        var components = URLComponents(url: client.authorizationURI, resolvingAgainstBaseURL: false)
        var items = components?.queryItems ?? []
        items += [
            URLQueryItem(name: "response_type", value: "code"), URLQueryItem(name: "client_id", value: client.clientID),
            URLQueryItem(name: "redirect_uri", value: redirectURI),
            URLQueryItem(name: "scope", value: scopes.joined(separator: " ")),
            URLQueryItem(name: "state", value: state), URLQueryItem(name: "code_challenge", value: codeChallenge),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
            URLQueryItem(name: "access_type", value: "offline"), URLQueryItem(name: "prompt", value: "consent"),
        ]
        components?.percentEncodedQuery = GDataAuthHTTPClient.formEncoded(items.map { ($0.name, $0.value ?? "") })
        return components?.url ?? client.authorizationURI
    }

    /// The code of a redirect (`/?code=…&state=…`, or a whole pasted URL), after checking `state`. An `error` in it
    /// (`access_denied`) becomes ``GDataAuthError/Code/signIn``.
    public func code(fromRedirect target: String) throws(GDataAuthError) -> String {
        let text = target.trimmingWhitespaceAndNewlines()
        let absolute = text.hasPrefix("/") ? "http://127.0.0.1" + text : text
        guard let items = URLComponents(string: absolute)?.queryItems else {
            throw GDataAuthError(code: .signIn, message: "the redirect address has no query (paste the whole address)")
        }
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        if let error = value("error") {
            throw GDataAuthError(
                code: .signIn,
                message: "the sign-in was not completed",
                oauthError: error,
                oauthErrorDescription: value("error_description")
            )
        }
        guard value("state") == state else {
            throw GDataAuthError(
                code: .signIn,
                message:
                    "the redirect's state does not match this sign-in (a stale or forged redirect); nothing was exchanged"
            )
        }
        guard let code = value("code"), !code.isEmpty else {
            throw GDataAuthError(code: .signIn, message: "the redirect carries no authorization code")
        }
        return code
    }

    /// Exchanges `code` for tokens (`grant_type=authorization_code` with the verifier) and returns the user's
    /// authorized-user information (with the account's e-mail address when the ID token names it).
    public func exchange(code: String, redirectURI: String, client http: GDataAuthHTTPClient)
        async throws(GDataAuthError)
        -> (info: GDataAuthorizedUserInfo, token: GDataAccessToken)
    {
        let response = try await http.tokenRequest(
            client.tokenURI,
            form: [
                ("grant_type", "authorization_code"), ("code", code), ("code_verifier", codeVerifier),
                ("redirect_uri", redirectURI), ("client_id", client.clientID), ("client_secret", client.clientSecret),
            ],
            purpose: "exchanging the sign-in code"
        )
        let token = try response.accessToken(endpoint: GDataAuthHTTPClient.origin(client.tokenURI))
        guard let refreshToken = response.json["refresh_token"]?.stringValue, !refreshToken.isEmpty else {
            throw GDataAuthError(
                code: .invalidResponse,
                message: "the token endpoint granted no refresh token (offline access), so the sign-in cannot be kept"
            )
        }
        var account: String?
        if let idToken = response.json["id_token"]?.stringValue {
            let parts = idToken.split(separator: ".")
            if parts.count == 3, let data = GDataJWT.base64URLDecoded(parts[1]),
                let claims = (try? GDataJSONParser.parse(data))?.objectValue
            {
                account = claims["email"]?.stringValue
            }
        }
        let info = GDataAuthorizedUserInfo(
            clientID: client.clientID,
            clientSecret: client.clientSecret,
            refreshToken: refreshToken,
            tokenURI: client.tokenURI,
            account: account
        )
        return (info, token)
    }

    /// The whole flow: listens on 127.0.0.1, calls `openURL` with the consent URL, waits for the redirect at most
    /// `timeout` seconds, exchanges the code. With `readPastedURL` (no browser on this machine) nothing listens: the
    /// redirect goes to `http://127.0.0.1:1/` (which fails to load in the user's browser), and the address it shows is
    /// read back from `readPastedURL`.
    public func run(
        openURL: @Sendable (URL) -> Void,
        readPastedURL: (@Sendable () async -> String?)? = nil,
        timeout: TimeInterval = 300,
        client http: GDataAuthHTTPClient
    ) async throws(GDataAuthError) -> (info: GDataAuthorizedUserInfo, token: GDataAccessToken) {
        if let readPastedURL {
            let redirectURI = "http://127.0.0.1:1/"
            openURL(authorizationURL(redirectURI: redirectURI))
            guard let pasted = await readPastedURL(), !pasted.isEmpty else {
                throw GDataAuthError(code: .signIn, message: "no redirect address was pasted")
            }
            return try await exchange(code: try code(fromRedirect: pasted), redirectURI: redirectURI, client: http)
        }
        let listener = try GDataLoopbackListener()
        openURL(authorizationURL(redirectURI: listener.redirectURI))
        let target = try await listener.waitForRedirect(timeout: timeout)
        return try await exchange(code: try code(fromRedirect: target), redirectURI: listener.redirectURI, client: http)
    }

    /// Writes `info` as an authorized-user file at `path` with mode 0600 (its directory 0700 when created): to a new
    /// file created exclusively, then renamed over `path`, so no other user can read it at any moment.
    public static func writeAuthorizedUserFile(_ info: GDataAuthorizedUserInfo, to path: String) throws(GDataAuthError)
    {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw GDataAuthError(code: .invalidCredentialsFile, message: "cannot create \(directory.path)", file: path)
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(randomToken().prefix(12))")
        let data = GDataJSONWriter.data(info.json, pretty: true)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw GDataAuthError(
                code: .invalidCredentialsFile,
                message: "cannot create a file in \(directory.path)",
                file: path
            )
        }
        let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == data.count, synced, rename(temporary.path, path) == 0 else {
            unlink(temporary.path)
            throw GDataAuthError(code: .invalidCredentialsFile, message: "cannot write \(path)", file: path)
        }
    }
}

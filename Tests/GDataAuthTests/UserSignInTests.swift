import Foundation
import GDataAuth
import GDataHTTP
import GDataJSON
import GDataTestSupport
import Testing

@Suite("User sign-in: the installed-app flow's loopback listener, PKCE and state; impersonation and ID tokens")
struct UserSignInTests {
    static let client = GDataOAuthClient(
        clientID: "client-1",
        clientSecret: "client-secret-1",
        authorizationURI: URL(string: "https://accounts.example/auth")!,
        tokenURI: URL(string: "http://127.0.0.1:1/token")!
    )

    @Test("The consent URL carries PKCE S256, state, offline access; the challenge is SHA-256 of the verifier")
    func consentURL() throws {
        let flow = GDataInstalledAppFlow(
            client: Self.client,
            scopes: ["openid", "https://www.googleapis.com/auth/drive"]
        )
        let url = try #require(
            URLComponents(
                url: flow.authorizationURL(redirectURI: "http://127.0.0.1:5/"),
                resolvingAgainstBaseURL: false
            )
        )
        let items = Dictionary(uniqueKeysWithValues: (url.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(items["response_type"] == "code")
        #expect(items["code_challenge_method"] == "S256")
        #expect(items["code_challenge"] == flow.codeChallenge)
        #expect(items["state"] == flow.state)
        #expect(items["scope"] == "openid https://www.googleapis.com/auth/drive")
        #expect(items["redirect_uri"] == "http://127.0.0.1:5/")
        #expect(flow.codeVerifier.count == 43)
        // RFC 7636 appendix B's example pair.
        #expect(
            GDataJWT.base64URL(
                Data(
                    base64Encoded: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM=".replacingOccurrences(
                        of: "-",
                        with: "+"
                    )
                ) ?? Data()
            ) == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        )
        let other = GDataInstalledAppFlow(client: Self.client, scopes: [])
        #expect(other.state != flow.state && other.codeVerifier != flow.codeVerifier)
    }

    @Test("The loopback listener takes the browser's redirect, answers it, and the code is exchanged with the verifier")
    func loopbackFlow() async throws {
        let server = try await TestHTTPServer.start { request in
            let fields = AuthFixtures.form(request.body)
            guard fields["grant_type"] == "authorization_code", fields["code"] == "c0de" else {
                return AuthFixtures.oauthError(400, "invalid_grant", "bad code")
            }
            return AuthFixtures.tokenJSON(
                "tok-1",
                extra: [
                    "refresh_token": "refresh-secret-1", "id_token": .string(Self.idToken(email: "user@example.com")),
                ]
            )
        }
        var client = Self.client
        client.tokenURI = server.url("/token")
        let flow = GDataInstalledAppFlow(client: client, scopes: ["openid"])
        let browser = GDataHTTPFetcher()
        try await withCleanup {
            let redirect = TestLockedValue<URL?>(nil)
            let signal = TestSignal()
            let result = try await withThrowingTaskGroup(of: (GDataAuthorizedUserInfo, GDataAccessToken)?.self) {
                group in
                group.addTask {
                    try await flow.run(
                        openURL: { url in
                            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
                            let uri = items.first { $0.name == "redirect_uri" }?.value ?? ""
                            let state = items.first { $0.name == "state" }?.value ?? ""
                            redirect.withLock { $0 = URL(string: uri + "?code=c0de&state=" + state) }
                            signal.fire()
                        },
                        timeout: 30,
                        client: GDataAuthHTTPClient(fetcher: GDataHTTPFetcher())
                    )
                }
                group.addTask {
                    await signal.wait()
                    let target = try #require(redirect.current)
                    // A stray request first (a browser's favicon): answered, and the listener keeps waiting.
                    let favicon = try #require(URL(string: "http://127.0.0.1:\(target.port ?? 0)/favicon.ico"))
                    let stray = try await browser.send(GDataHTTPRequest(url: favicon))
                    #expect(stray.status == 404)
                    let page = try await browser.send(GDataHTTPRequest(url: target))
                    #expect(page.status == 200)
                    #expect(String(decoding: page.body, as: UTF8.self).contains("close this tab"))
                    return nil
                }
                var signedIn: (GDataAuthorizedUserInfo, GDataAccessToken)?
                for try await value in group { if let value { signedIn = value } }
                return try #require(signedIn)
            }
            #expect(result.0.refreshToken == "refresh-secret-1")
            #expect(result.0.account == "user@example.com")
            #expect(result.1.value == "tok-1")
            let exchange = AuthFixtures.form(try #require(server.requests.first).body)
            #expect(exchange["code_verifier"] == flow.codeVerifier)
            #expect(exchange["redirect_uri"]?.hasPrefix("http://127.0.0.1:") == true)
            #expect(exchange["client_secret"] == "client-secret-1")
        } cleanup: {
            await browser.shutdown()
            await server.stop()
        }
    }

    @Test(
        "No redirect within the time limit is a signIn error; a denied consent and a forged state are refused",
        .timeLimit(.minutes(1))
    )
    func failures() async throws {
        let flow = GDataInstalledAppFlow(client: Self.client, scopes: [])
        let error = await #expect(throws: GDataAuthError.self) {
            _ = try await flow.run(
                openURL: { _ in },
                timeout: 1,
                client: GDataAuthHTTPClient(fetcher: GDataHTTPFetcher())
            )
        }
        #expect(error?.code == .signIn)
        #expect(error?.description.contains("within 1 s") == true)
        let denied = #expect(throws: GDataAuthError.self) {
            _ = try flow.code(fromRedirect: "/?error=access_denied&state=\(flow.state)")
        }
        #expect(denied?.oauthError == "access_denied")
        let forged = #expect(throws: GDataAuthError.self) { _ = try flow.code(fromRedirect: "/?code=x&state=other") }
        #expect(forged?.description.contains("state does not match") == true)
        #expect(try flow.code(fromRedirect: "http://127.0.0.1:1/?state=\(flow.state)&code=abc") == "abc")
    }

    @Test("The authorized-user file is written 0600 in a 0700 directory and reads back")
    func fileWritten() throws {
        try withTemporaryDirectoryThrowing { directory in
            let path = directory.appendingPathComponent("gdata/application_default_credentials.json").path
            let info = GDataAuthorizedUserInfo(
                clientID: "c",
                clientSecret: "s",
                refreshToken: "r",
                account: "u@example.com"
            )
            try GDataInstalledAppFlow.writeAuthorizedUserFile(info, to: path)
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600)
            let directoryMode =
                try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("gdata").path)[
                    .posixPermissions
                ] as? NSNumber
            #expect(directoryMode?.intValue == 0o700)
            guard case .authorizedUser(let read) = try GDataCredentialsFile.read(path: path) else {
                Issue.record("not an authorized user")
                return
            }
            #expect(read.refreshToken == "r" && read.account == "u@example.com")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("gdata").path)
                    .count == 1
            )
        }
    }

    @Test("Impersonation: generateAccessToken with delegates and lifetime; expireTime read against the response's Date")
    func impersonation() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.path == "/token" { return AuthFixtures.tokenJSON("source-tok") }
            guard request.header("Authorization") == "Bearer source-tok" else { return .status(401) }
            // The server's clock says 10:00:00; the token expires at 10:30:00.
            return TestHTTPResponse.ok(
                #"{"accessToken":"target-tok","expireTime":"2026-12-07T10:30:00Z"}"#,
                contentType: "application/json"
            )
            .header("Date", "Mon, 07 Dec 2026 10:00:00 GMT")
        }
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let clock = ManualAuthClock()
                clock.setWallDate(Date(timeIntervalSince1970: 1_000))  // a local clock decades off
                var configuration = AuthFixtures.configuration
                configuration.clock = clock.clock
                let path = try AuthFixtures.write(
                    AuthFixtures.serviceAccountJSON(tokenURI: server.url("/token")),
                    "k.json",
                    in: directory
                )
                let source = try GDataGoogleCredentials.fromFile(
                    path: path,
                    scopes: [GDataImpersonation.cloudPlatformScope],
                    environment: AuthFixtures.environment(),
                    configuration: configuration
                )
                let credentials = GDataGoogleCredentials(
                    provider: GDataImpersonatedCredentials(
                        source: source,
                        targetServiceAccount: "target@p.iam.gserviceaccount.com",
                        delegates: ["mid@p.iam.gserviceaccount.com"],
                        lifetime: 1800,
                        endpoint: server.baseURL
                    ),
                    scopes: ["https://www.googleapis.com/auth/devstorage.read_only"],
                    environment: AuthFixtures.environment(),
                    configuration: configuration
                )
                let token = try await credentials.accessToken()
                #expect(token.value == "target-tok")
                #expect(token.expiresIn == 1800)
                let request = try #require(server.requests.last)
                #expect(
                    request.path
                        == "/v1/projects/-/serviceAccounts/target@p.iam.gserviceaccount.com:generateAccessToken"
                )
                let body = try GDataJSONParser.parse(request.body).objectValue ?? [:]
                #expect(body["lifetime"] == "1800s")
                #expect(body["delegates"] == ["projects/-/serviceAccounts/mid@p.iam.gserviceaccount.com"])
                #expect(body["scope"] == ["https://www.googleapis.com/auth/devstorage.read_only"])
                await credentials.shutdown()
                await source.shutdown()
            }
        } cleanup: {
            await server.stop()
        }
    }

    @Test("ID tokens: a service account's target_audience grant; the metadata server's identity path")
    func identityTokens() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.path == "/token" {
                return TestHTTPResponse.ok(#"{"id_token":"id-for-audience"}"#, contentType: "application/json")
            }
            guard request.header("Metadata-Flavor") == "Google" else { return .status(403) }
            return TestHTTPResponse.ok("meta-id-token\n").header("Metadata-Flavor", "Google")
        }
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let path = try AuthFixtures.write(
                    AuthFixtures.serviceAccountJSON(tokenURI: server.url("/token")),
                    "k.json",
                    in: directory
                )
                let sa = try GDataGoogleCredentials.fromFile(
                    path: path,
                    environment: AuthFixtures.environment(),
                    configuration: AuthFixtures.configuration
                )
                #expect(try await sa.identityToken(audience: "https://run.example/") == "id-for-audience")
                let assertion = AuthFixtures.form(try #require(server.requests.last).body)["assertion"] ?? ""
                #expect(AuthFixtures.jwtPart(assertion, 1)["target_audience"] == "https://run.example/")
                #expect(AuthFixtures.jwtPart(assertion, 1)["scope"] == nil)
                await sa.shutdown()

                let metadata = GDataGoogleCredentials(
                    provider: GDataMetadataServerCredentials(host: "127.0.0.1:\(server.port)"),
                    environment: AuthFixtures.environment(),
                    configuration: AuthFixtures.configuration
                )
                #expect(try await metadata.identityToken(audience: "https://run.example/") == "meta-id-token")
                let request = try #require(server.requests.last)
                #expect(request.path == "/computeMetadata/v1/instance/service-accounts/default/identity")
                #expect(request.queryValue("audience") == "https://run.example/")
                #expect(request.queryValue("format") == "full")
                await metadata.shutdown()

                let user = try GDataGoogleCredentials.fromFile(
                    path: try AuthFixtures.write(
                        AuthFixtures.authorizedUserJSON(tokenURI: nil),
                        "u.json",
                        in: directory
                    ),
                    environment: AuthFixtures.environment()
                )
                let error = await #expect(throws: GDataAuthError.self) {
                    _ = try await user.identityToken(audience: "a")
                }
                #expect(error?.code == .unsupported)
                await user.shutdown()
            }
        } cleanup: {
            await server.stop()
        }
    }

    /// An unsigned ID token carrying `email` (the flow reads the claim; the signature is not its to check).
    static func idToken(email: String) -> String {
        let header = GDataJWT.base64URL(GDataJSONValue.object(["alg": "none"]).jsonData)
        let claims = GDataJWT.base64URL(GDataJSONValue.object(["email": .string(email)]).jsonData)
        return header + "." + claims + ".sig"
    }
}

import Foundation
import GDataAuth
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Server applications signing in their users: the web-server flow and a token store per user")
struct WebServerFlowTests {
    @Test(
        "start, callback, finish: the record lands in the store; the user's credentials refresh and save a rotated token"
    )
    func signInKeepAndRotate() async throws {
        let refreshes = TestLockedValue(0)
        let server = try await TestHTTPServer.start { request in
            let fields = AuthFixtures.form(request.body)
            switch fields["grant_type"] {
            case "authorization_code":
                guard fields["code"] == "web-code", fields["redirect_uri"] == "https://app.example/oauth" else {
                    return AuthFixtures.oauthError(400, "invalid_grant", "bad code")
                }
                return AuthFixtures.tokenJSON("tok-0", extra: ["refresh_token": "refresh-a"])
            default:
                let n = refreshes.withLock {
                    $0 += 1
                    return $0
                }
                // The first refresh rotates the refresh token.
                return AuthFixtures.tokenJSON("tok-\(n)", extra: n == 1 ? ["refresh_token": "refresh-b"] : [:])
            }
        }
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let store = GDataFileTokenStore(directory: directory.appendingPathComponent("users"))
                let client = GDataOAuthClient(
                    clientID: "web-client",
                    clientSecret: "web-secret",
                    tokenURI: server.url("/token")
                )
                let flow = GDataWebServerFlow(
                    client: client,
                    scopes: ["openid"],
                    redirectURI: "https://app.example/oauth"
                )
                let request = flow.start()
                let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
                #expect(items.first { $0.name == "state" }?.value == request.state)
                #expect(items.first { $0.name == "redirect_uri" }?.value == "https://app.example/oauth")
                #expect(!request.description.contains(request.state))

                // A callback with another session's state is refused before any exchange.
                let forged = await #expect(throws: GDataAuthError.self) {
                    try await flow.finish(
                        callback: "https://app.example/oauth?code=web-code&state=other",
                        request: request,
                        user: "alice",
                        store: store,
                        client: GDataAuthHTTPClient(fetcher: GDataHTTPFetcher())
                    )
                }
                #expect(forged?.code == .signIn)
                #expect(server.requests.isEmpty)

                let fetcher = GDataHTTPFetcher()
                let info = try await flow.finish(
                    callback: "https://app.example/oauth?code=web-code&state=\(request.state)",
                    request: request,
                    user: "alice@example.com",
                    store: store,
                    client: GDataAuthHTTPClient(fetcher: fetcher)
                )
                await fetcher.shutdown()
                #expect(info.refreshToken == "refresh-a")
                #expect(AuthFixtures.form(server.requests[0].body)["code_verifier"] == request.codeVerifier)
                #expect(try await store.load(user: "alice@example.com")?.refreshToken == "refresh-a")
                #expect(try await store.load(user: "bob") == nil)
                #expect(try await GDataGoogleCredentials.user("bob", store: store) == nil)

                var configuration = AuthFixtures.configuration
                let clock = ManualAuthClock()
                configuration.clock = clock.clock
                let alice = try #require(
                    try await GDataGoogleCredentials.user(
                        "alice@example.com",
                        store: store,
                        environment: AuthFixtures.environment(),
                        configuration: configuration
                    )
                )
                #expect(await tokenValue(alice) == "tok-1")
                #expect(try await store.load(user: "alice@example.com")?.refreshToken == "refresh-b")
                clock.advance(3600)
                #expect(await tokenValue(alice) == "tok-2")
                #expect(AuthFixtures.form(server.requests.last?.body ?? Data())["refresh_token"] == "refresh-b")
                await alice.shutdown()

                let files = try FileManager.default.contentsOfDirectory(atPath: store.directory.path)
                #expect(files.count == 1)
                let mode =
                    try FileManager.default.attributesOfItem(
                        atPath: store.directory.appendingPathComponent(files[0]).path
                    )[.posixPermissions] as? NSNumber
                #expect(mode?.intValue == 0o600)
                try await store.remove(user: "alice@example.com")
                #expect(try await store.load(user: "alice@example.com") == nil)
            }
        } cleanup: {
            await server.stop()
        }
    }
}

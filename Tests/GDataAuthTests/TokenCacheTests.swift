import Foundation
import GDataAuth
import GDataHTTP
import GDataJSON
import GDataTestSupport
import Testing

@Suite("Tokens kept and refreshed: expiry margin on a monotonic clock, one shared refresh, retries, typed errors")
struct TokenCacheTests {
    /// Authorized-user credentials against `server`'s `/token`, on `clock`.
    func credentials(_ server: TestHTTPServer, clock: ManualAuthClock, scopes: [String] = []) throws
        -> GDataGoogleCredentials
    {
        var configuration = AuthFixtures.configuration
        configuration.clock = clock.clock
        let file = try GDataCredentialsFile.parse(
            AuthFixtures.authorizedUserJSON(tokenURI: server.url("/token")),
            file: "user.json"
        )
        guard case .authorizedUser(let info) = file else { throw GDataAuthError(code: .unsupported, message: "") }
        return GDataGoogleCredentials(
            provider: GDataAuthorizedUserCredentials(info),
            scopes: scopes,
            environment: AuthFixtures.environment(),
            configuration: configuration
        )
    }

    @Test(
        "A token is reused until 225 s before expiry, measured on the monotonic clock; a wall-clock jump changes nothing"
    )
    func expiryMargin() async throws {
        let server = try await AuthFixtures.tokenServer(expiresIn: 3600)
        let clock = ManualAuthClock()
        let credentials = try credentials(server, clock: clock)
        try await withCleanup {
            #expect(await tokenValue(credentials) == "tok-1")
            clock.setWallDate(Date(timeIntervalSince1970: 4_000_000_000))  // the wall clock jumps years ahead
            clock.advance(3600 - 225 - 1)
            #expect(await tokenValue(credentials) == "tok-1")
            clock.advance(1)
            #expect(await tokenValue(credentials) == "tok-2")
            #expect(server.requests.count == 2)
        } cleanup: {
            await credentials.shutdown()
            await server.stop()
        }
    }

    @Test(
        "Authorized users keep their granted scopes: the refresh grant asks for none; a rotated refresh token is kept"
    )
    func authorizedUserGrant() async throws {
        let rotated = TestLockedValue(false)
        let server = try await TestHTTPServer.start { request in
            let fields = AuthFixtures.form(request.body)
            let first = rotated.withLock { done -> Bool in
                defer { done = true }
                return !done
            }
            return AuthFixtures.tokenJSON(
                "tok-\(fields["refresh_token"] ?? "?")",
                extra: first
                    ? ["refresh_token": "refresh-secret-2", "scope": "https://www.googleapis.com/auth/a"] : [:]
            )
        }
        let clock = ManualAuthClock()
        let credentials = try credentials(
            server,
            clock: clock,
            scopes: ["https://www.googleapis.com/auth/never-granted"]
        )
        try await withCleanup {
            #expect(await tokenValue(credentials) == "tok-refresh-secret-1")
            try await credentials.refresh()
            #expect(await tokenValue(credentials) == "tok-refresh-secret-2")
            let fields = AuthFixtures.form(server.requests[0].body)
            #expect(Set(fields.keys) == ["grant_type", "client_id", "client_secret", "refresh_token"])
            #expect(fields["grant_type"] == "refresh_token")
            #expect(fields["client_id"] == "client-1.apps.googleusercontent.com")
            #expect(fields["client_secret"] == "client-secret-1")
            #expect(AuthFixtures.form(server.requests[1].body)["refresh_token"] == "refresh-secret-2")
            let provider = try #require(credentials.provider as? GDataAuthorizedUserCredentials)
            #expect(provider.info.refreshToken == "refresh-secret-2")
        } cleanup: {
            await credentials.shutdown()
            await server.stop()
        }
    }

    @Test("50 concurrent requests that find the token expired make one token request")
    func stampedeOnExpiry() async throws {
        let server = try await AuthFixtures.tokenServer(expiresIn: 3600, delay: .milliseconds(200))
        let clock = ManualAuthClock()
        let credentials = try credentials(server, clock: clock)
        try await withCleanup {
            _ = try await credentials.accessToken()
            clock.advance(3600)
            let tokens = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<50 {
                    group.addTask {
                        var request = GDataHTTPRequest(url: URL(string: "https://example.com/")!)
                        try await credentials.authorize(&request)
                        return request.headers["Authorization"] ?? ""
                    }
                }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(tokens == ["Bearer tok-2"])
            #expect(server.requests.count == 2)
            #expect(credentials.tokenRequestCount == 2)
        } cleanup: {
            await credentials.shutdown()
            await server.stop()
        }
    }

    @Test("50 requests refused with 401 for the same token make one token request; a later 401 for an old token none")
    func stampedeOn401() async throws {
        let server = try await AuthFixtures.tokenServer(expiresIn: 3600, delay: .milliseconds(100))
        let clock = ManualAuthClock()
        let credentials = try credentials(server, clock: clock)
        try await withCleanup {
            var rejected = GDataHTTPRequest(url: URL(string: "https://example.com/")!)
            try await credentials.authorize(&rejected)
            #expect(rejected.headers["Authorization"] == "Bearer tok-1")
            let refused = rejected
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<50 { group.addTask { try await credentials.refresh(rejecting: refused) } }
                try await group.waitForAll()
            }
            #expect(server.requests.count == 2)
            // A straggler's 401 for tok-1 after tok-2 arrived: nothing is sent.
            try await credentials.refresh(rejecting: rejected)
            #expect(server.requests.count == 2)
            #expect(await tokenValue(credentials) == "tok-2")
        } cleanup: {
            await credentials.shutdown()
            await server.stop()
        }
    }

    @Test(
        "The token endpoint is retried as google-auth retries it",
        arguments: [
            (TestHTTPResponse.status(503, "busy"), true), (TestHTTPResponse.status(500), true),
            (TestHTTPResponse.status(429), true), (TestHTTPResponse.status(408), true),
            (AuthFixtures.oauthError(400, "temporarily_unavailable", "try again"), true),
            (AuthFixtures.oauthError(400, "invalid_grant", "Token has been expired or revoked."), false),
            (AuthFixtures.oauthError(400, "invalid_scope", "bad scope"), false),
            (TestHTTPResponse.status(404), false),
        ] as [(TestHTTPResponse, Bool)]
    )
    func retries(first: TestHTTPResponse, retried: Bool) async throws {
        let count = TestLockedValue(0)
        let server = try await TestHTTPServer.start { _ in
            let n = count.withLock {
                $0 += 1
                return $0
            }
            return n == 1 ? first : AuthFixtures.tokenJSON("tok-after-retry")
        }
        let credentials = try credentials(server, clock: ManualAuthClock())
        try await withCleanup {
            if retried {
                #expect(await tokenValue(credentials) == "tok-after-retry")
                #expect(server.requests.count == 2)
            } else {
                let error = await #expect(throws: GDataAuthError.self) { _ = try await credentials.accessToken() }
                #expect(server.requests.count == 1)
                #expect(error?.status == first.status)
                #expect(error?.description.contains("client-secret-1") == false)
                #expect(error?.description.contains("refresh-secret-1") == false)
            }
        } cleanup: {
            await credentials.shutdown()
            await server.stop()
        }
    }

    @Test("Refusals are typed with the server's error and description; three 503s in a row end in an error")
    func typedErrors() async throws {
        let server = try await TestHTTPServer.start { request in
            request.path == "/scope"
                ? AuthFixtures.oauthError(400, "invalid_scope", "Some requested scopes were invalid.")
                : .status(503)
        }
        try await withCleanup {
            let clock = ManualAuthClock()
            var configuration = AuthFixtures.configuration
            configuration.clock = clock.clock
            let info = GDataAuthorizedUserInfo(
                clientID: "c",
                clientSecret: "s3cr3t",
                refreshToken: "r3fr3sh",
                tokenURI: server.url("/scope")
            )
            let scoped = GDataGoogleCredentials(
                provider: GDataAuthorizedUserCredentials(info),
                environment: AuthFixtures.environment(),
                configuration: configuration
            )
            let error = await #expect(throws: GDataAuthError.self) { _ = try await scoped.accessToken() }
            #expect(error?.code == .tokenRefused)
            #expect(error?.oauthError == "invalid_scope")
            #expect(error?.oauthErrorDescription == "Some requested scopes were invalid.")
            await scoped.shutdown()

            var busyInfo = info
            busyInfo.tokenURI = server.url("/busy")
            let busy = GDataGoogleCredentials(
                provider: GDataAuthorizedUserCredentials(busyInfo),
                environment: AuthFixtures.environment(),
                configuration: configuration
            )
            let busyError = await #expect(throws: GDataAuthError.self) { _ = try await busy.accessToken() }
            #expect(busyError?.code == .invalidResponse)
            #expect(busyError?.status == 503)
            #expect(server.requests.filter { $0.path == "/busy" }.count == 3)
            await busy.shutdown()
        } cleanup: {
            await server.stop()
        }
    }

    @Test("An invalid_grant about iat/exp says the local clock is off, by how much against the server's Date")
    func clockSkew() async throws {
        let server = try await TestHTTPServer.start { _ in
            AuthFixtures.oauthError(
                400,
                "invalid_grant",
                "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim."
            ).header("Date", "Mon, 07 Dec 2026 10:00:00 GMT")
        }
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let clock = ManualAuthClock()
                // This machine's clock is two hours ahead of the server's.
                clock.setWallDate(Date(timeIntervalSince1970: 1_796_637_600 + 7200))
                var configuration = AuthFixtures.configuration
                configuration.clock = clock.clock
                let path = try AuthFixtures.write(
                    AuthFixtures.serviceAccountJSON(tokenURI: server.url("/token")),
                    "k.json",
                    in: directory
                )
                let credentials = try GDataGoogleCredentials.fromFile(
                    path: path,
                    environment: AuthFixtures.environment(),
                    configuration: configuration
                )
                let error = await #expect(throws: GDataAuthError.self) { _ = try await credentials.accessToken() }
                await credentials.shutdown()
                #expect(error?.oauthError == "invalid_grant")
                #expect(
                    error?.description.contains("7200 s ahead of the server's") == true,
                    "\(error?.description ?? "")"
                )
                let assertion = AuthFixtures.form(server.requests[0].body)["assertion"] ?? ""
                #expect(AuthFixtures.jwtPart(assertion, 1)["iat"] == .integer(1_796_637_600 + 7200))
            }
        } cleanup: {
            await server.stop()
        }
    }

    @Test("Token requests and answers never reach the logger: only the kind, the endpoint's origin and the status")
    func nothingSecretLogged() async throws {
        let server = try await TestHTTPServer.start { request in
            request.path == "/bad"
                ? AuthFixtures.oauthError(400, "invalid_grant", "bad") : AuthFixtures.tokenJSON("ya29.very-secret")
        }
        try await withCleanup {
            let lines = TestLockedValue<[String]>([])
            var configuration = AuthFixtures.configuration
            configuration.logger = .init(label: "test") { _ in RecordingLogHandler(lines: lines) }
            for path in ["/token", "/bad"] {
                let info = GDataAuthorizedUserInfo(
                    clientID: "c",
                    clientSecret: "s3cr3t",
                    refreshToken: "r3fr3sh",
                    tokenURI: server.url(path)
                )
                let credentials = GDataGoogleCredentials(
                    provider: GDataAuthorizedUserCredentials(info),
                    environment: AuthFixtures.environment(),
                    configuration: configuration
                )
                _ = try? await credentials.accessToken()
                await credentials.shutdown()
            }
            let text = lines.current.joined(separator: "\n")
            #expect(text.contains("authorized user"))
            #expect(text.contains("400"))
            for secret in ["ya29.very-secret", "s3cr3t", "r3fr3sh", "refresh_token="] {
                #expect(!text.contains(secret), "\(secret) in \(text)")
            }
        } cleanup: {
            await server.stop()
        }
    }
}

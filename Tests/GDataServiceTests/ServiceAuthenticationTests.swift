import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Logging
import Testing

/// A ClientLogin endpoint and a feed that wants its token, on one in-process server.
final class SignInServer: Sendable {
    let signIns = TestLockedValue(0)
    /// Tokens the feed refuses (to force a re-sign-in).
    let refusedTokens = TestLockedValue<Set<String>>([])
    let captcha: Bool

    init(captcha: Bool = false) { self.captcha = captcha }

    var handler: TestHTTPServer.Handler {
        { [self] request in
            if request.path == "/accounts/ClientLogin" {
                let count = signIns.withLock { value -> Int in
                    value += 1
                    return value
                }
                let form = String(decoding: request.body, as: UTF8.self)
                if captcha && !form.contains("logincaptcha=") {
                    return .status(
                        403,
                        "Error=CaptchaRequired\nCaptchaToken=tok123\nCaptchaUrl=Captcha?ctoken=tok123\n"
                    )
                }
                if !form.contains("Passwd=s3cret%21pw") {
                    return .status(403, "Error=BadAuthentication\nInfo=InvalidSecondFactor\n")
                }
                // Let concurrent requests pile up behind the one sign-in.
                return TestHTTPResponse.ok("SID=sid\nLSID=lsid\nAuth=token\(count)\n").delayed(.milliseconds(200))
            }
            let auth = request.header("Authorization") ?? ""
            let token = auth.replacingOccurrences(of: "GoogleLogin auth=", with: "")
            if !auth.hasPrefix("GoogleLogin auth=") || refusedTokens.current.contains(token) {
                return .status(401, "Token invalid")
            }
            // The title names the token's number only, so logs that record bodies never see a token.
            return AtomText.ok(AtomText.feed(title: "for #\(token.dropFirst(5))", entries: []))
        }
    }
}

@Suite("GDataService authentication")
struct ServiceAuthenticationTests {
    static func credentials(_ server: TestHTTPServer, password: String = "s3cret!pw") -> GDataClientLoginCredentials {
        GDataClientLoginCredentials(
            email: "fred@example.com",
            password: password,
            serviceID: "cl",
            source: "Tests-1.0",
            signInURL: server.url("/accounts/ClientLogin")
        )
    }

    @Test func concurrentRequestsShareOneSignIn() async throws {
        let backend = SignInServer()
        try await withService(configuration: plainConfiguration(), handler: backend.handler) { service, server in
            service.setUserCredentials(Self.credentials(server))
            let titles = try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<8 {
                    group.addTask {
                        try await service.fetchFeed(at: server.url("/feeds/\(index)")).title?.stringValue ?? ""
                    }
                }
                var all: [String] = []
                for try await title in group { all.append(title) }
                return all
            }
            #expect(titles == Array(repeating: "for #1", count: 8))
            #expect(backend.signIns.current == 1)
            #expect(service.clientLoginSignInCount == 1)
            let signIn = try #require(server.requests.first { $0.path == "/accounts/ClientLogin" })
            #expect(signIn.method == "POST")
            #expect(signIn.header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(
                String(decoding: signIn.body, as: UTF8.self)
                    == "Email=fred%40example.com&Passwd=s3cret%21pw&source=Tests-1.0&service=cl&accountType=HOSTED_OR_GOOGLE"
            )
            let feeds = server.requests.filter { $0.path.hasPrefix("/feeds/") }
            #expect(feeds.count == 8)
            #expect(feeds.allSatisfy { $0.header("Authorization") == "GoogleLogin auth=token1" })
        }
    }

    @Test func aRefusedTokenSignsInAgainOnce() async throws {
        let backend = SignInServer()
        try await withService(configuration: plainConfiguration(), handler: backend.handler) { service, server in
            service.setUserCredentials(Self.credentials(server))
            let first = try await service.fetchFeed(at: server.url("/feeds/a"))
            #expect(first.title?.stringValue == "for #1")
            _ = backend.refusedTokens.withLock { $0.insert("token1") }
            let second = try await service.fetchFeed(at: server.url("/feeds/a"))
            #expect(second.title?.stringValue == "for #2")
            #expect(backend.signIns.current == 2)
            // Every token refused: one re-sign-in, then the 401 is reported.
            backend.refusedTokens.withLock { $0 = ["token2", "token3", "token4"] }
            let error = await serviceError { _ = try await service.fetchFeed(at: server.url("/feeds/a")) }
            #expect(error?.status == 401)
            #expect(backend.signIns.current == 3)
        }
    }

    @Test func captchaRequiredIsTypedWithTheResolvedURL() async throws {
        let backend = SignInServer(captcha: true)
        try await withService(configuration: plainConfiguration(), handler: backend.handler) { service, server in
            service.setUserCredentials(Self.credentials(server))
            let error = await serviceError { _ = try await service.authenticate() }
            #expect(error?.code == .captchaRequired)
            #expect(error?.clientLogin?.captchaToken == "tok123")
            #expect(error?.clientLogin?.captchaURL == server.url("/accounts/Captcha?ctoken=tok123"))
            var answered = Self.credentials(server)
            answered.captchaToken = "tok123"
            answered.captchaAnswer = "dinosaur"
            service.setUserCredentials(answered)
            let token = try await service.authenticate()
            #expect(token == "token2")
            let form = String(decoding: server.requests.last?.body ?? Data(), as: UTF8.self)
            #expect(form.hasSuffix("&logintoken=tok123&logincaptcha=dinosaur"))
        }
    }

    @Test func badCredentialsAreTypedWithInfo() async throws {
        let backend = SignInServer()
        try await withService(configuration: plainConfiguration(), handler: backend.handler) { service, server in
            service.setUserCredentials(Self.credentials(server, password: "wrong"))
            let error = await serviceError { _ = try await service.fetchFeed(at: server.url("/feeds/a")) }
            #expect(error?.code == .badAuthentication)
            #expect(error?.status == 403)
            #expect(error?.clientLogin?.error == "BadAuthentication")
            #expect(error?.clientLogin?.info == "InvalidSecondFactor")
            #expect(server.requests.filter { $0.path.hasPrefix("/feeds/") }.isEmpty)
            #expect(error.map { "\($0)" }?.contains("wrong") == false)
        }
    }

    @Test func emptyCredentialsFailWithoutARequest() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            .status(500)
        } _: { service, server in
            service.setUserCredentials(Self.credentials(server, password: ""))
            let error = await serviceError { _ = try await service.authenticate() }
            #expect(error?.code == .emptyCredentials)
            #expect(server.requests.isEmpty)
        }
    }

    @Test func changingCredentialsClearsTheTokenAndTheCache() async throws {
        let backend = SignInServer()
        var configuration = plainConfiguration()
        configuration.shouldCacheResponseData = true
        try await withService(configuration: configuration) { request in
            var response = await backend.handler(request)
            if request.path.hasPrefix("/feeds/") { response = response.header("ETag", "\"v1\"") }
            return response
        } _: { service, server in
            service.setUserCredentials(Self.credentials(server))
            _ = try await service.fetchFeed(at: server.url("/feeds/a"))
            #expect(service.clientLoginToken == "token1")
            #expect((service.fetchHistory?.count ?? 0) == 1)
            service.setUserCredentials(Self.credentials(server))
            #expect(service.clientLoginToken == nil)
            #expect(service.fetchHistory?.count == 0)
            _ = try await service.fetchFeed(at: server.url("/feeds/a"))
            #expect(service.clientLoginToken == "token2")
        }
    }

    @Test func authSubBearerAndAPIKeyHeaders() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            AtomText.ok(AtomText.feed(entries: []))
        } _: {
            service,
            server in
            service.authorization = .authSubToken("sub-token")
            _ = try await service.fetchFeed(at: server.url("/a"))
            service.authorization = .authorizer(GDataBearerTokenAuthorizer(token: "bearer-token"))
            _ = try await service.fetchFeed(at: server.url("/b"))
            service.authorization = .authorizer(GDataAPIKeyAuthorizer(key: "api-key"))
            _ = try await service.fetchFeed(at: server.url("/c"))
            service.authorization = .googleLoginToken("gl-token")
            _ = try await service.fetchFeed(at: server.url("/d"))
            let requests = server.requests
            #expect(requests[0].header("Authorization") == "AuthSub token=sub-token")
            #expect(requests[1].header("Authorization") == "Bearer bearer-token")
            #expect(requests[2].header("Authorization") == nil)
            #expect(requests[2].queryValue("key") == "api-key")
            #expect(requests[3].header("Authorization") == "GoogleLogin auth=gl-token")
            #expect(!"\(service.authorization)".contains("gl-token"))
        }
    }

    @Test func noCredentialReachesTheActivityLogOrTheHTTPLog() async throws {
        let lines = TestLockedValue<[String]>([])
        let logDirectory = try temporaryDirectory(prefix: "svc-log")
        defer { try? FileManager.default.removeItem(at: logDirectory) }
        let backend = SignInServer()
        var configuration = plainConfiguration()
        configuration.fetcherConfiguration.logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
        configuration.fetcherConfiguration.transactionLog = try GDataHTTPTransactionLog(directory: logDirectory)
        configuration.fetcherConfiguration.retry = GDataHTTPRetryPolicy(
            initialIntervalRange: 0.01...0.02,
            maxInterval: 1
        )
        let failures = TestLockedValue(0)
        try await withService(configuration: configuration) { request in
            if request.path == "/flaky",
                failures.withLock({ value -> Bool in
                    value += 1
                    return value == 1
                })
            {
                return .status(503)
            }
            return await backend.handler(request)
        } _: { service, server in
            service.setUserCredentials(Self.credentials(server))
            _ = try await service.fetchFeed(at: server.url("/feeds/a"))
            _ = backend.refusedTokens.withLock { $0.insert("token1") }
            _ = try await service.fetchFeed(at: server.url("/feeds/a"))
            _ = try await service.fetchFeed(at: server.url("/flaky"))
            #expect(failures.current == 2)
        }
        let logged = lines.current.joined(separator: "\n")
        #expect(logged.contains("signing in with ClientLogin"))
        #expect(logged.contains("signing in again"))
        #expect(logged.contains("retrying"))
        var html = ""
        let files = FileManager.default.enumerator(at: logDirectory, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if let text = try? String(contentsOf: file, encoding: .utf8) { html += text }
        }
        #expect(html.contains("ClientLogin"))
        for secret in ["s3cret", "token1", "token2"] {
            #expect(!logged.contains(secret), "activity log contains \(secret)")
            #expect(!html.contains(secret), "HTTP log contains \(secret)")
        }
    }

    @Test func cancellingATicketWaitingForTheSignInSendsNothingMore() async throws {
        let signInArrived = TestSignal()
        let release = TestSignal()
        try await withService(configuration: plainConfiguration()) { request in
            if request.path == "/accounts/ClientLogin" {
                signInArrived.fire()
                await release.wait()
                return .ok("Auth=late")
            }
            return AtomText.ok(AtomText.feed(entries: []))
        } _: { service, server in
            service.setUserCredentials(Self.credentials(server))
            let ticket = service.startFetchingFeed(at: server.url("/feeds/a"))
            await signInArrived.wait()
            ticket.cancel()
            let error = await serviceError { _ = try await ticket.value }
            release.fire()
            #expect(error?.code == .cancelled)
            #expect(server.requests.map(\.path) == ["/accounts/ClientLogin"])
            #expect(service.clientLoginToken == nil)
        }
    }

    @Test func noSilentReSignInWhenTheCredentialsChangedMeanwhile() async throws {
        let backend = SignInServer()
        let feedArrived = TestSignal()
        let release = TestSignal()
        try await withService(configuration: plainConfiguration()) { request in
            if request.path == "/feeds/slow" {
                feedArrived.fire()
                await release.wait()
                return .status(401, "Token expired")
            }
            return await backend.handler(request)
        } _: { service, server in
            service.setUserCredentials(Self.credentials(server))
            let ticket = service.startFetchingFeed(at: server.url("/feeds/slow"))
            await feedArrived.wait()
            var changed = Self.credentials(server)
            changed.email = "wilma@example.com"
            service.setUserCredentials(changed)
            release.fire()
            let error = await serviceError { _ = try await ticket.value }
            #expect(error?.status == 401)
            #expect(backend.signIns.current == 1)
            #expect(server.requests.filter { $0.path == "/feeds/slow" }.count == 1)
        }
    }
}

import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Fetcher authorization")
struct FetcherAuthorizationTests {
    static let echo: TestHTTPServer.Handler = { _ in .ok("ok") }

    @Test("bearer, GoogleLogin and API key credentials arrive as sent")
    func builtIns() async throws {
        try await withServer(Self.echo) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.authorizer = GDataBearerTokenAuthorizer(token: "tok-123")
            try await withFetcher(configuration) { fetcher in
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/bearer")))
            }
            configuration.authorizer = GDataGoogleLoginAuthorizer(token: "DQAAAH4")
            try await withFetcher(configuration) { fetcher in
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/login")))
            }
            configuration.authorizer = GDataAPIKeyAuthorizer(key: "AIza+key/1")
            try await withFetcher(configuration) { fetcher in
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/public?alt=json&key=old")))
            }
            let requests = server.requests
            #expect(requests.count == 3)
            #expect(requests[0].header("Authorization") == "Bearer tok-123")
            #expect(requests[1].header("Authorization") == "GoogleLogin auth=DQAAAH4")
            #expect(requests[2].header("Authorization") == nil)
            #expect(requests[2].queryItems.map(\.name) == ["alt", "key"])
            #expect(requests[2].queryValue("key") == "AIza+key/1")
            #expect(requests[2].queryValue("alt") == "json")
        }
    }

    @Test("a 401 refreshes a refreshable authorizer once and repeats the request")
    func refreshOn401() async throws {
        let refreshes = TestLockedValue(0)
        let authorizer = GDataBearerTokenAuthorizer { forceRefresh in
            guard forceRefresh else { return "stale" }
            refreshes.withLock { $0 += 1 }
            return "fresh"
        }
        #expect(authorizer.canRefresh)
        try await withServer({ request in
            request.header("Authorization") == "Bearer fresh" ? .ok("welcome") : .status(401, "expired")
        }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.authorizer = authorizer
            try await withFetcher(configuration) { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/private")))
                #expect(response.body == Data("welcome".utf8))
                #expect(server.requests.map { $0.header("Authorization") } == ["Bearer stale", "Bearer fresh"])
                #expect(refreshes.current == 1)
                // The refreshed token is reused.
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/private")))
                #expect(server.requests.last?.header("Authorization") == "Bearer fresh")
            }
        }
    }

    @Test("a 401 that persists after the refresh fails with the status; a static token is not refreshed")
    func persistent401() async throws {
        try await withServer({ _ in .status(401, "no") }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.authorizer = GDataBearerTokenAuthorizer { _ in "never-good" }
            try await withFetcher(configuration) { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/a"))) }
                #expect(error?.status == 401)
                #expect(server.requests.count == 2)
            }
            configuration.authorizer = GDataBearerTokenAuthorizer(token: "fixed")
            try await withFetcher(configuration) { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/b"))) }
                #expect(error?.status == 401)
                #expect(server.requests.count == 3)
            }
        }
    }

    @Test("an authorizer failure is an authorization error and nothing is sent")
    func authorizerFailure() async throws {
        struct NoToken: Error {}
        try await withServer(Self.echo) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.authorizer = GDataBearerTokenAuthorizer { _ in throw NoToken() }
            try await withFetcher(configuration) { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/x"))) }
                #expect(error?.code == .authorization)
                #expect(error?.underlying is NoToken)
                #expect(server.requests.isEmpty)
            }
        }
    }

    @Test("authorizers never print their secrets")
    func descriptions() {
        let texts = [
            String(describing: GDataBearerTokenAuthorizer(token: "secret-1")),
            String(describing: GDataGoogleLoginAuthorizer(token: "secret-2")),
            String(describing: GDataAPIKeyAuthorizer(key: "secret-3")),
            String(describing: GDataHTTPFetcher.Proxy(url: URL(string: "http://proxy:3128")!, username: "u", password: "secret-4")),
        ]
        for text in texts { #expect(!text.contains("secret")) }
    }
}

import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Fetcher requests and responses")
struct FetcherRequestTests {
    static let echo: TestHTTPServer.Handler = { request in
        TestHTTPResponse(status: 200, headers: [TestHTTPHeader("X-Method", request.method)], body: request.body)
    }

    @Test("GET sends no body and the server sees the headers in order")
    func getRequest() async throws {
        try await withServer(Self.echo) { server in
            try await withFetcher { fetcher in
                var request = GDataHTTPRequest(url: server.url("/feeds/default?alt=atom&q=a%20b"))
                request.headers.add(name: "X-First", value: "1")
                request.headers.add(name: "X-Second", value: "2")
                request.headers.add(name: "X-First", value: "3")
                let response = try await fetcher.fetch(request)
                #expect(response.status == 200)
                #expect(response.httpVersion == "1.1")
                #expect(response.headers["x-method"] == "GET")
                let received = try #require(server.requests.first)
                #expect(received.method == "GET")
                #expect(received.uri == "/feeds/default?alt=atom&q=a%20b")
                #expect(received.queryValue("q") == "a b")
                #expect(received.body.isEmpty)
                #expect(received.header("Content-Length") == nil)
                #expect(received.header("Expect") == nil)
                #expect(received.header("User-Agent") == GDataHTTPFetcher.defaultUserAgent)
                let custom = received.headers.filter { $0.name.hasPrefix("X-") }.map { "\($0.name)=\($0.value)" }
                #expect(custom == ["X-First=1", "X-Second=2", "X-First=3"])
            }
        }
    }

    @Test("POST, PUT and PATCH bodies arrive byte for byte", arguments: ["POST", "PUT", "PATCH"])
    func bodies(method: String) async throws {
        let payload = Data((0...255).map { UInt8($0) }) + testBytes(100_000)
        try await withServer(Self.echo) { server in
            try await withFetcher { fetcher in
                var request = GDataHTTPRequest(url: server.url("/upload"), method: method, body: .data(payload))
                request.headers["Content-Type"] = "application/octet-stream"
                let response = try await fetcher.fetch(request)
                #expect(response.body == payload)
                let received = try #require(server.requests.first)
                #expect(received.method == method)
                #expect(received.body == payload)
                #expect(received.header("Content-Length") == String(payload.count))
                #expect(received.header("Content-Type") == "application/octet-stream")
                #expect(received.header("Expect") == nil)
                #expect(received.header("Transfer-Encoding") == nil)
            }
        }
    }

    @Test("POST without Content-Type does not get a form type; POST without body sends Content-Length 0")
    func postDefaults() async throws {
        try await withServer(Self.echo) { server in
            try await withFetcher { fetcher in
                _ = try await fetcher.fetch(
                    GDataHTTPRequest(url: server.url("/a"), method: "POST", body: .data(Data("x=1".utf8)))
                )
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/b"), method: "POST"))
                let requests = server.requests
                #expect(requests.count == 2)
                #expect(requests[0].header("Content-Type") == nil)
                #expect(requests[0].body == Data("x=1".utf8))
                #expect(requests[1].header("Content-Length") == "0")
                #expect(requests[1].body.isEmpty)
            }
        }
    }

    @Test("DELETE and a custom method are sent as given")
    func deleteAndCustom() async throws {
        try await withServer(Self.echo) { server in
            try await withFetcher { fetcher in
                let deleted = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/entry/1"), method: "DELETE"))
                #expect(deleted.headers["X-Method"] == "DELETE")
                _ = try await fetcher.fetch(
                    GDataHTTPRequest(url: server.url("/x"), method: "PROPFIND", body: .data(Data("<a/>".utf8)))
                )
                let requests = server.requests
                #expect(requests.map(\.method) == ["DELETE", "PROPFIND"])
                #expect(requests[0].body.isEmpty)
                #expect(requests[1].body == Data("<a/>".utf8))
            }
        }
    }

    @Test("HEAD returns headers and no body")
    func head() async throws {
        try await withServer({ _ in .ok("twelve bytes") }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/h"), method: "HEAD"))
                #expect(response.status == 200)
                #expect(response.body.isEmpty)
                #expect(response.headers["Content-Length"] == "12")
                #expect(server.requests.first?.method == "HEAD")
            }
        }
    }

    @Test("gzip and chunked responses are decoded")
    func gzipAndChunked() async throws {
        let text = String(repeating: "gzip me please ", count: 5000)
        try await withServer({ request in
            request.path == "/gz"
                ? TestHTTPResponse.ok(text).encoded(.gzip) : TestHTTPResponse.ok(text).encoded(.chunked(chunkSize: 777))
        }) { server in
            try await withFetcher { fetcher in
                let gz = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/gz")))
                #expect(String(decoding: gz.body, as: UTF8.self) == text)
                #expect(gz.headers["Content-Encoding"] == "gzip")
                let chunked = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/chunked")))
                #expect(String(decoding: chunked.body, as: UTF8.self) == text)
                let acceptEncoding = try #require(server.requests.first?.header("Accept-Encoding"))
                #expect(acceptEncoding.contains("gzip"))
                #expect(acceptEncoding.contains("deflate"))
            }
        }
    }

    @Test(
        "4xx and 5xx: fetch throws with status, headers and body; send returns them",
        arguments: [400, 404, 409, 500, 503]
    )
    func errorStatuses(status: Int) async throws {
        try await withServer({ _ in
            TestHTTPResponse.status(status, "problem \(status)", headers: [TestHTTPHeader("X-Error", "yes")])
        }) { server in
            try await withFetcher { fetcher in
                let request = GDataHTTPRequest(url: server.url("/e"))
                let error = await httpError { _ = try await fetcher.fetch(request) }
                #expect(error?.code == .httpStatus)
                #expect(error?.status == status)
                #expect(error?.body == Data("problem \(status)".utf8))
                #expect(error?.headers?["X-Error"] == "yes")
                #expect(error?.url == request.url)
                let response = try await fetcher.send(request)
                #expect(response.status == status)
                #expect(response.body == Data("problem \(status)".utf8))
            }
        }
    }

    @Test("a bare 304 throws notModified; 300 without Location is a status error")
    func notModifiedAnd300() async throws {
        try await withServer({ request in
            request.path == "/304" ? TestHTTPResponse.status(304) : TestHTTPResponse.status(300, "choose")
        }) { server in
            try await withFetcher { fetcher in
                let notModified = await httpError {
                    _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/304")))
                }
                #expect(notModified?.code == .notModified)
                #expect(notModified?.status == 304)
                let multiple = await httpError {
                    _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/300")))
                }
                #expect(multiple?.code == .httpStatus)
                #expect(multiple?.status == 300)
            }
        }
    }

    @Test("redirects are followed and only the final headers are kept")
    func redirects() async throws {
        try await withServer({ request in
            switch request.path {
            case "/one": TestHTTPResponse.redirect(to: "/two", status: 301).header("X-Hop", "1")
            case "/two": TestHTTPResponse.redirect(to: "/final", status: 307).header("X-Hop", "2")
            default: TestHTTPResponse.ok("landed").header("X-Final", "yes")
            }
        }) { server in
            try await withFetcher { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/one")))
                #expect(response.body == Data("landed".utf8))
                #expect(response.url == server.url("/final"))
                #expect(response.headers["X-Final"] == "yes")
                #expect(response.headers["X-Hop"] == nil)
                #expect(server.requests.map(\.path) == ["/one", "/two", "/final"])
            }
        }
    }

    @Test("a 307 redirect resends the body")
    func redirectResendsBody() async throws {
        let payload = testBytes(5000)
        try await withServer({ request in
            request.path == "/old" ? TestHTTPResponse.redirect(to: "/new", status: 307) : TestHTTPResponse.ok("ok")
        }) { server in
            try await withFetcher { fetcher in
                _ = try await fetcher.fetch(
                    GDataHTTPRequest(url: server.url("/old"), method: "POST", body: .data(payload))
                )
                let requests = server.requests
                #expect(requests.map(\.path) == ["/old", "/new"])
                #expect(requests.map(\.method) == ["POST", "POST"])
                #expect(requests.last?.body == payload)
            }
        }
    }

    @Test("redirects are bounded")
    func redirectLoop() async throws {
        try await withServer({ request in TestHTTPResponse.redirect(to: "/loop") }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.maxRedirects = 3
            try await withFetcher(configuration) { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/loop"))) }
                #expect(error?.code == .tooManyRedirects)
                #expect(server.requests.count == 4)
            }
        }
    }

    @Test("a header value with a line break is rejected before sending")
    func headerInjection() async throws {
        try await withServer(Self.echo) { server in
            try await withFetcher { fetcher in
                var request = GDataHTTPRequest(url: server.url("/"))
                request.headers["X-Evil"] = "a\r\nInjected: yes"
                let error = await httpError { _ = try await fetcher.fetch(request) }
                #expect(error?.code == .invalidRequest)
                let badMethod = await httpError {
                    _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/"), method: "GET /x HTTP/1.1\r\n"))
                }
                #expect(badMethod?.code == .invalidRequest)
                #expect(server.requests.isEmpty)
            }
        }
    }

    @Test("a configured User-Agent (the application's part) is sent unless the request has one")
    func userAgent() async throws {
        try await withServer(Self.echo) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.userAgent = "MyApp/2.0"
            try await withFetcher(configuration) { fetcher in
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/1")))
                _ = try await fetcher.fetch(
                    GDataHTTPRequest(url: server.url("/2"), headers: ["User-Agent": "Override/1"])
                )
                #expect(
                    server.requests.map { $0.header("User-Agent") } == [
                        "MyApp/2.0 swift-gdata/\(GDataPackage.version) \(GDataPackage.system) (gzip)", "Override/1",
                    ]
                )
                #expect(configuration.userAgentHeader == GDataPackage.userAgent(application: "MyApp/2.0"))
            }
        }
    }
}

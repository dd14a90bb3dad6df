import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Fetcher transport")
struct FetcherTransportTests {
    static let url = URL(string: "https://www.example.com/feeds/default")!

    @Test("the transport answers without the network and its status flows through the pipeline")
    func statuses() async throws {
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.transport = GDataHTTPClosureTransport { request in
            GDataHTTPResponse(
                url: request.url,
                status: request.url.path.hasSuffix("missing") ? 404 : 200,
                body: Data(request.method.utf8)
            )
        }
        try await withFetcher(configuration) { fetcher in
            let ok = try await fetcher.fetch(
                GDataHTTPRequest(url: Self.url, method: "PUT", body: .data(Data("x".utf8)))
            )
            #expect(ok.body == Data("PUT".utf8))
            let missing = Self.url.appendingPathComponent("missing")
            let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: missing)) }
            #expect(error?.code == .httpStatus)
            #expect(error?.status == 404)
            let raw = try await fetcher.send(GDataHTTPRequest(url: missing))
            #expect(raw.status == 404)
        }
    }

    @Test("retry and authorization apply to a transport's responses")
    func retryAndAuthorization() async throws {
        let seen = TestLockedValue<[String?]>([])
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.01)
        configuration.authorizer = GDataGoogleLoginAuthorizer(token: "T")
        configuration.transport = GDataHTTPClosureTransport { request in
            let count = seen.withLock { list -> Int in
                list.append(request.headers["Authorization"])
                return list.count
            }
            return GDataHTTPResponse(url: request.url, status: count < 3 ? 503 : 200)
        }
        try await withFetcher(configuration) { fetcher in
            let response = try await fetcher.fetch(GDataHTTPRequest(url: Self.url))
            #expect(response.status == 200)
            #expect(seen.current == Array(repeating: "GoogleLogin auth=T", count: 3))
        }
    }

    @Test("errors a transport throws reach the caller as GDataHTTPError and can be retried")
    func thrownErrors() async throws {
        struct Boom: Error {}
        let calls = TestLockedValue(0)
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.01)
        configuration.transport = GDataHTTPClosureTransport { request in
            let count = calls.withLock { value -> Int in
                value += 1
                return value
            }
            if count == 1 { throw GDataHTTPError(code: .timedOut, message: "simulated timeout", url: request.url) }
            throw Boom()
        }
        try await withFetcher(configuration) { fetcher in
            let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: Self.url)) }
            #expect(calls.current == 2)
            #expect(error?.code == .network)
            #expect(error?.underlying is Boom)
        }
    }

    @Test("a transport's download body is written to the file")
    func download() async throws {
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.transport = GDataHTTPClosureTransport { request in
            GDataHTTPResponse(url: request.url, status: 200, body: Data("stub body".utf8))
        }
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("stub.txt")
            try await withFetcher(configuration) { fetcher in
                let response = try await fetcher.download(GDataHTTPRequest(url: Self.url), to: destination)
                #expect(response.body.isEmpty)
                let written = try Data(contentsOf: destination)
                #expect(written == Data("stub body".utf8))
            }
        }
    }

    @Test("the fetch history sends the ETag it recorded and answers the 304 from its cache")
    func fetchHistory() async throws {
        let ifNoneMatch = TestLockedValue<[String?]>([])
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.fetchHistory = GDataFetchHistory(shouldCacheResponses: true)
        configuration.transport = GDataHTTPClosureTransport { request in
            let sent = request.headers["If-None-Match"]
            ifNoneMatch.withLock { $0.append(sent) }
            if sent == "\"v1\"" { return GDataHTTPResponse(url: request.url, status: 304, headers: ["ETag": "\"v1\""]) }
            return GDataHTTPResponse(
                url: request.url,
                status: 200,
                headers: ["ETag": "\"v1\""],
                body: Data("feed".utf8)
            )
        }
        try await withFetcher(configuration) { fetcher in
            let first = try await fetcher.fetch(GDataHTTPRequest(url: Self.url))
            let second = try await fetcher.fetch(GDataHTTPRequest(url: Self.url))
            #expect(first.isFromCache == false)
            #expect(second.status == 200)
            #expect(second.isFromCache)
            #expect(second.body == Data("feed".utf8))
        }
        #expect(ifNoneMatch.current == [nil, "\"v1\""])
    }

    @Test("cookies a transport's response sets are sent with the next request")
    func cookies() async throws {
        let cookieHeaders = TestLockedValue<[String?]>([])
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.cookieStorage = GDataCookieStorage()
        configuration.transport = GDataHTTPClosureTransport { request in
            cookieHeaders.withLock { $0.append(request.headers["Cookie"]) }
            return GDataHTTPResponse(url: request.url, status: 200, headers: ["Set-Cookie": "session=abc; Path=/"])
        }
        try await withFetcher(configuration) { fetcher in
            _ = try await fetcher.fetch(GDataHTTPRequest(url: Self.url))
            _ = try await fetcher.fetch(GDataHTTPRequest(url: Self.url))
        }
        #expect(cookieHeaders.current == [nil, "session=abc"])
    }

    @Test("a transport's own progress reaches the caller; without any the fetcher reports the final counts once")
    func progress() async throws {
        struct Reporting: GDataHTTPTransport {
            func send(_ request: GDataHTTPRequest, progress: GDataHTTPProgressHandler?) async throws
                -> GDataHTTPResponse
            {
                progress?(GDataHTTPProgress(bytesSent: 1, totalBytesToSend: 2))
                progress?(GDataHTTPProgress(bytesSent: 2, totalBytesToSend: 2, bytesReceived: 3))
                return GDataHTTPResponse(url: request.url, status: 200, body: Data("abc".utf8))
            }
        }
        let request = GDataHTTPRequest(url: Self.url, method: "POST", body: .data(Data("xy".utf8)))
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.transport = Reporting()
        let relayed = TestLockedValue<[GDataHTTPProgress]>([])
        try await withFetcher(configuration) { fetcher in
            _ = try await fetcher.fetch(request) { value in relayed.withLock { $0.append(value) } }
        }
        #expect(relayed.current.map(\.bytesSent) == [1, 2])
        #expect(relayed.current.last?.bytesReceived == 3)

        configuration.transport = GDataHTTPClosureTransport { request in
            GDataHTTPResponse(url: request.url, status: 200, body: Data("abcd".utf8))
        }
        let final = TestLockedValue<[GDataHTTPProgress]>([])
        try await withFetcher(configuration) { fetcher in
            _ = try await fetcher.fetch(request) { value in final.withLock { $0.append(value) } }
        }
        #expect(
            final.current == [
                GDataHTTPProgress(bytesSent: 2, totalBytesToSend: 2, bytesReceived: 4, totalBytesToReceive: 4)
            ]
        )
    }

    @Test("a download through a transport is retried after a 503 and the file holds the 200's body")
    func retriedDownload() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(503, [("Retry-After", "0")], body: "busy"),
            ScriptedTransport.reply(200, [("Content-Length", "10")], body: "0123456789"),
        ])
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.01)
        configuration.transport = transport
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("retried.bin")
            try await withFetcher(configuration) { fetcher in
                let response = try await fetcher.download(GDataHTTPRequest(url: Self.url), to: destination)
                #expect(response.status == 200)
            }
            #expect(try Data(contentsOf: destination) == Data("0123456789".utf8))
        }
        #expect(transport.requests.count == 2)
    }
}

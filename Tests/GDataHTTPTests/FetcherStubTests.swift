import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Fetcher test handler")
struct FetcherStubTests {
    static let url = URL(string: "https://www.example.com/feeds/default")!

    @Test("the handler answers without the network and its status flows through the pipeline")
    func statuses() async throws {
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.testHandler = { request in
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

    @Test("retry and authorization apply to stubbed responses")
    func retryAndAuthorization() async throws {
        let seen = TestLockedValue<[String?]>([])
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.01)
        configuration.authorizer = GDataGoogleLoginAuthorizer(token: "T")
        configuration.testHandler = { request in
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

    @Test("errors thrown by the handler reach the caller and can be retried")
    func thrownErrors() async throws {
        struct Boom: Error {}
        let calls = TestLockedValue(0)
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.01)
        configuration.testHandler = { request in
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

    @Test("stubbed downloads are written to the file")
    func download() async throws {
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.testHandler = { request in
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
}

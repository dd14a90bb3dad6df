import Foundation
import GDataTestSupport
import Testing

@testable import GDataHTTP

@Suite("Fetcher retry")
struct FetcherRetryTests {
    static func fastRetry(_ shouldRetry: (@Sendable (GDataHTTPRetryContext) async -> Bool)? = nil)
        -> GDataHTTPFetcher.Configuration
    {
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = GDataHTTPFetcher.RetryPolicy(initialIntervalRange: 0.01...0.02, shouldRetry: shouldRetry)
        return configuration
    }

    /// A handler answering the statuses in `script` in turn, then 200.
    static func scripted(_ script: [TestHTTPResponse]) -> (TestHTTPServer.Handler, TestLockedValue<Int>) {
        let count = TestLockedValue(0)
        let handler: TestHTTPServer.Handler = { _ in
            let index = count.withLock { value -> Int in
                value += 1
                return value - 1
            }
            return index < script.count ? script[index] : .ok("finally")
        }
        return (handler, count)
    }

    @Test("503, 503, 200 succeeds after three requests")
    func retriesTransientStatuses() async throws {
        let (handler, _) = Self.scripted([.status(503), .status(503)])
        try await withServer(handler) { server in
            try await withFetcher(Self.fastRetry()) { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/flaky")))
                #expect(response.body == Data("finally".utf8))
                #expect(server.requests.count == 3)
            }
        }
    }

    @Test("without a retry policy a 503 fails at once")
    func noRetryByDefault() async throws {
        let (handler, _) = Self.scripted([.status(503)])
        try await withServer(handler) { server in
            try await withFetcher { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/flaky"))) }
                #expect(error?.status == 503)
                #expect(server.requests.count == 1)
            }
        }
    }

    @Test("500 and 404 are not retried by default")
    func notRetryable() async throws {
        let (handler, _) = Self.scripted([.status(500), .status(404)])
        try await withServer(handler) { server in
            try await withFetcher(Self.fastRetry()) { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/e"))) }
                #expect(error?.status == 500)
                #expect(server.requests.count == 1)
            }
        }
    }

    @Test("a dropped connection is retried")
    func lostConnection() async throws {
        let (handler, _) = Self.scripted([TestHTTPResponse.ok("0123456789").dropAfter(bytes: 3)])
        try await withServer(handler) { server in
            try await withFetcher(Self.fastRetry()) { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/drop")))
                #expect(response.body == Data("finally".utf8))
                #expect(server.requests.count == 2)
            }
        }
    }

    @Test("Retry-After in seconds and as an HTTP date sets the wait")
    func retryAfter() async throws {
        let past = "Sun, 06 Nov 1994 08:49:37 GMT"
        let (handler, _) = Self.scripted([
            .status(503, headers: [TestHTTPHeader("Retry-After", "0")]),
            .status(503, headers: [TestHTTPHeader("Retry-After", past)]),
        ])
        let delays = TestLockedValue<[TimeInterval]>([])
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = GDataHTTPFetcher.RetryPolicy(initialIntervalRange: 5...5) { context in
            delays.withLock { $0.append(context.delay) }
            return context.suggestedRetry
        }
        try await withServer(handler) { server in
            try await withFetcher(configuration) { fetcher in
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/busy")))
                #expect(delays.current == [0, 0])
                #expect(server.requests.count == 3)
            }
        }
        #expect(RetryBackoff.retryAfter("120") == 120)
        #expect(RetryBackoff.retryAfter("soon") == nil)
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(RetryBackoff.retryAfter("Sun, 06 Nov 1994 08:50:37 GMT", now: now) == 60)
        // The obsolete forms HTTP still requires recipients to accept (RFC 9110 §5.6.7).
        #expect(RetryBackoff.retryAfter("Sunday, 06-Nov-94 08:50:37 GMT", now: now) == 60)
        #expect(RetryBackoff.retryAfter("Sun Nov  6 08:50:37 1994", now: now) == 60)
        #expect(RetryBackoff.retryAfter("Sun, 06 Nov 1994 08:48:37 GMT", now: now) == 0, "a past date means now")
    }

    @Test("the predicate can veto a retry and sees the attempt")
    func veto() async throws {
        let (handler, _) = Self.scripted([.status(503), .status(503)])
        let seen = TestLockedValue<[GDataHTTPRetryContext]>([])
        let configuration = Self.fastRetry { context in
            seen.withLock { $0.append(context) }
            return false
        }
        try await withServer(handler) { server in
            try await withFetcher(configuration) { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/v"))) }
                #expect(error?.status == 503)
                #expect(server.requests.count == 1)
                let context = try #require(seen.current.first)
                #expect(context.attempt == 1)
                #expect(context.status == 503)
                #expect(context.suggestedRetry)
                #expect(context.error.code == .httpStatus)
            }
        }
    }

    @Test("the predicate can force a retry the defaults would not make")
    func force() async throws {
        let (handler, _) = Self.scripted([.status(500)])
        try await withServer(handler) { server in
            try await withFetcher(Self.fastRetry { _ in true }) { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/f")))
                #expect(response.status == 200)
                #expect(server.requests.count == 2)
            }
        }
    }

    @Test("backoff doubles and stops before the maximum (1, 2, 4 for max 5)")
    func backoffSequence() {
        var backoff = RetryBackoff(
            policy: GDataHTTPFetcher.RetryPolicy(initialIntervalRange: 1...1, maxInterval: 5),
            startedAt: 0
        )
        var intervals: [TimeInterval] = []
        while let next = backoff.nextInterval(now: 0, retryAfter: nil) { intervals.append(next) }
        #expect(intervals == [1, 2, 4])
        var upload = RetryBackoff(policy: .upload, startedAt: 0)
        #expect(upload.policy.maxInterval == 600)
        let first = upload.nextInterval(now: 0, retryAfter: nil)
        #expect(first.map { (1...2).contains($0) } == true)
        #expect(GDataHTTPFetcher.RetryPolicy.default.maxInterval == 60)
    }

    @Test("cancelling during the wait stops with cancelled")
    func cancelDuringWait() async throws {
        let firstAnswered = TestSignal()
        try await withServer({ _ in
            firstAnswered.fire()
            return .status(503)
        }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.retry = GDataHTTPFetcher.RetryPolicy(initialIntervalRange: 30...30, maxInterval: 600)
            try await withFetcher(configuration) { fetcher in
                let task = Task { try await fetcher.fetch(GDataHTTPRequest(url: server.url("/w"))) }
                await firstAnswered.wait()
                task.cancel()
                let error = await httpError { _ = try await task.value }
                #expect(error?.code == .cancelled)
                #expect(server.requests.count == 1)
            }
        }
    }
}

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
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02, shouldRetry: shouldRetry)
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

    @Test("400, 401, 403, 404 and 409 are not retried by default")
    func notRetryable() async throws {
        for status in [400, 401, 403, 404, 409] {
            let (handler, _) = Self.scripted([.status(status)])
            try await withServer(handler) { server in
                try await withFetcher(Self.fastRetry()) { fetcher in
                    let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/e"))) }
                    #expect(error?.status == status)
                    #expect(server.requests.count == 1, "\(status) was retried")
                }
            }
        }
    }

    @Test("408, 429, 500, 502, 503 and 504 are retried by default")
    func everyRetryableStatusIsRetried() async throws {
        let statuses = [408, 429, 500, 502, 503, 504]
        let (handler, _) = Self.scripted(statuses.map { .status($0) })
        let sleeps = TestLockedValue<[TimeInterval]>([])
        var configuration = GDataHTTPFetcher.Configuration()
        var policy = GDataHTTPRetryPolicy(initialIntervalRange: 1...1, maxInterval: 600)
        policy.sleeper = { seconds in sleeps.withLock { $0.append(seconds) } }
        configuration.retry = policy
        try await withServer(handler) { server in
            try await withFetcher(configuration) { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/flaky")))
                #expect(response.status == 200)
                #expect(server.requests.count == statuses.count + 1)
            }
        }
        #expect(sleeps.current == [1, 2, 4, 8, 16, 32])
    }

    @Test("maxRetries bounds the attempts: 503 forever is tried 1 + maxRetries times")
    func attemptsAreCounted() async throws {
        let sleeps = TestLockedValue<[TimeInterval]>([])
        var policy = GDataHTTPRetryPolicy(maxRetries: 3, initialIntervalRange: 1...1, maxInterval: 600)
        policy.sleeper = { seconds in sleeps.withLock { $0.append(seconds) } }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = policy
        try await withServer({ _ in .status(503) }) { server in
            try await withFetcher(configuration) { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/down"))) }
                #expect(error?.status == 503)
                #expect(server.requests.count == 4)
            }
        }
        #expect(sleeps.current == [1, 2, 4])
    }

    @Test("a Retry-After of 1 s replaces the computed wait (the sleeper sees it), capped at maxInterval")
    func retryAfterIsHonouredThroughTheSleeper() async throws {
        let (handler, _) = Self.scripted([
            .status(429, headers: [TestHTTPHeader("Retry-After", "1")]),
            .status(503, headers: [TestHTTPHeader("Retry-After", "99999999999999999999999")]),
            .status(503, headers: [TestHTTPHeader("Retry-After", "-5")]),
        ])
        let sleeps = TestLockedValue<[TimeInterval]>([])
        var policy = GDataHTTPRetryPolicy(initialIntervalRange: 7...7, maxInterval: 100)
        policy.sleeper = { seconds in sleeps.withLock { $0.append(seconds) } }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = policy
        try await withServer(handler) { server in
            try await withFetcher(configuration) { fetcher in
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/busy")))
                #expect(server.requests.count == 4)
            }
        }
        // 1 s as asked; an overflowing number is capped at maxInterval; a negative value is ignored (7 × 2²).
        #expect(sleeps.current == [1, 100, 28])
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
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 5...5) { context in
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
        #expect(GDataHTTPRetryPolicy.retryAfter("120") == 120)
        #expect(GDataHTTPRetryPolicy.retryAfter("soon") == nil)
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(GDataHTTPRetryPolicy.retryAfter("Sun, 06 Nov 1994 08:50:37 GMT", now: now) == 60)
        // The obsolete forms HTTP still requires recipients to accept (RFC 9110 §5.6.7).
        #expect(GDataHTTPRetryPolicy.retryAfter("Sunday, 06-Nov-94 08:50:37 GMT", now: now) == 60)
        #expect(GDataHTTPRetryPolicy.retryAfter("Sun Nov  6 08:50:37 1994", now: now) == 60)
        #expect(
            GDataHTTPRetryPolicy.retryAfter("Sun, 06 Nov 1994 08:48:37 GMT", now: now) == 0,
            "a past date means now"
        )
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
        let policy = GDataHTTPRetryPolicy(initialIntervalRange: 1...1, maxInterval: 5)
        let intervals = (1...10).compactMap { policy.delay(beforeRetry: $0) }
        #expect(intervals == [1, 2, 4])
        #expect(policy.delay(beforeRetry: 0) == nil)
        #expect(policy.delay(beforeRetry: Int.max) == nil, "a huge retry number neither traps nor waits")
        let upload = GDataHTTPRetryPolicy.upload
        #expect(upload.maxInterval == 600)
        #expect(upload.delay(beforeRetry: 1).map { (1...2).contains($0) } == true)
        #expect(GDataHTTPRetryPolicy.default.maxInterval == 60)
        // The jitter: the first wait spans the initial range, later ones scale it.
        let jittered = GDataHTTPRetryPolicy()
        #expect(jittered.delay(beforeRetry: 1, randomUnit: 0) == 1)
        #expect(jittered.delay(beforeRetry: 1, randomUnit: 1) == 2)
        #expect(jittered.delay(beforeRetry: 3, randomUnit: 0.5) == 6)
        #expect(jittered.delay(beforeRetry: 6, randomUnit: 0.5) == 48)
        #expect(jittered.delay(beforeRetry: 6, randomUnit: 1) == nil, "64 s is beyond the 60 s cap")
        // Ten retries at most, whatever the cap.
        let longCap = GDataHTTPRetryPolicy(initialIntervalRange: 0.001...0.001, maxInterval: 600)
        #expect((1...20).compactMap { longCap.delay(beforeRetry: $0) }.count == 10)
        // Retry-After replaces the wait, capped; the give-up rule still follows the computed wait.
        #expect(policy.delay(beforeRetry: 1, retryAfter: 3) == 3)
        #expect(policy.delay(beforeRetry: 1, retryAfter: 3600) == 5)
        #expect(policy.delay(beforeRetry: 1, retryAfter: 0) == 0)
        #expect(policy.delay(beforeRetry: 4, retryAfter: 1) == nil)
    }

    @Test("Retry-After values: digits, overflow, HTTP dates, garbage")
    func retryAfterParsing() {
        #expect(GDataHTTPRetryPolicy.retryAfter("0") == 0)
        #expect(GDataHTTPRetryPolicy.retryAfter(" 42 ") == 42)
        #expect(GDataHTTPRetryPolicy.retryAfter("99999999999999999999999999") == TimeInterval(Int.max))
        for bad in ["-1", "+5", "1.5", "1e3", "inf", "nan", "", "5 s"] {
            #expect(GDataHTTPRetryPolicy.retryAfter(bad) == nil, "\(bad)")
        }
        #expect(GDataHTTPRetryPolicy.retryAfter(nil) == nil)
    }

    @Test("transport failures: time-outs, lost and refused connections are retried; DNS and TLS are not")
    func transportFailures() {
        let policy = GDataHTTPRetryPolicy.default
        func error(_ code: GDataHTTPError.Code, curl: Int?) -> GDataHTTPError {
            GDataHTTPError(code: code, message: "x", curlCode: curl)
        }
        #expect(policy.isRetryable(status: nil, error: error(.timedOut, curl: 28)))
        #expect(policy.isRetryable(status: nil, error: error(.network, curl: 52)))
        #expect(policy.isRetryable(status: nil, error: error(.network, curl: 56)))
        #expect(policy.isRetryable(status: nil, error: error(.network, curl: 7)))
        #expect(!policy.isRetryable(status: nil, error: error(.network, curl: 6)), "name not resolved")
        #expect(!policy.isRetryable(status: nil, error: error(.tls, curl: 60)))
        #expect(!policy.isRetryable(status: nil, error: error(.invalidURL, curl: 3)))
        var quiet = policy
        quiet.retriesTransportErrors = false
        #expect(!quiet.isRetryable(status: nil, error: error(.timedOut, curl: 28)))
        #expect(!quiet.isRetryable(status: nil, error: error(.network, curl: 52)))
    }

    @Test("cancelling during the wait stops with cancelled")
    func cancelDuringWait() async throws {
        let firstAnswered = TestSignal()
        try await withServer({ _ in
            firstAnswered.fire()
            return .status(503)
        }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 30...30, maxInterval: 600)
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

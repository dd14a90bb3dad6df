import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// Google's quota 403s (`rateLimitExceeded`, `userRateLimitExceeded`) are retried with the back-off of a 429; other
/// 403s fail at once.
@Suite("Quota 403s are retried like 429")
struct QuotaRetryTests {
    static let jsonQuota =
        #"{"error":{"code":403,"message":"Rate Limit Exceeded","errors":[{"domain":"usageLimits","reason":"rateLimitExceeded","message":"Rate Limit Exceeded"}]}}"#
    static let detailsQuota =
        #"{"error":{"code":403,"status":"PERMISSION_DENIED","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"RATE_LIMIT_EXCEEDED"}]}}"#
    static let xmlQuota =
        #"<errors xmlns="http://schemas.google.com/g/2005"><error><domain>GData</domain><code>userRateLimitExceeded</code></error></errors>"#
    static let forbidden =
        #"{"error":{"code":403,"message":"Forbidden","errors":[{"domain":"global","reason":"forbidden"}]}}"#
    static let daily = #"{"error":{"code":403,"errors":[{"domain":"usageLimits","reason":"dailyLimitExceeded"}]}}"#

    @Test(
        "A quota 403 is retried after the 429 back-off; a forbidden or daily-limit 403 is not",
        arguments: [(jsonQuota, true), (detailsQuota, true), (xmlQuota, true), (forbidden, false), (daily, false)]
    )
    func quota403(body: String, retried: Bool) async throws {
        let calls = TestLockedValue(0)
        let sleeps = TestLockedValue<[TimeInterval]>([])
        var policy = GDataHTTPRetryPolicy(initialIntervalRange: 1...1, maxInterval: 600)
        policy.sleeper = { seconds in sleeps.withLock { $0.append(seconds) } }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = policy
        let server = try await TestHTTPServer.start { _ in
            let n = calls.withLock {
                $0 += 1
                return $0
            }
            return n == 1 ? .status(403, body) : .ok("done")
        }
        let fetcher = GDataHTTPFetcher(configuration: configuration)
        try await withCleanup {
            if retried {
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/q")))
                #expect(response.status == 200)
                #expect(server.requests.count == 2)
                #expect(sleeps.current == [1])
            } else {
                await #expect(throws: GDataHTTPError.self) {
                    _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/q")))
                }
                #expect(server.requests.count == 1)
                #expect(sleeps.current.isEmpty)
            }
        } cleanup: {
            await fetcher.shutdown()
            await server.stop()
        }
    }

    @Test("isQuotaExceeded reads only 403s, and a policy without 429 does not retry quota 403s either")
    func predicate() {
        #expect(GDataHTTPRetryPolicy.isQuotaExceeded(status: 403, body: Data(Self.jsonQuota.utf8)))
        #expect(!GDataHTTPRetryPolicy.isQuotaExceeded(status: 400, body: Data(Self.jsonQuota.utf8)))
        #expect(!GDataHTTPRetryPolicy.isQuotaExceeded(status: 403, body: nil))
        #expect(!GDataHTTPRetryPolicy.isQuotaExceeded(status: 403, body: Data("rateLimitExceeded".utf8)))
        var no429 = GDataHTTPRetryPolicy()
        no429.retryableStatuses.remove(429)
        #expect(!no429.isRetryable(status: 403, body: Data(Self.jsonQuota.utf8)))
        #expect(GDataHTTPRetryPolicy().isRetryable(status: 403, body: Data(Self.jsonQuota.utf8)))
    }
}

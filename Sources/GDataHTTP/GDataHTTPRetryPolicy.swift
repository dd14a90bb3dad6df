import GDataJSON
internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// When and how a failed request is repeated: the package's one retry policy, used by fetches
/// (``GDataHTTPFetcher/Configuration/retry``), chunked uploads (``GDataResumableUpload/Options/retryPolicy``), both
/// services (`GDataService.Configuration.retry`, `GTLRService.Configuration.retry`) and every `gdata` command.
///
/// ## What is retried
///
/// - HTTP **408** Request Timeout, **429** Too Many Requests, **500** Internal Server Error, **502** Bad Gateway,
///   **503** Service Unavailable and **504** Gateway Timeout (``defaultRetryableStatuses``). Google's APIs ask
///   clients to retry exactly these with exponential backoff: 429 is how they say "quota or rate exceeded, slow
///   down" and 500 is a transient backend error they document as retryable. Other statuses (400, 401, 403, 404,
///   409, 412, …) describe the request and fail at once. (The Objective-C fetcher retried 408, 502, 503 and 504
///   only; its upload fetcher already retried 500, and its users retried 429 by hand with a retry block.)
/// - HTTP **403** whose error reason is Google's quota signal, `rateLimitExceeded` or `userRateLimitExceeded`
///   (``isQuotaExceeded(status:body:)``: a JSON error's `errors[].reason` or `details[].reason`, or a GData XML
///   error's `<code>`): Drive, Calendar and YouTube document backing off on it as on a 429, and
///   google-api-python-client retries it. Other 403s (permission denied, daily limits) fail at once.
/// - Transfers that **timed out**, **lost their connection** (nothing or only part of the answer came back) or
///   **could not connect** (a server restarting), when ``retriesTransportErrors`` is on. A name that does not
///   resolve, a TLS failure, a malformed URL or an arbitrary error thrown by a stub transport is not retried.
///
/// A ``shouldRetry`` predicate sees every failure while a retry is still possible and makes the decision (it is
/// told the default one as ``GDataHTTPRetryContext/suggestedRetry``).
///
/// ## How long to wait
///
/// The wait before retry *n* (``delay(beforeRetry:retryAfter:randomUnit:)``) is truncated exponential backoff
/// with jitter: the first wait is drawn uniformly from ``initialIntervalRange`` (1–2 s), each later one is
/// ``multiplier`` (2) times the one before, so clients that failed together spread out. ``maxInterval`` is the cap:
/// no wait is longer; when the next wait would be longer, or ``maxRetries`` retries were made, the failure is
/// reported. With the defaults a fetch waits about 1.5, 3, 6, 12, 24 and 48 s (six retries under the 60 s cap),
/// an upload (``upload``, cap 600 s) up to nine times.
///
/// A `Retry-After` header on a retryable answer (delta-seconds or an HTTP date, parsed by
/// ``retryAfter(_:now:)`` without overflow) replaces the computed wait, capped at ``maxInterval``.
///
/// Waits are slept with ``sleeper`` (`Task.sleep` by default; tests give one that records the waits instead).
public struct GDataHTTPRetryPolicy: Sendable {
    /// The statuses retried by default: 408, 429, 500, 502, 503, 504.
    public static let defaultRetryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]
    /// The default ``maxInterval`` for ordinary fetches (60 s).
    public static let fetchMaxInterval: TimeInterval = 60
    /// The default ``maxInterval`` for uploads (600 s).
    public static let uploadMaxInterval: TimeInterval = 600

    /// The most retries of one request (for a chunked upload: in a row without new bytes acknowledged); 0 disables
    /// retry. Default 10.
    public var maxRetries: Int
    /// The range the first wait is drawn from, in seconds. Default 1–2 s.
    public var initialIntervalRange: ClosedRange<TimeInterval>
    /// Each wait is the previous one times this. Default 2.
    public var multiplier: Double
    /// The cap: no wait is longer, and retrying stops once the next computed wait would exceed it (seconds).
    public var maxInterval: TimeInterval
    /// The HTTP statuses retried (``defaultRetryableStatuses`` by default).
    public var retryableStatuses: Set<Int>
    /// Whether time-outs, lost connections and refused connections are retried. Default on.
    public var retriesTransportErrors: Bool
    /// Decides whether to retry, replacing the default decision (given as ``GDataHTTPRetryContext/suggestedRetry``).
    /// Called for every failure while a retry is still possible: the original's `retryBlock`.
    public var shouldRetry: (@Sendable (GDataHTTPRetryContext) async -> Bool)?
    /// Sleeps between attempts; `nil` (default) uses `Task.sleep`. Tests set one that records the waits.
    public var sleeper: (@Sendable (TimeInterval) async throws -> Void)?

    /// Creates a policy.
    public init(
        maxRetries: Int = 10,
        initialIntervalRange: ClosedRange<TimeInterval> = 1.0...2.0,
        multiplier: Double = 2,
        maxInterval: TimeInterval = GDataHTTPRetryPolicy.fetchMaxInterval,
        retryableStatuses: Set<Int> = GDataHTTPRetryPolicy.defaultRetryableStatuses,
        retriesTransportErrors: Bool = true,
        shouldRetry: (@Sendable (GDataHTTPRetryContext) async -> Bool)? = nil
    ) {
        self.maxRetries = maxRetries
        self.initialIntervalRange = initialIntervalRange
        self.multiplier = multiplier
        self.maxInterval = maxInterval
        self.retryableStatuses = retryableStatuses
        self.retriesTransportErrors = retriesTransportErrors
        self.shouldRetry = shouldRetry
    }

    /// The defaults for fetches (cap 60 s).
    public static var `default`: GDataHTTPRetryPolicy { GDataHTTPRetryPolicy() }
    /// The defaults for uploads (cap 600 s).
    public static var upload: GDataHTTPRetryPolicy { GDataHTTPRetryPolicy(maxInterval: uploadMaxInterval) }
    /// No retries: the first failure is reported (an upload's session URL stays valid for a later resume).
    public static var disabled: GDataHTTPRetryPolicy { GDataHTTPRetryPolicy(maxRetries: 0) }

    /// Whether the default rules retry this failure (the statuses, quota 403s and transport failures above).
    public func isRetryable(status: Int?, error: GDataHTTPError) -> Bool {
        switch error.code {
        case .httpStatus:
            guard let status = status ?? error.status else { return false }
            return isRetryable(status: status, body: error.body)
        case .timedOut:
            return retriesTransportErrors
        case .network:
            guard retriesTransportErrors else { return false }
            // Without a curl code: a transport's own report of a dropped connection is transient; an arbitrary
            // error a transport threw (kept as `underlying`) is not.
            guard let curlCode = error.curlCode else { return error.underlying == nil }
            return CurlErrors.isTransient(curlCode)
        default:
            return false
        }
    }

    /// Whether an answer with `status` and `body` is retried: one of ``retryableStatuses``, or a quota 403
    /// (``isQuotaExceeded(status:body:)``) while 429 is retryable.
    public func isRetryable(status: Int, body: Data?) -> Bool {
        if retryableStatuses.contains(status) { return true }
        return retryableStatuses.contains(429) && Self.isQuotaExceeded(status: status, body: body)
    }

    /// The error reasons of Google's rate-limit 403s.
    public static let quotaReasons: Set<String> = ["rateLimitExceeded", "userRateLimitExceeded", "RATE_LIMIT_EXCEEDED"]

    /// Whether `status` is 403 and `body` is a Google error whose reason is a rate limit: a JSON error
    /// (`{"error": {"errors": [{"reason": …}]}}` or `{"error": {"details": [{"reason": …}]}}`) or a GData XML error
    /// (`<code>rateLimitExceeded</code>`). Only the first 64 KiB of the body are read.
    public static func isQuotaExceeded(status: Int, body: Data?) -> Bool {
        guard status == 403, let body, !body.isEmpty else { return false }
        let head = body.prefix(65_536)
        if let object = try? GDataJSONParser.parse(Data(head)), let error = object["error"]?.objectValue {
            let entries = (error["errors"]?.arrayValue ?? []) + (error["details"]?.arrayValue ?? [])
            return entries.contains { $0["reason"]?.stringValue.map(quotaReasons.contains) == true }
        }
        let text = String(decoding: head, as: UTF8.self)
        return quotaReasons.contains { text.contains("<code>\($0)</code>") }
    }

    /// The wait before retry number `retry` (1 for the first), or `nil` when the policy gives up: more than
    /// ``maxRetries`` retries, or a computed wait beyond ``maxInterval``. A `retryAfter` (seconds, from the
    /// server's `Retry-After`) replaces the computed wait, capped at ``maxInterval``.
    ///
    /// - Parameters:
    ///   - retry: The number of the retry about to be made, 1 for the first.
    ///   - retryAfter: The server's `Retry-After` in seconds (``retryAfter(_:now:)``), or `nil`.
    ///   - randomUnit: Where in ``initialIntervalRange`` the first wait falls, from 0 to 1 (the jitter); random by
    ///     default.
    public func delay(beforeRetry retry: Int, retryAfter: TimeInterval? = nil, randomUnit: Double = .random(in: 0...1))
        -> TimeInterval?
    {
        guard retry >= 1, retry <= maxRetries else { return nil }
        let lower = max(0, initialIntervalRange.lowerBound)
        let upper = max(lower, initialIntervalRange.upperBound)
        let unit = min(max(randomUnit.isNaN ? 0 : randomUnit, 0), 1)
        let first = lower + (upper - lower) * unit
        // Doubles do not trap: a huge exponent gives +infinity, which is beyond any cap.
        let computed = first * pow(max(multiplier, 1), Double(retry - 1))
        guard computed.isFinite, computed <= maxInterval else { return nil }
        if let retryAfter, !retryAfter.isNaN {
            return min(max(0, retryAfter), maxInterval)
        }
        return computed
    }

    /// Parses a `Retry-After` value into seconds from `now`: delta-seconds (digits only; a number too large for
    /// `Int` counts as `Int.max` seconds, which any cap truncates) or an HTTP date (a past date means 0). Anything
    /// else, a sign or a fraction included, is `nil`.
    public static func retryAfter(_ value: String?, now: Date = Date()) -> TimeInterval? {
        guard let text = value?.trimmingWhitespace(), !text.isEmpty else { return nil }
        if text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            // The package's one overflow-checked digit reader; digits that do not fit count as Int.max seconds.
            return TimeInterval(GDataHTTPContentRange.decimal(text) ?? Int64(Int.max))
        }
        guard let date = GDataHTTPDate.parse(text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// Sleeps `seconds` with ``sleeper`` or `Task.sleep` (throws `CancellationError` when the task is cancelled).
    func sleep(_ seconds: TimeInterval) async throws {
        if let sleeper { return try await sleeper(seconds) }
        let clamped = min(max(0, seconds), Self.uploadMaxInterval * 10)
        try await Task.sleep(nanoseconds: UInt64(clamped * 1_000_000_000))
    }
}

/// What a ``GDataHTTPRetryPolicy/shouldRetry`` predicate is told about a failed attempt.
public struct GDataHTTPRetryContext: Sendable {
    /// The number of the attempt that failed (1 for the first request).
    public var attempt: Int
    /// The request as sent (after authorization).
    public var request: GDataHTTPRequest
    /// The response, when the failure is an HTTP status.
    public var response: GDataHTTPResponse?
    /// The failure.
    public var error: GDataHTTPError
    /// What the policy's default rules decided.
    public var suggestedRetry: Bool
    /// How long the fetcher will wait before the next attempt, in seconds.
    public var delay: TimeInterval

    /// The HTTP status of the failed attempt, if there was a response.
    public var status: Int? { response?.status }

    /// Creates a context (the fetcher does this; tests may too).
    public init(
        attempt: Int,
        request: GDataHTTPRequest,
        response: GDataHTTPResponse?,
        error: GDataHTTPError,
        suggestedRetry: Bool,
        delay: TimeInterval
    ) {
        self.attempt = attempt
        self.request = request
        self.response = response
        self.error = error
        self.suggestedRetry = suggestedRetry
        self.delay = delay
    }
}

public import Foundation

extension GDataHTTPFetcher {
    /// When and how often ``GDataHTTPFetcher/fetch(_:progress:)`` repeats a failed request.
    ///
    /// By default it retries HTTP 408, 502, 503 and 504, timeouts and lost connections. The first wait is random
    /// within ``initialIntervalRange`` (1–2 s), each later wait is ``multiplier`` times the previous one, and
    /// retrying stops once the next wait would reach ``maxInterval`` (or after three times ``maxInterval`` in
    /// total). A `Retry-After` header (seconds or HTTP date) replaces the computed wait, capped at ``maxInterval``.
    public struct RetryPolicy: Sendable {
        /// The default ``maxInterval`` for ordinary fetches (60 s).
        public static let fetchMaxInterval: TimeInterval = 60
        /// The default ``maxInterval`` for uploads (600 s).
        public static let uploadMaxInterval: TimeInterval = 600

        /// The range the first wait is drawn from, in seconds. Default 1–2 s.
        public var initialIntervalRange: ClosedRange<TimeInterval>
        /// Each wait is the previous one times this. Default 2.
        public var multiplier: Double
        /// Retrying stops once the next wait would reach this (seconds).
        public var maxInterval: TimeInterval
        /// HTTP statuses retried by default.
        public var retryableStatuses: Set<Int>
        /// Decides whether to retry, replacing the default decision (given as ``GDataHTTPRetryContext/suggestedRetry``).
        /// Called for every failure while a retry is still possible.
        public var shouldRetry: (@Sendable (GDataHTTPRetryContext) async -> Bool)?

        /// Creates a policy.
        public init(
            initialIntervalRange: ClosedRange<TimeInterval> = 1.0...2.0,
            multiplier: Double = 2,
            maxInterval: TimeInterval = RetryPolicy.fetchMaxInterval,
            retryableStatuses: Set<Int> = [408, 502, 503, 504],
            shouldRetry: (@Sendable (GDataHTTPRetryContext) async -> Bool)? = nil
        ) {
            self.initialIntervalRange = initialIntervalRange
            self.multiplier = multiplier
            self.maxInterval = maxInterval
            self.retryableStatuses = retryableStatuses
            self.shouldRetry = shouldRetry
        }

        /// The defaults for fetches (max interval 60 s).
        public static var `default`: RetryPolicy { RetryPolicy() }
        /// The defaults for uploads (max interval 600 s).
        public static var upload: RetryPolicy { RetryPolicy(maxInterval: uploadMaxInterval) }

        /// Whether the default rules retry this failure.
        public func isRetryable(status: Int?, error: GDataHTTPError) -> Bool {
            if let status, error.code == .httpStatus { return retryableStatuses.contains(status) }
            if error.code == .timedOut { return true }
            if error.code == .network, let curlCode = error.curlCode { return CurlErrors.isLostConnection(curlCode) }
            return false
        }
    }
}

/// What a ``GDataHTTPFetcher/RetryPolicy/shouldRetry`` predicate is told about a failed attempt.
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

/// Backoff bookkeeping for one fetch.
struct RetryBackoff {
    let policy: GDataHTTPFetcher.RetryPolicy
    let startedAt: TimeInterval
    private var lastInterval: TimeInterval?

    init(policy: GDataHTTPFetcher.RetryPolicy, startedAt: TimeInterval) {
        self.policy = policy
        self.startedAt = startedAt
    }

    /// The wait before the next attempt, or `nil` when retrying has run its course.
    mutating func nextInterval(now: TimeInterval, retryAfter: TimeInterval?) -> TimeInterval? {
        let lower = max(0, policy.initialIntervalRange.lowerBound)
        let upper = max(lower, policy.initialIntervalRange.upperBound)
        let interval: TimeInterval
        if let lastInterval {
            interval = max(min(lastInterval * policy.multiplier, policy.maxInterval), lower)
        } else {
            interval = Double.random(in: lower...upper)
        }
        guard interval < policy.maxInterval, now - startedAt <= 3 * policy.maxInterval else { return nil }
        lastInterval = interval
        if let retryAfter { return min(max(0, retryAfter), policy.maxInterval) }
        return interval
    }

    /// Parses a `Retry-After` value: delta-seconds or an HTTP date.
    static func retryAfter(_ value: String?, now: Date = Date()) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return TimeInterval(max(0, seconds)) }
        guard let date = GDataHTTPDate.parse(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

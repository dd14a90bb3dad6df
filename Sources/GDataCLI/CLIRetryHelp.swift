import ArgumentParser
import GDataHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `--retry` help (``HTTPOptions``), from the one retry policy (`GDataHTTPRetryPolicy`), so it says what the
/// verbs do.
enum CLIRetryHelp {
    /// The statuses retried, as `408, 429, 500, 502, 503, 504`.
    static var statuses: String {
        GDataHTTPRetryPolicy.defaultRetryableStatuses.sorted().map(String.init).joined(separator: ", ")
    }

    /// The help of `--retry` (every verb): ordinary requests retry with the flag; uploads retry either way.
    static var retry: ArgumentHelp {
        help(
            cap: GDataHTTPRetryPolicy.fetchMaxInterval,
            extra: ". Resumable and chunked uploads retry with or without it (up to "
                + "\(Int(GDataHTTPRetryPolicy.uploadMaxInterval)) s between tries) and continue from the offset the "
                + "server reports"
        )
    }

    static func help(cap: TimeInterval, extra: String) -> ArgumentHelp {
        let policy = GDataHTTPRetryPolicy.default
        return ArgumentHelp(
            "Retry transient failures (HTTP \(statuses), time-outs, lost or refused connections): wait 1-2 s, double "
                + "each time, give up once the next wait would exceed \(Int(cap)) s or after \(policy.maxRetries) "
                + "retries; a Retry-After header sets the wait (at most \(Int(cap)) s)\(extra)."
        )
    }
}

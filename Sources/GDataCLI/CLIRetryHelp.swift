import ArgumentParser
import GDataHTTP

/// The `--retry` help every verb shows, from the one retry policy (`GDataHTTPRetryPolicy`), so it says what the
/// verbs do.
enum CLIRetryHelp {
    /// The statuses retried, as `408, 429, 500, 502, 503, 504`.
    static var statuses: String {
        GDataHTTPRetryPolicy.defaultRetryableStatuses.sorted().map(String.init).joined(separator: ", ")
    }

    /// The help of a fetch's `--retry` (`gdata get`, the service verbs, `gdata api`).
    static var fetch: ArgumentHelp {
        ArgumentHelp(
            "Retry transient failures (HTTP \(statuses), time-outs, lost or refused connections) up to "
                + "\(GDataHTTPRetryPolicy.default.maxRetries) times, waiting 1-2 s and doubling (capped at "
                + "\(Int(GDataHTTPRetryPolicy.fetchMaxInterval)) s; Retry-After honoured up to the cap).")
    }

    /// The help of `gdata upload --retry`.
    static var upload: ArgumentHelp {
        ArgumentHelp(
            "Retry transient failures (HTTP \(statuses), time-outs, lost or refused connections), waiting 1-2 s and "
                + "doubling (capped at \(Int(GDataHTTPRetryPolicy.uploadMaxInterval)) s; Retry-After honoured); "
                + "resumable uploads then continue from the offset the server reports.")
    }
}

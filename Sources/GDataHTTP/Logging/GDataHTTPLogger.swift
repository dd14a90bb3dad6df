public import Foundation

/// Stand-in for the HTTP logger (the real implementation arrives with the http-components branch).
///
/// This minimal version logs nothing; it only fixes the member `GDataHTTPFetcher` calls.
public final class GDataHTTPLogger: Sendable {
    /// Creates a logger.
    public init() {}

    /// Records one request/response exchange (one attempt).
    public func log(
        request: GDataHTTPRequest, response: GDataHTTPResponse?, error: (any Error)?, startedAt: Date,
        duration: TimeInterval
    ) {}
}

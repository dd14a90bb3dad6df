/// Stand-in for the fetch history / ETag cache (the real implementation arrives with the http-components branch).
///
/// This minimal version changes nothing; it only fixes the members `GDataHTTPFetcher` calls.
public final class GDataFetchHistory: Sendable {
    /// Creates an empty history.
    public init() {}

    /// Returns `request` with conditional headers (`If-None-Match`, `If-Modified-Since`) added when known.
    public func prepare(_ request: GDataHTTPRequest) -> GDataHTTPRequest { request }

    /// Records validators from `response`; on `304` may return the cached body as a `200` with `isFromCache`.
    public func process(_ response: GDataHTTPResponse, for request: GDataHTTPRequest) -> GDataHTTPResponse { response }
}

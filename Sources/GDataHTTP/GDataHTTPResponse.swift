public import Foundation

/// A completed HTTP response.
public struct GDataHTTPResponse: Sendable {
    /// The final URL after redirects.
    public var url: URL
    /// The HTTP status code (e.g. 200, 308, 404).
    public var status: Int
    /// Response header fields of the final response, in order.
    public var headers: GDataHTTPHeaders
    /// The body, unless it was written to a file (`GDataHTTPFetcher.download(_:to:)`), in which case it is empty.
    public var body: Data
    /// The HTTP version libcurl negotiated, e.g. "1.1" or "2".
    public var httpVersion: String
    /// True when this response was answered from the fetch-history cache after a `304 Not Modified`.
    public var isFromCache: Bool

    /// Creates a response (the stub hook and tests build these by hand).
    public init(
        url: URL,
        status: Int,
        headers: GDataHTTPHeaders = GDataHTTPHeaders(),
        body: Data = Data(),
        httpVersion: String = "1.1",
        isFromCache: Bool = false
    ) {
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
        self.httpVersion = httpVersion
        self.isFromCache = isFromCache
    }

    /// True for 2xx statuses.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

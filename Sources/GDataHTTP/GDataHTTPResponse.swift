#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

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
    /// The request header fields exactly as the server received them for this response's request, the ones libcurl
    /// adds (`Host`, `User-Agent`, `Accept`, `Accept-Encoding`, `Content-Length`, …) included; `nil` unless the
    /// fetcher had a ``GDataHTTPTransactionLog`` or ``GDataHTTPFetcher/Configuration/recordsSentHeaders`` set, and for stubbed
    /// responses. Values are not redacted: treat them like the request's own headers.
    public var sentHeaders: GDataHTTPHeaders?

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

    /// The `Date` header as a date (any HTTP-date form), or `nil` when it is missing or unreadable.
    public var date: Date? { headers["Date"].flatMap(GDataHTTPDate.parse) }
}

extension GDataHTTPResponse {
    /// The standard reason phrase for common statuses (`404` → `Not Found`), for messages only; never parsed.
    public static func reasonPhrase(for status: Int) -> String? {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 206: "Partial Content"
        case 300: "Multiple Choices"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 416: "Range Not Satisfiable"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: nil
        }
    }
}

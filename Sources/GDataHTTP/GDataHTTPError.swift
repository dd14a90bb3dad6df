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

/// An error from the HTTP layer. A struct with an extensible ``Code`` (new codes never break callers' switches).
public struct GDataHTTPError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case httpStatus, network, cancelled, timedOut, notModified, tooManyRedirects, invalidURL, tls
            case invalidResponse, fileIO, authorization, uploadFailed, shutdown, invalidRequest, credentialOrigin
        }
        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// The server answered with a status the caller treats as failure (see ``GDataHTTPError/status``).
        public static let httpStatus = Code(.httpStatus)
        /// The connection failed or broke (see ``GDataHTTPError/curlCode``).
        public static let network = Code(.network)
        /// The task was cancelled or the transfer stopped by the caller.
        public static let cancelled = Code(.cancelled)
        /// The request timed out.
        public static let timedOut = Code(.timedOut)
        /// `304 Not Modified` with nothing cached to answer it.
        public static let notModified = Code(.notModified)
        /// More redirects than the configured maximum.
        public static let tooManyRedirects = Code(.tooManyRedirects)
        /// The URL is malformed or has an unsupported scheme.
        public static let invalidURL = Code(.invalidURL)
        /// TLS handshake or certificate verification failed.
        public static let tls = Code(.tls)
        /// The response was truncated or malformed.
        public static let invalidResponse = Code(.invalidResponse)
        /// Reading an upload file or writing a download file failed.
        public static let fileIO = Code(.fileIO)
        /// The authorizer failed to authorize the request.
        public static let authorization = Code(.authorization)
        /// A resumable upload failed in a way that cannot be resumed automatically.
        public static let uploadFailed = Code(.uploadFailed)
        /// The fetcher service has been shut down.
        public static let shutdown = Code(.shutdown)
        /// The request cannot be sent as given (e.g. a header name or value containing a line break).
        public static let invalidRequest = Code(.invalidRequest)
        /// The request would carry credentials to an origin other than the one they are for (see
        /// ``GDataHTTPOrigin``); it was not sent.
        public static let credentialOrigin = Code(.credentialOrigin)

        /// The code's name.
        public var description: String { String(describing: value) }
    }

    /// What kind of failure this is.
    public var code: Code
    /// A human-readable message naming what went wrong.
    public var message: String
    /// The URL of the request, when known.
    public var url: URL?
    /// The HTTP status, for ``Code/httpStatus`` and ``Code/notModified``.
    public var status: Int?
    /// The response headers, for status errors.
    public var headers: GDataHTTPHeaders?
    /// The response body, for status errors.
    public var body: Data?
    /// libcurl's `CURLcode`, for network, timeout and TLS failures.
    public var curlCode: Int?
    /// The underlying error, if any.
    public var underlying: (any Error & Sendable)?

    /// Creates an error.
    public init(
        code: Code,
        message: String,
        url: URL? = nil,
        status: Int? = nil,
        headers: GDataHTTPHeaders? = nil,
        body: Data? = nil,
        curlCode: Int? = nil,
        underlying: (any Error & Sendable)? = nil
    ) {
        self.code = code
        self.message = message
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
        self.curlCode = curlCode
        self.underlying = underlying
    }

    /// `GDataHTTPError.code: message (url)`, the URL's credentials (`key=`, passwords…) masked by
    /// ``GDataHTTPRedaction``.
    public var description: String {
        var text = "GDataHTTPError.\(code): \(message)"
        if let url { text += " (\(GDataHTTPRedaction.url(url)))" }
        return text
    }
}

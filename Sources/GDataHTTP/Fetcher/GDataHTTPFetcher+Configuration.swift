public import Logging

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension GDataHTTPFetcher {
    /// Everything a fetcher can be configured with. Every property has a safe default.
    public struct Configuration: Sendable {
        /// Inactivity timeout in seconds: a transfer fails with ``GDataHTTPError/Code/timedOut`` when no byte moves in
        /// either direction for this long (like `NSURLRequest.timeoutInterval`). Default 60 s.
        /// ``GDataHTTPRequest/timeout`` overrides it per request.
        public var timeout: TimeInterval = 60
        /// A limit on the whole transfer (seconds), or `nil` (default) for none.
        public var totalTimeout: TimeInterval?
        /// How long connecting (DNS, TCP, TLS) may take, in seconds. Default 30 s.
        public var connectTimeout: TimeInterval = 30
        /// Redirects followed before failing with ``GDataHTTPError/Code/tooManyRedirects``. Default 10; 0 follows none.
        public var maxRedirects: Int = 10
        /// The most transfers running at once to one host (scheme, host and port); further requests wait in line.
        /// Also caps libcurl's connections per host. Default 6.
        public var maxConnectionsPerHost: Int = 6
        /// The application's part of the `User-Agent` (e.g. `MyApp/1.2`), or `nil` (default) for none. The header sent
        /// when a request has none is `<userAgent> swift-gdata/<version> <system> (gzip)`
        /// (``GDataPackage/userAgent(application:)``); a value already naming `swift-gdata/` is sent as is. The
        /// services send the same header, built from this one setting.
        public var userAgent: String?
        /// Send `Accept-Encoding: gzip, deflate` and decode compressed responses. Default on.
        public var acceptsCompressedResponses = true
        /// Which HTTP version to ask for. Default: HTTP/2 over TLS where libcurl supports it, HTTP/1.1 otherwise.
        public var httpVersion: HTTPVersion = .http2OverTLS
        /// A PEM file of trusted CA certificates replacing the system bundle, or `nil` for the system bundle.
        public var caBundlePath: String?
        /// DANGEROUS: disables TLS certificate and host name verification. Never enable this in production; it
        /// exists only for local test servers with self-signed certificates. Default `false`.
        public var dangerouslyAllowInsecureTLS = false
        /// An explicit proxy, or `nil` to let libcurl follow the `http_proxy`/`https_proxy`/`no_proxy` environment.
        public var proxy: Proxy?
        /// Connect straight to every host, never through ``proxy`` or a proxy named by the environment. For hosts
        /// that must not be reached through a proxy, such as the Compute Engine metadata server. Default `false`.
        public var connectsDirectly = false
        /// Automatic retry of transient failures, or `nil` (default) for none (see ``GDataHTTPRetryPolicy``).
        public var retry: GDataHTTPRetryPolicy?
        /// Adds credentials to every ``GDataHTTPFetcher/fetch(_:progress:)`` attempt, or `nil`.
        public var authorizer: (any GDataAuthorizer)?
        /// Where every exchange goes instead of libcurl, or `nil` (default) for the network: the fetcher's test hook,
        /// the role of the original `testBlock` ("called instead of the fetch"). A stub transport answers each
        /// attempt (``GDataHTTPClosureTransport`` turns a closure into one); its response or error goes through the
        /// same pipeline as a real one: the authorizer, cookies, fetch history, status errors, the `401` refresh,
        /// retry, the logs and a download's destination. Errors that are not ``GDataHTTPError`` become
        /// ``GDataHTTPError/Code/network`` (`CancellationError` becomes ``GDataHTTPError/Code/cancelled``). When the
        /// transport reports no progress, the fetcher reports the final counts once. Unlike `testBlock`, the
        /// response's own status is honoured: a stubbed `404` fails ``GDataHTTPFetcher/fetch(_:progress:)``.
        public var transport: (any GDataHTTPTransport)?
        /// Cookies sent and stored by ``GDataHTTPFetcher/fetch(_:progress:)``, or `nil` for none.
        public var cookieStorage: GDataCookieStorage?
        /// Conditional-request cache (`ETag`/`Last-Modified`) used by ``GDataHTTPFetcher/fetch(_:progress:)``, or `nil`.
        public var fetchHistory: GDataFetchHistory?
        /// The HTML transaction log receiving every attempt of ``GDataHTTPFetcher/fetch(_:progress:)``, or `nil`
        /// (default). (Formerly `logger`.)
        public var transactionLog: GDataHTTPTransactionLog?
        /// Records the request headers as libcurl sent them in ``GDataHTTPResponse/sentHeaders`` even without a
        /// ``transactionLog`` (the log turns this on by itself). Off by default: it costs a callback per transferred chunk.
        public var recordsSentHeaders = false
        /// The swift-log `Logger` told about retries, redirects and credential refreshes (debug level). Messages
        /// name the method and URL (query removed) and never a header value or body, so no credential reaches it.
        /// The default discards everything: the library accepts a logger and constructs none of its own, so pass
        /// your application's. (The HTML ``transactionLog`` is separate.)
        public var logger = Logger(label: "swift-gdata.http", factory: { _ in SwiftLogNoOpLogHandler() })

        /// Creates a configuration with the defaults.
        public init() {}
    }

    /// The HTTP version a fetcher asks libcurl for.
    public enum HTTPVersion: Sendable, Hashable {
        /// HTTP/1.1 only.
        case http1_1
        /// HTTP/2 for `https` (negotiated with ALPN), HTTP/1.1 for `http`.
        case http2OverTLS
        /// HTTP/2 wherever possible, including cleartext upgrade attempts.
        case http2
    }

    /// A proxy server.
    public struct Proxy: Sendable, Hashable, CustomStringConvertible {
        /// The proxy URL, e.g. `http://proxy.example.com:3128` or `socks5://127.0.0.1:1080`.
        public var url: URL
        /// The proxy user name, if the proxy needs one.
        public var username: String?
        /// The proxy password, if the proxy needs one. Never printed.
        public var password: String?

        /// Creates a proxy setting.
        public init(url: URL, username: String? = nil, password: String? = nil) {
            self.url = url
            self.username = username
            self.password = password
        }

        /// The proxy URL; credentials are left out.
        public var description: String { "Proxy(\(url.absoluteString))" }
    }

    /// The default `User-Agent`: names the library and asks Google servers for gzip
    /// (``GDataPackage/userAgent(application:)`` without an application).
    public static var defaultUserAgent: String { GDataPackage.userAgent(application: nil) }
}

extension GDataHTTPFetcher.Configuration {
    /// The `User-Agent` header sent for ``userAgent``: `<userAgent> swift-gdata/<version> <system> (gzip)`.
    public var userAgentHeader: String { GDataPackage.userAgent(application: userAgent) }
}

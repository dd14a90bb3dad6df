/// Anything that can send a ``GDataHTTPRequest`` and return the final ``GDataHTTPResponse``.
///
/// `GDataHTTPFetcher` is the libcurl implementation; the upload engines and the GData/JSON services are written
/// against this protocol so they can be unit-tested with a stub transport.
public protocol GDataHTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status (non-2xx is not thrown here).
    /// Throws ``GDataHTTPError`` for transport failures (network, timeout, TLS, cancellation).
    func send(_ request: GDataHTTPRequest, progress: GDataHTTPProgressHandler?) async throws -> GDataHTTPResponse
}

/// Reports transfer progress: bytes sent and received so far, and totals when known.
public struct GDataHTTPProgress: Sendable, Hashable {
    /// Bytes of the request body sent so far.
    public var bytesSent: Int64
    /// Total request body bytes, if known.
    public var totalBytesToSend: Int64?
    /// Bytes of the response body received so far.
    public var bytesReceived: Int64
    /// Total response body bytes, if known (from `Content-Length`).
    public var totalBytesToReceive: Int64?

    /// Creates a progress value.
    public init(
        bytesSent: Int64 = 0,
        totalBytesToSend: Int64? = nil,
        bytesReceived: Int64 = 0,
        totalBytesToReceive: Int64? = nil
    ) {
        self.bytesSent = bytesSent
        self.totalBytesToSend = totalBytesToSend
        self.bytesReceived = bytesReceived
        self.totalBytesToReceive = totalBytesToReceive
    }
}

/// A progress callback. Called from the fetcher's I/O thread: keep it short and thread-safe.
public typealias GDataHTTPProgressHandler = @Sendable (GDataHTTPProgress) -> Void

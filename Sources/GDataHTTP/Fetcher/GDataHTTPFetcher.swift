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

/// Sends HTTP requests with libcurl: the transport shared by the GData (XML) and JSON services.
///
/// ```swift
/// var configuration = GDataHTTPFetcher.Configuration()
/// configuration.retry = .default
/// configuration.authorizer = GDataBearerTokenAuthorizer(token: accessToken)
/// let fetcher = GDataHTTPFetcher(configuration: configuration)
/// let response = try await fetcher.fetch(GDataHTTPRequest(url: feedURL))
/// await fetcher.shutdown()
/// ```
///
/// - ``send(_:progress:)`` is the bare transport: one exchange, any status is returned.
/// - ``fetch(_:progress:)`` runs the full pipeline: authorizer, cookies, fetch history, retry, logging, and throws
///   ``GDataHTTPError/Code/httpStatus`` for statuses of 300 and above.
/// - ``download(_:to:progress:)`` is ``fetch(_:progress:)`` streaming the body to a file, continuing an interrupted
///   body where that is safe (``download(_:to:options:progress:)``).
///
/// Threading: one dedicated thread per fetcher drives a single `curl_multi` handle; async callers suspend on a
/// continuation and never block Swift's cooperative pool. Connections are kept alive and reused across requests to the
/// same host. Cancelling the calling task stops its transfer promptly with ``GDataHTTPError/Code/cancelled``.
///
/// Lifetime: call ``shutdown()`` when done; it ends pending transfers with ``GDataHTTPError/Code/shutdown`` and waits
/// for the thread. If a fetcher is released without ``shutdown()``, `deinit` asks the thread to stop and it exits on its
/// own shortly after (it is not leaked), but nothing waits for it.
public final class GDataHTTPFetcher: GDataHTTPTransport, Sendable {
    /// The configuration the fetcher was created with.
    public let configuration: Configuration
    let driver: CurlMultiDriver

    /// Creates a fetcher. No thread is started until the first network request.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.driver = CurlMultiDriver(maxPerHost: configuration.maxConnectionsPerHost)
    }

    deinit {
        driver.requestStop()
    }

    /// The fetcher's I/O thread as a task executor. Code that awaits many requests one after another can run on it,
    /// `try await withTaskExecutorPreference(fetcher.taskExecutor) { … }`: each response then resumes that code on the
    /// thread that received it, and the next request starts there, instead of two thread hops per request (`gdata get
    /// --repeat` does this). Keep such code short and non-blocking: it runs between libcurl calls and holds up every
    /// transfer of the fetcher while it runs. After ``shutdown()`` it continues on the global concurrent executor.
    public var taskExecutor: any TaskExecutor { driver }

    /// Ends every transfer with ``GDataHTTPError/Code/shutdown``, stops the I/O thread and waits for it to exit.
    /// Later requests fail with ``GDataHTTPError/Code/shutdown``. Safe to call more than once.
    public func shutdown() async {
        driver.requestStop()
        await driver.join()
    }

    /// Sends `request` once and returns the response whatever its status (the bare transport: no authorizer,
    /// cookies, history, retry or logging). Goes through ``Configuration/transport`` instead of the network when set.
    ///
    /// - Throws: ``GDataHTTPError`` for transport failures: `.invalidURL`, `.network`, `.timedOut`, `.tls`,
    ///   `.tooManyRedirects`, `.fileIO`, `.cancelled`, `.shutdown`.
    public func send(_ request: GDataHTTPRequest, progress: GDataHTTPProgressHandler? = nil) async throws
        -> GDataHTTPResponse
    {
        try await exchange(request, destination: nil, progress: progress)
    }

    /// Sends `request` through the full pipeline and returns a successful (< 300) response.
    ///
    /// In order, for every attempt: the authorizer, the `Cookie` header from ``Configuration/cookieStorage``,
    /// conditional headers from ``Configuration/fetchHistory``, the exchange (libcurl, or ``Configuration/transport``),
    /// storing `Set-Cookie`, recording the history (which may answer a `304` from its cache), and the transaction log.
    /// A `401` with a refreshable authorizer refreshes it and repeats the request once; other failures are retried
    /// under ``Configuration/retry``.
    ///
    /// - Throws: ``GDataHTTPError``: `.httpStatus` (with status, headers and body) for statuses of 300 and above,
    ///   `.notModified` for a `304` the history cannot answer, `.authorization` when the authorizer fails, or a
    ///   transport failure as in ``send(_:progress:)``.
    public func fetch(_ request: GDataHTTPRequest, progress: GDataHTTPProgressHandler? = nil) async throws
        -> GDataHTTPResponse
    {
        try await pipeline(request, download: nil, progress: progress)
    }

    /// Like ``fetch(_:progress:)`` but streams a successful body into `file` (replaced if it exists; written to a
    /// temporary file beside it and moved into place when complete). The returned response has an empty body.
    /// Memory use does not grow with the size of the body. On a failure status the file is left untouched and
    /// the error carries up to 64 KiB of the error body. The fetch history is not consulted for downloads.
    ///
    /// A retried attempt continues the bytes already written when it safely can (see
    /// ``download(_:to:options:progress:)``, whose defaults this uses).
    public func download(
        _ request: GDataHTTPRequest,
        to file: URL,
        progress: GDataHTTPProgressHandler? = nil
    ) async throws -> GDataHTTPResponse {
        try await download(request, to: file, options: GDataHTTPDownloadOptions(), progress: progress)
    }

    /// Streams a successful body into `file`, continuing bytes from an earlier attempt, or (with
    /// ``GDataHTTPDownloadOptions/PartialFile/keep``) an earlier call, where that is safe.
    ///
    /// - **Within the call**, a retried attempt (``Configuration/retry``) continues the bytes written so far with
    ///   `Range: bytes=N-`, `If-Range` and `Accept-Encoding: identity`, when the response they came from had a strong
    ///   `ETag`, or no `ETag` and a `Last-Modified` at least a second older than its `Date` (RFC 9110 §13.1.5). A weak
    ///   `ETag` or no validator starts over (unless ``GDataHTTPDownloadOptions/resumesWithoutValidator``).
    /// - **Across calls**, ``GDataHTTPDownloadOptions/PartialFile/keep`` writes to `NAME.part` with a resume record
    ///   `NAME.part.resume` (validator, length, URL with credentials masked; both `0600`, created exclusively) and
    ///   keeps both when the call fails; the next call for the same URL continues them. A record for another URL, or
    ///   none, starts over. Both are removed on success.
    /// - The server decides: a `206` is checked (its `Content-Range` must start where asked, keep the total, declare
    ///   exactly the bytes sent; no `Content-Encoding`; the same `ETag`) and appended; a `200` means the resource
    ///   changed or the server ignores ranges, and the file starts over with it; a `416` whose length
    ///   (`Content-Range: bytes */N`) equals the bytes held means the file was already complete: it is moved into
    ///   place and a `200` with an empty body is returned.
    ///
    /// The returned response is the last exchange's (`206` after a continuation) with an empty body. Progress counts
    /// the bytes held: a continued download reports from where it resumed.
    ///
    /// - Throws: ``GDataHTTPError``: as ``fetch(_:progress:)``; `.invalidResponse` for a `206` that cannot continue
    ///   the bytes held (they are dropped); `.fileIO` when the file cannot be written, or `NAME.part` is not a
    ///   regular file with one link owned by this user, or another download is writing it.
    public func download(
        _ request: GDataHTTPRequest,
        to file: URL,
        options: GDataHTTPDownloadOptions,
        progress: GDataHTTPProgressHandler? = nil
    ) async throws -> GDataHTTPResponse {
        let partial = try GDataPartialDownload(
            destination: file,
            url: request.url,
            options: options,
            resumable: !request.headers.contains("Range")
        )
        do {
            let response = try await pipeline(request, download: partial, progress: progress)
            try partial.commit()
            return response
        } catch {
            partial.discard()
            throw error
        }
    }

    /// Like ``download(_:to:progress:)`` but writes a successful body to an open file descriptor as it arrives
    /// (standard output, a pipe, `/dev/null`), with no temporary file. The descriptor is not closed. On a failure
    /// status nothing is written and the error carries up to 64 KiB of the error body. Bytes written cannot be taken
    /// back: once some were, a failure is retried only as a continuation (`Range: bytes=N-` under `If-Range`, when
    /// the response had a strong validator), and a server that then sends another version fails the download;
    /// without a validator the failure is not retried. Retries before the first byte follow the retry policy.
    public func download(
        _ request: GDataHTTPRequest,
        toFileDescriptor descriptor: Int32,
        progress: GDataHTTPProgressHandler? = nil
    ) async throws -> GDataHTTPResponse {
        let partial = GDataPartialDownload(
            descriptor: descriptor,
            url: request.url,
            resumable: !request.headers.contains("Range")
        )
        return try await pipeline(request, download: partial, progress: progress)
    }

    /// One request of a chunked download into `partial` (its ``GDataPartialDownload/rangeEnd`` set): the pipeline
    /// with `Range: bytes=HELD-END` on every attempt (`If-Range` once a validator is known), checked as a
    /// continuation. The caller commits or discards `partial`.
    package func download(
        _ request: GDataHTTPRequest,
        into partial: GDataPartialDownload,
        progress: GDataHTTPProgressHandler? = nil
    ) async throws(GDataHTTPError) -> GDataHTTPResponse {
        try await pipeline(request, download: partial, progress: progress)
    }

    // MARK: - One exchange

    /// One request/response exchange over the network or ``Configuration/transport``.
    func exchange(
        _ request: GDataHTTPRequest,
        destination: GDataPartialDownload?,
        progress: GDataHTTPProgressHandler?
    ) async throws(GDataHTTPError) -> GDataHTTPResponse {
        if driver.isStopped {
            throw GDataHTTPError(code: .shutdown, message: "the fetcher was shut down", url: request.url)
        }
        if Task.isCancelled {
            throw GDataHTTPError(code: .cancelled, message: "the request was cancelled", url: request.url)
        }
        try Self.validate(request.url)
        if let transport = configuration.transport {
            return try await exchange(request, through: transport, destination: destination, progress: progress)
        }
        let transfer = try CurlTransfer(
            request: request,
            destination: destination,
            timeout: configuration.timeout,
            progress: progress
        )
        try transfer.configure(with: configuration)
        let driver = self.driver
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation {
                    (continuation: CheckedContinuation<GDataHTTPResponse, any Error>) in
                    transfer.continuation = continuation
                    driver.submit(transfer)
                }
            } onCancel: {
                driver.cancel(transfer)
            }
        } catch {
            throw Self.normalize(error, url: request.url)
        }
    }

    /// One exchange through ``Configuration/transport``: its response in memory, the final counts reported when it
    /// reported no progress itself, and a successful body written to `destination` as libcurl's would have been.
    private func exchange(
        _ request: GDataHTTPRequest,
        through transport: any GDataHTTPTransport,
        destination: GDataPartialDownload?,
        progress: GDataHTTPProgressHandler?
    ) async throws(GDataHTTPError) -> GDataHTTPResponse {
        let reported = TransportProgress()
        var relayed: GDataHTTPProgressHandler?
        if let progress {
            relayed = { value in
                reported.mark()
                progress(value)
            }
        }
        var response: GDataHTTPResponse
        do {
            response = try await transport.send(request, progress: relayed)
        } catch {
            throw Self.normalize(error, url: request.url)
        }
        let sent = request.body?.contentLength()
        if !reported.happened {
            progress?(
                GDataHTTPProgress(
                    bytesSent: sent ?? 0,
                    totalBytesToSend: sent,
                    bytesReceived: Int64(response.body.count),
                    totalBytesToReceive: Int64(response.body.count)
                )
            )
        }
        if let destination, response.isSuccess {
            let sink = CurlDownloadSink(download: destination)
            let headers = response.headers
            let ok = response.body.withUnsafeBytes { bytes in
                bytes.baseAddress.map {
                    sink.write($0, count: bytes.count, status: response.status, headers: { headers })
                } ?? true
            }
            if !ok { throw sink.failure ?? GDataHTTPError(code: .fileIO, message: "cannot write the download") }
            response.body = Data()
        }
        return response
    }

    /// Accepts absolute `http` and `https` URLs with a host.
    static func validate(_ url: URL) throws(GDataHTTPError) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw GDataHTTPError(
                code: .invalidURL,
                message: "unsupported URL scheme \(String(reflecting: url.scheme ?? "")); use http or https",
                url: url
            )
        }
        guard let host = url.host, !host.isEmpty else {
            throw GDataHTTPError(code: .invalidURL, message: "the URL has no host", url: url)
        }
    }

    /// Any error as a ``GDataHTTPError`` (cancellation becomes `.cancelled`; others are wrapped as `underlying`).
    static func normalize(_ error: any Error, url: URL) -> GDataHTTPError {
        if let error = error as? GDataHTTPError { return error }
        if error is CancellationError {
            return GDataHTTPError(code: .cancelled, message: "the request was cancelled", url: url, underlying: error)
        }
        return GDataHTTPError(code: .network, message: "the request failed: \(error)", url: url, underlying: error)
    }
}

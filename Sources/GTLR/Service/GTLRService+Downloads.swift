public import GDataHTTP

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

extension GTLRService {
    /// Streams the media of `query` into `fileURL` in `Range: bytes=A-B` requests of `chunkSize` bytes, as
    /// google-api-python-client's `MediaIoBaseDownload` does (`alt=media` is added as by ``download(_:to:progress:)``).
    /// The same as ``download(_:to:chunkSize:options:rangeHandler:)`` with default options.
    @discardableResult
    public nonisolated(nonsending) func download(
        _ query: GTLRQuery,
        to fileURL: URL,
        chunkSize: Int64,
        rangeHandler: (@Sendable (_ first: Int64, _ last: Int64) -> Void)? = nil
    ) async throws(GTLRServiceError) -> Int64 {
        try await download(
            query,
            to: fileURL,
            chunkSize: chunkSize,
            options: GDataHTTPDownloadOptions(),
            rangeHandler: rangeHandler
        )
    }

    /// Streams the media of `query` into `fileURL` in `Range: bytes=A-B` requests of `chunkSize` bytes, as
    /// google-api-python-client's `MediaIoBaseDownload` does (`alt=media` is added as by ``download(_:to:progress:)``).
    ///
    /// The bytes go into a partial file beside `fileURL` (an exclusively created temporary file, or `NAME.part` with
    /// its resume record under `GDataHTTPDownloadOptions.PartialFile.keep`), renamed into place when complete, so
    /// `fileURL` never holds a partial download. The requests go on until `Content-Range`'s total is reached. Every
    /// request after the first carries `If-Range` with the first answer's validator (a strong `ETag`, or a
    /// `Last-Modified` at least a second older than `Date`), so the chunks all come from one version of the object:
    /// a `200` instead of a `206` means it changed (or the server ignores ranges) and holds the whole new version,
    /// which replaces what was written. An empty object (`416` for byte 0) gives an empty file; a `416` continuing a
    /// kept `NAME.part` whose length the server confirms completes it.
    ///
    /// Every number the server sends is checked before any arithmetic: a `Content-Range` that does not start where
    /// asked, ends beyond the request or the total, disagrees with the bytes received, changes its total, or does
    /// not fit in 64 bits ends the download with `.unexpectedResponse` (the bytes written are dropped).
    ///
    /// - Parameters:
    ///   - query: A media download query, or any query of a method that supports media download.
    ///   - fileURL: Where the media goes (replaced if it exists).
    ///   - chunkSize: Bytes per request (at least 1).
    ///   - options: Whether an interrupted download is kept for a later call (`GDataHTTPDownloadOptions`).
    ///   - rangeHandler: Called before each request with the first and last byte it asks for.
    /// - Returns: The number of bytes written.
    /// - Throws: ``GTLRServiceError``: as ``executeQuery(_:)``; `.unexpectedResponse` for an unusable
    ///   `Content-Range` or a status other than `206` after the first request without a validator; `.fileIO` when
    ///   the file cannot be written; `.invalidQuery` for a `chunkSize` below 1.
    @discardableResult
    public nonisolated(nonsending) func download(
        _ query: GTLRQuery,
        to fileURL: URL,
        chunkSize: Int64,
        options: GDataHTTPDownloadOptions,
        rangeHandler: (@Sendable (_ first: Int64, _ last: Int64) -> Void)? = nil
    ) async throws(GTLRServiceError) -> Int64 {
        guard chunkSize >= 1 else {
            throw GTLRServiceError(code: .invalidQuery, message: "the download chunk size must be at least 1 byte")
        }
        let download = query.copy()
        if download.downloadAsDataObjectType == nil { download.downloadAsDataObjectType = "media" }
        let base = try request(for: download)
        let partial = try Self.partialDownload(to: fileURL, url: base.url, options: options)
        var completed = false
        defer { if !completed { partial.discard() } }
        let retry = retryDecision(
            enabled: download.executionParameters.retryEnabled,
            block: download.executionParameters.retryBlock
        )
        var startedOver = false
        var asked = false
        while true {
            let offset = partial.held
            // Done once a response in this call confirmed the total (bytes kept from an earlier call are confirmed
            // by asking for the rest: a 416 naming their length, or a 200 with a new version).
            if asked, let total = partial.total, offset >= total { break }
            asked = true
            // offset < total <= Int64.max here; the requested last byte saturates instead of overflowing.
            let (sum, overflow) = offset.addingReportingOverflow(chunkSize - 1)
            let requestedLast = overflow ? Int64.max - 1 : sum
            partial.rangeEnd = requestedLast
            rangeHandler?(offset, requestedLast)
            let response: GDataHTTPResponse
            do {
                response = try await GTLRRetryDecision.$current.withValue(retry) {
                    try await send(base, skipAuthorization: download.shouldSkipAuthorization, partial: partial)
                }
            } catch {
                let mapped = Self.mapDownloadError(error)
                guard mapped.status == 416, let http = mapped.underlying as? GDataHTTPError else {
                    throw Self.removedNote(mapped)
                }
                if offset == 0 { break }  // an empty object has no byte 0
                let unsatisfiable = GDataHTTPResponse(
                    url: base.url,
                    status: 416,
                    headers: http.headers ?? GDataHTTPHeaders()
                )
                switch partial.unsatisfiable(unsatisfiable) {
                case .complete: break
                case .startOver where !startedOver:
                    startedOver = true
                    continue
                case .startOver, .notResuming: throw Self.removedNote(mapped)
                }
                break
            }
            guard response.status == 206 else { break }  // a 200: the whole media, written from the first byte
            guard let range = partial.lastRange, range.total != nil else {
                throw GTLRServiceError(
                    code: .unexpectedResponse,
                    message: "unusable Content-Range '\(response.headers["Content-Range"] ?? "")' for bytes "
                        + "\(offset)-\(requestedLast) (no total length); the partial download was removed",
                    status: response.status,
                    headers: response.headers
                )
            }
        }
        let written = partial.held
        completed = true  // commit closes the file, and removes it when the rename fails
        do {
            try partial.commit()
        } catch {
            throw GTLRServiceError(
                code: .fileIO,
                message: "cannot move the download to \(fileURL.path): \(error.message)",
                underlying: error
            )
        }
        return written
    }

    /// `error` saying what became of the partial file when the bytes were dropped (an unusable answer).
    static func removedNote(_ error: GTLRServiceError) -> GTLRServiceError {
        guard error.code == .unexpectedResponse, !error.message.contains("dropped") else { return error }
        var noted = error
        noted.message += "; the partial download was removed"
        return noted
    }
}

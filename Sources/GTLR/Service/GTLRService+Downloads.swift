public import Foundation
import GDataHTTP

extension GTLRService {
    /// Streams the media of `query` into `fileURL` in `Range: bytes=A-B` requests of `chunkSize` bytes, as
    /// google-api-python-client's `MediaIoBaseDownload` does (`alt=media` is added as by ``download(_:to:progress:)``).
    ///
    /// The bytes go into a temporary file created exclusively beside `fileURL` (`GDataTemporaryFile`), renamed into
    /// place when complete and removed otherwise, so `fileURL` never holds a partial download. The requests go on
    /// until `Content-Range`'s total is reached; a server that ignores ranges answers the first with `200` and the
    /// whole media, which ends the download, and an empty object (`416` for byte 0) gives an empty file.
    ///
    /// Every number the server sends is checked before any arithmetic: a `Content-Range` that does not start where
    /// asked, ends beyond the request or the total, disagrees with the bytes received, changes its total, or does
    /// not fit in 64 bits ends the download with `.unexpectedResponse`.
    ///
    /// - Parameters:
    ///   - query: A media download query, or any query of a method that supports media download.
    ///   - fileURL: Where the media goes (replaced if it exists).
    ///   - chunkSize: Bytes per request (at least 1).
    ///   - rangeHandler: Called before each request with the first and last byte it asks for.
    /// - Returns: The number of bytes written.
    /// - Throws: ``GTLRServiceError``: as ``executeQuery(_:)``; `.unexpectedResponse` for an unusable
    ///   `Content-Range` or a status other than `206` after the first request; `.fileIO` when the file cannot be
    ///   written; `.invalidQuery` for a `chunkSize` below 1.
    @discardableResult
    public func download(
        _ query: GTLRQuery, to fileURL: URL, chunkSize: Int64,
        rangeHandler: (@Sendable (_ first: Int64, _ last: Int64) -> Void)? = nil
    ) async throws(GTLRServiceError) -> Int64 {
        guard chunkSize >= 1 else {
            throw GTLRServiceError(code: .invalidQuery, message: "the download chunk size must be at least 1 byte")
        }
        let download = query.copy()
        if download.downloadAsDataObjectType == nil { download.downloadAsDataObjectType = "media" }
        let base = try request(for: download)
        let file: GDataTemporaryFile
        do {
            file = try GDataTemporaryFile(beside: fileURL)
        } catch {
            throw GTLRServiceError(code: .fileIO, message: "cannot write \(fileURL.path): \(error.message)", underlying: error)
        }
        var completed = false
        defer { if !completed { file.discard() } }
        let retry = retryDecision(
            enabled: download.executionParameters.retryEnabled, block: download.executionParameters.retryBlock)
        var offset: Int64 = 0
        var total: Int64?
        repeat {
            // offset <= total - 1 < Int64.max here; the requested last byte saturates instead of overflowing.
            let (sum, overflow) = offset.addingReportingOverflow(chunkSize - 1)
            let requestedLast = overflow ? Int64.max - 1 : sum
            var request = base
            request.headers.replaceOrAdd(name: "Range", value: "bytes=\(offset)-\(requestedLast)")
            rangeHandler?(offset, requestedLast)
            let before = lseek(file.descriptor, 0, SEEK_CUR)
            let response: GDataHTTPResponse
            do {
                response = try await GTLRRetryDecision.$current.withValue(retry) {
                    try await send(request, skipAuthorization: download.shouldSkipAuthorization, descriptor: file.descriptor)
                }
            } catch {
                let mapped = Self.mapError(error)
                if mapped.status == 416 && offset == 0 { break }  // an empty object has no byte 0
                throw mapped
            }
            guard response.status == 206 else {
                if offset == 0 { break }  // 200: the whole media in one response
                throw GTLRServiceError(
                    code: .unexpectedResponse,
                    message: "the server answered \(response.status) instead of 206 to bytes \(offset)-; "
                        + "the partial download was removed",
                    status: response.status, headers: response.headers)
            }
            let received = Int64(lseek(file.descriptor, 0, SEEK_CUR) - before)
            let header = response.headers["Content-Range"] ?? ""
            guard let range = GDataHTTPContentRange(header: header), range.first == offset,
                range.last <= requestedLast, range.length == received, let rangeTotal = range.total,
                total == nil || total == rangeTotal
            else {
                throw GTLRServiceError(
                    code: .unexpectedResponse,
                    message: "unusable Content-Range '\(header)' for bytes \(offset)-\(requestedLast) "
                        + "(\(received) bytes received); the partial download was removed",
                    status: response.status, headers: response.headers)
            }
            offset = range.last + 1  // last < total <= Int64.max: no overflow
            total = rangeTotal
        } while offset < (total ?? 0)
        let written = Int64(lseek(file.descriptor, 0, SEEK_CUR))
        completed = true  // commit closes the file, and removes it when the rename fails
        do {
            try file.commit()
        } catch {
            throw GTLRServiceError(
                code: .fileIO, message: "cannot move the download to \(fileURL.path): \(error.message)", underlying: error)
        }
        return written
    }
}

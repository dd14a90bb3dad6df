#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Routes a download's response body: a `2xx` body to its ``GDataPartialDownload`` (a file or the caller's
/// descriptor), any other body into memory for the error, up to ``errorBodyLimit`` bytes. Used on the driver thread
/// only (or by an exchange through `Configuration.transport`).
final class CurlDownloadSink {
    /// The most bytes of a non-2xx body kept for the error.
    static let errorBodyLimit = 64 * 1024

    let download: GDataPartialDownload
    private var decided = false
    private var toDownload = false
    private(set) var errorBody = Data()
    /// Body bytes of this response handed to the download (before any it skips).
    private(set) var bytesWritten: Int64 = 0
    private(set) var failure: GDataHTTPError?

    init(download: GDataPartialDownload) {
        self.download = download
    }

    /// Handles body bytes of a response with `status`; `headers` is asked for once, with the first bytes. False stops
    /// the transfer (see ``failure``).
    func write(
        _ bytes: UnsafeRawPointer,
        count: Int,
        status: Int,
        headers: () -> GDataHTTPHeaders
    ) -> Bool {
        if !decided {
            decided = true
            toDownload = (200..<300).contains(status)
            if toDownload, !download.begin(status: status, headers: headers()) {
                failure = download.failure ?? GDataHTTPError(code: .fileIO, message: "cannot write the download")
                toDownload = false
                return false
            }
        }
        guard toDownload else {
            let room = Self.errorBodyLimit - errorBody.count
            if room > 0 { errorBody.append(bytes.assumingMemoryBound(to: UInt8.self), count: min(room, count)) }
            return true
        }
        guard download.write(bytes, count: count) else {
            failure = download.failure ?? GDataHTTPError(code: .fileIO, message: "cannot write the download")
            return false
        }
        bytesWritten += Int64(count)
        return true
    }
}

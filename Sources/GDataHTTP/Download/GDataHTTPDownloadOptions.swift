#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How ``GDataHTTPFetcher/download(_:to:options:progress:)`` treats bytes from an interrupted attempt or run.
///
/// Within one call, a download that fails mid-body and is retried (``GDataHTTPFetcher/Configuration/retry``) always
/// continues from the bytes already written when the first response had a validator able to guard the range: the
/// retry sends `Range: bytes=N-`, `If-Range` with that validator and `Accept-Encoding: identity`. Across calls (and
/// processes) it continues only with ``PartialFile/keep``.
///
/// ```swift
/// var options = GDataHTTPDownloadOptions()
/// options.partialFile = .keep        // movie.mp4.part survives a failure; the next call continues it
/// try await fetcher.download(GDataHTTPRequest(url: movieURL), to: movieFile, options: options)
/// ```
public struct GDataHTTPDownloadOptions: Sendable {
    /// What becomes of the bytes of a download that fails.
    public enum PartialFile: Sendable, Hashable {
        /// They are written to an exclusively created temporary file beside the destination
        /// (`.NAME.<random>.part`) and removed when the call fails: retries within the call continue from them,
        /// nothing survives the call. The default.
        case discard
        /// They are written to `NAME.part` beside the destination, with a resume record `NAME.part.resume` (the
        /// validator, the length and the URL with its credentials masked; both files `0600`), and kept when the call
        /// fails. A later call with `.keep` for the same URL continues them when the record allows it (see
        /// ``GDataHTTPFetcher/download(_:to:options:progress:)``). Both files are removed on success.
        case keep
    }

    /// What becomes of the bytes of a download that fails. Default ``PartialFile/discard``.
    public var partialFile: PartialFile
    /// Continue from the bytes held even when the response they came from had no validator able to guard the range
    /// (no strong `ETag`, no `Last-Modified` at least a second older than `Date`): the request then carries `Range`
    /// without `If-Range`, as `curl -C -` and `wget -c` do, and a resource that changed in between is spliced from two
    /// versions. Off by default: without a validator the download starts over.
    public var resumesWithoutValidator: Bool
    /// Told what the download decided, on the fetcher's thread (keep it short).
    public var eventHandler: (@Sendable (GDataHTTPDownloadEvent) -> Void)?

    /// Creates options (the defaults: discard partial files, resume only under a validator, no handler).
    public init(
        partialFile: PartialFile = .discard,
        resumesWithoutValidator: Bool = false,
        eventHandler: (@Sendable (GDataHTTPDownloadEvent) -> Void)? = nil
    ) {
        self.partialFile = partialFile
        self.resumesWithoutValidator = resumesWithoutValidator
        self.eventHandler = eventHandler
    }
}

/// A decision of a download about the bytes it holds (``GDataHTTPDownloadOptions/eventHandler``).
public enum GDataHTTPDownloadEvent: Sendable, Hashable {
    /// A request continues the download at `offset` (`Range: bytes=OFFSET-`), guarded by `If-Range: VALIDATOR`, or
    /// unguarded (`nil`) under ``GDataHTTPDownloadOptions/resumesWithoutValidator``.
    case resuming(offset: Int64, validator: String?)
    /// The `bytes` held were dropped; the download continues from the first byte.
    case startingOver(bytes: Int64, reason: StartOverReason)
    /// The partial file already held the whole representation (the server answered `416` naming its length); it
    /// was moved into place without downloading anything.
    case alreadyComplete(bytes: Int64)

    /// Why a download dropped the bytes it held.
    public enum StartOverReason: Sendable, Hashable, CustomStringConvertible {
        /// The response they came from had no validator strong enough for `If-Range`.
        case noValidator
        /// The server answered the range request with the whole representation (`200`): it changed since (the
        /// `If-Range` validator no longer matches) or the server ignores `Range`.
        case fullResponse
        /// The resume record is missing, unreadable, or names another URL.
        case unusableRecord
        /// The server's `206` cannot continue the bytes held (a `Content-Range` elsewhere, another total, another
        /// `ETag`, or a `Content-Encoding`).
        case unusablePartialResponse
        /// The server answered `416` with a length other than the bytes held.
        case lengthChanged

        /// A phrase for messages.
        public var description: String {
            switch self {
            case .noValidator: "the server gave no validator (strong ETag or Last-Modified) to guard a range request"
            case .fullResponse: "the server sent the whole resource (it changed, or it ignores Range)"
            case .unusableRecord: "the resume record is missing, unreadable or for another URL"
            case .unusablePartialResponse: "the server's 206 answer cannot continue the bytes held"
            case .lengthChanged: "the server reports another length"
            }
        }
    }
}

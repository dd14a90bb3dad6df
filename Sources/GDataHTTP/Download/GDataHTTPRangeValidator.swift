internal import GDataPlatform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What may guard a range request with `If-Range` (RFC 9110 §13.1.5), chosen from a response's headers.
///
/// - A **strong** `ETag` (`"…"`, not `W/"…"`) is used as is.
/// - Without any `ETag`, `Last-Modified` is used when it is a strong validator in the sense of §8.8.2.2: the response's
///   `Date` is at least one second after it (a representation modified within the second the date names could have
///   changed twice in that second).
/// - A weak `ETag` rules both out: the server says its bytes may differ between equivalent responses, so a range of
///   the current bytes cannot safely continue earlier ones, and §13.1.5 forbids a date when an entity tag exists.
///
/// Anything else (no validator, a malformed one, a `Last-Modified` equal to `Date`) gives no ``ifRange`` value: the
/// bytes held cannot be continued safely and the download starts over.
struct GDataHTTPRangeValidator: Sendable, Hashable {
    /// The `ETag` as received (strong or weak), or `nil`.
    var etag: String?
    /// The `Last-Modified` value as received, or `nil`.
    var lastModified: String?
    /// The `If-Range` value to send, or `nil` when the response has no validator strong enough.
    var ifRange: String?

    /// Reads the validator of a response.
    init(headers: GDataHTTPHeaders) {
        self.init(
            etag: headers["ETag"],
            lastModified: headers["Last-Modified"],
            date: headers["Date"]
        )
    }

    /// Reads a validator from its parts (`date` is the response's `Date`).
    init(etag: String?, lastModified: String?, date: String?) {
        let etag = etag?.trimmingWhitespace()
        let lastModified = lastModified?.trimmingWhitespace()
        self.etag = etag.flatMap { $0.isEmpty ? nil : $0 }
        self.lastModified = lastModified.flatMap { $0.isEmpty ? nil : $0 }
        if let etag = self.etag {
            ifRange = Self.isStrongEntityTag(etag) ? etag : nil
        } else if let lastModified = self.lastModified, let modified = GDataHTTPDate.parse(lastModified),
            let sent = date.flatMap(GDataHTTPDate.parse), sent.timeIntervalSince(modified) >= 1,
            Self.isHeaderSafe(lastModified)
        {
            ifRange = lastModified
        } else {
            ifRange = nil
        }
    }

    /// Restores a validator kept in a resume record (``ifRange`` is the value chosen when the bytes arrived).
    init(etag: String?, lastModified: String?, ifRange: String?) {
        self.etag = etag
        self.lastModified = lastModified
        self.ifRange = ifRange
    }

    /// `"…"` with only `etagc` characters inside (RFC 9110 §8.8.3): `!`, `#`–`~` and obs-text.
    static func isStrongEntityTag(_ tag: String) -> Bool {
        let bytes = Array(tag.utf8)
        guard bytes.count >= 2, bytes.first == 0x22, bytes.last == 0x22 else { return false }
        return bytes.dropFirst().dropLast().allSatisfy { $0 == 0x21 || (0x23...0x7E).contains($0) || $0 >= 0x80 }
    }

    /// No control characters (a value that could not go back into a header is never used).
    static func isHeaderSafe(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F }
    }

    /// Whether a later response is the same representation: the same strong `ETag`, or (with no `ETag` on either
    /// side) the same `Last-Modified` that was strong enough to be used for `If-Range`.
    func matches(_ other: GDataHTTPRangeValidator) -> Bool {
        guard let ifRange else { return false }
        if etag != nil { return other.etag == etag }
        return other.etag == nil && other.lastModified == ifRange
    }
}

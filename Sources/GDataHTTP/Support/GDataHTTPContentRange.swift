internal import GDataPlatform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `Content-Range: bytes FIRST-LAST/TOTAL` (or `/*`) value from a `206` response, read without overflow.
///
/// Every number is ASCII digits only (no sign, no spaces inside, at most what fits in `Int64`); `FIRST <= LAST`;
/// `LAST < TOTAL` when the total is known; and ``length`` always fits in `Int64`. Anything else is `nil`, so code that
/// does arithmetic on a server's range never traps.
public struct GDataHTTPContentRange: Hashable, Sendable, CustomStringConvertible {
    /// The first byte's offset.
    public let first: Int64
    /// The last byte's offset (inclusive).
    public let last: Int64
    /// The full length, or `nil` for `*`.
    public let total: Int64?

    /// The number of bytes the range covers (`last - first + 1`).
    public var length: Int64 { last - first + 1 }

    /// Creates a range, or `nil` when the numbers are inconsistent (see the type's rules).
    public init?(first: Int64, last: Int64, total: Int64?) {
        guard first >= 0, last >= first, last < Int64.max else { return nil }
        if let total, !(total > last) { return nil }
        self.first = first
        self.last = last
        self.total = total
    }

    /// Parses a `Content-Range` header value (`bytes 0-99/1000`, `bytes 0-99/*`; the unit is case-insensitive).
    public init?(header value: String) {
        let text = value.trimmingWhitespace()
        guard text.count > 6, text.prefix(6).lowercased() == "bytes " else { return nil }
        let spec = text.dropFirst(6).drop(while: { $0 == " " })
        guard let slash = spec.firstIndex(of: "/"), let dash = spec[..<slash].firstIndex(of: "-"),
            let first = Self.decimal(spec[..<dash]),
            let last = Self.decimal(spec[spec.index(after: dash)..<slash])
        else { return nil }
        let totalText = spec[spec.index(after: slash)...]
        var total: Int64?
        if totalText != "*" {
            guard let parsed = Self.decimal(totalText) else { return nil }
            total = parsed
        }
        self.init(first: first, last: last, total: total)
    }

    /// The last byte offset of an upload's `Range: bytes=0-LAST` reply (a `308 Resume Incomplete`), or `nil` when the
    /// value is not of that form or does not fit.
    public static func uploadRangeLast(_ value: String) -> Int64? {
        let text = value.trimmingWhitespace()
        let prefix = "bytes=0-"
        guard text.lowercased().hasPrefix(prefix) else { return nil }
        return decimal(text.dropFirst(prefix.count))
    }

    /// A non-negative decimal number of ASCII digits that fits in `Int64`, or `nil`.
    public static func decimal<S: StringProtocol>(_ text: S) -> Int64? {
        guard !text.isEmpty else { return nil }
        var value: Int64 = 0
        for byte in text.utf8 {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(byte - 0x30))
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return value
    }

    /// `bytes FIRST-LAST/TOTAL`.
    public var description: String { "bytes \(first)-\(last)/\(total.map(String.init) ?? "*")" }
}

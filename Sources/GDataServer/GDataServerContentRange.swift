internal import GDataPlatform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A chunk's `Content-Range`: `bytes FIRST-LAST/TOTAL`, `bytes */TOTAL` (a status query) or `bytes FIRST-LAST/*`.
///
/// Every number is read strictly (ASCII digits only: no sign, no spaces, at most `Int64.max`) and checked: the first
/// byte is not after the last, the last is before the total. A header that breaks a rule is a 400 whose reason names
/// the rule; no arithmetic on the numbers can overflow.
struct GDataServerContentRange: Equatable, Sendable {
    var first: Int64?
    var last: Int64?
    var total: Int64?

    /// The number of bytes `FIRST-LAST` covers; nil for a status query or when the count does not fit in `Int64`.
    var length: Int64? {
        guard let first, let last else { return nil }
        let (difference, overflow) = (last - first).addingReportingOverflow(1)
        return overflow ? nil : difference
    }

    /// The header as a client writes it.
    var headerValue: String {
        let range = first.flatMap { first in last.map { "\(first)-\($0)" } } ?? "*"
        return "bytes \(range)/\(total.map(String.init) ?? "*")"
    }

    init(first: Int64?, last: Int64?, total: Int64?) {
        self.first = first
        self.last = last
        self.total = total
    }

    /// Parses and checks a `Content-Range` value.
    static func parse(_ header: String) throws(GDataServerFailure) -> GDataServerContentRange {
        func invalid(_ reason: String) -> GDataServerFailure {
            GDataServerFailure(400, "invalidHeader", "Content-Range: " + reason, location: ("header", "Content-Range"))
        }
        let text = header.trimmingWhitespace()
        let shape = "must be bytes FIRST-LAST/TOTAL, bytes */TOTAL or bytes FIRST-LAST/*"
        guard text.hasPrefix("bytes ") else { throw invalid("\(shape), not \(GDataServerNumber.quoted(text))") }
        let parts = text.dropFirst(6).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw invalid("\(shape), not \(GDataServerNumber.quoted(text))") }
        var range = GDataServerContentRange(first: nil, last: nil, total: nil)
        if parts[1] != "*" {
            range.total = try GDataServerNumber.parse(parts[1], what: "the total").get(or: invalid)
        }
        if parts[0] == "*" {
            guard range.total != nil else { throw invalid("bytes */* names neither a range nor a total") }
            return range
        }
        guard let dash = parts[0].firstIndex(of: "-") else {
            throw invalid("\(shape), not \(GDataServerNumber.quoted(text))")
        }
        let first = try GDataServerNumber.parse(parts[0][..<dash], what: "the first byte").get(or: invalid)
        let last = try GDataServerNumber.parse(parts[0][parts[0].index(after: dash)...], what: "the last byte").get(
            or: invalid
        )
        guard first <= last else { throw invalid("the first byte \(first) is after the last byte \(last)") }
        if let total = range.total, last >= total {
            throw invalid("the last byte \(last) is beyond the total \(total) (bytes are numbered from 0)")
        }
        range.first = first
        range.last = last
        return range
    }
}

/// A request's `Range` on media: one range of `bytes=FIRST-LAST`, `bytes=FIRST-` or `bytes=-SUFFIX`.
enum GDataServerByteRange {
    /// The bytes of a `length`-byte resource to send: nil to send all of it (no `Range`, another unit, or several
    /// ranges, which the server may ignore); a 400 for numbers that are not byte positions, do not fit, or run
    /// backwards; a 416 for a range that starts past the end.
    static func parse(_ header: String?, length: Int) throws(GDataServerFailure) -> ClosedRange<Int>? {
        guard let header else { return nil }
        let text = header.trimmingWhitespace()
        guard text.lowercased().hasPrefix("bytes="), !text.contains(",") else { return nil }
        func invalid(_ reason: String) -> GDataServerFailure {
            GDataServerFailure(400, "invalidHeader", "Range: " + reason, location: ("header", "Range"))
        }
        let spec = text.dropFirst(6)
        guard let dash = spec.firstIndex(of: "-") else {
            throw invalid(
                "must be bytes=FIRST-LAST, bytes=FIRST- or bytes=-SUFFIX, not \(GDataServerNumber.quoted(text))"
            )
        }
        let unsatisfiable = GDataServerFailure(
            416,
            "rangeNotSatisfiable",
            "Range: \(GDataServerNumber.quoted(text)) is outside the media's \(length) bytes",
            location: ("header", "Range")
        )
        let size = Int64(length)
        if dash == spec.startIndex {
            let suffix = try GDataServerNumber.parse(spec.dropFirst(), what: "the suffix length").get(or: invalid)
            guard suffix > 0, size > 0 else { throw unsatisfiable }
            return Int(size - min(suffix, size))...(length - 1)
        }
        let first = try GDataServerNumber.parse(spec[..<dash], what: "the first byte").get(or: invalid)
        let lastText = spec[spec.index(after: dash)...]
        var last = size - 1
        if !lastText.isEmpty {
            let given = try GDataServerNumber.parse(lastText, what: "the last byte").get(or: invalid)
            guard first <= given else { throw invalid("the first byte \(first) is after the last byte \(given)") }
            last = min(given, size - 1)
        }
        guard first < size else { throw unsatisfiable }
        return Int(first)...Int(last)
    }
}

/// Non-negative decimal numbers from the network, read strictly.
enum GDataServerNumber {
    /// Why a number was refused: the reason names `what` and the text.
    struct Refusal: Error {
        var reason: String
    }

    /// ASCII digits only (no sign, no spaces, not empty), at most `Int64.max`.
    static func parse(_ text: Substring, what: String) -> Result<Int64, Refusal> {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return .failure(Refusal(reason: "\(what) \(quoted(text)) is not a byte position (digits only, no sign)"))
        }
        var value: Int64 = 0
        for digit in text.utf8 {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int64(digit - 0x30))
            guard !overflow, !carry else {
                return .failure(
                    Refusal(reason: "\(what) \(quoted(text)) does not fit in 63 bits (at most \(Int64.max))")
                )
            }
            value = sum
        }
        return .success(value)
    }

    /// `text` in quotes, cut to 40 characters, for a reason that names what a client sent.
    static func quoted(_ text: some StringProtocol) -> String {
        let cut = text.count > 40 ? String(text.prefix(40)) + "…" : String(text)
        return "'\(cut)'"
    }
}

extension Result where Failure == GDataServerNumber.Refusal {
    /// The value, or the failure `make` builds from the refusal's reason.
    func get(or make: (String) -> GDataServerFailure) throws(GDataServerFailure) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let refusal): throw make(refusal.reason)
        }
    }
}

internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An RFC 3339 date-time (Discovery's `date-time` and `google-datetime` formats), or a date alone.
///
/// The time-zone offset of the text is kept and written back; fractions are kept to the millisecond
/// (`.12345Z` → `.123Z`, `.1Z` → `.100Z`, `.000Z` → `Z`), as the original's `GTLRDateTime` did. A date alone
/// (`2006-10-14`, ``hasTime`` false) stands for noon UTC of that day.
public struct GTLRDateTime: Sendable, Hashable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let millisecondsSince1970: Int64
    /// The offset from UTC, in minutes, the text was written with (0 for `Z`).
    public let offsetMinutes: Int
    /// Whether the value has a time of day (`false` for a date alone).
    public let hasTime: Bool

    /// The instant.
    public var date: Date { Date(timeIntervalSince1970: Double(millisecondsSince1970) / 1000) }

    /// Milliseconds within the second (0–999).
    public var milliseconds: Int {
        let remainder = Int(millisecondsSince1970 % 1000)
        return remainder < 0 ? remainder + 1000 : remainder
    }

    /// Parses an RFC 3339 string; `nil` when the text is not one.
    public init?(rfc3339String text: String) {
        guard let parsed = Self.parse(text) else { return nil }
        self = parsed
    }

    /// The instant `date` (to the millisecond), written with the offset `offsetMinutes` (UTC by default).
    public init(date: Date, offsetMinutes: Int = 0) {
        millisecondsSince1970 = Int64((date.timeIntervalSince1970 * 1000).rounded())
        self.offsetMinutes = offsetMinutes
        hasTime = true
    }

    /// The day of `date` in UTC as a date alone (an all-day value).
    public init(forAllDayWith date: Date) {
        let day = Int64((date.timeIntervalSince1970 / 86_400).rounded(.down))
        millisecondsSince1970 = day * 86_400_000 + 43_200_000
        offsetMinutes = 0
        hasTime = false
    }

    init(millisecondsSince1970: Int64, offsetMinutes: Int, hasTime: Bool) {
        self.millisecondsSince1970 = millisecondsSince1970
        self.offsetMinutes = offsetMinutes
        self.hasTime = hasTime
    }

    /// The date-time's components in its own offset (year … second, and `timeZone` when Foundation can express it).
    public var dateComponents: DateComponents {
        let local = Self.civil(millisecondsSince1970 + Int64(offsetMinutes) * 60_000)
        var parts = DateComponents(
            year: local.year,
            month: local.month,
            day: local.day,
            hour: local.hour,
            minute: local.minute,
            second: local.second
        )
        parts.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60)
        return parts
    }

    /// The RFC 3339 text: `yyyy-MM-ddTHH:mm:ss[.SSS](Z|±hh:mm)`, or `yyyy-MM-dd` for a date alone.
    public var rfc3339String: String {
        let local = Self.civil(millisecondsSince1970 + Int64(offsetMinutes) * 60_000)
        let day = GDataText.format("%04d-%02d-%02d", local.year, local.month, local.day)
        guard hasTime else { return day }
        var text = day + GDataText.format("T%02d:%02d:%02d", local.hour, local.minute, local.second)
        if milliseconds != 0 { text += GDataText.format(".%03d", milliseconds) }
        if offsetMinutes == 0 {
            text += "Z"
        } else {
            let magnitude = abs(offsetMinutes)
            text += (offsetMinutes < 0 ? "-" : "+") + GDataText.format("%02d:%02d", magnitude / 60, magnitude % 60)
        }
        return text
    }

    /// The RFC 3339 text.
    public var description: String { rfc3339String }

    /// The civil date and time of milliseconds since 1970 (UTC).
    static func civil(_ milliseconds: Int64) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var days = milliseconds / 86_400_000
        var rest = milliseconds % 86_400_000
        if rest < 0 {
            rest += 86_400_000
            days -= 1
        }
        let (year, month, day) = GDataRFC3339.civil(days: Int(days))
        let seconds = rest / 1000
        return (year, month, day, Int(seconds / 3600), Int(seconds / 60 % 60), Int(seconds % 60))
    }

    /// Reads `text` with the package's one RFC 3339 reader (REST rules: the text exactly, an offset required, a leap
    /// second accepted); fractions kept to the millisecond.
    static func parse(_ text: String) -> GTLRDateTime? {
        guard let fields = GDataRFC3339.read(text, rules: .rest) else { return nil }
        let dayNumber = Int64(GDataRFC3339.days(year: fields.year, month: fields.month, day: fields.day))
        guard fields.hasTime else {
            return GTLRDateTime(
                millisecondsSince1970: dayNumber * 86_400_000 + 43_200_000,
                offsetMinutes: 0,
                hasTime: false
            )
        }
        let offsetSeconds: Int
        switch fields.offset {
        case .seconds(let seconds): offsetSeconds = seconds
        case .utc, .unknown, .absent: offsetSeconds = 0
        }
        let seconds =
            dayNumber * 86_400 + Int64(fields.hour * 3600 + fields.minute * 60 + fields.second)
            - Int64(offsetSeconds)
        return GTLRDateTime(
            millisecondsSince1970: seconds * 1000 + Int64(fields.milliseconds),
            offsetMinutes: offsetSeconds / 60,
            hasTime: true
        )
    }
}

/// A calendar date without a time (Discovery's `date` format, `yyyy-MM-dd`).
public struct GTLRDate: Sendable, Hashable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// A date from its parts; `nil` when the month or day is out of range.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...31).contains(day), (0...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `yyyy-MM-dd`; `nil` for anything else.
    public init?(rfc3339String text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `yyyy-MM-dd`.
    public var rfc3339String: String { GDataText.format("%04d-%02d-%02d", year, month, day) }

    /// `yyyy-MM-dd`.
    public var description: String { rfc3339String }
}

/// A protobuf `Duration` (Discovery's `google-duration` format): whole seconds and nanoseconds of the same sign,
/// written `[-]S.fffs` with 3, 6 or 9 fraction digits.
public struct GTLRDuration: Sendable, Hashable, CustomStringConvertible {
    /// Whole seconds.
    public let seconds: Int64
    /// Nanoseconds (|nanos| < 1,000,000,000, the same sign as ``seconds`` when both are non-zero).
    public let nanos: Int32

    /// A duration from its parts; `nil` when the signs differ or `nanos` is out of range.
    public init?(seconds: Int64, nanos: Int32) {
        guard abs(Int64(nanos)) < 1_000_000_000 else { return nil }
        if (seconds > 0 && nanos < 0) || (seconds < 0 && nanos > 0) { return nil }
        self.seconds = seconds
        self.nanos = nanos
    }

    /// A duration of `interval` seconds (rounded to the nanosecond).
    public init(timeInterval interval: TimeInterval) {
        let whole = interval.rounded(.towardZero)
        seconds = Int64(whole)
        nanos = Int32(((interval - whole) * 1e9).rounded())
    }

    /// Parses `[-]S[.fraction]s` (up to 9 fraction digits); `nil` for anything else.
    public init?(jsonString text: String) {
        var body = Substring(text)
        guard body.hasSuffix("s") else { return nil }
        body.removeLast()
        let negative = body.hasPrefix("-")
        if negative { body.removeFirst() }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), !pieces[0].isEmpty,
            pieces[0].allSatisfy({ $0.isASCII && $0.isNumber }), let whole = Int64(pieces[0])
        else { return nil }
        var nanos: Int64 = 0
        if pieces.count == 2 {
            let fraction = pieces[1]
            guard !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int64(fraction)
            else { return nil }
            nanos = value * repeatElement(Int64(10), count: 9 - fraction.count).reduce(1, *)
        }
        self.init(seconds: negative ? -whole : whole, nanos: Int32(negative ? -nanos : nanos))
    }

    /// The duration in seconds.
    public var timeInterval: TimeInterval { Double(seconds) + Double(nanos) / 1e9 }

    /// `[-]S.fffs` with 3, 6 or 9 fraction digits (`0.000s`, `0.000100s`, `12345.987654321s`).
    public var jsonString: String {
        let negative = seconds < 0 || nanos < 0
        let magnitude = abs(Int64(nanos))
        let fraction: String
        if magnitude % 1_000_000 == 0 {
            fraction = GDataText.format("%03lld", magnitude / 1_000_000)
        } else if magnitude % 1_000 == 0 {
            fraction = GDataText.format("%06lld", magnitude / 1_000)
        } else {
            fraction = GDataText.format("%09lld", magnitude)
        }
        return (negative ? "-" : "") + "\(abs(seconds)).\(fraction)s"
    }

    /// The JSON text.
    public var description: String { jsonString }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
internal import GDataPlatform

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
            year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute,
            second: local.second)
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

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date and time of milliseconds since 1970 (UTC).
    static func civil(_ milliseconds: Int64) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var days = milliseconds / 86_400_000
        var rest = milliseconds % 86_400_000
        if rest < 0 {
            rest += 86_400_000
            days -= 1
        }
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let seconds = rest / 1000
        return (Int(year), Int(month), Int(day), Int(seconds / 3600), Int(seconds / 60 % 60), Int(seconds % 60))
    }

    static func parse(_ text: String) -> GTLRDateTime? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for index in range {
                guard (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard bytes.count >= 10, let year = number(0..<4), bytes[4] == UInt8(ascii: "-"), let month = number(5..<7),
            bytes[7] == UInt8(ascii: "-"), let day = number(8..<10), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let dayNumber = Self.days(year: year, month: month, day: day)
        if bytes.count == 10 {
            return GTLRDateTime(millisecondsSince1970: dayNumber * 86_400_000 + 43_200_000, offsetMinutes: 0, hasTime: false)
        }
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
            let hour = number(11..<13), bytes[13] == UInt8(ascii: ":"), let minute = number(14..<16),
            bytes[16] == UInt8(ascii: ":"), let second = number(17..<19), hour < 24, minute < 60, second <= 60
        else { return nil }
        var index = 19
        var millis = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            // Milliseconds: the first three digits (`.1` → 100, `.12345` → 123).
            for position in start..<start + 3 {
                millis = millis * 10 + (position < index ? Int(bytes[position] - 0x30) : 0)
            }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard index + 1 == bytes.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard index + 6 == bytes.count, let hours = number(index + 1..<index + 3),
                bytes[index + 3] == UInt8(ascii: ":"), let minutes = number(index + 4..<index + 6), hours < 24,
                minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        default:
            return nil
        }
        let seconds = dayNumber * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offset * 60)
        return GTLRDateTime(millisecondsSince1970: seconds * 1000 + Int64(millis), offsetMinutes: offset, hasTime: true)
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

internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An RFC 3339 date-time as GData uses it in `atom:updated`, `atom:published`, `app:edited`, `gd:when` and
/// value constructs.
///
/// The parser is hand-written over the string's UTF-8 bytes (no `DateFormatter`, no `Calendar`, no regular
/// expression) because feed parsing calls it several times per entry. It accepts
/// `yyyy-mm-dd[Tt ]hh:mm:ss[.fraction](Z|z|±hh:mm)` and the date-only form `yyyy-mm-dd` (an all-day date,
/// ``hasTime`` `false`). An offset of `-00:00` means the local offset is unknown (``offsetSeconds`` is `nil`); a
/// time with no offset at all is read as UTC, as the original read it (its scanner left the sign `nil`, and comparing
/// a `nil` sign with `Z` came out equal in Objective-C), so it is written back with `Z`. Leading and trailing ASCII whitespace is ignored; anything else that does not fit
/// the grammar (out-of-range fields, a day beyond the month's length, trailing characters) makes the parse fail.
///
/// The canonical output (``rfc3339String``) is the one the Objective-C library wrote:
/// `yyyy-mm-ddThh:mm:ss` followed by `Z`, `±hh:mm` or `-00:00`, or `yyyy-mm-dd` for an all-day date.
/// Fractional seconds are kept in ``fractionalSeconds`` and ``preciseDate``; as in the original, they are **not**
/// written by ``rfc3339String`` and not part of ``date`` (the original built its `NSDate` from whole-second
/// date components).
///
/// ## Equality
/// Two values are equal when they denote the same instant (including fractional seconds), both have or both lack
/// a time, and they carry the same ``offsetSeconds``. The original string, an explicit ``timeZone`` and the
/// `Z`-versus-`+00:00` spelling are not compared: `2006-10-14T15:00:00Z` equals `2006-10-14T15:00:00+00:00`, but
/// `2006-10-14T15:00:00Z` does not equal `2006-10-14T16:00:00+01:00` (same instant, different offsets), nor
/// `2006-03-29T07:35:59.5Z` equal `2006-03-29T07:35:59Z`.
///
/// Seconds run from 0 to 59; a leap second (`:60`) is rejected.
public struct GDataDateTime: Sendable, Hashable, CustomStringConvertible {
    /// The string this value was parsed from, unchanged; for values built from components or a `Date`, the
    /// ``rfc3339String`` they had when created.
    public let originalString: String

    /// The year (0...9999 for parsed values).
    public private(set) var year: Int
    /// The month, 1...12.
    public private(set) var month: Int
    /// The day of the month, 1...31 (valid for the month and year).
    public private(set) var day: Int
    /// The hour, 0...23 (0 when ``hasTime`` is `false`).
    public private(set) var hour: Int
    /// The minute, 0...59 (0 when ``hasTime`` is `false`).
    public private(set) var minute: Int
    /// The second, 0...59 (0 when ``hasTime`` is `false`).
    public private(set) var second: Int
    /// The fraction of a second, in `0 ..< 1` (e.g. `0.123` for `...:59.123Z`). Not written by ``rfc3339String``.
    public private(set) var fractionalSeconds: Double
    /// `false` for an all-day date (`yyyy-mm-dd`).
    public private(set) var hasTime: Bool
    /// `true` when the time was written with `Z` (or built in UTC).
    public private(set) var isUniversalTime: Bool
    /// The offset from UTC in seconds, east positive; `nil` when unknown (`-00:00`) or when there is no time.
    public private(set) var offsetSeconds: Int?

    /// A time zone set explicitly with ``init(date:timeZone:)`` or ``setTimeZone(_:)``.
    private var explicitTimeZone: TimeZone?

    // MARK: - Creating

    /// Parses an RFC 3339 date-time or date; returns `nil` when the string does not fit the grammar.
    ///
    /// - Parameter rfc3339String: e.g. `2006-10-14T15:00:00-01:00`, `2006-03-29T07:35:59.000Z`, `2006-10-14`.
    public init?(rfc3339String: String) {
        var copy = rfc3339String
        let parsed: Parsed? = copy.withUTF8 { Self.parse($0) }
        guard let parsed else { return nil }
        self.originalString = rfc3339String
        self.year = parsed.year
        self.month = parsed.month
        self.day = parsed.day
        self.hour = parsed.hour
        self.minute = parsed.minute
        self.second = parsed.second
        self.fractionalSeconds = parsed.fraction
        self.hasTime = parsed.hasTime
        self.isUniversalTime = parsed.isUniversalTime
        self.offsetSeconds = parsed.offset
        self.explicitTimeZone = nil
    }

    /// An all-day date (``hasTime`` `false`), e.g. `GDataDateTime(year: 2006, month: 10, day: 14)`.
    ///
    /// Returns `nil` when the month or day is out of range for that year, or the year is outside 0...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month),
            (1...GDataRFC3339.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = 0
        self.minute = 0
        self.second = 0
        self.fractionalSeconds = 0
        self.hasTime = false
        self.isUniversalTime = false
        self.offsetSeconds = nil
        self.explicitTimeZone = nil
        self.originalString = Self.format(
            year: year,
            month: month,
            day: day,
            hour: 0,
            minute: 0,
            second: 0,
            hasTime: false,
            isUniversalTime: false,
            offset: nil
        )
    }

    /// The instant `date`, expressed in `timeZone` (its offset at that instant); in UTC (`Z`) when `timeZone` is
    /// `nil`.
    ///
    /// An explicit zone is kept and returned by ``timeZone``. A zone whose offset is zero and whose identifier names
    /// UTC/GMT is written with `Z`. Dates outside the years 1...9999 are clamped to that range.
    public init(date: Date, timeZone: TimeZone? = nil) {
        var t = date.timeIntervalSince1970
        if !t.isFinite { t = 0 }
        t = min(max(t, Self.minimumEpochSeconds), Self.maximumEpochSeconds)
        let whole = t.rounded(.down)
        let fraction = t - whole
        let epoch = Int(whole)
        let offset = timeZone.map { $0.secondsFromGMT(for: Date(timeIntervalSince1970: whole)) } ?? 0
        let local = epoch + offset
        let days = GDataRFC3339.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        let civil = GDataRFC3339.civil(days: days)
        self.year = civil.year
        self.month = civil.month
        self.day = civil.day
        self.hour = secondOfDay / 3600
        self.minute = (secondOfDay % 3600) / 60
        self.second = secondOfDay % 60
        self.fractionalSeconds = fraction < 1 ? fraction : 0
        self.hasTime = true
        self.offsetSeconds = offset
        self.explicitTimeZone = timeZone
        if let timeZone {
            self.isUniversalTime = offset == 0 && Self.universalIdentifiers.contains(timeZone.identifier)
        } else {
            self.isUniversalTime = true
        }
        self.originalString = Self.format(
            year: civil.year,
            month: civil.month,
            day: civil.day,
            hour: self.hour,
            minute: self.minute,
            second: self.second,
            hasTime: true,
            isUniversalTime: self.isUniversalTime,
            offset: offset
        )
    }

    // MARK: - Reading

    /// The canonical RFC 3339 form: `yyyy-mm-ddThh:mm:ss` plus `Z`, `±hh:mm` or `-00:00` (unknown offset), or
    /// `yyyy-mm-dd` for an all-day date. Fractional seconds are dropped, as the Objective-C library did.
    public var rfc3339String: String {
        Self.format(
            year: year,
            month: month,
            day: day,
            hour: hour,
            minute: minute,
            second: second,
            hasTime: hasTime,
            isUniversalTime: isUniversalTime,
            offset: offsetSeconds
        )
    }

    /// The same as ``rfc3339String`` (the name the Objective-C library used for element values).
    public var stringValue: String { rfc3339String }

    /// The same as ``rfc3339String``.
    public var description: String { rfc3339String }

    /// The instant in whole seconds, as the original's `-date` gave it (fractional seconds are left out; see
    /// ``preciseDate``). An unknown offset is treated as UTC; an all-day date gives noon GMT of that day, so that it
    /// shows as the right day in any time zone.
    public var date: Date {
        Date(timeIntervalSince1970: Double(epochSeconds))
    }

    /// The instant including ``fractionalSeconds`` (`…:59.123Z` is 0.123 s after ``date``).
    public var preciseDate: Date {
        Date(timeIntervalSince1970: Double(epochSeconds) + fractionalSeconds)
    }

    /// The time zone set explicitly with ``init(date:timeZone:)`` or ``setTimeZone(_:)``; otherwise GMT for
    /// `Z`, a fixed-offset zone for a known offset, and `nil` for an unknown offset or an all-day date.
    public var timeZone: TimeZone? {
        if let explicitTimeZone { return explicitTimeZone }
        if isUniversalTime { return .gmt }
        guard let offsetSeconds else { return nil }
        return TimeZone(secondsFromGMT: offsetSeconds)
    }

    /// The fields as `DateComponents` in the Gregorian calendar; the time fields are left out for an all-day date.
    public var dateComponents: DateComponents {
        var components = DateComponents()
        components.calendar = Calendar(identifier: .gregorian)
        components.year = year
        components.month = month
        components.day = day
        if hasTime {
            components.hour = hour
            components.minute = minute
            components.second = second
            components.nanosecond = Int((fractionalSeconds * 1e9).rounded(.down))
            components.timeZone = timeZone
        }
        return components
    }

    // MARK: - Changing

    /// Adds or removes the time.
    ///
    /// Adding a time to an all-day date sets it to 00:00:00 with an unknown offset. Removing it keeps the
    /// calendar date as written and clears the time, the offset and the UTC flag. Setting the current value does
    /// nothing.
    public mutating func setHasTime(_ newValue: Bool) {
        guard newValue != hasTime else { return }
        hasTime = newValue
        hour = 0
        minute = 0
        second = 0
        fractionalSeconds = 0
        isUniversalTime = false
        offsetSeconds = nil
        if !newValue { explicitTimeZone = nil }
    }

    /// Expresses the same instant in `timeZone`: the wall-clock fields and the offset change, the instant does not,
    /// and ``timeZone`` returns `timeZone` from now on. For an all-day date only the zone is recorded.
    public mutating func setTimeZone(_ timeZone: TimeZone) {
        guard hasTime else {
            explicitTimeZone = timeZone
            return
        }
        let moved = GDataDateTime(date: preciseDate, timeZone: timeZone)
        year = moved.year
        month = moved.month
        day = moved.day
        hour = moved.hour
        minute = moved.minute
        second = moved.second
        fractionalSeconds = moved.fractionalSeconds
        isUniversalTime = moved.isUniversalTime
        offsetSeconds = moved.offsetSeconds
        explicitTimeZone = timeZone
    }

    // MARK: - Equality

    /// `true` when both denote the same instant (with fractional seconds), have the same ``hasTime`` and the
    /// same ``offsetSeconds``. See the type's documentation.
    public static func == (lhs: GDataDateTime, rhs: GDataDateTime) -> Bool {
        lhs.hasTime == rhs.hasTime && lhs.offsetSeconds == rhs.offsetSeconds
            && lhs.epochSeconds == rhs.epochSeconds && lhs.fractionalSeconds == rhs.fractionalSeconds
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hasTime)
        hasher.combine(offsetSeconds)
        hasher.combine(epochSeconds)
        hasher.combine(fractionalSeconds)
    }

    // MARK: - Arithmetic

    /// Whole seconds since 1970-01-01T00:00:00Z of the instant (noon GMT for all-day dates; unknown offset = UTC).
    private var epochSeconds: Int {
        let days = GDataRFC3339.days(year: year, month: month, day: day)
        guard hasTime else { return days * 86_400 + 43_200 }
        return days * 86_400 + hour * 3600 + minute * 60 + second - (offsetSeconds ?? 0)
    }

    /// 0001-01-01T00:00:00Z.
    private static let minimumEpochSeconds: Double = -62_135_596_800
    /// 9999-12-31T23:59:59Z.
    private static let maximumEpochSeconds: Double = 253_402_300_799

    private static let universalIdentifiers: Set<String> = [
        "GMT", "UTC", "Universal", "Zulu", "Etc/GMT", "Etc/UTC", "Etc/Universal", "Etc/Zulu", "Etc/GMT0", "GMT0",
    ]

    // MARK: - Formatting

    private static func format(
        year: Int,
        month: Int,
        day: Int,
        hour: Int,
        minute: Int,
        second: Int,
        hasTime: Bool,
        isUniversalTime: Bool,
        offset: Int?
    ) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(26)
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        let absoluteYear = year.magnitude
        if absoluteYear > 9999 {
            bytes.append(contentsOf: String(absoluteYear).utf8)
        } else {
            appendDigits(Int(absoluteYear), count: 4, to: &bytes)
        }
        bytes.append(UInt8(ascii: "-"))
        appendDigits(month, count: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(day, count: 2, to: &bytes)
        if hasTime {
            bytes.append(UInt8(ascii: "T"))
            appendDigits(hour, count: 2, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            appendDigits(minute, count: 2, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            appendDigits(second, count: 2, to: &bytes)
            if isUniversalTime {
                bytes.append(UInt8(ascii: "Z"))
            } else if let offset {
                bytes.append(UInt8(ascii: offset < 0 ? "-" : "+"))
                let minutes = offset.magnitude / 60
                appendDigits(Int(minutes / 60), count: 2, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                appendDigits(Int(minutes % 60), count: 2, to: &bytes)
            } else {
                bytes.append(contentsOf: "-00:00".utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` (non-negative) as exactly `count` decimal digits, zero-padded; larger values keep all digits.
    private static func appendDigits(_ value: Int, count: Int, to bytes: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        var v = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            for i in stride(from: count - 1, through: 0, by: -1) {
                buffer[i] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            }
        }
        withUnsafeBytes(of: digits) { bytes.append(contentsOf: $0.prefix(count)) }
        if v > 0 {
            // Only reachable for out-of-range hours/offsets, which no initializer produces; keep the value honest.
            bytes.removeLast(count)
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    // MARK: - Parsing

    private struct Parsed {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var hasTime = false
        var isUniversalTime = false
        var offset: Int?
    }

    /// Reads the grammar described on the type with the package's one RFC 3339 reader (GData's rules); `nil` on any
    /// deviation.
    private static func parse(_ input: UnsafeBufferPointer<UInt8>) -> Parsed? {
        guard let fields = GDataRFC3339.read(input, rules: .gdata) else { return nil }
        var result = Parsed()
        result.year = fields.year
        result.month = fields.month
        result.day = fields.day
        guard fields.hasTime else { return result }  // all-day date
        result.hasTime = true
        result.hour = fields.hour
        result.minute = fields.minute
        result.second = fields.second
        result.fraction = fields.fractionalSeconds
        switch fields.offset {
        case .utc, .absent:
            // No offset: UTC, as the original read it (its `nil` sign compared equal to "Z").
            result.isUniversalTime = true
            result.offset = 0
        case .seconds(let seconds):
            result.offset = seconds
        case .unknown:
            result.offset = nil  // -00:00 = unknown local offset
        }
        return result
    }
}

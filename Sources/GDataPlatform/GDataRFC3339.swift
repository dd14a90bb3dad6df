/// The package's one RFC 3339 reader and its calendar arithmetic, beneath `GDataDateTime` (GData's XML) and
/// `GTLRDateTime` (REST JSON), which differ only where their originals did (``Rules``).
///
/// The reader is hand-written over UTF-8 bytes (no formatter, no calendar, no regular expression): feed parsing calls it
/// several times per entry. It reads `yyyy-mm-dd` (a date alone) or `yyyy-mm-ddThh:mm:ss[.fraction](Z|±hh:mm)` with the
/// day checked against its month; anything else, or anything after it, is `nil`.
package enum GDataRFC3339 {
    /// Where the two date-time types differ.
    package struct Rules: Sendable {
        /// GData's: surrounding ASCII white space ignored, a space allowed between date and time, a time with no offset
        /// read as UTC (as the Objective-C GData library read it), no leap second.
        package static let gdata = Rules(lenient: true, leapSecond: false)
        /// GTLR's: the text exactly, `T` or `t` between date and time, an offset required, a leap second (`:60`)
        /// accepted as Google's APIs may send one.
        package static let rest = Rules(lenient: false, leapSecond: true)

        let lenient: Bool
        let leapSecond: Bool
    }

    /// How the text gave the offset.
    package enum Offset: Sendable, Equatable {
        /// `Z` or `z`.
        case utc
        /// `±hh:mm`, in seconds east of UTC (`+00:00` is `seconds(0)`).
        case seconds(Int)
        /// `-00:00`: the local offset is unknown (RFC 3339 §4.3).
        case unknown
        /// None written (only under ``Rules/gdata``).
        case absent
    }

    /// What the text holds.
    package struct Fields: Sendable {
        package var year = 0, month = 0, day = 0
        /// Whether a time followed the date.
        package var hasTime = false
        package var hour = 0, minute = 0, second = 0
        /// The fraction's first digits (up to 15) as an integer, and how many digits that is (0: no fraction).
        package var fraction = 0, fractionDigits = 0
        package var offset = Offset.absent

        /// The fraction of a second, in `0 ..< 1`.
        package var fractionalSeconds: Double {
            fractionDigits == 0 ? 0 : Double(fraction) / Double(GDataRFC3339.powerOfTen(fractionDigits))
        }

        /// The fraction in milliseconds: its first three digits (`.1` → 100, `.12345` → 123).
        package var milliseconds: Int {
            fractionDigits >= 3
                ? fraction / GDataRFC3339.powerOfTen(fractionDigits - 3)
                : fraction * GDataRFC3339.powerOfTen(3 - fractionDigits)
        }
    }

    static func powerOfTen(_ exponent: Int) -> Int {
        var value = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Reads `text` under `rules`; `nil` when it is not an RFC 3339 date or date-time.
    package static func read(_ text: String, rules: Rules) -> Fields? {
        var text = text
        return text.withUTF8 { read($0, rules: rules) }
    }

    /// Reads UTF-8 `input` under `rules`; `nil` when it is not an RFC 3339 date or date-time.
    package static func read(_ input: UnsafeBufferPointer<UInt8>, rules: Rules) -> Fields? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var start = 0
        var end = input.count
        if rules.lenient {
            while start < end, isSpace(input[start]) { start += 1 }
            while end > start, isSpace(input[end - 1]) { end -= 1 }
        }
        var i = start
        func digits(_ count: Int) -> Int? {
            guard end - i >= count else { return nil }
            var value = 0
            for _ in 0..<count {
                let d = input[i] &- UInt8(ascii: "0")
                guard d < 10 else { return nil }
                value = value * 10 + Int(d)
                i += 1
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard i < end, input[i] == byte else { return false }
            i += 1
            return true
        }

        var fields = Fields()
        guard let year = digits(4), expect(UInt8(ascii: "-")), let month = digits(2), expect(UInt8(ascii: "-")),
            let day = digits(2), (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month)
        else { return nil }
        fields.year = year
        fields.month = month
        fields.day = day
        if i == end { return fields }

        let separator = input[i]
        guard
            separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t")
                || (rules.lenient && separator == UInt8(ascii: " "))
        else { return nil }
        i += 1
        guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2), expect(UInt8(ascii: ":")),
            let second = digits(2), hour < 24, minute < 60, second < (rules.leapSecond ? 61 : 60)
        else { return nil }
        fields.hasTime = true
        fields.hour = hour
        fields.minute = minute
        fields.second = second

        if i < end, input[i] == UInt8(ascii: ".") {
            i += 1
            var count = 0
            while i < end {
                let d = input[i] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if count < 15 {
                    fields.fraction = fields.fraction * 10 + Int(d)
                    fields.fractionDigits += 1
                }
                count += 1
                i += 1
            }
            guard count > 0 else { return nil }
        }

        guard i < end else { return rules.lenient ? fields : nil }  // no offset: `.absent`
        let designator = input[i]
        i += 1
        switch designator {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            fields.offset = .utc
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard let hours = digits(2), expect(UInt8(ascii: ":")), let minutes = digits(2), hours < 24, minutes < 60
            else { return nil }
            let magnitude = hours * 3600 + minutes * 60
            if designator == UInt8(ascii: "-") {
                fields.offset = magnitude == 0 ? .unknown : .seconds(-magnitude)
            } else {
                fields.offset = .seconds(magnitude)
            }
        default:
            return nil
        }
        return i == end ? fields : nil
    }

    // MARK: Calendar arithmetic (proleptic Gregorian)

    package static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    package static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// Days since 1970-01-01 of a date (Howard Hinnant's days-from-civil).
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day count since 1970-01-01 (civil-from-days).
    package static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

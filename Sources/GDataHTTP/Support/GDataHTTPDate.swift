#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// HTTP dates, parsed by hand with the algorithm of RFC 6265 §5.1.1, which accepts every HTTP-date form (IMF-fixdate,
/// RFC 850, asctime) and the variants cookies use. Shared by cookie expiry and `Retry-After`.
enum GDataHTTPDate {
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == 0x09 || (0x20...0x2F).contains(byte) || (0x3B...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// Parses an HTTP date (IMF-fixdate, RFC 850, asctime) or a cookie date variant browsers accept; `nil` otherwise.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var tokens: [ArraySlice<UInt8>] = []
        var start: Int?
        for (i, byte) in bytes.enumerated() {
            if isDelimiter(byte) {
                if let s = start { tokens.append(bytes[s..<i]) }
                start = nil
            } else if start == nil {
                start = i
            }
        }
        if let s = start { tokens.append(bytes[s...]) }

        var time: (Int, Int, Int)?
        var day: Int?
        var month: Int?
        var year: Int?
        for token in tokens {
            if time == nil, let parsed = parseTime(token) {
                time = parsed
            } else if day == nil, let parsed = leadingNumber(token, minDigits: 1, maxDigits: 2) {
                day = parsed
            } else if month == nil, token.count >= 3,
                let index = monthNames.firstIndex(of: String(decoding: token.prefix(3), as: UTF8.self).lowercased())
            {
                month = index + 1
            } else if year == nil, let parsed = leadingNumber(token, minDigits: 2, maxDigits: 4) {
                year = parsed
            }
        }
        guard var year, let month, let day, let (hour, minute, second) = time else { return nil }
        if (70...99).contains(year) { year += 1900 } else if (0...69).contains(year) { year += 2000 }
        guard year >= 1601, (1...31).contains(day), hour <= 23, minute <= 59, second <= 59 else { return nil }
        let daysInMonth = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day <= daysInMonth[month - 1] else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds)
    }

    /// `1*2DIGIT ":" 1*2DIGIT ":" 1*2DIGIT ( non-digit *OCTET )`.
    private static func parseTime(_ token: ArraySlice<UInt8>) -> (Int, Int, Int)? {
        var values: [Int] = []
        var index = token.startIndex
        for field in 0..<3 {
            var value = 0
            var digits = 0
            while index < token.endIndex, isDigit(token[index]), digits < 3 {
                value = value * 10 + Int(token[index] - 0x30)
                digits += 1
                index += 1
            }
            guard (1...2).contains(digits) else { return nil }
            values.append(value)
            if field < 2 {
                guard index < token.endIndex, token[index] == UInt8(ascii: ":") else { return nil }
                index += 1
            }
        }
        if index < token.endIndex, isDigit(token[index]) { return nil }
        return (values[0], values[1], values[2])
    }

    /// `minDigits*maxDigits DIGIT ( non-digit *OCTET )`.
    private static func leadingNumber(_ token: ArraySlice<UInt8>, minDigits: Int, maxDigits: Int) -> Int? {
        let digits = token.prefix { isDigit($0) }
        guard digits.count >= minDigits, digits.count <= maxDigits else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    private static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

import Foundation
import GData
import Testing

@Suite struct GDataDateTimeTests {
    // MARK: Vectors from GDataDateTimeTest.m

    @Test func offsetVectorRoundTrips() throws {
        let string = "2006-10-14T15:00:00-01:00"
        let dateTime = try #require(GDataDateTime(rfc3339String: string))
        #expect(dateTime.offsetSeconds == -3600)
        #expect(!dateTime.isUniversalTime)
        #expect(dateTime.hasTime)
        #expect(dateTime.rfc3339String == string)
        #expect(dateTime.stringValue == string)
        #expect(dateTime.originalString == string)
        #expect(dateTime.timeZone?.secondsFromGMT() == -3600)
        // 15:00 at -01:00 is 16:00 UTC.
        #expect(dateTime.date == Date(timeIntervalSince1970: 1_160_841_600))
    }

    @Test func universalVectorRoundTrips() throws {
        let string = "2006-10-14T15:00:00Z"
        let dateTime = try #require(GDataDateTime(rfc3339String: string))
        #expect(dateTime.isUniversalTime)
        #expect(dateTime.offsetSeconds == 0)
        #expect(dateTime.hasTime)
        #expect(dateTime.rfc3339String == string)
        #expect(dateTime.timeZone?.identifier == "GMT")
        #expect(dateTime.date == Date(timeIntervalSince1970: 1_160_838_000))
    }

    @Test func dateOnlyVectorReadsBackAsNoonGMT() throws {
        let string = "2006-10-14"
        let dateTime = try #require(GDataDateTime(rfc3339String: string))
        #expect(!dateTime.hasTime)
        #expect(dateTime.offsetSeconds == nil)
        #expect(dateTime.timeZone == nil)
        #expect(dateTime.rfc3339String == string)
        #expect(dateTime.date == Date(timeIntervalSince1970: 1_160_827_200))  // 2006-10-14T12:00:00Z
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: dateTime.date)
        #expect(components.year == 2006 && components.month == 10 && components.day == 14)
        #expect(components.hour == 12 && components.minute == 0)
    }

    // MARK: Fractions, unknown offsets, separators

    @Test func fractionalSecondsAreTruncatedInCanonicalForm() throws {
        let dateTime = try #require(GDataDateTime(rfc3339String: "2006-03-29T07:35:59.000Z"))
        #expect(dateTime.rfc3339String == "2006-03-29T07:35:59Z")
        #expect(dateTime.originalString == "2006-03-29T07:35:59.000Z")
        #expect(dateTime.fractionalSeconds == 0)
        #expect(dateTime == GDataDateTime(rfc3339String: "2006-03-29T07:35:59Z"))
    }

    @Test func fractionalSecondsAreKeptInThePreciseInstantOnly() throws {
        let dateTime = try #require(GDataDateTime(rfc3339String: "2006-03-29T07:35:59.123Z"))
        #expect(abs(dateTime.fractionalSeconds - 0.123) < 1e-12)
        #expect(dateTime.rfc3339String == "2006-03-29T07:35:59Z")
        let whole = try #require(GDataDateTime(rfc3339String: "2006-03-29T07:35:59Z"))
        #expect(abs(dateTime.preciseDate.timeIntervalSince(whole.date) - 0.123) < 1e-6)
        // The original's -date had whole seconds (its fixtures expect 2008-10-01T23:54:56.557Z as 1222905296).
        #expect(dateTime.date == whole.date)
        #expect(dateTime.date.timeIntervalSince1970 == 1_143_617_759)
        #expect(dateTime != whole)
        let long = try #require(GDataDateTime(rfc3339String: "2006-03-29T07:35:59.12345678901234567890Z"))
        #expect(abs(long.fractionalSeconds - 0.123456789012345) < 1e-12)
    }

    @Test func minusZeroOffsetIsUnknown() throws {
        let dateTime = try #require(GDataDateTime(rfc3339String: "2006-10-14T15:00:00-00:00"))
        #expect(dateTime.offsetSeconds == nil)
        #expect(!dateTime.isUniversalTime)
        #expect(dateTime.timeZone == nil)
        #expect(dateTime.rfc3339String == "2006-10-14T15:00:00-00:00")
        // An unknown offset is treated as UTC for the instant.
        #expect(dateTime.date == Date(timeIntervalSince1970: 1_160_838_000))
    }

    @Test func plusZeroOffsetIsKnownButNotUniversal() throws {
        let dateTime = try #require(GDataDateTime(rfc3339String: "2006-10-14T15:00:00+00:00"))
        #expect(dateTime.offsetSeconds == 0)
        #expect(!dateTime.isUniversalTime)
        #expect(dateTime.rfc3339String == "2006-10-14T15:00:00+00:00")
        #expect(dateTime == GDataDateTime(rfc3339String: "2006-10-14T15:00:00Z"))
    }

    @Test func missingOffsetIsReadAsUTCLikeTheOriginal() throws {
        let dateTime = try #require(GDataDateTime(rfc3339String: "2006-10-14T15:00:00.000"))
        #expect(dateTime.offsetSeconds == 0)
        #expect(dateTime.isUniversalTime)
        #expect(dateTime.rfc3339String == "2006-10-14T15:00:00Z")
        #expect(dateTime == GDataDateTime(rfc3339String: "2006-10-14T15:00:00Z"))
        #expect(dateTime != GDataDateTime(rfc3339String: "2006-10-14T15:00:00-00:00"))
    }

    @Test func positiveOffsetWithMinutes() throws {
        let dateTime = try #require(GDataDateTime(rfc3339String: "2009-06-01T08:15:30+05:30"))
        #expect(dateTime.offsetSeconds == 19_800)
        #expect(dateTime.rfc3339String == "2009-06-01T08:15:30+05:30")
        #expect(dateTime.date == Date(timeIntervalSince1970: 1_243_824_330))  // 02:45:30Z
    }

    @Test func lowerCaseAndSpaceSeparators() throws {
        let lower = try #require(GDataDateTime(rfc3339String: "2006-10-14t15:00:00z"))
        #expect(lower.isUniversalTime)
        #expect(lower.rfc3339String == "2006-10-14T15:00:00Z")
        #expect(lower.originalString == "2006-10-14t15:00:00z")
        let spaced = try #require(GDataDateTime(rfc3339String: "2006-10-14 15:00:00Z"))
        #expect(spaced == lower)
        #expect(spaced.rfc3339String == "2006-10-14T15:00:00Z")
    }

    @Test func surroundingWhitespaceIsIgnored() throws {
        let dateTime = try #require(GDataDateTime(rfc3339String: "\n  2006-10-14T15:00:00Z \t"))
        #expect(dateTime.rfc3339String == "2006-10-14T15:00:00Z")
    }

    @Test func leapDays() throws {
        let leap = try #require(GDataDateTime(rfc3339String: "2008-02-29T23:59:59Z"))
        #expect(leap.day == 29 && leap.month == 2)
        #expect(leap.date == Date(timeIntervalSince1970: 1_204_329_599))
        #expect(GDataDateTime(rfc3339String: "2000-02-29") != nil)  // divisible by 400
        #expect(GDataDateTime(rfc3339String: "1900-02-29") == nil)  // divisible by 100
        #expect(GDataDateTime(rfc3339String: "2007-02-29T00:00:00Z") == nil)
        #expect(GDataDateTime(rfc3339String: "2007-02-28T00:00:00Z") != nil)
    }

    @Test func fieldsAreExposed() throws {
        let dateTime = try #require(GDataDateTime(rfc3339String: "1999-12-31T23:58:07.25-08:00"))
        #expect(dateTime.year == 1999)
        #expect(dateTime.month == 12)
        #expect(dateTime.day == 31)
        #expect(dateTime.hour == 23)
        #expect(dateTime.minute == 58)
        #expect(dateTime.second == 7)
        #expect(dateTime.fractionalSeconds == 0.25)
        #expect(dateTime.offsetSeconds == -28_800)
        let components = dateTime.dateComponents
        #expect(components.year == 1999 && components.hour == 23 && components.nanosecond == 250_000_000)
    }

    // MARK: Building and changing

    @Test func initFromDateInUTC() {
        let dateTime = GDataDateTime(date: Date(timeIntervalSince1970: 1_160_838_000.5))
        #expect(dateTime.rfc3339String == "2006-10-14T15:00:00Z")
        #expect(dateTime.isUniversalTime)
        #expect(dateTime.fractionalSeconds == 0.5)
        #expect(dateTime.preciseDate == Date(timeIntervalSince1970: 1_160_838_000.5))
        #expect(dateTime.date == Date(timeIntervalSince1970: 1_160_838_000))
    }

    @Test func initFromDateKeepsExplicitZone() throws {
        let denver = try #require(TimeZone(identifier: "America/Denver"))
        let dateTime = GDataDateTime(date: Date(timeIntervalSince1970: 1_160_838_000), timeZone: denver)
        #expect(dateTime.rfc3339String == "2006-10-14T09:00:00-06:00")  // MDT
        #expect(dateTime.timeZone?.identifier == "America/Denver")
        #expect(dateTime.offsetSeconds == -21_600)
        #expect(dateTime.date == Date(timeIntervalSince1970: 1_160_838_000))
    }

    @Test func initFromDateBeforeEpoch() {
        let dateTime = GDataDateTime(date: Date(timeIntervalSince1970: -1.25))
        #expect(dateTime.rfc3339String == "1969-12-31T23:59:58Z")
        #expect(dateTime.fractionalSeconds == 0.75)
        #expect(dateTime.preciseDate == Date(timeIntervalSince1970: -1.25))
        #expect(dateTime.date == Date(timeIntervalSince1970: -2))  // the whole second it is written as
    }

    @Test func allDayInit() throws {
        let dateTime = try #require(GDataDateTime(year: 2006, month: 10, day: 14))
        #expect(!dateTime.hasTime)
        #expect(dateTime.rfc3339String == "2006-10-14")
        #expect(dateTime == GDataDateTime(rfc3339String: "2006-10-14"))
        #expect(GDataDateTime(year: 2006, month: 2, day: 29) == nil)
        #expect(GDataDateTime(year: 2006, month: 13, day: 1) == nil)
    }

    @Test func setHasTimeAddsAndRemovesTime() throws {
        var dateTime = try #require(GDataDateTime(rfc3339String: "2006-10-14"))
        dateTime.setHasTime(true)
        #expect(dateTime.hasTime)
        #expect(dateTime.rfc3339String == "2006-10-14T00:00:00-00:00")
        #expect(dateTime.originalString == "2006-10-14")

        var timed = try #require(GDataDateTime(rfc3339String: "2006-10-14T15:00:00-01:00"))
        timed.setHasTime(false)
        #expect(!timed.hasTime)
        #expect(timed.offsetSeconds == nil)
        #expect(timed.rfc3339String == "2006-10-14")
        #expect(timed == GDataDateTime(rfc3339String: "2006-10-14"))
    }

    @Test func setTimeZoneKeepsTheInstant() throws {
        var dateTime = try #require(GDataDateTime(rfc3339String: "2006-10-14T15:00:00Z"))
        let before = dateTime.date
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        dateTime.setTimeZone(tokyo)
        #expect(dateTime.rfc3339String == "2006-10-15T00:00:00+09:00")
        #expect(dateTime.date == before)
        #expect(dateTime.timeZone?.identifier == "Asia/Tokyo")
    }

    @Test func equalityComparesInstantHasTimeAndOffset() throws {
        let utc = try #require(GDataDateTime(rfc3339String: "2006-10-14T15:00:00Z"))
        let shifted = try #require(GDataDateTime(rfc3339String: "2006-10-14T16:00:00+01:00"))
        #expect(utc.date == shifted.date)
        #expect(utc != shifted)  // same instant, different offsets
        let noonDate = try #require(GDataDateTime(rfc3339String: "2006-10-14"))
        let noonTime = try #require(GDataDateTime(rfc3339String: "2006-10-14T12:00:00-00:00"))
        #expect(noonDate.date == noonTime.date)
        #expect(noonDate != noonTime)  // hasTime differs
        let set: Set<GDataDateTime> = [utc, try #require(GDataDateTime(rfc3339String: "2006-10-14t15:00:00.000z"))]
        #expect(set.count == 1)
    }

    // MARK: Rejection

    static let invalidStrings: [String] = [
        "", " ", "2006", "2006-10", "2006-1-14", "2006-10-1", "06-10-14", "20061014", "2006/10/14", "2006-10-14T",
        "2006-10-14T15", "2006-10-14T15:00", "2006-10-14T15:00Z", "2006-10-14T1:00:00Z", "2006-10-14T15:0:00Z",
        "2006-10-14T15:00:0Z", "2006-00-14", "2006-13-14", "2006-10-00", "2006-10-32", "2006-04-31", "2006-06-31",
        "2006-09-31", "2006-11-31", "2007-02-29", "2100-02-29", "2006-02-30", "2006-10-14T24:00:00Z",
        "2006-10-14T15:60:00Z", "2006-10-14T15:00:60Z", "2006-10-14T15:00:61Z", "2006-10-14T99:99:99Z",
        "2006-10-14T15:00:00+24:00", "2006-10-14T15:00:00+01:60", "2006-10-14T15:00:00+1:00", "2006-10-14T15:00:00+01",
        "2006-10-14T15:00:00+0100", "2006-10-14T15:00:00+01:0", "2006-10-14T15:00:00-", "2006-10-14T15:00:00+",
        "2006-10-14T15:00:00ZZ", "2006-10-14T15:00:00Zjunk", "2006-10-14T15:00:00Z x", "2006-10-14T15:00:00-01:00x",
        "2006-10-14T15:00:00.", "2006-10-14T15:00:00.Z", "2006-10-14T15:00:00.-01:00", "2006-10-14T15:00:00,5Z",
        "2006-10-14T15:00:00.5.5Z", "2006-10-14T15:00:00 Z", "2006-10-14T15:00:00UTC", "2006-10-14T15:00:00GMT",
        "2006-10-14X15:00:00Z", "2006-10-14TT15:00:00Z",
        "2006-10-14  15:00:00Z", "2006-10-14junk", "2006-10-14Z", "2006-10-14+01:00", "x2006-10-14", "2006x10-14",
        "2006-10x14", "2006-10-14T15x00:00Z", "2006-10-14T15:00x00Z", "abcd-ef-gh", "abcd-ef-ghTij:kl:mnZ",
        "２００６-10-14", "2006-１0-14", "2006-10-14T15:00:00−01:00", "-2006-10-14", "+2006-10-14", "12006-10-14",
        "2006--10-14", "2006-10--14", "2006-10-14T-15:00:00Z", "2006-10-14T15:-0:00Z", "2006-+1-14", "2006-1 -14",
        "2006-10- 4", " 2006-10-1 4", "2006-10-14T15:00:00\u{0}", "\u{0}2006-10-14", "2006-10-14\u{0}",
        "2006-10-14T15:00:00Z\u{0}", "2006-10-14T15:00:00.5_", "T15:00:00Z", "15:00:00", "2006-10-14T15:00:00+01:00:00",
        "2006-10-14T15:00:00+01:00Z", "2006-10-14T15:00:00Z+01:00", "2006-10-14T15:00:00.5e3Z", "Sat, 14 Oct 2006",
        "2006-10-14T15:00:00.123456789a", "0000-00-00", "9999-99-99", "2006-10-14\t15:00:00Z", "2006-10-14\n15:00:00Z",
        "2006-10-14T15:00:00 +01:00", "2006-10-14T15 :00:00Z", "2006-10-14é", "2006-10-14T15:00:00+ab:cd",
    ]

    @Test func invalidStringsAreRejected() {
        #expect(Self.invalidStrings.count == 100)
        for string in Self.invalidStrings {
            #expect(GDataDateTime(rfc3339String: string) == nil, "accepted \(string.debugDescription)")
        }
    }

    // MARK: Property test

    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    @Test func randomComponentsFormatParseAndCompareEqual() throws {
        var rng = SplitMix64(state: 0x5EED_1234)
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = .gmt
        for _ in 0..<10_000 {
            let year = Int.random(in: 1...9999, using: &rng)
            let month = Int.random(in: 1...12, using: &rng)
            let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let length = month == 2 && isLeap ? 29 : monthLengths[month - 1]
            let day = Int.random(in: 1...length, using: &rng)
            let hour = Int.random(in: 0...23, using: &rng)
            let minute = Int.random(in: 0...59, using: &rng)
            let second = Int.random(in: 0...59, using: &rng)
            let kind = Int.random(in: 0..<4, using: &rng)
            let offsetMinutes = Int.random(in: -(23 * 60 + 59)...(23 * 60 + 59), using: &rng)

            let datePart = "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
            let timePart = "T\(Self.pad(hour, 2)):\(Self.pad(minute, 2)):\(Self.pad(second, 2))"
            let string: String
            switch kind {
            case 0: string = datePart
            case 1: string = datePart + timePart + "Z"
            case 2: string = datePart + timePart + "-00:00"
            default:
                let sign = offsetMinutes < 0 ? "-" : "+"
                let magnitude = offsetMinutes.magnitude == 0 ? 1 : Int(offsetMinutes.magnitude)
                string = datePart + timePart + sign + Self.pad(magnitude / 60, 2) + ":" + Self.pad(magnitude % 60, 2)
            }

            let parsed = try #require(GDataDateTime(rfc3339String: string), "rejected \(string)")
            #expect(parsed.rfc3339String == string)
            let reparsed = try #require(GDataDateTime(rfc3339String: parsed.rfc3339String))
            #expect(reparsed == parsed)
            #expect(reparsed.hashValue == parsed.hashValue)
            #expect(parsed.year == year && parsed.month == month && parsed.day == day)

            // The instant agrees with Foundation's calendar (computed independently of days-from-civil);
            // Foundation's Gregorian calendar is Julian before 1582, so only later years are compared.
            guard year > 1600 else { continue }
            let offset = parsed.offsetSeconds ?? 0
            var components = DateComponents(year: year, month: month, day: day)
            if kind == 0 {
                components.hour = 12
            } else {
                components.hour = hour
                components.minute = minute
                components.second = second
            }
            let expected = try #require(gregorian.date(from: components))
            let expectedInstant = expected.timeIntervalSince1970 - (kind == 0 ? 0 : Double(offset))
            guard parsed.date.timeIntervalSince1970 == expectedInstant else {
                Issue.record("instant of \(string): \(parsed.date.timeIntervalSince1970) != \(expectedInstant)")
                return
            }

            // And a Date built from that instant formats back to the same fields.
            if kind == 1 {
                let fromDate = GDataDateTime(date: parsed.date)
                #expect(fromDate == parsed)
                #expect(fromDate.rfc3339String == string)
            }
        }
    }
}

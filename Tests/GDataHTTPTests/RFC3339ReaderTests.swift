import GDataPlatform
import Testing

/// The package's one RFC 3339 reader, under the two rule sets of its users (GData's `GDataDateTime`, REST's
/// `GTLRDateTime`): what both accept, and where they differ as their originals did.
@Suite("RFC 3339 reader")
struct RFC3339ReaderTests {
    @Test func bothRulesReadTheCommonForms() throws {
        for rules in [GDataRFC3339.Rules.gdata, .rest] {
            let date = try #require(GDataRFC3339.read("2006-10-14", rules: rules))
            #expect(!date.hasTime && date.year == 2006 && date.month == 10 && date.day == 14)
            let time = try #require(GDataRFC3339.read("2006-03-29T07:35:59.12345-01:30", rules: rules))
            #expect(time.hasTime && time.hour == 7 && time.minute == 35 && time.second == 59)
            #expect(time.milliseconds == 123)
            #expect(abs(time.fractionalSeconds - 0.12345) < 1e-12)
            #expect(time.offset == .seconds(-5400))
            #expect(GDataRFC3339.read("2006-10-14t15:00:00.1z", rules: rules)?.offset == .utc)
            #expect(GDataRFC3339.read("2006-10-14t15:00:00.1z", rules: rules)?.milliseconds == 100)
            #expect(GDataRFC3339.read("2006-10-14T15:00:00-00:00", rules: rules)?.offset == .unknown)
            #expect(GDataRFC3339.read("2006-10-14T15:00:00+00:00", rules: rules)?.offset == .seconds(0))
            // The day is checked against its month, also in a leap year.
            #expect(GDataRFC3339.read("2006-02-29", rules: rules) == nil)
            #expect(GDataRFC3339.read("2004-02-29", rules: rules) != nil)
            for bad in [
                "", "2006-13-01", "2006-10-14T24:00:00Z", "2006-10-14T15:00:00.Z", "2006-10-14T15:00:00+0100",
                "2006-10-14T15:00:00Zx", "06-10-14", "2006-10-14T15:00Z",
            ] {
                #expect(GDataRFC3339.read(bad, rules: rules) == nil, "\(bad)")
            }
        }
    }

    @Test func theRulesDifferWhereTheOriginalsDid() {
        // GData: white space around, a space separator, no offset (read as UTC by the caller); no leap second.
        #expect(GDataRFC3339.read(" 2006-10-14 15:00:00Z\n", rules: .gdata)?.hour == 15)
        #expect(GDataRFC3339.read("2006-10-14T15:00:00", rules: .gdata)?.offset == .absent)
        #expect(GDataRFC3339.read("2006-10-14T23:59:60Z", rules: .gdata) == nil)
        // REST: the text exactly, an offset required, a leap second accepted.
        #expect(GDataRFC3339.read(" 2006-10-14T15:00:00Z", rules: .rest) == nil)
        #expect(GDataRFC3339.read("2006-10-14 15:00:00Z", rules: .rest) == nil)
        #expect(GDataRFC3339.read("2006-10-14T15:00:00", rules: .rest) == nil)
        #expect(GDataRFC3339.read("2006-10-14T23:59:60Z", rules: .rest)?.second == 60)
    }

    @Test func daysAndDatesRoundTrip() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let date = GDataRFC3339.civil(days: days)
            #expect(GDataRFC3339.days(year: date.year, month: date.month, day: date.day) == days)
        }
        #expect(GDataRFC3339.days(year: 1970, month: 1, day: 1) == 0)
        #expect(GDataRFC3339.days(year: 2000, month: 3, day: 1) == 11_017)
    }
}

import Foundation
import GTLR
import Testing

/// Date-times, durations, URI templates and the JSON reader/writer (vectors from the original's tests).
struct GTLRValueTests {
    @Test(arguments: [
        ("2006-10-14T15:00:00Z", 2006, 10, 14, 15, 0, 0, true),
        ("2006-10-14T15:00:00+00:00", 2006, 10, 14, 15, 0, 0, true),
        ("2006-10-14T15:00:00+01:00", 2006, 10, 14, 14, 0, 60, true),
        ("2006-10-14T15:00:00-23:30", 2006, 10, 15, 14, 30, -(23 * 60 + 30), true),
        ("2006-10-14", 2006, 10, 14, 12, 0, 0, false),
    ])
    func dateTimes(text: String, year: Int, month: Int, day: Int, hour: Int, minute: Int, offset: Int, hasTime: Bool)
        throws
    {
        let value = try #require(GTLRDateTime(rfc3339String: text))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute], from: value.date)
        #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute] == [year, month, day, hour, minute])
        #expect(value.offsetMinutes == offset)
        #expect(value.hasTime == hasTime)
        // Written back as read, except `+00:00`, which is `Z`.
        #expect(value.rfc3339String == text.replacingOccurrences(of: "+00:00", with: "Z"))
    }

    @Test func dateTimeFractionsAndErrors() throws {
        let vectors = [
            ("2011-05-03T23:14:20.735Z", "2011-05-03T23:14:20.735Z"),
            ("2011-05-03T23:14:20.12345Z", "2011-05-03T23:14:20.123Z"),
            ("2011-05-03T23:14:20.12Z", "2011-05-03T23:14:20.120Z"),
            ("2011-05-03T23:14:20.1Z", "2011-05-03T23:14:20.100Z"),
            ("2011-05-03T23:14:20.001Z", "2011-05-03T23:14:20.001Z"),
            ("2011-05-03T23:14:20.01Z", "2011-05-03T23:14:20.010Z"),
            ("2011-05-03T23:14:20.000Z", "2011-05-03T23:14:20Z"),
            ("2011-05-03T23:14:20.0Z", "2011-05-03T23:14:20Z"),
        ]
        for (input, output) in vectors {
            let value = try #require(GTLRDateTime(rfc3339String: input))
            #expect(value.rfc3339String == output)
            #expect(GTLRDateTime(date: value.date, offsetMinutes: 0) == GTLRDateTime(rfc3339String: output))
        }
        #expect(
            GTLRDateTime(date: Date(timeIntervalSince1970: 1_451_606_100), offsetMinutes: -75).rfc3339String
                == "2015-12-31T22:40:00-01:15"
        )
        for bad in [
            "", "2006-13-01", "2006-10-14T15:00:00", "2006-10-14T25:00:00Z", "2006-10-14T15:00:00+1:00", "garbage",
        ] {
            #expect(GTLRDateTime(rfc3339String: bad) == nil, "\(bad)")
        }
        #expect(GTLRDate(rfc3339String: "2024-02-29")?.rfc3339String == "2024-02-29")
        #expect(GTLRDate(rfc3339String: "2024-2-29") == nil)
    }

    @Test func durations() throws {
        let vectors: [(Int64, Int32, String)] = [
            (0, 0, "0.000s"), (1, 0, "1.000s"), (-1, 0, "-1.000s"), (123_456_789, 0, "123456789.000s"),
            (0, 100_000_000, "0.100s"), (0, -100_000_000, "-0.100s"), (0, 101_000_000, "0.101s"),
            (0, 100_000, "0.000100s"), (0, -1000, "-0.000001s"), (0, 100, "0.000000100s"), (0, -1, "-0.000000001s"),
            (12345, 987_654_321, "12345.987654321s"), (-987_654_321, -123_000_000, "-987654321.123s"),
        ]
        for (seconds, nanos, text) in vectors {
            let duration = try #require(GTLRDuration(seconds: seconds, nanos: nanos))
            #expect(duration.jsonString == text)
            #expect(GTLRDuration(jsonString: text) == duration)
        }
        #expect(GTLRDuration(jsonString: "12345s") == GTLRDuration(seconds: 12345, nanos: 0))
        #expect(GTLRDuration(jsonString: "-0.10s") == GTLRDuration(seconds: 0, nanos: -100_000_000))
        for bad in ["", "s", "garbage", "12x.4", "10.100", "1", "--10s", "10.-1s", "1.1234567890s"] {
            #expect(GTLRDuration(jsonString: bad) == nil, "\(bad)")
        }
        #expect(GTLRDuration(seconds: 1, nanos: -1) == nil)
        #expect(GTLRDuration(seconds: 0, nanos: 1_000_000_000) == nil)
    }

    @Test func uriTemplates() {
        let values: [String: GTLRJSONValue] = [
            "var": "value", "hello": "Hello World!", "path": "/foo/bar", "list": ["red", "green", "blue"],
            "x": 1024, "y": 768, "empty": "", "flag": true,
        ]
        let vectors = [
            ("{var}", "value"), ("{hello}", "Hello%20World%21"), ("{+hello}", "Hello%20World!"),
            ("{+path}/here", "/foo/bar/here"), ("{path}", "%2Ffoo%2Fbar"), ("map?{x,y}", "map?1024,768"),
            ("{.var}", ".value"), ("{/var,x}/here", "/value/1024/here"), ("{;x,y,empty}", ";x=1024;y=768;empty"),
            ("{?x,y,empty}", "?x=1024&y=768&empty="), ("{?list*}", "?list=red&list=green&list=blue"),
            ("{list}", "red,green,blue"), ("{/list*}", "/red/green/blue"), ("{undefined}x", "x"), ("{flag}", "true"),
            ("b/{+var}/o/{var}", "b/value/o/value"),
        ]
        for (template, expected) in vectors {
            #expect(GTLRURITemplate.expand(template, values: values) == expected, "\(template)")
        }
        #expect(GTLRURITemplate.percentEncode("a%20b c", allowReserved: true) == "a%20b%20c")
        #expect(GTLRURITemplate.percentEncode("é/", allowReserved: false) == "%C3%A9%2F")
    }

    @Test func jsonReaderIsLenientWhereTheFixturesNeedItAndStrictElsewhere() throws {
        #expect(try GTLRJSONParser.parse(#"{"a":[1,2,],}"#) == ["a": [1, 2]])
        #expect(try GTLRJSONParser.parse("\u{FEFF}[true,false,null]") == [true, false, nil])
        #expect(try GTLRJSONParser.parse(#""\u00e9\ud83d\ude00\n""#) == .string("é😀\n"))
        #expect(try GTLRJSONParser.parse("9223372036854775807") == .integer(Int64.max))
        #expect(try GTLRJSONParser.parse("9223372036854775808") == .number(9.223372036854775808e18))
        #expect(try GTLRJSONParser.parse("-1.5e3") == .number(-1500))
        for bad in [
            "", "{", "[1 2]", #"{"a" 1}"#, "01", "1.", "tru", #""\x""#, "\"a\u{01}\"", #""\ud800""#, "{} x", "[,]",
        ] {
            #expect(throws: GTLRJSONParser.Error.self, "\(bad)") { try GTLRJSONParser.parse(bad) }
        }
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: GTLRJSONParser.Error.self) { try GTLRJSONParser.parse(deep) }
        let value: GTLRJSONValue = ["b": [1, 2.5, "x\"y"], "a": nil]
        #expect(value.jsonText == #"{"a":null,"b":[1,2.5,"x\"y"]}"#)
        #expect(try GTLRJSONParser.parse(value.jsonText) == value)
    }
}

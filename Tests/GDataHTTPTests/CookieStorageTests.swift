import Foundation
import GDataHTTP
import Synchronization
import Testing

/// A clock tests can move forward.
final class TestClock: Sendable {
    private let current: Mutex<Date>
    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { current = Mutex(start) }
    var now: Date { current.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

@Suite struct CookieStorageTests {
    let clock = TestClock()
    var storage: GDataCookieStorage {
        let clock = self.clock
        return GDataCookieStorage(now: { clock.now })
    }

    func url(_ string: String) throws -> URL { try #require(URL(string: string)) }

    @Test func hostOnlyCookieIsSentOnlyToItsHost() throws {
        let cookies = storage
        cookies.store(setCookieHeaders: ["SID=abc"], from: try url("http://www.example.com/feeds/x"))
        #expect(cookies.cookieHeader(for: try url("http://www.example.com/feeds/y")) == "SID=abc")
        #expect(cookies.cookieHeader(for: try url("http://sub.www.example.com/feeds/y")) == nil)
        #expect(cookies.cookieHeader(for: try url("http://example.com/feeds/y")) == nil)
        let stored = try #require(cookies.cookies.first)
        #expect(stored.hostOnly)
        #expect(stored.domain == "www.example.com")
        #expect(stored.path == "/feeds")  // default path of /feeds/x
        #expect(stored.expires == nil)
    }

    @Test func domainCookieWithLeadingDotMatchesSubdomainsButNotLookalikes() throws {
        let cookies = storage
        cookies.store(setCookieHeaders: ["a=1; Domain=.Example.COM; Path=/"], from: try url("http://www.example.com/"))
        let stored = try #require(cookies.cookies.first)
        #expect(stored.domain == "example.com")
        #expect(!stored.hostOnly)
        #expect(cookies.cookieHeader(for: try url("http://example.com/")) == "a=1")
        #expect(cookies.cookieHeader(for: try url("http://morg.example.com/x")) == "a=1")
        #expect(cookies.cookieHeader(for: try url("http://myexample.com/")) == nil)
        #expect(cookies.cookieHeader(for: try url("http://example.com.evil.org/")) == nil)
    }

    @Test func rejectsCookiesForUnrelatedDomainsAndPublicSuffixes() throws {
        let cookies = storage
        let from = try url("http://www.example.com/")
        cookies.store(
            setCookieHeaders: [
                "a=1; Domain=other.com",
                "b=2; Domain=com",
                "c=3; Domain=.com",
                "d=4; Domain=sub.www.example.com",
                "e=5; Domain=co.uk",
            ],
            from: from
        )
        #expect(cookies.cookies.isEmpty)
        // A bare-TLD domain equal to the host itself becomes host-only.
        cookies.store(setCookieHeaders: ["f=6; Domain=localhost"], from: try url("http://localhost/"))
        let stored = try #require(cookies.cookies.first)
        #expect(stored.hostOnly && stored.domain == "localhost")
    }

    @Test func ipAddressHostsDoNotDomainMatchSuffixes() throws {
        let cookies = storage
        cookies.store(setCookieHeaders: ["a=1; Domain=0.0.1"], from: try url("http://127.0.0.1/"))
        #expect(cookies.cookies.isEmpty)
        cookies.store(setCookieHeaders: ["b=2"], from: try url("http://127.0.0.1:8080/x"))
        #expect(cookies.cookieHeader(for: try url("http://127.0.0.1:9999/other")) == "b=2")
    }

    @Test func pathMatching() throws {
        let cookies = storage
        let from = try url("http://h.example.com/")
        cookies.store(setCookieHeaders: ["a=1; Path=/docs"], from: from)
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/docs")) == "a=1")
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/docs/")) == "a=1")
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/docs/web/x")) == "a=1")
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/docsets")) == nil)
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/")) == nil)
        #expect(cookies.cookieHeader(for: try url("http://h.example.com")) == nil)
    }

    @Test func defaultPathAndInvalidPathAttribute() throws {
        let cookies = storage
        cookies.store(setCookieHeaders: ["a=1; Path=relative"], from: try url("http://h.example.com/a/b/c?q=1"))
        cookies.store(setCookieHeaders: ["b=2"], from: try url("http://h.example.com/top"))
        cookies.store(setCookieHeaders: ["c=3"], from: try url("http://h.example.com"))
        let paths = Dictionary(uniqueKeysWithValues: cookies.cookies.map { ($0.name, $0.path) })
        #expect(paths == ["a": "/a/b", "b": "/", "c": "/"])
    }

    @Test func orderIsLongerPathFirstThenEarlierCreation() throws {
        let cookies = storage
        let from = try url("http://h.example.com/a/b/page")
        cookies.store(setCookieHeaders: ["root1=1; Path=/"], from: from)
        clock.advance(1)
        cookies.store(setCookieHeaders: ["deep=2; Path=/a/b"], from: from)
        clock.advance(1)
        cookies.store(setCookieHeaders: ["mid=3; Path=/a"], from: from)
        clock.advance(1)
        cookies.store(setCookieHeaders: ["root2=4; Path=/"], from: from)
        #expect(cookies.cookieHeader(for: from) == "deep=2; mid=3; root1=1; root2=4")
    }

    @Test func replacingKeepsCreationTimeAndIdentityIsNameDomainPath() throws {
        let cookies = storage
        let from = try url("http://h.example.com/")
        cookies.store(setCookieHeaders: ["a=1; Path=/"], from: from)
        clock.advance(1)
        cookies.store(setCookieHeaders: ["b=2; Path=/"], from: from)
        clock.advance(1)
        cookies.store(setCookieHeaders: ["a=new; Path=/", "a=other-path; Path=/x"], from: from)
        #expect(cookies.cookies.count == 3)
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/")) == "a=new; b=2")
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/x")) == "a=other-path; a=new; b=2")
    }

    @Test func maxAgeExpiresAndWinsOverExpires() throws {
        let cookies = storage
        let from = try url("http://h.example.com/")
        // Expires far in the future, Max-Age 60: Max-Age wins whatever the order.
        cookies.store(
            setCookieHeaders: [
                "a=1; Expires=Wed, 01 Jan 2048 00:00:00 GMT; Max-Age=60",
                "b=2; Max-Age=60; Expires=Wed, 01 Jan 2048 00:00:00 GMT",
            ],
            from: from
        )
        let expiry = try #require(cookies.cookies.first?.expires)
        #expect(expiry == clock.now.addingTimeInterval(60))
        #expect(cookies.cookieHeader(for: from) == "a=1; b=2")
        clock.advance(59)
        #expect(cookies.cookies.count == 2)
        clock.advance(1)
        #expect(cookies.cookieHeader(for: from) == nil)
        #expect(cookies.cookies.isEmpty)
    }

    @Test func maxAgeZeroOrNegativeDeletes() throws {
        let cookies = storage
        let from = try url("http://h.example.com/")
        cookies.store(setCookieHeaders: ["a=1", "b=2", "c=3"], from: from)
        cookies.store(setCookieHeaders: ["a=gone; Max-Age=0", "b=gone; Max-Age=-1"], from: from)
        #expect(cookies.cookieHeader(for: from) == "c=3")
        // An invalid Max-Age is ignored, leaving a session cookie.
        cookies.store(setCookieHeaders: ["d=4; Max-Age=soon"], from: from)
        #expect(cookies.cookies.first { $0.name == "d" }?.expires == nil)
    }

    @Test(arguments: [
        "Sun, 06 Nov 2033 08:49:37 GMT",  // RFC 1123
        "Sunday, 06-Nov-33 08:49:37 GMT",  // RFC 850
        "Sun Nov  6 08:49:37 2033",  // asctime
        "Sun, 06-Nov-2033 08:49:37 GMT",  // Netscape
    ])
    func expiresDateFormats(_ date: String) throws {
        let cookies = storage
        cookies.store(setCookieHeaders: ["a=1; Expires=\(date)"], from: try url("http://h.example.com/"))
        let expires = try #require(cookies.cookies.first?.expires)
        #expect(expires == Date(timeIntervalSince1970: 2_014_879_777))
    }

    @Test func pastExpiresDeletesAndBadExpiresIsIgnored() throws {
        let cookies = storage
        let from = try url("http://h.example.com/")
        cookies.store(setCookieHeaders: ["a=1", "b=2"], from: from)
        cookies.store(setCookieHeaders: ["a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT"], from: from)
        cookies.store(setCookieHeaders: ["b=3; Expires=not a date; Path=/"], from: from)
        #expect(cookies.cookieHeader(for: from) == "b=3")
        #expect(cookies.cookies.first?.expires == nil)
    }

    @Test func secureCookiesOnlyOverHTTPSAndOnlyFromHTTPS() throws {
        let cookies = storage
        cookies.store(setCookieHeaders: ["s=1; Secure; HttpOnly"], from: try url("https://h.example.com/"))
        cookies.store(setCookieHeaders: ["plain=2"], from: try url("https://h.example.com/"))
        #expect(cookies.cookieHeader(for: try url("https://h.example.com/")) == "s=1; plain=2")
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/")) == "plain=2")
        let secure = try #require(cookies.cookies.first { $0.name == "s" })
        #expect(secure.secure && secure.httpOnly)
        // An http response can neither set nor overwrite a Secure cookie.
        cookies.store(setCookieHeaders: ["t=1; Secure", "s=hijacked"], from: try url("http://h.example.com/"))
        #expect(cookies.cookieHeader(for: try url("https://h.example.com/")) == "s=1; plain=2")
    }

    @Test func malformedHeadersAreIgnored() throws {
        let cookies = storage
        cookies.store(
            setCookieHeaders: [
                "", "novalue", "=nameless", ";", " ; a=b", "bad\u{1}name=1", "ok = spaced value ; Path = /p",
            ],
            from: try url("http://h.example.com/")
        )
        let only = try #require(cookies.cookies.first)
        #expect(cookies.cookies.count == 1)
        #expect(only.name == "ok" && only.value == "spaced value" && only.path == "/p")
    }

    @Test func removeAllAndDirectStore() throws {
        let cookies = storage
        cookies.store(GDataHTTPCookie(name: "x", value: "y", domain: "H.example.com"))
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/any")) == "x=y")
        cookies.removeAll()
        #expect(cookies.cookies.isEmpty)
        #expect(cookies.cookieHeader(for: try url("http://h.example.com/any")) == nil)
    }

    @Test func concurrentUseIsSafe() async throws {
        let cookies = storage
        let from = try url("http://h.example.com/")
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<50 {
                group.addTask {
                    cookies.store(setCookieHeaders: ["c\(i)=\(i)"], from: from)
                    _ = cookies.cookieHeader(for: from)
                }
            }
        }
        #expect(cookies.cookies.count == 50)
    }
}

/// A deterministic pseudo-random generator (SplitMix64) for garbage-input tests.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension CookieStorageTests {
    @Test func garbageSetCookieHeadersNeverCrash() throws {
        let cookies = storage
        var random = SeededGenerator(seed: 6265)
        let alphabet = Array("ab=;, \t\"'/.-_:0123456789éé\u{0}\u{7F}DomainPathExpiresMax-AgeSecureHttpOnly")
        let hosts = ["h.example.com", "127.0.0.1", "localhost", "xn--bcher-kva.example"]
        for i in 0..<2000 {
            let length = Int.random(in: 0..<60, using: &random)
            let header = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            let host = hosts[i % hosts.count]
            let url = try #require(URL(string: "http\(i % 2 == 0 ? "s" : "")://\(host)/p/\(i % 7)/x"))
            cookies.store(setCookieHeaders: [header, "a=1; \(header)"], from: url)
            _ = cookies.cookieHeader(for: url)
        }
        // Every stored cookie still satisfies the storage invariants.
        for cookie in cookies.cookies {
            #expect(!cookie.name.isEmpty)
            #expect(cookie.path.hasPrefix("/"))
            #expect(!cookie.domain.isEmpty)
        }
    }
}

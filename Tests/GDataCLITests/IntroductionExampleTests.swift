import Foundation
import GDataTestSupport
import Testing

/// A small GData server for the introduction's snippets (Examples/GDataIntroduction): calendars, events with paging
/// and a post link, contacts with a batch link, documents with uploads and a service document, a flaky feed, and
/// ClientLogin with a captcha. It records what it received.
final class IntroductionServer: Sendable {
    let flakyHits = TestLockedValue(0)
    let port = TestLockedValue(0)
    static let ns = "xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005'"

    var base: String { "http://127.0.0.1:\(port.current)" }

    static func atom(_ xml: String, status: Int = 200) -> TestHTTPResponse {
        TestHTTPResponse(
            status: status,
            headers: [TestHTTPHeader("Content-Type", "application/atom+xml")],
            body: Data(xml.utf8)
        )
    }

    func handle(_ request: TestHTTPRequest) -> TestHTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/feeds/calendars"):
            if request.header("If-None-Match") == "\"cal-v1\"" { return .status(304) }
            let entries = ["Work", "Home"].map {
                "<entry><id>\($0)</id><title>\($0)</title><link rel='alternate' type='application/atom+xml' href='\(base)/feeds/events'/></entry>"
            }
            return Self.atom(
                "<feed \(Self.ns) gd:etag='\"cal-v1\"'><id>cals</id><title>Calendars</title>\(entries.joined())</feed>"
            )
            .header("ETag", "\"cal-v1\"")
        case ("GET", "/feeds/events"):
            let max = Int(request.queryValue("max-results") ?? "25") ?? 25
            let start = Int(request.queryValue("start-index") ?? "1") ?? 1
            let total = 7
            let end = min(total, start + max - 1)
            let entries = (start...end).map { "<entry><id>e\($0)</id><title>Event \($0)</title></entry>" }
            let next =
                end < total
                ? "<link rel='next' href='\(base)/feeds/events?max-results=\(max)&amp;start-index=\(end + 1)'/>" : ""
            let post = "<link rel='http://schemas.google.com/g/2005#post' href='\(base)/feeds/events'/>"
            return Self.atom(
                "<feed \(Self.ns)><id>events</id><title>Events</title>\(post)\(next)\(entries.joined())</feed>"
            )
        case ("POST", "/feeds/events"):
            // The stored event: what was posted, with an id and an edit link.
            let posted = String(decoding: request.body, as: UTF8.self)
            guard posted.contains("calendar#event"), let close = posted.range(of: "</entry>", options: .backwards)
            else { return .status(400, "expected a calendar event") }
            let added = "<id>event-new</id><link rel='edit' href='\(base)/feeds/events/new'/>"
            return Self.atom(posted.replacingCharacters(in: close, with: added + "</entry>"), status: 201)
        case ("GET", "/feeds/contacts"):
            let entries = (1...6).map {
                "<entry gd:etag='\"c\($0)\"'><id>c\($0)</id><title>Contact \($0)</title><link rel='edit' href='\(base)/feeds/contacts/c\($0)'/></entry>"
            }
            let batch = "<link rel='http://schemas.google.com/g/2005#batch' href='\(base)/feeds/contacts/batch'/>"
            return Self.atom(
                "<feed \(Self.ns)><id>contacts</id><title>Contacts</title>\(batch)\(entries.joined())</feed>"
            )
        case ("POST", "/feeds/contacts/batch"):
            let ids = Self.allMatches("<batch:id>([^<]*)</batch:id>", in: request.body)
            let processed = ids.prefix(3).map {
                "<entry><id>\($0)</id><batch:id>\($0)</batch:id><batch:operation type='delete'/><batch:status code='200' reason='Success'/></entry>"
            }
            let interrupted =
                ids.count > 3
                ? "<batch:interrupted reason='quota exceeded' success='3' failures='0' parsed='\(ids.count)'/>" : ""
            return Self.atom(
                "<feed xmlns='http://www.w3.org/2005/Atom' xmlns:batch='http://schemas.google.com/gdata/batch'><id>r</id>\(processed.joined())\(interrupted)</feed>"
            )
        case ("POST", "/feeds/docs"):
            guard request.header("Slug") == "Quarterly report.txt",
                request.header("Content-Type")?.hasPrefix("multipart/related") == true
            else { return .status(400, "expected a multipart upload with a slug") }
            let title = Self.firstMatch("<title[^>]*>([^<]*)</title>", in: request.body) ?? "?"
            return Self.atom("<entry \(Self.ns)><id>doc1</id><title>\(title)</title></entry>", status: 201)
        case ("GET", "/feeds/docs"):
            guard request.queryValue("alt") == "atom-service" else { return .status(404) }
            return TestHTTPResponse(
                status: 200,
                headers: [TestHTTPHeader("Content-Type", "application/atomsvc+xml")],
                body: Data(
                    """
                    <service xmlns='http://www.w3.org/2007/app' xmlns:atom='http://www.w3.org/2005/Atom'>
                      <workspace><atom:title>Documents</atom:title>
                        <collection href='\(base)/feeds/docs'><atom:title>Docs</atom:title>
                          <accept>text/plain</accept><accept>application/pdf</accept></collection>
                        <collection href='\(base)/feeds/docs/images'><atom:title>Images</atom:title>
                          <accept>image/*</accept></collection>
                      </workspace>
                    </service>
                    """.utf8
                )
            )
        case ("GET", "/feeds/flaky"):
            let hit = flakyHits.withLock { value -> Int in
                value += 1
                return value
            }
            if hit == 1 { return .status(503, "try again") }
            return Self.atom("<feed \(Self.ns)><id>flaky</id><title>Flaky feed</title></feed>")
        case ("POST", "/accounts/ClientLogin"):
            let form = String(decoding: request.body, as: UTF8.self)
            if !form.contains("logincaptcha=dinosaur") {
                return .status(403, "Error=CaptchaRequired\nCaptchaToken=abc\nCaptchaUrl=Captcha?ctoken=abc\n")
            }
            return .ok("Auth=intro-token\n")
        default:
            return .status(404, "no route")
        }
    }

    static func allMatches(_ pattern: String, in body: Data) -> [String] {
        let text = String(decoding: body, as: UTF8.self)
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func firstMatch(_ pattern: String, in body: Data) -> String? { allMatches(pattern, in: body).first }

    func start() async throws -> TestHTTPServer {
        let server = try await TestHTTPServer.start { [self] request in handle(request) }
        port.withLock { $0 = server.port }
        return server
    }
}

/// Every snippet of Examples/GDataIntroduction runs against the introduction server and prints what it should.
@Suite("GDataIntroduction example")
struct IntroductionExampleTests {
    static let expected: [(String, [String])] = [
        ("calendars", ["calendars: 2", "first: Work"]),
        ("alternate", ["events feed: Events", "events: 7"]),
        (
            "query",
            [
                "query: max-results=5&orderby=starttime&sortorder=descending",
                "event: Event 1", "event: Event 2", "event: Event 3", "event: Event 4", "event: Event 5",
            ]
        ),
        (
            "insert",
            [
                "created: event-new", "title: Tennis with Beth", "starts: 2008-11-24T17:00:00Z",
                "where: Rolling Lawn Courts", "can edit: true",
            ]
        ),
        ("userdata", ["ticket userData: calendar window 1", "ticket property: introduction"]),
        ("ticket-properties", ["row: 42", "status: 200", "entries: 2"]),
        (
            "next-links",
            [
                "max-results 2: 4 pages, 7 entries, next link none",
                "max-results 25: 1 pages, 7 entries, next link none",
            ]
        ),
        (
            "batch-delete",
            [
                "delete-1: 200 Success", "delete-2: 200 Success", "delete-3: 200 Success",
                "interrupted: quota exceeded (3 succeeded, 5 parsed)",
            ]
        ),
        ("upload", ["uploaded: Quarterly report", "progress: complete"]),
        ("not-modified", ["not modified since \"cal-v1\"", "from cache: 2 calendars"]),
        ("retry", ["retries: 1", "feed: Flaky feed"]),
        (
            "introspection",
            ["collection: Docs accepts text/plain, application/pdf", "collection: Images accepts image/*"]
        ),
    ]

    @Test(arguments: expected.map(\.0))
    func snippet(_ name: String) async throws {
        let backend = IntroductionServer()
        let server = try await backend.start()
        let result = try await GDataCLIRunner.run([name, server.baseURL.absoluteString], product: "GDataIntroduction")
        await server.stop()
        #expect(result.status == 0, "\(result.stderrText)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines == Self.expected.first { $0.0 == name }?.1)
    }

    @Test func captchaSnippetResolvesTheURLAndSignsIn() async throws {
        let backend = IntroductionServer()
        let server = try await backend.start()
        let result = try await GDataCLIRunner.run(
            ["captcha", server.baseURL.absoluteString],
            product: "GDataIntroduction"
        )
        await server.stop()
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(
            result.stdoutText
                == "captcha: \(server.baseURL.absoluteString)/accounts/Captcha?ctoken=abc\nsigned in: true\n"
        )
        let forms = server.requests.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(forms.count == 2)
        #expect(forms.last?.hasSuffix("&logintoken=abc&logincaptcha=dinosaur") == true)
    }

    @Test func unknownSnippetIsAUsageError() async throws {
        let result = try await GDataCLIRunner.run(["nope", "http://127.0.0.1:1"], product: "GDataIntroduction")
        #expect(result.status == 64)
        #expect(result.stderrText.contains("snippets:"))
    }
}

import Foundation
import GData
import GDataHTTP
import GDataTestSupport
import Testing

/// The code shown in README.md, run as written (against a loopback server instead of a real feed URL).
@Suite("README examples")
struct ReadmeExampleTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/archive/sample-feed.xml")

    @Test("parse, read typed values, write back, compare")
    func parseExample() throws {
        let feed = try GDataXMLParser.parse(contentsOf: Self.sample)
        var titles: [String] = []
        for entry in feed.children(GDataEntryBase.self) {
            titles.append(entry.child(named: .atom("title"))?.stringValue ?? "-")
        }
        #expect(titles == ["Quarterly planning", "Reisekosten &amp; Belege", "Cancelled offsite"])
        let xml = feed.xmlData(pretty: true)
        let again = try GDataXMLParser.parse(xml)
        #expect(again.isEqual(to: feed))
    }

    @Test("stream an archive entry by entry")
    func streamExample() throws {
        let reader = try GDataFeedReader(contentsOf: Self.sample)
        let head = try reader.head()
        #expect(head.child(named: .atom("title"))?.stringValue == "Team notes (archived)")
        var count = 0
        while try reader.nextEntry() != nil { count += 1 }
        #expect(count == 3)
    }

    @Test("fetch with retries, a cache and a bearer token, then parse")
    func fetchExample() async throws {
        let body = try Data(contentsOf: Self.sample)
        let server = try await TestHTTPServer.start { request in
            request.header("Authorization") == "Bearer t0ken"
                ? TestHTTPResponse(status: 200, body: body).header("ETag", "\"v1\"")
                : TestHTTPResponse(status: 401, body: Data())
        }
        let feedURL = server.url("/feeds/team-notes")
        let token = "t0ken"

        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = .init()
        configuration.fetchHistory = GDataFetchHistory(shouldCacheResponses: true)
        configuration.authorizer = GDataBearerTokenAuthorizer(token: token)
        let fetcher = GDataHTTPFetcher(configuration: configuration)
        var outcome: Result<GDataObject, any Error>
        do {
            let response = try await fetcher.fetch(GDataHTTPRequest(url: feedURL))
            outcome = .success(
                try GDataXMLParser.parse(response.body, options: .init(documentURI: feedURL.absoluteString))
            )
        } catch {
            outcome = .failure(error)
        }
        await fetcher.shutdown()
        await server.stop()

        let feed = try outcome.get()
        #expect(feed.children(GDataEntryBase.self).count == 3)
        #expect(server.requests.count == 1)
    }
}

import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// The service snippet of README.md, run as written against a loopback server.
@Suite("README service example")
struct ReadmeServiceExampleTests {
    @Test func fetchUpdateDelete() async throws {
        let server = try await TestHTTPServer.start { request in
            guard request.header("Authorization") == "Bearer t0ken" else { return .status(401) }
            switch request.method {
            case "GET":
                let edit = "http://127.0.0.1:\(request.header("Host")?.split(separator: ":").last ?? "")/feeds/e/1"
                return AtomText.ok(
                    AtomText.feed(entries: [AtomText.entry(id: "1", title: "Old", etag: "\"e1\"", edit: edit)])
                )
            case "PUT":
                let sent = String(decoding: request.body, as: UTF8.self)
                return AtomText.ok(sent.replacingOccurrences(of: "&quot;e1&quot;", with: "&quot;e2&quot;"))
            default:
                return .status(200)
            }
        }
        let feedURL = server.url("/feeds/default")
        let token = "t0ken"

        var configuration = GDataService.Configuration()
        configuration.serviceVersion = "2"
        configuration.shouldFollowNextLinks = true
        let service = GDataService(configuration: configuration)
        service.authorization = .authorizer(GDataBearerTokenAuthorizer(token: token))

        var query = GDataQuery(feedURL: feedURL)
        query.maxResults = 25
        let feed = try await service.fetchFeed(query: query)
        let entry = feed.entries[0]
        entry.title = GDataTitle("Renamed")
        let stored = try await service.update(entry)
        try await service.delete(stored)
        await service.shutdown()

        await server.stop()
        #expect(stored.title?.stringValue == "Renamed")
        let seen = server.requests.map { "\($0.method) \($0.uri) \($0.header("If-Match") ?? "-")" }
        #expect(seen == ["GET /feeds/default?max-results=25 -", "PUT /feeds/e/1 \"e1\"", "DELETE /feeds/e/1 \"e2\""])
    }
}

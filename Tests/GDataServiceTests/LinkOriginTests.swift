import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// An entry or feed remembers the origin it was fetched from; credentials go to its links only at that origin unless
/// the caller names the URL or the configuration another origin. Two loopback origins: the service's server and
/// another one a fetched entry links to.
@Suite("Links of fetched objects get credentials only at their origin")
struct LinkOriginTests {
    static func entryXML(editLink: URL, postLink: URL? = nil) -> String {
        """
        <feed xmlns="http://www.w3.org/2005/Atom"><id>urn:f</id><title>F</title><updated>2026-01-01T00:00:00Z</updated>\
        \(postLink.map { #"<link rel="http://schemas.google.com/g/2005#post" type="application/atom+xml" href="\#($0.absoluteString)"/>"# } ?? "")\
        <entry><id>urn:e</id><title>E</title><updated>2026-01-01T00:00:00Z</updated>\
        <link rel="edit" href="\(editLink.absoluteString)"/></entry></feed>
        """
    }

    @Test("An edit or post link at another origin is refused before anything is sent; one at the origin is used")
    func otherOriginRefused() async throws {
        let other = try await TestHTTPServer.start { _ in .ok("") }
        let feedXML = TestLockedValue("")
        let home = try await TestHTTPServer.start { request in
            request.method == "GET"
                ? .ok(feedXML.current, contentType: "application/atom+xml") : .status(200, "", headers: [])
        }
        let service = GDataService(
            configuration: .init(),
            authorization: .authorizer(GDataBearerTokenAuthorizer(token: "secret-token"))
        )
        try await withCleanup {
            feedXML.withLock { $0 = Self.entryXML(editLink: other.url("/edit/e"), postLink: other.url("/post")) }
            let feed = try await service.fetchFeed(at: home.url("/feeds/f"))
            let entry = try #require(feed.entries.first)
            #expect(entry.fetchedOrigin == GDataHTTPOrigin(home.baseURL))
            #expect(feed.fetchedOrigin == GDataHTTPOrigin(home.baseURL))

            let refusals = [
                await #expect(throws: GDataServiceError.self, "delete") { try await service.delete(entry) },
                await #expect(throws: GDataServiceError.self, "update") { _ = try await service.update(entry) },
                await #expect(throws: GDataServiceError.self, "insert") {
                    _ = try await service.insert(entry, into: feed)
                },
            ]
            for refusal in refusals {
                #expect(refusal?.httpError?.code == .credentialOrigin, "\(String(describing: refusal))")
            }
            #expect(other.requests.isEmpty, "nothing reached the other origin")

            // Named explicitly by the caller: trusted.
            try await service.deleteResource(at: other.url("/edit/e"))
            #expect(other.requests.first?.header("Authorization") == "Bearer secret-token")

            // A link at the entry's own origin carries the credentials.
            feedXML.withLock { $0 = Self.entryXML(editLink: home.url("/edit/e")) }
            let local = try #require(try await service.fetchFeed(at: home.url("/feeds/f")).entries.first)
            try await service.delete(local)
            #expect(home.requests.last?.method == "DELETE")
            #expect(home.requests.last?.header("Authorization") == "Bearer secret-token")
        } cleanup: {
            await service.shutdown()
            await home.stop()
            await other.stop()
        }
    }

    @Test("An entry parsed from a file has no origin and its links are the caller's; a configured origin wins")
    func fileEntriesAndConfiguredOrigin() async throws {
        let server = try await TestHTTPServer.start { _ in .ok("") }
        try await withCleanup {
            let parsed = try GDataXMLParser.parse(Data(Self.entryXML(editLink: server.url("/edit/e")).utf8))
            let entry = try #require((parsed as? GDataFeedBase)?.entries.first)
            #expect(entry.fetchedOrigin == nil)
            let service = GDataService(
                configuration: .init(),
                authorization: .authorizer(GDataBearerTokenAuthorizer(token: "secret-token"))
            )
            try await service.delete(entry)
            #expect(server.requests.count == 1)
            await service.shutdown()

            var configuration = GDataService.Configuration()
            configuration.credentialOrigin = GDataHTTPOrigin(string: "https://elsewhere.example")
            let restricted = GDataService(
                configuration: configuration,
                authorization: .authorizer(GDataBearerTokenAuthorizer(token: "secret-token"))
            )
            await #expect(throws: GDataServiceError.self) { try await restricted.delete(entry) }
            #expect(server.requests.count == 1)
            await restricted.shutdown()
        } cleanup: {
            await server.stop()
        }
    }
}

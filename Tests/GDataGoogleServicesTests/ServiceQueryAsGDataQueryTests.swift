import Foundation
import GData
import GDataGoogleServices
import GDataServer
import GDataService
import Testing

/// A service query is a `GDataQuery` in all but name, as the original's subclasses were: every `GDataQuery` method
/// (the instance methods included, which dynamic member lookup could not reach) and accepted by every call that takes
/// a query.
@Suite("Service queries have every GDataQuery method and go wherever a GDataQuery does")
struct ServiceQueryAsGDataQueryTests {
    static let feedURL = URL(string: "http://127.0.0.1:1/feeds/contacts")!

    /// Every `GDataQuery` method, called on any query type.
    static func applyEveryQueryMethod(_ query: inout some GDataQueryProtocol) {
        query.addCategoryFilter(scheme: nil, term: "friends")
        var filter = GDataCategoryFilter(term: "family")
        filter.addExcludedCategory(term: "coworkers")
        query.addCategoryFilter(filter)
        query.setCustomParameter("custom", "a b")
        query.setCustomParameter("count", int: 7)
        query.setCustomParameter("flag", bool: true)
        query.setCustomParameter("since", date: GDataDateTime(rfc3339String: "2026-01-02T03:04:05Z"))
        query.fullTextQueryString = "Fred"
        query.startIndex = 3
        query.maxResults = 2
        query.author = "wilma"
        query.orderBy = "lastmodified"
        query.isAscendingOrder = true
        query.publishedMinDateTime = GDataDateTime(rfc3339String: "2026-01-01T00:00:00Z")
        query.updatedMaxDateTime = GDataDateTime(rfc3339String: "2026-12-31T00:00:00Z")
        query.shouldShowDeleted = true
        query.shouldPrettyPrint = true
        query.fieldSelection = "entry(title)"
        query.language = "en"
        query.protocolVersion = "3"
        query.shouldFormatErrorsAsXML = true
    }

    /// A call that takes any query, the way `fetchFeed(query:)` does.
    static func urlString(of query: some GDataQueryProtocol) -> String { query.urlString }

    @Test("GDataQueryContact takes every GDataQuery call and writes the same URL as a GDataQuery with its group")
    func contactQueryHasEveryQueryMethod() throws {
        var contact = GDataQueryContact(feedURL: Self.feedURL)
        Self.applyEveryQueryMethod(&contact)
        contact.groupIdentifier = "http://www.google.com/m8/feeds/groups/fred/base/6"
        var plain = GDataQuery(feedURL: Self.feedURL)
        Self.applyEveryQueryMethod(&plain)
        plain.setCustomParameter("group", "http://www.google.com/m8/feeds/groups/fred/base/6")

        #expect(contact.urlString == plain.urlString)
        #expect(Self.urlString(of: contact) == Self.urlString(of: plain))
        #expect(contact.url == plain.url)
        #expect(contact.categoryFilters.count == 2)
        #expect(contact.urlString.hasPrefix("http://127.0.0.1:1/feeds/contacts/-/friends/family%7C-coworkers?"))
        #expect(contact.customParameter("custom") == "a b")
        #expect(contact.intParameter("count") == 7)
        #expect(contact.boolParameter("flag"))
        #expect(contact.dateParameter("since")?.rfc3339String == "2026-01-02T03:04:05Z")
        #expect(contact.parameters["group"] == contact.groupIdentifier)
        contact.feedURL = URL(string: "http://127.0.0.1:1/feeds/other")!
        #expect(contact.query.feedURL.path == "/feeds/other")
    }

    @Test("each service query type is a GDataQueryProtocol with the same standard calls")
    func everyServiceQueryIsAQuery() {
        let queries: [any GDataQueryProtocol] = [
            GDataQuery(feedURL: Self.feedURL), GDataQueryContact(feedURL: Self.feedURL),
            GDataQueryCalendar(feedURL: Self.feedURL), GDataQueryDocs(feedURL: Self.feedURL),
            GDataQueryGooglePhotos(feedURL: Self.feedURL), GDataQuerySpreadsheet(feedURL: Self.feedURL),
            GDataQueryYouTube(feedURL: Self.feedURL),
        ]
        for var query in queries {
            query.addCategoryFilter(scheme: nil, term: "x")
            query.maxResults = 4
            #expect(query.urlString == "http://127.0.0.1:1/feeds/contacts/-/x?max-results=4", "\(type(of: query))")
        }
    }

    static let contacts = Data(
        """
        <feed xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005'>
        <id>urn:contacts</id><title>Contacts</title>
        <category scheme='http://schemas.google.com/g/2005#kind' term='http://schemas.google.com/contact/2008#contact'/>
        \((1...4).map { "<entry><id>urn:c:\($0)</id><updated>2026-01-0\($0)T00:00:00Z</updated><title>C\($0)</title>"
            + "<category scheme='http://schemas.google.com/g/2005#kind' term='http://schemas.google.com/contact/2008#contact'/>"
            + "</entry>" }.joined())
        </feed>
        """.utf8
    )

    @Test("fetchFeed(query:) and startFetchingFeed(query:feedClass:) take a GDataQueryContact")
    func serviceTakesAContactQuery() async throws {
        let server = try await GDataLocalServer.start(documents: ["contacts": Self.contacts])
        let service = GDataService(configuration: GDataServiceGoogleContact.configuration(userAgent: "Test/1.0"))
        let outcome: Result<(GDataFeedBase, GDataFeedBase), any Error>
        do {
            var query = GDataQueryContact(feedURL: server.feedURL(named: "contacts"))
            query.maxResults = 2
            query.startIndex = 2
            query.orderBy = "lastmodified"
            query.setCustomParameter("prettyprint", bool: true)
            let awaited = try await service.fetchFeed(query: query)
            query.startIndex = 3  // another URL: the same one would be a 304 (the service remembers ETags)
            let ticketed = try await service.startFetchingFeed(query: query, feedClass: GDataFeedContact.self).value(
                as: GDataFeedBase.self
            )
            outcome = .success((awaited, ticketed))
        } catch {
            outcome = .failure(error)
        }
        await service.shutdown()
        try await server.shutdown()
        let (awaited, ticketed) = try outcome.get()
        #expect(awaited is GDataFeedContact)
        #expect(ticketed is GDataFeedContact)
        // orderby=lastmodified is newest first (C4 C3 C2 C1); start-index and max-results pick two.
        #expect(awaited.entries.map { $0.title?.stringValue ?? "" } == ["C3", "C2"])
        #expect(ticketed.entries.map { $0.title?.stringValue ?? "" } == ["C2", "C1"])
    }
}

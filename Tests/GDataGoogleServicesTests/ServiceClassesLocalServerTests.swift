import Foundation
import GData
import GDataGoogleServices
import GDataServer
import GDataService
import Testing

/// A service class against the project's local GData server: the Calendar configuration (GData-Version 2.1), its
/// ClientLogin credentials at the local sign-in URL, and a Calendar query, giving typed event entries.
@Suite("Service classes against the local server")
struct ServiceClassesLocalServerTests {
    static let events = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/GDataIntroduction/Data/events.xml")

    @Test func calendarServiceSignsInAndQueriesEvents() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.requireAuth = true
        configuration.users = ["fred@example.com": "yabbadabbadoo"]
        let server = try await GDataLocalServer.start(
            documents: ["events": try Data(contentsOf: Self.events)],
            configuration: configuration
        )
        let service = GDataService(configuration: GDataServiceGoogleCalendar.configuration(userAgent: "Test/1.0"))
        service.setUserCredentials(
            GDataServiceGoogleCalendar.credentials(
                email: "fred@example.com",
                password: "yabbadabbadoo",
                signInURL: server.baseURL.appendingPathComponent("accounts/ClientLogin")
            )
        )
        var query = GDataQueryCalendar(feedURL: server.feedURL(named: "events"))
        query.maxResults = 3
        query.orderBy = "starttime"
        query.isAscendingOrder = false
        let result: Result<GDataFeedBase, GDataServiceError>
        do {
            result = .success(try await service.fetchFeed(query: query))
        } catch {
            result = .failure(error)
        }
        await service.shutdown()
        try await server.shutdown()
        let feed = try result.get()
        #expect(feed is GDataFeedCalendarEvent)
        #expect(feed.entries.allSatisfy { $0 is GDataEntryCalendarEvent })
        #expect(feed.entries.map { $0.title?.stringValue ?? "" } == ["Book club", "Release party", "Piano lesson"])
        #expect(service.clientLoginSignInCount == 1)
    }
}

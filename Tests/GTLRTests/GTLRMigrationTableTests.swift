import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Testing

/// The "Tickets of the REST client" table of `docs/migration.md`: each row's Swift form is called against a loopback
/// server and its effect asserted, and the table's rows must be exactly ``rows``.
@Suite("docs/migration.md: the REST README's ticket calls")
struct GTLRMigrationTableTests {
    static let rows: [(objc: String, swift: String)] = [
        ("originalQuery", "ticket.query"),
        ("executingQuery", "ticket.query"),
        ("ticketProperties", "ticket.properties"),
        ("objectFetcher", "ticket.request / service.fetcher"),
        ("waitForTicket:timeout:fetchedObject:error:", "try await ticket.value"),
        (
            "uploadPaused / pauseUpload / resumeUpload",
            "ticket.isUploadPaused / ticket.pauseUpload() / ticket.resumeUpload()"
        ),
        ("uploadLocationURL", "ticket.uploadLocationURL"),
        ("fetchRequest", "ticket.request"),
        ("completionBlock", "query.completionBlock"),
        ("requestForQuery:", "service.request(for:) / try await service.authorizedRequest(for:)"),
        ("fetcherService", "service.fetcher"),
    ]

    @Test("the table in docs/migration.md lists exactly the calls exercised here")
    func tableMatchesTheExercisedCalls() throws {
        let documented = try MigrationTableDocument.rows(under: "## Tickets of the REST client (GTLR README)")
        #expect(documented.map(\.objc) == Self.rows.map(\.objc))
        #expect(documented.map(\.swift) == Self.rows.map(\.swift))
    }

    @Test("a ticket's query, properties, request and awaited value")
    func ticketCalls() async throws {
        let server = try await TestHTTPServer.start { _ in
            var response = TestHTTPResponse.ok(#"{"kind":"drive#file","id":"f1","name":"Notes"}"#)
            response.headers = [TestHTTPHeader("Content-Type", "application/json; charset=UTF-8")]
            return response
        }
        let service = GTLRTestingSvcService()
        service.rootURLString = server.baseURL.absoluteString
        service.serviceProperties = ["app": "migration"]
        let query = GTLRTestingSvcQuery_FilesGet.query(withFileId: "f1")
        query.executionParameters.ticketProperties = ["step": 2]

        let ticket = service.startQuery(query)
        let value = try await ticket.value
        #expect((value as? GTLRTestingSvc_File)?.name == "Notes")
        // The ticket hands each reader a copy of its own (objects are not `Sendable`): equal, not the same instance.
        #expect(ticket.fetchedObject == value)
        #expect(ticket.fetchedObject !== value)

        // originalQuery / executingQuery: the ticket's copy of the query.
        #expect(ticket.query !== query)
        #expect(ticket.query.pathURITemplate == query.pathURITemplate)
        #expect((ticket.query as? GTLRTestingSvcQuery_FilesGet)?.fileId == "f1")
        // ticketProperties: the service's and the query's.
        #expect(ticket.properties["app"] as? String == "migration")
        #expect(ticket.properties["step"] as? Int == 2)
        // objectFetcher: the request sent, through the service's fetcher.
        let sent = try #require(ticket.request)
        let received = try #require(server.requests.first)
        #expect(sent.url.path == "/drive/v3/files/f1")
        #expect(received.path == sent.url.path)
        #expect(service.fetcher === service.fetcher)  // one fetcher for every ticket
        #expect(server.requests.count == 1)
        await service.shutdown()
        await server.stop()
    }

    @Test("a query's completion block, the request as sent, unauthorized and authorized requests, the upload controls")
    func requestAndUploadCalls() async throws {
        let server = try await TestHTTPServer.start { _ in
            var response = TestHTTPResponse.ok(#"{"kind":"drive#file","id":"f2","name":"Plan"}"#)
            response.headers = [TestHTTPHeader("Content-Type", "application/json; charset=UTF-8")]
            return response
        }
        let service = GTLRTestingSvcService()
        service.rootURLString = server.baseURL.absoluteString
        service.authorizer = GDataBearerTokenAuthorizer(token: "table-token")
        let query = GTLRTestingSvcQuery_FilesGet.query(withFileId: "f2")
        let called = TestLockedValue(0)
        // completionBlock: called with the query's result.
        query.completionBlock = { _, object, error in
            if error == nil, (object as? GTLRTestingSvc_File)?.name == "Plan" { called.withLock { $0 += 1 } }
        }
        // requestForQuery: unauthorized; the authorized form carries the service's authorizer.
        let plain = try service.request(for: query)
        #expect(plain.headers["Authorization"] == nil)
        let authorized = try await service.authorizedRequest(for: query)
        #expect(authorized.headers["Authorization"] == "Bearer table-token")
        #expect(authorized.url.path == plain.url.path)

        let ticket = service.startQuery(query)
        _ = try await ticket.value
        #expect(called.current == 1)
        // fetchRequest: the request as sent, with the header the server received.
        let sent = try #require(ticket.request)
        #expect(sent.headers["Authorization"] == "Bearer table-token")
        #expect(server.requests.first?.header("Authorization") == "Bearer table-token")
        // The upload controls on a ticket without an upload: nothing paused, no session (their effect on uploads is
        // asserted by GTLRUploadControlTests).
        #expect(!ticket.isUploadPaused)
        ticket.pauseUpload()
        ticket.resumeUpload()
        #expect(!ticket.isUploadPaused)
        #expect(ticket.uploadLocationURL == nil)
        // fetcherService: the service's one fetcher sent it.
        let fetcher: GDataHTTPFetcher = service.fetcher
        #expect(fetcher === service.fetcher)
        await service.shutdown()
        await server.stop()
    }
}

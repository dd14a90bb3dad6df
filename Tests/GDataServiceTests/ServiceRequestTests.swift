import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// What the service puts on the wire for each operation, checked on the server side.
@Suite("GDataService requests")
struct ServiceRequestTests {
    @Test func fetchFeedSendsTheStandardHeadersAndParses() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            AtomText.ok(
                AtomText.feed(title: "Calendars", entries: [AtomText.entry(id: "a", title: "First")]),
                headers: [TestHTTPHeader("GData-Version", "2.1")]
            )
        } _: { service, server in
            let feed = try await service.fetchFeed(at: server.url("/feeds/cal"))
            #expect(feed.title?.stringValue == "Calendars")
            #expect(feed.entries.first?.title?.stringValue == "First")
            #expect(feed.serviceVersion == "2.1")
            let request = try #require(server.requests.first)
            #expect(request.method == "GET")
            #expect(request.header("GData-Version") == "2")
            #expect(request.header("Accept") == "application/atom+xml, text/xml")
            #expect(request.header("Cache-Control") == "no-cache")
            #expect(request.header("Content-Type") == nil)
            let agent = try #require(request.header("User-Agent"))
            #expect(agent.hasPrefix("ServiceTests/1.0 swift-gdata/"))
            #expect(agent.hasSuffix(" (gzip)"))
        }
    }

    @Test func versionParameterInTheURLSuppressesTheHeader() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            AtomText.ok(AtomText.feed(entries: []))
        } _: { service, server in
            _ = try await service.fetchFeed(at: server.url("/feeds/a?v=3.0"))
            _ = try await service.fetchFeed(at: server.url("/feeds/a?alt=atom&v=3.0"))
            _ = try await service.fetchFeed(at: server.url("/feeds/a?xv=1"))
            let versions = server.requests.map { $0.header("GData-Version") }
            #expect(versions == [nil, nil, "2"])
        }
    }

    /// §2.14: GET sends If-None-Match even when weak; PUT/DELETE send If-Match only when strong; POST sends neither.
    @Test func etagHeadersPerMethod() async throws {
        let strong = "\"Rno_eTVSLyt7ImA9WxJREEUORwc.\""
        let weak = "W/\"DkYHQHgzfCt7ImA9WxJREEU.\""
        try await withService(configuration: plainConfiguration()) { request in
            if request.method == "DELETE" { return .status(200) }
            return AtomText.ok(AtomText.entry(id: "e", etag: strong, edit: "/feeds/a/e"))
        } _: { service, server in
            let url = server.url("/feeds/a/e")
            _ = try await service.fetchEntry(at: url, etag: weak)
            _ = try await service.fetchEntry(at: url, etag: strong)
            let strongEntry = try GDataEntryBase.parse(
                data: Data(AtomText.entry(id: "e", etag: strong, edit: url.absoluteString).utf8)
            )
            let weakEntry = try GDataEntryBase.parse(
                data: Data(AtomText.entry(id: "e", etag: weak, edit: url.absoluteString).utf8)
            )
            _ = try await service.update(strongEntry)
            _ = try await service.update(weakEntry)
            _ = try await service.update(weakEntry, etag: GDataService.etagWildcard)
            try await service.delete(strongEntry)
            try await service.delete(weakEntry)
            try await service.deleteResource(at: url, etag: "*")
            _ = try await service.insert(strongEntry, into: server.url("/feeds/a"))
            let seen = server.requests.map {
                "\($0.method) \($0.header("If-None-Match") ?? "-") \($0.header("If-Match") ?? "-")"
            }
            #expect(
                seen == [
                    "GET \(weak) -", "GET \(strong) -",
                    "PUT - \(strong)", "PUT - -", "PUT - *",
                    "DELETE - \(strong)", "DELETE - -", "DELETE - *",
                    "POST - -",
                ]
            )
        }
    }

    @Test func updateUsesPatchWithApplicationXMLWhenTheEntryHasFields() async throws {
        try await withService(configuration: plainConfiguration()) { request in
            AtomText.ok(AtomText.entry(id: "e", title: "Stored \(request.method)", edit: "/feeds/a/e"))
        } _: { service, server in
            let edit = server.url("/feeds/a/e").absoluteString
            let full = try GDataEntryBase.parse(data: Data(AtomText.entry(id: "e", edit: edit).utf8))
            let partial = try GDataEntryBase.parse(
                data: Data(AtomText.entry(id: "e", edit: edit, fields: "title").utf8)
            )
            let put = try await service.update(full)
            let patch = try await service.update(partial)
            #expect(put.title?.stringValue == "Stored PUT")
            #expect(patch.title?.stringValue == "Stored PATCH")
            let requests = server.requests
            #expect(requests.map(\.method) == ["PUT", "PATCH"])
            #expect(requests[0].header("Content-Type") == "application/atom+xml; charset=utf-8")
            #expect(requests[1].header("Content-Type") == "application/xml; charset=utf-8")
            let sent = try GDataEntryBase.parse(data: requests[1].body)
            #expect(sent.fieldSelection == "title")
            #expect(sent.identifier == "e")
        }
    }

    @Test func methodOverrideSendsPostWithTheHeader() async throws {
        var configuration = plainConfiguration()
        configuration.shouldUseMethodOverrideHeader = true
        try await withService(configuration: configuration) { request in
            request.header("X-HTTP-Method-Override") == "DELETE"
                ? .status(200) : AtomText.ok(AtomText.entry(id: "e", edit: "/e"))
        } _: { service, server in
            let entry = try GDataEntryBase.parse(
                data: Data(AtomText.entry(id: "e", etag: "\"x\"", edit: server.url("/e").absoluteString).utf8)
            )
            _ = try await service.fetchEntry(at: server.url("/e"))
            _ = try await service.update(entry)
            try await service.delete(entry)
            let seen = server.requests.map { "\($0.method) \($0.header("X-HTTP-Method-Override") ?? "-")" }
            #expect(seen == ["GET -", "POST PUT", "POST DELETE"])
            #expect(server.requests[2].header("If-Match") == "\"x\"")
        }
    }

    @Test func deleteWithAnEmptyBodyIsSuccessAndKeepsThePostedObject() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            .status(200)
        } _: { service, server in
            let entry = try GDataEntryBase.parse(
                data: Data(AtomText.entry(id: "gone", edit: server.url("/e/1").absoluteString).utf8)
            )
            let ticket = try service.startDeleting(entry)
            let object = try await ticket.value
            #expect(object == nil)
            #expect(ticket.statusCode == 200)
            #expect((ticket.postedObject as? GDataEntryBase)?.identifier == "gone")
            #expect(server.requests.first?.path == "/e/1")
        }
    }

    @Test func insertPostsTheEntryXML() async throws {
        try await withService(configuration: plainConfiguration()) { request in
            AtomText.ok(
                AtomText.entry(id: "created", title: "Echo").replacingOccurrences(
                    of: "Echo",
                    with: String(decoding: request.body, as: UTF8.self).contains("New event") ? "ok" : "bad"
                )
            )
        } _: { service, server in
            let entry = GDataEntryBase()
            entry.title = GDataTitle("New event")
            let created = try await service.insert(entry, into: server.url("/feeds/cal"))
            #expect(created.identifier == "created")
            #expect(created.title?.stringValue == "ok")
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.header("Content-Type") == "application/atom+xml; charset=utf-8")
            #expect(request.header("If-Match") == nil)
        }
    }

    @Test func missingEditLinkIsAnInvalidArgument() async throws {
        let service = GDataService(configuration: plainConfiguration())
        let error = await serviceError { _ = try await service.update(GDataEntryBase()) }
        #expect(error?.code == .invalidArgument)
        await service.shutdown()
    }

    @Test func serviceDocumentAddsAltAtomService() async throws {
        let document = try String(
            contentsOf: try #require(
                Bundle.module.url(
                    forResource: "FeedServiceDocTest2",
                    withExtension: "xml",
                    subdirectory: "Fixtures"
                )
            ),
            encoding: .utf8
        )
        try await withService(configuration: plainConfiguration()) { _ in
            TestHTTPResponse(
                status: 200,
                headers: [TestHTTPHeader("Content-Type", "application/atomsvc+xml")],
                body: Data(document.utf8)
            )
        } _: { service, server in
            let serviceDocument = try await service.fetchServiceDocument(at: server.url("/feeds/user"))
            #expect(server.requests.first?.uri == "/feeds/user?alt=atom-service")
            #expect(serviceDocument.workspaces.count == 2)
            let accepts = serviceDocument.workspaces.flatMap(\.collections).flatMap(\.accepts).map(\.stringValue)
            #expect(accepts == ["image/png", "image/jpeg", "image/gif", "video/*", "image/jpg", "entry"])
        }
    }

    @Test func surrogatesAndIgnoreUnknownsApplyToFetchedFeeds() async throws {
        var configuration = plainConfiguration()
        configuration.surrogates.set(SurrogateEntry.self, for: GDataEntryBase.self)
        configuration.shouldIgnoreUnknowns = true
        try await withService(configuration: configuration) { _ in
            AtomText.ok(
                AtomText.feed(entries: [AtomText.entry(id: "s", extra: "<x:unknown xmlns:x='urn:x'>1</x:unknown>")])
            )
        } _: { service, server in
            let feed = try await service.fetchFeed(at: server.url("/feeds/s"))
            let entry = try #require(feed.entries.first)
            #expect(entry is SurrogateEntry)
            #expect(entry.unknownChildren.isEmpty)
            #expect(feed.shouldIgnoreUnknowns)
        }
    }
}

/// An application subclass the service instantiates in place of `GDataEntryBase`.
final class SurrogateEntry: GDataEntryBase {}

import Foundation
import GData
import GDataHTTP
import GDataServer
import GDataService
import GDataTestSupport
import Testing

/// The "Building and sending objects" table of `docs/migration.md`: every row's Swift form is called here and its
/// effect asserted, and the table's rows must be exactly ``rows``, so the document cannot name a call that does not
/// compile.
@Suite("docs/migration.md: the introduction's building and sending calls")
struct MigrationTableTests {
    /// The table's rows as (Objective-C, Swift), in order.
    static let rows: [(objc: String, swift: String)] = [
        ("setTitleWithString:", #"entry.title = GDataTitle("…")"#),
        ("addAuthor:", "entry.addAuthor(GDataPerson(name:email:))"),
        ("whenWithStartTime:endTime:", "GDataWhen(startTime:endTime:)"),
        ("addTime:", "event.times.append(_:)"),
        ("addReminders:", "when.reminders.append(_:)"),
        ("setBatchIDWithString:", #"entry.batchID = "…""#),
        ("setEntriesWithEntries:", "feed.entries = […]"),
        ("batchOperationWithType:", "GDataBatchOperation(type:)"),
        ("dateTimeWithDate:timeZone:", "GDataDateTime(date:timeZone:)"),
        // Called with a service-document query in MigrationFidelityTests and with service queries in GDataGoogleServicesTests.
        ("fetchFeedWithQuery:", "service.startFetchingFeed(query:feedClass:) / fetchServiceDocument(query:)"),
        ("setShouldCacheDatedData:", "Configuration.shouldCacheResponseData"),
        ("clearLastModifiedDates", "service.clearResponseDataCache()"),
        ("setServiceUploadProgressSelector:", "Configuration.uploadProgressBlock"),
        (
            "[[ticket authFetcher] setProxyCredential:]",
            "Configuration.fetcherConfiguration.proxy = GDataHTTPFetcher.Proxy(url:username:password:)"
        ),
    ]

    static let heading = "## Building and sending objects (GData introduction)"

    @Test("the table in docs/migration.md lists exactly the calls exercised here")
    func tableMatchesTheExercisedCalls() throws {
        let documented = try MigrationTableDocument.rows(under: Self.heading)
        #expect(documented.map(\.objc) == Self.rows.map(\.objc))
        #expect(documented.map(\.swift) == Self.rows.map(\.swift))
    }

    @Test("an event built the introduction's way: title, author, time with a reminder, a dated time zone")
    func buildingAnEvent() throws {
        let event = GDataEntryCalendarEvent()
        event.addStandardKind()  // the kind category the original's `+calendarEvent` added
        let entry: GDataEntryBase = event
        entry.title = GDataTitle("Tennis with Beth")
        entry.addAuthor(GDataPerson(name: "Fred Flintstone", email: "fred@example.com"))
        let start = GDataDateTime(
            date: Date(timeIntervalSince1970: 1_227_546_000),
            timeZone: TimeZone(secondsFromGMT: -8 * 3600)
        )
        let end = GDataDateTime(date: Date(timeIntervalSince1970: 1_227_549_600), timeZone: nil)
        let when = GDataWhen(startTime: start, endTime: end)
        let reminder = GDataReminder()
        reminder.minutes = 10
        reminder.method = "email"
        when.reminders.append(reminder)
        event.times.append(when)

        let xml = String(decoding: GDataXMLWriter().data(for: event), as: UTF8.self)
        let parsed = try #require(try GDataXMLParser.parse(Data(xml.utf8)) as? GDataEntryCalendarEvent)
        #expect(parsed.title?.stringValue == "Tennis with Beth")
        #expect(parsed.authors.map { $0.personName ?? "" } == ["Fred Flintstone"])
        #expect(parsed.authors.first?.email == "fred@example.com")
        let time = try #require(parsed.times.first)
        #expect(time.startTime?.rfc3339String == "2008-11-24T09:00:00-08:00")
        #expect(time.endTime?.rfc3339String == "2008-11-24T18:00:00Z")
        #expect(time.reminders.map { $0.minutes } == [10])
        #expect(time.reminders.first?.method == "email")
    }

    @Test("a batch built the introduction's way: batch IDs, the feed's entries, a default operation")
    func buildingABatch() async throws {
        try await LocalServerServiceTests.withLocalServer(contacts: 3) { server, service, _ in
            let contacts = try await service.fetchFeed(at: server.feedURL(named: "contacts"))
            let batch = GDataFeedBase()
            let doomed = contacts.entries.prefix(2).map { $0.copy() }
            for (index, entry) in doomed.enumerated() { entry.batchID = "delete-\(index + 1)" }
            batch.entries = doomed
            batch.batchOperation = GDataBatchOperation(type: GDataBatchOperation.OperationType.delete)
            #expect(batch.entries.count == 2)
            #expect(batch.entries.first?.batchIDElement?.stringValue == "delete-1")

            let result = try await service.batch(batch, to: try #require(contacts.batchLink?.url))
            #expect(
                result.entries.map { "\($0.batchID ?? "") \($0.batchStatus?.code ?? 0)" } == [
                    "delete-1 200", "delete-2 200",
                ]
            )
            let after = try await service.fetchFeed(at: server.feedURL(named: "contacts"))
            #expect(after.entries.map { $0.title?.stringValue ?? "" } == ["Contact 3"])
        }
    }

    @Test(
        "cached dated data answers a 304 with the earlier feed; clearing the dates makes the next fetch unconditional"
    )
    func cachingAndClearingDatedData() async throws {
        try await LocalServerServiceTests.withLocalServer(
            contacts: 2,
            service: { $0.shouldCacheResponseData = true }
        ) { server, service, requests in
            let url = server.feedURL(named: "contacts")
            let first = try await service.fetchFeed(at: url)
            let second = try await service.fetchFeed(at: url)
            #expect(second.entries.count == first.entries.count)
            service.clearResponseDataCache()
            _ = try await service.fetchFeed(at: url)
            #expect(try requests().map(\.status) == [200, 304, 200])
        }
    }

    @Test("the service-wide upload progress block sees every ticket's upload and can pause it")
    func serviceUploadProgressHandler() async throws {
        let seen = TestLockedValue<[(sent: Int64, total: Int64)]>([])
        try await LocalServerServiceTests.withLocalServer(
            service: { configuration in
                configuration.uploadProgressBlock = { ticket, sent, total in
                    seen.withLock { $0.append((sent, total)) }
                    #expect(!ticket.isUploadPaused)
                }
            }
        ) { server, service, _ in
            let text = Data(repeating: UInt8(ascii: "x"), count: 70_000)
            let entry = GDataEntryBase()
            entry.title = GDataTitle("Progress")
            let created = try await service.insert(
                entry,
                media: GDataMediaUpload(source: .data(text), mimeType: "text/plain", slug: "x.txt"),
                into: server.feedURL(named: "files")
            )
            #expect(created.title?.stringValue == "Progress")
        }
        let reports = seen.current
        let last = try #require(reports.last)
        #expect(last.sent == last.total)
        #expect(last.total > 70_000)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.sent <= $1.sent })
    }

    @Test("a proxy credential goes to the proxy; a proxy's 407 is a GDataServiceError with status 407")
    func proxyCredentialAndA407() async throws {
        let proxy = try await TestHTTPServer.start { _ in
            .status(
                407,
                "proxy authentication required",
                headers: [TestHTTPHeader("Proxy-Authenticate", "Basic realm=\"test\"")]
            )
        }
        var configuration = GDataService.Configuration()
        configuration.fetcherConfiguration.proxy = GDataHTTPFetcher.Proxy(
            url: proxy.url("/"),
            username: "fred",
            password: "wrong-secret"
        )
        let service = GDataService(configuration: configuration)
        let outcome: Result<GDataFeedBase, GDataServiceError>
        do {
            outcome = .success(try await service.fetchFeed(at: URL(string: "http://127.0.0.1:9/feeds/contacts")!))
        } catch {
            outcome = .failure(error)
        }
        await service.shutdown()
        await proxy.stop()
        guard case .failure(let error) = outcome else {
            Issue.record("a 407 from the proxy must fail the fetch")
            return
        }
        #expect(error.code == .httpStatus)
        #expect(error.status == 407)
        #expect(!"\(error)".contains("wrong-secret"))
        let received = try #require(proxy.requests.first)
        // The request went to the proxy (absolute target) with the credential as Basic proxy authorization.
        #expect(received.uri == "http://127.0.0.1:9/feeds/contacts")
        #expect(
            received.header("Proxy-Authorization") == "Basic " + Data("fred:wrong-secret".utf8).base64EncodedString()
        )
    }

    @Test("the README and every getting-started article give the same dependency line")
    func dependencyLineIsTheSameEverywhere() throws {
        let root = MigrationTableDocument.url.deletingLastPathComponent().deletingLastPathComponent()
        let articles =
            ["README.md"]
            + ["GDataCore", "GDataHTTP", "GDataService", "GDataGoogleServices", "GDataServer", "GTLR"].map {
                "Sources/\($0)/\($0).docc/GettingStarted.md"
            }
        var lines: [String: [String]] = [:]
        for article in articles {
            let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
            let found = text.split(separator: "\n").filter { $0.hasPrefix(".package(url:") }.map(String.init)
            #expect(found.count == 1, "\(article): \(found)")
            for line in found { lines[line, default: []].append(article) }
        }
        #expect(lines.count == 1, "\(lines)")
        // A branch, not a version: the repository has no release tag a `from:` requirement could resolve to.
        #expect(lines.keys.first?.hasSuffix(#"branch: "main"),"#) == true)
    }
}

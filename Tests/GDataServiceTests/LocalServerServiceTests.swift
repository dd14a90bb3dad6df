import Foundation
import GData
import GDataHTTP
import GDataServer
import GDataService
import GDataTestSupport
import Testing

/// The service layer against the project's local GData server (`GDataLocalServer`, what `gdata serve` runs): the
/// whole write cycle with real ETags, paging, batch, media, service documents, conditional GETs and ClientLogin, with
/// what the server received read back from its request log. Faults no real server makes on demand are tested with the
/// in-process servers of the other suites.
@Suite("GDataService against the local GData server")
struct LocalServerServiceTests {
    static let namespaces =
        "xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005'"

    /// A contacts feed of `count` entries named Contact 1…N.
    static func contacts(_ count: Int) -> Data {
        let entries = (0..<count).map { index in
            "<entry><id>urn:contact:\(index + 1)</id><updated>2009-01-0\(index % 9 + 1)T10:00:00Z</updated>"
                + "<title>Contact \(index + 1)</title><gd:email address='c\(index + 1)@example.com'/></entry>"
        }
        return Data("<feed \(namespaces)><id>urn:contacts</id><title>Contacts</title>\(entries.joined())</feed>".utf8)
    }

    static let mediaService = Data(
        """
        <service xmlns='http://www.w3.org/2007/app' xmlns:atom='http://www.w3.org/2005/Atom'><workspace>
          <atom:title>Test</atom:title>
          <collection href='contacts'><atom:title>Contacts</atom:title></collection>
          <collection href='files'><atom:title>Files</atom:title><accept>text/plain</accept>
            <accept>application/atom+xml;type=entry</accept></collection>
        </workspace></service>
        """.utf8
    )

    /// Runs `body` with an in-memory local server (contacts and files collections), a service, and the server's request
    /// log; stops both afterwards.
    static func withLocalServer<T>(
        contacts count: Int = 3,
        server change: (inout GDataLocalServer.Configuration) -> Void = { _ in },
        service changeService: (inout GDataService.Configuration) -> Void = { _ in },
        _ body: (GDataLocalServer, GDataService, () throws -> [LoggedRequest]) async throws -> T
    ) async throws -> T {
        try await withTemporaryDirectory(prefix: "gdata-local") { directory in
            let log = directory.appendingPathComponent("requests.jsonl")
            var configuration = GDataLocalServer.Configuration()
            configuration.logFile = log
            change(&configuration)
            let documents = [
                "contacts": contacts(count),
                "files": Data("<feed \(namespaces)><id>f</id><title>Files</title></feed>".utf8),
            ]
            return try await GDataTestSupport.withLocalServer(
                documents: documents,
                serviceDocument: mediaService,
                configuration: configuration
            ) { server in
                var serviceConfiguration = GDataService.Configuration()
                serviceConfiguration.serviceVersion = "2"
                serviceConfiguration.fetcherConfiguration.userAgent = "LocalServerTests/1.0"
                changeService(&serviceConfiguration)
                let service = GDataService(configuration: serviceConfiguration)
                return try await withCleanup(
                    { try await body(server, service) { try LoggedRequest.read(log) } },
                    cleanup: { await service.shutdown() }
                )
            }
        }
    }

    /// One line of the server's JSON request log.
    struct LoggedRequest: Equatable, CustomStringConvertible {
        var method: String
        var path: String
        var status: Int
        var description: String { "\(method) \(path) \(status)" }

        static func read(_ url: URL) throws -> [LoggedRequest] {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return try text.split(separator: "\n").map { line in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return LoggedRequest(
                    method: try #require(object["method"] as? String),
                    path: try #require(object["path"] as? String),
                    status: try #require(object["status"] as? Int)
                )
            }
        }
    }

    @Test func insertUpdatePatchAndDeleteWithTheServersETags() async throws {
        try await Self.withLocalServer { server, service, requests in
            let feedURL = server.feedURL(named: "contacts")
            let feed = try await service.fetchFeed(at: feedURL)
            #expect(feed.entries.count == 3)

            let entry = GDataEntryBase()
            entry.title = GDataTitle("Ada")
            let created = try await service.insert(entry, into: feed)
            let etag = try #require(created.ETag)
            #expect(!GDataService.isWeakETag(etag))
            let editURL = try #require(created.editLink?.url)
            #expect(created.identifier?.isEmpty == false)

            created.title = GDataTitle("Ada Lovelace")
            let updated = try await service.update(created)
            #expect(updated.title?.stringValue == "Ada Lovelace")
            #expect(updated.ETag != etag)

            // The copy still holding the old ETag is refused: a typed precondition failure with the server's reason.
            created.title = GDataTitle("Stale")
            let stale = await serviceError { _ = try await service.update(created) }
            #expect(stale?.code == .preconditionFailed)
            #expect(stale?.status == 412)
            #expect(stale?.serverErrors.first?.code == "etagsMismatch")

            // PATCH (gd:fields): only the title changes, the rest of the stored entry stays.
            let patch = GDataEntryBase()
            patch.title = GDataTitle("Countess")
            patch.fieldSelection = "title"
            patch.ETag = updated.ETag
            let patched = try await service.update(patch, at: editURL)
            #expect(patched.title?.stringValue == "Countess")
            #expect(patched.identifier == created.identifier)

            try await service.delete(patched)
            let gone = await serviceError { _ = try await service.fetchEntry(at: editURL) }
            #expect(gone?.status == 404)

            let log = try requests()
            #expect(log.map(\.method) == ["GET", "POST", "PUT", "PUT", "PATCH", "DELETE", "GET"])
            #expect(log.map(\.status) == [200, 201, 200, 412, 200, 200, 404])
        }
    }

    @Test func methodOverrideSendsPostsTheServerActsOn() async throws {
        try await Self.withLocalServer(service: { $0.shouldUseMethodOverrideHeader = true }) {
            server,
            service,
            requests in
            let feed = try await service.fetchFeed(at: server.feedURL(named: "contacts"))
            let first = try #require(feed.firstEntry)
            first.title = GDataTitle("Renamed")
            let updated = try await service.update(first)
            #expect(updated.title?.stringValue == "Renamed")
            try await service.delete(updated)
            let after = try await service.fetchFeed(at: server.feedURL(named: "contacts"))
            #expect(after.entries.count == 2)
            #expect(try requests().map(\.method) == ["GET", "POST", "POST", "GET"])
        }
    }

    @Test func followingNextLinksGathersEveryPageAndReportsTheCap() async throws {
        try await Self.withLocalServer(
            contacts: 7,
            server: { $0.pageSize = 2 },
            service: { $0.shouldFollowNextLinks = true }
        ) {
            server,
            service,
            requests in
            let ticket = service.startFetchingFeed(at: server.feedURL(named: "contacts"))
            let feed = try await ticket.value(as: GDataFeedBase.self)
            #expect(feed.entries.map { $0.title?.stringValue ?? "" } == (1...7).map { "Contact \($0)" })
            #expect(feed.nextLink == nil)
            #expect(ticket.pagesFetched == 4)
            #expect(try requests().count == 4)
        }
        try await Self.withLocalServer(
            contacts: 7,
            server: { $0.pageSize = 2 },
            service: { configuration in
                configuration.shouldFollowNextLinks = true
                configuration.maxNextLinksFollowed = 1
            }
        ) { server, service, requests in
            let ticket = service.startFetchingFeed(at: server.feedURL(named: "contacts"))
            let feed = try await ticket.value(as: GDataFeedBase.self)
            #expect(feed.entries.count == 4)
            let truncation = try #require(ticket.pagingTruncation)
            #expect(truncation.pagesFetched == 2)
            #expect(truncation.unfollowedNextURL.query?.contains("start-index=5") == true)
            #expect(try requests().count == 2)
        }
    }

    @Test func conditionalGetsUseTheServersValidators() async throws {
        try await Self.withLocalServer(service: { $0.shouldCacheResponseData = true }) { server, service, requests in
            let url = server.feedURL(named: "contacts")
            let first = try await service.fetchFeed(at: url)
            let cached = try await service.fetchFeed(at: url)
            #expect(cached.entries.count == first.entries.count)
            // A write changes the feed's ETag, so the next GET is a full 200 with the new entry.
            let entry = GDataEntryBase()
            entry.title = GDataTitle("New")
            _ = try await service.insert(entry, into: url)
            let fresh = try await service.fetchFeed(at: url)
            #expect(fresh.entries.count == 4)
            #expect(fresh.ETag != first.ETag)
            #expect(try requests().map(\.status) == [200, 304, 201, 200])
        }
    }

    @Test func batchAgainstTheServerAppliesEachOperation() async throws {
        try await Self.withLocalServer { server, service, _ in
            let feed = try await service.fetchFeed(at: server.feedURL(named: "contacts"))
            let batchURL = try #require(feed.batchLink?.url)
            let batch = GDataFeedBase()
            let insert = GDataEntryBase()
            insert.title = GDataTitle("Inserted")
            insert.batchID = "i"
            insert.batchOperation = GDataBatchOperation(type: GDataBatchOperation.OperationType.insert)
            batch.addEntry(insert)
            let update = try #require(feed.entries.first?.copy())
            update.title = GDataTitle("Updated")
            update.batchID = "u"
            update.batchOperation = GDataBatchOperation(type: GDataBatchOperation.OperationType.update)
            batch.addEntry(update)
            let stale = try #require(feed.entries.last?.copy())
            stale.ETag = "\"stale\""
            stale.batchID = "d"
            stale.batchOperation = GDataBatchOperation(type: GDataBatchOperation.OperationType.delete)
            batch.addEntry(stale)
            let result = try await service.batch(batch, to: batchURL)
            let statuses = result.entries.map { "\($0.batchID ?? "") \($0.batchStatus?.code ?? 0)" }
            #expect(statuses == ["i 201", "u 200", "d 412"])
            let after = try await service.fetchFeed(at: server.feedURL(named: "contacts"))
            #expect(
                after.entries.map { $0.title?.stringValue ?? "" } == ["Updated", "Contact 2", "Contact 3", "Inserted"]
            )
        }
    }

    @Test func mediaGoesUpInOneRequestOrResumablyAndComesBackByteForByte() async throws {
        try await Self.withLocalServer { server, service, requests in
            let text = Data((0..<120_000).map { UInt8(ascii: "a") + UInt8($0 % 26) })
            let files = server.feedURL(named: "files")
            let entry = GDataEntryBase()
            entry.title = GDataTitle("Alphabet")
            let single = try await service.insert(
                entry,
                media: GDataMediaUpload(source: .data(text), mimeType: "text/plain", slug: "alphabet.txt"),
                into: files
            )
            #expect(single.title?.stringValue == "Alphabet")

            // Resumable, in 50,000-byte chunks (the smallest the engine sends), from the collection's #resumable-create-media link.
            let feed = try await service.fetchFeed(at: files)
            let resumableURL = try #require(feed.link(rel: GDataLink.Rel.resumableCreateMedia)?.url)
            let ticket = service.startInserting(
                nil,
                media: GDataMediaUpload(
                    source: .data(text),
                    mimeType: "text/plain",
                    slug: "again.txt",
                    chunkSize: 50_000
                ),
                into: resumableURL
            )
            let resumed = try await ticket.value(as: GDataEntryBase.self)
            #expect(ticket.uploadProgress?.sent == Int64(text.count))

            for uploaded in [single, resumed] {
                let scratch = try temporaryDirectory(prefix: "media")
                defer { try? FileManager.default.removeItem(at: scratch) }
                let file = scratch.appendingPathComponent("download")
                try await service.downloadMedia(of: uploaded, to: file)
                #expect(try Data(contentsOf: file) == text)
            }
            let chunks = try requests().filter { $0.method == "PUT" }
            #expect(chunks.map(\.status) == [308, 308, 201])
        }
    }

    @Test func serviceDocumentListsTheCollectionsAndWhatTheyAccept() async throws {
        try await Self.withLocalServer { server, service, _ in
            let document = try await service.fetchServiceDocument(at: server.feedURL(named: "files"))
            let collections = document.workspaces.flatMap(\.collections)
            #expect(collections.map { $0.title?.stringValue ?? "" } == ["Files"])
            #expect(collections.first?.accepts.map(\.stringValue) == ["text/plain", "application/atom+xml;type=entry"])
        }
    }

    @Test func badQueryParameterIsATypedErrorWithTheServersReason() async throws {
        try await Self.withLocalServer { server, service, _ in
            var query = GDataQuery(feedURL: server.feedURL(named: "contacts"))
            query.orderBy = "shoe-size"
            let error = await serviceError { _ = try await service.fetchFeed(query: query) }
            #expect(error?.status == 400)
            #expect(error?.serverErrors.first?.code == "invalidParameter")
            #expect(error?.serverErrors.first?.location == "orderby")
        }
    }

    @Test func concurrentRequestsShareOneClientLoginSignIn() async throws {
        try await Self.withLocalServer(server: { configuration in
            configuration.requireAuth = true
            configuration.users = ["fred@example.com": "yabbadabbadoo"]
        }) { server, service, requests in
            service.setUserCredentials(
                GDataClientLoginCredentials(
                    email: "fred@example.com",
                    password: "yabbadabbadoo",
                    serviceID: "cp",
                    signInURL: server.baseURL.appendingPathComponent("accounts/ClientLogin")
                )
            )
            let url = server.feedURL(named: "contacts")
            let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<6 { group.addTask { try await service.fetchFeed(at: url).entries.count } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(counts == Array(repeating: 3, count: 6))
            let log = try requests()
            #expect(log.filter { $0.path.hasPrefix("/accounts/ClientLogin") }.count == 1)
            #expect(
                log.filter { $0.path.hasPrefix("/feeds/contacts") }.map(\.status) == Array(repeating: 200, count: 6)
            )
            #expect(service.clientLoginSignInCount == 1)
        }
    }
}

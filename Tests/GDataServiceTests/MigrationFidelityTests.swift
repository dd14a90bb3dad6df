import Foundation
import GData
import GDataServer
import GDataService
import Testing

/// Calls of the original's introduction ported literally, against the local GData server: what a migrating user's
/// code reads must be where the original put it.
@Suite("Migration fidelity: the introduction's calls against the local server")
struct MigrationFidelityTests {
    @Test("the response entry where a batch halted carries batch:interrupted with its reason and counts")
    func batchInterruptedIsOnTheResponseEntry() async throws {
        try await LocalServerServiceTests.withLocalServer { server, service, _ in
            let feed = try await service.fetchFeed(at: server.feedURL(named: "contacts"))
            let batchURL = try #require(feed.batchLink?.url)
            let batch = GDataFeedBase()
            for (batchID, type) in [
                ("first", "insert"), ("missing", "delete"), ("bad", "explode"), ("never", "insert"),
            ] {
                let entry = GDataEntryBase()
                entry.title = GDataTitle("Batch \(batchID)")
                if batchID == "missing" { entry.identifier = "urn:contact:none" }
                entry.batchID = batchID
                entry.batchOperation = GDataBatchOperation(type: type)
                batch.addEntry(entry)
            }
            let result = try await service.batch(batch, to: batchURL)
            #expect(result.entries.map { $0.batchID ?? "" } == ["first", "missing", "bad"])
            // The introduction's loop: each result entry's status, and the interruption on the one where it stopped.
            #expect(result.entries.map { $0.batchStatus?.code } == [201, 404, nil])
            #expect(result.entries.prefix(2).allSatisfy { $0.batchInterrupted == nil })
            let interrupted = try #require(result.entries.last?.batchInterrupted)
            #expect(interrupted.reason?.contains("explode") == true)
            #expect(interrupted.successCount == 1)
            #expect(interrupted.errorCount == 1)
            #expect(interrupted.totalCount == 3)
            // The feed keeps its own copy.
            #expect(result.batchInterrupted?.totalCount == 3)
            let after = try await service.fetchFeed(at: server.feedURL(named: "contacts"))
            #expect(
                after.entries.map { $0.title?.stringValue ?? "" }.filter { $0.hasPrefix("Batch") } == ["Batch first"]
            )
        }
    }

    @Test("a feed fetch whose query asks for the service document gives the GDataAtomServiceDocument")
    func serviceDocumentQueryGivesTheServiceDocument() async throws {
        try await LocalServerServiceTests.withLocalServer { server, service, _ in
            // The introduction: `[query setResultFormat:kGDataQueryResultServiceDocument]`, then
            // `fetchFeedWithQuery:`; its callback received the service document.
            var query = GDataQuery(feedURL: server.feedURL(named: "files"))
            query.resultFormat = GDataQuery.ResultFormat.serviceDocument
            let object = try await service.startFetchingFeed(query: query).value
            let document = try #require(object as? GDataAtomServiceDocument, "\(String(describing: object))")
            let collections = document.workspaces.flatMap(\.collections)
            #expect(collections.map { $0.title?.stringValue ?? "" } == ["Files"])
            #expect(collections.first?.accepts.map(\.stringValue) == ["text/plain", "application/atom+xml;type=entry"])

            let awaited = try await service.fetchServiceDocument(query: query)
            #expect(awaited.workspaces.flatMap(\.collections).count == 1)
            // fetchFeed(query:) promises a feed: it says which call gives the service document.
            let error = await #expect(throws: GDataServiceError.self) { try await service.fetchFeed(query: query) }
            #expect(error?.message.contains("fetchServiceDocument(query:)") == true)
        }
    }
}

import Foundation
import GTLR
import GTLRTestingSvc
import Testing

/// Objects, queries and batches are not `Sendable` (issue 30 §2): the compiler keeps each in one task or actor at a
/// time. These tests compile only because the service takes and returns them soundly (a query sent into a task, a
/// main-actor caller that keeps its query, results that are the caller's own); what they run checks that the ticket
/// and the service hand out copies rather than sharing one object between tasks.
struct GTLRSendingTests {
    /// A service whose test block answers a files.get with a file named after the query's `fileId`.
    static func service() -> GTLRTestingSvcService {
        let service = GTLRTestingSvcService()
        service.testBlock = { _, query in
            let file = GTLRTestingSvc_File()
            file.name = query.parameters["fileId"]?.stringValue
            return .object(file)
        }
        return service
    }

    @Test func aQuerySentIntoATaskGivesItsResultBack() async throws {
        let service = Self.service()
        let query = GTLRTestingSvcQuery_FilesGet.query(withFileId: "moved")
        // The task takes the query (this function does not use it again) and returns what it made of the result.
        let task = Task { () async throws -> String? in
            let file = try await service.executeQuery(query, as: GTLRTestingSvc_File.self)
            file.name = (file.name ?? "") + " and edited in the task"
            return file.name
        }
        #expect(try await task.value == "moved and edited in the task")
    }

    @MainActor @Test func theMainActorKeepsItsQueryAndOwnsTheResult() async throws {
        let service = Self.service()
        let query = GTLRTestingSvcQuery_FilesGet.query(withFileId: "one")
        let first = try await service.executeQuery(query)
        // The call copied the query: the main actor still owns it, edits it and runs it again.
        query.fileId = "two"
        let second = try await service.executeQuery(query, as: GTLRTestingSvc_File.self)
        #expect((first as? GTLRTestingSvc_File)?.name == "one")
        #expect(second.name == "two")
        // The result is the caller's own (`sending`): it can go on to another task.
        let name = await Task.detached { [second] in second.name }.value
        #expect(name == "two")
    }

    @Test func eachReaderOfATicketGetsItsOwnCopy() async throws {
        let service = Self.service()
        let ticket = service.startQuery(GTLRTestingSvcQuery_FilesGet.query(withFileId: "shared"))
        // Eight tasks read the ticket's result at once and each edits what it got.
        let names = try await withThrowingTaskGroup(of: String?.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let file = try await ticket.value as? GTLRTestingSvc_File
                    file?.name = "reader \(index)"
                    return file?.name
                }
            }
            var names: Set<String?> = []
            for try await name in group { names.insert(name) }
            return names
        }
        #expect(names.count == 8)
        let kept = try #require(ticket.fetchedObject as? GTLRTestingSvc_File)
        #expect(kept.name == "shared")
        kept.name = "edited copy"
        #expect((ticket.fetchedObject as? GTLRTestingSvc_File)?.name == "shared")
        #expect(ticket.fetchedObject !== ticket.fetchedObject)
        let query = ticket.query
        query.parameters["fileId"] = "edited"
        #expect((ticket.query as? GTLRTestingSvcQuery_FilesGet)?.fileId == "shared")
    }

    @Test func aBatchSentIntoATaskGivesItsResultBack() async throws {
        let service = Self.service()
        let batch = GTLRBatchQuery(queries: [
            GTLRTestingSvcQuery_FilesGet.query(withFileId: "a"), GTLRTestingSvcQuery_FilesGet.query(withFileId: "b"),
        ])
        let ids = batch.queries.map(\.requestID)
        // The task takes the batch; the result it gets is its own, so it can also be sent on whole.
        let task = Task { () async throws -> [String?] in
            let result = try await service.executeBatch(batch)
            return await Task.detached { [result] in ids.map { (result.successes[$0] as? GTLRTestingSvc_File)?.name } }
                .value
        }
        #expect(try await task.value == ["a", "b"])
    }

    @Test func copiesKeepWhatLivesBesideTheJSON() throws {
        let data = GTLRDataObject()
        data.data = Data("bytes".utf8)
        data.contentType = "text/plain"
        let dataCopy = data.copy()
        #expect(dataCopy !== data)
        #expect(dataCopy.data == Data("bytes".utf8))
        #expect(dataCopy.contentType == "text/plain")
        let array = GTLRResultArray()
        array.items = [.string("x"), .number(1)]
        #expect(array.copy().items == array.items)

        let query = GTLRTestingSvcQuery_FilesGet.query(withFileId: "f")
        query.bodyObject = GTLRTestingSvc_File(json: ["name": "body"])
        query.additionalHTTPHeaders = ["X-Test": "1"]
        let queryCopy = query.copy()
        #expect(queryCopy.requestID == query.requestID)
        #expect(queryCopy.fileId == "f")
        #expect(queryCopy.additionalHTTPHeaders == ["X-Test": "1"])
        #expect(queryCopy.bodyObject !== query.bodyObject)
        #expect(queryCopy.bodyObject?.json == query.bodyObject?.json)
    }

    @Test func anErrorMakesItsErrorObjectFromItsJSON() {
        let object = GTLRErrorObject(json: ["code": 404, "message": "gone"])
        var error = GTLRServiceError(code: .apiError, message: "HTTP 404", status: 404, errorObject: object)
        object.message = "edited after"
        #expect(error.errorObject?.message == "gone")
        let edited = error.errorObject
        edited?.message = "replaced"
        error.errorObject = edited
        #expect(error.errorObject?.message == "replaced")
        #expect(error.errorObject !== error.errorObject)
    }
}

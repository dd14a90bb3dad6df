import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Testing

/// `query.completionBlock`, as the original called it: per query of a batch (in the batch's order, with the query's
/// result or error, besides the `GTLRBatchResult`) and for single queries before the completion handler.
struct GTLRQueryCompletionTests {
    static let batchType = "multipart/mixed; boundary=batch_3ajN40YpXZQ_ABf5ww_gxyg"

    /// One call of a completion block.
    struct Call: Sendable {
        var requestID: String
        var object: String?
        var error: GTLRServiceError?
        var status: Int?
        var authorization: String?
        var property: String?
    }

    static func record(into calls: TestLockedValue<[Call]>, id: String)
        -> GTLRServiceTicket.CompletionHandler
    {
        { ticket, object, error in
            let call = Call(
                requestID: id,
                object: object.map { "\(type(of: $0))" },
                error: error,
                status: ticket.statusCode,
                authorization: ticket.request?.headers["Authorization"],
                property: ticket.properties["p"] as? String
            )
            calls.withLock { $0.append(call) }
        }
    }

    /// The original's batch fixture (a 404 part, a list, a file) from a loopback server; a fourth query has no part.
    @Test func eachQueryOfABatchGetsItsOwnResultInOrder() async throws {
        let reply = try GTLRServiceFixtureTests.fixture("Drive1Batch")
        let failing = TestLockedValue(false)
        let server = try await TestHTTPServer.start { request in
            guard request.path == "/batch", request.method == "POST" else { return .status(404, "no route") }
            if failing.current { return .status(500, "batch broke") }
            return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Content-Type", Self.batchType)], body: reply)
        }
        defer { Task { await server.stop() } }
        let service = GTLRServiceLoopbackTests.service(server)
        service.authorizer = GDataBearerTokenAuthorizer(token: "batch-token")
        service.serviceProperties = ["p": "service"]
        let calls = TestLockedValue<[Call]>([])
        func queries() -> [GTLRQuery] {
            let queries: [GTLRQuery] = [
                GTLRTestingSvcQuery_PermissionsList.query(withFileId: "badID"), GTLRTestingSvcQuery_FilesList.query(),
                GTLRTestingSvcQuery_FilesGet.query(withFileId: "0B7svZDDwtKrhS2FDS2JZclU1U0E"),
                GTLRTestingSvcQuery_FilesGet.query(withFileId: "absent"),
            ]
            for (index, query) in queries.enumerated() {
                query.requestID = "gtlr_\(index + 4)"
                query.completionBlock = Self.record(into: calls, id: query.requestID)
            }
            queries[1].executionParameters.ticketProperties = ["p": "query"]
            return queries
        }

        let result = try await service.executeBatch(GTLRBatchQuery(queries: queries()))
        // Every block ran before executeBatch returned, in the batch's order.
        let seen = calls.current
        try #require(seen.map(\.requestID) == ["gtlr_4", "gtlr_5", "gtlr_6", "gtlr_7"])
        #expect(seen[0].object == nil)
        #expect(seen[0].error?.code == .apiError)
        #expect(seen[0].error?.status == 404)
        #expect(seen[0].status == 404)
        #expect(seen[1].object == "GTLRTestingSvc_FileList")
        #expect(seen[1].error == nil)
        #expect(seen[1].status == 200)
        #expect(seen[1].property == "query")
        #expect(seen[2].object == "GTLRTestingSvc_File")
        #expect(seen[2].property == "service")
        #expect(seen[3].object == nil)
        #expect(seen[3].error?.code == .queryResultMissing)
        #expect(seen.allSatisfy { $0.authorization == "Bearer batch-token" })
        // The GTLRBatchResult is unchanged.
        #expect(result.failures.keys.sorted() == ["gtlr_4"])
        #expect(result.successes.keys.sorted() == ["gtlr_5", "gtlr_6"])

        // A batch that fails as a whole: each block gets the batch's error, then executeBatch throws it.
        calls.withLock { $0 = [] }
        failing.withLock { $0 = true }
        await #expect {
            _ = try await service.executeBatch(GTLRBatchQuery(queries: queries()))
        } throws: { ($0 as? GTLRServiceError)?.status == 500 }
        #expect(calls.current.map(\.requestID) == ["gtlr_4", "gtlr_5", "gtlr_6", "gtlr_7"])
        #expect(calls.current.allSatisfy { $0.error?.status == 500 && $0.object == nil })
        await service.shutdown()
    }

    /// A test block answers a batch query by query; the blocks see those answers.
    @Test func batchAnsweredByATestBlockCallsTheBlocks() async throws {
        let service = GTLRTestingSvcService()
        service.rootURLString = "https://example.invalid/"
        service.testBlock = { _, query in
            query.requestID == "a"
                ? .object(GTLRTestingSvc_File(json: ["id": "a"]))
                : .error(GTLRServiceError(code: .httpStatus, message: "no", status: 403))
        }
        let calls = TestLockedValue<[Call]>([])
        let queries = ["a", "b"].map { id -> GTLRQuery in
            let query = GTLRTestingSvcQuery_FilesGet.query(withFileId: id)
            query.requestID = id
            query.completionBlock = Self.record(into: calls, id: id)
            return query
        }
        _ = try await service.executeBatch(GTLRBatchQuery(queries: queries))
        try #require(calls.current.map(\.requestID) == ["a", "b"])
        #expect(calls.current[0].object == "GTLRTestingSvc_File")
        #expect(calls.current[1].error?.status == 403)
    }

    /// A single query's block runs before the completion handler (and before the awaiting code resumes), once.
    @Test(.timeLimit(.minutes(1))) func aSingleQuerysBlockRunsBeforeTheHandler() async throws {
        let server = try await TestHTTPServer.start { _ in
            GTLRServiceLoopbackTests.json(#"{"kind":"drive#file","id":"f"}"#)
        }
        defer { Task { await server.stop() } }
        let service = GTLRServiceLoopbackTests.service(server)
        let order = TestLockedValue<[String]>([])
        let handled = TestSignal()
        let query = GTLRTestingSvcQuery_FilesGet.query(withFileId: "f")
        query.completionBlock = { _, object, error in
            order.withLock { $0.append("block \((object as? GTLRTestingSvc_File)?.identifier ?? "-") \(error == nil)") }
        }
        service.executeQuery(query) { _, _, _ in
            order.withLock { $0.append("handler") }
            handled.fire()
        }
        await handled.wait()
        #expect(order.current == ["block f true", "handler"])

        order.withLock { $0 = [] }
        _ = try await service.executeQuery(query)
        #expect(order.current == ["block f true"])
        await service.shutdown()
    }
}

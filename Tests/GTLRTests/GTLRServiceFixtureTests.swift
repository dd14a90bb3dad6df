import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Testing

/// The service on the original's canned responses (GTLRServiceTest.m's fixtures) through a stub transport:
/// the real request building and response parsing, no network.
struct GTLRServiceFixtureTests {
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: "Fixtures/responses/\(name).response", withExtension: "txt")
        )
        return try Data(contentsOf: url)
    }

    /// A test service whose fetcher answers each request with the next canned response, recording the requests.
    static func service(
        _ responses: [(status: Int, contentType: String, fixture: String)],
        recorded: TestLockedValue<[GDataHTTPRequest]>
    ) throws -> GTLRTestingSvcService {
        let bodies = try responses.map {
            (status: $0.status, contentType: $0.contentType, body: try fixture($0.fixture))
        }
        let service = GTLRTestingSvcService()
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.transport = GDataHTTPClosureTransport { request in
            let index = recorded.withLock { list -> Int in
                list.append(request)
                return list.count - 1
            }
            let answer = bodies[min(index, bodies.count - 1)]
            return GDataHTTPResponse(
                url: request.url,
                status: answer.status,
                headers: ["Content-Type": answer.contentType],
                body: answer.body
            )
        }
        service.fetcherConfiguration = configuration
        return service
    }

    static let json = "application/json; charset=UTF-8"

    @Test func singleQueryGivesTypedObjectsAndTheOriginalsRequest() async throws {
        let recorded = TestLockedValue<[GDataHTTPRequest]>([])
        let service = try Self.service([(200, Self.json, "Drive1")], recorded: recorded)
        service.apiKey = "secret-key"
        service.additionalURLQueryParameters = ["quotaUser": "q", "fields": "ignored-by-query"]
        service.additionalHTTPHeaders = ["X-Extra": "1"]
        let query = GTLRTestingSvcQuery_FilesList.query()
        query.fields = "files(id,name),kind"
        query.pageSize = 10
        query.additionalHTTPHeaders = ["X-Query": "2"]
        let list: GTLRTestingSvc_FileList = try await service.executeQuery(query)
        #expect(list.files?.count == 2)
        #expect(list.files?.first?.name == "calendar-invite.png")
        #expect(list.files?.first?.identifier == "0B7svZDDwtKrhTTAtQzRRcGpWZ0k")
        #expect(list.kind == "drive#fileList")
        #expect(list.timeFieldForTesting?.rfc3339String == "2011-01-02T03:04:05.067Z")
        let request = try #require(recorded.current.first)
        #expect(request.method == "GET")
        #expect(
            request.url.absoluteString
                == "https://www.googleapis.com/drive/v3/files?fields=files%28id%2Cname%29%2Ckind&pageSize=10&prettyPrint=false&quotaUser=q&key=secret-key"
        )
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.headers["X-Extra"] == "1")
        #expect(request.headers["X-Query"] == "2")
        #expect(request.headers["Content-Type"] == nil)
        await service.shutdown()
    }

    @Test func pagingAccumulatesEveryPageIntoOneResult() async throws {
        let recorded = TestLockedValue<[GDataHTTPRequest]>([])
        let service = try Self.service(
            [(200, Self.json, "Drive1Paging1"), (200, Self.json, "Drive1Paging2"), (200, Self.json, "Drive1Paging3")],
            recorded: recorded
        )
        service.shouldFetchNextPages = true
        let ticket = service.startQuery(GTLRTestingSvcQuery_FilesList.query())
        let list = try #require(try await ticket.value as? GTLRTestingSvc_FileList)
        #expect(
            list.files?.map { $0.name ?? "" } == [
                "House Phone List", "Accounting.pdf", "Lots of stuff", "More sheets", "CalendarMouseover.png",
                "Fastfood.textClipping", "2006 tax deductions", "Another doc",
            ]
        )
        #expect(list.nextPageToken == nil)
        #expect(ticket.pagesFetchedCounter == 3)
        #expect(!ticket.reachedPageLimit)
        #expect(recorded.current.map { $0.url.query?.contains("pageToken=") == true } == [false, true, true])
        #expect(
            recorded.current.compactMap {
                URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems?.first {
                    $0.name == "pageToken"
                }?.value
            } == ["2", "3"]
        )

        // The cap: one further page at most, then the token stays and the ticket says so.
        let capped = try Self.service(
            [(200, Self.json, "Drive1Paging1"), (200, Self.json, "Drive1Paging2"), (200, Self.json, "Drive1Paging3")],
            recorded: TestLockedValue([])
        )
        capped.shouldFetchNextPages = true
        capped.maxNextPagesFetched = 1
        let cappedTicket = capped.startQuery(GTLRTestingSvcQuery_FilesList.query())
        let partial = try #require(try await cappedTicket.value as? GTLRTestingSvc_FileList)
        #expect(partial.nextPageToken == "3")
        #expect(cappedTicket.reachedPageLimit)
        #expect(cappedTicket.pagesFetchedCounter == 2)
        await service.shutdown()
        await capped.shutdown()
    }

    @Test func errorsAreTypedWithTheirObjects() async throws {
        for (status, fixture, reason) in [
            (401, "Drive1AuthError", "authError"), (400, "Drive1ParamError", "invalid"),
            (400, "Drive1ParamErrorAsList", "invalid"),
        ] {
            let service = try Self.service([(status, Self.json, fixture)], recorded: TestLockedValue([]))
            do {
                _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
                Issue.record("\(fixture): no error")
            } catch {
                #expect(error.code == .apiError)
                #expect(error.status == status)
                #expect(error.reasons == [reason])
                #expect(error.errorObject?.code == Int32(status))
                #expect(error.description.contains("HTTP \(status)"))
            }
            await service.shutdown()
        }
        let v2 = try Self.service([(404, Self.json, "Classroom1NotFoundError")], recorded: TestLockedValue([]))
        do {
            _ = try await v2.executeQuery(GTLRTestingSvcQuery_FilesList.query())
            Issue.record("no error")
        } catch {
            #expect(error.errorObject?.status == "NOT_FOUND")
            #expect(error.errorObject?.details?.first?.typeProperty == "type.googleapis.com")
            #expect(error.errorObject?.details?.first?.detail == "[ORIGINAL ERROR] generic::not_found:")
        }
        await v2.shutdown()
        let text = GTLRTestingSvcService()
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.transport = GDataHTTPClosureTransport { request in
            GDataHTTPResponse(
                url: request.url,
                status: 404,
                headers: ["Content-Type": "text/plain"],
                body: Data("Not Found\n".utf8)
            )
        }
        text.fetcherConfiguration = configuration
        await #expect {
            _ = try await text.executeQuery(GTLRTestingSvcQuery_FilesGet.query(withFileId: "x"))
        } throws: { error in
            let error = error as? GTLRServiceError
            return error?.code == .httpStatus && error?.status == 404
                && error?.message == "HTTP 404 Not Found: Not Found"
        }
        await text.shutdown()
    }

    @Test func corruptAndEmptyResponses() async throws {
        let corrupt = try Self.service([(200, Self.json, "Drive1Corrupt")], recorded: TestLockedValue([]))
        await #expect {
            _ = try await corrupt.executeQuery(GTLRTestingSvcQuery_FilesList.query())
        } throws: { error in
            (error as? GTLRServiceError)?.code == .unexpectedResponse
                && (error as? GTLRServiceError)?.message.contains("line ") == true
        }
        await corrupt.shutdown()
        let empty = try Self.service([(200, Self.json, "Drive1Empty")], recorded: TestLockedValue([]))
        let object = try await empty.executeQuery(GTLRTestingSvcQuery_FilesList.query())
        #expect((object as? GTLRTestingSvc_FileList)?.json == [:])
        await empty.shutdown()
    }

    @Test func batchResultsSplitIntoSuccessesAndFailures() async throws {
        let recorded = TestLockedValue<[GDataHTTPRequest]>([])
        let service = try Self.service(
            [(200, "multipart/mixed; boundary=batch_3ajN40YpXZQ_ABf5ww_gxyg", "Drive1Batch")],
            recorded: recorded
        )
        service.apiKey = "k"
        let queries: [GTLRQuery] = [
            GTLRTestingSvcQuery_PermissionsList.query(withFileId: "badID"), GTLRTestingSvcQuery_FilesList.query(),
            GTLRTestingSvcQuery_FilesGet.query(withFileId: "0B7svZDDwtKrhS2FDS2JZclU1U0E"),
        ]
        (queries[2] as! GTLRTestingSvcQuery_FilesGet).fields = "parents"
        for (index, query) in queries.enumerated() { query.requestID = "gtlr_\(index + 4)" }
        let result = try await service.executeBatch(GTLRBatchQuery(queries: queries))
        #expect(result.failures.keys.sorted() == ["gtlr_4"])
        #expect(result.successes.keys.sorted() == ["gtlr_5", "gtlr_6"])
        #expect(result.failures["gtlr_4"]?.status == 404)
        #expect(result.failures["gtlr_4"]?.code == .apiError)
        #expect(result.responseHeaders["gtlr_4"]?["X-Rejected-Reason"] == "Failed to remove Excalibur from stone")
        #expect((result.successes["gtlr_5"] as? GTLRTestingSvc_FileList)?.kind == "drive#fileList")
        #expect(result.responseHeaders["gtlr_5"]?["Retry-After"] == "300")
        #expect((result.successes["gtlr_6"] as? GTLRTestingSvc_File)?.parents?.isEmpty == false)
        if case .failure(let error) = result.result(forRequestID: "gtlr_99") {
            #expect(error.code == .queryResultMissing)
        } else {
            Issue.record("a missing part is not a failure")
        }
        let request = try #require(recorded.current.first)
        #expect(request.url.absoluteString == "https://www.googleapis.com/batch?key=k")
        #expect(request.headers["Content-Type"] == "multipart/mixed; boundary=END_OF_PART")
        guard case .data(let body)? = request.body else { Issue.record("no body"); return }
        let text = String(decoding: body, as: UTF8.self)
        #expect(
            text.hasPrefix(
                "\r\n--END_OF_PART\r\nContent-ID: gtlr_4\r\nContent-Transfer-Encoding: binary\r\nContent-Type: application/http\r\n\r\nGET /drive/v3/files/badID/permissions HTTP/1.1\r\nContent-Length: 0\r\nContent-Type: application/json\r\n\r\n"
            )
        )
        #expect(text.contains("GET /drive/v3/files/0B7svZDDwtKrhS2FDS2JZclU1U0E?fields=parents HTTP/1.1\r\n"))
        #expect(!text.contains("key=") && !text.contains("prettyPrint"))
        #expect(text.hasSuffix("\r\n--END_OF_PART--\r\n"))
        await service.shutdown()
    }

    @Test func corruptAndMinimalBatchReplies() async throws {
        let corrupt = try Self.service(
            [(200, "multipart/mixed; boundary=batch_3ajN40YpXZQ_ABf5ww_gxyg", "Drive1BatchCorrupt")],
            recorded: TestLockedValue([])
        )
        let queries = (4...6).map { index -> GTLRQuery in
            let query = GTLRTestingSvcQuery_FilesList.query()
            query.requestID = "gtlr_\(index)"
            return query
        }
        let result = try await corrupt.executeBatch(GTLRBatchQuery(queries: queries))
        #expect(result.failures["gtlr_5"]?.code == .batchResponseUnexpected)
        #expect(result.failures["gtlr_4"]?.code == .apiError)
        #expect(result.successes["gtlr_6"] != nil)
        await corrupt.shutdown()

        let minimal = try Self.service(
            [(200, "multipart/mixed; boundary=batch_hXL_3_UnLsQ_AAYW6kQ4LYU", "NoPayloadsBatch")],
            recorded: TestLockedValue([])
        )
        let parts = try GTLRBatchResponse.parse(
            try Self.fixture("NoPayloadsBatch"),
            contentType: "multipart/mixed; boundary=batch_hXL_3_UnLsQ_AAYW6kQ4LYU"
        )
        #expect(parts.map(\.status) == [204, 204])
        let deletes = parts.map { part -> GTLRQuery in
            let query = GTLRTestingSvcQuery_FilesDelete.query(withFileId: "f")
            query.requestID = part.contentID
            return query
        }
        let deleted = try await minimal.executeBatch(GTLRBatchQuery(queries: deletes))
        #expect(deleted.successes.count == 2)
        #expect(deleted.failures.isEmpty)
        await minimal.shutdown()
    }

    @Test func batchPagingMergesPagesAndReplacesFailedOnes() async throws {
        let recorded = TestLockedValue<[GDataHTTPRequest]>([])
        let type = "multipart/mixed; boundary=batch_3ajN40YpXZQ_ABf5ww_gxyg"
        let service = try Self.service(
            [(200, type, "Drive1BatchPaging1"), (200, type, "Drive1BatchPaging2"), (200, type, "Drive1BatchPaging3")],
            recorded: recorded
        )
        service.shouldFetchNextPages = true
        let queries = (5...8).map { index -> GTLRQuery in
            let query = GTLRTestingSvcQuery_FilesList.query()
            query.requestID = "gtlr_\(index)"
            return query
        }
        let result = try await service.executeBatch(GTLRBatchQuery(queries: queries))
        let first = try #require(result.successes["gtlr_5"] as? GTLRTestingSvc_FileList)
        #expect(
            first.files?.compactMap(\.name) == [
                "Locations", "940 Main St.", "Joopmap", "0051-Android-functions.patch", "Tree Types.pdf",
                "Accounting.pdf", "Hero-functions.patch", "Mouse Types.pdf",
            ]
        )
        #expect(first.nextPageToken == nil)
        #expect(result.failures["gtlr_6"]?.status == 404)
        #expect(result.failures["gtlr_7"]?.status == 400)  // its second page failed: the error replaces the first page
        #expect(result.successes["gtlr_7"] == nil)
        #expect(result.successes["gtlr_8"] != nil)
        let bodies = recorded.current.map { request -> String in
            guard case .data(let data)? = request.body else { return "" }
            return String(decoding: data, as: UTF8.self)
        }
        #expect(bodies.count == 3)
        #expect(bodies[1].components(separatedBy: "Content-ID: ").count - 1 == 2)
        #expect(bodies[1].contains("Content-ID: gtlr_5\r\n") && bodies[1].contains("Content-ID: gtlr_7\r\n"))
        #expect(bodies[1].contains("GET /drive/v3/files?pageToken=2 HTTP/1.1"))
        #expect(bodies[2].components(separatedBy: "Content-ID: ").count - 1 == 1)
        #expect(bodies[2].contains("GET /drive/v3/files?pageToken=3 HTTP/1.1"))
        await service.shutdown()
    }

    /// Fuzz finding (gtlr-batch): a Content-ID of `response-<id>` kept its angle bracket.
    @Test func contentIDsLoseTheirPrefixAndBracketsInAnyOrder() throws {
        let body =
            "--b\r\nContent-ID: <response-gtlr_1>\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n"
            + "--b\r\ncontent-id: response-<gtlr_2>\r\n\r\nHTTP/1.1 200 OK\r\n\r\n{}\r\n--b--\r\n"
        let parts = try GTLRBatchResponse.parse(Data(body.utf8), contentType: "multipart/mixed; boundary=b")
        #expect(parts.map(\.contentID) == ["gtlr_1", "gtlr_2"])
        #expect(parts.map(\.status) == [204, 200])
        #expect(throws: GTLRServiceError.self) {
            try GTLRBatchResponse.parse(Data(body.utf8), contentType: "application/json")
        }
    }

    @Test func requestsCarryBodiesETagsAndLongURLsAsTheOriginalSent() throws {
        let service = GTLRTestingSvcService()
        let file = GTLRTestingSvc_File()
        file.name = "renamed"
        file.ETag = "\"abc\""
        let create = GTLRTestingSvcQuery_PermissionsCreate.query(withObject: GTLRTestingSvc_Permission(), fileId: "f1")
        let request = try service.request(for: create)
        #expect(request.method == "POST")
        #expect(
            request.url.absoluteString == "https://www.googleapis.com/drive/v3/files/f1/permissions?prettyPrint=false"
        )
        #expect(request.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(request.body == .data(Data("{}".utf8)))

        let update = GTLRTestingSvcQuery_FilesCreate.query(withObject: file, uploadParameters: nil)
        #expect(try service.request(for: update).headers["If-Match"] == nil)  // POST: no precondition
        let get = GTLRTestingSvcQuery_FilesGet.query(withFileId: "a b/c")
        get.bodyObject = file
        let conditional = try service.request(for: get)
        #expect(conditional.headers["If-None-Match"] == "\"abc\"")
        #expect(conditional.url.path(percentEncoded: true) == "/drive/v3/files/a%20b%2Fc")

        let long = GTLRTestingSvcQuery_FilesList.query()
        long.q = String(repeating: "x", count: 2100)
        let posted = try service.request(for: long)
        #expect(posted.method == "POST")
        #expect(posted.headers["X-HTTP-Method-Override"] == "GET")
        #expect(posted.url.query == nil)
        #expect(posted.body.map { if case .data(let data) = $0 { data.count > 2100 } else { false } } == true)

        let missing = GTLRTestingSvcQuery_FilesGet()
        #expect(throws: GTLRServiceError.self) { try service.request(for: missing) }
        let media = GTLRTestingSvcQuery_FilesGet.queryForMedia(withFileId: "abcde")
        #expect(
            try service.request(for: media).url.absoluteString
                == "https://www.googleapis.com/download/drive/v3/files/abcde?alt=media"
        )
    }

    @Test func mockServiceAndTestBlocksAnswerWithoutTheNetwork() async throws {
        let faked = GTLRTestingSvc_File()
        faked.name = "faked"
        let mock = GTLRService.mockService(fakedObject: faked, fakedError: nil)
        let object = try await mock.executeQuery(GTLRTestingSvcQuery_FilesGet.query(withFileId: "x"))
        #expect((object as? GTLRTestingSvc_File)?.name == "faked")
        let failing = GTLRService.mockService(
            fakedObject: nil,
            fakedError: GTLRServiceError(code: .apiError, message: "nope", status: 403)
        )
        await #expect(throws: GTLRServiceError.self) {
            try await failing.executeQuery(GTLRTestingSvcQuery_FilesList.query())
        }

        let service = GTLRTestingSvcService()
        let seen = TestLockedValue<[String]>([])
        service.testBlock = { ticket, query in
            seen.withLock { $0.append((ticket.request?.url.absoluteString ?? "") + " " + (query.loggingName ?? "")) }
            return .object(GTLRTestingSvc_File(json: ["name": "stubbed"]))
        }
        let progress = TestLockedValue<[Int64]>([])
        let upload = GTLRTestingSvcQuery_FilesCreate.query(
            withObject: GTLRTestingSvc_File(),
            uploadParameters: GTLRUploadParameters(data: Data(count: 10), mimeType: "text/plain")
        )
        upload.executionParameters.uploadProgressBlock = { _, sent, _ in progress.withLock { $0.append(sent) } }
        let created = try await service.executeQuery(upload, as: GTLRTestingSvc_File.self)
        #expect(created.name == "stubbed")
        #expect(progress.current == [0, 5, 10])
        #expect(
            seen.current == [
                "https://www.googleapis.com/upload/drive/v3/files?prettyPrint=false&uploadType=resumable drive.files.create"
            ]
        )
        let batch = try await service.executeBatch(GTLRBatchQuery(queries: [GTLRTestingSvcQuery_FilesList.query()]))
        #expect(batch.successes.count == 1)
    }
}

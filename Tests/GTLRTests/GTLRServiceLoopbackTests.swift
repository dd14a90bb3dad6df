import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Testing

/// The service against a loopback server the test starts: what no real emulator checks (the exact upload wire
/// formats with faults, JSON null deletes, 401 refresh, retry, gzip, cancellation), asserted on what the server got.
struct GTLRServiceLoopbackTests {
    /// A test service pointed at `server`.
    static func service(_ server: TestHTTPServer) -> GTLRTestingSvcService {
        let service = GTLRTestingSvcService()
        service.rootURLString = server.baseURL.absoluteString
        return service
    }

    static func json(_ text: String, status: Int = 200, encoding: TestHTTPResponse.BodyEncoding = .identity)
        -> TestHTTPResponse
    {
        var response = TestHTTPResponse(
            status: status,
            headers: [TestHTTPHeader("Content-Type", "application/json; charset=UTF-8")],
            body: Data(text.utf8)
        )
        response.encoding = encoding
        return response
    }

    @Test func patchSendsNullsAndFieldsAndReadsGzip() async throws {
        let server = try await TestHTTPServer.start { request in
            Self.json(#"{"kind":"drive#file","id":"f1","name":"kept"}"#, encoding: .gzip)
        }
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        let original = GTLRTestingSvc_File(json: ["id": "f1", "name": "old", "parents": ["p"]])
        let edited = original.copy()
        edited.name = "new"
        edited.parents = nil
        let patch = try #require(edited.patch(fromOriginal: original))
        // A PATCH through a hand-made query: the runtime accepts any path template and method.
        let patchQuery = GTLRQuery(
            pathURITemplate: "files/{fileId}",
            httpMethod: "PATCH",
            pathParameterNames: ["fileId"]
        )
        patchQuery.parameters["fileId"] = "f1"
        patchQuery.bodyObject = patch
        patchQuery.expectedObjectClass = GTLRTestingSvc_File.self
        patchQuery.fields = "id,name"
        let result = try await service.executeQuery(patchQuery, as: GTLRTestingSvc_File.self)
        #expect(result.name == "kept")
        let received = try #require(server.requests.first)
        #expect(received.method == "PATCH")
        #expect(received.uri == "/drive/v3/files/f1?fields=id%2Cname&prettyPrint=false")
        #expect(String(decoding: received.body, as: UTF8.self) == #"{"name":"new","parents":null}"#)
        #expect(received.header("Content-Type") == "application/json; charset=utf-8")
        #expect(received.header("User-Agent")?.contains("swift-gdata/\(GDataPackage.version) ") == true)
        #expect(received.header("Accept-Encoding")?.contains("gzip") == true)
        await service.shutdown()
    }

    /// `dataWrapperRequired` (Discovery's `dataWrapper` feature, translate v2): the body goes out as `{"data": …}` and
    /// the result is read from the response's `data` member; without it neither happens.
    @Test func dataWrapperWrapsBodiesAndUnwrapsResults() async throws {
        let server = try await TestHTTPServer.start { _ in
            Self.json(#"{"data":{"kind":"drive#file","id":"f1","name":"wrapped"}}"#)
        }
        defer { Task { await server.stop() } }
        for wrapped in [true, false] {
            let service = Self.service(server)
            service.dataWrapperRequired = wrapped
            let query = GTLRQuery(pathURITemplate: "files", httpMethod: "POST", pathParameterNames: [])
            query.bodyObject = GTLRTestingSvc_File(json: ["name": "n"])
            query.expectedObjectClass = GTLRTestingSvc_File.self
            let file = try await service.executeQuery(query, as: GTLRTestingSvc_File.self)
            let body = try #require(server.requests.last?.body)
            if wrapped {
                #expect(String(decoding: body, as: UTF8.self) == #"{"data":{"name":"n"}}"#)
                #expect(file.name == "wrapped" && file.identifier == "f1")
            } else {
                #expect(String(decoding: body, as: UTF8.self) == #"{"name":"n"}"#)
                #expect(file.name == nil && file.jsonValue(forKey: "data") != nil)
            }
            await service.shutdown()
        }
    }

    @Test func unauthorizedRefreshesOnceAndRetriesTransientFailures() async throws {
        let calls = TestLockedValue(0)
        let server = try await TestHTTPServer.start { request in
            let call = calls.withLock { count -> Int in
                count += 1
                return count
            }
            if request.header("Authorization") == "Bearer stale" {
                return Self.json(#"{"error":{"code":401,"message":"expired"}}"#, status: 401)
            }
            if call == 2 { return .status(503, "busy", headers: [TestHTTPHeader("Retry-After", "0")]) }
            return Self.json(#"{"kind":"drive#fileList","files":[]}"#)
        }
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        let token = TestLockedValue("stale")
        service.authorizer = GDataBearerTokenAuthorizer { forceRefresh in
            token.withLock { current in
                if forceRefresh { current = "fresh" }
                return current
            }
        }
        service.retryEnabled = true  // the 503 says Retry-After: 0, so the retry does not wait
        let list = try await service.executeQuery(
            GTLRTestingSvcQuery_FilesList.query(),
            as: GTLRTestingSvc_FileList.self
        )
        #expect(list.files?.isEmpty == true)
        #expect(
            server.requests.map { $0.header("Authorization") ?? "" } == [
                "Bearer stale", "Bearer fresh", "Bearer fresh",
            ]
        )

        // Without retry, the 503 is an error naming the status; skipping authorization sends no credentials.
        calls.withLock { $0 = 1 }
        let plain = Self.service(server)
        await #expect {
            _ = try await plain.executeQuery(GTLRTestingSvcQuery_FilesList.query())
        } throws: { ($0 as? GTLRServiceError)?.status == 503 && ($0 as? GTLRServiceError)?.code == .httpStatus }
        await service.shutdown()
        await plain.shutdown()
    }

    /// Google's quota 403 (`rateLimitExceeded`) is retried by a service with retry enabled, as a 429 is.
    @Test func quota403IsRetried() async throws {
        let calls = TestLockedValue(0)
        let server = try await TestHTTPServer.start { _ in
            let n = calls.withLock {
                $0 += 1
                return $0
            }
            guard n > 1 else {
                return Self.json(
                    #"{"error":{"code":403,"message":"Rate Limit Exceeded","errors":[{"reason":"userRateLimitExceeded"}]}}"#,
                    status: 403
                ).header("Retry-After", "0")
            }
            return Self.json(#"{"kind":"drive#fileList","files":[]}"#)
        }
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        service.retryEnabled = true
        let list = try await service.executeQuery(
            GTLRTestingSvcQuery_FilesList.query(),
            as: GTLRTestingSvc_FileList.self
        )
        #expect(list.files?.isEmpty == true)
        #expect(server.requests.count == 2)
        await service.shutdown()
    }

    @Test func transportErrorsNameTheFailureWithoutTheAPIKey() async throws {
        // A port that was just free: nothing listens there.
        let server = try await TestHTTPServer.start { _ in .ok() }
        let url = server.baseURL
        await server.stop()
        let service = GTLRTestingSvcService()
        service.rootURLString = url.absoluteString
        service.apiKey = "very-secret-key"
        do {
            _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
            Issue.record("no error")
        } catch {
            #expect(error.code == .transport)
            #expect(!error.description.contains("very-secret-key"))
            #expect(!"\(error.underlying.map { "\($0)" } ?? "")".contains("very-secret-key"))
            #expect(error.description.contains("key=_snip_"))
        }
        await service.shutdown()
    }

    @Test func cancellingATicketEndsItWithCancelled() async throws {
        let arrived = TestSignal()
        let release = TestSignal()
        let server = try await TestHTTPServer.start { _ in
            arrived.fire()
            await release.wait()
            return Self.json("{}")
        }
        defer {
            release.fire()
            Task { await server.stop() }
        }
        let service = Self.service(server)
        let ticket = service.startQuery(GTLRTestingSvcQuery_FilesList.query())
        await arrived.wait()
        ticket.cancel()
        await #expect {
            _ = try await ticket.value
        } throws: { ($0 as? GTLRServiceError)?.code == .cancelled }
        #expect(ticket.isCancelled)
        #expect(ticket.hasCalledCallback)
        await service.shutdown()
    }

    @Test func uploadsUseEachProtocolsWireFormatAndResumeAfterFaults() async throws {
        let uploads = UploadTestServer()
        uploads.inject(.status(503), on: .chunk, skipping: 1)
        uploads.inject(.dropConnection(acceptingBytes: 100_000), on: .chunk, skipping: 3)
        let single = TestLockedValue<[TestHTTPRequest]>([])
        let server = try await TestHTTPServer.start { request in
            var routed = request
            if request.path == "/upload/drive/v3/files" {
                switch request.queryValue("uploadType") {
                case "resumable":
                    routed = TestHTTPRequest(
                        method: request.method,
                        uri: "/start/resumable",
                        headers: request.headers,
                        body: request.body
                    )
                default:
                    single.withLock { $0.append(request) }
                    return Self.json(#"{"kind":"drive#file","id":"single","name":"done"}"#)
                }
            } else if request.path == "/resumable/upload/drive/v3/files" {
                routed = TestHTTPRequest(
                    method: request.method,
                    uri: "/start/goog",
                    headers: request.headers,
                    body: request.body
                )
            }
            return uploads.handle(routed)
        }
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        service.serviceUploadChunkSize = 262_144
        let media = Data((0..<700_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        let progress = TestLockedValue<[Int64]>([])
        service.uploadProgressBlock = { _, sent, _ in progress.withLock { $0.append(sent) } }

        for uploadProtocol in GTLRUploadParameters.UploadProtocol.allCases {
            var parameters = GTLRUploadParameters(data: media, mimeType: "application/octet-stream")
            parameters.uploadProtocol = uploadProtocol
            let metadata = GTLRTestingSvc_File()
            metadata.name = "via \(uploadProtocol.rawValue)"
            let query = GTLRTestingSvcQuery_FilesCreate.query(withObject: metadata, uploadParameters: parameters)
            let object = try await service.executeQuery(query)
            #expect(object != nil, "\(uploadProtocol)")
        }
        // multipart: metadata then media in one multipart/related body; media: the bytes alone.
        let singles = single.current
        #expect(singles.map { $0.queryValue("uploadType") } == ["multipart", "media"])
        #expect(singles[0].header("Content-Type")?.hasPrefix("multipart/related; boundary=") == true)
        let multipartText = String(decoding: singles[0].body.prefix(400), as: UTF8.self)
        #expect(multipartText.contains(#"{"name":"via multipart"}"#))
        #expect(singles[0].body.count > media.count)
        #expect(singles[1].body == media)
        #expect(singles[1].header("Content-Type") == "application/octet-stream")
        // resumable and goog: sessions that got every byte exactly once despite a 503 and a dropped connection.
        #expect(uploads.sessions.count == 2)
        #expect(uploads.sessions.map(\.dialect) == [.resumable, .goog])
        for session in uploads.sessions {
            #expect(session.isFinished)
            #expect(session.received == media)
        }
        #expect(uploads.violations.isEmpty)
        #expect(String(decoding: uploads.sessions[0].metadata, as: UTF8.self) == #"{"name":"via resumable"}"#)
        #expect(progress.current.last == Int64(media.count))
        await service.shutdown()
    }

    @Test func streamingDownloadAndDataObjects() async throws {
        let media = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0) })
        let server = try await TestHTTPServer.start { request in
            guard request.queryValue("alt") == "media" else { return .status(400, "no alt=media") }
            return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Content-Type", "image/png")], body: media)
        }
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        let object = try #require(
            try await service.executeQuery(GTLRTestingSvcQuery_FilesGet.queryForMedia(withFileId: "abc"))
                as? GTLRDataObject
        )
        #expect(object.data == media)
        #expect(object.contentType == "image/png")
        let scratch = try temporaryDirectory(prefix: "gtlr-download")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("download")
        try await service.download(GTLRTestingSvcQuery_FilesGet.query(withFileId: "abc"), to: file)
        #expect(try Data(contentsOf: file) == media)
        #expect(
            server.requests.map(\.uri) == ["/download/drive/v3/files/abc?alt=media", "/drive/v3/files/abc?alt=media"]
        )
        await service.shutdown()
    }
}

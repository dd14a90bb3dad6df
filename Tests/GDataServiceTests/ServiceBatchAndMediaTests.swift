import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

@Suite("GDataService batch and media")
struct ServiceBatchAndMediaTests {
    static let batchResult = """
        <feed xmlns='http://www.w3.org/2005/Atom' xmlns:batch='http://schemas.google.com/gdata/batch'
              xmlns:x='urn:unknown'>
          <id>batch-result</id>
          <entry><id>c1</id><batch:id>d1</batch:id><batch:operation type='delete'/>
            <batch:status code='200' reason='Success'/><x:kept>yes</x:kept></entry>
          <entry><id>c2</id><batch:id>d2</batch:id><batch:operation type='delete'/>
            <batch:status code='404' reason='Not Found'/></entry>
          <batch:interrupted reason='quota' success='1' failures='1' parsed='2'/>
        </feed>
        """

    @Test func batchPostsTheFeedAndParsesStatusesAndInterruption() async throws {
        var configuration = plainConfiguration()
        configuration.shouldIgnoreUnknowns = true
        try await withService(configuration: configuration) { _ in
            AtomText.ok(Self.batchResult)
        } _: {
            service,
            server in
            let batch = GDataFeedBase()
            for index in 1...2 {
                let entry = GDataEntryBase()
                entry.identifier = "c\(index)"
                entry.batchID = "d\(index)"
                entry.batchOperation = GDataBatchOperation(type: GDataBatchOperation.OperationType.delete)
                batch.addEntry(entry)
            }
            let result = try await service.batch(batch, to: server.url("/feeds/contacts/batch"))
            let statuses = result.entries.map {
                "\($0.batchID ?? "") \($0.batchStatus?.code ?? 0) \($0.batchStatus?.reason ?? "")"
            }
            #expect(statuses == ["d1 200 Success", "d2 404 Not Found"])
            #expect(result.batchInterrupted?.reason == "quota")
            #expect(result.batchInterrupted?.successCount == 1)
            #expect(result.batchInterrupted?.errorCount == 1)
            // Batch results never drop unknown XML, even when the service ignores unknowns for feeds.
            #expect(result.entries.first?.unknownChildren.isEmpty == false)
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/feeds/contacts/batch")
            let sent = String(decoding: request.body, as: UTF8.self)
            #expect(sent.contains("xmlns:batch=\"http://schemas.google.com/gdata/batch\""))
            #expect(sent.contains("xmlns:gd=\"http://schemas.google.com/g/2005\""))
            let parsed = try GDataFeedBase.parse(data: request.body)
            #expect(parsed.entries.map { $0.batchID ?? "" } == ["d1", "d2"])
        }
    }

    @Test func multipartUploadSendsEntryAndMediaWithSlug() async throws {
        try await withService(configuration: plainConfiguration()) { request in
            AtomText.ok(AtomText.entry(id: "media", title: "\(request.body.count) bytes"))
        } _: { service, server in
            let entry = GDataEntryBase()
            entry.title = GDataTitle("Holiday")
            let media = GDataMediaUpload(
                source: .data(Data("PNGDATA".utf8)),
                mimeType: "image/png",
                slug: "holiday.png"
            )
            let ticket = service.startInserting(entry, media: media, into: server.url("/feeds/photos"))
            let created = try await ticket.value(as: GDataEntryBase.self)
            #expect(created.identifier == "media")
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.header("Content-Type") == "multipart/related; boundary=\"END_OF_PART\"")
            #expect(request.header("MIME-Version") == "1.0")
            #expect(request.header("Slug") == "holiday.png")
            let body = String(decoding: request.body, as: UTF8.self)
            #expect(body.hasPrefix("\r\n--END_OF_PART\r\nContent-Type: application/atom+xml; charset=UTF-8\r\n\r\n"))
            #expect(body.contains("Holiday"))
            #expect(
                body.hasSuffix(
                    "\r\n--END_OF_PART\r\nContent-Transfer-Encoding: binary\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--END_OF_PART--\r\n"
                )
            )
            #expect(ticket.uploadProgress?.sent == Int64(request.body.count))
        }
    }

    @Test func mediaAloneIsSentWithSlug() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            AtomText.ok(AtomText.entry(id: "m"))
        } _: {
            service,
            server in
            let media = GDataMediaUpload(source: .data(Data("hello".utf8)), mimeType: "text/plain", slug: "notes é.txt")
            _ = try await service.insert(nil, media: media, into: server.url("/feeds/docs"))
            let request = try #require(server.requests.first)
            #expect(request.header("Content-Type") == "text/plain")
            #expect(request.header("Slug") == "notes %C3%A9.txt")
            #expect(request.body == Data("hello".utf8))
        }
    }

    @Test func resumableUploadSurvivesADroppedChunk() async throws {
        let uploads = UploadTestServer()
        uploads.inject(.dropConnection(acceptingBytes: 10_000), on: .chunk, skipping: 1)
        let server = try await uploads.listen()
        var configuration = plainConfiguration()
        configuration.serviceVersion = "3.0"
        // The service's upload rule, with fetch retry off (as by default): uploads retry either way.
        #expect(configuration.fetcherConfiguration.retry == nil)
        configuration.uploadRetry.initialIntervalRange = 0.01...0.02
        let service = GDataService(configuration: configuration)
        service.authorization = .googleLoginToken("secret-token")
        let bytes = Data((0..<180_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let entry = GDataEntryBase()
        entry.title = GDataTitle("Movie")
        let media = GDataMediaUpload(source: .data(bytes), mimeType: "video/mp4", slug: "movie.mp4", chunkSize: 60_000)
        #expect(media.retryPolicy == nil)
        let ticket = service.startInserting(entry, media: media, into: server.url("/start/gdata"))
        let created = try await ticket.value(as: GDataEntryBase.self)
        #expect(uploads.sessions.count == 1)
        let session = try #require(uploads.sessions.first)
        #expect(created.identifier == session.id)
        #expect(session.received == bytes)
        #expect(uploads.violations.isEmpty)
        #expect(try GDataEntryBase.parse(data: session.metadata).title?.stringValue == "Movie")
        let start = try #require(uploads.records.first { $0.kind == .start }?.request)
        #expect(start.header("X-Upload-Content-Type") == "video/mp4")
        #expect(start.header("X-Upload-Content-Length") == "180000")
        #expect(start.header("Slug") == "movie.mp4")
        #expect(start.header("GData-Version") == "3.0")
        #expect(start.header("Authorization") == "GoogleLogin auth=secret-token")
        let chunks = uploads.records.filter { $0.kind == .chunk }.map(\.request)
        #expect(chunks.allSatisfy { $0.header("Authorization") == nil })
        #expect(uploads.records.contains { $0.kind == .query })
        let metadataLength = Int64(session.metadata.count)
        #expect(metadataLength > 0)
        #expect(ticket.uploadProgress?.sent == 180_000 + metadataLength)
        #expect(ticket.uploadProgress?.total == 180_000 + metadataLength)
        await service.shutdown()
        await server.stop()
    }

    /// One rule for uploads: `uploadRetry` (default `.upload`) decides, not the fetch `retry` (the media upload used to
    /// ignore the service's settings and always take its own `.upload`); one upload's `retryPolicy` replaces it.
    @Test func resumableUploadsFollowUploadRetryNotTheFetchRetry() async throws {
        #expect(GDataService.Configuration().uploadRetry.maxInterval == GDataHTTPRetryPolicy.uploadMaxInterval)
        #expect(GDataService.Configuration().uploadRetry.maxRetries > 0)
        let uploads = UploadTestServer()
        uploads.inject(.dropConnection(acceptingBytes: 10_000), on: .chunk, skipping: 1)
        let server = try await uploads.listen()
        var configuration = plainConfiguration()
        configuration.fetcherConfiguration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02)
        configuration.uploadRetry = .disabled
        let service = GDataService(configuration: configuration)
        let bytes = Data((0..<180_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let entry = GDataEntryBase()
        let refused = GDataMediaUpload(source: .data(bytes), mimeType: "video/mp4", chunkSize: 60_000)
        await #expect(throws: GDataServiceError.self) {
            _ = try await service.insert(entry, media: refused, into: server.url("/start/gdata"))
        }
        uploads.inject(.dropConnection(acceptingBytes: 10_000), on: .chunk, skipping: 1)
        var retried = refused
        retried.retryPolicy = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02, maxInterval: 600)
        let created = try await service.insert(entry, media: retried, into: server.url("/start/gdata"))
        let session = try #require(uploads.sessions.last)
        #expect(created.identifier == session.id)
        #expect(session.received == bytes)
        await service.shutdown()
        await server.stop()
    }

    @Test func mediaDownloadFollowsTheEditMediaLink() async throws {
        try await withService(configuration: plainConfiguration()) { request in
            request.path == "/media/1" ? .ok("media bytes", contentType: "image/png") : .status(404)
        } _: { service, server in
            let entry = GDataEntryBase()
            entry.addChild(
                GDataLink(rel: GDataLink.Rel.editMedia, type: "image/png", href: server.url("/media/1").absoluteString)
            )
            let scratch = try temporaryDirectory(prefix: "media")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let file = scratch.appendingPathComponent("download")
            try await service.downloadMedia(of: entry, to: file)
            #expect(try Data(contentsOf: file) == Data("media bytes".utf8))
        }
    }
}

@Suite("GDataService upload control")
struct ServiceUploadControlTests {
    @Test func pauseAbortsTheChunkInFlightAndResumeAsksTheServerWhereToGoOn() async throws {
        let uploads = UploadTestServer()
        let secondChunkArrived = TestSignal()
        let releaseSecondChunk = TestSignal()
        let heldBack = TestLockedValue(false)
        let server = try await TestHTTPServer.start { request in
            if request.header("Content-Range")?.hasPrefix("bytes 50000-") == true,
                heldBack.withLock({ held -> Bool in
                    defer { held = true }
                    return !held
                })
            {
                secondChunkArrived.fire()
                await releaseSecondChunk.wait()
                return .status(500, "abandoned")
            }
            return uploads.handle(request)
        }
        let service = GDataService(configuration: plainConfiguration())
        let bytes = Data((0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let media = GDataMediaUpload(source: .data(bytes), mimeType: "application/pdf", chunkSize: 50_000)
        let ticket = service.startInserting(nil, media: media, into: server.url("/start/gdata"))
        await secondChunkArrived.wait()
        ticket.pauseUpload()
        #expect(ticket.isUploadPaused)
        let queriesBeforeResume = uploads.records.filter { $0.kind == .query }.count
        ticket.resumeUpload()
        let created = try await ticket.value(as: GDataEntryBase.self)
        releaseSecondChunk.fire()
        await service.shutdown()
        await server.stop()
        #expect(!ticket.isUploadPaused)
        #expect(queriesBeforeResume == 0)
        #expect(uploads.records.filter { $0.kind == .query }.count == 1)
        let session = try #require(uploads.sessions.first)
        #expect(created.identifier == session.id)
        #expect(session.received == bytes)
        #expect(uploads.violations.isEmpty)
    }
}

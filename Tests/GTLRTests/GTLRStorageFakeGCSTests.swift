import Foundation
import GDataTestSupport
import GTLR
import GTLRStorage
import Testing

/// The generated Cloud Storage service against fake-gcs-server, a real Cloud Storage JSON API emulator started on
/// 127.0.0.1 (installed by scripts/setup.sh): uploads with every protocol it implements, paging, downloads with
/// ranges, PATCH merges, batch, errors.
@Suite(.enabled(if: ExternalTestServer.fakeGCSBinary != nil, "fake-gcs-server is not installed (scripts/setup.sh)"))
struct GTLRStorageFakeGCSTests {
    @Test func typedStorageServiceAgainstARealServer() async throws {
        let server = try ExternalTestServer.fakeGCS()
        defer { server.stop() }
        let service = GTLRStorageService()
        service.rootURLString = server.rootURL.absoluteString
        service.serviceUploadChunkSize = 262_144
        defer { Task { await service.shutdown() } }

        let bucket = GTLRStorage_Bucket()
        bucket.name = "typed"
        let created: GTLRStorage_Bucket = try await service.execute(GTLRStorageQuery_BucketsInsert.query(withObject: bucket, project: "test"))
        #expect(created.name == "typed")

        let media = Data((0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
        var names: [String] = []
        for (index, uploadProtocol) in [GTLRUploadParameters.UploadProtocol.multipart, .media, .resumable, .resumable].enumerated() {
            var parameters = GTLRUploadParameters(data: media, mimeType: "application/octet-stream")
            parameters.uploadProtocol = uploadProtocol
            let metadata = GTLRStorage_Object()
            let name = "dir/obj \(index).bin"
            names.append(name)
            metadata.name = name
            metadata.metadata = ["n": String(index)]
            let query = GTLRStorageQuery_ObjectsInsert.query(withObject: metadata, bucket: "typed", uploadParameters: parameters)
            if uploadProtocol == .media { query.name = name }
            let object: GTLRStorage_Object = try await service.execute(query)
            #expect(object.name == name, "\(uploadProtocol)")
            #expect(object.size == UInt64(media.count), "\(uploadProtocol)")
        }

        // Two objects per page: the service follows nextPageToken and merges the items in order.
        service.shouldFetchNextPages = true
        let list = GTLRStorageQuery_ObjectsList.query(withBucket: "typed")
        list.maxResults = 2
        let ticket = service.startQuery(list)
        let objects = try #require(try await ticket.value as? GTLRStorage_Objects)
        #expect(objects.items?.compactMap(\.name) == names.sorted())
        #expect(ticket.pagesFetchedCounter == 2)
        #expect(objects.nextPageToken == nil)

        // PATCH merges metadata; the response says what the server now holds.
        let original = try #require(objects.items?.first)
        let edited = original.copy()
        edited.contentType = "text/plain"
        edited.metadata = ["n": "patched", "extra": "1"]
        let patch = try #require(edited.patch(fromOriginal: original))
        let patched: GTLRStorage_Object = try await service.execute(
            GTLRStorageQuery_ObjectsPatch.query(withObject: patch, bucket: "typed", object: names[0]))
        #expect(patched.contentType == "text/plain")
        #expect(patched.metadata?["n"] == "patched")
        #expect(patched.metadata?["extra"] == "1")

        // Media back, whole (GTLRDataObject) and streamed to a file.
        let data = try #require(try await service.executeQuery(GTLRStorageQuery_ObjectsGet.queryForMedia(withBucket: "typed", object: names[2])) as? GTLRDataObject)
        #expect(data.data == media)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gtlr-gcs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try await service.download(GTLRStorageQuery_ObjectsGet.query(withBucket: "typed", object: names[1]), to: file)
        #expect(try Data(contentsOf: file) == media)
        let ranged = GTLRStorageQuery_ObjectsGet.queryForMedia(withBucket: "typed", object: names[1])
        ranged.additionalHTTPHeaders = ["Range": "bytes=100-199"]
        let slice = try #require(try await service.executeQuery(ranged) as? GTLRDataObject)
        #expect(slice.data == media[100..<200])

        // A batch of a hit and a miss.
        let hit = GTLRStorageQuery_ObjectsGet.query(withBucket: "typed", object: names[0])
        let miss = GTLRStorageQuery_ObjectsGet.query(withBucket: "typed", object: "absent")
        let batch = try await service.executeBatch(GTLRBatchQuery(queries: [hit, miss]))
        #expect((batch.successes[hit.requestID] as? GTLRStorage_Object)?.name == names[0])
        #expect(batch.failures[miss.requestID]?.status == 404)

        // Delete, then a typed 404.
        _ = try await service.executeQuery(GTLRStorageQuery_ObjectsDelete.query(withBucket: "typed", object: names[3]))
        await #expect {
            _ = try await service.executeQuery(GTLRStorageQuery_ObjectsGet.query(withBucket: "typed", object: names[3]))
        } throws: { ($0 as? GTLRServiceError)?.status == 404 }
    }
}
